import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AppServices } from '@server/services';
import { slottedFilm } from '~/features/site-media';
import { defineEndpoint } from './endpoint';

export function trainingVideo(
  configured: string | undefined,
  roots = [path.resolve(process.env.BUILD_DIR ?? 'build', 'client'), path.resolve('public')],
) {
  if (configured) return { src: configured, captions: null };
  const has = (file: string) => roots.some((root) => existsSync(path.join(root, 'media', file)));
  if (!has('training.mp4')) return { src: null, captions: null };
  return { src: '/media/training.mp4', captions: has('training.vtt') ? '/media/training.vtt' : null };
}

export function trainingVideoEndpoints(services: AppServices) {
  return [
    defineEndpoint({
      // The home page's training film: the film an admin put in the site media library's training-film slot
      // (issue 30 item 7), else TRAINING_VIDEO_URL when set, else a file the operator dropped into
      // public/media/, else none ("coming soon"). Asked when the dialog opens, not with the page.
      method: 'get',
      path: '/training-video',
      roles: 'public',
      summary: "The home page's training film, if there is one",
      response: z.object({ src: z.string().nullable(), captions: z.string().nullable() }),
      handle: async ({ db }) => {
        const film = await slottedFilm(db);
        return film ? { src: film.src, captions: null } : trainingVideo(services.config.trainingVideoUrl);
      },
    }),
  ];
}
