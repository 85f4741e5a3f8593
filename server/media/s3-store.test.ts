import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { mediaStoreFor } from './choose';
import { ACCESS_KEY, BUCKET, REGION, SECRET, startFakeS3 } from './fake-s3.test-support';
import { PART_BYTES, s3MediaStore } from './s3-store';
import type { S3MediaConfig } from './s3-store';
import type { LocatedMedia } from './store';

/** A file of `size` bytes that opens with `magic`, streamed in 64 KiB pieces as a request body is. */
function file(magic: number[] | string, size: number): { stream: () => Readable; bytes: Buffer } {
  const bytes = randomBytes(size);
  Buffer.from(typeof magic === 'string' ? Buffer.from(magic, 'latin1') : magic).copy(bytes);
  return {
    bytes,
    stream: () =>
      Readable.from(
        (function* () {
          for (let at = 0; at < size; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
        })(),
      ),
  };
}
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const MP4 = '\0\0\0\x18ftypisom\0\0\0\0';

async function readAll(found: LocatedMedia, range?: { start: number; end: number }) {
  if ('path' in found) throw new Error('expected a remote file');
  return buffer(await found.read(range));
}

describe('the S3-compatible media store', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let config: S3MediaConfig;
  beforeAll(async () => {
    s3 = await startFakeS3();
    config = s3.config;
  });
  afterAll(() => s3.close());
  beforeEach(() => {
    s3.log.length = 0;
  });

  it('stores a photo in one signed PUT, serves it whole and by range, and deletes it', async () => {
    const store = s3MediaStore(config);
    const photo = file(PNG, 300_000);
    const stored = await store.put(photo.stream(), 'image/png', 5 * 1024 * 1024);
    expect(stored).toMatchObject({ ok: true, byteSize: 300_000 });
    if (!stored.ok) return;
    expect(stored.key).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(s3.log.map((r) => r.method)).toEqual(['PUT']);
    expect(s3.objects.get(`media/${stored.key}`)).toMatchObject({ type: 'image/png' });

    const found = await store.locate(stored.key);
    expect(found).toMatchObject({ byteSize: 300_000, etag: expect.stringMatching(/^".+"$/) });
    expect((await readAll(found!)).equals(photo.bytes)).toBe(true);
    expect((await readAll(found!, { start: 100, end: 199 })).equals(photo.bytes.subarray(100, 200))).toBe(
      true,
    );

    await store.remove(stored.key);
    expect(await store.locate(stored.key)).toBeNull();
    expect(s3.objects.size).toBe(0);
    // A key that is not one of ours is never sent to the bucket.
    expect(await store.locate('../other-bucket/secret')).toBeNull();
  });

  it('sends a video in parts of at most 8 MiB (never the whole file in memory) and puts them together', async () => {
    const store = s3MediaStore(config);
    const video = file(MP4, 2 * PART_BYTES + 1_000_000);
    const stored = await store.put(video.stream(), 'video/mp4', 50 * 1024 * 1024);
    expect(stored).toMatchObject({ ok: true, byteSize: video.bytes.length });
    if (!stored.ok) return;
    const parts = s3.log.filter((r) => r.query.includes('partNumber='));
    expect(parts.map((r) => r.bytes)).toEqual([PART_BYTES, PART_BYTES, 1_000_000]);
    expect(Math.max(...s3.log.map((r) => r.bytes))).toBeLessThanOrEqual(PART_BYTES + 64 * 1024);
    expect(s3.uploads.size).toBe(0);
    expect((await readAll((await store.locate(stored.key))!)).equals(video.bytes)).toBe(true);
    await store.remove(stored.key);
  });

  it('refuses a file past its limit, abandoning the parts sent, and keeps nothing', async () => {
    const store = s3MediaStore(config);
    const video = file(MP4, PART_BYTES + 2_000_000);
    expect(await store.put(video.stream(), 'video/mp4', PART_BYTES + 1_000_000)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    // One part had gone up; the multipart upload was abandoned, so the bucket keeps (and bills) nothing.
    expect(s3.log.some((r) => r.method === 'DELETE' && r.query.includes('uploadId='))).toBe(true);
    expect(s3.uploads.size).toBe(0);
    expect(s3.objects.size).toBe(0);

    s3.log.length = 0;
    const photo = file(PNG, 5 * 1024 * 1024 + 1);
    expect(await store.put(photo.stream(), 'image/png', 5 * 1024 * 1024)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(s3.log).toEqual([]);
  });

  it('refuses a file whose first bytes are not its declared type before sending any of it', async () => {
    const store = s3MediaStore(config);
    const page = file('<!doctype html><html><body>', 40_000);
    expect(await store.put(page.stream(), 'image/png', 5 * 1024 * 1024)).toEqual({
      ok: false,
      reason: 'wrong_type',
    });
    expect(await store.put(Readable.from([]), 'image/png', 5 * 1024 * 1024)).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(s3.log).toEqual([]);
    expect(s3.objects.size).toBe(0);
  });

  it('fails plainly when the bucket refuses the signature (a wrong secret)', async () => {
    const store = s3MediaStore({ ...config, secretAccessKey: 'not-the-secret-of-this-bucket-000000' });
    await expect(store.put(file(PNG, 1_000).stream(), 'image/png', 5 * 1024 * 1024)).rejects.toThrow(
      /The media store refused the file: 403 .*signature does not match/,
    );
    expect(s3.objects.size).toBe(0);
  });

  it('is chosen from the config: MEDIA_S3_BUCKET with the AWS keys, else the data folder', () => {
    const env = {
      DATA_DIR: '/tmp/ajb-media-config',
      AUTH_SECRET: 'x'.repeat(40),
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_ENDPOINT: config.endpoint,
      MEDIA_S3_REGION: REGION,
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: SECRET,
    };
    expect(loadConfig(env).mediaS3).toEqual({ ...config, sessionToken: undefined });
    expect(loadConfig({ DATA_DIR: env.DATA_DIR, AUTH_SECRET: env.AUTH_SECRET }).mediaS3).toBeUndefined();
    expect(() => loadConfig({ ...env, AWS_SECRET_ACCESS_KEY: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, MEDIA_S3_BUCKET: 'Not A Bucket' })).toThrow(/MEDIA_S3_BUCKET/);
    expect(() =>
      loadConfig({ DATA_DIR: env.DATA_DIR, AUTH_SECRET: env.AUTH_SECRET, MEDIA_S3_REGION: REGION }),
    ).toThrow(/name the bucket too/);
  });

  it('serves through mediaStoreFor: the bucket when configured (a stream), else the data folder (a path)', async () => {
    const inBucket = mediaStoreFor({ dataDir: '/nonexistent', mediaS3: config });
    const stored = await inBucket.put(file(PNG, 2_000).stream(), 'image/png', 5 * 1024 * 1024);
    if (!stored.ok) throw new Error('not stored');
    const found = await inBucket.locate(stored.key);
    expect(found && 'read' in found).toBe(true);
    await inBucket.remove(stored.key);
  });
});
