import { clock } from '@server/clock';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth';
import { bouts } from './competition';
import { entries, tournamentCategories, tournaments } from './tournaments';

/**
 * Bouts officiated and scored (issue 16). The engine's state keeps the live cards and the result (the truth
 * of the draw); these rows are what people query and what makes "exactly once" hold under concurrency:
 * one card per judge per round, by a unique index.
 */

export const corners = ['red', 'blue'] as const;
export type CornerName = (typeof corners)[number];

/** One judge's score for one round of one bout (10-point must: `[red, blue]`). */
export const scorecards = pgTable(
  'scorecards',
  {
    id: serial('id').primaryKey(),
    boutId: integer('bout_id')
      .notNull()
      .references(() => bouts.id, { onDelete: 'cascade' }),
    judgeUserId: text('judge_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The judge's seat (1-5) when the card came in. */
    seat: integer('seat').notNull(),
    round: integer('round').notNull(),
    red: integer('red').notNull(),
    blue: integer('blue').notNull(),
    /** On the last round of a card level after deductions: the boxer the judge names. */
    preferred: text('preferred', { enum: corners }),
    /** The judge, or the recorder who typed the card from paper. */
    enteredBy: text('entered_by').references(() => user.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    uniqueIndex('scorecards_once').on(t.boutId, t.judgeUserId, t.round),
    index('scorecards_bout_idx').on(t.boutId),
    check('scorecards_round', sql`${t.round} between 1 and 12`),
    check('scorecards_points', sql`${t.red} between 6 and 10 and ${t.blue} between 6 and 10`),
  ],
);

/** The foul types a referee records (SPEC §5's three first, then the other common ones). */
export const foulTypes = [
  'low_blow',
  'holding',
  'unsportsmanlike_conduct',
  'head_butt',
  'hitting_after_break',
  'open_glove',
  'ducking_below_belt',
  'pushing',
  'other',
] as const;
export type FoulType = (typeof foulTypes)[number];

/**
 * A foul the referee called (SPEC §3 fouls): per round and corner. `deduct` makes it a warning (one point
 * off on every card); the third warning of a corner ends the bout by DSQ. Without `deduct` it is a caution.
 */
export const fouls = pgTable(
  'fouls',
  {
    id: serial('id').primaryKey(),
    boutId: integer('bout_id')
      .notNull()
      .references(() => bouts.id, { onDelete: 'cascade' }),
    /** The boxer fouled against the rules: their entry and account (SPEC boxer_id). */
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    boxerId: text('boxer_id').references(() => user.id, { onDelete: 'set null' }),
    corner: text('corner', { enum: corners }).notNull(),
    refereeId: text('referee_id').references(() => user.id, { onDelete: 'set null' }),
    foulType: text('foul_type', { enum: foulTypes }).notNull(),
    roundNumber: integer('round_number').notNull(),
    description: text('description'),
    deduct: integer('deduct').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('fouls_bout_idx').on(t.boutId),
    index('fouls_referee_idx').on(t.refereeId, t.createdAt),
    check('fouls_deduct', sql`${t.deduct} in (0, 1)`),
  ],
);

/**
 * Awards (SPEC §3): medals at the end of a category, the best boxer of a tournament. `awardType` is
 * underscore-separated (gold_medal, silver_medal, bronze_medal, best_boxer).
 */
export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    awardType: text('award_type').notNull(),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => tournamentCategories.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id').references(() => entries.id, { onDelete: 'set null' }),
    /** 1, 2, 3 for medals. */
    place: integer('place'),
    issuedAt: timestamp('issued_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('awards_boxer_idx').on(t.boxerId, t.issuedAt),
    index('awards_tournament_idx').on(t.tournamentId),
    uniqueIndex('awards_once').on(t.boxerId, t.tournamentId, t.categoryId, t.awardType),
  ],
);

/**
 * A result changed after it was given, by an organiser or admin, with the reason: what it was, what it
 * became and which later bouts it set aside.
 */
export const resultCorrections = pgTable(
  'result_corrections',
  {
    id: serial('id').primaryKey(),
    boutId: integer('bout_id')
      .notNull()
      .references(() => bouts.id, { onDelete: 'cascade' }),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    /** Bout numbers (or engine ids) whose results no longer stand after the correction. */
    voided: jsonb('voided').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('result_corrections_bout_idx').on(t.boutId)],
);

/** A medical suspension after a KO or RSC-I: the profile's `suspended_until` is the latest one not lifted. */
export const medicalSuspensions = pgTable(
  'medical_suspensions',
  {
    id: serial('id').primaryKey(),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    boutId: integer('bout_id').references(() => bouts.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** Lagos date: no entries or draws up to and including it. */
    until: date('until', { mode: 'string' }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedReason: text('lifted_reason'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('medical_suspensions_boxer_idx').on(t.boxerId)],
);

/** A coach's note to a boxer, after a bout or in general (SPEC §6 "receive feedback"). */
export const coachFeedback = pgTable(
  'coach_feedback',
  {
    id: serial('id').primaryKey(),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    coachId: text('coach_id').references(() => user.id, { onDelete: 'set null' }),
    boutId: integer('bout_id').references(() => bouts.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('coach_feedback_boxer_idx').on(t.boxerId, t.createdAt)],
);

/** The skills a coach assesses (the landing page's "skill assessments"), each scored 1-10. */
export const assessedSkills = [
  'technique',
  'footwork',
  'defence',
  'power',
  'speed',
  'stamina',
  'ring_iq',
  'discipline',
] as const;
export type AssessedSkill = (typeof assessedSkills)[number];

export const skillAssessments = pgTable(
  'skill_assessments',
  {
    id: serial('id').primaryKey(),
    boxerId: text('boxer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    coachId: text('coach_id').references(() => user.id, { onDelete: 'set null' }),
    skill: text('skill', { enum: assessedSkills }).notNull(),
    score: integer('score').notNull(),
    note: text('note'),
    assessedAt: timestamp('assessed_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('skill_assessments_boxer_idx').on(t.boxerId, t.assessedAt),
    check('skill_assessments_score', sql`${t.score} between 1 and 10`),
  ],
);
