import { clock } from '@server/clock';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth';
import { organisations } from './enquiries';

/**
 * DESIGN "Who owns what": an organisation's members. One organisation per account (a person who helps two
 * clubs has two accounts): every scope check is then "the viewer's organisation", never a choice.
 */
export const memberRoles = ['organiser', 'coach', 'official'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const organisationMembers = pgTable(
  'organisation_members',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    memberRole: text('member_role', { enum: memberRoles }).notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('organisation_members_org_idx').on(t.organisationId)],
);

/**
 * The stored states of a tournament (DESIGN "A tournament's life"). Registration open/closed is not
 * stored: it follows from `published` with the deadline, the capacity and the clock.
 */
export const tournamentStatuses = [
  'draft',
  'published',
  'drawn',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type TournamentStatus = (typeof tournamentStatuses)[number];

export type TournamentRules = {
  roundDuration: number;
  numberOfRounds: number;
  judgesCount: 3 | 5;
  medicalCheckRequired: boolean;
  equipmentProvided: boolean;
  /** A round robin only: a bout may end level (the D of W/L/D). Absent on tournaments made before it. */
  draws?: boolean;
  /** Issue 33: a valid licence and a valid medical certificate on the weigh-in day (absent = not required). */
  licenceRequired?: boolean;
  medicalCertificateRequired?: boolean;
  /** Issue 33: a protest's fee in whole naira (absent or 0 = free). */
  protestFee?: number;
  /** Issue 33: the winner's next bout waits while a protest of their bout is under review. */
  protestHoldsNextBout?: boolean;
};

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    /** The public address: /tournaments/<slug>. Made from the name, unique, never changed once published. */
    slug: text('slug').notNull().unique(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    format: text('format', {
      enum: ['single-elimination', 'double-elimination', 'round-robin', 'swiss-system'],
    }).notNull(),
    status: text('status', { enum: tournamentStatuses }).notNull().default('draft'),
    /** Lagos calendar dates (WAT). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    registrationDeadline: date('registration_deadline', { mode: 'string' }).notNull(),
    weighInDate: date('weigh_in_date', { mode: 'string' }).notNull(),
    /** The venue (SPEC `venue`, the draft's `location`). */
    venue: text('venue'),
    city: text('city').notNull(),
    level: text('level', { enum: ['Beginner-Intermediate', 'Intermediate-Advanced', 'Elite'] }).notNull(),
    visibility: text('visibility', { enum: ['public', 'invitation'] })
      .notNull()
      .default('public'),
    maxParticipants: integer('max_participants').notNull(),
    /** Whole naira. */
    entryFee: integer('entry_fee').notNull().default(0),
    prizeFirst: integer('prize_first').notNull().default(0),
    prizeSecond: integer('prize_second').notNull().default(0),
    prizeThird: integer('prize_third').notNull().default(0),
    weightClassPreset: text('weight_class_preset', { enum: ['lbs', 'world-boxing'] })
      .notNull()
      .default('lbs'),
    rules: jsonb('rules').$type<TournamentRules>().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Until bouts are boxed in the app, a completed tournament's headline result is recorded by its
     * organiser (the calendar's Past Results: winner and category).
     */
    resultWinner: text('result_winner'),
    resultCategory: text('result_category'),
    /** Days a boxer stopped by KO or RSC-I may not box (issue 16; the organiser sets it, 30 by default). */
    medicalSuspensionDays: integer('medical_suspension_days').notNull().default(30),
    /**
     * Issue 31: what a paid entry gets back when it is withdrawn before the deadline, refused at weigh-in or the
     * tournament is cancelled: all of it, nothing, or `refundPercent` % of it. Withdrawals are refunded until
     * `refundUntil` (a Lagos date; the registration deadline when null); a cancelled tournament refunds by the
     * policy whatever the date; a refusal at weigh-in only when `refundWeighInRefusal` is set.
     */
    refundPolicy: text('refund_policy', { enum: ['full', 'none', 'percentage'] })
      .notNull()
      .default('full'),
    refundPercent: integer('refund_percent'),
    refundUntil: date('refund_until', { mode: 'string' }),
    refundWeighInRefusal: boolean('refund_weigh_in_refusal').notNull().default(false),
  },
  (t) => [
    index('tournaments_org_idx').on(t.organisationId),
    index('tournaments_start_idx').on(t.startDate),
    check('tournaments_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('tournaments_suspension_days', sql`${t.medicalSuspensionDays} between 1 and 365`),
    check('tournaments_capacity', sql`${t.maxParticipants} between 2 and 1024`),
    check(
      'tournaments_money',
      sql`${t.entryFee} >= 0 and ${t.prizeFirst} >= 0 and ${t.prizeSecond} >= 0 and ${t.prizeThird} >= 0`,
    ),
  ],
);

/** A category: weight class × age group × gender (DESIGN). Its draw and bouts arrive with the next issue. */
export const tournamentCategories = pgTable(
  'tournament_categories',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    weightClass: text('weight_class').notNull(),
    ageGroup: text('age_group').notNull(),
    gender: text('gender', { enum: ['men', 'women'] }).notNull(),
    /**
     * The engine's state of this category's draw (engine/ CategoryDraw, jsonb) and its revision for
     * optimistic concurrency (DESIGN "The engine and the database"); null until drawn.
     */
    drawState: jsonb('draw_state'),
    drawRevision: integer('draw_revision').notNull().default(0),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    drawnBy: text('drawn_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tournament_categories_unique').on(t.tournamentId, t.weightClass, t.ageGroup, t.gender),
  ],
);

/**
 * DESIGN's API contract: a write with an `Idempotency-Key` answers its first answer again. Keys are scoped
 * by who sent them and to which endpoint, so two clients' keys never collide.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of the request body: the same key with another body is a 409. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Kept so that an organiser's capacity override beyond 128 (Enterprise) is a recorded decision. */
export const tournamentSettingsLog = pgTable('tournament_settings_log', {
  id: serial('id').primaryKey(),
  tournamentId: integer('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
  change: jsonb('change').$type<Record<string, unknown>>().notNull(),
  system: boolean('system').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});

/**
 * A boxer's entry in one category of a tournament (DESIGN: registered → weighed in → drawn → boxing →
 * eliminated | placed, or withdrawn). This issue needs only its count against capacity; registration,
 * weigh-in and draws extend it.
 */
export const entryStatuses = [
  'registered',
  'weighed_in',
  'drawn',
  'boxing',
  'eliminated',
  'placed',
  'withdrawn',
] as const;
export type EntryStatus = (typeof entryStatuses)[number];

export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tournamentCategories.id, { onDelete: 'cascade' }),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Who registered them: the boxer themself or their coach. */
    registeredBy: text('registered_by').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: entryStatuses }).notNull().default('registered'),
    /** Under-18s: the parent's or guardian's name and when they consented (issue 15). */
    guardianName: text('guardian_name'),
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true }),
    /**
     * Issue 27: a minor's consent comes from the guardian, never from whoever entered them: the address the
     * consent link was sent to, who the guardian said they were when they gave it, and the link's token
     * (its SHA-256 only; cleared once used). An entry with a guardian and no consent is not drawn.
     */
    guardianEmail: text('guardian_email'),
    /** Issue 32: the guardian's phone (E.164), for their copy of the boxer's messages by WhatsApp or SMS. */
    guardianPhone: text('guardian_phone'),
    guardianConsentBy: text('guardian_consent_by'),
    guardianConsentTokenHash: text('guardian_consent_token_hash'),
    /** Payment comes later; an organiser marks an entry paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidMarkedBy: text('paid_marked_by').references(() => user.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by').references(() => user.id, { onDelete: 'set null' }),
    withdrawReason: text('withdraw_reason'),
    /** Seeding for the draw (1 = top seed); null = unseeded. */
    seed: integer('seed'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    // A boxer enters a tournament once (in one category).
    uniqueIndex('entries_boxer_once').on(t.tournamentId, t.boxerId),
    index('entries_category_idx').on(t.categoryId),
    uniqueIndex('entries_guardian_consent_token').on(t.guardianConsentTokenHash),
  ],
);
