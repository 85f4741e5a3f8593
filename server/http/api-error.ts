import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from '../db/unavailable';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ServiceError } from '../service-error';
import type { ErrorBody, FieldErrors } from '../service-error';
import { logDatabaseUnavailable } from './database-outage';

/**
 * Every error the REST API (and anything under /api/) answers with has this one shape, DESIGN.md's public
 * contract: `{ "error": { "code", "message", "fields"? } }`, with a 4xx status for the caller's mistakes and
 * 500 or 503 for ours.
 */
export type ApiErrorBody = { error: ErrorBody };

export type ApiError = {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
};

export function apiError(
  status: number,
  code: string,
  message: string,
  options: { fields?: FieldErrors; headers?: Record<string, string> } = {},
): ApiError {
  const fields = options.fields && Object.keys(options.fields).length > 0 ? options.fields : undefined;
  return {
    status,
    body: { error: { code, message, ...(fields ? { fields } : {}) } },
    ...(options.headers ? { headers: options.headers } : {}),
  };
}

export const internalError = () => apiError(500, 'internal_error', 'Something went wrong on our side.');

export const databaseUnavailableError = () =>
  apiError(503, 'database_unavailable', databaseUnavailableMessage, {
    headers: { 'Retry-After': String(databaseRetryAfterSeconds) },
  });

/** A zod failure as field errors by dotted path; what concerns the whole body becomes the message. */
function fromZod(error: z.ZodError): ApiError {
  const fields: FieldErrors = {};
  const whole: string[] = [];
  for (const issue of error.issues) {
    if (issue.path.length === 0) whole.push(issue.message);
    else (fields[issue.path.join('.')] ??= []).push(issue.message);
  }
  return apiError(400, 'invalid_request', whole[0] ?? 'The request does not have the expected shape.', {
    fields,
  });
}

/** What Express's body parser (and http-errors generally) attach to the errors they raise. */
type HttpError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

/**
 * The one mapper from anything thrown while answering an API request to the answer the client gets: a
 * ServiceError or a zod failure is the caller's (4xx, said plainly); an unreachable database is a 503;
 * anything else is ours, a 500 that says nothing of what went wrong.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ServiceError) return { status: error.status, body: { error: error.body } };
  if (error instanceof z.ZodError) return fromZod(error);
  if (isDatabaseUnavailable(error)) return databaseUnavailableError();
  const http = error as HttpError | null;
  const status = http?.status ?? http?.statusCode;
  if (http?.type === 'entity.parse.failed')
    return apiError(400, 'invalid_json', 'The body is not valid JSON.');
  if (status === 413) return apiError(413, 'payload_too_large', 'The request body is too large.');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // The body parser's messages are written for clients (http-errors marks them `expose`); others are not.
    return apiError(status, 'bad_request', http?.expose === false ? 'Bad request.' : String(http?.message));
  }
  return internalError();
}

export function sendApiError(res: Response, answer: ApiError) {
  if (answer.headers) for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
}

/** For answers written below Express (the draining server's 503). */
export function writeApiError(res: ServerResponse, answer: ApiError) {
  res.statusCode = answer.status;
  if (answer.headers) for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(answer.body));
}

/**
 * Maps a failure, logs what is ours (the database's words and a 500's stack stay in the server's log, never
 * in the answer), and sends it.
 */
export function failApiRequest(req: Request, res: Response, error: unknown, tag = '[api]') {
  const answer = toApiError(error);
  if (answer.status === 503 && isDatabaseUnavailable(error))
    logDatabaseUnavailable(`${req.method} ${req.originalUrl}`, error);
  else if (answer.status >= 500) console.error(tag, req.method, req.originalUrl, error);
  if (res.headersSent) return void res.end();
  sendApiError(res, answer);
}

/** No endpoint at this method and path, under /api/v1 or anywhere else under /api. */
export const apiNotFound = (req: Request) =>
  apiError(404, 'not_found', `No API endpoint at ${req.method} ${req.originalUrl}`);
