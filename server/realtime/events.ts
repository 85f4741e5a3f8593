import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { liveEvents } from '@server/db/schema';
import { fanOutToWebhooks } from './webhook-fan-out';

/**
 * DESIGN "Realtime": the events pages follow, and `bout.foul` (a foul or warning recorded: a bout's page
 * shows warnings as they come, which none of the DESIGN's events would tell it).
 */
export const LIVE_EVENT_TYPES = [
  'tournament.updated',
  'draw.published',
  'bout.scheduled',
  'bout.started',
  'round.scored',
  'bout.decided',
  'bout.corrected',
  'bout.foul',
  'vote.cast',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * Small on purpose: a page refetches what it shows, the event only says what changed. `status`: a
 * tournament's status after a `tournament.updated` that moved it (issue 27).
 */
export type LivePayload = {
  tournamentId: number;
  categoryId?: number;
  boutId?: number;
  round?: number;
  status?: string;
  /**
   * A bout event's bout state after it, in the one public vocabulary of a bout (the competition feature's
   * bout-state.ts, also the API's `state`). Told by the caller where it knows; else `in_progress` after
   * `bout.started` and `decided` after `bout.decided` or `bout.corrected`.
   */
  state?: 'waiting' | 'ready' | 'in_progress' | 'decided' | 'bye' | 'cancelled';
};

/** The bout state a bout event leaves its bout in, told with the event (issue 26: one vocabulary). */
const STATE_AFTER: Partial<Record<LiveEventType, LivePayload['state']>> = {
  'bout.started': 'in_progress',
  'bout.decided': 'decided',
  'bout.corrected': 'decided',
};

export type LiveEvent = { id: number; type: LiveEventType; payload: LivePayload };

/** The NOTIFY channel every instance listens on. */
export const LIVE_CHANNEL = 'live_events';

/**
 * Records an event in the transaction of the change it reports. The row's id is the event's SSE id on
 * every instance; the NOTIFY that tells every instance's hub is sent by PostgreSQL (and PGlite) only when
 * the transaction commits, so a change rolled back is never announced and one committed is announced once.
 * The organisation's webhook subscriptions that asked for this type get their delivery in the same
 * transaction (webhook-fan-out.ts), so every source of an event (a walkover from a withdrawal, a weigh-in
 * or a suspension, a decision, a correction, a tournament's move) reaches them.
 */
export async function recordLiveEvent(
  tx: Transaction | Database,
  type: LiveEventType,
  told: LivePayload,
): Promise<number> {
  const state = STATE_AFTER[type];
  const payload: LivePayload =
    state && told.boutId !== undefined && told.state === undefined ? { ...told, state } : told;
  const [row] = await tx
    .insert(liveEvents)
    .values({ tournamentId: payload.tournamentId, type, payload })
    .returning({ id: liveEvents.id, createdAt: liveEvents.createdAt });
  const event: LiveEvent = { id: Number(row!.id), type, payload };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
  await fanOutToWebhooks(tx, { ...event, createdAt: row!.createdAt });
  return event.id;
}
