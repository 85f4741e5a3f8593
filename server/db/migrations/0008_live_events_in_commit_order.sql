ALTER TABLE "live_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_seq" ON "live_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "live_events_tournament_seq_idx" ON "live_events" USING btree ("tournament_id","seq");--> statement-breakpoint
-- Issue 28: an event's stream id is given at commit, in commit order. Events already kept keep their order.
CREATE SEQUENCE IF NOT EXISTS "live_events_commit_seq";--> statement-breakpoint
UPDATE "live_events" SET "seq" = "id";--> statement-breakpoint
SELECT setval('live_events_commit_seq', COALESCE((SELECT max("id") FROM "live_events"), 0) + 1, false);--> statement-breakpoint
-- Run when the transaction that wrote the event commits (a deferred constraint trigger): one transaction at a
-- time numbers its events (the lock is held until its commit is visible), then NOTIFY tells every instance.
CREATE OR REPLACE FUNCTION "live_event_committed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(727275);
  n := nextval('live_events_commit_seq');
  UPDATE "live_events" SET "seq" = n WHERE "id" = NEW."id";
  PERFORM pg_notify('live_events', json_build_object('id', n, 'type', NEW."type", 'payload', NEW."payload")::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "live_event_committed" AFTER INSERT ON "live_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "live_event_committed"();
