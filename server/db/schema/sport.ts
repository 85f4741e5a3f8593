import { clock } from '@server/clock';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bouts } from './competition';
import { resultCorrections } from './officiating';
import { payments } from './payments';
import { entries, tournamentCategories, tournaments } from './tournaments';

/**
 * Issue 33, the sport complete: rankings and the bootcamp's selection, achievement badges, protests and their
 * jury, the round clock, boxers' medical certificates.
 */

/**
 * One fact that earns ranking points: a win or a medal in a tournament, with its base points (already weighted
 * by the tournament's level). A boxer's ranking total is the sum of these after a decay by age (read with the
 * clock); the rows of a tournament are rewritten in the transaction of each of its results and corrections.
 * `weightClass` is the ranking's weight class (kg; lbs classes mapped), with age group and gender the division.
 */
export const rankingPoints = pgTable(
  'ranking_points',
  {
    id: serial('id').primaryKey(),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tournamentCategories.id, { onDelete: 'cascade' }),
    /** The bout a win was earned in; null for a medal. */
    boutId: integer('bout_id').references(() => bouts.id, { onDelete: 'cascade' }),
    weightClass: text('weight_class').notNull(),
    ageGroup: text('age_group').notNull(),
    gender: text('gender', { enum: ['men', 'women'] }).notNull(),
    /** win, gold, silver, bronze (the rules in the rankings feature and its decision record). */
    kind: text('kind').notNull(),
    points: real('points').notNull(),
    /** The Lagos date the points were earned (the bout's decision, the category's final): the decay counts from it. */
    earnedOn: date('earned_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('ranking_points_division_idx').on(t.weightClass, t.ageGroup, t.gender),
    index('ranking_points_boxer_idx').on(t.boxerId),
    index('ranking_points_tournament_idx').on(t.tournamentId),
  ],
);

/** A boxer's rank in a division as it stood after a recomputation: the history on their profile (one row a day). */
export const rankingHistory = pgTable(
  'ranking_history',
  {
    id: serial('id').primaryKey(),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    weightClass: text('weight_class').notNull(),
    ageGroup: text('age_group').notNull(),
    gender: text('gender', { enum: ['men', 'women'] }).notNull(),
    rank: integer('rank').notNull(),
    points: real('points').notNull(),
    /** Lagos date. */
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    uniqueIndex('ranking_history_day').on(t.boxerId, t.weightClass, t.ageGroup, t.gender, t.recordedOn),
  ],
);

/** A bootcamp cohort (e.g. "2027"): the admin's selection is public once `publishedAt` is set. */
export const bootcampCohorts = pgTable('bootcamp_cohorts', {
  cohort: text('cohort').primaryKey(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});

export const bootcampSelectionStatuses = ['shortlisted', 'invited', 'accepted', 'declined'] as const;

/** A boxer shortlisted for (then invited to) a bootcamp cohort, with their ranking when chosen. */
export const bootcampSelections = pgTable(
  'bootcamp_selections',
  {
    id: serial('id').primaryKey(),
    cohort: text('cohort')
      .notNull()
      .references(() => bootcampCohorts.cohort, { onDelete: 'cascade' }),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: bootcampSelectionStatuses }).notNull().default('shortlisted'),
    /** Rank, points and division when shortlisted. */
    ranking: jsonb('ranking').$type<Record<string, unknown>>().notNull().default({}),
    shortlistedBy: text('shortlisted_by').references(() => user.id, { onDelete: 'set null' }),
    shortlistedAt: timestamp('shortlisted_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bootcamp_selections_once').on(t.cohort, t.boxerId)],
);

/**
 * An achievement badge a boxer holds (the catalogue is in code). Awarded by rules run on each result and
 * correction, deleted again when a correction removes its reason. `tournamentId`/`boutId`: what earned it.
 */
export const boxerBadges = pgTable(
  'boxer_badges',
  {
    id: serial('id').primaryKey(),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    badge: text('badge').notNull(),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    boutId: integer('bout_id').references(() => bouts.id, { onDelete: 'set null' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [uniqueIndex('boxer_badges_once').on(t.boxerId, t.badge)],
);

/** The officials an organiser names to a tournament's jury: they review protests. */
export const tournamentJury = pgTable(
  'tournament_jury',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] })],
);

export const protestStatuses = ['lodged', 'upheld', 'rejected', 'withdrawn'] as const;
export type ProtestStatus = (typeof protestStatuses)[number];

/**
 * A protest against a bout's decision, lodged by the coach of one of its boxers within 15 minutes of the
 * decision, reviewed by the tournament's jury: upheld (the correction it made) or rejected with a reason.
 */
export const protests = pgTable(
  'protests',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    boutId: integer('bout_id')
      .notNull()
      .references(() => bouts.id, { onDelete: 'cascade' }),
    /** The side protesting (their boxer's entry). */
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    lodgedBy: text('lodged_by').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** Whole naira, from the tournament's rules when lodged. */
    fee: integer('fee').notNull().default(0),
    feeStatus: text('fee_status', { enum: ['none', 'recorded', 'paid', 'refunded'] })
      .notNull()
      .default('none'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    status: text('status', { enum: protestStatuses }).notNull().default('lodged'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    correctionId: integer('correction_id').references(() => resultCorrections.id, { onDelete: 'set null' }),
    lodgedAt: timestamp('lodged_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    /** A side protests a bout once. */
    uniqueIndex('protests_once_per_side').on(t.boutId, t.entryId),
    index('protests_tournament_idx').on(t.tournamentId, t.status),
  ],
);

export const clockPhases = ['ready', 'running', 'paused', 'rest', 'finished'] as const;
export type ClockPhase = (typeof clockPhases)[number];

/**
 * A bout's round clock, run by its timekeeper: the round, its phase, when the phase (re)started and how much
 * of it had run before (a pause keeps `elapsedMs`). Screens compute the remaining time from these and the
 * server's clock; `revision` orders the taps (an offline device's taps are reconciled against it).
 */
export const boutClocks = pgTable('bout_clocks', {
  boutId: integer('bout_id')
    .primaryKey()
    .references(() => bouts.id, { onDelete: 'cascade' }),
  round: integer('round').notNull().default(1),
  phase: text('phase', { enum: clockPhases }).notNull().default('ready'),
  phaseStartedAt: timestamp('phase_started_at', { withTimezone: true }),
  elapsedMs: integer('elapsed_ms').notNull().default(0),
  revision: integer('revision').notNull().default(0),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});

/**
 * A boxer's medical certificate: the file in the media store (never public: the boxer, their coach, and the
 * organisers and officials of a tournament they entered), who issued it, and its expiry (a Lagos date).
 */
export const medicalCertificates = pgTable(
  'medical_certificates',
  {
    id: serial('id').primaryKey(),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    fileName: text('file_name').notNull(),
    issuer: text('issuer').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('medical_certificates_boxer_idx').on(t.boxerId, t.expiresOn),
    check('medical_certificates_dates', sql`${t.expiresOn} >= ${t.issuedOn}`),
  ],
);
