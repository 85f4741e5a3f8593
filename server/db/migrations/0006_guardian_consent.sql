ALTER TABLE "entries" ADD COLUMN "guardian_email" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "guardian_consent_by" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "guardian_consent_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "entries_guardian_consent_token" ON "entries" USING btree ("guardian_consent_token_hash");