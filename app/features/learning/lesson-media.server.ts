import { Readable } from 'node:stream';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { courseLessons } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import type { MediaBody, MediaStore } from '@server/media/store';
import { inspectMedia } from '@server/media/inspect';
import type { MediaInspection } from '@server/media/inspect';
import { MAX_VIDEO_BYTES } from '@server/media/sniff';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { requireCourseEditor } from './instructors.server';
import { requireLearner } from './learning.server';

/**
 * A lesson's video and its captions (issue 34): uploaded by the course's editors (its instructors and the
 * academy's admins) into the media store, typed by their bytes, not their names; served at addresses of their
 * own to those who may open the lesson (its learners, its instructors, admins), with byte ranges for seeking.
 * One upload is one rendition: the lesson page says so.
 */

/** A lesson's video: as the platform's other videos, 50 MB (about 10 minutes at 720p for a slow connection). */
export const LESSON_VIDEO_MAX_BYTES = MAX_VIDEO_BYTES;
/** Captions are text: a lesson's fill a few tens of kilobytes. */
export const LESSON_CAPTIONS_MAX_BYTES = 512 * 1024;
export const lessonVideoTypes = ['video/mp4', 'video/webm'] as const;
type LessonVideoType = (typeof lessonVideoTypes)[number];

export const lessonVideoPath = (lessonId: number) => `/api/v1/lessons/${lessonId}/video`;
export const lessonCaptionsPath = (lessonId: number) => `/api/v1/lessons/${lessonId}/captions`;

export type LessonMedia = {
  lessonId: number;
  /** Where its video is served, or null. */
  video: string | null;
  /** Where its captions (WebVTT) are served, or null. */
  captions: string | null;
};

/** What an upload is read from: the request itself, or a form's file. */
export type LessonUpload = {
  body: Readable;
  contentType: string | undefined;
  /** Its Content-Length, when it gave one: a file said to be too large is refused before a byte is read. */
  declaredLength: number | null;
};

type Which = 'video' | 'captions';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function lessonRow(db: Database, lessonId: number) {
  const [row] =
    Number.isInteger(lessonId) && lessonId > 0 && lessonId < 2_147_483_647
      ? await db.select().from(courseLessons).where(eq(courseLessons.id, lessonId))
      : [];
  if (!row) throw new ServiceError(404, 'lesson_not_found', 'There is no such lesson.');
  return row;
}

/**
 * Where a lesson's video and captions are served, named by their file (a part of its random key): a video
 * replaced is at a new address, so no player or browser plays the old one from its copy.
 */
export function lessonMediaUrls(row: { id: number; videoKey: string | null; captionsKey: string | null }) {
  const version = (key: string) => `?v=${key.slice(0, 8)}`;
  return {
    video: row.videoKey ? `${lessonVideoPath(row.id)}${version(row.videoKey)}` : null,
    captions:
      row.videoKey && row.captionsKey ? `${lessonCaptionsPath(row.id)}${version(row.captionsKey)}` : null,
  };
}

const mediaOf = (row: { id: number; videoKey: string | null; captionsKey: string | null }): LessonMedia => ({
  lessonId: row.id,
  ...lessonMediaUrls(row),
});

/** The declared type without its parameters (`text/vtt; charset=utf-8` is `text/vtt`). */
const declaredType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The lesson's key of one kind set to `key` (null: removed), one writer at a time; the key it replaces is
 * returned for its file to be deleted once the row no longer names it.
 */
async function swapKey(db: Database, lessonId: number, which: Which, key: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ videoKey: courseLessons.videoKey, captionsKey: courseLessons.captionsKey })
      .from(courseLessons)
      .where(eq(courseLessons.id, lessonId))
      .for('update');
    if (!before) throw new ServiceError(404, 'lesson_not_found', 'There is no such lesson.');
    if (which === 'captions' && key !== null && !before.videoKey)
      throw new ServiceError(409, 'no_video', 'Upload the lesson’s video first: its captions go with it.', {
        file: ['Upload the video first'],
      });
    // The captions go with the video they were written for: a video removed takes them along.
    const removesCaptions = which === 'video' && key === null;
    await tx
      .update(courseLessons)
      .set({
        ...(which === 'video' ? { videoKey: key } : { captionsKey: key }),
        ...(removesCaptions ? { captionsKey: null } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(courseLessons.id, lessonId));
    const replaced = which === 'video' ? [before.videoKey] : [before.captionsKey];
    if (removesCaptions) replaced.push(before.captionsKey);
    return replaced.filter((k): k is string => k !== null && k !== key);
  });
}

