import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { toNodeHandler } from 'better-auth/node';
import { requireSameOriginForCookieWrites } from './api/origin-check';
import { createApiRouter } from './api/v1';
import { isDatabaseUnavailable } from './db/unavailable';
import { apiNotFound, failApiRequest, sendApiError } from './http/api-error';
import { bodyLimit } from './http/body-limit';
import { drainOnce } from './http/drain-once';
import { withFormPostChecks } from './http/form-posts';
import { isMediaUpload } from './media/sniff';
import { IMPORT_BODY_LIMIT, TOURNAMENT_IMPORT_PATH } from './api/v1/transfer';
import { SITE_MEDIA_PAGE, SITE_MEDIA_POST_LIMIT } from '~/features/site-media';
import { COURSE_EDITOR_POST_LIMIT, isCourseEditorPost } from '~/features/learning';
import { clientIpOf, passClientIp } from './http/client-ip';
import {
  logDatabaseUnavailable,
  sendDatabaseUnavailable,
  withDatabaseOutageAnswers,
} from './http/database-outage';
import { loadPrerenderedPages, servePrerendered } from './http/prerendered';
import { createPublicPageCache } from './http/public-page-cache';
import { liveHubFor } from './realtime/hub';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security';
import { paystackDouble } from './payments/double';
import { paystackPlansDouble } from './payments/double-plans';
import { doubleBooks, doubleBooksFile } from './payments/double-books';
import { PAYSTACK_CHECKOUT_ORIGIN } from './payments/paystack';
import { refuseUnstorableAddresses } from './http/storable';
import type { AppServices } from './services';
import { clock } from './clock';
import { PRERENDER_ORIGIN } from '~/lib/seo';

declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
    nonce: string;
    /** The client's address as Express sees it (behind a trusted proxy: the forwarded one). */
    clientIp: string;
  }
}

export type AppOptions = {
  services: AppServices;
  /** Production: the built server bundle. Development: a function that loads it fresh from Vite. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Production only: build/client, served as static files and prerendered pages. */
  clientDir?: string;
  /** Development only: Vite's middleware, mounted before the app. */
  devMiddleware?: express.RequestHandler;
};

/** How long a CDN may hold a visitor's public event page, and serve it stale while it fetches it again. */
const SHARED_CACHE_SECONDS = 5;
const STALE_WHILE_REVALIDATE_SECONDS = 30;

function publicPageCache(services: AppServices) {
  const pages = createPublicPageCache({
    maxAgeMs: services.config.pageCacheMs,
    sharedMaxAgeSeconds: SHARED_CACHE_SECONDS,
    staleWhileRevalidateSeconds: STALE_WHILE_REVALIDATE_SECONDS,
  });
  // Every tournament's committed events, from this instance or another: the pages they change are stale.
  liveHubFor(services.database)
    .watch(() => pages.clear())
    .catch((error: unknown) => console.error('[page-cache] cannot follow live events:', error));
  return pages;
}

