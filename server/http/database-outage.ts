import type { Response } from 'express';
import { data } from 'react-router';
import type { ServerBuild } from 'react-router';
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from '../db/unavailable';
import type { DatabaseUnavailableData } from '../db/unavailable';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isServiceError } from '../service-error';
import type { ServiceError } from '../service-error';
import type { ErrorBody } from '../service-error';

/** The innermost message of an error chain: the driver's own words, for the log. */
function rootMessage(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown } | undefined;
  let message = String(current?.message ?? current);
  while (current?.cause && typeof current.cause === 'object') {
    current = current.cause as typeof current;
    if (typeof current.message === 'string') message = current.message;
  }
  return message;
}

export function logDatabaseUnavailable(where: string, error: unknown) {
  console.error(`[db] unreachable (${where}): ${rootMessage(error)}`);
}

/** What a loader or action throws when the database cannot be reached: the root error boundary's 503. */
export function databaseUnavailableAnswer() {
  return data<DatabaseUnavailableData>(
    { code: 'database_unavailable', message: databaseUnavailableMessage },
    {
      status: 503,
      statusText: 'Service Unavailable',
      headers: { 'Retry-After': String(databaseRetryAfterSeconds) },
    },
  );
}

/** The same answer from Express for people (a plain page); API clients get theirs from api-error.ts. */
export function sendDatabaseUnavailable(res: Response) {
  res.status(503).setHeader('Retry-After', String(databaseRetryAfterSeconds));
  res.type('text/plain').send(databaseUnavailableMessage);
}

/**
 * The page answer for a service's refusal that a loader or action did not handle itself (an action that
 * shows it next to its form catches it first): the status and the error's body, `{ code, message, fields? }`,
 * for the route's ErrorBoundary.
 */
export function refusalAnswer(error: ServiceError) {
  return data<ErrorBody>(error.body, {
    status: error.status,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

type Handler = (...args: never[]) => unknown;

function guard<F extends Handler>(kind: 'loader' | 'action', handler: F): F {
  const guarded = async (...args: Parameters<F>) => {
    try {
      return await handler(...args);
    } catch (error) {
      // A service's refusal that the route left to its error boundary: its 4xx, with the message to show.
      if (isServiceError(error)) throw refusalAnswer(error);
      if (!isDatabaseUnavailable(error)) throw error;
      const request = (args[0] as { request?: Request } | undefined)?.request;
      logDatabaseUnavailable(`${kind} ${request?.method ?? ''} ${request?.url ?? ''}`.trim(), error);
      throw databaseUnavailableAnswer();
    }
  };
  return guarded as F;
}

const answered = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build with every route's loader and action turned so that an unreachable database becomes a 503
 * that the root error boundary shows as "try again in a moment", whichever loader ran into it, instead
 * of the 500 "Unexpected Application Error!". Loaders and actions stay unaware of it; an action that can
 * do better (a public form keeps what was typed) catches the failure itself.
 */
export function answerDatabaseOutages(build: ServerBuild): ServerBuild {
  const known = answered.get(build);
  if (known) return known;
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: guard('loader', loader) } : {}),
        ...(action ? { action: guard('action', action) } : {}),
      },
    };
  }
  const wrapped = { ...build, routes };
  answered.set(build, wrapped);
  return wrapped;
}

/** For createRequestHandler, whose build is the bundle in production and a loader of it in development. */
export function withDatabaseOutageAnswers(
  build: ServerBuild | (() => Promise<ServerBuild>),
): ServerBuild | (() => Promise<ServerBuild>) {
  return typeof build === 'function'
    ? async () => answerDatabaseOutages(await build())
    : answerDatabaseOutages(build);
}
