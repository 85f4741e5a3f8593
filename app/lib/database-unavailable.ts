import { isRouteErrorResponse } from 'react-router';
import type { DatabaseUnavailableData } from '@server/db/unavailable';

export { databaseUnavailableMessage } from '@server/db/unavailable';

/** True for that 503, as an error boundary receives it. */
export function isDatabaseUnavailableResponse(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 503 &&
    (error.data as Partial<DatabaseUnavailableData> | null)?.code === 'database_unavailable'
  );
}