async function storeNamed(
  db: Database,
  store: MediaStore,
  lessonId: number,
  which: Which,
  key: string,
): Promise<LessonMedia> {
  let replaced: string[];
  try {
    replaced = await swapKey(db, lessonId, which, key);
  } catch (error) {
    // No row names it: the new file goes.
    await store.remove(key);
    throw error;
  }
  for (const old of replaced) await store.remove(old);
  return mediaOf(await lessonRow(db, lessonId));
}

/**
 * The lesson's video, uploaded or replaced by one of the course's editors: an MP4 or a WebM of at most 50 MB
 * whose first bytes say the declared type and whose header decodes (server/media/inspect.ts), streamed to the
 * store as it arrives. A refused file leaves nothing behind; the video it replaces is deleted.
 */
export async function uploadLessonVideo(
  db: Database,
  store: MediaStore,
  viewer: Viewer,
  lessonId: number,
  upload: LessonUpload,
): Promise<LessonMedia> {
  const lesson = await lessonRow(db, lessonId);
  await requireCourseEditor(db, viewer, lesson.courseSlug);
  const declared = declaredType(upload.contentType);
  if (!(lessonVideoTypes as readonly string[]).includes(declared))
    throw new ServiceError(
      400,
      'unsupported_media_type',
      `A lesson’s video is an MP4 or a WebM file (not ${declared || 'an unnamed type'}).`,
      { file: ['Choose an MP4 or WebM video'] },
    );
  const type = declared as LessonVideoType;
  const tooLarge = () =>
    new ServiceError(
      413,
      'payload_too_large',
      `A lesson’s video may be at most ${megabytes(LESSON_VIDEO_MAX_BYTES)}: export it at 720p or shorten it.`,
      { file: ['Too large'] },
    );
  if (upload.declaredLength !== null && upload.declaredLength > LESSON_VIDEO_MAX_BYTES) throw tooLarge();
  const inspection = inspectMedia(type);
  const stored = await store.put(inspected(upload.body, inspection), type, LESSON_VIDEO_MAX_BYTES);
  if (!stored.ok) {
    if (stored.reason === 'too_large') throw tooLarge();
    if (stored.reason === 'empty')
      throw new ServiceError(400, 'invalid_media', 'The file is empty.', { file: ['Choose a video'] });
    throw new ServiceError(
      400,
      'unsupported_media_type',
      `The file is not ${type === 'video/mp4' ? 'an MP4' : 'a WebM'} video: its contents say otherwise.`,
      { file: ['The file’s contents do not match its type'] },
    );
  }
  const undecodable = await inspection.finish();
  if (undecodable) {
    await store.remove(stored.key);
    throw new ServiceError(400, 'unsupported_media_type', undecodable, {
      file: ['The file’s contents do not match its type'],
    });
  }
  return storeNamed(db, store, lessonId, 'video', stored.key);
}

/**
 * The lesson's captions, uploaded or replaced: a WebVTT file (its first line says WEBVTT) of UTF-8 text with
 * at least one cue, at most 512 KB, for a lesson that has its video.
 */
