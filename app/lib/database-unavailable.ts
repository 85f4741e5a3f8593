import { isRouteErrorResponse } from 'react-router';

/**
 * What a person is told while the database cannot be reached. Nothing they did is wrong and nothing they
 * typed is lost, so it says only that, and when to try again.
 */
export const databaseUnavailableMessage = "We can't reach our database right now. Try again in a moment.";

/** Sent as Retry-After with every such 503. */
export const databaseRetryAfterSeconds = 5;

/** The body of the 503 a loader or action throws then (see server/http/database-outage.ts). */
export type DatabaseUnavailableData = { code: 'database_unavailable'; message: string };

/** True for that 503, as an error boundary receives it. */
export function isDatabaseUnavailableResponse(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 503 &&
    (error.data as Partial<DatabaseUnavailableData> | null)?.code === 'database_unavailable'
  );
}
