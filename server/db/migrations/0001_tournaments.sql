CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"boxer_id" text NOT NULL,
	"registered_by" text,
	"status" text DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"member_role" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"weight_class" text NOT NULL,
	"age_group" text NOT NULL,
	"gender" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_settings_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"actor_user_id" text,
	"change" jsonb NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"format" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"registration_deadline" date NOT NULL,
	"weigh_in_date" date NOT NULL,
	"venue" text,
	"city" text NOT NULL,
	"level" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"max_participants" integer NOT NULL,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"prize_first" integer DEFAULT 0 NOT NULL,
	"prize_second" integer DEFAULT 0 NOT NULL,
	"prize_third" integer DEFAULT 0 NOT NULL,
	"weight_class_preset" text DEFAULT 'lbs' NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"completed_at" timestamp with time zone,
	"result_winner" text,
	"result_category" text,
	CONSTRAINT "tournaments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tournaments_dates_ordered" CHECK ("tournaments"."end_date" >= "tournaments"."start_date"),
	CONSTRAINT "tournaments_capacity" CHECK ("tournaments"."max_participants" between 2 and 1024),
	CONSTRAINT "tournaments_money" CHECK ("tournaments"."entry_fee" >= 0 and "tournaments"."prize_first" >= 0 and "tournaments"."prize_second" >= 0 and "tournaments"."prize_third" >= 0)
);
--> statement-breakpoint
ALTER TABLE "organisations" ALTER COLUMN "enquiry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "is_academy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_category_id_tournament_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tournament_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_registered_by_user_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_categories" ADD CONSTRAINT "tournament_categories_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_settings_log" ADD CONSTRAINT "tournament_settings_log_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_settings_log" ADD CONSTRAINT "tournament_settings_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entries_boxer_once" ON "entries" USING btree ("tournament_id","boxer_id");--> statement-breakpoint
CREATE INDEX "entries_category_idx" ON "entries" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "organisation_members_org_idx" ON "organisation_members" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_categories_unique" ON "tournament_categories" USING btree ("tournament_id","weight_class","age_group","gender");--> statement-breakpoint
CREATE INDEX "tournaments_org_idx" ON "tournaments" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "tournaments_start_idx" ON "tournaments" USING btree ("start_date");--> statement-breakpoint
-- Organisations approved before memberships existed: their first account becomes their organiser.
INSERT INTO "organisation_members" ("organisation_id", "user_id", "member_role")
SELECT "id", "admin_user_id", 'organiser' FROM "organisations"
WHERE "status" = 'approved' AND "admin_user_id" IS NOT NULL
ON CONFLICT ("user_id") DO NOTHING;
