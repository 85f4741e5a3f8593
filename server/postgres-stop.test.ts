import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, count, eq, gt, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { assignOfficials, drawCategory, startBout } from '~/features/competition';
import { createAccountsSharingPassword } from './auth/accounts';
import type { Viewer } from './auth/roles';
import { loadConfig } from './config';
import { openPostgres } from './db/client';
import type { DatabaseHandle } from './db/client';
import { bouts, idempotencyKeys, liveEvents, scorecards } from './db/schema';
import { seedEvent } from './db/test-builders/event.test-support';
import { startServer } from './main';
import type { RunningServer } from './main';
import { openSse } from './realtime/sse-client.test-support';
import type { SseStream } from './realtime/sse-client.test-support';

/**
 * Issue 28's fault test on PostgreSQL itself: two instances of the server share a PostgreSQL cluster of
 * this test's own, judges send their round cards through both (with bearer tokens and with cookies, each
 * card with its Idempotency-Key, sent again on a 503 as the ringside outbox does), and the cluster is
 * stopped under them, `pg_ctl stop -m fast` (every backend ended with 57P01, as a hosted database's
 * maintenance restart does) and then `-m immediate` (a crash), and started again. Neither instance may end;
 * while the database is away a cookie and a token both get the 503 database_unavailable with Retry-After;
 * once it is back both serve again without a restart; every card answered 200 is stored, each card once;
 * and every live event committed reaches, in order and once, a client that reconnects with Last-Event-ID
 * to either instance, and a stream on each instance that stays open through the outages.
 *
 * Deterministic in what it does: each stop comes after a set number of cards is acknowledged, and the
 * scores are fixed. The kernel decides which request is in flight when a stop lands. Run on PostgreSQL
 * only (with TEST_DATABASE_URL, as CI does: its binaries are there then), on a cluster of its own on a free
 * port, so the shared one other tests use is never stopped. FAULT_TRACE=1 prints its phases.
 *
 * What it found: a bearer token sent while PostgreSQL was starting again got a 401 (server/auth/viewer.ts);
 * a stream left open missed the events committed while its instance's LISTEN connection was down, when a
 * NOTIFY overtook the catch-up (server/db/listen.ts, server/realtime/hub.ts); a transaction whose BEGIN
 * failed as PostgreSQL stopped kept its pooled connection for ever, and the instance's stop hung on it
 * (server/db/client.ts); each stop waited 4 s for the client's unused sockets (server/http/shutdown.ts).
 */

const JUDGES = 3;
const BOUTS = 4;
const ROUNDS = 3;
const CARDS = JUDGES * BOUTS * ROUNDS;
/** The stops: after how many acknowledged cards, and how. */
const STOPS = [
  { after: 8, mode: 'fast' },
  { after: 22, mode: 'immediate' },
] as const;
const PASSWORD = 'postgres-stop-test-password';
/** The site's address the instances are configured with: cookie writes must come from it. */
const SITE = 'http://127.0.0.1:3999';

