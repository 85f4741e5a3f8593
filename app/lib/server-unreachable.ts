import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useRevalidator } from 'react-router';
import { FIRST_RETRY_MS, nextRetryMs } from './live-events';

/**
 * A page open while its server restarts or the network drops: the page's next read (a live page's refresh,
 * a link followed) fails with the draining server's 503, a gateway's 502/504 or no answer at all. Nothing is
 * wrong with the page, so it is not an "unexpected error": the person is told it comes back, and it does.
 */

export const serverUnreachableTitle = 'Back in a moment';
export const serverUnreachableMessage =
  'The server is restarting or out of reach. This page comes back by itself as soon as it answers.';

/** True for a read that failed for want of a server (the database's own 503 is told apart by its code). */
export function isServerUnreachable(error: unknown): boolean {
  if (isRouteErrorResponse(error))
    return error.status === 502 || error.status === 503 || error.status === 504;
  // What `fetch` throws when no answer came (Chromium "Failed to fetch", Firefox "NetworkError…", Safari
  // "Load failed"): a TypeError, the only kind a failed request throws.
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** Whether the server answers its health check now (which also checks the database). */
export const serverAnswers = (): Promise<boolean> =>
  fetch('/healthz', { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * For an error boundary showing "Back in a moment": asks the server again after 1 s, then 2, 4… up to 30 s
 * (at once when the device is back online), and once it answers reads the page again, which replaces the
 * boundary with the page. Stops when the boundary goes.
 */
export function useReturnWhenServerAnswers(answers: () => Promise<boolean> = serverAnswers) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    let delay = FIRST_RETRY_MS;
    const attempt = async () => {
      window.clearTimeout(timer);
      if (await answers()) await revalidate.current().catch(() => undefined);
      if (stopped) return;
      timer = window.setTimeout(() => void attempt(), delay);
      delay = nextRetryMs(delay);
    };
    const online = () => {
      delay = FIRST_RETRY_MS;
      void attempt();
    };
    timer = window.setTimeout(() => void attempt(), delay);
    delay = nextRetryMs(delay);
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [answers]);
}
