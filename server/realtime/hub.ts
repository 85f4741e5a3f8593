import { and, asc, eq, gt, inArray, lt, max, min, ne } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/client';
import { liveEvents, tournaments } from '@server/db/schema';
import { LIVE_CHANNEL, LIVE_EVENT_TYPES } from './events';
import type { LiveEvent, LiveEventType, LivePayload } from './events';
import { clock } from '@server/clock';

/** How much a reconnecting client is sent of what it missed; beyond it, it is told to reload. */
export const CATCH_UP_LIMIT = 200;
/** Events are kept this long for catch-up, then deleted. */
export const RETENTION_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** How soon the catch-up after a reconnect is tried again when its read fails, and how many times. */
const RECOVER_RETRY_MS = 1_000;
const RECOVER_TRIES = 60;

export type LiveListener = (event: LiveEvent) => void;

/** What a client reconnecting after `afterId` missed: the events in order, or `reload` when too much. */
export type CatchUp = { reload: false; events: LiveEvent[] } | { reload: true };

/** One tournament's events, or (`ALL_TOURNAMENTS`) every public tournament's: the dashboards' streams. */
export type LiveScope = number | typeof ALL_TOURNAMENTS;
export const ALL_TOURNAMENTS = 'all';

export type LiveHub = {
  /** Resolves once this instance listens, so nothing committed after it is missed. */
  subscribe: (scope: LiveScope, listener: LiveListener) => Promise<() => void>;
  catchUp: (scope: LiveScope, afterId: number) => Promise<CatchUp>;
  /** The newest event of the scope's (0 if none): where a new client starts from. */
  latestId: (scope: LiveScope) => Promise<number>;
  /**
   * Whether anyone may follow the tournament (it exists and is not a draft). Asked of the database once
   * per tournament: a tournament never goes back to draft, so the answer `true` is kept.
   */
  isPublic: (tournamentId: number) => Promise<boolean>;
  /** Open subscriptions on this instance. */
  size: () => number;
  /**
   * Every committed event of any tournament, drafts' too, told before any stream hears it: for what this
   * instance keeps that an event makes stale (the public page cache), so a page that reloads on the event
   * never meets the copy from before it.
   */
  watch: (listener: LiveListener) => Promise<() => void>;
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
  // The all-tournaments subscribers hear only public tournaments' events (a draft is its organisers').
  const everywhere = new Set<LiveListener>();
  // Told first, of everything, without a draft check (see LiveHub.watch).
  const watchers = new Set<LiveListener>();
  // A tournament never goes back to draft, so one seen public stays public: asked once per tournament (and
  // once for all who ask at the same moment: a bout starts, a hall of spectators opens its stream).
  const knownPublic = new Set<number>();
  const askingPublic = new Map<number, Promise<boolean>>();
  // Events for the all-tournaments subscribers wait in line behind a draft check, in arrival order.
  let everywhereQueue: Promise<void> = Promise.resolve();
  let listening: Promise<unknown> | undefined;
  // The highest id delivered, to read what a lost LISTEN connection missed once it is back.
  let highestSeen = 0;
  // Where a new client starts from, without a read per client: once this instance listens, the newest id of
  // a scope is the larger of one read of the table and every event delivered since (each committed event
  // reaches deliver(), those missed while the LISTEN connection was down included).
  let listeningNow = false;
  const highestByTournament = new Map<number, number>();
  const latestRead = new Map<LiveScope, Promise<number>>();
  let lastPrune = 0;

  const fanOut = (listeners: Iterable<LiveListener>, event: LiveEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('[live] a subscriber failed:', error);
      }
    }
  };

  const isPublic = async (tournamentId: number) => {
    if (knownPublic.has(tournamentId)) return true;
    let asking = askingPublic.get(tournamentId);
    if (!asking) {
      asking = (async () => {
        const [row] = await database.db
          .select({ status: tournaments.status })
          .from(tournaments)
          .where(eq(tournaments.id, tournamentId));
        if (!row || row.status === 'draft') return false;
        knownPublic.add(tournamentId);
        return true;
      })().finally(() => askingPublic.delete(tournamentId));
      askingPublic.set(tournamentId, asking);
    }
    return asking;
  };

  const readLatest = async (scope: LiveScope) => {
    const [row] = await database.db
      .select({ last: max(liveEvents.seq) })
      .from(liveEvents)
      .where(scope === ALL_TOURNAMENTS ? undefined : eq(liveEvents.tournamentId, scope));
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last);
  };

  const deliver = (event: LiveEvent) => {
    highestSeen = Math.max(highestSeen, event.id);
    const tournamentHighest = highestByTournament.get(event.payload.tournamentId) ?? 0;
    if (event.id > tournamentHighest) highestByTournament.set(event.payload.tournamentId, event.id);
    if (watchers.size > 0) fanOut(watchers, event);
    const listeners = byTournament.get(event.payload.tournamentId);
    if (listeners) fanOut(listeners, event);
    if (everywhere.size === 0) return;
    const tournamentId = event.payload.tournamentId;
    everywhereQueue = everywhereQueue
      .then(async () => {
        if (knownPublic.has(tournamentId) || (await isPublic(tournamentId))) fanOut(everywhere, event);
      })
      .catch((error: Error) =>
        console.error('[live] checking a tournament for the dashboards failed:', error.message),
      );
  };

  /** What came after `afterId`: of one tournament, of every public one, or (undefined) everything. */
  const readSince = async (afterId: number, scope?: LiveScope, limit = CATCH_UP_LIMIT + 1) => {
    const rows = await database.db
      .select({ id: liveEvents.seq, type: liveEvents.type, payload: liveEvents.payload })
      .from(liveEvents)
      .where(
        and(
          // The stream's ids are given in commit order (migration 0008): nothing can still come below one.
          gt(liveEvents.seq, afterId),
          scope === undefined
            ? undefined
            : scope === ALL_TOURNAMENTS
              ? inArray(
                  liveEvents.tournamentId,
                  database.db
                    .select({ id: tournaments.id })
                    .from(tournaments)
                    .where(ne(tournaments.status, 'draft')),
                )
              : eq(liveEvents.tournamentId, scope),
        ),
      )
      .orderBy(asc(liveEvents.seq))
      .limit(limit);
    return rows.map((r): LiveEvent => ({
      id: Number(r.id),
      type: r.type as LiveEventType,
      payload: r.payload as LivePayload,
    }));
  };

  // Back after a lost LISTEN connection, what was committed meanwhile is read from the table. Events are
  // delivered in id order, for a stream drops any at or below the highest it sent: a NOTIFY that arrived
  // while that read ran and went out first would have made the stream drop the older events the read then
  // found. So notifications are held while it reads, and go out after what it found.
  let held: LiveEvent[] | null = null;
  let readAgain = false;
  const recover = async () => {
    if (held) {
      // Lost and back again while reading: what the read in progress may not see is read next.
      readAgain = true;
      return;
    }
    held = [];
    for (let tries = 1; tries <= RECOVER_TRIES; tries++) {
      readAgain = false;
      try {
        for (const event of await readSince(highestSeen, undefined, 10_000))
          if (event.id > highestSeen) deliver(event);
      } catch (error) {
        console.error('[live] catch-up after reconnect failed:', (error as Error).message);
        await new Promise((resolve) => setTimeout(resolve, RECOVER_RETRY_MS).unref());
        continue;
      }
      if (!readAgain) break;
    }
    const waiting = held.sort((a, b) => a.id - b.id);
    held = null;
    for (const event of waiting) if (event.id > highestSeen) deliver(event);
  };

  const startListening = () =>
    (listening ??= database
      .listen(
        LIVE_CHANNEL,
        (text) => {
          const event = parseEvent(text);
          if (!event) return;
          if (held) held.push(event);
          else deliver(event);
        },
        () => void recover(),
      )
      .then((stop) => {
        listeningNow = true;
        return stop;
      })
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      }));

  const prune = async () => {
    if (clock.ms() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = clock.ms();
    await database.db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, new Date(clock.ms() - RETENTION_MS)))
      .catch((error: Error) => console.error('[live] pruning old events failed:', error.message));
  };

  return {
    async subscribe(scope, listener) {
      await startListening();
      if (scope === ALL_TOURNAMENTS) {
        everywhere.add(listener);
        return () => void everywhere.delete(listener);
      }
      const tournamentId = scope;
      let listeners = byTournament.get(tournamentId);
      if (!listeners) byTournament.set(tournamentId, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byTournament.get(tournamentId) === listeners)
          byTournament.delete(tournamentId);
      };
    },
    async watch(listener) {
      await startListening();
      watchers.add(listener);
      return () => void watchers.delete(listener);
    },
    async catchUp(scope, afterId) {
      await prune();
      const [bounds] = await database.db
        .select({ first: min(liveEvents.seq), last: max(liveEvents.seq) })
        .from(liveEvents);
      const first = bounds?.first === null || bounds?.first === undefined ? null : Number(bounds.first);
      const last = bounds?.last === null || bounds?.last === undefined ? null : Number(bounds.last);
      // An id this database never gave (another database, a reset) or one from before the kept window:
      // what came after it cannot be known, so the page reloads.
      // 0 is the ready id of a scope that had no events yet: with none in the table still, nothing missed.
      if (first === null) return afterId === 0 ? { reload: false, events: [] } : { reload: true };
      if (afterId > last! || afterId < first - 1) return { reload: true };
      const events = await readSince(afterId, scope);
      if (events.length > CATCH_UP_LIMIT) return { reload: true };
      return { reload: false, events };
    },
    async latestId(scope) {
      // Before this instance listens, events could be committed unseen: only the table knows.
      if (!listeningNow) return readLatest(scope);
      let read = latestRead.get(scope);
      if (!read) {
        // Read once, after listening began: whatever was committed later is delivered here.
        read = readLatest(scope);
        latestRead.set(scope, read);
        read.catch(() => latestRead.delete(scope));
      }
      const fromTable = await read;
      const delivered = scope === ALL_TOURNAMENTS ? highestSeen : (highestByTournament.get(scope) ?? 0);
      return Math.max(fromTable, delivered);
    },
    isPublic,
    size: () => [...byTournament.values()].reduce((n, set) => n + set.size, everywhere.size),
  };
}

const hubs = new WeakMap<DatabaseHandle, LiveHub>();

/** The hub of this database handle (one per instance), made on first use. */
export function liveHubFor(database: DatabaseHandle): LiveHub {
  let hub = hubs.get(database);
  if (!hub) hubs.set(database, (hub = createLiveHub(database)));
  return hub;
}
