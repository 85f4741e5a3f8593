import { clock } from '@server/clock';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Issue 32: messages to people's phones (WhatsApp, SMS) and their e-mail, through one durable outbox.
 *
 * A message is written here in the same transaction as what makes it true, once per (person, purpose,
 * subject): `dedupeKey` is unique, so queueing the same message twice (a retry, a second instance, a
 * replayed request) keeps the first. The notify worker claims due rows with FOR UPDATE SKIP LOCKED (as the
 * e-mail outbox does), sends each through its channel's provider, and falls back (WhatsApp undelivered →
 * SMS) by queueing a row of its own that names the one it replaces.
 */
export const messageChannels = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const messageStatuses = [
  /** Waiting for its next attempt (or for quiet hours to end). */
  'pending',
  /** The provider took it; its delivery report may follow. */
  'sent',
  'delivered',
  'read',
  /** The provider said it will not arrive (after its retries), or a permanent refusal. */
  'failed',
  /** Not sent: the number replied STOP, or the person has no way to be reached on this channel. */
  'skipped',
] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** The person it is for (null for a guardian, who has no account). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Whom it was for, in words, for the admin's list: "Lanre Bakare", "guardian of Tunde Ade". */
    recipientName: text('recipient_name').notNull(),
    channel: text('channel', { enum: messageChannels }).notNull(),
    /** E.164 for WhatsApp and SMS, an address for e-mail. */
    toAddress: text('to_address').notNull(),
    /** What it is about: 'entry-confirmed', 'weigh-in-reminder', 'draw-made', 'bout-soon', 'result'… */
    purpose: text('purpose').notNull(),
    /** Once per (person, purpose, subject[, version]): the idempotency of every message. */
    dedupeKey: text('dedupe_key').notNull(),
    /** The provider template (WhatsApp) and its parameters, in order. */
    template: text('template').notNull(),
    params: jsonb('params').$type<string[]>().notNull().default([]),
    /** The text as an SMS or e-mail carries it, and as the admin's page shows it. */
    body: text('body').notNull(),
    /** The tournament it concerns, for the organiser's and admin's filters (no foreign key: history stays). */
    tournamentId: integer('tournament_id'),
    status: text('status', { enum: messageStatuses }).notNull().default('pending'),
    /** Why it was skipped or failed, or the last attempt's error. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    /** Which provider took it ('whatsapp-cloud', 'termii', their doubles, 'smtp'…) and its id there. */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /** A fallback names the message it replaces (WhatsApp undelivered → SMS). */
    fallbackOf: integer('fallback_of'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_dedupe').on(t.dedupeKey),
    index('messages_due_idx').on(t.status, t.nextAttemptAt),
    index('messages_provider_id_idx').on(t.provider, t.providerMessageId),
    index('messages_user_idx').on(t.userId, t.createdAt),
    index('messages_to_idx').on(t.toAddress, t.createdAt),
  ],
);

/** Delivery reports and inbound replies from the providers, each kept once as received (verified). */
export const messageEvents = pgTable(
  'message_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's id of the report itself (or of the message and status), so a replay is kept once. */
    eventKey: text('event_key').notNull(),
    providerMessageId: text('provider_message_id'),
    /** 'delivered', 'read', 'failed', 'inbound'… */
    kind: text('kind').notNull(),
    fromAddress: text('from_address'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [uniqueIndex('message_events_key').on(t.provider, t.eventKey)],
);

/** Numbers that replied STOP: nothing more goes to them by WhatsApp or SMS until they reply START. */
export const phoneOptOuts = pgTable('phone_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
  /** The channel the STOP came by. */
  via: text('via').notNull(),
});
