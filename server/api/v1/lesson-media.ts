import type { Request, Response } from 'express';
import { z } from 'zod';
import { answerOnceReceived } from '@server/http/body-limit';
import { failApiRequest } from '@server/http/api-error';
import { mediaStoreFor } from '@server/media/choose';
import type { MediaStore } from '@server/media/store';
import type { AppServices } from '@server/services';
import {
  lessonMediaFile,
  lessonVideoTypes,
  removeLessonMedia,
  uploadLessonCaptions,
  uploadLessonVideo,
} from '~/features/learning';
import type { LessonUpload } from '~/features/learning';
import { defineEndpoint } from './endpoint';
import { sendRemoteMedia } from './live';

/**
 * A lesson's video and captions (issue 34): its course's editors upload, replace and remove them; those who
 * may open the lesson (its learners, its instructors, admins) are served them, with byte ranges for seeking.
 */

const lessonParams = z.object({
  id: z
    .string()
    .max(12)
    .transform((raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : -1))
    .describe('The lesson’s numeric id'),
});

const lessonMedia = z.object({
  lessonId: z.number().int(),
  video: z.string().nullable().describe('Where its video is served, or null'),
  captions: z.string().nullable().describe('Where its captions (WebVTT) are served, or null'),
});

/**
 * Kept by the learner's browser only, and asked again each time (no-cache): a refund ends access at the next
 * request, and a video replaced is never played from an old copy; its validator answers 304 to a copy still
 * good. Never kept by a shared cache.
 */
const PRIVATE_MEDIA = 'private, no-cache';

const noLesson = { status: 404, description: 'No such lesson (lesson_not_found)' } as const;
const notEditor = {
  status: 403,
  description: 'Not one of the course’s instructors or the academy’s admins (not_an_author)',
} as const;
const notLearner = {
  status: 403,
  description: 'Not enrolled on the course, or the enrolment was refunded (not_enrolled)',
} as const;

const uploadNote =
  'The one kind of write, with the tournaments’ media upload, without an Idempotency-Key (the header is ignored): the file is streamed to the store as it arrives, and keeping a key would hold a database transaction open for the whole upload. Sent again, it replaces the first with the same file.';

