import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Database } from '@server/db/client';
import { entries, mediaUploads, tournaments, user } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import type { MediaBody, MediaStore } from '@server/media/store';
import { inspectMedia } from '@server/media/inspect';
import type { MediaInspection } from '@server/media/inspect';
import { isMediaType, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, maxBytesFor, mediaTypes } from '@server/media/sniff';
import type { MediaType } from '@server/media/sniff';
import { ServiceError } from '@server/service-error';
import { z } from '~/lib/zod';
import { activeStatuses, requireTournamentOrganiser } from '~/features/tournaments';

/** SPEC §9: the hub's Highlights show the newest 6. */
export const HIGHLIGHTS_LIMIT = 6;

export type MediaItem = {
  id: number;
  title: string;
  description: string | null;
  contentType: string;
  kind: 'image' | 'video';
  byteSize: number;
  isHighlight: boolean;
  url: string;
  createdAt: string;
  tournament: { id: number; name: string; slug: string } | null;
  boxer: { id: string; name: string } | null;
};

export const mediaFactsSchema = z.object({
  title: z.string().trim().min(2, 'Give the upload a title').max(120, 'Keep the title under 120 characters'),
  description: z.string().trim().max(500, 'Keep the description under 500 characters').optional(),
  boxerId: z.string().min(1).optional().describe('A boxer entered in the tournament whom the file shows'),
  highlight: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('Mark it as a highlight at once'),
});

export type MediaFacts = z.output<typeof mediaFactsSchema>;

const sizeLabel = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const mediaUrl = (id: number) => `/api/v1/media/${id}/file`;

async function organisersTournament(db: Database, viewer: Viewer, tournamentId: number) {
  return requireTournamentOrganiser(db, viewer, tournamentId);
}

/**
 * An organiser's upload: the declared type must be one we take, and the bytes must say the same (checked
 * as they stream in, so a mislabelled file is refused without being stored); at most 5 MB for an image
 * and 50 MB for a video, counted as it streams, never held whole in memory.
 */
export async function uploadMedia(
  db: Database,
  store: MediaStore,
  viewer: Viewer,
  tournamentId: number,
  upload: {
    body: Readable;
    contentType: string | undefined;
    declaredLength: number | null;
    /** Parsed with mediaFactsSchema (the API's query). */
    facts: MediaFacts;
  },
): Promise<MediaItem> {
  const facts = { data: upload.facts };
  const tournament = await organisersTournament(db, viewer, tournamentId);
  if (tournament.status === 'cancelled')
    throw new ServiceError(409, 'tournament_cancelled', 'This tournament was cancelled: no uploads.');
  const declared = (upload.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isMediaType(declared))
    throw new ServiceError(
      400,
      'unsupported_media_type',
      `Upload a JPEG, PNG or WebP image or an MP4 or WebM video (not ${declared || 'an unnamed type'}).`,
      { file: [`One of ${mediaTypes.join(', ')}`] },
    );
  const max = maxBytesFor(declared);
  if (upload.declaredLength !== null && upload.declaredLength > max) throw tooLarge(declared);
  if (facts.data.boxerId) {
    const [entered] = await db
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournamentId), eq(entries.boxerId, facts.data.boxerId)))
      .limit(1);
    if (!entered)
      throw new ServiceError(400, 'invalid_media', 'That boxer has no entry in this tournament.', {
        boxerId: ['Choose a boxer entered in this tournament'],
      });
  }
  const inspection = inspectMedia(declared);
  const stored = await store.put(inspected(upload.body, inspection), declared, max);
  if (!stored.ok) {
    if (stored.reason === 'too_large') throw tooLarge(declared);
    if (stored.reason === 'empty')
      throw new ServiceError(400, 'invalid_media', 'The file is empty.', { file: ['Choose a file'] });
    throw new ServiceError(
      400,
      'unsupported_media_type',
      `The file is not a ${declared.split('/')[1]!.toUpperCase()} ${declared.startsWith('video/') ? 'video' : 'image'}: its contents say otherwise.`,
      { file: ['The file’s contents do not match its type'] },
    );
  }
  const undecodable = await inspection.finish();
  if (undecodable) {
    // Its first bytes passed, its structure did not: the stored copy goes, and nothing else is kept.
    await store.remove(stored.key);
    throw new ServiceError(400, 'unsupported_media_type', undecodable, {
      file: ['The file’s contents do not match its type'],
    });
  }
  try {
    const [row] = await db
      .insert(mediaUploads)
      .values({
        title: facts.data.title,
        description: facts.data.description || null,
        tournamentId,
        boxerId: facts.data.boxerId ?? null,
        isHighlight: facts.data.highlight,
        contentType: declared,
        byteSize: stored.byteSize,
        storageKey: stored.key,
        uploadedBy: viewer.id,
      })
      .returning({ id: mediaUploads.id });
    return mediaItem(db, row!.id);
  } catch (error) {
    // No row, no file: a failed insert leaves nothing behind in the store.
    await store.remove(stored.key);
    throw error;
  }
}

/**
 * The upload as the store reads it, each piece shown to the inspection on its way. When the store stops
 * early (a refusal) the request's own iterator is closed without destroying it: the caller reads the rest
 * and answers.
 */
function inspected(body: Readable, inspection: MediaInspection): MediaBody {
  return {
    iterator: (options) =>
      (async function* () {
        for await (const piece of body.iterator(options)) {
          inspection.push(piece as Buffer);
          yield piece;
        }
      })(),
  };
}

function tooLarge(type: MediaType) {
  const video = type.startsWith('video/');
  return new ServiceError(
    413,
    'payload_too_large',
    `${video ? 'A video' : 'An image'} may be at most ${sizeLabel(video ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES)}.`,
    { file: ['Too large'] },
  );
}

