import type { Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { createAccount } from '@server/auth/accounts';
import { testDatabaseKinds } from '@server/db/testing';
import type { AppServices } from '@server/services';
import { createTestServices } from '@server/testing';
import * as signOut from './sign-out';

const PASSWORD = 'correct-horse-battery-7';

/** The sign-out route as the server serves it: a resource route under an empty root. */
function signOutBuild(): ServerBuild {
  return {
    entry: { module: { default: () => new Response('page', { headers: { 'content-type': 'text/html' } }) } },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/sign-out': { id: 'routes/sign-out', parentId: 'root', path: 'sign-out', module: signOut },
    },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

describe.each(testDatabaseKinds())('signing out, on %s', (kind) => {
  let services: AppServices;
  let server: Server;
  let base: string;
  let close: () => Promise<void>;
  let people = 0;

  beforeAll(async () => {
    const test = await createTestServices(kind);
    services = test.services;
    close = test.close;
    server = createApp({ services, build: signOutBuild() }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await close();
  });

  async function signedIn() {
    const email = `leaving-${++people}@example.ng`;
    await createAccount(services.database.db, {
      email,
      name: 'Bola Spectator',
      role: 'spectator',
      password: PASSWORD,
    });
    const response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: services.config.baseUrl },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  const stillSignedIn = async (cookie: string) =>
    (await fetch(`${base}/api/v1/me`, { headers: { cookie } })).status === 200;
  const postSignOut = (cookie: string, headers: Record<string, string>) =>
    fetch(`${base}/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: '',
    });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['the same host over another scheme', { origin: 'https://127.0.0.1' }],
    ['no Origin at all', {}],
    ['a cross-site form', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a sign-out from %s and keeps the person signed in', async (_from, headers) => {
    const cookie = await signedIn();
    const response = await postSignOut(cookie, headers);
    expect(response.status).toBe(403);
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it('signs out on a post from the site itself, with or without JavaScript', async () => {
    const posts: Record<string, string>[] = [
      { origin: base },
      { origin: base, 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of posts) {
      const cookie = await signedIn();
      const response = await postSignOut(cookie, headers);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      expect(await stillSignedIn(cookie)).toBe(false);
    }
  });
});
