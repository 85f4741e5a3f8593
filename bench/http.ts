// npm run bench:http — issue 29's figures: how the public event pages and their API twins stand up to a hall
// full of phones, against a bare static server handing out the same home page on the same machine.
//
// One run: builds if there is no build, starts the production server (`npm run serve`, its own process, PGlite
// in a fresh data folder, with the demo event mid-way) and a bare Node server of the home page's HTML (its own
// process too), then, with autocannon in this process:
//   1. every public event page, its `.data` twin and its API twin at CONNECTIONS (default "50,500") for
//      SECONDS (default 5) each: req/s, p50, p99, errors (non-2xx and socket errors), and req/s as a share of
//      the bare server's at the same connections;
//   2. "a hall": HALL (default 2,000) clients each open the bout order, spread over HALL_SECONDS (10), while the
//      demo event's judges keep sending scorecards through the API (as `npm run demo:live` does, without its
//      pause): the time until every client has the page, and the scorecards' p50/p99; then every client
//      follows the live stream and the next round's cards are sent: how many clients hear the result, and when.
// ROUTES=<substring> keeps only the routes whose path contains it; HALL=0 skips the hall.
//
// Figures of 2026-11-28 (2 cores, other work running, load average 2-8; decision 0023): before the page cache,
// the public event pages at 50 connections 13-42 req/s (0-1 % of the bare server's 4,800), p99 1.7-2.0 s; after
// it, 2,023-2,628 req/s (49-64 %), p99 57-97 ms, their .data and the API reads 2,811-5,758 req/s; at 500
// connections no errors. The hall: 2,000 clients had the bout order as they asked (the last after 10-11 s of a
// 10 s spread), scorecards meanwhile p99 161-243 ms; then all 2,000 following the stream heard the round's result
// p50 210 ms, p99 336 ms after its last card was sent.
//
// Figures of 2026-11-29, 07:43 UTC (quiet machine, load average 1.2-1.5), with every request asking for gzip as
// a phone does (IDENTITY=1 drops the header) and the bare server sending bytes compressed ahead of time, as a
// static host does: the bare server 4,623 req/s at 50 connections. The app's kept answers, served before any
// other middleware (decision 0023, "The front door"): pages 2,253-3,092 req/s (49-67 %), their .data 3,035-4,361
// (66-94 %), the API reads 3,011-3,800 (65-82 %), p99 25-87 ms, no errors. At 500 connections no errors, p99
// 0.1-0.6 s on most routes but 1.0-3.3 s on two to five of 21, different ones in two runs (stalls of the whole
// process, not of a route; the bare server 0.35-0.48 s). The hall: the last of 2,000 clients had the bout order
// 10.0 s into a 10 s spread, 0 failed; scorecards meanwhile p50 86 ms, p99 246 ms (9 cards; the deciding one
// waited ~1 s before only the boxers concerned had their badges rerun); all 2,000 heard the round's result
// p50 212 ms, p99 273 ms after its last card. With the badge rules batched (08:30 UTC, the hall alone):
// scorecards p50 109 ms, p99 215 ms; the round's result p50 278 ms, p99 343 ms.
//
// Figures, not a test: nothing fails on a slow answer. The load generator shares the machine's cores with both
// servers, as a phone never does, so the absolute figures are a floor; the share of the bare server's req/s
// is the figure to compare between runs and machines.
import './production-env';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { demoDriver } from '../scripts/demo-live';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = (process.env.CONNECTIONS ?? '50,500').split(',').map(Number);
const SECONDS = Number(process.env.SECONDS ?? 5);
const HALL = Number(process.env.HALL ?? 2000);
const HALL_SECONDS = Number(process.env.HALL_SECONDS ?? 10);
const ROUTES = process.env.ROUTES ?? '';
/** The demo event mid-way, as the browser tests see it: 18:30 in Lagos, a final in the ring. */
const AJB_NOW = process.env.AJB_NOW ?? '2026-11-28T18:30:00+01:00';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function waitFor(url: string, child: ChildProcess, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url}: no answer within ${seconds} s`);
}

function startApp(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      AJB_NOW,
      LOG_REQUESTS: '0',
      BACKUP_MINUTES: '0',
      // The hall's clients all come from this machine's one address.
      LIVE_STREAMS_PER_ADDRESS: String(Math.max(HALL, 50)),
      LIVE_STREAMS_MAX: String(Math.max(HALL, 2000)),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

/**
 * The bare static server: one file's bytes, the headers a static host sends, nothing else; compressed once
 * ahead of time for a client that takes gzip, as a static host's precompressed files (nginx's gzip_static) are.
 */
function startBare(port: number, file: string) {
  const source = `
    const http = require('node:http');
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const gzipped = require('node:zlib').gzipSync(body, { level: 9 });
    http.createServer((req, res) => {
      const gzip = /\\bgzip\\b/.test(req.headers['accept-encoding'] || '');
      const bytes = gzip ? gzipped : body;
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': bytes.length,
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(bytes);
    }).listen(${port}, '127.0.0.1', 4096);`;
  return spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** What every phone's browser sends; IDENTITY=1 asks for the uncompressed bytes instead. */
const PHONE_HEADERS: Record<string, string> =
  process.env.IDENTITY === '1' ? {} : { 'accept-encoding': 'gzip, deflate, br' };

type Figures = { rps: number; p50: number; p99: number; errors: number };

async function load(url: string, connections: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    timeout: 10,
    headers: PHONE_HEADERS,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The pages and API reads a spectator's phone makes, for the demo event. */
async function routesOf(base: string) {
  type Listed = { tournaments: { id: number; slug: string; name: string }[] };
  const listed = async (status: string) =>
    (await json<Listed>(`${base}/api/v1/tournaments?status=${status}`).catch(() => null))?.tournaments ?? [];
  const tournaments = [...(await listed('upcoming')), ...(await listed('past'))];
  const event = tournaments.find((t) => /Cup/.test(t.name)) ?? tournaments[0];
  if (!event) throw new Error('No demo event on the server');
  const { bouts } = await json<{
    bouts: {
      id: number;
      categoryId: number;
      status: string;
      red: { boxerId?: string; id?: string } | null;
    }[];
  }>(`${base}/api/v1/tournaments/${event.id}/bouts`);
  const decided = bouts.find((b) => b.status === 'decided') ?? bouts[0]!;
  const boxerId = decided.red?.boxerId ?? decided.red?.id;
  const { id, slug } = event;
  const pages = [
    '/tournament-schedule',
    '/tournament-schedule.ics',
    `/tournaments/${slug}`,
    `/tournaments/${slug}/bouts`,
    `/tournaments/${slug}/categories/${decided.categoryId}`,
    `/tournaments/${slug}/bouts/${decided.id}`,
    `/tournaments/${slug}/results`,
    ...(boxerId ? [`/boxers/${boxerId}`] : []),
  ];
  const data = pages.filter((p) => !p.endsWith('.ics')).map((p) => `${p}.data`);
  const api = [
    '/api/v1/tournaments',
    `/api/v1/tournaments/${id}`,
    `/api/v1/tournaments/${id}/bouts`,
    `/api/v1/categories/${decided.categoryId}/bracket`,
    `/api/v1/bouts/${decided.id}`,
    `/api/v1/tournaments/${id}/results`,
    ...(boxerId ? [`/api/v1/boxers/${boxerId}`] : []),
  ];
  return { event, routes: ['/', ...pages, ...data, ...api].filter((r) => r.includes(ROUTES)) };
}

/** HALL clients open the bout order over HALL_SECONDS while the judges score; then they follow the stream. */
async function hall(base: string, event: { id: number; slug: string }) {
  const scorecardTimes: number[] = [];
  const plainFetch = globalThis.fetch;
  let lastCardAt = 0;
  globalThis.fetch = async (input, init) => {
    const started = performance.now();
    if (String(input instanceof Request ? input.url : input).includes('/scorecards')) lastCardAt = started;
    const response = await plainFetch(input, init);
    if (String(input instanceof Request ? input.url : input).includes('/scorecards'))
      scorecardTimes.push(performance.now() - started);
    return response;
  };
  const driver = await demoDriver(base);
  // The judges score a round every 400 ms (three cards at once, as at ringside), and leave the last bout for
  // the live stream below: each bout still to box is a start and three rounds.
  const { bouts } = await json<{ bouts: { status: string; red: unknown; blue: unknown }[] }>(
    `${base}/api/v1/tournaments/${event.id}/bouts`,
  );
  let budget = Math.max(0, bouts.filter((b) => b.status === 'scheduled' && b.red && b.blue).length * 4 - 4);
  let scoring = true;
  const judges = (async () => {
    while (scoring && budget-- > 0) {
      const step = await driver.step().catch(() => ({ kind: 'failed' as const }));
      if (step.kind === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  })();

  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const page = `${base}/tournaments/${event.slug}/bouts`;
  const started = performance.now();
  let failed = 0;
  const arrivals = await Promise.all(
    Array.from(
      { length: HALL },
      (_, i) =>
        new Promise<number>((resolve) => {
          setTimeout(
            () => {
              http
                .get(page, { agent, headers: PHONE_HEADERS }, (res) => {
                  res.resume();
                  res.on('end', () => {
                    if (res.statusCode !== 200) failed += 1;
                    resolve(performance.now() - started);
                  });
                })
                .on('error', () => {
                  failed += 1;
                  resolve(performance.now() - started);
                });
            },
            (i * HALL_SECONDS * 1000) / HALL,
          );
        }),
    ),
  );
  scoring = false;
  await judges;
  const sorted = [...scorecardTimes].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  console.log(
    `\nThe hall: ${HALL} clients opened the bout order over ${HALL_SECONDS} s; the last had it after ` +
      `${(Math.max(...arrivals) / 1000).toFixed(1)} s; ${failed} failed. Scorecards meanwhile: ${sorted.length}, ` +
      `p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms.`,
  );
  if (process.env.VERBOSE === '1')
    console.log(`Scorecards, ms: ${scorecardTimes.map((t) => t.toFixed(0)).join(' ')}`);

  // Every client then follows the event's live stream; the judges send the next round's cards.
  const heard: number[] = [];
  let opened = 0;
  let refused = 0;
  const sockets: http.ClientRequest[] = [];
  let sentAt = 0;
  await new Promise<void>((resolve) => {
    for (let i = 0; i < HALL; i++) {
      const request = http.get(`${base}/api/v1/events?tournament=${event.id}`, { agent }, (res) => {
        if (res.statusCode !== 200) {
          refused += 1;
          res.resume();
        } else {
          let seen = false;
          res.on('data', (chunk: Buffer) => {
            if (!seen && sentAt && chunk.includes('round.scored')) {
              seen = true;
              heard.push(performance.now());
            }
            if (chunk.includes('event: ready') || chunk.includes('event:ready')) opened += 1;
          });
        }
        if (opened + refused >= HALL) resolve();
      });
      request.on('error', () => {
        refused += 1;
        if (opened + refused >= HALL) resolve();
      });
      sockets.push(request);
    }
    setTimeout(resolve, 30_000);
  });
  sentAt = performance.now();
  let step = await driver.step();
  while (step.kind === 'started') step = await driver.step();
  await new Promise((resolve) => setTimeout(resolve, 5000));
  for (const request of sockets) request.destroy();
  globalThis.fetch = plainFetch;
  // From the moment the round's last card was sent (the one that makes the round's result).
  const delays = heard.map((at) => at - lastCardAt).sort((a, b) => a - b);
  const q = (p: number) => delays[Math.min(delays.length - 1, Math.floor(p * delays.length))] ?? NaN;
  console.log(
    `Then ${opened} followed the live stream (${refused} refused); ${delays.length} heard the next round's ` +
      `result (${step.kind === 'round' ? `bout ${step.number}, round ${step.round}` : step.kind}): ` +
      `p50 ${q(0.5).toFixed(0)} ms, p99 ${q(0.99).toFixed(0)} ms after its last card was sent.`,
  );
}

