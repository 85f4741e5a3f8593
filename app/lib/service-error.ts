/**
 * A rule of the domain said no. Routes show the message to the person; the REST API answers with the
 * status and the code. Anything that is not a ServiceError is our fault and a 500.
 */
export class ServiceError extends Error {
  constructor(
    public readonly status: 400 | 403 | 404 | 409 | 422 | 429,
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}
