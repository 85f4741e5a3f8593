CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"boxer_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"award_type" text NOT NULL,
	"tournament_id" integer,
	"category_id" integer,
	"entry_id" integer,
	"place" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"boxer_id" text NOT NULL,
	"coach_id" text,
	"bout_id" integer,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fouls" (
	"id" serial PRIMARY KEY NOT NULL,
	"bout_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"boxer_id" text,
	"corner" text NOT NULL,
	"referee_id" text,
	"foul_type" text NOT NULL,
	"round_number" integer NOT NULL,
	"description" text,
	"deduct" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fouls_deduct" CHECK ("fouls"."deduct" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "medical_suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"boxer_id" text NOT NULL,
	"bout_id" integer,
	"reason" text NOT NULL,
	"until" date NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"bout_id" integer NOT NULL,
	"actor_user_id" text,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"voided" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" serial PRIMARY KEY NOT NULL,
	"bout_id" integer NOT NULL,
	"judge_user_id" text NOT NULL,
	"seat" integer NOT NULL,
	"round" integer NOT NULL,
	"red" integer NOT NULL,
	"blue" integer NOT NULL,
	"preferred" text,
	"entered_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_round" CHECK ("scorecards"."round" between 1 and 12),
	CONSTRAINT "scorecards_points" CHECK ("scorecards"."red" between 6 and 10 and "scorecards"."blue" between 6 and 10)
);
--> statement-breakpoint
CREATE TABLE "skill_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"boxer_id" text NOT NULL,
	"coach_id" text,
	"skill" text NOT NULL,
	"score" integer NOT NULL,
	"note" text,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_assessments_score" CHECK ("skill_assessments"."score" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "medical_suspension_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "bouts" ADD COLUMN "verdict" text;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_category_id_tournament_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tournament_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_feedback" ADD CONSTRAINT "coach_feedback_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_feedback" ADD CONSTRAINT "coach_feedback_coach_id_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_feedback" ADD CONSTRAINT "coach_feedback_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fouls" ADD CONSTRAINT "fouls_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fouls" ADD CONSTRAINT "fouls_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fouls" ADD CONSTRAINT "fouls_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fouls" ADD CONSTRAINT "fouls_referee_id_user_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_suspensions" ADD CONSTRAINT "medical_suspensions_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_suspensions" ADD CONSTRAINT "medical_suspensions_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_judge_user_id_user_id_fk" FOREIGN KEY ("judge_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessments" ADD CONSTRAINT "skill_assessments_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessments" ADD CONSTRAINT "skill_assessments_coach_id_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "awards_boxer_idx" ON "awards" USING btree ("boxer_id","issued_at");--> statement-breakpoint
CREATE INDEX "awards_tournament_idx" ON "awards" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "awards_once" ON "awards" USING btree ("boxer_id","tournament_id","category_id","award_type");--> statement-breakpoint
CREATE INDEX "coach_feedback_boxer_idx" ON "coach_feedback" USING btree ("boxer_id","created_at");--> statement-breakpoint
CREATE INDEX "fouls_bout_idx" ON "fouls" USING btree ("bout_id");--> statement-breakpoint
CREATE INDEX "fouls_referee_idx" ON "fouls" USING btree ("referee_id","created_at");--> statement-breakpoint
CREATE INDEX "medical_suspensions_boxer_idx" ON "medical_suspensions" USING btree ("boxer_id");--> statement-breakpoint
CREATE INDEX "result_corrections_bout_idx" ON "result_corrections" USING btree ("bout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_once" ON "scorecards" USING btree ("bout_id","judge_user_id","round");--> statement-breakpoint
CREATE INDEX "scorecards_bout_idx" ON "scorecards" USING btree ("bout_id");--> statement-breakpoint
CREATE INDEX "skill_assessments_boxer_idx" ON "skill_assessments" USING btree ("boxer_id","assessed_at");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_suspension_days" CHECK ("tournaments"."medical_suspension_days" between 1 and 365);