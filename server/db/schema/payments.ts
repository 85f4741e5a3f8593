import { clock } from '@server/clock';
import {
  bigint,
  bigserial,
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
import { user } from './auth';
import { enquiries, organisations } from './enquiries';
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
    /**
     * Split payments: the organiser's Paystack subaccount the charge settles to, and the platform's commission
     * in kobo it keeps (the admin's rate when the checkout started). Null/0 for the academy's own money.
     */
    subaccountCode: text('subaccount_code'),
    platformFeeKobo: bigint('platform_fee_kobo', { mode: 'number' }).notNull().default(0),
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

/** `commission`: the platform's share of a split entry fee (decision 0030); TS only, the column is text. */
export const ledgerKinds = ['charge', 'refund', 'fee', 'cash', 'commission'] as const;
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

export const refundReasons = ['withdrawal', 'weigh_in', 'cancelled', 'organiser', 'purchase'] as const;
export type RefundReason = (typeof refundReasons)[number];
export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Issue 31: a refund asked of the provider for (part of) a payment: for one entry (withdrawn, refused at
 * weigh-in, its tournament cancelled) or a purchase. Pending until the provider says it was processed; the
 * ledger's refund line is written then, once. An entry is refunded at most once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    entryId: integer('entry_id').references(() => entries.id, { onDelete: 'set null' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    /** The provider's refund id, once it accepted the request. */
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_entry_once').on(t.entryId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Issue 31: where an organisation is paid its entry fees: its Paystack subaccount (made from its bank details
 * through the provider; we keep the code, the bank's name and the account's last four digits, never the whole
 * number).
 */
export const organisationPayouts = pgTable('organisation_payouts', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  subaccountCode: text('subaccount_code').notNull(),
  businessName: text('business_name').notNull(),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountLast4: text('account_last4').notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});

/** Platform settings an admin changes (the commission on entry fees, in basis points), one row a key. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});

export const subscriptionStatuses = ['active', 'past_due', 'read_only', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * Issue 31 item 3: an approved organisation's plan, paid by subscription: the period paid for, and when a
 * renewal fails, the 7 days of grace before it is read-only (its published events keep running).
 */
export const organisationSubscriptions = pgTable(
  'organisation_subscriptions',
  {
    organisationId: integer('organisation_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['starter', 'professional', 'enterprise'] }).notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** Set when a renewal failed: read-only from then on unless paid. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    providerCustomerCode: text('provider_customer_code'),
    providerSubscriptionCode: text('provider_subscription_code'),
    providerEmailToken: text('provider_email_token'),
    providerAuthorizationCode: text('provider_authorization_code'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('organisation_subscriptions_status_idx').on(t.status, t.currentPeriodEnd)],
);

export const invoiceKinds = ['invoice', 'receipt'] as const;

/**
 * Issue 31: invoices and receipts in naira, numbered in one series (`AJB-2026-000123`), each a PDF made on
 * request from this row: what it was for, the amount in kobo, the period for a plan, the payment it records.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    payerId: text('payer_id').references(() => user.id, { onDelete: 'set null' }),
    billedTo: text('billed_to').notNull(),
    description: text('description').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_number').on(t.number),
    uniqueIndex('invoices_payment_kind').on(t.paymentId, t.kind),
    index('invoices_organisation_idx').on(t.organisationId, t.issuedAt),
  ],
);

export const enrolmentProducts = ['course', 'programme'] as const;
export type EnrolmentProduct = (typeof enrolmentProducts)[number];
export const enrolmentStatuses = ['pending', 'active', 'refunded', 'cancelled'] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];
export const enrolmentPayments = ['deposit', 'full'] as const;
export type EnrolmentPayment = (typeof enrolmentPayments)[number];

/**
 * Issue 31 item 4: a place bought on one of the academy's online courses or programmes: who (an account, or
 * at least an address), which product (its slug in app/content), what was paid (a deposit or in full), and
 * the payment that pays it. Active only once that payment is verified; a full refund ends it. The
 * application it follows, when it came from the programme or academy application form.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    product: text('product', { enum: enrolmentProducts }).notNull(),
    productSlug: text('product_slug').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: enrolmentStatuses }).notNull().default('pending'),
    paymentKind: text('payment_kind', { enum: enrolmentPayments }).notNull().default('full'),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enrolments_payment').on(t.paymentId),
    index('enrolments_user_idx').on(t.userId, t.createdAt),
    index('enrolments_email_idx').on(t.email),
  ],
);

export const reconciliationStatuses = ['matched', 'mismatched', 'failed'] as const;
export type ReconciliationStatus = (typeof reconciliationStatuses)[number];

/**
 * Issue 31 item 6: the daily comparison of our ledger with the provider's own list of transactions and
 * refunds for one Lagos day: the counts and sums on both sides and each difference found (a charge the
 * provider has and we do not, an amount that differs, a refund missing on one side). One row a day; a run
 * again the same day replaces it.
 */
export const reconciliationReports = pgTable(
  'reconciliation_reports',
  {
    id: serial('id').primaryKey(),
    day: date('day').notNull(),
    status: text('status', { enum: reconciliationStatuses }).notNull(),
    providerCount: integer('provider_count').notNull().default(0),
    ledgerCount: integer('ledger_count').notNull().default(0),
    providerTotalKobo: bigint('provider_total_kobo', { mode: 'number' }).notNull().default(0),
    ledgerTotalKobo: bigint('ledger_total_kobo', { mode: 'number' }).notNull().default(0),
    mismatches: jsonb('mismatches').$type<Record<string, unknown>[]>().notNull().default([]),
    error: text('error'),
    ranAt: timestamp('ran_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [uniqueIndex('reconciliation_reports_day').on(t.day)],
);
