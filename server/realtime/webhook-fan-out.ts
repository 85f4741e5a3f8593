import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { tournaments, webhookDeliveries, webhookSubscriptions } from '@server/db/schema';
import type { LiveEventType, LivePayload } from './events';

/**
 * Outbound webhooks (issue 27 item 16, app/features/webhooks): the live events an organisation's
 * subscriptions may ask for. Fans' votes are the crowd's, not the sport's, and are never sent.
 */
export const WEBHOOK_EVENT_TYPES = [
  'tournament.updated',
  'draw.published',
  'bout.scheduled',
  'bout.started',
  'round.scored',
  'bout.decided',
  'bout.corrected',
  'bout.foul',
] as const satisfies readonly LiveEventType[];
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
}

/** The NOTIFY channel that wakes the delivery workers of every instance once deliveries are committed. */
export const WEBHOOK_CHANNEL = 'webhook_deliveries';

/** What a receiver is POSTed: the same on every attempt (the signature and its timestamp are headers). */
export type WebhookPayload = {
  /** The live event's id: the same as its id on the live stream (GET /api/v1/events). */
  id: number;
  type: WebhookEventType;
  createdAt: string;
  tournamentId: number;
  data: LivePayload;
};

/**
 * Writes one pending delivery per active subscription of the tournament's organisation that asked for this
 * event type, in the transaction of the change (recordLiveEvent's): a change rolled back sends nothing, one
 * committed is delivered. Infrastructure on purpose (server/ never imports app/): the subscriptions and the
 * worker are the webhooks feature's, this is only the insert. Returns how many deliveries it wrote.
 */
export async function fanOutToWebhooks(
  tx: Transaction | Database,
  event: { id: number; type: LiveEventType; payload: LivePayload; createdAt: Date },
): Promise<number> {
  if (!isWebhookEventType(event.type)) return 0;
  const type = event.type;
  const subscribers = await tx
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .innerJoin(tournaments, eq(tournaments.organisationId, webhookSubscriptions.organisationId))
    .where(
      and(
        eq(tournaments.id, event.payload.tournamentId),
        isNull(webhookSubscriptions.disabledAt),
        sql`${webhookSubscriptions.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  if (subscribers.length === 0) return 0;
  const payload: WebhookPayload = {
    id: event.id,
    type,
    createdAt: event.createdAt.toISOString(),
    tournamentId: event.payload.tournamentId,
    data: event.payload,
  };
  const written = await tx
    .insert(webhookDeliveries)
    .values(
      subscribers.map((subscription) => ({
        subscriptionId: subscription.id,
        liveEventId: event.id,
        eventType: type,
        payload,
        nextAttemptAt: event.createdAt,
        createdAt: event.createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  if (written.length > 0) await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  return written.length;
}
