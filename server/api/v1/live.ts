import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { answerOnceReceived } from '@server/http/body-limit';
import { failApiRequest } from '@server/http/api-error';
import { mediaStoreFor } from '@server/media/choose';
import type { MediaStore } from '@server/media/store';
import { mediaTypes } from '@server/media/sniff';
import type { AppServices } from '@server/services';
import {
  castVote,
  closePoll,
  createPoll,
  deleteMedia,
  mediaFactsSchema,
  mediaFile,
  pollDraftSchema,
  pollKinds,
  pollView,
  setHighlight,
  tournamentMedia,
  tournamentPolls,
  uploadMedia,
  voteBodySchema,
} from '~/features/live';
import { defineEndpoint } from './endpoint';

/**
 * Fan polls and media (issue 17): organisers open and close polls and upload media; any signed-in account
 * votes once per poll (DESIGN's POST /polls/{id}/votes); anyone reads a public tournament's polls and media.
 */

const numericId = (what: string) =>
  z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, `A ${what} id is a number`)
      .transform(Number)
      .describe('The numeric id'),
  });

const optionResult = z.object({
  id: z.number().int(),
  label: z.string(),
  votes: z.number().int(),
  percent: z.number().int(),
});
const poll = z
  .object({
    id: z.number().int(),
    tournament: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    category: z.string().nullable(),
    question: z.string(),
    kind: z.enum(pollKinds),
    closesAt: z.string().nullable(),
    closed: z.boolean(),
    myVote: z
      .number()
      .int()
      .nullable()
      .describe("The option the caller voted for (null: hasn't, or a visitor)"),
    options: z.array(z.object({ id: z.number().int(), label: z.string() })),
    results: z
      .object({ total: z.number().int(), options: z.array(optionResult) })
      .nullable()
      .describe('Once the caller has voted, when the poll is closed, and always for its organisers'),
  })
  .describe('A fan poll as the caller may see it');

const media = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  contentType: z.string(),
  kind: z.enum(['image', 'video']),
  byteSize: z.number().int(),
  isHighlight: z.boolean(),
  url: z.string().describe('Where the file is served'),
  createdAt: z.string(),
  tournament: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  boxer: z.object({ id: z.string(), name: z.string() }).nullable(),
});

const organisers = ['admin', 'coach'] as const;
const notOrganiser = { status: 403, description: "Not one of the tournament's organisers" } as const;
const noTournament = { status: 404, description: 'No such tournament (tournament_not_found)' } as const;
const noPoll = { status: 404, description: 'No such poll (poll_not_found)' } as const;
const noMedia = { status: 404, description: 'No such upload (media_not_found)' } as const;

