import { desc, eq, inArray } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { clock } from '@server/clock';
import type { Database } from '@server/db/client';
import { siteMedia, siteMediaSlots } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { inspectMedia } from '@server/media/inspect';
import { sniffMediaType } from '@server/media/sniff';
import type { MediaStore } from '@server/media/store';
import { ServiceError } from '@server/service-error';
import type { SiteMediaFacts } from './forms';
import { isSiteMediaType, MAX_SITE_IMAGE_BYTES, MAX_SITE_VIDEO_BYTES, siteMediaUrl } from './limits';
import type { SiteMediaType } from './limits';
import { makeRenditions } from './renditions.server';
import { siteSlot } from './slots';

/** One item of the library as the admin's page shows it. */
export type LibraryItem = {
  id: number;
  kind: 'image' | 'video';
  title: string;
  altText: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  focalX: number;
  focalY: number;
  /** A rendition about 480 px wide (an image) or the film itself (a video), for the admin's preview. */
  previewUrl: string;
  renditions: { format: string; width: number; byteSize: number }[];
  slots: string[];
  createdAt: string;
};

/** What an upload is: the posted file (a web File) and its facts. */
export type SiteUpload = { file: Blob | null; facts: SiteMediaFacts };

const notAdmin = () =>
  new ServiceError(403, 'forbidden', 'Only the academy’s admins manage the site’s photography and film.');

