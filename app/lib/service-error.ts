import { data } from 'react-router';
import type { ServiceError } from '@server/service-error';

// The error itself is the server's vocabulary (services throw it, server/http/api-error.ts maps it for
// the API): import it from '@server/service-error'. Here is only what pages do with it.

/** What a page's action answers with when it was refused; `message` is what the person reads. */
export type RefusedAction = { ok: false; message: string; error: ServiceError['body'] };

/**
 * The page answer for a refusal, with its 4xx status. Returned from an action, the page shows the message
 * (and the fields) next to the form; thrown from a loader, the nearest ErrorBoundary shows it.
 */
export function refusalAnswer(error: ServiceError) {
  return data<RefusedAction>(
    { ok: false, message: error.message, error: error.body },
    { status: error.status },
  );
}
