import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
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
 * worker are the webhooks feature's, this is only the insert (the tables are server/db/schema/webhooks.ts).
 * Returns how many deliveries it wrote.
 */
export async function fanOutToWebhooks(
  tx: Transaction | Database,
  event: { id: number; type: LiveEventType; payload: LivePayload; createdAt: Date },
): Promise<number> {
  if (!isWebhookEventType(event.type)) return 0;
  const payload: WebhookPayload = {
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    tournamentId: event.payload.tournamentId,
    data: event.payload,
  };
  // One statement, whatever the number of subscriptions (none, most of the time): the active ones of the
  // tournament's organisation whose events hold this type. A repeat of the event writes nothing twice.
  const at = sql`${payload.createdAt}::timestamptz`;
  const result = await tx.execute(sql`
    with written as (
      insert into webhook_deliveries
        (subscription_id, live_event_id, event_type, payload, next_attempt_at, created_at)
      select s.id, ${event.id}, ${event.type}, ${JSON.stringify(payload)}::jsonb, ${at}, ${at}
      from webhook_subscriptions s
      join tournaments t on t.organisation_id = s.organisation_id
      where t.id = ${event.payload.tournamentId}
        and s.disabled_at is null
        and s.events @> ${JSON.stringify([event.type])}::jsonb
      on conflict do nothing
      returning id
    )
    select count(*)::int as written from written`);
  const written = Number(
    (result as unknown as { rows: Array<{ written: number | string }> }).rows[0]?.written ?? 0,
  );
  if (written > 0) await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  return written;
}
