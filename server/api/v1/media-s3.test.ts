import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import { testDatabaseKinds } from '@server/db/testing';
import { startFakeS3 } from '@server/media/fake-s3.test-support';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

const people: Viewer[] = [
  { id: 'organiser', name: 'Olu Organiser', email: 'olu@example.ng', role: 'coach' },
  { id: 'spectator', name: 'Funmi Fan', email: 'funmi@example.ng', role: 'spectator' },
];
// A real photo (16×16, made with sharp): the upload decodes its header.
const png = readFileSync(new URL('../../media/fixtures/tiny.png', import.meta.url));
const html = Buffer.from('<!doctype html><script>alert(1)</script>                         ');

/** Issue 17 item 5: media in an S3-compatible bucket when configured, through the same API as the data folder. */
describe.each(testDatabaseKinds())('media in an S3-compatible bucket, on %s', (kind) => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let api: ApiHarness;
  let tournamentId: number;

  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());
  beforeEach(async () => {
    api = await startApi(kind, async (services) => {
      // The store is chosen when first used, from the config as MEDIA_S3_* made it.
      services.config.mediaS3 = s3.config;
      tournamentId = (await seedEvent(services.database.db)).tournamentId;
      return people;
    });
  });
  afterEach(() => api.close());

  const upload = async (body: Buffer, type: string) => {
    const response = await fetch(`${api.base}/api/v1/tournaments/${tournamentId}/media?title=Ring%20walk`, {
      method: 'POST',
      headers: { origin: api.base, 'content-type': type, 'x-test-as': 'organiser' },
      body: new Uint8Array(body),
    });
    return {
      status: response.status,
      json: (await response.json()) as { media: { id: number; url: string } },
    };
  };

  it('uploads into the bucket, serves from it (whole, a range, a revalidation), and deletes from it', async () => {
    const stored = await upload(png, 'image/png');
    expect(stored.status).toBe(201);
    expect(s3.objects.size).toBe(1);
    expect(
      (await api.call('GET', `/tournaments/${tournamentId}/media`, { as: 'organiser' })).json.media,
    ).toHaveLength(1);

    const whole = await fetch(`${api.base}${stored.json.media.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await whole.arrayBuffer()).equals(png)).toBe(true);

    const part = await fetch(`${api.base}${stored.json.media.url}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${png.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true);
    const tail = await fetch(`${api.base}${stored.json.media.url}`, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(png.subarray(-10))).toBe(true);
    const beyond = await fetch(`${api.base}${stored.json.media.url}`, { headers: { range: 'bytes=99999-' } });
    expect(beyond.status).toBe(416);
    const again = await fetch(`${api.base}${stored.json.media.url}`, {
      headers: { 'if-none-match': whole.headers.get('etag')! },
    });
    expect(again.status).toBe(304);

    const deleted = await api.call('DELETE', `/media/${stored.json.media.id}`, {
      as: 'organiser',
      key: 'delete-1',
    });
    expect(deleted.status).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect((await fetch(`${api.base}${stored.json.media.url}`)).status).toBe(404);
  });

  it('refuses a disguised file and one too large, leaving nothing in the bucket', async () => {
    expect(await upload(html, 'image/png')).toMatchObject({
      status: 400,
      json: { error: { code: 'unsupported_media_type' } },
    });
    expect(await upload(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 'image/png')).toMatchObject({
      status: 413,
      json: { error: { code: 'payload_too_large' } },
    });
    expect(s3.objects.size).toBe(0);
    expect(s3.uploads.size).toBe(0);
  });
});
