import { clock } from '@server/clock';
import {
  boolean,
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

export const enquiryForms = [
  'contact',
  'academy-application',
  'program-application',
  'consultation',
  'demo-booking',
  'organisation-signup',
] as const;
export type EnquiryForm = (typeof enquiryForms)[number];

export const enquiryStatuses = ['new', 'contacted', 'accepted', 'declined', 'archived'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/**
 * One row per submission of a public form. `idempotencyKey` is the form instance's key: a double click,
 * a reload or a replayed POST finds the row already there and gets the same reference back.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    form: text('form', { enum: enquiryForms }).notNull(),
    status: text('status', { enum: enquiryStatuses }).notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
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
    uniqueIndex('enquiries_idempotency_idx').on(t.form, t.idempotencyKey),
    index('enquiries_form_status_idx').on(t.form, t.status, t.createdAt),
    // The inbox lists every form newest first.
    index('enquiries_created_idx').on(t.createdAt),
  ],
);

/** Each status change of an enquiry, with who made it, when, and their note. */
export const enquiryEvents = pgTable(
  'enquiry_events',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('enquiry_events_enquiry_idx').on(t.enquiryId)],
);

/** A booked demo slot. The primary key is the slot itself: two people can never hold the same one. */
export const demoSlotBookings = pgTable('demo_slot_bookings', {
  slotStart: timestamp('slot_start', { withTimezone: true }).primaryKey(),
  enquiryId: integer('enquiry_id')
    .notNull()
    .references(() => enquiries.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});

/** Organisations that signed up for the tournament platform; pending until an admin approves them. */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Optional on the sign-up form, so absent when the person did not say. */
    organisationType: text('organisation_type'),
    plan: text('plan', { enum: ['starter', 'professional', 'enterprise'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    /** The sign-up it came from; null for the academy itself, which never signed up. */
    enquiryId: integer('enquiry_id')
      .unique()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** The academy's own organisation (one row): owned by the platform admins, on Enterprise. */
    isAcademy: boolean('is_academy').notNull().default(false),
    adminUserId: text('admin_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    // The academy is one organisation: a second row marked as it is refused, whoever inserts it.
    uniqueIndex('organisations_one_academy')
      .on(t.isAcademy)
      .where(sql`${t.isAcademy}`),
  ],
);
