CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"product_slug" text NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_kind" text DEFAULT 'full' NOT NULL,
	"price_kobo" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"payment_id" integer,
	"enquiry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reconciliation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"provider_count" integer DEFAULT 0 NOT NULL,
	"ledger_count" integer DEFAULT 0 NOT NULL,
	"provider_total_kobo" bigint DEFAULT 0 NOT NULL,
	"ledger_total_kobo" bigint DEFAULT 0 NOT NULL,
	"mismatches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_payment" ON "enrolments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "enrolments_user_idx" ON "enrolments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "enrolments_email_idx" ON "enrolments" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_reports_day" ON "reconciliation_reports" USING btree ("day");