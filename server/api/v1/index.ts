import { carriesSomeone } from '@server/http/public-page-cache';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { apiError, apiNotFound, failApiRequest, sendApiError } from '@server/http/api-error';
import { unstorableFields } from '@server/http/storable';
import type { AppServices } from '@server/services';
import { IDEMPOTENCY_HEADER, canonicalJson, idempotent, parseIdempotencyKey } from '../idempotency';
import { requireSameOrigin } from '../origin-check';
import { defineEndpoint } from './endpoint';
import type { Endpoint } from './endpoint';
import { boxerEndpoints } from './boxers';
import { competitionEndpoints } from './competition';
import { enrolmentEndpoints } from './enrolments';
import { entryEndpoints } from './entries';
import { learningEndpoints } from './learning';
import { lessonMediaEndpoints } from './lesson-media';
import { certificateEndpoints } from './certificates';
import { liveEndpoints } from './live';
import { eventEndpoints } from './events';
import { meEndpoints } from './me';
import { messageEndpoints } from './messages';
import { officialEndpoints } from './officials';
import { officiatingEndpoints } from './officiating';
import { openApiDocument } from './openapi';
import { paymentEndpoints } from './payments';
import { payoutEndpoints } from './payouts';
import { planEndpoints } from './plans';
import { protestEndpoints } from './protests';
import { rankingEndpoints } from './rankings';
import { resultEndpoints } from './results';
import { siteMediaEndpoints } from './site-media';
import { studentEndpoints } from './students';
import { tournamentEndpoints } from './tournaments';
import { trainingVideoEndpoints } from './training-video';
import { transferEndpoints } from './transfer';
import { userEndpoints } from './users';
import { webhookEndpoints } from './webhooks';

export type { Endpoint } from './endpoint';

/** Every endpoint of /api/v1, resource by resource: the router serves this table and the document lists it. */
export function apiEndpoints(services: AppServices): Endpoint[] {
  const endpoints: Endpoint[] = [
    defineEndpoint({
      method: 'get',
      path: '/openapi.json',
      roles: 'public',
      summary: 'This document',
      response: z.record(z.string(), z.unknown()),
      handle: async () => openApiDocument(services.config.baseUrl, endpoints),
    }),
    ...meEndpoints(),
    ...tournamentEndpoints(services),
    ...entryEndpoints(services),
    ...competitionEndpoints(services),
    ...officiatingEndpoints(services),
    ...protestEndpoints(services),
    ...officialEndpoints(services),
    ...resultEndpoints(),
    ...rankingEndpoints(services),
    ...studentEndpoints(services),
    ...boxerEndpoints(services),
    ...certificateEndpoints(services),
    ...liveEndpoints(services),
    ...eventEndpoints(services),
    ...trainingVideoEndpoints(services),
    ...siteMediaEndpoints(services),
    ...transferEndpoints(),
    ...userEndpoints(services),
    ...webhookEndpoints(services),
    ...paymentEndpoints(services),
    ...planEndpoints(services),
    ...payoutEndpoints(services),
    ...enrolmentEndpoints(services),
    ...learningEndpoints(),
    ...lessonMediaEndpoints(services),
    ...messageEndpoints(services),
  ];
  return endpoints;
}

