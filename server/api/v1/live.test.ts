import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveEvents, mediaUploads, pollVotes, tournaments, user } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { Viewer } from '@server/auth/roles';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

const person = (id: string, role: Viewer['role']): Viewer => ({
  id,
  name: id,
  email: `${id}@example.ng`,
  role,
});
const FANS = 50;
const fans = Array.from({ length: FANS }, (_, i) => person(`fan-${i + 1}`, 'spectator'));
const people = [
  person('admin', 'admin'),
  person('organiser', 'coach'),
  person('other-organiser', 'coach'),
  person('referee', 'referee'),
  person('spectator', 'spectator'),
  ...fans,
];

// Real photos (16×16, made with sharp), and one that only opens like a PNG: its signature, then padding.
const png = readFileSync(new URL('../../media/fixtures/tiny.png', import.meta.url));
const jpeg = readFileSync(new URL('../../media/fixtures/tiny.jpg', import.meta.url));
const fakePng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
// A real MP4 (16×16, 0.2 s, H.264; made with ffmpeg), and one that only opens like one: an `ftyp` box, then zeros.
const mp4 = readFileSync(new URL('../../media/fixtures/tiny.mp4', import.meta.url));
const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096)]);
// A real WebM (16×16, 0.2 s, VP8; made with ffmpeg), and one that only opens like one: the EBML magic, then zeros.
const webm = readFileSync(new URL('../../media/fixtures/tiny.webm', import.meta.url));
const fakeWebm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096)]);
const html = Buffer.from('<!doctype html><script>alert(1)</script>                         ');

