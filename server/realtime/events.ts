import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '@server/db/client';
import { liveEvents } from '@server/db/schema';
import { fanOutToWebhooks } from './webhook-fan-out';

/**
 * DESIGN "Realtime": the events pages follow, and `bout.foul` (a foul or warning recorded: a bout's page
 * shows warnings as they come, which none of the DESIGN's events would tell it), and `bout.clock` (the round
 * clock's taps, issue 33).
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
  'bout.clock',
  // Issue 33: a protest lodged or decided (the bout page shows "Under review", then the outcome).
  'bout.protest',
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
  /**
   * `bout.clock` (issue 33): the round clock after the timekeeper's tap, whole, so a screen shows it without
   * a refetch; `at` is the server's time of the tap (epoch ms), from which a device reads its own clock's offset.
   */
  clock?: {
    round: number;
    phase: 'ready' | 'running' | 'paused' | 'rest' | 'finished';
    phaseStartedAt: number | null;
    elapsedMs: number;
    revision: number;
    at: number;
  };
};

/** The bout state a bout event leaves its bout in, told with the event (issue 26: one vocabulary). */
const STATE_AFTER: Partial<Record<LiveEventType, LivePayload['state']>> = {
  'bout.started': 'in_progress',
  'bout.decided': 'decided',
  'bout.corrected': 'decided',
};

export type LiveEvent = { id: number; type: LiveEventType; payload: LivePayload };

/** The NOTIFY channel every instance listens on (named in migration 0008's trigger too). */
export const LIVE_CHANNEL = 'live_events';

/**
 * Records an event in the transaction of the change it reports. When that transaction commits, a deferred
 * trigger (migration 0008) gives the event its stream id (`seq`, the SSE id on every instance) in commit
 * order and sends the NOTIFY that tells every instance's hub: a change rolled back is never announced, one
 * committed is announced once, and a client that has seen id n has seen every event below n, however the
 * transactions' commits interleave (issue 28; ids taken at insert were not in commit order).
 * Returns the stream id when it is known at once (written outside a transaction), else null.
 * The organisation's webhook subscriptions that asked for this type get their delivery in the same
 * transaction (webhook-fan-out.ts), so every source of an event (a walkover from a withdrawal, a weigh-in
 * or a suspension, a decision, a correction, a tournament's move) reaches them.
 */
export async function recordLiveEvent(
  tx: Transaction | Database,
  type: LiveEventType,
  told: LivePayload,
): Promise<number | null> {
  const state = STATE_AFTER[type];
  const payload: LivePayload =
    state && told.boutId !== undefined && told.state === undefined ? { ...told, state } : told;
  const [row] = await tx
    .insert(liveEvents)
    .values({ tournamentId: payload.tournamentId, type, payload })
    .returning({ id: liveEvents.id, createdAt: liveEvents.createdAt });
  // The webhooks' deliveries name the row (a delivery per subscription and event), known at once.
  await fanOutToWebhooks(tx, { id: Number(row!.id), type, payload, createdAt: row!.createdAt });
  // Numbered at commit (a deferred trigger): inside a transaction it has no number yet, and nothing to read.
  if (tx instanceof PgTransaction) return null;
  // Numbered at once when written outside a transaction (the statement committed it).
  const numbered = (await tx.execute(sql`select seq from live_events where id = ${row!.id}`)) as unknown as {
    rows: { seq: string | number | null }[];
  };
  const seq = numbered.rows[0]?.seq;
  return seq === null || seq === undefined ? null : Number(seq);
}

/** Outside a transaction (tests, scripts): records the event, committed at once, and returns its stream id. */
export async function recordCommittedLiveEvent(
  db: Database,
  type: LiveEventType,
  payload: LivePayload,
): Promise<number> {
  const id = await recordLiveEvent(db, type, payload);
  if (id === null) throw new Error('recordCommittedLiveEvent ran inside a transaction');
  return id;
}