/** An organiser marks an upload as a highlight, or takes the mark off. */
export async function setHighlight(db: Database, viewer: Viewer, mediaId: number, highlight: boolean) {
  const [media] = await db
    .select({ tournamentId: mediaUploads.tournamentId })
    .from(mediaUploads)
    .where(eq(mediaUploads.id, mediaId));
  if (!media?.tournamentId) throw new ServiceError(404, 'media_not_found', 'There is no such upload.');
  await organisersTournament(db, viewer, media.tournamentId);
  await db.update(mediaUploads).set({ isHighlight: highlight }).where(eq(mediaUploads.id, mediaId));
  return mediaItem(db, mediaId);
}

/** An organiser removes an upload: its row, then its file. */
export async function deleteMedia(db: Database, store: MediaStore, viewer: Viewer, mediaId: number) {
  const [media] = await db
    .select({ tournamentId: mediaUploads.tournamentId, key: mediaUploads.storageKey })
    .from(mediaUploads)
    .where(eq(mediaUploads.id, mediaId));
  if (!media?.tournamentId) throw new ServiceError(404, 'media_not_found', 'There is no such upload.');
  await organisersTournament(db, viewer, media.tournamentId);
  await db.delete(mediaUploads).where(eq(mediaUploads.id, mediaId));
  await store.remove(media.key);
}

const mediaColumns = {
  id: mediaUploads.id,
  title: mediaUploads.title,
  description: mediaUploads.description,
  contentType: mediaUploads.contentType,
  byteSize: mediaUploads.byteSize,
  isHighlight: mediaUploads.isHighlight,
  createdAt: mediaUploads.createdAt,
  tournamentId: tournaments.id,
  tournamentName: tournaments.name,
  tournamentSlug: tournaments.slug,
  boxerId: user.id,
  boxerName: user.name,
};

type MediaRow = {
  id: number;
  title: string;
  description: string | null;
  contentType: string;
  byteSize: number;
  isHighlight: boolean;
  createdAt: Date;
  tournamentId: number | null;
  tournamentName: string | null;
  tournamentSlug: string | null;
  boxerId: string | null;
  boxerName: string | null;
};

function toItem(r: MediaRow): MediaItem {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    contentType: r.contentType,
    kind: r.contentType.startsWith('video/') ? 'video' : 'image',
    byteSize: r.byteSize,
    isHighlight: r.isHighlight,
    url: mediaUrl(r.id),
    createdAt: r.createdAt.toISOString(),
    tournament:
      r.tournamentId === null
        ? null
        : { id: r.tournamentId, name: r.tournamentName!, slug: r.tournamentSlug! },
    boxer: r.boxerId === null ? null : { id: r.boxerId, name: r.boxerName! },
  };
}

async function mediaItem(db: Database, mediaId: number): Promise<MediaItem> {
  const [row] = await db
    .select(mediaColumns)
    .from(mediaUploads)
    .leftJoin(tournaments, eq(tournaments.id, mediaUploads.tournamentId))
    .leftJoin(user, eq(user.id, mediaUploads.boxerId))
    .where(eq(mediaUploads.id, mediaId));
  if (!row) throw new ServiceError(404, 'media_not_found', 'There is no such upload.');
  return toItem(row);
}

/** SPEC §7: media marked highlight, newest first, 6 — of tournaments the public can see. */
export async function listHighlights(db: Database, limit = HIGHLIGHTS_LIMIT): Promise<MediaItem[]> {
  const rows = await db
    .select(mediaColumns)
    .from(mediaUploads)
    .innerJoin(tournaments, eq(tournaments.id, mediaUploads.tournamentId))
    .leftJoin(user, eq(user.id, mediaUploads.boxerId))
    .where(
      and(eq(mediaUploads.isHighlight, true), inArray(tournaments.status, [...activeStatuses, 'completed'])),
    )
    .orderBy(desc(mediaUploads.createdAt), desc(mediaUploads.id))
    .limit(limit);
  return rows.map(toItem);
}

/** A tournament's uploads for its organisers' page, newest first. */
export async function tournamentMedia(
  db: Database,
  viewer: Viewer,
  tournamentId: number,
): Promise<MediaItem[]> {
  await organisersTournament(db, viewer, tournamentId);
  const rows = await db
    .select(mediaColumns)
    .from(mediaUploads)
    .innerJoin(tournaments, eq(tournaments.id, mediaUploads.tournamentId))
    .leftJoin(user, eq(user.id, mediaUploads.boxerId))
    .where(eq(mediaUploads.tournamentId, tournamentId))
    .orderBy(desc(mediaUploads.createdAt), desc(mediaUploads.id))
    .limit(100);
  return rows.map(toItem);
}

/**
 * The file behind an upload, for anyone: media of a draft tournament are not shown (the draft is private
 * to its organisers), nor are those whose file is gone.
 */
export async function mediaFile(db: Database, store: MediaStore, mediaId: number) {
  const [row] = await db
    .select({
      key: mediaUploads.storageKey,
      contentType: mediaUploads.contentType,
      status: tournaments.status,
    })
    .from(mediaUploads)
    .innerJoin(tournaments, eq(tournaments.id, mediaUploads.tournamentId))
    .where(eq(mediaUploads.id, mediaId));
  if (!row || row.status === 'draft')
    throw new ServiceError(404, 'media_not_found', 'There is no such upload.');
  const file = await store.locate(row.key);
  if (!file) throw new ServiceError(404, 'media_not_found', 'There is no such upload.');
  return { ...file, contentType: row.contentType };
}
