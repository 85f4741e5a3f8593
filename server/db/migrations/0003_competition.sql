CREATE TABLE "bout_officials" (
	"id" serial PRIMARY KEY NOT NULL,
	"bout_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"seat" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"engine_bout_id" text NOT NULL,
	"number" integer,
	"ring" integer,
	"planned_start" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"red_entry_id" integer,
	"blue_entry_id" integer,
	"winner_entry_id" integer,
	"outcome" text,
	"decided_round" integer,
	"started_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"action" text NOT NULL,
	"seed" text NOT NULL,
	"actor_user_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"boxer_id" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"day" date NOT NULL,
	"starts_at" text NOT NULL,
	"rings" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weigh_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"day" date NOT NULL,
	"weight_kg" real NOT NULL,
	"made_weight" boolean NOT NULL,
	"medical_cleared" boolean NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "coach_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_until" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "guardian_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "paid_marked_by" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "withdrawn_by" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "withdraw_reason" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "seed" integer;--> statement-breakpoint
ALTER TABLE "tournament_categories" ADD COLUMN "draw_state" jsonb;--> statement-breakpoint
ALTER TABLE "tournament_categories" ADD COLUMN "draw_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_categories" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_categories" ADD COLUMN "drawn_by" text;--> statement-breakpoint
ALTER TABLE "bout_officials" ADD CONSTRAINT "bout_officials_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bout_officials" ADD CONSTRAINT "bout_officials_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_category_id_tournament_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tournament_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_red_entry_id_entries_id_fk" FOREIGN KEY ("red_entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_blue_entry_id_entries_id_fk" FOREIGN KEY ("blue_entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_winner_entry_id_entries_id_fk" FOREIGN KEY ("winner_entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_audit" ADD CONSTRAINT "draw_audit_category_id_tournament_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tournament_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_audit" ADD CONSTRAINT "draw_audit_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_boxer_id_user_id_fk" FOREIGN KEY ("boxer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_sessions" ADD CONSTRAINT "tournament_sessions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bout_officials_seat" ON "bout_officials" USING btree ("bout_id","role","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "bout_officials_once" ON "bout_officials" USING btree ("bout_id","user_id");--> statement-breakpoint
CREATE INDEX "bout_officials_user_idx" ON "bout_officials" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bouts_engine_id" ON "bouts" USING btree ("category_id","engine_bout_id");--> statement-breakpoint
CREATE INDEX "bouts_tournament_idx" ON "bouts" USING btree ("tournament_id","number");--> statement-breakpoint
CREATE INDEX "bouts_red_idx" ON "bouts" USING btree ("red_entry_id");--> statement-breakpoint
CREATE INDEX "bouts_blue_idx" ON "bouts" USING btree ("blue_entry_id");--> statement-breakpoint
CREATE INDEX "draw_audit_category_idx" ON "draw_audit" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_invitations_once" ON "tournament_invitations" USING btree ("tournament_id","boxer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_sessions_day_time" ON "tournament_sessions" USING btree ("tournament_id","day","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weigh_ins_entry_day" ON "weigh_ins" USING btree ("entry_id","day");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_club_id_organisations_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_coach_id_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_paid_marked_by_user_id_fk" FOREIGN KEY ("paid_marked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_withdrawn_by_user_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_categories" ADD CONSTRAINT "tournament_categories_drawn_by_user_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;