function requireAdmin(viewer: Viewer) {
  if (viewer.role !== 'admin') throw notAdmin();
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * An admin adds a photo or a film to the library. A photo (JPEG, PNG, WebP or AVIF, at most 15 MB) is
 * stored as uploaded and as AVIF and WebP renditions at the widths it reaches (renditions.server.ts); a film
 * (MP4 or WebM, at most 50 MB) as uploaded. The bytes decide the type: a file whose first bytes or header
 * say otherwise than its declared type is refused, and nothing is kept of a refused upload.
 */
export async function uploadSiteMedia(
  db: Database,
  store: MediaStore,
  viewer: Viewer,
  upload: SiteUpload,
): Promise<LibraryItem> {
  requireAdmin(viewer);
  const { file, facts } = upload;
  if (!file || file.size === 0)
    throw new ServiceError(400, 'invalid_media', 'Choose a photo or a film to upload.', {
      file: ['Choose a file'],
    });
  const bytes = Buffer.from(await file.arrayBuffer());
  // A browser names the type from the file's extension; without one, the bytes name it.
  const declared = (file.type || sniffMediaType(bytes.subarray(0, 64)) || '').toLowerCase();
  if (!isSiteMediaType(declared))
    throw new ServiceError(
      400,
      'unsupported_media_type',
      'Upload a JPEG, PNG, WebP or AVIF photo, or an MP4 or WebM film.',
      { file: ['A JPEG, PNG, WebP or AVIF photo, or an MP4 or WebM film'] },
    );
  const kind = declared.startsWith('video/') ? 'video' : 'image';
  const max = kind === 'video' ? MAX_SITE_VIDEO_BYTES : MAX_SITE_IMAGE_BYTES;
  if (bytes.length > max)
    throw new ServiceError(
      413,
      'payload_too_large',
      `${kind === 'video' ? 'A film' : 'A photo'} may be at most ${megabytes(max)}; this one is ${megabytes(bytes.length)}.`,
      { file: ['Too large'] },
    );
  const stored = await store.put(Readable.from([bytes]), declared, max);
  if (!stored.ok) throw wrongType(declared);
  const inspection = inspectMedia(declared);
  inspection.push(bytes);
  const undecodable = await inspection.finish();
  if (undecodable) {
    await store.remove(stored.key);
    throw new ServiceError(400, 'unsupported_media_type', undecodable, {
      file: ['The file’s contents do not match its type'],
    });
  }
  let made: Awaited<ReturnType<typeof makeRenditions>> | null = null;
  try {
    if (kind === 'image') made = await makeRenditions(bytes, store);
    const [row] = await db
      .insert(siteMedia)
      .values({
        kind,
        title: facts.title,
        altText: facts.altText,
        contentType: declared,
        byteSize: stored.byteSize,
        storageKey: stored.key,
        width: made?.width ?? null,
        height: made?.height ?? null,
        renditions: made?.renditions ?? [],
        uploadedBy: viewer.id,
      })
      .returning({ id: siteMedia.id });
    return await libraryItem(db, row!.id);
  } catch (error) {
    // No row, no files: a failed rendition or insert leaves nothing in the store.
    await Promise.all(
      [stored.key, ...(made?.renditions ?? []).map((r) => r.storageKey)].map((key) => store.remove(key)),
    );
    throw error;
  }
}

function wrongType(declared: SiteMediaType) {
  const video = declared.startsWith('video/');
  return new ServiceError(
    400,
    'unsupported_media_type',
    `The file is not a ${declared.split('/')[1]!.toUpperCase()} ${video ? 'film' : 'photo'}: its contents say otherwise.`,
    { file: ['The file’s contents do not match its type'] },
  );
}

/** The library, newest first, each item with the slots it is shown in. */
export async function siteMediaLibrary(db: Database, viewer: Viewer): Promise<LibraryItem[]> {
  requireAdmin(viewer);
  const rows = await db
    .select()
    .from(siteMedia)
    .orderBy(desc(siteMedia.createdAt), desc(siteMedia.id))
    .limit(200);
  return toItems(db, rows);
}

/** Every slot that has an item, for the admin's slot list: slot → media id. */
export async function slotAssignments(db: Database, viewer: Viewer): Promise<Record<string, number>> {
  requireAdmin(viewer);
  const rows = await db.select().from(siteMediaSlots);
  return Object.fromEntries(rows.map((row) => [row.slot, row.mediaId]));
}

async function libraryItem(db: Database, id: number): Promise<LibraryItem> {
  const rows = await db.select().from(siteMedia).where(eq(siteMedia.id, id));
  if (!rows[0]) throw notFound();
  return (await toItems(db, rows))[0]!;
}

const notFound = () =>
  new ServiceError(404, 'media_not_found', 'That photo or film is no longer in the library.');

async function toItems(db: Database, rows: (typeof siteMedia.$inferSelect)[]): Promise<LibraryItem[]> {
  const ids = rows.map((row) => row.id);
  const slots = ids.length
    ? await db.select().from(siteMediaSlots).where(inArray(siteMediaSlots.mediaId, ids))
    : [];
  return rows.map((row) => {
    const small = row.renditions
      .filter((r) => r.format === 'webp')
      .sort((a, b) => Math.abs(a.width - 480) - Math.abs(b.width - 480))[0];
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      altText: row.altText,
      contentType: row.contentType,
      byteSize: row.byteSize,
      width: row.width,
      height: row.height,
      focalX: row.focalX,
      focalY: row.focalY,
      previewUrl: siteMediaUrl(small?.storageKey ?? row.storageKey),
      renditions: row.renditions.map((r) => ({ format: r.format, width: r.width, byteSize: r.byteSize })),
      slots: slots.filter((s) => s.mediaId === row.id).map((s) => s.slot),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

async function mediaRow(db: Database, id: number) {
  const [row] = await db.select().from(siteMedia).where(eq(siteMedia.id, id));
  if (!row) throw notFound();
  return row;
}

/** An admin shows an item in a slot (replacing what was there), or clears the slot with `mediaId` null. */
export async function assignSlot(db: Database, viewer: Viewer, slot: string, mediaId: number | null) {
  requireAdmin(viewer);
  const known = siteSlot(slot);
  if (!known)
    throw new ServiceError(400, 'unknown_slot', 'There is no such place on the site.', {
      slot: ['Choose a place from the list'],
    });
  if (mediaId === null) {
    await db.delete(siteMediaSlots).where(eq(siteMediaSlots.slot, slot));
    return;
  }
  const row = await mediaRow(db, mediaId);
  if (row.kind !== known.kind)
    throw new ServiceError(
      400,
      'wrong_kind',
      known.kind === 'video'
        ? `${known.label} takes a film, not a photo.`
        : `${known.label} takes a photo, not a film.`,
      { mediaId: [known.kind === 'video' ? 'Choose a film' : 'Choose a photo'] },
    );
  await db
    .insert(siteMediaSlots)
    .values({ slot, mediaId, assignedBy: viewer.id })
    .onConflictDoUpdate({
      target: siteMediaSlots.slot,
      set: { mediaId, assignedBy: viewer.id, assignedAt: clock.now() },
    });
}

/** Where the subject is (0-1 from the left and the top): kept in view when a slot crops the photo. */
export async function setFocalPoint(db: Database, viewer: Viewer, mediaId: number, x: number, y: number) {
  requireAdmin(viewer);
  await mediaRow(db, mediaId);
  await db.update(siteMedia).set({ focalX: x, focalY: y }).where(eq(siteMedia.id, mediaId));
}

/** The title and alt text, changed. */
export async function describeSiteMedia(
  db: Database,
  viewer: Viewer,
  mediaId: number,
  facts: SiteMediaFacts,
) {
  requireAdmin(viewer);
  await mediaRow(db, mediaId);
  await db
    .update(siteMedia)
    .set({ title: facts.title, altText: facts.altText })
    .where(eq(siteMedia.id, mediaId));
}

/** An item leaves the library: its slots show the drawn art again, and its files go from the store. */
export async function deleteSiteMedia(db: Database, store: MediaStore, viewer: Viewer, mediaId: number) {
  requireAdmin(viewer);
  const row = await mediaRow(db, mediaId);
  await db.delete(siteMedia).where(eq(siteMedia.id, mediaId));
  await Promise.all(
    [row.storageKey, ...row.renditions.map((r) => r.storageKey)].map((key) => store.remove(key)),
  );
}
