import { PassThrough } from 'node:stream';
import { createFile, Log, MP4BoxBuffer } from 'mp4box';
import type { Movie } from 'mp4box';
import { parseStream } from 'music-metadata';
import type { IAudioMetadata } from 'music-metadata';
import sharp from 'sharp';
import type { StoredMediaType } from './sniff';

/**
 * A video read as it streams in, by a maintained demuxer (mp4box, GPAC's), not by its first bytes alone:
 * an `ftyp` box followed by zeros opens like an MP4 and was stored as one (issue 27). An MP4 is taken when
 * its movie box (`moov`, at the start or the end of the file) decodes to at least one audio or video track
 * and a duration; what does not is refused before a row is kept.
 *
 * A photo (JPEG, PNG, WebP, 5 MB at most) is kept whole as it streams in, then its header is decoded by
 * libvips (sharp): it is taken when it says it is that format, with a width and a height.
 *
 * A WebM video is read as it streams in by music-metadata's Matroska parser (decision 0022): an EBML header
 * followed by zeros opens like a WebM and is refused. It is taken when its EBML document type is `webm` and
 * its Tracks element names at least one video or audio track; a duration is required to be positive only
 * when the file gives one (a browser's own recording, MediaRecorder's, has none).
 */
export type MediaInspection = {
  /** Each piece of the file, in order, as it streams in. */
  push(chunk: Uint8Array): void;
  /** Once the whole file has been pushed: null when it decodes, else what the uploader is told. */
  finish(): Promise<string | null>;
};

// mp4box writes every malformed box of a hostile upload to the console; the refusal says it once.
Log.error = () => {};

export function inspectMedia(type: StoredMediaType): MediaInspection {
  if (type === 'video/mp4') return inspectMp4();
  if (type === 'video/webm') return inspectWebm();
  if (type.startsWith('image/')) return inspectImage(type);
  return { push: () => {}, finish: async () => null };
}

const sharpFormat: Partial<Record<StoredMediaType, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  // libvips reads AVIF through libheif, and names the container.
  'image/avif': 'heif',
};

function inspectImage(type: StoredMediaType): MediaInspection {
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

// Matroska's TrackType values (the library's enum is not exported): 1 video, 2 audio.
const VIDEO_TRACK = 1;
const AUDIO_TRACK = 2;

function inspectWebm(): MediaInspection {
  const stream = new PassThrough();
  let settled = false;
  // Parsed while the upload streams in: the clusters (the frames) are read past, not kept.
  const parsed: Promise<IAudioMetadata | null> = parseStream(
    stream,
    { mimeType: 'video/webm' },
    { skipCovers: true },
  ).then(
    (metadata) => metadata,
    () => null,
  );
  void parsed.finally(() => {
    settled = true;
    // The parser has what it needs (or gave up): the rest of the upload is not buffered for nobody.
    stream.destroy();
  });
  return {
    push(chunk) {
      if (!settled) stream.write(chunk);
    },
    async finish() {
      if (!settled) stream.end();
      const found = await parsed;
      const duration = found?.format.duration;
      const playable =
        found !== null &&
        found.format.container === 'EBML/webm' &&
        (duration === undefined || duration > 0) &&
        found.format.trackInfo.some((track) => track.type === VIDEO_TRACK || track.type === AUDIO_TRACK);
      return playable ? null : 'The file is not a playable WebM video: its header does not decode.';
    },
  };
}