describe.each(testDatabaseKinds())('fan polls and media on %s', (kind) => {
  let api: ApiHarness;
  let tournamentId: number;
  let boxers: string[];

  beforeEach(async () => {
    api = await startApi(kind, async (services) => {
      const db = services.database.db;
      const event = await seedEvent(db);
      tournamentId = event.tournamentId;
      await event.enter(event.categoryIds[0], ['A', 'B', null]);
      boxers = ['boxer-1', 'boxer-2', 'boxer-3'];
      await db
        .insert(user)
        .values(fans.map((f) => ({ id: f.id, name: f.name, email: f.email, role: 'spectator' })));
      return people;
    });
  });
  afterEach(async () => {
    await api.close();
  });

  async function openPoll(extra: Record<string, unknown> = {}) {
    const created = await api.call('POST', `/tournaments/${tournamentId}/polls`, {
      as: 'organiser',
      body: {
        question: 'Who is your fan favourite?',
        kind: 'fan_favourite',
        options: boxers.map((boxerId) => ({ boxerId })),
        ...extra,
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    return created.json.poll as { id: number; options: { id: number; label: string }[] };
  }

  it('lets organisers open polls on their own tournament only, with options of that tournament', async () => {
    const body = { question: 'Fan favourite?', options: boxers.map((boxerId) => ({ boxerId })) };
    expect((await api.call('POST', `/tournaments/${tournamentId}/polls`, { body })).status).toBe(401);
    expect(
      (await api.call('POST', `/tournaments/${tournamentId}/polls`, { as: 'spectator', body })).status,
    ).toBe(403);
    expect(
      await api.call('POST', `/tournaments/${tournamentId}/polls`, { as: 'other-organiser', body }),
    ).toMatchObject({ status: 403, json: { error: { code: 'forbidden' } } });
    expect(
      await api.call('POST', `/tournaments/${tournamentId}/polls`, {
        as: 'organiser',
        body: { ...body, options: [{ boxerId: 'boxer-1' }, { boxerId: 'fan-1' }] },
      }),
    ).toMatchObject({
      status: 400,
      json: { error: { code: 'invalid_poll', fields: { options: expect.any(Array) } } },
    });
    const poll = await openPoll();
    expect(poll.options.map((o) => o.label)).toEqual(['Boxer 1', 'Boxer 2', 'Boxer 3']);
  });

  it('counts exactly one vote per account: 50 fans at once, and one fan voting again and again at once', async () => {
    const poll = await openPoll();
    const [first, second] = poll.options;
    const answers = await Promise.all(
      fans.map((fan, i) =>
        api.call('POST', `/polls/${poll.id}/votes`, {
          as: fan.id,
          body: { optionId: i % 3 === 0 ? first!.id : second!.id },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(fans.map(() => 201));
    const repeats = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('POST', `/polls/${poll.id}/votes`, { as: 'spectator', body: { optionId: first!.id } }),
      ),
    );
    expect(repeats.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of repeats.filter((a) => a.status !== 201))
      expect(refused).toMatchObject({
        status: 409,
        json: { error: { code: 'already_voted', message: 'You have already voted in this poll' } },
      });
    const again = await api.call('POST', `/polls/${poll.id}/votes`, {
      as: 'fan-1',
      body: { optionId: second!.id },
    });
    expect(again.status).toBe(409);

    const db = api.services.database.db;
    const [stored] = await db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.pollId, poll.id));
    expect(Number(stored!.n)).toBe(FANS + 1);
    // Each stored vote is announced once (refused ones never): open pages revalidate their totals.
    const [announced] = await db
      .select({ n: count() })
      .from(liveEvents)
      .where(eq(liveEvents.type, 'vote.cast'));
    expect(Number(announced!.n)).toBe(FANS + 1);
    const shown = await api.call('GET', `/polls/${poll.id}`, { as: 'fan-1' });
    expect(shown.json.poll.results.total).toBe(FANS + 1);
    const firstVotes = fans.filter((_, i) => i % 3 === 0).length + 1;
    expect(shown.json.poll.results.options[0]).toMatchObject({ votes: firstVotes });
    expect(shown.json.poll.results.options[1]).toMatchObject({ votes: FANS + 1 - firstVotes });
    expect(shown.json.poll.myVote).toBe(first!.id);
  });

  it('hides results until the caller has voted, refuses strangers and closed polls, and shows final results', async () => {
    const poll = await openPoll();
    expect(
      (await api.call('POST', `/polls/${poll.id}/votes`, { body: { optionId: poll.options[0]!.id } })).status,
    ).toBe(401);
    expect((await api.call('GET', `/polls/${poll.id}`, { as: 'spectator' })).json.poll.results).toBeNull();
    expect(
      await api.call('POST', `/polls/${poll.id}/votes`, { as: 'spectator', body: { optionId: 999999 } }),
    ).toMatchObject({ status: 422, json: { error: { code: 'invalid_option' } } });
    const voted = await api.call('POST', `/polls/${poll.id}/votes`, {
      as: 'fan-2',
      body: { optionId: poll.options[1]!.id },
    });
    expect(voted.json.poll.results.options[1]).toMatchObject({ votes: 1, percent: 100 });

    expect((await api.call('POST', `/polls/${poll.id}/close`, { as: 'other-organiser' })).status).toBe(403);
    const closed = await api.call('POST', `/polls/${poll.id}/close`, { as: 'organiser' });
    expect(closed.json.poll).toMatchObject({ closed: true });
    expect(
      await api.call('POST', `/polls/${poll.id}/votes`, {
        as: 'spectator',
        body: { optionId: poll.options[0]!.id },
      }),
    ).toMatchObject({ status: 409, json: { error: { code: 'poll_closed' } } });
    const visitor = await api.call('GET', `/tournaments/${tournamentId}/polls`);
    expect(visitor.json.polls[0]).toMatchObject({ closed: true, myVote: null, results: { total: 1 } });
  });

  it('stores an organiser’s image by its bytes, serves it with its type and caching, and marks it a highlight', async () => {
    const upload = (as: string, body: Buffer, type: string, query = 'title=Ring%20walk') =>
      fetchRaw(api, `/tournaments/${tournamentId}/media?${query}`, { as, body, type });
    expect((await upload('spectator', png, 'image/png')).status).toBe(403);
    expect((await upload('other-organiser', png, 'image/png')).status).toBe(403);
    const disguised = await upload('organiser', html, 'image/png');
    expect(disguised).toMatchObject({ status: 400, json: { error: { code: 'unsupported_media_type' } } });
    // Refused after its first bytes, the rest still arriving: the answer still reaches the client.
    const bigFake = await upload(
      'organiser',
      Buffer.concat([html, Buffer.alloc(3 * 1024 * 1024, 32)]),
      'image/png',
    );
    expect(bigFake).toMatchObject({ status: 400, json: { error: { code: 'unsupported_media_type' } } });
    expect((await upload('organiser', jpeg, 'image/png')).status).toBe(400);
    expect((await upload('organiser', png, 'text/html')).status).toBe(400);
    expect((await upload('organiser', png, 'image/png', 'title=')).status).toBe(400);
    const tooBig = await upload(
      'organiser',
      Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]),
      'image/png',
    );
    expect(tooBig).toMatchObject({ status: 413, json: { error: { code: 'payload_too_large' } } });
    // Refused files leave nothing behind.
    expect(await mediaFiles(api)).toEqual([]);

    const stored = await upload('organiser', png, 'image/png', 'title=Ring%20walk&boxerId=boxer-1');
    expect(stored.status, JSON.stringify(stored.json)).toBe(201);
    expect(stored.json.media).toMatchObject({
      title: 'Ring walk',
      isHighlight: false,
      boxer: { name: 'Boxer 1' },
    });
    // Its first bytes say PNG, its header does not decode: refused, and nothing kept (issue 27).
    const fakePhoto = await upload('organiser', fakePng, 'image/png', 'title=Not%20a%20photo');
    expect(fakePhoto).toMatchObject({
      status: 400,
      json: {
        error: {
          code: 'unsupported_media_type',
          message: 'The file is not a PNG image: its header does not decode.',
        },
      },
    });
    expect(await mediaFiles(api)).toHaveLength(1);
    // Its first bytes say MP4, its movie does not decode: refused, and nothing kept (issue 27).
    const fake = await upload('organiser', fakeMp4, 'video/mp4', 'title=Not%20a%20video');
    expect(fake).toMatchObject({
      status: 400,
      json: {
        error: {
          code: 'unsupported_media_type',
          message: 'The file is not a playable MP4 video: its movie header does not decode.',
        },
      },
    });
    expect(await mediaFiles(api)).toHaveLength(1);
    const video = await upload('organiser', mp4, 'video/mp4', 'title=Final%20round&highlight=true');
    expect(video.status, JSON.stringify(video.json)).toBe(201);
    expect(video.json.media).toMatchObject({ kind: 'video', isHighlight: true, byteSize: mp4.length });
    // Its first bytes say WebM, its Matroska header does not decode: refused, and nothing kept.
    const fakeClip = await upload('organiser', fakeWebm, 'video/webm', 'title=Not%20a%20clip');
    expect(fakeClip).toMatchObject({
      status: 400,
      json: {
        error: {
          code: 'unsupported_media_type',
          message: 'The file is not a playable WebM video: its header does not decode.',
        },
      },
    });
    expect(await mediaFiles(api)).toHaveLength(2);
    const clip = await upload('organiser', webm, 'video/webm', 'title=Warm%20up');
    expect(clip.status, JSON.stringify(clip.json)).toBe(201);
    expect(clip.json.media).toMatchObject({ kind: 'video', byteSize: webm.length });

    const file = await fetch(`${api.base}${stored.json.media.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    const mark = await api.call('POST', `/media/${stored.json.media.id}/highlight`, {
      as: 'organiser',
      body: { highlight: true },
    });
    expect(mark.json.media.isHighlight).toBe(true);
    const db = api.services.database.db;
    const highlights = await db.select().from(mediaUploads).where(eq(mediaUploads.isHighlight, true));
    expect(highlights).toHaveLength(2);

    // A draft's media are not public.
    await db.update(tournaments).set({ status: 'draft' }).where(eq(tournaments.id, tournamentId));
    expect((await fetch(`${api.base}${stored.json.media.url}`)).status).toBe(404);
  });
});

async function fetchRaw(api: ApiHarness, route: string, options: { as: string; body: Buffer; type: string }) {
  const response = await fetch(`${api.base}/api/v1${route}`, {
    method: 'POST',
    headers: { origin: api.base, 'content-type': options.type, 'x-test-as': options.as },
    body: new Uint8Array(options.body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked field by field
}

async function mediaFiles(api: ApiHarness) {
  try {
    return await readdir(path.join(api.services.config.dataDir, 'media'));
  } catch {
    return [];
  }
}
