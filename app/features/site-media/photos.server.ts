import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { siteMedia, siteMediaSlots } from '@server/db/schema';
import type { SiteImageRendition } from '@server/db/schema/site-media';
import type { MediaStore } from '@server/media/store';
import { ServiceError } from '@server/service-error';
import type { SitePhoto, SitePhotos } from '~/components/marketing/site-photo';
import { siteMediaUrl } from './limits';
import { TRAINING_FILM_SLOT } from './slots';

const srcset = (renditions: SiteImageRendition[], format: 'avif' | 'webp') =>
  renditions
    .filter((r) => r.format === format)
    .sort((a, b) => a.width - b.width)
    .map((r) => `${siteMediaUrl(r.storageKey)} ${r.width}w`)
    .join(', ');

/**
 * Every slot's photo, for the public pages: one query (the slots joined to their items), asked once per
 * render of a marketing page, and that render is kept by the public page cache until the next write
 * (decision 0023), so a visitor's page costs no query at all. Films are not photos: the training film is
 * asked for when its dialog opens (`slottedFilm`).
 */
export async function sitePhotos(db: Database): Promise<SitePhotos> {
  const rows = await db
    .select({
      slot: siteMediaSlots.slot,
      kind: siteMedia.kind,
      altText: siteMedia.altText,
      width: siteMedia.width,
      height: siteMedia.height,
      focalX: siteMedia.focalX,
      focalY: siteMedia.focalY,
      renditions: siteMedia.renditions,
    })
    .from(siteMediaSlots)
    .innerJoin(siteMedia, eq(siteMedia.id, siteMediaSlots.mediaId));
  const photos: SitePhotos = {};
  for (const row of rows) {
    if (row.kind !== 'image' || !row.width || !row.height || row.renditions.length === 0) continue;
    const webp = row.renditions.filter((r) => r.format === 'webp').sort((a, b) => a.width - b.width);
    // The fallback `src` for a browser without srcset: about a laptop's column wide.
    const fallback = webp.find((r) => r.width >= 960) ?? webp[webp.length - 1]!;
    const photo: SitePhoto = {
      alt: row.altText,
      width: row.width,
      height: row.height,
      focalX: row.focalX,
      focalY: row.focalY,
      src: siteMediaUrl(fallback.storageKey),
      avif: srcset(row.renditions, 'avif'),
      webp: srcset(row.renditions, 'webp'),
    };
    photos[row.slot] = photo;
  }
  return photos;
}

/** The training film the admin put in its slot, or null (the dialog then keeps its "coming soon"). */
export async function slottedFilm(db: Database): Promise<{ src: string; contentType: string } | null> {
  const [row] = await db
    .select({ key: siteMedia.storageKey, contentType: siteMedia.contentType, kind: siteMedia.kind })
    .from(siteMediaSlots)
    .innerJoin(siteMedia, eq(siteMedia.id, siteMediaSlots.mediaId))
    .where(eq(siteMediaSlots.slot, TRAINING_FILM_SLOT));
  return row?.kind === 'video' ? { src: siteMediaUrl(row.key), contentType: row.contentType } : null;
}

/**
 * A file of the library, for anyone: a photo's renditions and a film. A photo's original is never served
 * (it may carry the camera's metadata: where it was taken); nor is any other file of the media store.
 */
export async function siteMediaFile(db: Database, store: MediaStore, key: string) {
  const gone = () => new ServiceError(404, 'media_not_found', 'There is no such file.');
  if (!/^[a-f0-9]{32}\.[a-z0-9]{3,4}$/.test(key)) throw gone();
  const [row] = await db
    .select({
      kind: siteMedia.kind,
      storageKey: siteMedia.storageKey,
      contentType: siteMedia.contentType,
      renditions: siteMedia.renditions,
    })
    .from(siteMedia)
    .where(
      or(
        eq(siteMedia.storageKey, key),
        sql`${siteMedia.renditions} @> ${JSON.stringify([{ storageKey: key }])}::jsonb`,
      ),
    )
    .limit(1);
  if (!row) throw gone();
  const rendition = row.renditions.find((r) => r.storageKey === key);
  const contentType = rendition
    ? `image/${rendition.format}`
    : row.kind === 'video' && row.storageKey === key
      ? row.contentType
      : null;
  if (!contentType) throw gone();
  const file = await store.locate(key);
  if (!file) throw gone();
  return { ...file, contentType };
}
