import { clock } from '@server/clock';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { entries, tournamentCategories, tournaments } from './tournaments';

/**
 * A tournament day to day (issue 15): invitations, weigh-ins, draws' audit, rings and sessions, bouts and
 * their officials. The engine's state per category (tournament_categories.draw_state) is the truth of a
 * draw; `bouts` are the rows people query (DESIGN "The engine and the database"), written in the same
 * transaction as the state.
 */

/** An invitation-only tournament's invitations: a boxer (by account) the organiser invited. */
export const tournamentInvitations = pgTable(
  'tournament_invitations',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [uniqueIndex('tournament_invitations_once').on(t.tournamentId, t.boxerId)],
);

/** One weigh-in of an entry on one day (a multi-day event weighs each boxer on every day they box). */
export const weighIns = pgTable(
  'weigh_ins',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    /** The Lagos date of the weigh-in. */
    day: date('day', { mode: 'string' }).notNull(),
    weightKg: real('weight_kg').notNull(),
    madeWeight: boolean('made_weight').notNull(),
    medicalCleared: boolean('medical_cleared').notNull(),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [uniqueIndex('weigh_ins_entry_day').on(t.entryId, t.day)],
);

/** Who drew or redrew a category, when, with which seed: a redraw is allowed only before its first bout. */
export const drawAudit = pgTable(
  'draw_audit',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tournamentCategories.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['draw', 'redraw'] }).notNull(),
    seed: text('seed').notNull(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('draw_audit_category_idx').on(t.categoryId)],
);

/** A session of boxing: a day, its start time (Lagos wall clock) and how many rings run. */
export const tournamentSessions = pgTable(
  'tournament_sessions',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** HH:MM, Lagos. */
    startsAt: text('starts_at').notNull(),
    rings: integer('rings').notNull().default(1),
  },
  (t) => [uniqueIndex('tournament_sessions_day_time').on(t.tournamentId, t.day, t.startsAt)],
);

export const boutStatuses = ['scheduled', 'in_progress', 'decided', 'cancelled'] as const;
export type BoutStatus = (typeof boutStatuses)[number];

/**
 * A bout people look up: its number, ring and planned start, its corners (entries; null while a slot
 * awaits an earlier bout's winner) and, once decided, the winner and how. Its key in the engine's state is
 * `engineBoutId`.
 */
export const bouts = pgTable(
  'bouts',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tournamentCategories.id, { onDelete: 'cascade' }),
    engineBoutId: text('engine_bout_id').notNull(),
    /** The tournament's running order (1, 2, …); null until scheduled. */
    number: integer('number'),
    ring: integer('ring'),
    plannedStart: timestamp('planned_start', { withTimezone: true }),
    status: text('status', { enum: boutStatuses }).notNull().default('scheduled'),
    redEntryId: integer('red_entry_id').references(() => entries.id, { onDelete: 'set null' }),
    blueEntryId: integer('blue_entry_id').references(() => entries.id, { onDelete: 'set null' }),
    winnerEntryId: integer('winner_entry_id').references(() => entries.id, { onDelete: 'set null' }),
    /** WP, RSC, RSC-I, KO, ABD, DSQ, WO, DRAW (engine Outcome). */
    outcome: text('outcome'),
    decidedRound: integer('decided_round'),
    /** A decision on the cards: unanimous, split (or majority where draws are allowed). */
    verdict: text('verdict'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    uniqueIndex('bouts_engine_id').on(t.categoryId, t.engineBoutId),
    index('bouts_tournament_idx').on(t.tournamentId, t.number),
    index('bouts_red_idx').on(t.redEntryId),
    index('bouts_blue_idx').on(t.blueEntryId),
    /** Issue 26: at most one bout in progress per ring of a tournament, whatever races to start one. */
    uniqueIndex('bouts_one_in_progress_per_ring')
      .on(t.tournamentId, t.ring)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

export const officialRoles = ['referee', 'judge', 'recorder', 'timekeeper'] as const;
export type OfficialRole = (typeof officialRoles)[number];

/** A bout's officials: one referee, 3 or 5 judges (seat 1-5), optionally a recorder and a timekeeper. */
export const boutOfficials = pgTable(
  'bout_officials',
  {
    id: serial('id').primaryKey(),
    boutId: integer('bout_id')
      .notNull()
      .references(() => bouts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: officialRoles }).notNull(),
    /** Judges' seats 1-5; 0 for the referee, the recorder and the timekeeper. */
    seat: integer('seat').notNull().default(0),
  },
  (t) => [
    uniqueIndex('bout_officials_seat').on(t.boutId, t.role, t.seat),
    uniqueIndex('bout_officials_once').on(t.boutId, t.userId),
    index('bout_officials_user_idx').on(t.userId),
  ],
);
