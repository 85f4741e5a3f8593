import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { createServer as createVite } from 'vite';
import type { ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '~/features/enquiries';
import { createApp } from './app';
import { DEMO_PASSWORD, seedDemoAccounts } from './auth/accounts';
import { createAuth } from './auth/auth';
import { createViewerResolver } from './auth/viewer';
import { loadConfig } from './config';
import { openPostgres } from './db/client';
import type { DatabaseHandle } from './db/client';
import { startTcpProxy } from './db/tcp-proxy.test-support';
import { createPostgresTestDatabase, createTestDatabase, testDatabaseKinds } from './db/testing';
import type { TestDatabaseKind } from './db/testing';
import type { AppServices } from './services';

const baseUrl = 'http://127.0.0.1:3999';

/**
 * A database that the test can take away from the running server: on PostgreSQL every connection goes
 * through a relay that `stop()` cuts (reset sockets, refused connections: what a crash or a network
 * partition looks like); the embedded database is closed under the server's feet.
 */
async function stoppableDatabase(
  kind: TestDatabaseKind,
): Promise<{ database: DatabaseHandle; stop: () => Promise<void>; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await createTestDatabase('pglite');
    let stopped = false;
    return {
      database,
      stop: async () => {
        stopped = true;
        await database.close();
      },
      dispose: async () => {
        if (!stopped) await database.close();
      },
    };
  }
  const { url, drop } = await createPostgresTestDatabase();
  const target = new URL(url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(url);
  proxied.port = String(proxy.port);
  const database = await openPostgres(proxied.href, 4);
  return {
    database,
    stop: () => proxy.cut(),
    dispose: async () => {
      await proxy.cut();
      await database.close();
      await drop();
    },
  };
}

/** Entities React writes into HTML, undone, so assertions read the page's text. */
function text(html: string) {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const unavailable = "We can't reach our database right now. Try again in a moment.";

// The pages come from the app's own modules, compiled by Vite as `npm run dev` does.
let vite: ViteDevServer;
let build: () => Promise<ServerBuild>;
const vitestBaseUrl = process.env.BASE_URL;
beforeAll(async () => {
  // Vitest sets BASE_URL to '/', and the Vite config builds the site's address from it.
  process.env.BASE_URL = baseUrl;
  vite = await createVite({
    configFile: path.resolve('vite.config.ts'),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}, 120_000);
afterAll(async () => {
  await vite?.close();
  // The next test file in this worker sees Vitest's own value again.
  process.env.BASE_URL = vitestBaseUrl;
});

/** Folders made by these tests, removed after them. */
const made: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajb-outage-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())('when the database (%s) goes away', (kind) => {
  let stoppable: Awaited<ReturnType<typeof stoppableDatabase>>;
  let server: Server;
  let base: string;

  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await stoppable?.dispose();
  });

  it('pages, forms, the API and /healthz answer 503 "try again in a moment", and a form keeps what was typed', async () => {
    stoppable = await stoppableDatabase(kind);
    const { database } = stoppable;
    const config = {
      ...loadConfig({
        DATA_DIR: tempDir(),
        LOG_REQUESTS: '0',
        BASE_URL: baseUrl,
      }),
      demoData: true,
    };
    const auth = createAuth({ db: database.db, config });
    const services: AppServices = {
      config,
      database,
      auth,
      outbox: { deliverDue: async () => 0, stop: async () => {} },
      viewerFor: createViewerResolver(auth, database.db),
    };
    await seedDemoAccounts(database.db);
    server = createApp({ services, build }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // An admin signs in and sees the dashboard while all is well.
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'admin@ajbxng.test', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await fetch(`${base}/admin-dashboard`, { headers: { cookie } })).status).toBe(200);
    // A tablet's token, taken while all is well.
    const tokenAnswer = await fetch(`${base}/api/auth/token`, { headers: { cookie } });
    expect(tokenAnswer.status).toBe(200);
    const { token } = (await tokenAnswer.json()) as { token: string };
    const bearer = { authorization: `Bearer ${token}` };
    expect((await fetch(`${base}/api/v1/users`, { headers: bearer })).status).toBe(200);

    await stoppable.stop();

    const dashboard = await fetch(`${base}/admin-dashboard`, { headers: { cookie } });
    expect(dashboard.status).toBe(503);
    const dashboardPage = text(await dashboard.text());
    expect(dashboardPage).toContain(unavailable);
    expect(dashboardPage).not.toContain('Unexpected Application Error');

    // A contact message posted without JavaScript: the form comes back with every word still in it.
    const typed = {
      firstName: 'Chiamaka',
      lastName: 'Eze',
      email: 'chiamaka.eze@example.ng',
      phone: '+234 803 555 0101',
      programmeInterest: 'not-sure',
      message: 'Is there an evening class for beginners in Lekki? I work until 6 PM.',
    };
    const posted = await fetch(`${base}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...typed, formInstance: newIdempotencyKey(), website: '' }),
    });
    expect(posted.status).toBe(503);
    const form = text(await posted.text());
    expect(form).toContain(unavailable);
    expect(form).toContain('aria-label="Contact form"');
    expect(form).toContain(`value="${typed.firstName}"`);
    expect(form).toContain(`value="${typed.lastName}"`);
    expect(form).toContain(`value="${typed.email}"`);
    expect(form).toContain(`value="${typed.phone}"`);
    expect(form).toContain(`>${typed.message}</textarea>`);

    // The same 503 for a cookie and for a token: a token client must not read bad credentials (issue 28).
    for (const headers of [{ cookie }, bearer]) {
      const api = await fetch(`${base}/api/v1/users`, { headers });
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toMatchObject({
        error: { code: 'database_unavailable', message: unavailable },
      });
    }

    // Signing in, through the auth API and through the sign-in page: 503 "try again", not a 500 or a
    // claim that the password is wrong.
    const authApi = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'coach@ajbxng.test', password: DEMO_PASSWORD }),
    });
    expect(authApi.status).toBe(503);
    expect(await authApi.json()).toMatchObject({
      error: { code: 'database_unavailable', message: unavailable },
    });
    const signInPage = await fetch(`${base}/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ email: 'coach@ajbxng.test', password: DEMO_PASSWORD }),
    });
    expect(signInPage.status).toBe(503);
    const signInText = text(await signInPage.text());
    expect(signInText).toContain(unavailable);
    expect(signInText).not.toContain('Invalid email or password');

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      status: 'degraded',
      database: { kind, status: 'unavailable', reason: 'database unreachable' },
    });
  }, 180_000);
});
