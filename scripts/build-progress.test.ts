import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { duration, followBuild } from './build-progress.mjs';

/** The shape of `react-router build`'s output (abridged from a real run), bundler notices included. */
const buildOutput = [
  'The `envFile` option is deprecated, please use `envDir: false` instead.',
  'vite v8.3.8 building client environment for production...',
  'transforming...',
  '✓ 2550 modules transformed.',
  '.tmp/build/client/assets/framework-jvP1Qn2t.js                             344.05 kB │ gzip: 108.74 kB',
  '✓ built in 9.59s',
  '\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 8.8s of this 9.6s build (92%).',
  'vite v8.3.8 building ssr environment for production...',
  '✓ 207 modules transformed.',
  'Prerender (html): / -> .tmp/build/client/index.html',
  'Prerender (html): /about -> .tmp/build/client/about/index.html',
  'Prerender (html): /courses -> .tmp/build/client/courses/index.html',
  '.tmp/build/server/index.js                                                 572.47 kB │ gzip: 130.35 kB',
  '✓ built in 3.64s',
  '',
].join('\n');

/** Folders made by these tests, removed after them. */
const made: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajb-nobuild-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('what npm start says while it builds', () => {
  it('one line per stage, in order, whatever the chunks the output arrives in', () => {
    for (const size of [7, 64, buildOutput.length]) {
      const said: string[] = [];
      const feed = followBuild((stage: string) => said.push(stage));
      for (let at = 0; at < buildOutput.length; at += size) feed(buildOutput.slice(at, at + size));
      expect(said).toEqual([
        'compiling the pages for the browser',
        'compiling the server',
        'prerendering the marketing pages',
      ]);
    }
  });

  it('says how long the build took as a person would', () => {
    expect(duration(48_400)).toBe('48 s');
    expect(duration(72_000)).toBe('1 min 12 s');
  });

  it('`npm run serve` without a build says what to run, and fails', () => {
    const result = spawnSync(process.execPath, ['scripts/start.mjs', '--no-build'], {
      env: { ...process.env, BUILD_DIR: tempDir() },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('run `npm run build` first');
  });
});
