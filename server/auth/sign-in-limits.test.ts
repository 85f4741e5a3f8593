import { request } from 'node:http';
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { TrustProxy } from '../config';
import { session } from '../db/schema';
import { testDatabaseKinds } from '../db/testing';
import type { AppServices } from '../services';
import { createTestServices } from '../testing';
import { createAccountsSharingPassword } from './accounts';
import { AUTH_TRIES_PER_MINUTE } from './auth';
import { SIGN_IN_FAILURES_PER_ADDRESS } from './sign-in-limits';

const PASSWORD = 'correct-horse-battery-9';

/**
 * The sign-in limits as people meet them over HTTP. Requests leave from real loopback addresses of their
 * own (127.0.0.x), so "another address" here is another TCP peer, not a header a client could make up.
 */
function signInServer(kind: Parameters<typeof createTestServices>[0], trustProxy: TrustProxy) {
  const state = {} as { services: AppServices; port: number; server: Server; close: () => Promise<void> };
  let people = 0;

  beforeAll(async () => {
    const test = await createTestServices(kind, { trustProxy });
    state.services = test.services;
    state.close = test.close;
    const app = createApp({ services: test.services, build: async () => Promise.reject(new Error('no UI')) });
    state.server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => state.server.once('listening', resolve));
    const address = state.server.address();
    state.port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise((resolve) => state.server.close(resolve));
    await state.close();
  });

  /**
   * New accounts, made in one go with one hash of the shared password (as the demo data is): hashing it for
   * each of thirty people took seconds of the test's time, and each sign-in still checks it in full.
   */
  async function newPeople(count: number, role: 'referee' | 'spectator' = 'spectator') {
    const emails = Array.from({ length: count }, () => `person-${trustProxy}-${++people}@example.ng`);
    await createAccountsSharingPassword(
      state.services.database.db,
      emails.map((email) => ({ email, name: 'Ade Official', role })),
      PASSWORD,
    );
    return emails;
  }

  /** POST /api/auth/sign-in/email from the loopback address `from`, with any extra headers. */
  function signIn(
    from: string,
    email: string,
    password: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; cookie: string }> {
    const body = JSON.stringify({ email, password });
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: state.port,
          localAddress: from,
          method: 'POST',
          path: '/api/auth/sign-in/email',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: state.services.config.baseUrl,
            ...headers,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  return { state, newPeople, signIn };
}

describe.each(testDatabaseKinds())('sign-in limits with TRUST_PROXY unset, on %s', (kind) => {
  const { state, newPeople, signIn } = signInServer(kind, false);

  it('does not let a made-up X-Forwarded-For buy fresh tries', async () => {
    const accounts = await newPeople(30);
    const statuses: number[] = [];
    for (const [i, email] of accounts.entries()) {
      const forged = `198.51.100.${i + 1}`;
      statuses.push(
        (
          await signIn('127.0.0.2', email, 'not-the-password', {
            'x-forwarded-for': forged,
            'x-real-ip': forged,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, SIGN_IN_FAILURES_PER_ADDRESS).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_FAILURES_PER_ADDRESS).every((s) => s === 429)).toBe(true);
    // Past the limit even the right password is refused from that address: otherwise the limit would
    // still answer the guess that matters.
    expect((await signIn('127.0.0.2', accounts[0]!, PASSWORD)).status).toBe(429);
    // Someone else is not locked out by it.
    expect((await signIn('127.0.0.3', accounts[1]!, PASSWORD)).status).toBe(200);
  });

  it('keeps failures from one address from blocking a correct sign-in from another', async () => {
    const accounts = await newPeople(6);
    for (const email of accounts.slice(0, 5))
      expect((await signIn('127.0.0.4', email, 'not-the-password')).status).toBe(401);
    expect((await signIn('127.0.0.5', accounts[5]!, PASSWORD)).status).toBe(200);
  });

  it('lets a venue behind one address sign in twenty officials within a minute, typos and all', async () => {
    const officials = await newPeople(20, 'referee');
    const statuses: number[] = [];
    for (const [i, email] of officials.entries()) {
      if (i % 5 === 0) expect((await signIn('127.0.0.6', email, 'Boxing-Typo-2026')).status).toBe(401);
      statuses.push((await signIn('127.0.0.6', email, PASSWORD)).status);
    }
    expect(statuses).toEqual(officials.map(() => 200));
  });

  it('counts failures on an account, not sign-ins: one person on many devices is never limited', async () => {
    const [email] = await newPeople(1);
    const statuses: number[] = [];
    for (let device = 0; device < AUTH_TRIES_PER_MINUTE * 2; device++)
      statuses.push((await signIn(`127.0.1.${device + 1}`, email!, PASSWORD)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('refuses the sixth wrong password for one account within a minute (issue 18), from one address', async () => {
    const [email] = await newPeople(1, 'referee');
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await signIn('127.0.0.10', email!, `wrong-password-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The account, not the hall, is held back: another official behind the same address signs in.
    const [colleague] = await newPeople(1, 'referee');
    expect((await signIn('127.0.0.10', colleague!, PASSWORD)).status).toBe(200);
  });

  it('refuses the sixth guess at an address that has no account alike, telling nobody it does not exist', async () => {
    const email = `nobody-${kind}@example.ng`;
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await signIn('127.0.0.11', email, `guess-number-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits failures on one account however many addresses they come from', async () => {
    const [email] = await newPeople(1);
    for (let i = 0; i < AUTH_TRIES_PER_MINUTE; i++)
      expect((await signIn(`127.0.2.${i + 1}`, email!, `guess-${i}-password`)).status).toBe(401);
    expect((await signIn('127.0.2.100', email!, PASSWORD)).status).toBe(429);
  });

  it('records the address it saw on the session, not the one the client claimed', async () => {
    const [email] = await newPeople(1);
    const { cookie } = await signIn('127.0.0.8', email!, PASSWORD, { 'x-forwarded-for': '198.51.100.99' });
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
    const [row] = await state.services.database.db
      .select({ ipAddress: session.ipAddress })
      .from(session)
      .where(eq(session.token, token));
    expect(row?.ipAddress).toBe('127.0.0.8');
  });
});

describe.each(testDatabaseKinds())('sign-in limits behind a proxy on loopback, on %s', (kind) => {
  const { state, newPeople, signIn } = signInServer(kind, ['loopback']);

  it('counts each forwarded client on its own, whatever the client put in front of the chain', async () => {
    const accounts = await newPeople(SIGN_IN_FAILURES_PER_ADDRESS + 2);
    const statuses: number[] = [];
    for (const [i, email] of accounts.entries()) {
      // The proxy appends the address it saw; the left part is whatever the client sent.
      const header = `203.0.113.${i + 1}, 198.51.100.7`;
      statuses.push(
        (await signIn('127.0.0.9', email, 'not-the-password', { 'x-forwarded-for': header })).status,
      );
    }
    expect(statuses.slice(0, SIGN_IN_FAILURES_PER_ADDRESS).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_FAILURES_PER_ADDRESS).every((s) => s === 429)).toBe(true);
    // Another client behind the same proxy signs in.
    const other = await signIn('127.0.0.9', accounts[0]!, PASSWORD, { 'x-forwarded-for': '198.51.100.8' });
    expect(other.status).toBe(200);
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(other.cookie)![1]!).split('.')[0]!;
    const [row] = await state.services.database.db
      .select({ ipAddress: session.ipAddress })
      .from(session)
      .where(eq(session.token, token));
    expect(row?.ipAddress).toBe('198.51.100.8');
  });
});
