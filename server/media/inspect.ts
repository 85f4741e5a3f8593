import { createFile, Log, MP4BoxBuffer } from 'mp4box';
import type { Movie } from 'mp4box';
import sharp from 'sharp';
import type { MediaType } from './sniff';

/**
 * A video read as it streams in, by a maintained demuxer (mp4box, GPAC's), not by its first bytes alone:
 * an `ftyp` box followed by zeros opens like an MP4 and was stored as one (issue 27). An MP4 is taken when
 * its movie box (`moov`, at the start or the end of the file) decodes to at least one audio or video track
 * and a duration; what does not is refused before a row is kept.
 *
 * A photo (JPEG, PNG, WebP, 5 MB at most) is kept whole as it streams in, then its header is decoded by
 * libvips (sharp): it is taken when it says it is that format, with a width and a height. A WebM video is
 * still taken on its magic bytes (server/media/sniff.ts): no maintained WebM demuxer is in the stack yet.
 */
export type MediaInspection = {
  /** Each piece of the file, in order, as it streams in. */
  push(chunk: Uint8Array): void;
  /** Once the whole file has been pushed: null when it decodes, else what the uploader is told. */
  finish(): Promise<string | null>;
};

// mp4box writes every malformed box of a hostile upload to the console; the refusal says it once.
Log.error = () => {};

export function inspectMedia(type: MediaType): MediaInspection {
  if (type === 'video/mp4') return inspectMp4();
  if (type.startsWith('image/')) return inspectImage(type);
  return { push: () => {}, finish: async () => null };
}

const sharpFormat: Partial<Record<MediaType, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function inspectImage(type: MediaType): MediaInspection {
  const pieces: Uint8Array[] = [];
  return {
    push(chunk) {
      pieces.push(chunk);
    },
    async finish() {
      const name = type.split('/')[1]!.toUpperCase();
      try {
        const found = await sharp(Buffer.concat(pieces), { failOn: 'error' }).metadata();
        if (found.format === sharpFormat[type] && (found.width ?? 0) > 0 && (found.height ?? 0) > 0)
          return null;
      } catch {
        // Not an image libvips can read: refused below.
      }
      return `The file is not a ${name} image: its header does not decode.`;
    },
  };
}

function inspectMp4(): MediaInspection {
  // The samples are not kept (keepMdatData false): only the boxes that describe the movie are parsed.
  const file = createFile(false);
  let movie: Movie | null = null;
  let broken = false;
  let offset = 0;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    broken = true;
  };
  return {
    push(chunk) {
      const start = offset;
      offset += chunk.byteLength;
      // The movie is known (or the file is not one): the rest is samples, nothing to decode.
      if (movie || broken) return;
      const copy = chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength) as ArrayBuffer;
      try {
        file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, start));
      } catch {
        broken = true;
      }
    },
    async finish() {
      if (!movie && !broken) {
        try {
          file.flush();
        } catch {
          broken = true;
        }
      }
      const found = movie as Movie | null;
      const playable =
        !broken &&
        found !== null &&
        found.duration > 0 &&
        found.tracks.some((track) => track.type === 'video' || track.type === 'audio');
      return playable ? null : 'The file is not a playable MP4 video: its movie header does not decode.';
    },
  };
}
