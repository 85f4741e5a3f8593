import compression from 'compression';
import express from 'express';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachedMarketingPaths } from '~/content/site-map';
import {
  createPublicPageCache,
  isPersonNeutralPath,
  isPublicEventPath,
  takesGzip,
} from './public-page-cache';

/**
 * The page cache of issue 29 in front of pages that read a "database" (a number here) the way the app's
 * pages do: slowly, and differently for a signed-in person (their name on the page).
 */
describe('public event pages rendered once per change', () => {
  let server: Server;
  let base: string;
  let score = 0;
  let renders = 0;
  let renderDelayMs = 0;
  /** Requests that went through the middleware behind the front door (as the app's security headers are). */
  let behindTheDoor = 0;
  let nowMs = 1_000_000;
  /** Resolved by a test to let a held render finish. */
  let holdRender: Promise<void> | null = null;
  const cache = createPublicPageCache({
    maxAgeMs: 10_000,
    sharedMaxAgeSeconds: 5,
    staleWhileRevalidateSeconds: 30,
    now: () => nowMs,
  });

  beforeAll(async () => {
    const app = express();
    // As the app mounts it: kept answers first of all, before any other middleware.
    app.use((req, res, next) => (cache.serveKept(req, res) ? undefined : next()));
    app.use((_req, res, next) => {
      behindTheDoor += 1;
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${behindTheDoor}'`);
      next();
    });
    app.use(compression());
    app.use(cache.middleware);
    // The tournament page carries a person's own part; the bout order reads no one (the app's never names its
    // reader; this one does, so that a test can see whose copy was served).
    app.get(['/tournaments/:slug', '/tournaments/:slug/bouts'], async (req, res) => {
      renders += 1;
      const seen = score;
      if (holdRender) await holdRender;
      if (renderDelayMs) await new Promise((resolve) => setTimeout(resolve, renderDelayMs));
      const person = /session_token=([a-z]+)/.exec(req.headers.cookie ?? '')?.[1];
      res.setHeader('Cache-Control', 'private, no-store');
      res.type('html');
      // A page big enough to be compressed, as the app's are.
      res.write(`<h1>Bout order</h1><p>Score ${seen}</p>${person ? `<p>Signed in as ${person}</p>` : ''}`);
      res.end(`<footer>${'Lagos '.repeat(400)}</footer>`);
    });
    app.get('/tournaments/:slug/bouts.data', (_req, res) => {
      res.type('text/x-script').send(`[{"score":${score}}]`);
    });
    app.get('/account', (_req, res) => {
      renders += 1;
      res.send(`account ${score}`);
    });
    app.post('/score', express.json(), (req, res) => {
      if (typeof req.body?.score !== 'number') return res.status(400).json({ error: 'no score' });
      score = req.body.score as number;
      res.json({ ok: true });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    cache.clear();
    score = 0;
    renders = 0;
    renderDelayMs = 0;
    behindTheDoor = 0;
    holdRender = null;
  });

  const page = '/tournaments/lagos-open/bouts';
  /** Until the last render is kept (it is compressed after its answer has gone). */
  const kept = async () => {
    while (cache.size() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  /** The bytes as sent, undecoded (fetch would decompress them). */
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  const get = (path = page, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const post = (score: unknown) =>
    fetch(`${base}/score`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ score }),
    });

  it("renders a visitor's page once, then answers from memory with a strong ETag, a 304 and a CDN's few seconds", async () => {
    const first = await get();
    const firstBody = await first.text();
    // A browser asks again each time; a CDN may hold it five seconds, and serve it stale while it asks.
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, must-revalidate');
    expect(first.headers.get('cdn-cache-control')).toBe('max-age=5, stale-while-revalidate=30');
    const second = await get();
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(firstBody);
    expect(renders).toBe(1);
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // What a live page refetches on an event (its .data) is no CDN's to hold.
    const data = await get('/tournaments/lagos-open/bouts.data');
    expect(data.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(data.headers.get('cdn-cache-control')).toBeNull();
    const again = await get(page, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // A phone that takes gzip gets the bytes compressed once, the same page.
    await kept();
    const zipped = await raw(page, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(firstBody);
    // One that refuses it gets the bytes as they are.
    const refused = await raw(page, { 'accept-encoding': 'gzip;q=0, deflate' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(firstBody);
    expect(renders).toBe(1);
  });

  it('answers a kept page at the front door, with the security headers and the nonce it was rendered with', async () => {
    const first = await get();
    const policy = first.headers.get('content-security-policy');
    expect(policy).toBe("script-src 'nonce-1'");
    await first.text();
    await kept();
    const hits = await Promise.all([get(), get(page, { cookie: 'better-auth.session_token=ada' })]);
    for (const hit of hits) {
      expect(hit.headers.get('x-page-cache')).toBe('hit');
      expect(hit.headers.get('x-frame-options')).toBe('DENY');
      expect(hit.headers.get('content-security-policy')).toBe(policy);
    }
    // Neither went through the middleware behind the door.
    expect(behindTheDoor).toBe(1);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(takesGzip('gzip, deflate, br')).toBe(true);
    expect(takesGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(takesGzip('*')).toBe(true);
    expect(takesGzip('identity')).toBe(false);
    expect(takesGzip('GZIP;q=0')).toBe(false);
    expect(takesGzip('*;q=0.5, gzip;q=0')).toBe(false);
    expect(takesGzip(undefined)).toBe(false);
  });

  it('shows a change on the next request: a live event or a write clears it, a refused write does not', async () => {
    await (await get()).text();
    expect(await (await post(3)).json()).toEqual({ ok: true });
    expect(await (await get()).text()).toContain('Score 3');
    expect((await post('three')).status).toBe(400);
    const kept = await get();
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    // Another instance's change arrives as a live event: the hub's listener clears the cache.
    score = 4;
    cache.clear();
    expect(await (await get()).text()).toContain('Score 4');
  });

  it('never keeps a page rendered from before a change, and renders again once its time is up', async () => {
    let release!: () => void;
    holdRender = new Promise<void>((resolve) => (release = resolve));
    const early = get().then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await post(5);
    holdRender = null;
    release();
    // The request that asked before the change gets what it asked for; it is not kept for anyone else.
    expect(await early).toContain('Score 0');
    expect(await (await get()).text()).toContain('Score 5');
    await kept();

    score = 6;
    nowMs += 10_001;
    expect(await (await get()).text()).toContain('Score 6');
  });

  it('once its time is up, renders it again for the first to ask and serves the old copy meanwhile, for so long', async () => {
    expect(await (await get()).text()).toContain('Score 0');
    await kept();
    // Another instance's change, which carries no live event: seen once the kept page's time is up.
    score = 7;
    nowMs += 10_001;
    let release!: () => void;
    holdRender = new Promise<void>((resolve) => (release = resolve));
    const first = get().then((r) => r.text());
    while (renders < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const meanwhile = await get();
    expect(meanwhile.headers.get('x-page-cache')).toBe('stale');
    expect(await meanwhile.text()).toContain('Score 0');
    holdRender = null;
    release();
    expect(await first).toContain('Score 7');
    let next = await get();
    while (next.headers.get('x-page-cache') !== 'hit') next = await get();
    expect(await next.text()).toContain('Score 7');
    expect(renders).toBe(2);

    // An old copy is served for at most another of its times: past that, everyone waits for the render.
    score = 8;
    nowMs += 20_001;
    holdRender = new Promise<void>((resolve) => (release = resolve));
    const again = get().then((r) => r.text());
    while (renders < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const waiting = get().then((r) => r.text());
    holdRender = null;
    release();
    expect(await again).toContain('Score 8');
    expect(await waiting).toContain('Score 8');
    expect(renders).toBe(3);
  });

  it('renders once for a hall asking at the same moment', async () => {
    renderDelayMs = 50;
    const bodies = await Promise.all(Array.from({ length: 40 }, () => get().then((r) => r.text())));
    expect(new Set(bodies).size).toBe(1);
    expect(renders).toBe(1);
  });

  it('serves no signed-in person a page with their own part and keeps none: two people, each their own', async () => {
    const tournament = '/tournaments/lagos-open';
    const visitor = await (await get(tournament)).text();
    const ada = await get(tournament, { cookie: 'better-auth.session_token=ada' });
    const bola = await get(tournament, { cookie: 'better-auth.session_token=bola' });
    expect(ada.headers.get('x-page-cache')).toBeNull();
    expect(ada.headers.get('cache-control')).toBe('private, no-store');
    expect(await ada.text()).toContain('Signed in as ada');
    expect(await bola.text()).toContain('Signed in as bola');
    const later = await get(tournament);
    expect(later.headers.get('x-page-cache')).toBe('hit');
    const seen = await later.text();
    expect(seen).toBe(visitor);
    expect(seen).not.toContain('Signed in');
    // A token (an API client) is someone too.
    const client = await get(tournament, { authorization: 'Bearer x' });
    expect(client.headers.get('x-page-cache')).toBeNull();
    expect(renders).toBe(4);
  });

  it("serves a signed-in browser the visitor's copy of a page that reads no one, for no CDN to keep", async () => {
    // Nothing kept yet: the person's page is rendered for them, and not kept.
    const first = await get(page, { cookie: 'better-auth.session_token=ada' });
    expect(first.headers.get('x-page-cache')).toBeNull();
    expect(await first.text()).toContain('Signed in as ada');
    expect(cache.size()).toBe(0);
    const visitor = await (await get()).text();
    await kept();
    for (const person of ['ada', 'bola']) {
      const served = await get(page, { cookie: `better-auth.session_token=${person}` });
      expect(served.headers.get('x-page-cache')).toBe('hit');
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(served.headers.get('cdn-cache-control')).toBeNull();
      expect(await served.text()).toBe(visitor);
    }
    // A token is an API client's: never the kept page.
    expect((await get(page, { authorization: 'Bearer x' })).headers.get('x-page-cache')).toBeNull();
    expect(renders).toBe(3);
  });

  it('keeps only the public event pages and API reads', async () => {
    await get('/account');
    await get('/account');
    expect(renders).toBe(2);
    for (const path of [
      '/tournament-schedule',
      '/tournament-schedule.ics',
      '/tournaments/lagos-open',
      '/tournaments/lagos-open.data',
      '/tournaments/lagos-open/bouts/12',
      '/tournaments/lagos-open/categories/3.data',
      '/tournaments/lagos-open/results',
      '/boxers/abc',
      '/api/v1/tournaments/7/bouts',
      '/api/v1/categories/3/bracket',
      // Every marketing page the server renders and its data (decision 0025): the site map's list is the one
      // prerendering leaves out, so a page missing here would be neither prerendered nor kept.
      ...cachedMarketingPaths.flatMap((p) => [p, p === '/' ? '/_root.data' : `${p}.data`]),
    ])
      expect(isPublicEventPath(path), path).toBe(true);
    for (const path of [
      '/tournaments/create',
      '/tournaments/lagos-open/results.csv',
      '/admin-dashboard',
      '/api/v1/me',
      '/api/v1/tournaments/7/entries',
      '/api/v1/events',
    ])
      expect(isPublicEventPath(path), path).toBe(false);
    // Of those, the ones a signed-in browser may be given the visitor's copy of: no person's part on them.
    for (const path of [
      '/tournaments/lagos-open/bouts',
      '/tournaments/lagos-open/bouts.data',
      '/tournaments/lagos-open/bouts/12',
      '/tournaments/lagos-open/categories/3.data',
      '/tournaments/lagos-open/results',
      '/tournaments/lagos-open/screen',
    ])
      expect(isPersonNeutralPath(path), path).toBe(true);
    for (const path of [
      '/tournaments/lagos-open',
      '/tournaments/lagos-open.data',
      '/boxers/abc',
      '/tournament-schedule',
    ])
      expect(isPersonNeutralPath(path), path).toBe(false);
  });
});