export function liveEndpoints(services: AppServices) {
  // Made when first used: the endpoint table is also read without services (the document, the matrix).
  let made: MediaStore | undefined;
  const mediaStore = () => (made ??= mediaStoreFor(services.config));
  return [
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/polls',
      roles: 'public',
      readsViewer: true,
      summary: "A tournament's fan polls, newest first, with results where the caller may see them",
      params: numericId('tournament'),
      response: z.object({ polls: z.array(poll) }),
      refusals: [noTournament],
      handle: async ({ db, viewer, params }) => ({ polls: await tournamentPolls(db, viewer, params.id) }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/polls',
      roles: organisers,
      idempotent: true,
      summary:
        'Open a fan poll on a tournament (its organisers): fan favourite between boxers, bout of the day between bouts',
      params: numericId('tournament'),
      body: pollDraftSchema,
      response: z.object({ poll }),
      successStatus: 201,
      refusals: [
        notOrganiser,
        noTournament,
        { status: 409, description: 'The tournament is a draft, over or cancelled (tournament_not_active)' },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        poll: await createPoll(db, viewer!, params.id, body),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/polls/:id',
      roles: 'public',
      readsViewer: true,
      summary: 'One fan poll, with its results where the caller may see them',
      params: numericId('poll'),
      response: z.object({ poll }),
      refusals: [noPoll],
      handle: async ({ db, viewer, params }) => ({ poll: await pollView(db, viewer, params.id) }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/polls/:id/votes',
      roles: 'signed-in',
      idempotent: true,
      summary: 'Vote in an open poll: one vote per account per poll, final once cast',
      description:
        'The database keeps one vote per account per poll: a second vote (however many are sent at once) is refused with 409 already_voted. The answer carries the results.',
      params: numericId('poll'),
      body: voteBodySchema,
      response: z.object({ poll }),
      successStatus: 201,
      refusals: [
        noPoll,
        {
          status: 409,
          description: 'Already voted in this poll (already_voted), or the poll is closed (poll_closed)',
        },
        { status: 422, description: "Not one of the poll's options (invalid_option)" },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        poll: await castVote(db, viewer!, params.id, body.optionId),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/polls/:id/close',
      roles: organisers,
      idempotent: true,
      summary: "Close a poll (its tournament's organisers): no more votes; everyone sees the final results",
      params: numericId('poll'),
      response: z.object({ poll }),
      refusals: [notOrganiser, noPoll],
      handle: async ({ db, viewer, params }) => ({ poll: await closePoll(db, viewer!, params.id) }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/media',
      roles: organisers,
      summary: "A tournament's uploads, newest first (its organisers)",
      params: numericId('tournament'),
      response: z.object({ media: z.array(media) }),
      refusals: [notOrganiser, noTournament],
      handle: async ({ db, viewer, params }) => ({ media: await tournamentMedia(db, viewer!, params.id) }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/tournaments/:id/media',
      roles: organisers,
      // Not idempotent: the body is a file streamed to the store, and the idempotency record would hold a
      // database transaction open for the whole upload. A repeated upload makes a second copy to delete.
      summary: 'Upload an image or a short video to a tournament (its organisers); the body is the file',
      description:
        'Send the file as the body with its Content-Type; its first bytes must say the same type, and its header must decode: an image’s to that format with a width and a height, an MP4’s movie header to an audio or video track and a duration, a WebM’s Matroska header to the webm document type with an audio or video track (and a positive duration when it gives one). Images (JPEG, PNG, WebP) up to 5 MB, videos (MP4, WebM) up to 50 MB. Title, description, boxer and highlight go in the query. The one write without an Idempotency-Key (the header is ignored): the file is streamed to the store as it arrives, and keeping a key would hold a database transaction open for the whole upload, on a slow network minutes during which the embedded database would serve nothing else. An upload sent twice is stored twice; DELETE /media/{id} removes the copy.',
      params: numericId('tournament'),
      query: mediaFactsSchema,
      upload: { contentTypes: mediaTypes, description: 'The file' },
      response: z.object({ media }),
      successStatus: 201,
      refusals: [
        notOrganiser,
        noTournament,
        { status: 409, description: 'The tournament was cancelled (tournament_cancelled)' },
        { status: 413, description: 'Larger than 5 MB (an image) or 50 MB (a video) (payload_too_large)' },
      ],
      handle: async ({ db, viewer, params, query, req, res }) => {
        try {
          const declared = req.get('content-length');
          return {
            media: await uploadMedia(db, mediaStore(), viewer!, params.id, {
              body: req,
              contentType: req.get('content-type'),
              declaredLength: declared === undefined ? null : Number(declared),
              facts: query,
            }),
          };
        } catch (error) {
          if (req.readableEnded) throw error;
          // The rest of a refused file is read and dropped first, so the refusal is not lost to a reset.
          await new Promise<void>((resolve) => {
            res.once('close', resolve);
            answerOnceReceived(req, res, () => failApiRequest(req, res, error));
          });
          return undefined;
        }
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/media/:id/highlight',
      roles: organisers,
      idempotent: true,
      summary: "Mark an upload as a highlight, or take the mark off (its tournament's organisers)",
      params: numericId('upload'),
      body: z.object({ highlight: z.boolean() }).strict(),
      response: z.object({ media }),
      refusals: [notOrganiser, noMedia],
      handle: async ({ db, viewer, params, body }) => ({
        media: await setHighlight(db, viewer!, params.id, body.highlight),
      }),
    }),
    defineEndpoint({
      method: 'delete',
      path: '/media/:id',
      roles: organisers,
      idempotent: true,
      summary: "Delete an upload and its file (its tournament's organisers)",
      params: numericId('upload'),
      response: z.object({ deleted: z.literal(true) }),
      refusals: [notOrganiser, noMedia],
      handle: async ({ db, viewer, params }) => {
        await deleteMedia(db, mediaStore(), viewer!, params.id);
        return { deleted: true as const };
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/media/:id/file',
      roles: 'public',
      summary: 'The file of an upload, with its content type (a draft tournament’s are not served)',
      params: numericId('upload'),
      refusals: [noMedia],
      handle: async ({ db, params, req, res }) => {
        const file = await mediaFile(db, mediaStore(), params.id);
        // The key is random and never reused: a day's caching is safe; a deleted file stops being served
        // once caches expire.
        if (!('path' in file)) {
          await sendRemoteMedia(req, res, file);
          return undefined;
        }
        await new Promise<void>((resolve, reject) =>
          res.sendFile(
            file.path,
            {
              headers: { 'Content-Type': file.contentType, 'X-Content-Type-Options': 'nosniff' },
              maxAge: '1d',
              dotfiles: 'allow',
            },
            (error) => (error && !res.headersSent ? reject(error) : resolve()),
          ),
        );
        return undefined;
      },
    }),
  ];
}

export type RemoteMedia = Exclude<Awaited<ReturnType<MediaStore['locate']>>, null | { path: string }> & {
  contentType: string;
};

/**
 * A file from a remote store (S3), streamed through this route rather than redirected to a presigned
 * address: the same URL, caching and draft check as a file in the data folder, a private bucket, and
 * browsers that never need to reach the store. One byte range (a video player's seek) is passed on.
 */
export async function sendRemoteMedia(
  req: Request,
  res: Response,
  file: RemoteMedia,
  cacheControl = 'public, max-age=86400',
) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.get('range') ?? '');
  let slice: { start: number; end: number } | undefined;
  if (range && (range[1] || range[2]) && file.byteSize > 0) {
    const last = file.byteSize - 1;
    slice = range[1]
      ? { start: Number(range[1]), end: Math.min(range[2] ? Number(range[2]) : last, last) }
      : { start: Math.max(0, file.byteSize - Number(range[2])), end: last };
    if (slice.start > slice.end) {
      res.status(416).setHeader('Content-Range', `bytes */${file.byteSize}`).end();
      return;
    }
  }
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Accept-Ranges', 'bytes');
  if (file.etag) res.setHeader('ETag', file.etag);
  if (file.etag && req.get('if-none-match') === file.etag) {
    res.status(304).end();
    return;
  }
  if (slice) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${slice.start}-${slice.end}/${file.byteSize}`);
    res.setHeader('Content-Length', String(slice.end - slice.start + 1));
  } else res.setHeader('Content-Length', String(file.byteSize));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(await file.read(slice), res);
}
