import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import { courseLessons, enrolments, user } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { mediaStoreFor } from '@server/media/choose';
import { startFakeS3 } from '@server/media/fake-s3.test-support';
import { ensureSampleLessons, LESSON_VIDEO_MAX_BYTES, uploadLessonVideo } from '~/features/learning';
import { DEMO_VIDEO_COURSE, DEMO_VIDEO_LESSONS, seedDemoLessonVideos } from '@server/demo/lesson-video';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

/**
 * A lesson's video and captions (issue 34) on both databases: only the course's editors upload them, typed by
 * their bytes; those who may open the lesson are served them with byte ranges; nobody else is.
 */

const person = (id: string, role: Viewer['role']): Viewer => ({
  id,
  name: id,
  email: `${id}@example.ng`,
  role,
});
// The demo's admin account, by its address: the demo's videos are uploaded as it.
const ADMIN = { ...person('admin-bola', 'admin'), email: 'admin@ajbxng.test' };
const LEARNER = person('learner-ada', 'spectator');
const REFUNDED = person('learner-refunded', 'spectator');
const OTHER = person('boxer-emeka', 'boxer');
const COURSE = 'first-steps-in-the-ring';

// The demo's sample lesson video (a browser's own recording, VP8, 6 s) and its captions.
const video = readFileSync(new URL('../../demo/assets/sample-lesson.webm', import.meta.url));
const captions = readFileSync(new URL('../../demo/assets/sample-lesson.vtt', import.meta.url));
const mp4 = readFileSync(new URL('../../media/fixtures/tiny.mp4', import.meta.url));
const png = readFileSync(new URL('../../media/fixtures/tiny.png', import.meta.url));
const fakeWebm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096)]);

