import { clock } from '@server/clock';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { organisations } from './enquiries';
import { entries, tournaments } from './tournaments';

export const paymentPurposes = ['entry_fee', 'plan', 'course', 'programme'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'abandoned'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * Issue 31: one payment a person starts (a checkout): our own reference, the amount in kobo the server worked
 * out, what it pays for, and what the provider said of it. Whether it succeeded is decided only by a verified
 * answer of the provider (its signed webhook or its verify call); the money it moved is in the ledger.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Ours, sent to the provider and returned by it: `AJB-…`. */
    reference: text('reference').notNull(),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    provider: text('provider').notNull().default('paystack'),
    payerId: text('payer_id').references(() => user.id, { onDelete: 'set null' }),
    payerEmail: text('payer_email').notNull(),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    /** Where the provider's checkout sends the payer, and its code. */
    authorizationUrl: text('authorization_url'),
    accessCode: text('access_code'),
    /** The provider's transaction id, once known. */
    providerTransactionId: text('provider_transaction_id'),
    /** Why it was not taken as paid though the provider said so (an amount or currency we did not ask for). */
    flag: text('flag'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_reference').on(t.reference),
    index('payments_payer_idx').on(t.payerId, t.createdAt),
    index('payments_pending_idx').on(t.status, t.createdAt),
  ],
);

/** The entries one payment pays for (a boxer's one, a coach's squad), each with its share in kobo. */
export const paymentEntries = pgTable(
  'payment_entries',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_entries_once').on(t.paymentId, t.entryId),
    index('payment_entries_entry_idx').on(t.entryId),
  ],
);

export const ledgerKinds = ['charge', 'refund', 'fee', 'cash'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * The ledger (issue 31): every charge, refund, provider fee and cash payment, in kobo, once. A charge and cash
 * are money in (positive), a refund and a fee money out (negative). Balances are sums of it, never stored.
 * `source` names what recorded it (`paystack:charge:<transaction id>`, `cash:entry:<id>`…): unique, so an
 * event told twice, or to two instances at once, is written once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    entryId: integer('entry_id').references(() => entries.id, { onDelete: 'set null' }),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    uniqueIndex('ledger_entries_source').on(t.source),
    index('ledger_entries_tournament_idx').on(t.tournamentId),
    index('ledger_entries_payment_idx').on(t.paymentId),
  ],
);

/**
 * Every webhook the provider sent us with a good signature, once (its event and the transaction or refund it
 * is about): a second delivery of the same is answered 200 and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    reference: text('reference'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What it did: applied, ignored (unknown reference, already settled), flagged. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [uniqueIndex('payment_events_once').on(t.provider, t.key)],
);
