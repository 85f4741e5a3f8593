import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testDatabaseKinds } from '../db/testing';
import { createTestServices } from '../testing';
import type { AppServices } from '../services';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { createAccount, DEMO_PASSWORD, issueSetPasswordLink, seedDemoAccounts } from './accounts';

/** Accounts over HTTP, as a browser or a ringside tablet would use them. */
describe.each(testDatabaseKinds())('accounts and the API on %s', (kind) => {
  let server: Server;
  let base: string;
  let services: AppServices;
  let close: () => Promise<void>;
  let ipCounter = 10;

  beforeAll(async () => {
    // Requests name their own client address in X-Forwarded-For (see post below), which is believed only
    // from a trusted proxy: here, anything on loopback.
    const test = await createTestServices(kind, { trustProxy: ['loopback'] });
    services = test.services;
    close = test.close;
    await seedDemoAccounts(services.database.db);
    const app = createApp({ services, build: async () => Promise.reject(new Error('no UI in this test')) });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The auth library checks the Origin against BASE_URL.
    services.config.baseUrl = base;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await close();
  });

  /** Each call comes from its own address, so the per-IP limit of one test does not spill into another. */
  function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:3999',
        'x-forwarded-for': `10.0.0.${ipCounter++}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
  }
  async function signIn(email: string, password = DEMO_PASSWORD) {
    const response = await post('/api/auth/sign-in/email', { email, password });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { response, cookie };
  }

  it('signs a demo account in and tells the API who it is', async () => {
    const { response, cookie } = await signIn('coach@ajbxng.test');
    expect(response.status).toBe(200);
    expect(cookie).toContain('session_token');
    const me = await fetch(`${base}/api/v1/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ user: { email: 'coach@ajbxng.test', role: 'coach' } });
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const { response } = await signIn('referee@ajbxng.test');
    const raw = response.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await post('/api/auth/sign-in/email', {
      email: 'nobody@ajbxng.test',
      password: 'whatever-123',
    });
    const wrong = await post('/api/auth/sign-in/email', {
      email: 'spectator@ajbxng.test',
      password: 'whatever-123',
    });
    expect(unknown.status).toBe(wrong.status);
    const [unknownBody, wrongBody] = [await unknown.json(), await wrong.json()];
    expect(unknownBody.error.message).toBe(wrongBody.error.message);
    // The auth API's refusals come in the one error shape of every API answer.
    expect(wrongBody).toEqual({
      error: { code: expect.stringMatching(/^[a-z0-9_]+$/), message: expect.any(String) },
    });
  });

  it('lets a visitor sign up only as spectator or boxer, with a password of 10 characters or more', async () => {
    const short = await post('/api/auth/sign-up/email', {
      name: 'Ada Obi',
      email: 'ada@example.ng',
      password: 'short',
    });
    expect(short.status).toBe(400);
    // Setting the role field directly is refused outright…
    const withRole = await post('/api/auth/sign-up/email', {
      name: 'Sneaky',
      email: 'sneaky@example.ng',
      password: 'long-enough-1',
      role: 'admin',
    });
    expect(withRole.status).toBe(400);
    // …and asking for a staff role as the account type gives a spectator.
    const asAdmin = await post('/api/auth/sign-up/email', {
      name: 'Sneaky',
      email: 'sneaky@example.ng',
      password: 'long-enough-1',
      accountType: 'admin',
    });
    expect(asAdmin.status).toBe(200);
    const cookie = asAdmin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(await (await fetch(`${base}/api/v1/me`, { headers: { cookie } })).json()).toMatchObject({
      user: { role: 'spectator' },
    });
    const boxer = await post('/api/auth/sign-up/email', {
      name: 'Bisi Ade',
      email: 'bisi@example.ng',
      password: 'long-enough-1',
      accountType: 'boxer',
    });
    const boxerCookie = boxer.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(
      await (await fetch(`${base}/api/v1/me`, { headers: { cookie: boxerCookie } })).json(),
    ).toMatchObject({ user: { role: 'boxer' } });
  });

  it('holds a name sent straight to the auth API to the sign-up form’s rules', async () => {
    const broken = await post('/api/auth/sign-up/email', {
      name: 'Ada\r\nObi',
      email: 'ada-lines@example.ng',
      password: 'long-enough-1',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { message: 'Your name must fit on one line.' } });
    const hidden = await post('/api/auth/sign-up/email', {
      name: 'Ada\u009bObi',
      email: 'ada-hidden@example.ng',
      password: 'long-enough-1',
    });
    expect(hidden.status).toBe(400);
    const spoofed = await post('/api/auth/sign-up/email', {
      name: '\u2066Ada \u202eObi\u2069',
      email: 'ada-bidi@example.ng',
      password: 'long-enough-1',
    });
    expect(spoofed.status).toBe(200);
    const cookie = spoofed.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(await (await fetch(`${base}/api/v1/me`, { headers: { cookie } })).json()).toMatchObject({
      user: { name: 'Ada Obi' },
    });
    const renamed = await post('/api/auth/update-user', { name: 'Ada\u2028Admin' }, { cookie, origin: base });
    expect(renamed.status).toBe(400);
    expect(await (await fetch(`${base}/api/v1/me`, { headers: { cookie } })).json()).toMatchObject({
      user: { name: 'Ada Obi' },
    });
  });

  it('limits sign-in attempts per account even from many addresses', async () => {
    await createAccount(services.database.db, {
      email: 'target@example.ng',
      name: 'Target',
      role: 'spectator',
      password: 'correct-horse-1',
    });
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await post('/api/auth/sign-in/email', {
            email: 'target@example.ng',
            password: `wrong-${i}-password`,
          })
        ).status,
      );
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    const limited = await post('/api/auth/sign-in/email', {
      email: 'target@example.ng',
      password: 'correct-horse-1',
    });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toMatch(/Too many attempts/);
  });

  it('issues a JWT for API clients, and a demotion applies to it at once', async () => {
    const admin = await signIn('admin@ajbxng.test');
    const tablet = await signIn('referee@ajbxng.test');
    const tokenResponse = await fetch(`${base}/api/auth/token`, { headers: { cookie: tablet.cookie } });
    const { token } = (await tokenResponse.json()) as { token: string };
    expect(token.split('.')).toHaveLength(3);
    const me = (await (
      await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      user: { id: string; role: string };
    };
    expect(me.user.role).toBe('referee');
    const jwks = await (await fetch(`${base}/api/auth/jwks`)).json();
    expect(jwks.keys.length).toBeGreaterThan(0);

    const refereeId = me.user.id;
    const demote = await fetch(`${base}/api/v1/users/${refereeId}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ role: 'spectator' }),
    });
    expect(demote.status).toBe(200);
    const after = await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await after.json()).toMatchObject({ user: { role: 'spectator' } });
    const forbidden = await fetch(`${base}/api/v1/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(forbidden.status).toBe(403);
  });

  it('refuses a garbage bearer token', async () => {
    const response = await fetch(`${base}/api/v1/me`, { headers: { authorization: 'Bearer not.a.token' } });
    expect(response.status).toBe(401);
  });

  it('refuses a cookie-borne change from another origin, and malformed JSON, with clear 4xx errors', async () => {
    const admin = await signIn('admin@ajbxng.test');
    const users = (await (
      await fetch(`${base}/api/v1/users?q=coach`, { headers: { cookie: admin.cookie } })
    ).json()) as { users: { id: string }[] };
    const coachId = users.users[0]!.id;
    const crossSite = await fetch(`${base}/api/v1/users/${coachId}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ role: 'admin' }),
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: { code: 'bad_origin' } });
    const badJson = await fetch(`${base}/api/v1/users/${coachId}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', origin: base },
      body: '{"role":',
    });
    expect(badJson.status).toBe(400);
    const badRole = await fetch(`${base}/api/v1/users/${coachId}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ role: 'emperor' }),
    });
    expect(badRole.status).toBe(400);
    const unknown = await fetch(`${base}/api/v1/users/no-such-id`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ role: 'coach' }),
    });
    expect(unknown.status).toBe(404);
  });

  it('disabling a person ends their session at once and keeps them out', async () => {
    const admin = await signIn('admin@ajbxng.test');
    await createAccount(services.database.db, {
      email: 'leaving@example.ng',
      name: 'Leaving Coach',
      role: 'coach',
      password: 'correct-horse-2',
    });
    const coach = await signIn('leaving@example.ng', 'correct-horse-2');
    const { user } = (await (
      await fetch(`${base}/api/v1/me`, { headers: { cookie: coach.cookie } })
    ).json()) as { user: { id: string } };
    const disable = await fetch(`${base}/api/v1/users/${user.id}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ disabled: true, reason: 'Left the academy' }),
    });
    expect(await disable.json()).toMatchObject({ user: { disabled: true } });
    expect((await fetch(`${base}/api/v1/me`, { headers: { cookie: coach.cookie } })).status).toBe(401);
    expect((await signIn('leaving@example.ng', 'correct-horse-2')).response.status).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('never lets the last admin be demoted', async () => {
    const admin = await signIn('admin@ajbxng.test');
    const { user } = (await (
      await fetch(`${base}/api/v1/me`, { headers: { cookie: admin.cookie } })
    ).json()) as { user: { id: string } };
    const response = await fetch(`${base}/api/v1/users/${user.id}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ role: 'coach' }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'last_admin' } });
  });

  it('resets a password by an e-mailed link, and answers the same for an unknown address', async () => {
    await createAccount(services.database.db, {
      email: 'forgetful@example.ng',
      name: 'Forgetful Boxer',
      role: 'boxer',
      password: 'old-password-1',
    });
    const known = await post('/api/auth/request-password-reset', {
      email: 'forgetful@example.ng',
      redirectTo: '/reset-password',
    });
    const unknown = await post('/api/auth/request-password-reset', {
      email: 'ghost@example.ng',
      redirectTo: '/reset-password',
    });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());

    const [mail] = await services.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'forgetful@example.ng'))
      .orderBy(desc(outbox.id));
    expect(mail).toMatchObject({ kind: 'password-reset', status: 'pending' });
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail!.textBody)![1]!;
    expect(link.startsWith(services.config.baseUrl)).toBe(true);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect(
      await services.database.db.select().from(outbox).where(eq(outbox.toAddress, 'ghost@example.ng')),
    ).toHaveLength(0);

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'new-password-22' });
    expect(reset.status).toBe(200);
    expect((await signIn('forgetful@example.ng', 'old-password-1')).response.status).toBe(401);
    expect((await signIn('forgetful@example.ng', 'new-password-22')).response.status).toBe(200);
    // The link works once.
    expect((await post('/api/auth/reset-password', { token, newPassword: 'third-password-3' })).status).toBe(
      400,
    );
  });

  it('gives platform-made accounts a set-password link that signs them in afterwards', async () => {
    const id = await createAccount(services.database.db, {
      email: 'org-admin@example.ng',
      name: 'Org Admin',
      role: 'coach',
    });
    const link = await issueSetPasswordLink(services.database.db, base, id);
    const token = new URL(link).searchParams.get('token')!;
    expect((await post('/api/auth/reset-password', { token, newPassword: 'chosen-password-1' })).status).toBe(
      200,
    );
    expect((await signIn('org-admin@example.ng', 'chosen-password-1')).response.status).toBe(200);
  });
});
