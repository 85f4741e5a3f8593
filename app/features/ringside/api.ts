import type { BoutSheet } from '~/features/competition';

/**
 * The officiating API from the ringside screens (server/api/v1/officiating.ts). Every write carries an
 * Idempotency-Key made once per action of the official: a double tap or a retry after a lost answer sends
 * the same key, so the server counts it once.
 */

export type BoutAction = 'start' | 'scorecards' | 'warnings' | 'decision';

export class RingsideError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** A fresh key for one action. */
export function actionKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as
    | (T & { error?: undefined })
    | { error: { code: string; message: string; fields?: Record<string, string[]> } }
    | null;
  if (!response.ok || body === null || body.error) {
    const error = body?.error;
    throw new RingsideError(
      error?.message ?? `The server answered ${response.status}. Try again.`,
      response.status,
      error?.code ?? 'failed',
      error?.fields,
    );
  }
  return body as T;
}

/** How long one read of the bout may wait for the server (the page asks again every few seconds). */
export const READ_TIMEOUT_MS = 8000;

export async function readBout(boutId: number): Promise<BoutSheet> {
  const response = await fetch(`/api/v1/bouts/${boutId}`, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    // A server that takes the request and never answers: this read gives up, the next poll asks again.
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  return (await answer<{ bout: BoutSheet }>(response)).bout;
}

export async function writeBout<T extends { bout: BoutSheet }>(
  boutId: number,
  action: BoutAction,
  body: Record<string, unknown>,
  key: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/bouts/${boutId}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
  } catch {
    throw new RingsideError('No connection to the server: check the network and send again.', 0, 'offline');
  }
  return answer<T>(response);
}
