// One error type with a stable code, so the server can map an engine refusal to a 4xx response
// without parsing messages.

export type EngineErrorCode =
  | 'INVALID_FORMAT'
  | 'INVALID_ENTRIES'
  | 'INVALID_OPTIONS'
  | 'INVALID_RULES'
  | 'INVALID_STATE'
  | 'UNKNOWN_BOUT'
  | 'UNKNOWN_ENTRY'
  | 'BOUT_NOT_READY'
  | 'WINNER_NOT_IN_BOUT'
  | 'INVALID_RESULT'
  | 'INVALID_SCORECARD'
  | 'INVALID_WARNINGS'
  | 'WINNER_WITHDRAWN'
  | 'WINNER_SUSPENDED'
  | 'ALREADY_WITHDRAWN'
  | 'NOT_WITHDRAWN'
  | 'BOUT_IN_PROGRESS'
  | 'INVALID_LIVE'
  | 'STALE_STATE';

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(code: EngineErrorCode, message: string, details?: Readonly<Record<string, unknown>>) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    if (details) this.details = details;
  }
}

export function fail(
  code: EngineErrorCode,
  message: string,
  details?: Readonly<Record<string, unknown>>,
): never {
  throw new EngineError(code, message, details);
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}
