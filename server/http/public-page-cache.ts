import { createHash } from 'node:crypto';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { clock } from '@server/clock';

const gzipped = promisify(gzip);

/**
 * Public event pages rendered once per change (issue 29, decision 0023). Every visitor who is not signed in
 * gets the same tournament page, bout order, bracket, bout page, results, boxer profile and calendar, and
 * their `.data` and API twins, until the event moves on: the first request renders it, the rest are
 * answered from memory with a strong ETag (a 304 when the client has it) and, for a client that takes gzip,
 * bytes compressed once.
 *
 * What clears it: every live event of any tournament (each instance hears every commit through the live
 * hub, PostgreSQL's NOTIFY across instances), every write answered by this instance (a registration, an
 * edit: changes that carry no live event are seen at once here), and at the latest `maxAgeMs` after the
 * render (another instance's change that carries no live event): then the first request renders it again,
 * and those who ask meanwhile are served the old copy rather than queueing behind that render. A render that began before a clearing is
 * served to its own request but never kept, so nothing read before a change outlives it.
 *
 * Signed-in people's answers are never kept: what they see can carry their own part (their entry, their
 * invitation, a suspension only they and their coach may see). The pages that carry no one's part (the bout
 * order, a bracket, a bout, the results and the ring screen: the same for every person once the tournament
 * is public) are served to a signed-in browser from what was kept for visitors, so a hall of signed-in boxers
 * and coaches costs one render too; a person's own part lives on the tournament page, their dashboard and
 * their profile, which are rendered for them. API clients with a token never meet it.
 *
 * A kept page keeps the Content-Security-Policy nonce it was rendered with, for everyone it is served to
 * until the next render: the nonce still cannot be known before the render that carries it (each render
 * draws a fresh one), which is what stops injected markup from running.
 */

export type PublicPageCacheOptions = {
  /** The longest a kept answer is served, in milliseconds. */
  maxAgeMs: number;
  /** What a shared cache (a CDN) may do with an anonymous public answer: its s-maxage, in seconds. */
  sharedMaxAgeSeconds: number;
  /** How long a shared cache may serve a stale answer while it fetches a fresh one, in seconds. */
  staleWhileRevalidateSeconds: number;
  /** At most this many answers are kept (the least recently used go first), and this many bytes. */
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
};

type Entry = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzipBody: Buffer | null;
  etag: string;
  storedAt: number;
  bytes: number;
};

/** The public event pages and API reads every visitor sees alike; anything else passes by. */
const PUBLIC_PATHS: RegExp[] = [
  /^\/tournament-schedule(\.data|\.ics)?$/,
  /^\/tournaments\/(?!create(?:\.data)?$)[^/]+(\.data)?$/,
  /^\/tournaments\/[^/]+\/(bouts|results|screen)(\.data)?$/,
  /^\/tournaments\/[^/]+\/(bouts|categories)\/\d{1,9}(\.data)?$/,
  /^\/boxers\/[^/]+(\.data)?$/,
  // The rankings (issue 33): the same for every visitor; they change with a decision, which is a live event.
  /^\/rankings(\.data)?$/,
  // The marketing pages that show the academy's photography (issue 30 item 7, decision 0025): the same for
  // every visitor, their slots read once per render; uploading or assigning a photo is a write, which clears.
  /^\/(_root\.data)?$/,
  /^\/(about|courses|aj-bootcamp-london|success-stories)(\.data)?$/,
  // The marketing pages served as documents (issue 29): the same for every visitor, cleared like the others.
  /^\/(training-programs|ajbxng-tournaments|tournament-demo|privacy|terms|cookies)(\.data)?$/,
  /^\/courses\/(beginner|advanced|psychology|fitness|business|lifestyle|elite-championship|fundamentals-mastery|mental-champion|performance-elite)(\.data)?$/,
  /^\/api\/v1\/tournaments$/,
  /^\/api\/v1\/tournaments\/\d{1,9}(\/(bouts|categories|results))?$/,
  /^\/api\/v1\/categories\/\d{1,9}\/(bracket|standings)$/,
  /^\/api\/v1\/bouts\/\d{1,9}$/,
  /^\/api\/v1\/boxers\/[^/]+$/,
  /^\/api\/v1\/rankings$/,
];

export function isPublicEventPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The public pages whose loaders read no one (the person only decides whether a draft may be seen, and what a
 * visitor was given is public): a signed-in browser may be served the visitor's copy of these.
 */