export async function uploadLessonCaptions(
  db: Database,
  store: MediaStore,
  viewer: Viewer,
  lessonId: number,
  upload: LessonUpload,
): Promise<LessonMedia> {
  const lesson = await lessonRow(db, lessonId);
  await requireCourseEditor(db, viewer, lesson.courseSlug);
  const notCaptions = (why: string) =>
    new ServiceError(400, 'unsupported_media_type', why, { file: ['Choose a WebVTT (.vtt) file'] });
  const declared = declaredType(upload.contentType);
  // Browsers send a .vtt file as text/vtt, or with no type at all: its bytes decide.
  if (declared !== 'text/vtt' && declared !== '' && declared !== 'application/octet-stream')
    throw notCaptions(`Captions are a WebVTT file, text/vtt (not ${declared}).`);
  const tooLarge = () =>
    new ServiceError(
      413,
      'payload_too_large',
      `Captions may be at most ${LESSON_CAPTIONS_MAX_BYTES / 1024} KB.`,
      { file: ['Too large'] },
    );
  if (upload.declaredLength !== null && upload.declaredLength > LESSON_CAPTIONS_MAX_BYTES) throw tooLarge();
  if (!lesson.videoKey)
    throw new ServiceError(409, 'no_video', 'Upload the lesson’s video first: its captions go with it.', {
      file: ['Upload the video first'],
    });
  const pieces: Buffer[] = [];
  let size = 0;
  for await (const piece of upload.body.iterator({ destroyOnReturn: false })) {
    size += (piece as Buffer).length;
    if (size > LESSON_CAPTIONS_MAX_BYTES) throw tooLarge();
    pieces.push(piece as Buffer);
  }
  const bytes = Buffer.concat(pieces);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notCaptions('The captions are not UTF-8 text.');
  }
  if (!/^\uFEFF?WEBVTT(?:[ \t]|\r?\n|$)/.test(text))
    throw notCaptions('The file is not WebVTT captions: its first line must say WEBVTT.');
  if (!/\d{2}:\d{2}(?::\d{2})?\.\d{3}[ \t]+-->[ \t]+\d{2}:\d{2}(?::\d{2})?\.\d{3}/.test(text))
    throw notCaptions('The captions have no cue: no line like “00:00:01.000 --> 00:00:04.000”.');
  const stored = await store.put(Readable.from([bytes]), 'text/vtt', LESSON_CAPTIONS_MAX_BYTES);
  if (!stored.ok) throw notCaptions('The file is not WebVTT captions: its first line must say WEBVTT.');
  return storeNamed(db, store, lessonId, 'captions', stored.key);
}

/** The lesson's video removed (its captions with it), or only its captions; nothing there is no error. */
export async function removeLessonMedia(
  db: Database,
  store: MediaStore,
  viewer: Viewer,
  lessonId: number,
  which: Which,
): Promise<LessonMedia> {
  const lesson = await lessonRow(db, lessonId);
  await requireCourseEditor(db, viewer, lesson.courseSlug);
  for (const old of await swapKey(db, lessonId, which, null)) await store.remove(old);
  return mediaOf(await lessonRow(db, lessonId));
}

/**
 * The file of a lesson's video or captions, for one who may open the lesson: its learners (an active
 * enrolment), its instructors and admins (403 for anyone else); a draft lesson's, for its editors only (404
 * for anyone else). 404 when the lesson has none.
 */
export async function lessonMediaFile(
  db: Database,
  store: MediaStore,
  viewer: Viewer,
  lessonId: number,
  which: Which,
) {
  const lesson = await lessonRow(db, lessonId);
  if (lesson.published) await requireLearner(db, viewer, lesson.courseSlug);
  else
    await requireCourseEditor(db, viewer, lesson.courseSlug).catch(() => {
      throw new ServiceError(404, 'lesson_not_found', 'There is no such lesson.');
    });
  const key = which === 'video' ? lesson.videoKey : lesson.videoKey ? lesson.captionsKey : null;
  const none = () =>
    new ServiceError(
      404,
      which === 'video' ? 'no_video' : 'no_captions',
      which === 'video' ? 'This lesson has no video.' : 'This lesson’s video has no captions.',
    );
  if (!key) throw none();
  const file = await store.locate(key);
  if (!file) throw none();
  const contentType = key.endsWith('.vtt')
    ? 'text/vtt; charset=utf-8'
    : key.endsWith('.webm')
      ? 'video/webm'
      : 'video/mp4';
  return { ...file, contentType };
}

/** A course's lessons that have a video, by id, for its editor (who has passed its access check). */
export async function courseLessonMedia(db: Database, slug: string): Promise<Map<number, LessonMedia>> {
  const rows = await db
    .select({
      id: courseLessons.id,
      videoKey: courseLessons.videoKey,
      captionsKey: courseLessons.captionsKey,
    })
    .from(courseLessons)
    .where(and(eq(courseLessons.courseSlug, slug), isNotNull(courseLessons.videoKey)));
  return new Map(rows.map((r) => [r.id, mediaOf(r)]));
}

/**
 * The upload as the store reads it, each piece shown to the inspection on its way; stopped early (a
 * refusal), the request is not destroyed: the caller reads the rest and answers.
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
