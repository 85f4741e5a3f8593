import type { Server } from 'node:http';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeUser } from '~/features/users';
import { createApp } from '../app';
import { auditLog, outbox, session, user } from '../db/schema';
import { testDatabaseKinds } from '../db/testing';
import type { AppServices } from '../services';
import { createTestServices } from '../testing';
import { createAccount, DEMO_PASSWORD, seedDemoAccounts } from './accounts';

/**
 * What outside testers found around accounts: better-auth's own admin routes skipped our rules, a JWT
 * outlived the session it came from, signed-in answers could be cached, and sign-up said whether an
 * address already had an account.
 */
describe.each(testDatabaseKinds())('account protection on %s', (kind) => {
  let server: Server;
  let base: string;
  let services: AppServices;
  let close: () => Promise<void>;
  let ipCounter = 10;

  beforeAll(async () => {
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

  const db = () => services.database.db;

  /** Each call comes from its own address, so the per-IP limit of one test does not spill into another. */
  function call(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    return fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        origin: base,
        'x-forwarded-for': `10.1.0.${ipCounter++ % 250}`,
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }
  function cookiesOf(response: Response) {
    return response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  async function signIn(email: string, password = DEMO_PASSWORD) {
    const response = await call('/api/auth/sign-in/email', { body: { email, password } });
    expect(response.status, `sign-in of ${email}`).toBe(200);
    return cookiesOf(response);
  }
  async function tokenFor(cookie: string) {
    const response = await call('/api/auth/token', { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }
  async function userByEmail(email: string) {
    const [row] = await db().select().from(user).where(eq(user.email, email));
    return row!;
  }
  async function auditFor(targetUserId: string) {
    return db().select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId));
  }

  describe("better-auth's admin routes", () => {
    it('refuses every /api/auth/admin/* call, even an admin’s, with a JSON 4xx and no change', async () => {
      const adminCookie = await signIn('admin@ajbxng.test');
      const admin = await userByEmail('admin@ajbxng.test');
      await createAccount(db(), {
        email: 'target-coach@example.ng',
        name: 'Target Coach',
        role: 'coach',
        password: 'coach-password-1',
      });
      const coach = await userByEmail('target-coach@example.ng');

      const attempts: { path: string; method?: string; body?: unknown }[] = [
        { path: '/admin/set-role', body: { userId: coach.id, role: 'superuser' } },
        // The only admin demoting themselves would leave none.
        { path: '/admin/set-role', body: { userId: admin.id, role: 'spectator' } },
        { path: '/admin/impersonate-user', body: { userId: coach.id } },
        { path: '/admin/set-user-password', body: { userId: coach.id, newPassword: 'taken-over-pass-1' } },
        { path: '/admin/ban-user', body: { userId: coach.id } },
        { path: '/admin/remove-user', body: { userId: coach.id } },
        {
          path: '/admin/create-user',
          body: { email: 'x@example.ng', password: 'some-password-1', name: 'X', role: 'admin' },
        },
        { path: '/admin/revoke-user-sessions', body: { userId: admin.id } },
        { path: '/admin/list-users', method: 'GET' },
      ];
      for (const attempt of attempts) {
        const response = await call(`/api/auth${attempt.path}`, {
          method: attempt.method,
          body: attempt.body,
          headers: { cookie: adminCookie },
        });
        expect(response.status, attempt.path).toBeGreaterThanOrEqual(400);
        expect(response.status, attempt.path).toBeLessThan(500);
        expect(response.headers.get('content-type'), attempt.path).toContain('application/json');
        const body = (await response.json()) as { error?: { code?: string; message?: string } };
        expect(body.error?.code, attempt.path).toBe('not_found');
        expect(body.error?.message, attempt.path).toBeTruthy();
        // An impersonation would have handed over a session cookie.
        expect(response.headers.getSetCookie().join(), attempt.path).not.toContain('session_token');
      }

      expect((await userByEmail('target-coach@example.ng')).role).toBe('coach');
      expect((await userByEmail('target-coach@example.ng')).banned).toBeFalsy();
      expect((await userByEmail('admin@ajbxng.test')).role).toBe('admin');
      expect(await userByEmail('x@example.ng').catch(() => undefined)).toBeUndefined();
      expect(await db().select().from(session).where(eq(session.userId, coach.id))).toHaveLength(0);
      // The coach's own password still works; the admin is still signed in.
      await signIn('target-coach@example.ng', 'coach-password-1');
      const me = await call('/api/v1/me', { headers: { cookie: adminCookie } });
      expect(await me.json()).toMatchObject({ user: { role: 'admin' } });
    });

    it('refuses them to visitors and other roles the same way', async () => {
      const coachCookie = await signIn('coach@ajbxng.test');
      for (const cookie of ['', coachCookie]) {
        const response = await call('/api/auth/admin/set-role', {
          body: { userId: 'anyone', role: 'admin' },
          headers: cookie ? { cookie } : {},
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
      }
      expect((await userByEmail('coach@ajbxng.test')).role).toBe('coach');
    });

    it('keeps the admin plugin working inside the server: a disabled account cannot sign in', async () => {
      const admin = await userByEmail('admin@ajbxng.test');
      await createAccount(db(), {
        email: 'disabled-later@example.ng',
        name: 'Disabled Later',
        role: 'spectator',
        password: 'spectator-pass-1',
      });
      const person = await userByEmail('disabled-later@example.ng');
      await changeUser(db(), { ...admin, role: 'admin' }, person.id, { disabled: true });
      const response = await call('/api/auth/sign-in/email', {
        body: { email: 'disabled-later@example.ng', password: 'spectator-pass-1' },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.getSetCookie().join()).not.toContain('session_token');
    });

    it('our own service refuses a role outside the five, and writes no audit entry', async () => {
      const admin = await userByEmail('admin@ajbxng.test');
      const coach = await userByEmail('coach@ajbxng.test');
      const before = (await auditFor(coach.id)).length;
      await expect(
        // A caller outside TypeScript's reach (a future route, a script) passing an unknown role.
        changeUser(db(), { ...admin, role: 'admin' }, coach.id, { role: 'superuser' as never }),
      ).rejects.toMatchObject({ status: 400, code: 'invalid_role' });
      expect((await userByEmail('coach@ajbxng.test')).role).toBe('coach');
      expect(await auditFor(coach.id)).toHaveLength(before);
    });
  });

  it('keeps one admin when the last two demote each other at the same moment', async () => {
    // Its own database: this test leaves a demoted admin behind.
    const own = await createTestServices(kind);
    try {
      const ownDb = own.services.database.db;
      const ids = await Promise.all(
        ['first', 'second'].map((n) =>
          createAccount(ownDb, { email: `${n}-admin@example.ng`, name: `${n} admin`, role: 'admin' }),
        ),
      );
      const actor = (id: string) => ({ id, name: 'Admin', email: 'a@example.ng', role: 'admin' as const });
      const outcomes = await Promise.allSettled([
        changeUser(ownDb, actor(ids[0]!), ids[1]!, { role: 'spectator' }),
        changeUser(ownDb, actor(ids[1]!), ids[0]!, { role: 'spectator' }),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'last_admin' } });
      const admins = await ownDb.select().from(user).where(eq(user.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  describe('API tokens end with the session they came from', () => {
    it('stops a token working once its session signs out, and leaves other sessions’ tokens alone', async () => {
      const tabletCookie = await signIn('referee@ajbxng.test');
      const phoneCookie = await signIn('referee@ajbxng.test');
      const tabletToken = await tokenFor(tabletCookie);
      const phoneToken = await tokenFor(phoneCookie);
      const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
      expect((await call('/api/v1/me', { headers: bearer(tabletToken) })).status).toBe(200);

      const signOut = await call('/api/auth/sign-out', { body: {}, headers: { cookie: tabletCookie } });
      expect(signOut.status).toBe(200);

      const after = await call('/api/v1/me', { headers: bearer(tabletToken) });
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ error: { code: 'unauthenticated' } });
      expect((await call('/api/v1/me', { headers: bearer(phoneToken) })).status).toBe(200);
    });

    it('stops every token of an account once its password is reset', async () => {
      await createAccount(db(), {
        email: 'token-reset@example.ng',
        name: 'Token Reset',
        role: 'referee',
        password: 'referee-pass-11',
      });
      const token = await tokenFor(await signIn('token-reset@example.ng', 'referee-pass-11'));
      expect((await call('/api/v1/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

      const requested = await call('/api/auth/request-password-reset', {
        body: { email: 'token-reset@example.ng', redirectTo: '/reset-password' },
      });
      expect(requested.status).toBe(200);
      const [mail] = await db()
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, 'token-reset@example.ng'))
        .orderBy(desc(outbox.id));
      const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail!.textBody)![1]!;
      const resetToken = decodeURIComponent(new URL(link).searchParams.get('token')!);
      const reset = await call('/api/auth/reset-password', {
        body: { token: resetToken, newPassword: 'referee-pass-22' },
      });
      expect(reset.status).toBe(200);

      expect((await call('/api/v1/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    });

    it('stops a token once an admin disables the account, and it stays dead after re-enabling', async () => {
      await createAccount(db(), {
        email: 'token-disabled@example.ng',
        name: 'Token Disabled',
        role: 'coach',
        password: 'coach-pass-111',
      });
      const person = await userByEmail('token-disabled@example.ng');
      const admin = await userByEmail('admin@ajbxng.test');
      const token = await tokenFor(await signIn('token-disabled@example.ng', 'coach-pass-111'));
      await changeUser(db(), { ...admin, role: 'admin' }, person.id, { disabled: true });
      await changeUser(db(), { ...admin, role: 'admin' }, person.id, { disabled: false });
      expect((await call('/api/v1/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    });
  });

  describe('answers that depend on who is signed in are never cached', () => {
    it('marks /api/v1/me and /api/v1/users private, no-store, for cookies, tokens and refusals', async () => {
      const adminCookie = await signIn('admin@ajbxng.test');
      const token = await tokenFor(adminCookie);
      const answers = [
        await call('/api/v1/me', { headers: { cookie: adminCookie } }),
        await call('/api/v1/me', { headers: { authorization: `Bearer ${token}` } }),
        await call('/api/v1/users', { headers: { cookie: adminCookie } }),
        await call('/api/v1/users', { headers: { authorization: `Bearer ${token}` } }),
        await call('/api/v1/users/no-such-user', { headers: { cookie: adminCookie } }),
        await call('/api/v1/me'),
        await call('/api/v1/users', { headers: { cookie: await signIn('spectator@ajbxng.test') } }),
      ];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 404, 401, 403]);
      for (const answer of answers)
        expect(answer.headers.get('cache-control'), answer.url).toBe('private, no-store');
    });

    it("marks the auth library's signed-in answers private, no-store too", async () => {
      const cookie = await signIn('coach@ajbxng.test');
      for (const path of ['/api/auth/get-session', '/api/auth/token']) {
        const response = await call(path, { headers: { cookie } });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      }
      const signInAnswer = await call('/api/auth/sign-in/email', {
        body: { email: 'coach@ajbxng.test', password: DEMO_PASSWORD },
      });
      expect(signInAnswer.headers.get('cache-control')).toBe('private, no-store');
    });
  });

  describe('sign-up does not say whether an address has an account', () => {
    it('answers an existing address as it answers a new one, and tells the owner by e-mail instead', async () => {
      await createAccount(db(), {
        email: 'address-owner@example.ng',
        name: 'Already Here',
        role: 'boxer',
        password: 'original-pass-1',
      });
      const existing = await call('/api/auth/sign-up/email', {
        body: { name: 'Someone Else', email: 'Address-Owner@example.ng', password: 'attacker-pass-1' },
      });
      const fresh = await call('/api/auth/sign-up/email', {
        body: { name: 'Brand New', email: 'brand-new@example.ng', password: 'brand-new-pass-1' },
      });
      expect(existing.status).toBe(fresh.status);
      const existingBody = (await existing.json()) as Record<string, unknown>;
      const freshBody = (await fresh.json()) as Record<string, unknown>;
      expect(Object.keys(existingBody).sort()).toEqual(Object.keys(freshBody).sort());
      expect(Object.keys(existingBody.user as object).sort()).toEqual(
        Object.keys(freshBody.user as object).sort(),
      );
      expect(JSON.stringify(existingBody)).not.toMatch(/exist|already|taken|another/i);
      // No session for whoever typed the address, and the account is untouched.
      expect(existing.headers.getSetCookie().join()).not.toContain('session_token');
      expect((await userByEmail('address-owner@example.ng')).name).toBe('Already Here');
      await signIn('address-owner@example.ng', 'original-pass-1');
      expect(
        (
          await call('/api/auth/sign-in/email', {
            body: { email: 'address-owner@example.ng', password: 'attacker-pass-1' },
          })
        ).status,
      ).toBe(401);

      const mails = await db()
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.toAddress, 'address-owner@example.ng'), eq(outbox.kind, 'sign-up-existing-account')),
        );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.textBody).toContain(`${base}/sign-in`);
      expect(mails[0]!.textBody).toContain(`${base}/forgot-password`);
    });

    it('still refuses a short password the same way whether or not the address has an account', async () => {
      const existing = await call('/api/auth/sign-up/email', {
        body: { name: 'Short', email: 'spectator@ajbxng.test', password: 'short' },
      });
      const fresh = await call('/api/auth/sign-up/email', {
        body: { name: 'Short', email: 'nobody-short@example.ng', password: 'short' },
      });
      expect(existing.status).toBe(400);
      expect(fresh.status).toBe(400);
      expect(await existing.json()).toEqual(await fresh.json());
    });

    it('refuses a name with a line break the same way whether or not the address has an account', async () => {
      const existing = await call('/api/auth/sign-up/email', {
        body: { name: 'Line\nBreak', email: 'coach@ajbxng.test', password: 'long-enough-pass-1' },
      });
      const fresh = await call('/api/auth/sign-up/email', {
        body: { name: 'Line\nBreak', email: 'nobody-linebreak@example.ng', password: 'long-enough-pass-1' },
      });
      expect(fresh.status).toBe(400);
      expect(existing.status).toBe(400);
      expect(await existing.json()).toEqual(await fresh.json());
    });

    it('sends the owner at most a few of these e-mails an hour, whatever the caller does', async () => {
      for (let i = 0; i < 6; i++) {
        const response = await call('/api/auth/sign-up/email', {
          body: { name: 'Spammer', email: 'boxer@ajbxng.test', password: `spam-password-${i}` },
        });
        expect(response.status).toBe(200);
      }
      const mails = await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, 'boxer@ajbxng.test'), eq(outbox.kind, 'sign-up-existing-account')));
      expect(mails.length).toBeGreaterThan(0);
      expect(mails.length).toBeLessThanOrEqual(3);
    });
  });
});