const PERSON_NEUTRAL_PATHS: RegExp[] = [
  /^\/tournaments\/[^/]+\/(bouts|results|screen)(\.data)?$/,
  /^\/tournaments\/[^/]+\/(bouts|categories)\/\d{1,9}(\.data)?$/,
];

export function isPersonNeutralPath(pathname: string): boolean {
  return PERSON_NEUTRAL_PATHS.some((pattern) => pattern.test(pathname));
}

/** A request that carries someone: a session cookie or a bearer token. */
export function carriesSomeone(req: IncomingMessage): boolean {
  return Boolean(req.headers.authorization) || /session_token=/.test(req.headers.cookie ?? '');
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a weight above zero). */
export function takesGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let star = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = weight ? Number(weight.slice(2)) : 1;
    if (name.trim() === 'gzip') return q > 0;
    if (name.trim() === '*') star = q > 0;
  }
  return star;
}

/**
 * The response headers a kept answer is served with again (the rest are this request's own): what it is, and
 * the security headers it was rendered with, so that a kept answer is served before any other middleware.
 */
const KEPT_HEADERS = new Set([
  'content-type',
  'content-security-policy',
  'content-language',
  'link',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
  'strict-transport-security',
]);

/** The address's path, without its query: what the public paths are matched against. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function createPublicPageCache(options: PublicPageCacheOptions) {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
  const now = options.now ?? (() => clock.ms());
  let bytes = 0;
  /** Raised by every clearing: a render that began under an older generation is not kept. */
  let generation = 0;
  /**
   * How a visitor's answer may be kept elsewhere. A browser asks again each time (max-age=0, must-revalidate:
   * a 304 when nothing changed): a live page refetches on each event and must not be handed its old copy,
   * which a browser's stale-while-revalidate would do. A shared cache (a CDN) may hold a page or an API read
   * for s-maxage seconds, and serve it stale while it fetches it again by the targeted CDN-Cache-Control
   * (RFC 9213), which only CDNs read. A route's `.data` is what a live page refetches on an event: no CDN
   * holds it (the server's own copy, cleared by the event, answers the hall).
   */
  const sharedHeaders = (pathname: string): [string, string][] =>
    pathname.endsWith('.data')
      ? [['Cache-Control', 'public, max-age=0, must-revalidate']]
      : [
          ['Cache-Control', `public, max-age=0, s-maxage=${options.sharedMaxAgeSeconds}, must-revalidate`],
          [
            'CDN-Cache-Control',
            `max-age=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`,
          ],
        ];

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  /** Renders under way, by key: who asks meanwhile waits for that render instead of starting another. */
  let rendering = new Map<string, Promise<Entry | null>>();

  function clear() {
    generation += 1;
    entries.clear();
    bytes = 0;
    // Who asks after a change waits for a render begun after it; who already waits gets what they asked for.
    rendering = new Map();
  }

  function keep(key: string, entry: Entry) {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /** Answers with a kept entry: plain Node request and response, so it can run before any middleware. */
  function serve(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    signedIn = false,
    state: 'hit' | 'stale' = 'hit',
  ) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    // A signed-in person's answer is theirs alone to keep, whatever it holds: no CDN holds it.
    if (signedIn) res.setHeader('Cache-Control', 'private, no-store');
    else for (const [name, value] of sharedHeaders(pathOf(req.url ?? '/'))) res.setHeader(name, value);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Page-Cache', state);
    const asked = req.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim() === entry.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const gzip = entry.gzipBody !== null && takesGzip(req.headers['accept-encoding']);
    const body = gzip && entry.gzipBody ? entry.gzipBody : entry.body;
    // Already encoded: the compression middleware leaves it as it is.
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = entry.status;
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }

  const isFresh = (entry: Entry) => now() - entry.storedAt <= options.maxAgeMs;
  /**
   * A kept answer whose time is up, while the first request to find it so renders it again: who asks
   * meanwhile gets it rather than waiting (a hall would otherwise queue behind that render every
   * `maxAgeMs`), as a CDN's stale-while-revalidate does, for at most another `maxAgeMs`. Never after a change
   * this instance knows of: a live event or a write forgets every kept answer.
   */
  const servableWhileRendering = (key: string, entry: Entry | undefined): entry is Entry =>
    entry !== undefined && rendering.has(key) && now() - entry.storedAt <= 2 * options.maxAgeMs;

  /**
   * The front door (issue 29, decision 0023): a visitor's GET of a public page that is kept is answered here,
   * before the app's middleware (security headers, compression, body limits, the router), since everything
   * it needs was kept with it. Whatever is not answered from memory goes on (`false`).
   */
  function serveKept(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const key = req.url ?? '/';
    const pathname = pathOf(key);
    if (!isPublicEventPath(pathname)) return false;
    const signedIn = carriesSomeone(req);
    if (signedIn && (req.headers.authorization || !isPersonNeutralPath(pathname))) return false;
    const found = entries.get(key);
    if (!found) return false;
    if (!isFresh(found)) {
      if (!servableWhileRendering(key, found)) return false;
      serve(req, res, found, signedIn, 'stale');
      return true;
    }
    if (!signedIn) {
      // Most recently used last: the first entries are the ones to let go.
      entries.delete(key);
      entries.set(key, found);
    }
    serve(req, res, found, signedIn);
    return true;
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // A write answered here: whatever it changed is seen by the next request, event or not. A refused one
      // changed nothing.
      res.once('finish', () => {
        if (res.statusCode < 400) clear();
      });
      return next();
    }
    if (!isPublicEventPath(req.path)) return next();
    const key = req.originalUrl;
    if (carriesSomeone(req)) {
      // A signed-in browser on a page that reads no one: the visitor's copy if there is one (or is being made).
      if (req.headers.authorization || !isPersonNeutralPath(req.path)) return next();
      const kept = entries.get(key);
      if (kept && isFresh(kept)) return serve(req, res, kept, true);
      if (servableWhileRendering(key, kept)) return serve(req, res, kept, true, 'stale');
      const pending = rendering.get(key);
      if (!pending) return next();
      void pending.then((entry) => (entry ? serve(req, res, entry, true) : next()), next);
      return;
    }
    const found = entries.get(key);
    if (found && isFresh(found)) {
      // Most recently used last: the first entries are the ones to let go.
      entries.delete(key);
      entries.set(key, found);
      return serve(req, res, found);
    }
    if (servableWhileRendering(key, found)) return serve(req, res, found, false, 'stale');
    // Whose time is up stays until the render that replaces it is kept (served meanwhile, above).
    const pending = rendering.get(key);
    if (pending) {
      void pending.then((entry) => (entry ? serve(req, res, entry) : next()), next);
      return;
    }
    if (req.method === 'HEAD') return next();

    const startedUnder = generation;
    const renders = rendering;
    let settle: (entry: Entry | null) => void = () => {};
    renders.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    const settled = (entry: Entry | null) => {
      renders.delete(key);
      settle(entry);
    };
    res.once('close', () => {
      if (!res.writableFinished) settled(null);
    });
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      if (typeof chunk === 'string')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response['end'];
    // An anonymous public answer may be held by a shared cache for a few seconds; a signed-in one never is
    // (it does not come this way).
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (status === 200 && !res.getHeader('Set-Cookie')) {
        for (const [name, value] of sharedHeaders(req.path)) res.setHeader(name, value);
        res.setHeader('Vary', 'Accept-Encoding');
      }
      return writeHead(status, ...rest);
    }) as Response['writeHead'];

    res.once('finish', () => {
      if (res.statusCode !== 200 || res.getHeader('Set-Cookie')) return settled(null);
      const body = Buffer.concat(chunks);
      const headers: [string, string][] = [];
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers.push([name, String(value)]);
      }
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const compressible = /^(text\/|application\/(json|javascript|xml))/.test(
        String(res.getHeader('content-type') ?? ''),
      );
      void (compressible && body.length > 1024 ? gzipped(body) : Promise.resolve(null))
        .then((gzipBody) => {
          const entry: Entry = {
            status: 200,
            headers,
            body,
            gzipBody,
            etag,
            storedAt: now(),
            bytes: body.length + (gzipBody?.length ?? 0) + key.length,
          };
          // Those who asked while it rendered get it; it is kept only if nothing changed meanwhile.
          if (generation === startedUnder) keep(key, entry);
          settled(entry);
        })
        .catch(() => settled(null));
    });
    next();
  }

  return {
    /** Answers a visitor's request from memory when it can (plain Node: mount it first). */
    serveKept,
    /** Renders and keeps what `serveKept` could not answer; clears on every write answered here. */
    middleware,
    /** Forgets every kept answer (a live event of any tournament, a write). */
    clear,
    size: () => entries.size,
  };
}

export type PublicPageCache = ReturnType<typeof createPublicPageCache>;
