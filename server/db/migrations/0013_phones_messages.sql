CREATE TABLE "message_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"provider_message_id" text,
	"kind" text NOT NULL,
	"from_address" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"recipient_name" text NOT NULL,
	"channel" text NOT NULL,
	"to_address" text NOT NULL,
	"purpose" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text NOT NULL,
	"tournament_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text,
	"provider_message_id" text,
	"fallback_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"via" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "message_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "guardian_phone" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_events_key" ON "message_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe" ON "messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "messages_provider_id_idx" ON "messages" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_to_idx" ON "messages" USING btree ("to_address","created_at");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_phone_number_unique" UNIQUE("phone_number");