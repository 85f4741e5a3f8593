import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { tournaments } from '@server/db/schema';
import { createPostgresTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { startServer } from '@server/main';
import { recordCommittedLiveEvent, recordLiveEvent } from '@server/realtime/events';
import { CATCH_UP_LIMIT } from '@server/realtime/hub';
import { openSse } from '@server/realtime/sse-client.test-support';
import type { SseStream } from '@server/realtime/sse-client.test-support';
import { publishTournament } from '~/features/tournaments';
import { workspaceFor } from '~/features/organisations';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

const organiser = { id: 'organiser', name: 'Olu Organiser', email: 'olu@example.ng', role: 'coach' } as const;

/** Folders made by these tests, removed after them. */
const made: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajb-live-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())('GET /api/v1/events on %s', (kind) => {
  let api: ApiHarness;
  let base: string;
  let tournamentId: number;
  let draftId: number;
  /** A published tournament with no events until a test writes one. */
  let quietId: number;
  const streams: SseStream[] = [];
  const open = async (query: string, headers: Record<string, string> = {}) => {
    const stream = await openSse(`${base}/api/v1/events?${query}`, headers);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    api = await startApi(kind, async (services) => {
      const event = await seedEvent(services.database.db);
      tournamentId = event.tournamentId;
      const [source] = await services.database.db
        .select()
        .from(tournaments)
        .where(eq(tournaments.id, tournamentId));
      const { id: _id, ...copy } = source!;
      const [draft] = await services.database.db
        .insert(tournaments)
        .values({ ...copy, slug: 'draft-open', status: 'draft' })
        .returning({ id: tournaments.id });
      draftId = draft!.id;
      const [quiet] = await services.database.db
        .insert(tournaments)
        .values({ ...copy, slug: 'quiet-open', status: 'published' })
        .returning({ id: tournaments.id });
      quietId = quiet!.id;
      return [organiser];
    });
    base = api.base;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await api.close();
  });

  it('streams a committed event to a visitor with its id, unbuffered by compression, after a ready event', async () => {
    const stream = await open(`tournament=${tournamentId}`, { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    await stream.next((m) => m.event === 'ready');
    const id = await recordCommittedLiveEvent(api.services.database.db, 'round.scored', {
      tournamentId,
      boutId: 7,
      categoryId: 3,
      round: 2,
    });
    const message = await stream.next((m) => m.event === 'round.scored');
    expect(message).toEqual({
      event: 'round.scored',
      id: String(id),
      data: { tournamentId, boutId: 7, categoryId: 3, round: 2 },
    });
  });

  it('sends a client that reconnects with Last-Event-ID what it missed, then the live ones', async () => {
    const seen = await recordCommittedLiveEvent(api.services.database.db, 'bout.started', {
      tournamentId,
      boutId: 8,
    });
    const missed = await recordCommittedLiveEvent(api.services.database.db, 'bout.decided', {
      tournamentId,
      boutId: 8,
    });
    const stream = await open(`tournament=${tournamentId}`, { 'last-event-id': String(seen) });
    const ready = await stream.next((m) => m.event === 'ready');
    expect(stream.messages.map((m) => [m.event, m.id])).toEqual([
      ['bout.decided', String(missed)],
      ['ready', String(missed)],
    ]);
    expect(ready.id).toBe(String(missed));
    // A new EventSource cannot send the header: the same through ?lastEventId=.
    const again = await open(`tournament=${tournamentId}&lastEventId=${seen}`);
    await again.next((m) => m.event === 'ready');
    expect(again.messages.map((m) => m.event)).toEqual(['bout.decided', 'ready']);
  });

  it('tells a client that missed more than the window to reload, with the newest id to go on from', async () => {
    const from = await recordCommittedLiveEvent(api.services.database.db, 'bout.started', { tournamentId });
    let newest = from;
    for (let i = 0; i <= CATCH_UP_LIMIT; i++)
      newest = await recordCommittedLiveEvent(api.services.database.db, 'round.scored', {
        tournamentId,
        round: 1,
      });
    const stream = await open(`tournament=${tournamentId}`, { 'last-event-id': String(from) });
    await stream.next((m) => m.event === 'ready');
    expect(stream.messages.map((m) => [m.event, m.id])).toEqual([
      ['reload', String(newest)],
      ['ready', String(newest)],
    ]);
  });

  it('gives ready the id 0 while a tournament has no events, and a client reconnecting with it gets what came meanwhile', async () => {
    const first = await open(`tournament=${quietId}`);
    const ready = await first.next((m) => m.event === 'ready');
    // Never an id of better-sse's making (a random one): sent back, it would match nothing of ours.
    expect(ready.id).toBe('0');
    first.close();
    const meanwhile = await recordCommittedLiveEvent(api.services.database.db, 'bout.started', {
      tournamentId: quietId,
      boutId: 1,
    });
    const again = await open(`tournament=${quietId}`, { 'last-event-id': '0' });
    await again.next((m) => m.event === 'ready');
    expect(again.messages.map((m) => [m.event, m.id])).toEqual([
      ['bout.started', String(meanwhile)],
      ['ready', String(meanwhile)],
    ]);
    // The same through ?lastEventId=0, as our pages' EventSource sends it.
    const page = await open(`tournament=${quietId}&lastEventId=0`);
    await page.next((m) => m.event === 'ready');
    expect(page.messages.map((m) => m.event)).toEqual(['bout.started', 'ready']);
  });

  it("without a tournament streams every published tournament's events, never a draft's, and catches up alike", async () => {
    const db = api.services.database.db;
    const stream = await open('', { 'accept-encoding': 'gzip' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-encoding')).toBeNull();
    const ready = await stream.next((m) => m.event === 'ready');
    await recordLiveEvent(db, 'tournament.updated', { tournamentId: draftId });
    const published = await recordCommittedLiveEvent(db, 'bout.started', { tournamentId, boutId: 9 });
    const message = await stream.next((m) => m.event === 'bout.started');
    expect(message).toEqual({
      event: 'bout.started',
      id: String(published),
      // A bout event tells the bout's state after it, in the API's vocabulary (issue 26).
      data: { tournamentId, boutId: 9, state: 'in_progress' },
    });
    // The draft's event came first and was not sent.
    expect(stream.messages.map((m) => m.event)).toEqual(['ready', 'bout.started']);

    // Reconnecting from the ready id: the published tournament's event again, not the draft's.
    const again = await open(`lastEventId=${ready.id ?? 0}`);
    await again.next((m) => m.event === 'ready');
    expect(again.messages.map((m) => [m.event, m.id])).toEqual([
      ['bout.started', String(published)],
      ['ready', String(published)],
    ]);
    const unknown = await open('', { 'last-event-id': '999999999' });
    await unknown.next((m) => m.event === 'ready');
    expect(unknown.messages.map((m) => m.event)).toEqual(['reload', 'ready']);
  });

  it('refuses a draft to a visitor (404) and a malformed tournament id (400), as JSON', async () => {
    const draft = await fetch(`${base}/api/v1/events?tournament=${draftId}`);
    expect(draft.status).toBe(404);
    expect((await draft.json()).error.code).toBe('tournament_not_found');
    const bad = await fetch(`${base}/api/v1/events?tournament=abc`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('tournament');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('a change written through one instance reaches an SSE client of the other', async () => {
    const database = await createPostgresTestDatabase();
    const start = () =>
      startServer({
        config: loadConfig({
          DATABASE_URL: database.url,
          HOST: '127.0.0.1',
          PORT: '0',
          AUTH_SECRET: 'two-instances-share-this-secret-of-40-chars',
          DATA_DIR: tempDir(),
          LOG_REQUESTS: '0',
        }),
        build: async () => {
          throw new Error('the React Router build is not part of these tests');
        },
      });
    const [writer, reader] = [await start(), await start()];
    let stream: SseStream | undefined;
    try {
      const event = await seedEvent(writer.services.database.db);
      await writer.services.database.db
        .update(tournaments)
        .set({ status: 'draft' })
        .where(eq(tournaments.id, event.tournamentId));
      // The organiser may follow their own draft; the stream opens on the reading instance.
      reader.services.viewerFor = async () => organiser;
      stream = await openSse(`${reader.url}/api/v1/events?tournament=${event.tournamentId}`);
      await stream.next((m) => m.event === 'ready');
      const workspace = await workspaceFor(writer.services.database.db, organiser);
      await publishTournament(writer.services.database.db, workspace, event.tournamentId);
      const message = await stream.next((m) => m.event === 'tournament.updated');
      expect(message.data).toEqual({ tournamentId: event.tournamentId, status: 'published' });
      expect(Number(message.id)).toBeGreaterThan(0);
    } finally {
      stream?.close();
      await writer.stop();
      await reader.stop();
      await database.drop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('catch-up under concurrent commits, two instances', () => {
  it('a client reconnecting with Last-Event-ID to either instance misses nothing and gets nothing twice (issue 28)', async () => {
    const database = await createPostgresTestDatabase();
    const start = () =>
      startServer({
        config: loadConfig({
          DATABASE_URL: database.url,
          HOST: '127.0.0.1',
          PORT: '0',
          AUTH_SECRET: 'two-instances-share-this-secret-of-40-chars',
          DATA_DIR: tempDir(),
          LOG_REQUESTS: '0',
        }),
        build: async () => {
          throw new Error('the React Router build is not part of these tests');
        },
      });
    const instances = [await start(), await start()];
    let stream: SseStream | undefined;
    try {
      const event = await seedEvent(instances[0]!.services.database.db);
      const tournamentId = event.tournamentId;
      for (const instance of instances) instance.services.viewerFor = async () => organiser;
      const url = (i: number) => `${instances[i % 2]!.url}/api/v1/events?tournament=${tournamentId}`;
      stream = await openSse(url(0));
      let last = (await stream.next((m) => m.event === 'ready')).id!;
      stream.close();

      // 60 changes through both instances, ten at a time, each committing after a random pause: the
      // order they are written in is not the order they commit in (seeded, so each run is the same).
      const TOTAL = 60;
      let seed = 20_261_128;
      const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 40;
      const pauses = Array.from({ length: TOTAL }, () => Math.floor(random()));
      const writing = (async () => {
        for (let batch = 0; batch < TOTAL; batch += 10)
          await Promise.all(
            pauses.slice(batch, batch + 10).map((pause, k) =>
              instances[(batch + k) % 2]!.services.database.db.transaction(async (tx) => {
                await recordLiveEvent(tx, 'round.scored', { tournamentId, boutId: 1, round: batch + k + 1 });
                await new Promise((resolve) => setTimeout(resolve, pause));
              }),
            ),
          );
      })();

      // The client drops its stream every 120 ms and reconnects, alternately to each instance.
      const received: number[] = [];
      let done = false;
      void writing.then(() => (done = true));
      for (let round = 0; round < 200 && !(done && received.length >= TOTAL); round++) {
        stream = await openSse(url(round + 1), { 'last-event-id': last });
        await stream.next((m) => m.event === 'ready');
        await new Promise((resolve) => setTimeout(resolve, 120));
        stream.close();
        for (const message of stream.messages) {
          if (message.event !== 'round.scored') continue;
          received.push((message.data as { round: number }).round);
          last = message.id!;
        }
      }
      await writing;
      expect(received.length).toBe(TOTAL);
      expect([...received].sort((a, b) => a - b)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    } finally {
      stream?.close();
      for (const instance of instances) await instance.stop();
      await database.drop();
    }
  }, 60_000);
});

describe.each(testDatabaseKinds())('how many live streams an instance keeps open, on %s', (kind) => {
  let api: ApiHarness;
  const streams: SseStream[] = [];
  const open = async () => {
    const stream = await openSse(`${api.base}/api/v1/events`);
    streams.push(stream);
    return stream;
  };
  /** A refused opening, read as a client reads it (the body is JSON, not a stream). */
  const refused = async () => {
    const response = await fetch(`${api.base}/api/v1/events`, { headers: { accept: 'text/event-stream' } });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      json: await response.json(),
    };
  };
  /** Opens a stream once the server has noticed a closed one (it learns of it a moment later). */
  const openOnceFreed = async () => {
    for (let tries = 0; tries < 50; tries++) {
      const stream = await open();
      if (stream.status === 200) return stream;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('no place came free');
  };

  beforeAll(async () => {
    api = await startApi(kind, async () => []);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await api.close();
  });

  it('caps one address, then the instance, with a 429 and Retry-After; a closed stream frees its place', async () => {
    const config = api.services.config;
    const defaults = { perAddress: config.liveStreamsPerAddress, max: config.liveStreamsMax };
    expect(defaults).toEqual({ perAddress: 50, max: 2000 });
    try {
      // Every stream here comes from 127.0.0.1: two for it.
      config.liveStreamsPerAddress = 2;
      const first = await open();
      const second = await open();
      await first.next((m) => m.event === 'ready');
      await second.next((m) => m.event === 'ready');
      const third = await refused();
      expect(third).toMatchObject({ status: 429, json: { error: { code: 'too_many_streams' } } });
      expect(third.json.error.message).toMatch(/from your address \(2 at most\)/);
      expect(Number(third.retryAfter)).toBeGreaterThan(0);

      first.close();
      const again = await openOnceFreed();
      await again.next((m) => m.event === 'ready');
      expect((await refused()).status).toBe(429);

      // The instance's cap: the address may hold more, the server takes no more.
      config.liveStreamsPerAddress = 100;
      config.liveStreamsMax = 3;
      await (await open()).next((m) => m.event === 'ready');
      const full = await refused();
      expect(full).toMatchObject({ status: 429, json: { error: { code: 'too_many_streams' } } });
      expect(full.json.error.message).toMatch(/as many people as this server can take/);
      expect(full.retryAfter).not.toBeNull();
    } finally {
      config.liveStreamsPerAddress = defaults.perAddress;
      config.liveStreamsMax = defaults.max;
    }
  });
});
