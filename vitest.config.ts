import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@server': fileURLToPath(new URL('./server', import.meta.url)),
    },
  },
  test: {
    include: ['{app,server,engine,scripts,eslint}/**/*.test.{ts,tsx}'],
    environment: 'node',
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
