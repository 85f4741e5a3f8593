import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import type { Database, DatabaseHandle } from '@server/db/client';
import { user } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { fileMediaStore } from '@server/media/store';
import type { MediaStore } from '@server/media/store';
import { MAX_SITE_IMAGE_BYTES } from './limits';
import { assignSlot, setFocalPoint, siteMediaLibrary, uploadSiteMedia } from './library.server';
import { siteMediaFile, sitePhotos, slottedFilm } from './photos.server';
import { renditionWidths } from './renditions.server';

const admin: Viewer = { id: 'admin', name: 'Ada Admin', email: 'ada@example.ng', role: 'admin' };
const coach: Viewer = { id: 'coach', name: 'Olu Organiser', email: 'olu@example.ng', role: 'coach' };
const facts = { title: 'Heavy bag, Lagos', altText: 'A boxer on the heavy bag in the Lagos gym' };

/** A photo as a browser posts it: bytes, a declared type, a name. */
const file = (bytes: Buffer, type: string, name = 'photo') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('how wide the renditions are made', () => {
  it('takes each width the original reaches, and its own width below the largest: never upscaled', () => {
    expect(renditionWidths(3000)).toEqual([480, 960, 1600, 2400]);
    expect(renditionWidths(2400)).toEqual([480, 960, 1600, 2400]);
    expect(renditionWidths(1000)).toEqual([480, 960, 1000]);
    expect(renditionWidths(300)).toEqual([300]);
  });
});

describe.each(testDatabaseKinds())('the site media library on %s', (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  let dataDir: string;
  let store: MediaStore;
  /** A 640 × 400 JPEG: renditions at 480 and 640 px (its own width), none wider. */
  let jpeg: Buffer;

  const storedFiles = () => {
    try {
      return readdirSync(path.join(dataDir, 'media')).filter((name) => !name.startsWith('.'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    db = handle.db;
    await db
      .insert(user)
      .values([admin, coach].map(({ id, name, email, role }) => ({ id, name, email, role })));
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-media-'));
    store = fileMediaStore(dataDir);
    jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#e8b949' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes AVIF and WebP renditions at the widths the photo reaches, and serves them to the pages', async () => {
    const item = await uploadSiteMedia(db, store, admin, { file: file(jpeg, 'image/jpeg'), facts });
    expect(item).toMatchObject({ kind: 'image', width: 640, height: 400, altText: facts.altText });
    const made = item.renditions.map((r) => `${r.format}@${r.width}`).sort();
    expect(made).toEqual(['avif@480', 'avif@640', 'webp@480', 'webp@640']);
    // The original and four renditions are in the store.
    expect(storedFiles()).toHaveLength(5);

    await assignSlot(db, admin, 'home-hero', item.id);
    await setFocalPoint(db, admin, item.id, 0.25, 0.4);
    expect((await siteMediaLibrary(db, admin))[0]).toMatchObject({ slots: ['home-hero'], focalX: 0.25 });
    const photos = await sitePhotos(db);
    const hero = photos['home-hero']!;
    expect(hero).toMatchObject({ alt: facts.altText, width: 640, height: 400, focalX: 0.25 });
    expect(hero.avif.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '640w']);
    expect(hero.webp).toMatch(/^\/api\/v1\/site-media\/[a-f0-9]{32}\.webp 480w, /);

    // A rendition is served with its type; the original (its camera metadata) never is.
    const avifKey = /\/site-media\/([a-f0-9]{32}\.avif) 480w/.exec(hero.avif)![1]!;
    const served = await siteMediaFile(db, store, avifKey);
    expect(served.contentType).toBe('image/avif');
    expect((await sharp(readFileSync((served as { path: string }).path)).metadata()).width).toBe(480);
    const original = storedFiles().find((name) => name.endsWith('.jpg'))!;
    await expect(siteMediaFile(db, store, original)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a photo without alt text, with a message that says what to write', async () => {
    const { siteMediaFactsSchema } = await import('./forms');
    const parsed = siteMediaFactsSchema.safeParse({ title: 'Hero', altText: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/Alt text is required: describe what the photo shows/);
  });

  it('refuses a file whose bytes are not the type it claims, and keeps nothing of it', async () => {
    const before = storedFiles().length;
    const html = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(200, ' '));
    await expect(
      uploadSiteMedia(db, store, admin, { file: file(html, 'image/png'), facts }),
    ).rejects.toMatchObject({ status: 400, code: 'unsupported_media_type' });
    // A real PNG sent as a JPEG is refused by its bytes as well.
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(
      uploadSiteMedia(db, store, admin, { file: file(png, 'image/jpeg'), facts }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/not a JPEG photo/) });
    await expect(
      uploadSiteMedia(db, store, admin, { file: file(jpeg, 'application/pdf'), facts }),
    ).rejects.toMatchObject({ status: 400, code: 'unsupported_media_type' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a photo over 15 MB before storing anything', async () => {
    const before = storedFiles().length;
    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_SITE_IMAGE_BYTES)]);
    await expect(
      uploadSiteMedia(db, store, admin, { file: file(huge, 'image/jpeg'), facts }),
    ).rejects.toMatchObject({ status: 413, message: expect.stringMatching(/at most 15 MB/) });
    expect(storedFiles()).toHaveLength(before);
  });

  it('is the admins’ alone: an organiser can neither upload, list nor assign', async () => {
    await expect(
      uploadSiteMedia(db, store, coach, { file: file(jpeg, 'image/jpeg'), facts }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(siteMediaLibrary(db, coach)).rejects.toMatchObject({ status: 403 });
    await expect(assignSlot(db, coach, 'home-hero', null)).rejects.toMatchObject({ status: 403 });
  });

  it('plays the film put in the training-film slot, and refuses a photo there', async () => {
    expect(await slottedFilm(db)).toBeNull();
    const mp4 = readFileSync(path.resolve('server/media/fixtures/tiny.mp4'));
    const film = await uploadSiteMedia(db, store, admin, {
      file: file(mp4, 'video/mp4'),
      facts: { title: 'Inside the gym', altText: 'A session with the coaching team in Lagos' },
    });
    const [photo] = await siteMediaLibrary(db, admin).then((items) =>
      items.filter((i) => i.kind === 'image'),
    );
    await expect(assignSlot(db, admin, 'home-training-film', photo!.id)).rejects.toMatchObject({
      status: 400,
      code: 'wrong_kind',
    });
    await assignSlot(db, admin, 'home-training-film', film.id);
    expect(await slottedFilm(db)).toMatchObject({ src: film.previewUrl, contentType: 'video/mp4' });
    await expect(assignSlot(db, admin, 'nowhere', film.id)).rejects.toMatchObject({ code: 'unknown_slot' });
  });
});
