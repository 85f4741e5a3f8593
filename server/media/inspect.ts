import { createFile, Log, MP4BoxBuffer } from 'mp4box';
import type { Movie } from 'mp4box';
import type { MediaType } from './sniff';

/**
 * A video read as it streams in, by a maintained demuxer (mp4box, GPAC's), not by its first bytes alone:
 * an `ftyp` box followed by zeros opens like an MP4 and was stored as one (issue 27). An MP4 is taken when
 * its movie box (`moov`, at the start or the end of the file) decodes to at least one audio or video track
 * and a duration; what does not is refused before a row is kept.
 *
 * The other types are taken on their magic bytes (server/media/sniff.ts) for now.
 */
export type MediaInspection = {
  /** Each piece of the file, in order, as it streams in. */
  push(chunk: Uint8Array): void;
  /** Once the whole file has been pushed: null when it decodes, else what the uploader is told. */
  finish(): string | null;
};

// mp4box writes every malformed box of a hostile upload to the console; the refusal says it once.
Log.error = () => {};

export function inspectMedia(type: MediaType): MediaInspection {
  if (type === 'video/mp4') return inspectMp4();
  return { push: () => {}, finish: () => null };
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
    finish() {
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
