import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * A page's own document script (`…/name.ts?document-script`, decision 0034) is, in the build, the address of a
 * file bundled by itself (vite.config.ts). Under test the route module only needs that address: it is given
 * one, and the browser-only script is never run in Node.
 */
const documentScriptsUnderTest: Plugin = {
  name: 'ajbxng:document-scripts-under-test',
  enforce: 'pre',
  resolveId: (source) => (source.endsWith('?document-script') ? `\0${source}` : null),
  load(id) {
    if (!id.startsWith('\0') || !id.endsWith('?document-script')) return null;
    const name = id.slice(id.lastIndexOf('/') + 1, -'.ts?document-script'.length);
    return `export default ${JSON.stringify(`/assets/document-${name}.js`)};`;
  },
};

export default defineConfig({
  plugins: [documentScriptsUnderTest],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@server': fileURLToPath(new URL('./server', import.meta.url)),
    },
  },
  test: {
    include: ['{app,server,engine,scripts,eslint}/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['./vitest.global-setup.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // The files of a worker share its modules (decision 0017): each file importing the app again, and
    // compiling PGlite's WebAssembly again, was a third of the run. What a file changes for its tests (the
    // clock, an environment variable) it puts back; vitest.setup.ts puts the clock back after every test.
    isolate: false,
    // Vitest's default (one worker fewer than the cores) runs the files one at a time on CI's two cores, with
    // the second core idle while a file waits on PGlite's start, a server it spawned, PostgreSQL or SMTP: two
    // files at a time there. Tests share no port (port 0), database (one per test) or folder (mkdtemp).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['engine/**/*.ts'],
      exclude: ['engine/**/*.test.ts', 'engine/cli/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      // The engine is the most tested code in the repo: npm test fails if its branch coverage drops below 95 %.
      thresholds: { branches: 95 },
    },
  },
});