const t0 = Date.now();
const trace = (what: string) =>
  process.env.FAULT_TRACE && process.stderr.write(`[pg-stop ${Date.now() - t0} ms] ${what}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = promisify(execFile);
const cluster = path.resolve(import.meta.dirname, '../scripts/pg-cluster.sh');
const pgBin = async () => {
  const { stdout } = await run('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1']);
  return stdout.trim();
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const referee: Viewer = { id: 'referee', name: 'Rita Referee', email: 'rita@example.ng', role: 'referee' };

/** Three judges who sign in with a password, eight boxers drawn into four bouts, each started. */
async function prepareEvent(database: DatabaseHandle) {
  const db = database.db;
  const event = await seedEvent(db, { rules: { judgesCount: JUDGES } });
  const ids = await createAccountsSharingPassword(
    db,
    Array.from({ length: JUDGES }, (_, i) => ({
      email: `stop-judge-${i + 1}@example.ng`,
      name: `Judge ${i + 1}`,
      role: 'referee' as const,
    })),
    PASSWORD,
  );
  const judges = Array.from({ length: JUDGES }, (_, i) => ids.get(`stop-judge-${i + 1}@example.ng`)!);
  const [first] = event.categoryIds;
  await event.enter(
    first,
    Array.from({ length: 2 * BOUTS }, () => null),
  );
  await drawCategory(db, event.workspaces.organiser, first, { seed: 1 });
  const ready = await db
    .select({ id: bouts.id })
    .from(bouts)
    .where(and(isNotNull(bouts.redEntryId), isNotNull(bouts.blueEntryId)))
    .orderBy(asc(bouts.id));
  expect(ready).toHaveLength(BOUTS);
  for (const { id } of ready) {
    await assignOfficials(db, event.workspaces.organiser, id, { referee: 'referee', judges });
    await startBout(db, referee, id);
  }
  return { tournamentId: event.tournamentId, boutIds: ready.map((b) => b.id), judges };
}

const made: string[] = [];
let clusterPort: number | undefined;
afterAll(async () => {
  if (clusterPort) await run(cluster, ['stop', String(clusterPort)]).catch(() => undefined);
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'PostgreSQL stopped under write load through two instances',
  () => {
    it('no instance ends, both answer 503 then serve again, nothing acknowledged is lost, the stream misses nothing', async () => {
      const port = (clusterPort = await freePort());
      const { stdout } = await run(cluster, ['start', String(port)]);
      const url = stdout.trim();
      const dataDir = `/tmp/ajbxng-pg-${port}/data`;
      const bin = await pgBin();
      const pgCtl = async (...args: string[]) =>
        // The cluster's files are the postgres user's when the tests run as root (scripts/pg-cluster.sh).
        process.getuid?.() === 0
          ? run('su', [
              'postgres',
              '-s',
              '/bin/sh',
              '-c',
              [`${bin}/pg_ctl`, '-D', dataDir, ...args].join(' '),
            ])
          : run(`${bin}/pg_ctl`, ['-D', dataDir, ...args]);

      trace('cluster started');
      const setup = await openPostgres(url, 2);
      // scripts/pg-cluster.sh starts PostgreSQL with synchronous_commit=off, which acknowledges a commit before
      // its WAL is written: a crash (-m immediate) then loses the last commits, as it would anywhere with that
      // setting. Here, as in PostgreSQL's default, a commit is durable when acknowledged (a database's own
      // setting outranks the command line's).
      await setup.db.execute(sql`alter database postgres set synchronous_commit = on`);
      const { tournamentId, boutIds, judges } = await prepareEvent(setup).finally(() => setup.close());

      trace('event prepared');
      const unheard: unknown[] = [];
      const onUncaught = (error: unknown) => unheard.push(error);
      process.on('uncaughtException', onUncaught);
      process.on('unhandledRejection', onUncaught);
      // The instances say each lost connection and each 503 in the log: counted here, not printed.
      const logged: string[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
      const instances: RunningServer[] = [];
      const streams: SseStream[] = [];
      try {
        const start = () => {
          const dir = mkdtempSync(path.join(tmpdir(), 'ajb-pg-stop-'));
          made.push(dir);
          return startServer({
            config: loadConfig({
              DATABASE_URL: url,
              HOST: '127.0.0.1',
              PORT: '0',
              BASE_URL: SITE,
              AUTH_SECRET: 'two-instances-share-this-secret-of-40-chars',
              DATA_DIR: dir,
              DEMO_DATA: '0',
              LOG_REQUESTS: '0',
            }),
            build: async () => {
              throw new Error('the React Router build is not part of this test');
            },
          });
        };
        instances.push(await start(), await start());
        trace('instances started');
        const base = (i: number) => instances[i % 2]!.url;

        // Each judge signs in on one instance and takes a token; judge 1 sends with the cookie, the others
        // with their tokens.
        const cookies: string[] = [];
        const tokens: string[] = [];
        for (let j = 0; j < JUDGES; j++) {
          const signIn = await fetch(`${base(j)}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: SITE },
            body: JSON.stringify({ email: `stop-judge-${j + 1}@example.ng`, password: PASSWORD }),
          });
          expect(signIn.status).toBe(200);
          const cookie = signIn.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; ');
          cookies.push(cookie);
          const token = await fetch(`${base(j + 1)}/api/auth/token`, { headers: { cookie } });
          expect(token.status).toBe(200);
          tokens.push(((await token.json()) as { token: string }).token);
        }
        const credentials = (j: number): Record<string, string> =>
          j === 0 ? { cookie: cookies[j]!, origin: SITE } : { authorization: `Bearer ${tokens[j]}` };

        trace('signed in');
        // Where the stream starts: the newest event before any card.
        const opening = await openSse(`${base(0)}/api/v1/events?tournament=${tournamentId}`);
        const startId = (await opening.next((m) => m.event === 'ready')).id!;
        opening.close();
        // A stream on each instance that stays open through the outages.
        for (const i of [0, 1]) {
          const stream = await openSse(`${base(i)}/api/v1/events?tournament=${tournamentId}`, {
            'last-event-id': startId,
          });
          await stream.next((m) => m.event === 'ready');
          streams.push(stream);
        }

        const counts = { sent: 0, acknowledged: 0, unavailable: 0, replayed: 0, other: [] as string[] };
        /** "bout/judge/round" of every card answered 200. */
        const acknowledged = new Set<string>();
        /** Each device: its cards in order, through both instances in turn, each sent until answered 200. */
        const device = async (j: number) => {
          let turn = j;
          for (const [b, boutId] of boutIds.entries())
            for (let round = 1; round <= ROUNDS; round++) {
              // 10-9 to the same corner every round of a bout: never a level card.
              const [red, blue] = (b + j) % 2 ? [10, 9] : [9, 10];
              const key = `pg-stop-judge-${j + 1}-bout-${boutId}-round-${round}`;
              for (let attempt = 0; ; attempt++) {
                if (attempt > 400) throw new Error(`Card ${key} was never acknowledged`);
                if (attempt > 0) await sleep(50);
                counts.sent += 1;
                const answer = await fetch(`${base(turn++)}/api/v1/bouts/${boutId}/scorecards`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', 'idempotency-key': key, ...credentials(j) },
                  body: JSON.stringify({ round, red, blue }),
                  signal: AbortSignal.timeout(15_000),
                });
                const body = (await answer.json().catch(() => ({}))) as { error?: { code?: string } };
                if (answer.status === 503) {
                  counts.unavailable += 1;
                  expect(body.error?.code).toBe('database_unavailable');
                  expect(answer.headers.get('retry-after')).toBe('5');
                  continue;
                }
                if (answer.status === 200) {
                  counts.acknowledged += 1;
                  if (answer.headers.get('idempotent-replayed') === 'true') counts.replayed += 1;
                  acknowledged.add(`${boutId}/${judges[j]}/${round}`);
                  break;
                }
                counts.other.push(`${key}: ${answer.status} ${body.error?.code ?? ''}`);
                break;
              }
            }
        };

        /** A spectator's page: follows the stream, dropping it every 150 ms and reconnecting to the other instance. */
        const followed: { id: number; event: string }[] = [];
        let followerDone = false;
        const follower = (async () => {
          let last = startId;
          for (let round = 0; ; round++) {
            // The round that begins once every card is in reads everything committed: the last one.
            const lastRound = followerDone;
            const stream = await openSse(`${base(round)}/api/v1/events?tournament=${tournamentId}`, {
              'last-event-id': last,
            }).catch(() => undefined);
            if (!stream || stream.status !== 200) {
              await sleep(100);
              continue;
            }
            // While the database is away the stream opens, cannot read what was missed, and ends: no ready.
            const ready = await stream.next((m) => m.event === 'ready', 1_000).catch(() => undefined);
            if (ready) await sleep(150);
            stream.close();
            for (const message of stream.messages) {
              if (message.event === 'ready' || message.event === 'reload') {
                expect(message.event).toBe('ready');
                continue;
              }
              followed.push({ id: Number(message.id), event: message.event });
              last = message.id!;
            }
            if (ready && lastRound) break;
          }
        })();

        /** The 503 a cookie and a token get from each instance while the database is away. */
        const probeOutage = async () => {
          for (const i of [0, 1])
            for (const headers of [
              { cookie: cookies[0]! },
              { authorization: `Bearer ${tokens[1]}` },
            ] as Record<string, string>[]) {
              const answer = await fetch(`${base(i)}/api/v1/session`, { headers });
              expect(answer.status).toBe(503);
              expect(answer.headers.get('retry-after')).toBe('5');
              expect(await answer.json()).toMatchObject({ error: { code: 'database_unavailable' } });
            }
        };
        const healthy = async (i: number) => {
          const answer = await fetch(`${base(i)}/healthz`).catch(() => undefined);
          return answer?.status === 200;
        };

        const outages: { mode: string; acknowledgedBefore: number; downMs: number; recoveredMs: number }[] =
          [];
        const devices = Promise.all(Array.from({ length: JUDGES }, (_, j) => device(j)));
        for (const stop of STOPS) {
          while (counts.acknowledged < stop.after) await sleep(5);
          const acknowledgedBefore = counts.acknowledged;
          const stoppedAt = Date.now();
          await pgCtl('stop', '-m', stop.mode, '-w');
          await probeOutage();
          // Down a moment longer, while the devices keep sending.
          await sleep(400);
          const downMs = Date.now() - stoppedAt;
          await run(cluster, ['start', String(port)]);
          const startedAt = Date.now();
          // Both instances serve again, without a restart.
          for (const i of [0, 1]) while (!(await healthy(i))) await sleep(50);
          outages.push({ mode: stop.mode, acknowledgedBefore, downMs, recoveredMs: Date.now() - startedAt });
        }
        trace('stops done');
        await devices;
        followerDone = true;
        await follower;

        trace('devices done');
        const check = await openPostgres(url, 2);
        try {
          const db = check.db;
          const stored = await db
            .select({ boutId: scorecards.boutId, judge: scorecards.judgeUserId, round: scorecards.round })
            .from(scorecards);
          const perCard = new Map<string, number>();
          for (const card of stored) {
            const id = `${card.boutId}/${card.judge}/${card.round}`;
            perCard.set(id, (perCard.get(id) ?? 0) + 1);
          }
          const [keys] = await db
            .select({ n: count() })
            .from(idempotencyKeys)
            .where(like(idempotencyKeys.key, 'pg-stop-%'));
          const committed = (
            await db
              .select({ seq: liveEvents.seq, type: liveEvents.type })
              .from(liveEvents)
              .where(and(eq(liveEvents.tournamentId, tournamentId), gt(liveEvents.seq, Number(startId))))
              .orderBy(asc(liveEvents.seq))
          ).map((e) => ({ id: Number(e.seq), event: e.type }));

          // The streams left open: everything committed, once each, in order (the hub reads what it missed
          // while its LISTEN connection was down).
          const newest = committed.at(-1)!.id;
          for (const stream of streams)
            await stream.next((m) => Number(m.id) === newest && m.event !== 'ready', 15_000);
          const kept = streams.map((stream) =>
            stream.messages
              .filter((m) => m.event !== 'ready')
              .map((m) => ({ id: Number(m.id), event: m.event })),
          );

          trace('streams complete');
          console.log(
            [
              `PostgreSQL stopped under load (two instances): ${CARDS} cards`,
              ...outages.map(
                (o) =>
                  `  stop -m ${o.mode} after ${o.acknowledgedBefore} cards: down ${o.downMs} ms, both instances serving ${o.recoveredMs} ms after the start`,
              ),
              `  requests ${counts.sent}, answered 503 ${counts.unavailable}, acknowledged ${counts.acknowledged} (${counts.replayed} replays), other ${counts.other.length}`,
              `  stored ${stored.length} cards, ${perCard.size} distinct, keys ${keys!.n}`,
              `  live events committed ${committed.length}; the reconnecting client got ${followed.length}, the open streams ${kept.map((k) => k.length).join(' and ')}`,
              `  lines logged by the instances ${logged.length}`,
            ].join('\n'),
          );

          expect(unheard).toEqual([]);
          expect(counts.other).toEqual([]);
          expect(counts.unavailable).toBeGreaterThan(0);
          expect(counts.acknowledged).toBe(CARDS);
          expect(acknowledged.size).toBe(CARDS);
          expect(stored).toHaveLength(CARDS);
          expect([...perCard.values()].every((n) => n === 1)).toBe(true);
          expect([...perCard.keys()].sort()).toEqual([...acknowledged].sort());
          expect(keys!.n).toBe(CARDS);
          const decided = await db.select({ id: bouts.id }).from(bouts).where(eq(bouts.status, 'decided'));
          expect(decided).toHaveLength(BOUTS);
          // Three rounds scored and the decision, per bout.
          expect(committed).toHaveLength(BOUTS * (ROUNDS + 1));
          expect(followed).toEqual(committed);
          expect(kept[0]).toEqual(committed);
          expect(kept[1]).toEqual(committed);
        } finally {
          trace('checked');
          await check.close();
        }
        // Both stop at once: nothing holds them (a pooled connection never given back would, for ever).
        for (const stream of streams) stream.close();
        trace('stopping');
        const stopping = Promise.all(instances.splice(0).map((instance) => instance.stop()));
        expect(await Promise.race([stopping.then(() => 'stopped'), sleep(5_000).then(() => 'hung')])).toBe(
          'stopped',
        );
      } finally {
        for (const stream of streams) stream.close();
        await Promise.all(instances.map((instance) => instance.stop()));
        trace('stopped');
        consoleError.mockRestore();
        process.off('uncaughtException', onUncaught);
        process.off('unhandledRejection', onUncaught);
      }
    }, 60_000);
  },
);
