import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAccount } from '@server/auth/accounts';
import { organisationMembers, organisations, user } from '@server/db/schema';
import { SIGN_IN_FAILURES_PER_ADDRESS } from '@server/auth/sign-in-limits';
import { TOO_MANY } from '~/features/auth/auth-api.server';
import { testDatabaseKinds } from '@server/db/testing';
import { createTestServices } from '@server/testing';
import { action as signInAction, loader as signInLoader } from './sign-in';
import { action as signUpAction } from './sign-up';

const PASSWORD = 'correct-horse-battery-1';

/** The sign-in and sign-up routes, called as React Router calls them, on real services. */
describe.each(testDatabaseKinds())('where sign-in and sign-up send people, on %s', (kind) => {
  let context: AppLoadContext;
  let close: () => Promise<void>;
  let address = 0;

  beforeAll(async () => {
    const test = await createTestServices(kind);
    close = test.close;
    context = { services: test.services, nonce: '', clientIp: '203.0.113.1' };
  });
  afterAll(async () => {
    await close();
  });

  /** Each call from its own address, so the per-address limits of one test never touch another. */
  const from = () => ({ ...context, clientIp: `203.0.113.${++address}` });
  const url = (path: string) => new URL(path, context.services.config.baseUrl).toString();

  let people = 0;
  /** A coach of this test's own, so that no limit on one account is shared between tests. */
  async function newCoach() {
    const email = `coach-${++people}@example.ng`;
    await createAccount(context.services.database.db, {
      email,
      name: 'Tunde Coach',
      role: 'coach',
      password: PASSWORD,
    });
    return email;
  }

  async function signInPost(redirectTo: string, email?: string) {
    const body = new URLSearchParams({ email: email ?? (await newCoach()), password: PASSWORD, redirectTo });
    const request = new Request(url('/sign-in'), {
      method: 'POST',
      body,
      headers: { origin: context.services.config.baseUrl },
    });
    return signInAction({ request, context: from(), params: {} } as Parameters<typeof signInAction>[0]);
  }

  /** What the route answers: React Router turns a thrown Response into the answer, anything else into a 500. */
  async function answer(run: () => Promise<unknown>): Promise<Response> {
    try {
      await run();
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
    throw new Error('expected a redirect');
  }

  /**
   * A signed-in coach's cookie, for the tests of where a signed-in visitor is sent: one sign-in serves them
   * all (reading /sign-in changes nothing of the session), instead of an account and a sign-in each, two
   * password hashes a test.
   */
  let signedIn: Promise<string> | undefined;
  function sessionCookie() {
    signedIn ??= answer(() => signInPost('/')).then((response) =>
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
    return signedIn;
  }

  it.each([
    ['%2F%09%2Fevil.example'],
    ['%2F%5Cevil.example'],
    ['%2F%2Fevil.example'],
    ['%2F%0D%0A%2Fevil.example'],
  ])('sends a signed-in visitor of /sign-in?redirectTo=%s to their dashboard', async (query) => {
    const cookie = await sessionCookie();
    const request = new Request(url(`/sign-in?redirectTo=${query}`), { headers: { cookie } });
    const response = await answer(() =>
      signInLoader({ request, context: from(), params: {} } as Parameters<typeof signInLoader>[0]),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/coach-dashboard');
  });

  it.each([
    ['%2Fok%0D%0ASet-Cookie%3A%20x%3D1', '/coach-dashboard'],
    ['%2Fok%0A', '/coach-dashboard'],
    ['%2Fok%00', '/coach-dashboard'],
    ['%2Ftournaments%2F%C4%B0stanbul%E2%9C%93', '/tournaments/%C4%B0stanbul%E2%9C%93'],
  ])('answers /sign-in?redirectTo=%s with a redirect to %s, not a 500', async (query, expected) => {
    const cookie = await sessionCookie();
    const request = new Request(url(`/sign-in?redirectTo=${query}`), { headers: { cookie } });
    const response = await answer(() =>
      signInLoader({ request, context: from(), params: {} } as Parameters<typeof signInLoader>[0]),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(expected);
  });

  it('after signing in, sends the person to their dashboard rather than another site', async () => {
    const response = await answer(() => signInPost('/\t/evil.example'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/coach-dashboard');
    expect(response.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true);
  });

  it('sends an organiser, a coach by platform role, to the workspace after signing in, and when signed in', async () => {
    const db = context.services.database.db;
    const email = await newCoach();
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const [club] = await db
      .insert(organisations)
      .values({ name: 'Surulere Boxing Club', plan: 'starter', status: 'approved' })
      .returning({ id: organisations.id });
    await db
      .insert(organisationMembers)
      .values({ organisationId: club!.id, userId: account!.id, memberRole: 'organiser' });
    const response = await answer(() => signInPost('', email));
    expect(response.headers.get('location')).toBe('/admin-dashboard');
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const again = await answer(() =>
      signInLoader({
        request: new Request(url('/sign-in'), { headers: { cookie } }),
        context: from(),
        params: {},
      } as Parameters<typeof signInLoader>[0]),
    );
    expect(again.headers.get('location')).toBe('/admin-dashboard');
  });

  it.each([
    ['/ok\r\nSet-Cookie: x=1', '/coach-dashboard'],
    ['/ok\u0000', '/coach-dashboard'],
    ['/résumé/İstanbul✓', '/r%C3%A9sum%C3%A9/%C4%B0stanbul%E2%9C%93'],
  ])(
    'after signing in with redirectTo %j, answers a redirect to %s and keeps the new session',
    async (redirectTo, expected) => {
      const response = await answer(() => signInPost(redirectTo));
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(expected);
      expect(response.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true);
    },
  );

  it('counts failed sign-ins on the address Express saw, so another address behind it is not blocked', async () => {
    const venue = from().clientIp;
    const people = await Promise.all(
      Array.from({ length: SIGN_IN_FAILURES_PER_ADDRESS + 1 }, () => newCoach()),
    );
    const attempt = async (email: string, password: string, clientIp: string) => {
      const body = new URLSearchParams({ email, password, redirectTo: '' });
      const request = new Request(url('/sign-in'), { method: 'POST', body });
      try {
        const result = (await signInAction({
          request,
          context: { ...context, clientIp },
          params: {},
        } as Parameters<typeof signInAction>[0])) as {
          data: { formError: string };
          init: { status: number };
        };
        return { status: result.init.status, message: result.data.formError };
      } catch (thrown) {
        if (thrown instanceof Response) return { status: thrown.status, message: '' };
        throw thrown;
      }
    };
    for (const email of people.slice(0, SIGN_IN_FAILURES_PER_ADDRESS))
      expect(await attempt(email, 'not-the-password', venue)).toEqual({
        status: 400,
        message: 'Invalid email or password.',
      });
    expect(await attempt(people.at(-1)!, PASSWORD, venue)).toEqual({ status: 429, message: TOO_MANY });
    expect((await attempt(people.at(-1)!, PASSWORD, from().clientIp)).status).toBe(302);
  });

  it('after signing up, sends the new member to their dashboard rather than another site', async () => {
    const body = new URLSearchParams({
      accountType: 'spectator',
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: `ngozi-${Date.now()}@example.ng`,
      password: 'long-enough-password-1',
      redirectTo: '/\t/evil.example',
    });
    const request = new Request(url('/sign-up'), {
      method: 'POST',
      body,
      headers: { origin: context.services.config.baseUrl },
    });
    const response = await answer(() =>
      signUpAction({ request, context: from(), params: {} } as Parameters<typeof signUpAction>[0]),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/spectator-dashboard');
  });
});
