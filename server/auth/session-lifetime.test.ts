import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { session } from '../db/schema';
import { testDatabaseKinds } from '../db/testing';
import type { AppServices } from '../services';
import { createTestServices } from '../testing';
import { createAccount } from './accounts';

const PASSWORD = 'correct-horse-battery-9';
const DAY_MS = 86_400_000;

/**
 * Issue 18: "the session on the device outlasts a day of outages". An official signs in before the event;
 * the tablet then spends hours without a network, or with the server restarting, and must still be signed
 * in when it reaches the server again.
 */
describe.each(testDatabaseKinds())('a session through a day of outages, on %s', (kind) => {
  let services: AppServices;
  let server: Server;
  let base: string;
  let close: () => Promise<void>;

  async function start() {
    const test = await createTestServices(kind);
    services = test.services;
    close = test.close;
    server = createApp({ services, build: async () => Promise.reject(new Error('no UI')) }).listen(
      0,
      '127.0.0.1',
    );
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await createAccount(services.database.db, {
      email: 'judge@example.ng',
      name: 'Joy Judge',
      role: 'referee',
      password: PASSWORD,
    });
  }

  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await close?.().catch(() => undefined);
  });

  async function signIn() {
    const answer = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: services.config.baseUrl },
      body: JSON.stringify({ email: 'judge@example.ng', password: PASSWORD }),
    });
    expect(answer.status).toBe(200);
    const setCookie = answer.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    const cookie = setCookie.split(';')[0]!;
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    return { setCookie, cookie, token };
  }

  const expiryOf = async (token: string) =>
    (
      await services.database.db
        .select({ expiresAt: session.expiresAt })
        .from(session)
        .where(eq(session.token, token))
    )[0]!.expiresAt.getTime();

  it('lasts two weeks on the device and on the server, and each day of use extends it', async () => {
    await start();
    const { setCookie, cookie, token } = await signIn();
    // The cookie the tablet keeps: two weeks, not a browser session that a closed tab would end.
    const maxAge = Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(14 * 86_400);
    expect(await expiryOf(token)).toBeGreaterThan(Date.now() + 13.9 * DAY_MS);

    // Signed in the day before the event and used again a day and a half later, after a day offline:
    // still signed in, and the expiry moves two weeks from now.
    await services.database.db
      .update(session)
      .set({
        expiresAt: new Date(Date.now() + 12.5 * DAY_MS),
        updatedAt: new Date(Date.now() - 1.5 * DAY_MS),
      })
      .where(eq(session.token, token));
    const me = await fetch(`${base}/api/v1/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe('judge@example.ng');
    expect(await expiryOf(token)).toBeGreaterThan(Date.now() + 13.9 * DAY_MS);
  }, 120_000);

  it('is not cut by the answers given while the database is down', async () => {
    await start();
    const { cookie } = await signIn();
    // The database closed under the server (PGlite closed; on PostgreSQL the pool ended): every answer
    // that needs it fails now (503 on PGlite, 500 on the ended pool).
    await close();
    for (const path of ['/api/v1/me', '/api/auth/get-session', '/api/v1/session']) {
      const answer = await fetch(`${base}${path}`, { headers: { cookie } });
      expect(answer.status, path).toBeGreaterThanOrEqual(500);
      // No answer during the outage tells the device to forget its session cookie.
      expect(
        answer.headers.getSetCookie().filter((c) => c.includes('session_token')),
        path,
      ).toEqual([]);
    }
  }, 120_000);
});
