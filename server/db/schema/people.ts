import { clock } from '@server/clock';
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
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { organisations } from './enquiries';

/** A boxer's sporting profile (SPEC §3 profiles); one per boxer account, same id as the user. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  userType: text('user_type').notNull().default('student'),
  wins: integer('wins').notNull().default(0),
  losses: integer('losses').notNull().default(0),
  draws: integer('draws').notNull().default(0),
  weightKg: real('weight'),
  medicalCleared: boolean('medical_cleared').notNull().default(false),
  weightClassId: text('weight_class_id'),
  ageGroupId: text('age_group_id'),
  /** Issue 15 (DESIGN "A boxer has one profile"): what registration checks a category against. */
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender', { enum: ['men', 'women'] }),
  /** The boxer's club: an organisation (their coach's). */
  clubId: integer('club_id').references(() => organisations.id, { onDelete: 'set null' }),
  coachId: text('coach_id').references(() => user.id, { onDelete: 'set null' }),
  /** A medical suspension (after a KO or RSC-I): no entries or draws until this Lagos date has passed. */
  suspendedUntil: date('suspended_until', { mode: 'string' }),
  suspensionReason: text('suspension_reason'),
  /**
   * Issue 27: the boxer's licence id at their federation (e.g. "NBBofC-2026-0412"), set by the boxer's coach
   * or club through the API or a bulk import; unique on the platform, so an import finds the boxer again.
   */
  licenceId: text('licence_id').unique('profiles_licence_id'),
  /** Issue 33: who issued the licence (e.g. "Nigeria Boxing Federation") and until when it is valid (Lagos date). */
  licenceBody: text('licence_body'),
  licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});

/** Who changed whose account, how, and when: kept for every admin action on users. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('audit_log_target_idx').on(t.targetUserId)],
);
