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

/**
 * Issue 27: outbound webhooks. An organisation's organiser subscribes a URL to events of the organisation's
 * tournaments (walkovers, decisions, corrections, completion). Each delivery is written in the transaction
 * of the change it reports, signed with the subscription's secret, and retried with backoff until it is
 * answered 2xx or gives up.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The HMAC-SHA256 key of the signature header; shown once, when the subscription is made. */
    secret: text('secret').notNull(),
    /** The event types sent, e.g. ["bout.decided", "bout.corrected", "tournament.updated"]. */
    events: jsonb('events').$type<string[]>().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [index('webhook_subscriptions_org_idx').on(t.organisationId)],
);

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** The live event it reports (live_events.id): one delivery per subscription and event. */
    liveEventId: bigint('live_event_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_once').on(t.subscriptionId, t.liveEventId),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
