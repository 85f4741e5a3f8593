import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI or here: a test that passes on a second try hides a defect (issue 25).
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    // A trace records every action's DOM: 15-25 % of the suite's time on CI's two cores, for files a clean
    // clone's CI run throws away. The failure's message and its page snapshot (error-context.md) stay.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Every page carries endless animations (the header's Live marker pings while an event is live, the
    // live dots pulse): each open page then repaints sixty times a second in its renderer and its GPU
    // process, for as long as a test keeps it open. The site honours reduced motion (app.css), so the
    // browser asks for it and the pages stand still; the one test of motion itself asks for it again.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    // `npm test` starts this server itself while other tests run (scripts/test.mjs) and says so; otherwise a
    // server already on the port is somebody else's, never taken for ours.
    reuseExistingServer: Boolean(process.env.E2E_SERVER_STARTED),
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
