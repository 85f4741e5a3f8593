CREATE TABLE "bootcamp_cohorts" (
	"cohort" text PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bootcamp_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort" text NOT NULL,
	"boxer_id" text NOT NULL,
	"status" text DEFAULT 'shortlisted' NOT NULL,
	"ranking" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shortlisted_by" text,
	"shortlisted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_at" timestamp with time zone,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bout_clocks" (
	"bout_id" integer PRIMARY KEY NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"phase" text DEFAULT 'ready' NOT NULL,
	"phase_started_at" timestamp with time zone,
	"elapsed_ms" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boxer_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"boxer_id" text NOT NULL,
	"badge" text NOT NULL,
	"tournament_id" integer,
	"bout_id" integer,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"boxer_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"file_name" text NOT NULL,
	"issuer" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_certificates_dates" CHECK ("medical_certificates"."expires_on" >= "medical_certificates"."issued_on")
);
--> statement-breakpoint
CREATE TABLE "protests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"bout_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"lodged_by" text,
	"reason" text NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"fee_status" text DEFAULT 'none' NOT NULL,
	"payment_id" integer,
	"status" text DEFAULT 'lodged' NOT NULL,
	"decided_by" text,
	"decision_reason" text,
	"correction_id" integer,
	"lodged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ranking_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"boxer_id" text NOT NULL,
	"weight_class" text NOT NULL,
	"age_group" text NOT NULL,
	"gender" text NOT NULL,
	"rank" integer NOT NULL,
	"points" real NOT NULL,
	"recorded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"boxer_id" text NOT NULL,
	"tournament_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"bout_id" integer,
	"weight_class" text NOT NULL,
	"age_group" text NOT NULL,
	"gender" text NOT NULL,
	"kind" text NOT NULL,
	"points" real NOT NULL,
	"earned_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_jury" (
	"tournament_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_jury_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "licence_body" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "licence_expires_on" date;--> statement-breakpoint
ALTER TABLE "bootcamp_cohorts" ADD CONSTRAINT "bootcamp_cohorts_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bootcamp_selections" ADD CONSTRAINT "bootcamp_selections_cohort_bootcamp_cohorts_cohort_fk" FOREIGN KEY ("cohort") REFERENCES "public"."bootcamp_cohorts"("cohort") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bootcamp_selections" ADD CONSTRAINT "bootcamp_selections_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bootcamp_selections" ADD CONSTRAINT "bootcamp_selections_shortlisted_by_user_id_fk" FOREIGN KEY ("shortlisted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bout_clocks" ADD CONSTRAINT "bout_clocks_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bout_clocks" ADD CONSTRAINT "bout_clocks_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxer_badges" ADD CONSTRAINT "boxer_badges_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxer_badges" ADD CONSTRAINT "boxer_badges_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxer_badges" ADD CONSTRAINT "boxer_badges_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_certificates" ADD CONSTRAINT "medical_certificates_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_certificates" ADD CONSTRAINT "medical_certificates_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protests" ADD CONSTRAINT "protests_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protests" ADD CONSTRAINT "protests_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protests" ADD CONSTRAINT "protests_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protests" ADD CONSTRAINT "protests_lodged_by_user_id_fk" FOREIGN KEY ("lodged_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protests" ADD CONSTRAINT "protests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protests" ADD CONSTRAINT "protests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protests" ADD CONSTRAINT "protests_correction_id_result_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."result_corrections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_history" ADD CONSTRAINT "ranking_history_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_category_id_tournament_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tournament_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_jury" ADD CONSTRAINT "tournament_jury_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_jury" ADD CONSTRAINT "tournament_jury_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_jury" ADD CONSTRAINT "tournament_jury_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bootcamp_selections_once" ON "bootcamp_selections" USING btree ("cohort","boxer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boxer_badges_once" ON "boxer_badges" USING btree ("boxer_id","badge");--> statement-breakpoint
CREATE INDEX "medical_certificates_boxer_idx" ON "medical_certificates" USING btree ("boxer_id","expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "protests_once_per_side" ON "protests" USING btree ("bout_id","entry_id");--> statement-breakpoint
CREATE INDEX "protests_tournament_idx" ON "protests" USING btree ("tournament_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_history_day" ON "ranking_history" USING btree ("boxer_id","weight_class","age_group","gender","recorded_on");--> statement-breakpoint
CREATE INDEX "ranking_points_division_idx" ON "ranking_points" USING btree ("weight_class","age_group","gender");--> statement-breakpoint
CREATE INDEX "ranking_points_boxer_idx" ON "ranking_points" USING btree ("boxer_id");--> statement-breakpoint
CREATE INDEX "ranking_points_tournament_idx" ON "ranking_points" USING btree ("tournament_id");