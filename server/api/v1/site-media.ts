import { z } from 'zod';
import { mediaStoreFor } from '@server/media/choose';
import type { MediaStore } from '@server/media/store';
import type { AppServices } from '@server/services';
import { siteMediaFile } from '~/features/site-media';
import { defineEndpoint } from './endpoint';
import { sendRemoteMedia } from './live';

/**
 * A key names one file for ever (random, never reused: server/media/store.ts), so the bytes at a key never
 * change: a browser or a CDN keeps them a year without asking again, and the key is their strong ETag.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function siteMediaEndpoints(services: AppServices) {
  // Made when first used: the endpoint table is also read without services (the document, the matrix).
  let made: MediaStore | undefined;
  const mediaStore = () => (made ??= mediaStoreFor(services.config));
  return [
    defineEndpoint({
      method: 'get',
      path: '/site-media/:key',
      roles: 'public',
      summary:
        "A file of the academy's site media library: a photo's AVIF or WebP rendition, or a film (byte ranges for seeking)",
      description:
        'The public pages link each photo slot to these through <picture> srcset. Cached for a year (immutable): a key is never reused, and is the strong ETag (304 on If-None-Match). A photo’s original upload is never served.',
      params: z.object({
        key: z
          .string()
          .regex(/^[a-f0-9]{32}\.(avif|webp|mp4|webm)$/, 'Not a file of the site media library')
          .describe('The stored file’s key, as the page links it'),
      }),
      refusals: [{ status: 404, description: 'No such file in the library (media_not_found)' }],
      handle: async ({ db, params, req, res }) => {
        const file = await siteMediaFile(db, mediaStore(), params.key);
        if (!('path' in file)) {
          await sendRemoteMedia(req, res, file, IMMUTABLE);
          return undefined;
        }
        res.setHeader('ETag', `"${params.key}"`);
        await new Promise<void>((resolve, reject) =>
          res.sendFile(
            file.path,
            {
              headers: {
                'Content-Type': file.contentType,
                'X-Content-Type-Options': 'nosniff',
                'Cache-Control': IMMUTABLE,
              },
              // The key is the validator: no weak ETag or date of send's own, no max-age of its own.
              etag: false,
              lastModified: false,
              cacheControl: false,
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
