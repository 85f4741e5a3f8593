/// <reference lib="webworker" />
/**
 * The officials' service worker (issue 18 item 1, decision 0014), built by build-worker.ts into
 * `<build>/client/sw.js` and registered only by the ringside pages, so a public visitor's browser never
 * runs it. It keeps:
 * - the scripts, styles and fonts of the ringside pages (precached at install: the list is made at build
 *   time from React Router's manifest), and any other hashed asset once it has been loaded;
 * - the referee dashboard and each bout page this device opened, with their `.data` loads, network first:
 *   the newest copy when the server answers, the kept one when it does not or answers 5xx;
 * - each bout's sheet from the officiating API (the pages also put their latest sheet there);
 * - the offline page, shown (by a redirect to it) for any other page while the network is down.
 * Signing out or in empties the kept pages and sheets, so the next account on a shared tablet never opens
 * the one before's.
 */
import type { PrecacheEntry, RouteHandlerCallbackOptions } from 'serwist';
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, Serwist } from 'serwist';
import {
  BOUT_SHEET,
  OFFLINE_PAGE,
  PAGES_CACHE,
  PRIVATE_CACHES,
  RINGSIDE_PAGE,
  SESSION_CHANGES,
  SHEETS_CACHE,
} from './scope';

/** Filled in at build time (build-worker.ts). */
declare const __RINGSIDE_PRECACHE__: PrecacheEntry[];

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // A hall's Wi-Fi that accepts a connection and answers nothing: the kept page after 4 s.
  networkTimeoutSeconds: 4,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 86_400 })],
});

const sheets = new NetworkFirst({
  cacheName: SHEETS_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 86_400 })],
});

/**
 * Network first, and the kept copy for a 5xx too (issue 28 item 4): while the server's database is away,
 * or during a restart's drain, the server answers 503 with its own page; the official keeps the page and
 * the sheet this device last had (a scoring page that works) rather than an error page. With no kept copy
 * the server's answer is shown as it is.
 */
async function keptOnServerError(
  strategy: NetworkFirst,
  cacheName: string,
  options: RouteHandlerCallbackOptions,
): Promise<Response> {
  const response = await strategy.handle(options);
  if (response.status < 500) return response;
  const kept = await (await caches.open(cacheName)).match(options.request);
  return kept ?? response;
}

/**
 * Sends the official to the offline page, which says plainly what works without a network (a redirect, so
 * the page that hydrates is the page at that address). The offline page itself comes from the precache.
 */
async function offline(url: URL): Promise<Response> {
  if (url.pathname === OFFLINE_PAGE)
    return (
      (await serwist.matchPrecache(OFFLINE_PAGE)) ??
      new Response('No connection.', { status: 503, headers: { 'Content-Type': 'text/plain' } })
    );
  return Response.redirect(`${OFFLINE_PAGE}?from=${encodeURIComponent(url.pathname + url.search)}`, 302);
}

const serwist = new Serwist({
  precacheEntries: __RINGSIDE_PRECACHE__,
  // `/offline?from=…` is the kept offline page whatever it was asked for.
  precacheOptions: { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^from$/] },
  // A new worker takes over at once: the pages it serves are the ones it kept, whatever the version.
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
      handler: new CacheFirst({
        cacheName: 'ringside-assets',
        plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && RINGSIDE_PAGE.test(url.pathname),
      handler: async (options: RouteHandlerCallbackOptions) => {
        try {
          return await keptOnServerError(pages, PAGES_CACHE, options);
        } catch (error) {
          if (options.request.mode === 'navigate') return offline(options.url);
          throw error;
        }
      },
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && BOUT_SHEET.test(url.pathname),
      handler: (options: RouteHandlerCallbackOptions) => keptOnServerError(sheets, SHEETS_CACHE, options),
    },
    {
      // Any other page: the network only (nothing private is kept), the offline page when it fails.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: async ({ request, url }) => {
        try {
          return await fetch(request);
        } catch {
          return offline(url);
        }
      },
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && SESSION_CHANGES.has(url.pathname),
      method: 'POST',
      handler: async ({ request }) => {
        await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));
        return fetch(request);
      },
    },
  ],
});

serwist.addEventListeners();
