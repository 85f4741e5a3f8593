import {
  FIRST_RETRY_MS,
  LIVE_EVENT_TYPES,
  nextRetryMs,
  type LiveEventType,
  type LivePayload,
  type LiveStatus,
} from './live-events';

/**
 * The live stream itself, with no React in it: the hydrated pages' hook (use-live-events.ts) and the live
 * documents' own script (document-scripts/live-page.ts) both follow a tournament through it.
 */

/** Every published tournament's events: what the dashboards listing bouts of many tournaments follow. */
export const ALL_TOURNAMENTS = 'all';

export type StreamKey = number | typeof ALL_TOURNAMENTS;
export type Subscriber = {
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
    delay = nextRetryMs(delay);
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

export function subscribe(key: StreamKey, subscriber: Subscriber): () => void {
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
