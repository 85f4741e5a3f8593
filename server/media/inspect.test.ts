import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inspectMedia } from './inspect';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
// Made with ffmpeg: 16×16 VP8 for 0.2 s with a duration; and a live recording (VP8 and Opus, no duration,
// as a browser's MediaRecorder writes one).
const webm = fixture('tiny.webm');
const recording = fixture('recorded.webm');
const segmentAt = webm.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
const tracksAt = webm.indexOf(Buffer.from([0x16, 0x54, 0xae, 0x6b]));

/** The file pushed as an upload arrives, in pieces of `size` bytes. */
async function inspectWebm(file: Buffer, size = 64) {
  const inspection = inspectMedia('video/webm');
  for (let at = 0; at < file.length; at += size) inspection.push(file.subarray(at, at + size));
  return inspection.finish();
}

describe('a WebM is decoded, not taken on its first bytes (issue 27)', () => {
  it('takes a real WebM, whole or in pieces, with or without a duration', async () => {
    expect(await inspectWebm(webm)).toBeNull();
    expect(await inspectWebm(webm, 7)).toBeNull();
    expect(await inspectWebm(recording)).toBeNull();
  });

  it('refuses what only opens like one', async () => {
    const refusal = 'The file is not a playable WebM video: its header does not decode.';
    const magicThenZeros = Buffer.concat([webm.subarray(0, 4), Buffer.alloc(4096)]);
    const headerThenZeros = Buffer.concat([webm.subarray(0, segmentAt), Buffer.alloc(4096)]);
    const headerThenNoise = Buffer.concat([
      webm.subarray(0, segmentAt),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
    ]);
    expect(await inspectWebm(magicThenZeros)).toBe(refusal);
    expect(await inspectWebm(headerThenZeros)).toBe(refusal);
    expect(await inspectWebm(headerThenNoise)).toBe(refusal);
    // A header and no tracks, and a file cut off before its tracks.
    expect(await inspectWebm(webm.subarray(0, segmentAt))).toBe(refusal);
    expect(await inspectWebm(webm.subarray(0, tracksAt))).toBe(refusal);
  });
});