export function createApp({ services, build, clientDir, devMiddleware }: AppOptions) {
  const { config } = services;
  const dev = Boolean(devMiddleware);
  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-* headers to believe: only the proxies the operator names (TRUST_PROXY), else none.
  // req.ip and req.protocol follow from it, and every per-address limit and origin check uses them.
  app.set('trust proxy', config.trustProxy);

  if (config.logRequests) app.use(requestLog());
  // Public event pages and API reads rendered once per change for visitors (issue 29, decision 0023): a kept
  // answer is served first of all, with the security headers it was rendered with; what is not kept goes
  // through every middleware below, and is rendered and kept further down.
  const pages = config.pageCacheMs > 0 ? publicPageCache(services) : undefined;
  if (pages) app.use((req, res, next) => (pages.serveKept(req, res) ? undefined : next()));
  const mediaOrigins = config.trainingVideoUrl ? [new URL(config.trainingVideoUrl).origin] : [];
  // Paystack's hosted checkout, where a payment form's answer sends the payer (the double is this origin).
  const formOrigins = config.paystack.mode === 'paystack' ? [PAYSTACK_CHECKOUT_ORIGIN] : [];
  app.use(securityHeaders({ dev, mediaOrigins, formOrigins, https: config.baseUrl.startsWith('https:') }));
  app.use(
    compression({
      // Server-Sent Events must reach the browser as they are written, never held in a buffer.
      filter: (req, res) =>
        !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
        compression.filter(req, res),
    }),
  );
  // React Router's streaming waits for 'drain' with once/off, which compression leaves half-wired.
  app.use(drainOnce());
  // A NUL or broken percent-encoding in an address reaches no page or endpoint: 400 (server/http/storable.ts).
  app.use(refuseUnstorableAddresses());
  // A media upload streams its file to the store, which counts it against its own limit (5 MB, 50 MB). A
  // tournament import (a whole event as JSON, megabytes) has a limit of its own.
  const isImport = (req: Request) => req.method === 'POST' && req.path === TOURNAMENT_IMPORT_PATH;
  // The admin's site media page posts a photo (15 MB) or a film (50 MB) with its form (issue 30 item 7).
  const isSiteMediaPost = (req: Request) =>
    req.method === 'POST' && (req.path === SITE_MEDIA_PAGE || req.path === `${SITE_MEDIA_PAGE}.data`);
  const isCertificatePost = (req: Request) =>
    req.method === 'POST' && /^\/medical-certificates\/[^/]+(\.data)?$/.test(req.path);
  app.use(
    bodyLimit(config.bodyLimit, {
      exempt: (req) =>
        isMediaUpload(req) ||
        isImport(req) ||
        isSiteMediaPost(req) ||
        isCertificatePost(req) ||
        isCourseEditorPost(req),
    }),
  );
  app.use(TOURNAMENT_IMPORT_PATH, bodyLimit(IMPORT_BODY_LIMIT));
  app.use(bodyLimit(SITE_MEDIA_POST_LIMIT, { exempt: (req) => !isSiteMediaPost(req) }));
  // A boxer's medical certificate (issue 33) is posted with its form: up to 5 MB, checked again by the service.
  app.use(bodyLimit('6mb', { exempt: (req) => !isCertificatePost(req) }));
  // A course editor's post may carry a lesson's video (50 MB) with its form (issue 34).
  app.use(bodyLimit(COURSE_EDITOR_POST_LIMIT, { exempt: (req) => !isCourseEditorPost(req) }));

  if (pages) app.use(pages.middleware);

  app.get('/healthz', async (_req, res) => {
    try {
      await services.database.ping();
      // `now` is the server's clock (AJB_NOW moves it): a client or a test reads the time the server keeps.
      res.json({
        status: 'ok',
        now: clock.now().toISOString(),
        database: { kind: services.database.kind, status: 'ok' },
      });
    } catch (error) {
      // A reason a monitor can act on; the driver's words (and any query text) stay in the server's log.
      const unreachable = isDatabaseUnavailable(error);
      if (unreachable) logDatabaseUnavailable('healthz', error);
      else console.error('[healthz] database check failed:', error);
      res.status(503).json({
        status: 'degraded',
        database: {
          kind: services.database.kind,
          status: 'unavailable',
          reason: unreachable ? 'database unreachable' : 'database check failed',
        },
      });
    }
  });

  // One origin rule for every write that rides on the session cookie: here, the REST API (its router) and
  // the app's routes below.
  const sameOriginCookieWrites = requireSameOriginForCookieWrites(config.baseUrl);
  app.all('/api/auth/{*splat}', sameOriginCookieWrites, passClientIp(), toNodeHandler(services.auth));
  // No Paystack key: the local Paystack double takes payments (issue 31), at the address the config names.
  if (config.paystack.mode === 'double') {
    // One set of books for both, as Paystack keeps one list for the integration, kept in the data folder
    // (the demo's money and a restarted server's are still listed: the daily reconciliation reads them).
    const books = doubleBooks(doubleBooksFile(config.dataDir));
    // Its plans and subscriptions (decision 0028) answer first; what is not theirs goes on to the payments'.
    const plansDouble = paystackPlansDouble({ secretKey: config.paystack.secretKey, books });
    app.locals.paystackPlansDouble = plansDouble;
    const double = paystackDouble({ secretKey: config.paystack.secretKey, books });
    app.locals.paystackDouble = double;
    app.use('/_paystack', plansDouble.router);
    app.use('/_paystack', double.router);
  }
  app.use('/api/v1', createApiRouter(services));
  app.use('/api', (req, res) => sendApiError(res, apiNotFound(req)));

  if (devMiddleware) {
    app.use(devMiddleware);
  } else if (clientDir) {
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        redirect: false,
        index: false,
      }),
    );
    app.use(
      servePrerendered(
        loadPrerenderedPages(clientDir, { placeholder: PRERENDER_ORIGIN, siteUrl: config.baseUrl }),
      ),
    );
    app.use(express.static(clientDir, { maxAge: '1h', redirect: false, index: false }));
  }

  app.all(
    '/{*splat}',
    sameOriginCookieWrites,
    createRequestHandler({
      // A NUL in a page's form post is a 400 with its field named, before any action runs (form-posts.ts).
      build: withDatabaseOutageAnswers(withFormPostChecks(build)),
      mode: dev ? 'development' : 'production',
      getLoadContext: (req, res) => ({
        services,
        nonce: String(res.locals.nonce ?? ''),
        clientIp: clientIpOf(req),
      }),
    }),
  );

  // Anything that escapes the handlers above: a JSON error for clients, a plain page for people.
  app.use(
    (error: Error & { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
      if (req.path.startsWith('/api/')) return failApiRequest(req, res, error, '[http] unhandled error on');
      if (isDatabaseUnavailable(error) && !res.headersSent) {
        logDatabaseUnavailable(`${req.method} ${req.originalUrl}`, error);
        return sendDatabaseUnavailable(res);
      }
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
      if (status === 500) console.error('[http] unhandled error on', req.method, req.originalUrl, error);
      if (res.headersSent) return res.end();
      res
        .status(status)
        .type('text/plain')
        .send(status === 500 ? 'Something went wrong on our side.' : error.message);
    },
  );

  return app;
}