export function createApiRouter(services: AppServices) {
  const router = express.Router();
  const endpoints = apiEndpoints(services);
  // A provider's signed webhook (Paystack's) comes from its servers, not a browser: its signature is its
  // credential, it reads no session, and the origin rule of cookie writes does not apply to it.
  const signedWebhooks = new Set(endpoints.filter((e) => e.rawBody).map((e) => `${e.method} ${e.path}`));
  const sameOrigin = requireSameOrigin(services.config.baseUrl);
  router.use((req: Request, res: Response, next: NextFunction) =>
    signedWebhooks.has(`${req.method.toLowerCase()} ${req.path.toLowerCase().replace(/\/$/, '')}`)
      ? next()
      : sameOrigin(req, res, next),
  );
  // An endpoint that takes larger bodies parses them first (the parser below then leaves them as they are),
  // and only for a caller with credentials: a visitor's large body meets the usual limit.
  for (const endpoint of endpoints) {
    if (!endpoint.bodyLimit) continue;
    const large = express.json({ limit: endpoint.bodyLimit, strict: true });
    router[endpoint.method](endpoint.path, (req: Request, res: Response, next: NextFunction) =>
      req.get('authorization') || /better-auth\.session_token=/.test(req.get('cookie') ?? '')
        ? large(req, res, next)
        : next(),
    );
  }
  // A webhook's bytes as they came: its signature is over them (the JSON parser below leaves a parsed body).
  for (const endpoint of endpoints)
    if (endpoint.rawBody)
      router[endpoint.method](endpoint.path, express.raw({ type: () => true, limit: '256kb' }));
  router.use(express.json({ limit: services.config.bodyLimit, strict: true }));
  // A NUL in text or a whole number past PostgreSQL's integer, anywhere in the query or the JSON body, is
  // refused here for every endpoint: the database would refuse it with a 500 (server/http/storable.ts).
  router.use((req: Request, res: Response, next: NextFunction) => {
    const fields = {
      ...unstorableFields(req.query),
      ...(Buffer.isBuffer(req.body) ? {} : unstorableFields(req.body)),
    };
    if (Object.keys(fields).length === 0) return next();
    sendApiError(
      res,
      apiError(400, 'invalid_request', 'The request has values that cannot be stored.', { fields }),
    );
  });

  for (const endpoint of endpoints) {
    router[endpoint.method](endpoint.path, async (req: Request, res: Response) => {
      // What a signed-in endpoint answers depends on who asks, refusals included: no cache may keep it. Nor
      // may one keep a public read asked by someone (it may carry what they alone see); a visitor's public
      // read is the page cache's to mark (server/http/public-page-cache.ts).
      if (endpoint.roles !== 'public' || carriesSomeone(req))
        res.setHeader('Cache-Control', 'private, no-store');
      try {
        const asks = endpoint.roles !== 'public' || endpoint.readsViewer;
        const viewer = asks ? await services.viewerFor(toHeaders(req)) : null;
        if (endpoint.roles !== 'public') {
          if (!viewer) return sendApiError(res, apiError(401, 'unauthenticated', 'Not authenticated'));
          if (Array.isArray(endpoint.roles) && !endpoint.roles.includes(viewer.role))
            return sendApiError(res, apiError(403, 'forbidden', 'Your role may not use this endpoint.'));
        }
        const key = endpoint.idempotent ? parseIdempotencyKey(req.get(IDEMPOTENCY_HEADER)) : null;
        // Parsed with the schemas the document is generated from; a mismatch is a 400 with its fields.
        const params = endpoint.params ? endpoint.params.parse(req.params) : undefined;
        const query = endpoint.query ? endpoint.query.parse(req.query) : undefined;
        const body = endpoint.body ? endpoint.body.parse(req.body ?? {}) : undefined;
        const call = {
          req,
          res,
          viewer,
          params,
          query,
          body,
          // Looked up when a handler writes, so listing or refusing never needs the database.
          get db() {
            return services.database.db;
          },
        };
        res.status(endpoint.successStatus ?? 200);
        if (key === null) {
          const answer = await endpoint.handle(call);
          if (!res.headersSent) res.json(answer);
          return;
        }
        // The route that answered, not the path as typed: routing ignores case and a trailing slash, so
        // /tournaments/, /TOURNAMENTS and /Tournaments/ are one endpoint and one key space. Its parameters as
        // parsed name the resource (a key sent to two bouts is two requests).
        const scope = idempotencyScope(viewer, endpoint, params);
        const kept = await idempotent(
          services.database.db,
          { scope, key, body: req.body ?? {} },
          async (db) => ({ body: await endpoint.handle({ ...call, db }), status: res.statusCode }),
        );
        if (kept.replayed) res.setHeader('Idempotent-Replayed', 'true');
        res.status(kept.status).json(kept.body);
      } catch (error) {
        failApiRequest(req, res, error);
      }
    });
  }

  router.use((req: Request, res: Response) => sendApiError(res, apiNotFound(req)));
  // Malformed JSON and oversized bodies from the JSON parser: the client's fault, said plainly.
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) =>
    failApiRequest(req, res, error),
  );
  return router;
}

/** Whose key, on which endpoint and resource: `<user id> <METHOD> /api/v1<route pattern> <parameters>`. */
function idempotencyScope(
  viewer: { id: string } | null,
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  params: unknown,
): string {
  const route = `${endpoint.method.toUpperCase()} /api/v1${endpoint.path}`;
  return `${viewer?.id ?? 'visitor'} ${route}${params === undefined ? '' : ` ${canonicalJson(params)}`}`;
}

function toHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return headers;
}