describe.each(testDatabaseKinds())('a lesson’s video and captions, on %s', (kind: TestDatabaseKind) => {
  let api: ApiHarness;
  let first: number;
  let second: number;
  let firstVideoAddress: string | undefined;

  beforeAll(async () => {
    api = await startApi(kind, async (services) => {
      const db = services.database.db;
      const people = [ADMIN, LEARNER, REFUNDED, OTHER];
      await db.insert(user).values(people.map(({ id, name, email, role }) => ({ id, name, email, role })));
      await ensureSampleLessons(db);
      // Bought on the Paystack double elsewhere (learning.server.test.ts); here the enrolments as they end up.
      const bought = {
        productSlug: COURSE,
        priceKobo: 25_000_000,
        amountKobo: 25_000_000,
      };
      await db.insert(enrolments).values([
        {
          ...bought,
          product: 'course',
          userId: LEARNER.id,
          email: LEARNER.email,
          name: LEARNER.name,
          status: 'active',
        },
        {
          ...bought,
          product: 'course',
          userId: REFUNDED.id,
          email: REFUNDED.email,
          name: REFUNDED.name,
          status: 'refunded',
        },
      ]);
      return people;
    });
    const lessons = await api.services.database.db
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(eq(courseLessons.courseSlug, COURSE))
      .orderBy(asc(courseLessons.position));
    [first, second] = lessons.map((l) => l.id) as [number, number];
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const put = async (
    lesson: number,
    which: 'video' | 'captions',
    body: Buffer,
    type: string,
    as?: string,
  ) => {
    const response = await fetch(`${api.base}/api/v1/lessons/${lesson}/${which}`, {
      method: 'PUT',
      headers: { origin: api.base, 'content-type': type, ...(as ? { 'x-test-as': as } : {}) },
      body: new Uint8Array(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked field by field
  };
  const get = (lesson: number, which: 'video' | 'captions', as?: string, range?: string) =>
    fetch(`${api.base}/api/v1/lessons/${lesson}/${which}`, {
      headers: { ...(as ? { 'x-test-as': as } : {}), ...(range ? { range } : {}) },
    });
  const stored = async () => {
    try {
      return (await readdir(path.join(api.services.config.dataDir, 'media'))).sort();
    } catch {
      return [];
    }
  };

  it('takes a video and captions from the course’s editors only, by their bytes, within their sizes', async () => {
    expect((await put(first, 'video', video, 'video/webm')).status).toBe(401);
    expect(await put(first, 'video', video, 'video/webm', LEARNER.id)).toMatchObject({
      status: 403,
      json: { error: { code: 'not_an_author' } },
    });
    expect((await put(first, 'video', video, 'video/webm', OTHER.id)).status).toBe(403);
    // Not a video, by its bytes or its declared type, or one whose header does not decode.
    expect(await put(first, 'video', png, 'video/webm', ADMIN.id)).toMatchObject({
      status: 400,
      json: {
        error: {
          code: 'unsupported_media_type',
          message: 'The file is not a WebM video: its contents say otherwise.',
        },
      },
    });
    expect(await put(first, 'video', png, 'image/png', ADMIN.id)).toMatchObject({
      status: 400,
      json: { error: { message: 'A lesson’s video is an MP4 or a WebM file (not image/png).' } },
    });
    expect(await put(first, 'video', fakeWebm, 'video/webm', ADMIN.id)).toMatchObject({
      status: 400,
      json: { error: { message: 'The file is not a playable WebM video: its header does not decode.' } },
    });
    // Captions go with a video.
    expect(await put(first, 'captions', captions, 'text/vtt', ADMIN.id)).toMatchObject({
      status: 409,
      json: { error: { code: 'no_video' } },
    });
    // Too large, said before a byte is read (the store also counts as it streams: server/media tests).
    await expect(
      uploadLessonVideo(api.services.database.db, mediaStoreFor(api.services.config), ADMIN, first, {
        body: Readable.from([video]),
        contentType: 'video/webm',
        declaredLength: LESSON_VIDEO_MAX_BYTES + 1,
      }),
    ).rejects.toMatchObject({
      status: 413,
      message: 'A lesson’s video may be at most 50 MB: export it at 720p or shorten it.',
    });
    expect(await stored()).toEqual([]);

    const uploaded = await put(first, 'video', video, 'video/webm', ADMIN.id);
    firstVideoAddress = uploaded.json.media?.video;
    expect(uploaded).toMatchObject({
      status: 200,
      json: {
        media: {
          lessonId: first,
          video: expect.stringMatching(new RegExp(`^/api/v1/lessons/${first}/video\\?v=[a-f0-9]{8}$`)),
          captions: null,
        },
      },
    });
    const notVtt = await put(
      first,
      'captions',
      Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nHi\n'),
      'text/vtt',
      ADMIN.id,
    );
    expect(notVtt).toMatchObject({
      status: 400,
      json: { error: { message: 'The file is not WebVTT captions: its first line must say WEBVTT.' } },
    });
    expect(
      (await put(first, 'captions', Buffer.from('WEBVTT\n\nno cues here\n'), 'text/vtt', ADMIN.id)).status,
    ).toBe(400);
    expect((await put(first, 'captions', png, 'image/png', ADMIN.id)).status).toBe(400);
    const huge = Buffer.concat([captions, Buffer.alloc(600 * 1024, 0x20)]);
    expect(await put(first, 'captions', huge, 'text/vtt', ADMIN.id)).toMatchObject({
      status: 413,
      json: { error: { message: 'Captions may be at most 512 KB.' } },
    });
    expect(await put(first, 'captions', captions, 'text/vtt', ADMIN.id)).toMatchObject({
      status: 200,
      json: {
        media: {
          captions: expect.stringMatching(new RegExp(`^/api/v1/lessons/${first}/captions\\?v=[a-f0-9]{8}$`)),
        },
      },
    });
    // Saved by an editor that writes a byte order mark first, sent with no type: still WebVTT, by its bytes.
    const withMark = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), captions]);
    expect((await put(first, 'captions', withMark, 'application/octet-stream', ADMIN.id)).status).toBe(200);
    expect(await put(first, 'captions', captions, 'text/vtt', ADMIN.id)).toMatchObject({ status: 200 });
    expect((await stored()).map((f) => path.extname(f))).toEqual(expect.arrayContaining(['.webm', '.vtt']));
    expect(await stored()).toHaveLength(2);
  });

  it('serves them to the lesson’s learners with byte ranges, never to anyone else', async () => {
    // The lesson, read through the API, names where its video and captions are.
    const lesson = await api.call('GET', `/courses/${COURSE}/lessons/1`, { as: LEARNER.id });
    expect(lesson.json.lesson).toMatchObject({
      id: first,
      video: firstVideoAddress,
      captions: expect.stringMatching(/^\/api\/v1\/lessons\/\d+\/captions\?v=/),
    });
    const named = await fetch(`${api.base}${firstVideoAddress}`, { headers: { 'x-test-as': LEARNER.id } });
    expect(named.status).toBe(200);
    await named.arrayBuffer();
    const whole = await get(first, 'video', LEARNER.id);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('cache-control')).toBe('private, no-cache');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    const head = await get(first, 'video', LEARNER.id, 'bytes=0-99');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-99/${video.length}`);
    expect(Buffer.from(await head.arrayBuffer()).equals(video.subarray(0, 100))).toBe(true);
    const middle = await get(first, 'video', ADMIN.id, 'bytes=20000-20999');
    expect(middle.status).toBe(206);
    expect(Buffer.from(await middle.arrayBuffer()).equals(video.subarray(20_000, 21_000))).toBe(true);
    const past = await get(first, 'video', LEARNER.id, `bytes=${video.length + 10}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${video.length}`);

    const vtt = await get(first, 'captions', LEARNER.id);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await vtt.text()).toBe(captions.toString());

    for (const which of ['video', 'captions'] as const) {
      expect((await get(first, which)).status, which).toBe(401);
      for (const who of [OTHER, REFUNDED]) {
        const refused = await get(first, which, who.id, 'bytes=0-99');
        expect(refused.status, `${who.id} ${which}`).toBe(403);
        expect(refused.headers.get('cache-control')).toBe('private, no-store');
        expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not_enrolled');
      }
      // A lesson without one.
      expect((await get(second, which, LEARNER.id)).status, which).toBe(404);
    }
    expect((await get(99_999, 'video', LEARNER.id)).status).toBe(404);
  });

  it('replaces a video (the old file goes) and removes it with its captions', async () => {
    // A new file at a new address: no browser plays the old one from its copy.
    const replaced = await put(first, 'video', mp4, 'video/mp4', ADMIN.id);
    expect(replaced.status).toBe(200);
    expect(replaced.json.media.video).not.toBe(firstVideoAddress);
    expect((await stored()).map((f) => path.extname(f)).sort()).toEqual(['.mp4', '.vtt']);
    const played = await get(first, 'video', LEARNER.id, 'bytes=0-99');
    expect(played.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await played.arrayBuffer()).equals(mp4.subarray(0, 100))).toBe(true);

    expect((await api.call('DELETE', `/lessons/${first}/video`, { as: LEARNER.id })).status).toBe(403);
    const removed = await api.call('DELETE', `/lessons/${first}/video`, { as: ADMIN.id });
    expect(removed).toMatchObject({ status: 200, json: { media: { video: null, captions: null } } });
    expect(await stored()).toEqual([]);
    expect((await get(first, 'video', LEARNER.id)).status).toBe(404);
    expect((await get(first, 'captions', LEARNER.id)).status).toBe(404);
  });

  it('gives the demo’s course its sample video and captions through the same upload, once', async () => {
    const db = api.services.database.db;
    const store = mediaStoreFor(api.services.config);
    expect(await seedDemoLessonVideos(db, store)).toBe(true);
    expect(await seedDemoLessonVideos(db, store)).toBe(false);
    const lessons = await db
      .select({
        position: courseLessons.position,
        video: courseLessons.videoKey,
        captions: courseLessons.captionsKey,
      })
      .from(courseLessons)
      .where(eq(courseLessons.courseSlug, DEMO_VIDEO_COURSE))
      .orderBy(asc(courseLessons.position));
    const withVideo = lessons.filter((l) => l.video && l.captions).map((l) => l.position);
    expect(withVideo).toEqual(Array.from({ length: DEMO_VIDEO_LESSONS }, (_, i) => i + 1));
    expect(await stored()).toHaveLength(2 * DEMO_VIDEO_LESSONS);
  });
});

/**
 * The same serving from an S3-compatible bucket (sendRemoteMedia, not the data folder's sendFile): its byte
 * ranges and its privacy. The store's behaviour does not depend on the database: one kind is enough.
 */
describe('a lesson’s video from an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let api: ApiHarness;
  let lesson: number;

  beforeAll(async () => {
    s3 = await startFakeS3();
    api = await startApi(testDatabaseKinds()[0]!, async (services) => {
      services.config.mediaS3 = s3.config;
      await services.database.db.insert(user).values({ ...ADMIN });
      await services.database.db.insert(user).values({ ...OTHER });
      await ensureSampleLessons(services.database.db);
      return [ADMIN, OTHER];
    });
    const [row] = await api.services.database.db
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(eq(courseLessons.courseSlug, COURSE))
      .orderBy(asc(courseLessons.position))
      .limit(1);
    lesson = row!.id;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  it('answers ranges with the bytes asked, privately, and refuses anyone not enrolled', async () => {
    const uploaded = await fetch(`${api.base}/api/v1/lessons/${lesson}/video`, {
      method: 'PUT',
      headers: { origin: api.base, 'content-type': 'video/webm', 'x-test-as': ADMIN.id },
      body: new Uint8Array(video),
    });
    expect(uploaded.status).toBe(200);
    expect(s3.objects.size).toBe(1);
    const get = (as: string, range: string) =>
      fetch(`${api.base}/api/v1/lessons/${lesson}/video`, { headers: { 'x-test-as': as, range } });
    const head = await get(ADMIN.id, 'bytes=0-99');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-99/${video.length}`);
    expect(head.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await head.arrayBuffer()).equals(video.subarray(0, 100))).toBe(true);
    const middle = await get(ADMIN.id, 'bytes=20000-20999');
    expect(middle.status).toBe(206);
    expect(Buffer.from(await middle.arrayBuffer()).equals(video.subarray(20_000, 21_000))).toBe(true);
    expect((await get(ADMIN.id, `bytes=${video.length + 10}-`)).status).toBe(416);
    const refused = await get(OTHER.id, 'bytes=0-99');
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
  });
});
