import { isRouteErrorResponse } from 'react-router';

/** SPEC §7: the data-fetching layer retries 3 times, backing off from 1 s, doubling, capped at 30 s. */
export const LOAD_RETRIES = 3;
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

export const retryDelay = (attempt: number) => Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);

/** A refusal (sign in, not yours, no such page) is an answer: asking again would change nothing. */
function isAnswer(error: unknown): boolean {
  if (error instanceof Response) return error.status < 500;
  return isRouteErrorResponse(error) && error.status < 500;
}

/**
 * Loads with `load`, and when it fails (the network, or the server's 5xx) tries again up to three times
 * after 1 s, 2 s and 4 s; the last failure goes on to the route's error boundary, which says 'Failed to
 * load dashboard data'. `onRetry` hears each wait, so the page can say it is trying again.
 */
export async function loadWithRetries<T>(
  load: () => Promise<T>,
  onRetry: (attempt: number, delayMs: number) => void = () => {},
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= LOAD_RETRIES || isAnswer(error)) throw error;
      const delay = retryDelay(attempt);
      onRetry(attempt + 1, delay);
      await wait(delay);
    }
  }
}