async function main() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
  if (!existsSync(path.join(buildDir, 'server'))) {
    console.log('No build: building first (react-router build)…');
    const built = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ajb-bench-http-'));
  const appPort = await freePort();
  const base = `http://127.0.0.1:${appPort}`;
  const app = startApp(appPort, dataDir);
  let bare: ChildProcess | undefined;
  try {
    console.log('Starting the server with the demo event (seeding takes a while on a first start)…');
    await waitFor(`${base}/healthz`, app, 300);
    const home = Buffer.from(await (await fetch(`${base}/`)).arrayBuffer());
    const homeFile = path.join(dataDir, 'bare-home.html');
    writeFileSync(homeFile, home);
    const barePort = await freePort();
    bare = startBare(barePort, homeFile);
    await waitFor(`http://127.0.0.1:${barePort}/`, bare, 30);

    const { event, routes } = await routesOf(base);
    console.log(`The demo event: ${event.name} (${event.slug}); ${SECONDS} s a route; \`uptime\` before:`);
    console.log(spawnSync('uptime', { encoding: 'utf8' }).stdout.trim());
    for (const connections of CONNECTIONS) {
      const baseline = await load(`http://127.0.0.1:${barePort}/`, connections);
      console.log(
        `\n${connections} connections                            req/s    p50 ms   p99 ms  errors  share`,
      );
      const line = (name: string, f: Figures) =>
        console.log(
          `${name.slice(0, 52).padEnd(52)} ${pad(f.rps.toFixed(0), 7)} ${pad(f.p50, 8)} ${pad(f.p99, 8)} ${pad(
            f.errors,
            7,
          )} ${pad(`${((100 * f.rps) / baseline.rps).toFixed(0)} %`, 6)}`,
        );
      line('bare static server, the home page', baseline);
      for (const route of routes) line(route, await load(`${base}${route}`, connections));
    }
    if (HALL > 0) await hall(base, event);
  } finally {
    bare?.kill('SIGTERM');
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