export function lessonMediaEndpoints(services: AppServices) {
  // Made when first used: the endpoint table is also read without services (the document, the matrix).
  let made: MediaStore | undefined;
  const mediaStore = () => (made ??= mediaStoreFor(services.config));
  const upload = (req: Request): LessonUpload => {
    const declared = req.get('content-length');
    return {
      body: req,
      contentType: req.get('content-type'),
      declaredLength: declared === undefined ? null : Number(declared),
    };
  };
  /** A refused upload: the rest of the file is read and dropped first, so the refusal is not lost to a reset. */
  const refuseAfterReading = async (req: Request, res: Response, error: unknown) => {
    if (req.readableEnded) throw error;
    await new Promise<void>((resolve) => {
      res.once('close', resolve);
      answerOnceReceived(req, res, () => failApiRequest(req, res, error));
    });
    return undefined;
  };
  const serve = (which: 'video' | 'captions') =>
    defineEndpoint({
      method: 'get',
      path: `/lessons/:id/${which}`,
      roles: 'signed-in',
      summary:
        which === 'video'
          ? 'A lesson’s video, for those who may open the lesson (byte ranges answered 206, for seeking)'
          : 'A lesson’s captions (WebVTT), for those who may open the lesson',
      description:
        'Its learners (an active enrolment: a refund ends it), its instructors and the academy’s admins; a draft lesson’s, its editors only. `Range: bytes=a-b` is answered 206 with those bytes, a range past the end 416. `Cache-Control: private, no-cache`: the browser may keep it and asks again each time (304 while unchanged).',
      params: lessonParams,
      refusals: [
        notLearner,
        {
          status: 404,
          description: `No such lesson, or it has no ${which} (lesson_not_found, ${which === 'video' ? 'no_video' : 'no_captions'})`,
        },
      ],
      handle: async ({ db, viewer, params, req, res }) => {
        const file = await lessonMediaFile(db, mediaStore(), viewer!, params.id, which);
        if (!('path' in file)) {
          await sendRemoteMedia(req, res, file, PRIVATE_MEDIA);
          return undefined;
        }
        await new Promise<void>((resolve, reject) =>
          res.sendFile(
            file.path,
            {
              headers: {
                'Content-Type': file.contentType,
                'X-Content-Type-Options': 'nosniff',
                'Cache-Control': PRIVATE_MEDIA,
              },
              cacheControl: false,
              dotfiles: 'allow',
            },
            (error) => (error && !res.headersSent ? reject(error) : resolve()),
          ),
        );
        return undefined;
      },
    });
  return [
    defineEndpoint({
      method: 'put',
      path: '/lessons/:id/video',
      roles: 'signed-in',
      summary: 'Upload or replace a lesson’s video (its course’s instructors and the academy’s admins)',
      description: `Send the file as the body with its Content-Type (video/mp4 or video/webm): its first bytes must say the same type and its header must decode (an MP4's movie to an audio or video track and a duration, a WebM's Matroska header to a track). Anything else is refused 400 unsupported_media_type. At most 50 MB. The video it replaces is deleted. ${uploadNote}`,
      params: lessonParams,
      upload: { contentTypes: lessonVideoTypes, description: 'The video file' },
      response: z.object({ media: lessonMedia }),
      refusals: [notEditor, noLesson, { status: 413, description: 'Larger than 50 MB (payload_too_large)' }],
      handle: async ({ db, viewer, params, req, res }) => {
        try {
          return { media: await uploadLessonVideo(db, mediaStore(), viewer!, params.id, upload(req)) };
        } catch (error) {
          return refuseAfterReading(req, res, error);
        }
      },
    }),
    defineEndpoint({
      method: 'put',
      path: '/lessons/:id/captions',
      roles: 'signed-in',
      summary: 'Upload or replace a lesson’s captions, a WebVTT file (its course’s editors)',
      description: `Send the file as the body (text/vtt): UTF-8 text whose first line says WEBVTT, with at least one cue, at most 512 KB, for a lesson that has its video; anything else is refused 400 unsupported_media_type. ${uploadNote}`,
      params: lessonParams,
      upload: { contentTypes: ['text/vtt'], description: 'The WebVTT file' },
      response: z.object({ media: lessonMedia }),
      refusals: [
        notEditor,
        noLesson,
        { status: 409, description: 'The lesson has no video yet (no_video)' },
        { status: 413, description: 'Larger than 512 KB (payload_too_large)' },
      ],
      handle: async ({ db, viewer, params, req, res }) => {
        try {
          return { media: await uploadLessonCaptions(db, mediaStore(), viewer!, params.id, upload(req)) };
        } catch (error) {
          return refuseAfterReading(req, res, error);
        }
      },
    }),
    defineEndpoint({
      method: 'delete',
      path: '/lessons/:id/video',
      roles: 'signed-in',
      idempotent: true,
      summary: 'Remove a lesson’s video, and its captions with it (its course’s editors)',
      params: lessonParams,
      response: z.object({ media: lessonMedia }),
      refusals: [notEditor, noLesson],
      handle: async ({ db, viewer, params }) => ({
        media: await removeLessonMedia(db, mediaStore(), viewer!, params.id, 'video'),
      }),
    }),
    defineEndpoint({
      method: 'delete',
      path: '/lessons/:id/captions',
      roles: 'signed-in',
      idempotent: true,
      summary: 'Remove a lesson’s captions (its course’s editors)',
      params: lessonParams,
      response: z.object({ media: lessonMedia }),
      refusals: [notEditor, noLesson],
      handle: async ({ db, viewer, params }) => ({
        media: await removeLessonMedia(db, mediaStore(), viewer!, params.id, 'captions'),
      }),
    }),
    serve('video'),
    serve('captions'),
  ];
}
