import { and, asc, eq, gt, lt, max, min } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/client';
import { liveEvents } from '@server/db/schema';
import { LIVE_CHANNEL, LIVE_EVENT_TYPES } from './events';
import type { LiveEvent, LiveEventType, LivePayload } from './events';

/** How much a reconnecting client is sent of what it missed; beyond it, it is told to reload. */
export const CATCH_UP_LIMIT = 200;
/** Events are kept this long for catch-up, then deleted. */
export const RETENTION_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export type LiveListener = (event: LiveEvent) => void;

/** What a client reconnecting after `afterId` missed: the events in order, or `reload` when too much. */
export type CatchUp = { reload: false; events: LiveEvent[] } | { reload: true };

export type LiveHub = {
  /** Resolves once this instance listens, so nothing committed after it is missed. */
  subscribe: (tournamentId: number, listener: LiveListener) => Promise<() => void>;
  catchUp: (tournamentId: number, afterId: number) => Promise<CatchUp>;
  /** The newest event of the tournament's (0 if none): where a new client starts from. */
  latestId: (tournamentId: number) => Promise<number>;
  /** Open subscriptions on this instance. */
  size: () => number;
};

function parseEvent(text: string): LiveEvent | null {
  try {
    const event = JSON.parse(text) as Partial<LiveEvent>;
    if (
      typeof event.id !== 'number' ||
      !LIVE_EVENT_TYPES.includes(event.type as LiveEventType) ||
      typeof event.payload?.tournamentId !== 'number'
    )
      return null;
    return event as LiveEvent;
  } catch {
    return null;
  }
}

/**
 * One hub per database: it LISTENs on the live channel (one connection for the whole instance, opened with
 * the first subscriber) and fans each committed event out to this instance's subscribers of its tournament.
 */
function createLiveHub(database: DatabaseHandle): LiveHub {
  const byTournament = new Map<number, Set<LiveListener>>();
  let listening: Promise<unknown> | undefined;
  // The highest id delivered, to read what a lost LISTEN connection missed once it is back.
  let highestSeen = 0;
  let lastPrune = 0;

  const deliver = (event: LiveEvent) => {
    highestSeen = Math.max(highestSeen, event.id);
    for (const listener of byTournament.get(event.payload.tournamentId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        console.error('[live] a subscriber failed:', error);
      }
    }
  };

  const readSince = async (afterId: number, tournamentId?: number, limit = CATCH_UP_LIMIT + 1) => {
    const rows = await database.db
      .select({ id: liveEvents.id, type: liveEvents.type, payload: liveEvents.payload })
      .from(liveEvents)
      .where(
        and(
          gt(liveEvents.id, afterId),
          tournamentId === undefined ? undefined : eq(liveEvents.tournamentId, tournamentId),
        ),
      )
      .orderBy(asc(liveEvents.id))
      .limit(limit);
    return rows.map((r): LiveEvent => ({
      id: Number(r.id),
      type: r.type as LiveEventType,
      payload: r.payload as LivePayload,
    }));
  };

  const startListening = () =>
    (listening ??= database
      .listen(
        LIVE_CHANNEL,
        (text) => {
          const event = parseEvent(text);
          if (event) deliver(event);
        },
        () => {
          // Back after a lost connection: what was committed meanwhile, from the table.
          void readSince(highestSeen, undefined, 10_000)
            .then((events) => events.forEach(deliver))
            .catch((error: Error) => console.error('[live] catch-up after reconnect failed:', error.message));
        },
      )
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      }));

  const prune = async () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await database.db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, new Date(Date.now() - RETENTION_MS)))
      .catch((error: Error) => console.error('[live] pruning old events failed:', error.message));
  };

  return {
    async subscribe(tournamentId, listener) {
      await startListening();
      let listeners = byTournament.get(tournamentId);
      if (!listeners) byTournament.set(tournamentId, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byTournament.get(tournamentId) === listeners)
          byTournament.delete(tournamentId);
      };
    },
    async catchUp(tournamentId, afterId) {
      await prune();
      const [bounds] = await database.db
        .select({ first: min(liveEvents.id), last: max(liveEvents.id) })
        .from(liveEvents);
      const first = bounds?.first === null || bounds?.first === undefined ? null : Number(bounds.first);
      const last = bounds?.last === null || bounds?.last === undefined ? null : Number(bounds.last);
      // An id this database never gave (another database, a reset) or one from before the kept window:
      // what came after it cannot be known, so the page reloads.
      if (first === null || afterId > last! || afterId < first - 1) return { reload: true };
      const events = await readSince(afterId, tournamentId);
      if (events.length > CATCH_UP_LIMIT) return { reload: true };
      return { reload: false, events };
    },
    async latestId(tournamentId) {
      const [row] = await database.db
        .select({ last: max(liveEvents.id) })
        .from(liveEvents)
        .where(eq(liveEvents.tournamentId, tournamentId));
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last);
    },
    size: () => [...byTournament.values()].reduce((n, set) => n + set.size, 0),
  };
}

const hubs = new WeakMap<DatabaseHandle, LiveHub>();

/** The hub of this database handle (one per instance), made on first use. */
export function liveHubFor(database: DatabaseHandle): LiveHub {
  let hub = hubs.get(database);
  if (!hub) hubs.set(database, (hub = createLiveHub(database)));
  return hub;
}
