import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  BURST_MS,
  refetchesFor,
  type LiveEventType,
  type LivePayload,
  type LiveStatus,
  type Relevance,
} from './live-events';
import { subscribe, type ALL_TOURNAMENTS } from './live-stream';

export type { LiveClock, LiveEventType, LivePayload, LiveStatus } from './live-events';
export { changesBoutLists, FIRST_RETRY_MS, MAX_RETRY_MS } from './live-events';
export { ALL_TOURNAMENTS } from './live-stream';

export type LiveOptions = {
  /** Which events change what the page shows; by default every one of the tournament. */
  relevant?: Relevance;
  /**
   * Told every event as it arrives, with its payload (the round clock reads its state from it). A
   * `bout.clock` event never refetches the page: it carries what changed, and a tap must not make every
   * screen of a tournament reload.
   */
  onEvent?: (type: LiveEventType, payload: LivePayload) => void;
};

/**
 * Follows a tournament's live events (or, with `ALL_TOURNAMENTS`, every published tournament's) and
 * revalidates the route's loaders when one concerns the page, so the page updates in place with what the
 * server says now (events carry ids, not data). A lost stream is opened again with backoff, from the last
 * event id seen, and the page revalidates once it is back (not before: a read while the server restarts
 * would fail), so a page that was offline is never left stale.
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
    let streamStatus: LiveStatus = 'connecting';
    const refresh = () => {
      if (burst !== undefined) return;
      burst = window.setTimeout(() => {
        burst = undefined;
        // The stream lost meanwhile (the server stopping, the network gone): a read now would fail and
        // replace the page with an error; the stream reads the page again once it is back.
        if (streamStatus === 'live') void revalidate.current();
      }, BURST_MS);
    };
    const unsubscribe = subscribe(tournamentId, {
      event: (type, payload) => {
        onEvent.current?.(type, payload);
        if (refetchesFor(relevant.current, type, payload)) refresh();
      },
      reload: refresh,
      status: (next) => {
        streamStatus = next;
        setStatus(next);
      },
    });
    return () => {
      window.clearTimeout(burst);
      unsubscribe();
    };
  }, [tournamentId]);

  return status;
}
