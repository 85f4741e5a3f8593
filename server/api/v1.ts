import express from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import type { Role, Viewer } from '../../app/features/auth/roles';
import { userChangeSchema, userSearchSchema } from '../../app/features/users/schema';
import { changeUser, getUser, listUsers } from '../../app/features/users/users.server';
import { ServiceError } from '../../app/lib/service-error';
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from '../../app/lib/database-unavailable';
import { isDatabaseUnavailable } from '../db/unavailable';
import { logDatabaseUnavailable } from '../http/database-outage';
import type { AppServices } from '../services';
import { openApiDocument } from './openapi';
import { requireSameOrigin } from './origin-check';

type Handler = (req: Request, res: Response, viewer: Viewer | null) => Promise<unknown>;

/**
 * Every endpoint is declared with the roles allowed to call it; the authorization matrix test reads this
 * table, so an endpoint cannot be added without saying who may use it.
 */
export type Endpoint = {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  roles: readonly Role[] | 'public' | 'signed-in';
  handle: Handler;
};

export function apiEndpoints(services: AppServices): Endpoint[] {
  // Read when a request comes, so the table itself can be listed without a running server.
  const db = () => services.database.db;
  return [
    {
      method: 'get',
      path: '/openapi.json',
      roles: 'public',
      handle: async () => openApiDocument(services.config.baseUrl),
    },
    {
      // For pages that are the same for everyone (prerendered): who is signed in, if anyone. Always 200.
      method: 'get',
      path: '/session',
      roles: 'public',
      handle: async (_req, res, viewer) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return { user: viewer };
      },
    },
    {
      // The home page's training film: TRAINING_VIDEO_URL when set, else a file the operator dropped into
      // public/media/, else none ("coming soon"). Asked when the dialog opens, since the page is prerendered.
      method: 'get',
      path: '/training-video',
      roles: 'public',
      handle: async () => trainingVideo(services.config.trainingVideoUrl),
    },
    {
      method: 'get',
      path: '/me',
      roles: 'signed-in',
      handle: async (_req, _res, viewer) => ({ user: viewer }),
    },
    {
      method: 'get',
      path: '/users',
      roles: ['admin'],
      handle: async (req) => {
        const filter = userSearchSchema.parse(req.query);
        return { users: await listUsers(db(), { q: filter.q, role: filter.role }) };
      },
    },
    {
      method: 'get',
      path: '/users/:id',
      roles: ['admin'],
      handle: async (req) => ({ user: await getUser(db(), String(req.params.id)) }),
    },
    {
      method: 'patch',
      path: '/users/:id',
      roles: ['admin'],
      handle: async (req, _res, viewer) => ({
        user: await changeUser(db(), viewer!, String(req.params.id), userChangeSchema.parse(req.body ?? {})),
      }),
    },
  ];
}

export function trainingVideo(
  configured: string | undefined,
  roots = [path.resolve(process.env.BUILD_DIR ?? 'build', 'client'), path.resolve('public')],
) {
  if (configured) return { src: configured, captions: null };
  const has = (file: string) => roots.some((root) => existsSync(path.join(root, 'media', file)));
  if (!has('training.mp4')) return { src: null, captions: null };
  return { src: '/media/training.mp4', captions: has('training.vtt') ? '/media/training.vtt' : null };
}

function sendError(res: Response, status: number, error: string, message: string, extra: object = {}) {
  res.status(status).json({ error, message, ...extra });
}

export function createApiRouter(services: AppServices) {
  const router = express.Router();
  router.use(requireSameOrigin(services.config.baseUrl));
  router.use(express.json({ limit: services.config.bodyLimit, strict: true }));

  for (const endpoint of apiEndpoints(services)) {
    router[endpoint.method](endpoint.path, async (req: Request, res: Response) => {
      // What a signed-in endpoint answers depends on who asks, refusals included: no cache may keep it.
      if (endpoint.roles !== 'public') res.setHeader('Cache-Control', 'private, no-store');
      try {
        const viewer = endpoint.path === '/openapi.json' ? null : await services.viewerFor(toHeaders(req));
        if (endpoint.roles !== 'public') {
          if (!viewer) return sendError(res, 401, 'unauthenticated', 'Sign in, or send a bearer token.');
          if (Array.isArray(endpoint.roles) && !endpoint.roles.includes(viewer.role)) {
            return sendError(res, 403, 'forbidden', 'Your role may not use this endpoint.');
          }
        }
        const body = await endpoint.handle(req, res, viewer);
        if (!res.headersSent) res.json(body);
      } catch (error) {
        if (error instanceof ServiceError) return sendError(res, error.status, error.code, error.message);
        if (isDatabaseUnavailable(error)) {
          logDatabaseUnavailable(`${req.method} ${req.originalUrl}`, error);
          res.setHeader('Retry-After', String(databaseRetryAfterSeconds));
          return sendError(res, 503, 'database_unavailable', databaseUnavailableMessage);
        }
        if (error instanceof z.ZodError) {
          return sendError(res, 400, 'invalid_request', 'The request does not have the expected shape.', {
            issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
          });
        }
        console.error('[api]', req.method, req.originalUrl, error);
        sendError(res, 500, 'internal_error', 'Something went wrong on our side.');
      }
    });
  }

  router.use((req: Request, res: Response) =>
    sendError(res, 404, 'not_found', `No API endpoint at ${req.method} ${req.originalUrl}`),
  );
  // Malformed JSON and oversized bodies from the JSON parser: the client's fault, said plainly.
  router.use(
    (
      error: Error & { status?: number; type?: string },
      _req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      if (error.type === 'entity.parse.failed')
        return sendError(res, 400, 'invalid_json', 'The body is not valid JSON.');
      if (error.status === 413)
        return sendError(res, 413, 'payload_too_large', 'The request body is too large.');
      if (error.status && error.status < 500)
        return sendError(res, error.status, 'bad_request', error.message);
      console.error('[api]', error);
      sendError(res, 500, 'internal_error', 'Something went wrong on our side.');
    },
  );
  return router;
}

function toHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return headers;
}
