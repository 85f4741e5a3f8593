/** What went wrong with each field, by field name: the messages a form shows next to it. */
export type FieldErrors = Record<string, string[]>;

/**
 * An error as every client receives it: the REST API's `{ "error": ErrorBody }` (DESIGN.md's public API
 * contract) and a page's refused action alike.
 */
export type ErrorBody = { code: string; message: string; fields?: FieldErrors; rows?: RowError[] };

/** What is wrong with one row of a bulk request (an import): its position from 1, the field, why. */
export type RowError = { row: number; field: string; message: string };

/**
 * The statuses a refusal can have: the caller's doing (4xx), or 503 when a provider the request needs (Paystack)
 * cannot be reached just now and the caller may try again. Our own failures are never a ServiceError.
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/**
 * A rule of the domain said no: the one error type of the services. They throw it; the delivery layers map
 * it: server/http/api-error.ts for the REST API; for pages, the action that shows it next to its form, or
 * else `refusalAnswer` (server/http/database-outage.ts) for the route's ErrorBoundary.
 * Anything that is not a ServiceError is our fault and a 500.
 *
 * A form's validation failure is not exceptional: a service hands it back as data (`Refusal`), the same
 * type, so that its field errors reach the form without a throw.
 */
export class ServiceError extends Error {
  constructor(
    public readonly status: RefusalStatus,
    public readonly code: string,
    message: string,
    public readonly fields?: FieldErrors,
    /** A bulk request's refusal: what is wrong with each row (an import's, all at once). */
    public readonly rows?: readonly RowError[],
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  get body(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.fields && Object.keys(this.fields).length > 0 ? { fields: this.fields } : {}),
      ...(this.rows && this.rows.length > 0 ? { rows: [...this.rows] } : {}),
    };
  }
}

/**
 * Whether `error` is a ServiceError. The class is the proof: the production build bundles the server with
 * the pages (server/production.ts) and development loads both through Vite (server/dev.ts), so a process
 * has one copy of this module and a refusal made anywhere in it is an instance of this class.
 */
export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

/** A refusal handed back instead of thrown (a form's field errors): `{ ok: false, error }`. */
export type Refusal = { ok: false; error: ServiceError };

export function refusal(...args: ConstructorParameters<typeof ServiceError>): Refusal {
  return { ok: false, error: new ServiceError(...args) };
}
