import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

/** What server/realtime sends (DESIGN "Realtime"); `reload` when a reconnecting page missed too much. */
export type LiveEventType =
  | 'tournament.updated'
  | 'draw.published'
  | 'bout.scheduled'
  | 'bout.started'
  | 'round.scored'
  | 'bout.decided'
  | 'bout.corrected'
  | 'bout.foul'
  | 'vote.cast'
  | 'bout.clock'
  | 'bout.protest';
/** A round clock's state as `bout.clock` carries it (issue 33): times in epoch ms, `at` the server's. */
export type LiveClock = {
  round: number;
  phase: 'ready' | 'running' | 'paused' | 'rest' | 'finished';
  phaseStartedAt: number | null;
  elapsedMs: number;
  revision: number;
  at: number;
};
/** `status`: a tournament's status after a `tournament.updated` that moved it (issue 27). */
export type LivePayload = {
  tournamentId: number;
  categoryId?: number;
  boutId?: number;
  round?: number;
  status?: string;
  clock?: LiveClock;
};

const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
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
  // Issue 33: a protest lodged or decided (the bout page's "Under review").
  'bout.protest',
];

/** `live` once the stream is open and caught up; `reconnecting` while it waits to try again. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** SPEC §7: a page that loses its stream tries again after 1 s, doubling up to 30 s. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;
/**
 * Events that come together (a round's last card decides the bout) refetch the page once. The wait is not
 * restarted by each event, so a steady flow (every tournament's events, on a dashboard) still refetches.
 */
const BURST_MS = 150;

/** Every published tournament's events: what the dashboards listing bouts of many tournaments follow. */
export const ALL_TOURNAMENTS = 'all';

/**
 * What changes a list of bouts (a dashboard's): bouts scheduled, started, decided or corrected, draws and
 * tournaments; not a round's cards, a warning or a vote, which no such list shows.
 */
export const changesBoutLists = (type: LiveEventType) =>
  type !== 'round.scored' && type !== 'bout.foul' && type !== 'vote.cast' && type !== 'bout.clock';

export type LiveOptions = {
  /** Which events change what the page shows; by default every one of the tournament. */
  relevant?: (type: LiveEventType, payload: LivePayload) => boolean;
  /**
   * Told every event as it arrives, with its payload (the round clock reads its state from it). A
   * `bout.clock` event never refetches the page: it carries what changed, and a tap must not make every
   * screen of a tournament reload.
   */
  onEvent?: (type: LiveEventType, payload: LivePayload) => void;
};

type StreamKey = number | typeof ALL_TOURNAMENTS;
type Subscriber = {
  /** An event of the stream, parsed. */
  event: (type: LiveEventType, payload: LivePayload) => void;
  /** The server asked every page to read again (`reload`), or the stream is back after a loss. */
  reload: () => void;
  status: (status: LiveStatus) => void;
};

/**
 * One stream per tournament per page, however many parts of the page follow it (the page and its round
 * clock, say): a phone holds one connection, and a hall of phones behind one address stays within the
 * server's streams per address. Opened by the first subscriber, closed when the last leaves.
 */
type SharedStream = { subscribers: Set<Subscriber>; status: LiveStatus; stop: () => void };
const streams = new Map<StreamKey, SharedStream>();

function openStream(key: StreamKey): SharedStream {
  const shared: SharedStream = { subscribers: new Set(), status: 'connecting', stop: () => {} };
  let source: EventSource | null = null;
  let retry: number | undefined;
  let delay = FIRST_RETRY_MS;
  let lastEventId = '';
  let lost = false;
  let stopped = false;
  const setStatus = (status: LiveStatus) => {
    shared.status = status;
    for (const subscriber of shared.subscribers) subscriber.status(status);
  };
  const reload = () => {
    for (const subscriber of shared.subscribers) subscriber.reload();
  };

  const connect = () => {
    source?.close();
    const query = new URLSearchParams(key === ALL_TOURNAMENTS ? {} : { tournament: String(key) });
    if (lastEventId) query.set('lastEventId', lastEventId);
    const stream = new EventSource(query.size > 0 ? `/api/v1/events?${query}` : '/api/v1/events');
    source = stream;
    const remember = (event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
    };
    stream.addEventListener('ready', (event) => {
      remember(event as MessageEvent);
      delay = FIRST_RETRY_MS;
      setStatus('live');
      // Back after a loss: whatever happened meanwhile, the page shows what is true now.
      if (lost) reload();
      lost = false;
    });
    stream.addEventListener('reload', reload);
    for (const type of LIVE_EVENT_TYPES)
      stream.addEventListener(type, (event) => {
        const message = event as MessageEvent<string>;
        remember(message);
        let payload: LivePayload;
        try {
          payload = JSON.parse(message.data) as LivePayload;
        } catch {
          return;
        }
        for (const subscriber of shared.subscribers) subscriber.event(type, payload);
      });
    // Our own backoff instead of the browser's fixed retry: close, wait, open a new stream.
    stream.onerror = () => {
      if (source === stream) retryLater();
    };
  };
  const retryLater = () => {
    source?.close();
    source = null;
    if (stopped) return;
    lost = true;
    setStatus('reconnecting');
    window.clearTimeout(retry);
    retry = window.setTimeout(connect, delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };
  // The device says it lost the network: a stream may look open for a long while after that, so it is
  // given up at once, and opened again as soon as the network is back.
  const offline = () => retryLater();
  const online = () => {
    window.clearTimeout(retry);
    delay = FIRST_RETRY_MS;
    connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  connect();
  shared.stop = () => {
    stopped = true;
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    window.clearTimeout(retry);
    source?.close();
  };
  return shared;
}

function subscribe(key: StreamKey, subscriber: Subscriber): () => void {
  let shared = streams.get(key);
  if (!shared) {
    shared = openStream(key);
    streams.set(key, shared);
  }
  shared.subscribers.add(subscriber);
  subscriber.status(shared.status);
  const joined = shared;
  return () => {
    joined.subscribers.delete(subscriber);
    if (joined.subscribers.size > 0) return;
    joined.stop();
    if (streams.get(key) === joined) streams.delete(key);
  };
}

/**
 * Follows a tournament's live events (or, with `ALL_TOURNAMENTS`, every published tournament's) and
 * revalidates the route's loaders when one concerns the page, so the page updates in place with what the
 * server says now (events carry ids, not data). A lost stream is opened again with backoff, from the last
 * event id seen, and the page revalidates once it is back, so a page that was offline is never left stale.
 * Parts of a page that follow the same tournament share one stream.
 */
export function useLiveEvents(
  tournamentId: number | typeof ALL_TOURNAMENTS | null | undefined,
  options: LiveOptions = {},
): LiveStatus {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const relevant = useRef(options.relevant);
  relevant.current = options.relevant;
  const onEvent = useRef(options.onEvent);
  onEvent.current = options.onEvent;
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (!tournamentId || typeof EventSource === 'undefined') return;
    let burst: number | undefined;
    const refresh = () => {
      if (burst !== undefined) return;
      burst = window.setTimeout(() => {
        burst = undefined;
        void revalidate.current();
      }, BURST_MS);
    };
    const unsubscribe = subscribe(tournamentId, {
      event: (type, payload) => {
        onEvent.current?.(type, payload);
        if (type === 'bout.clock') return;
        if (!relevant.current || relevant.current(type, payload)) refresh();
      },
      reload: refresh,
      status: setStatus,
    });
    return () => {
      window.clearTimeout(burst);
      unsubscribe();
    };
  }, [tournamentId]);

  return status;
}
