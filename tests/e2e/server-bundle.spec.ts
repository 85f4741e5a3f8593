import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { startSmtpSink } from '../../server/mail/smtp-sink.test-support';
import { expect, signIn, test, uniqueClientIp } from './fixtures';
import { ownServer } from './own-server';

/**
 * The production build is one module graph: build/server/index.js holds the pages and the server that serves
 * them (server/production.ts, issue 26). Before, `npm start` ran the server from the sources and the pages
 * from the build, two copies of every module in one process: a page action's nudge went to an outbox with
 * no worker, and the server's error mapping could not recognise the build's ServiceError by its class.
 */

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe('the production server is one bundle', () => {
  // A server of its own starts (a minute on a busy machine) besides the shared one.
  test.describe.configure({ timeout: 240_000 });

  test("a page action's e-mail is sent at once: its nudge reaches the outbox worker, which polls only every 10 minutes", async ({
    browser,
  }) => {
    const sink = await startSmtpSink();
    const dataDir = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-bundle`;
    rmSync(dataDir, { recursive: true, force: true });
    const server = ownServer({
      port: await freePort(),
      dataDir,
      env: { DEMO_DATA: '0', OUTBOX_POLL_SECONDS: '600', SMTP_URL: sink.url },
    });
    await server.start();
    const context = await browser.newContext({
      baseURL: server.baseURL,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    try {
      const page = await context.newPage();
      const email = `bundle-${Date.now().toString(36)}@example.com`;
      await page.goto('/contact');
      await page.getByLabel('First name').fill('Ngozi');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('textbox', { name: 'Message' }).fill('When does the next beginners intake start?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.locator('[data-reference]')).toHaveText(/^AJB-/);
      const sentAt = Date.now();
      // The acknowledgement to the sender, over SMTP, in seconds: the worker's own look would come in 10 min.
      await expect
        .poll(() => sink.messages.filter((mail) => mail.to.includes(email)).length, { timeout: 10_000 })
        .toBe(1);
      expect(Date.now() - sentAt).toBeLessThan(10_000);
    } finally {
      await context.close();
      await server.stop();
      await sink.close();
    }
  });

  test("a service's refusal that a page leaves to the server is its 4xx, recognised by its class", async ({
    page,
  }) => {
    // The weigh-in page leaves a 404 of its tournament to the server's guard (server/http/database-outage.ts),
    // which now checks `instanceof ServiceError` only: a second copy of the class would make this a 500.
    await signIn(page, 'admin@ajbxng.test');
    const response = await page.goto('/admin-dashboard/tournaments/999999/weigh-in');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('There is no such tournament.')).toBeVisible();
  });
});
