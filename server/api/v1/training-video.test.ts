import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { trainingVideo } from './training-video';

/** Folders made by these tests, removed after them. */
const made: string[] = [];
function root() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajb-media-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('the training film', () => {
  it('is "none" until the operator sets a URL or drops a file', () => {
    expect(trainingVideo(undefined, [root()])).toEqual({ src: null, captions: null });
  });

  it('is the dropped file, with its captions when there are some', () => {
    const dir = root();
    mkdirSync(path.join(dir, 'media'));
    writeFileSync(path.join(dir, 'media', 'training.mp4'), '');
    expect(trainingVideo(undefined, [dir])).toEqual({ src: '/media/training.mp4', captions: null });
    writeFileSync(path.join(dir, 'media', 'training.vtt'), 'WEBVTT');
    expect(trainingVideo(undefined, [dir])).toEqual({
      src: '/media/training.mp4',
      captions: '/media/training.vtt',
    });
  });

  it('is TRAINING_VIDEO_URL when set', () => {
    expect(trainingVideo('https://media.ajbxng.ng/training.mp4', [root()])).toEqual({
      src: 'https://media.ajbxng.ng/training.mp4',
      captions: null,
    });
  });
});
