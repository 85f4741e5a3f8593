/**
 * Telling "the database cannot be reached" apart from every other failure, for both drivers, so the app
 * can answer 503 "try again in a moment" instead of a 500. Drizzle wraps a driver's error in
 * DrizzleQueryError (the driver's error in `cause`), better-auth wraps drizzle's in an APIError (again in
 * `cause`), so the whole chain is searched. The HTTP layer turns such a failure into a typed 503
 * (below) that pages, forms and API clients each answer in their own way.
 */

/** Socket-level failures: nothing is listening, the connection was cut, the host cannot be found. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is not taking work: class 08 (connection exception), 57P01–03
 * (shut down by an administrator, crashed, starting up or shutting down) and 53300 (no connection slot).
 */
const unavailableStates = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres and PGlite say these in words only, without a code. */
const unavailableMessages = [
  // "… unexpectedly", "… due to connection timeout", or alone when the socket closed under a query.
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

function isUnavailableCause(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.test(code))) return true;
  return typeof message === 'string' && unavailableMessages.some((words) => message.startsWith(words));
}

/** True when `error`, or anything in its chain of causes, says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableCause(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    // Connecting to a name with several addresses fails with an AggregateError of each attempt.
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

/**
 * What a person is told while the database cannot be reached. Nothing they did is wrong and nothing they
 * typed is lost, so it says only that, and when to try again.
 */
export const databaseUnavailableMessage = "We can't reach our database right now. Try again in a moment.";

/** Sent as Retry-After with every such 503. */
export const databaseRetryAfterSeconds = 5;

/** The body of the 503 a loader or action throws then (see server/http/database-outage.ts). */
export type DatabaseUnavailableData = { code: 'database_unavailable'; message: string };
