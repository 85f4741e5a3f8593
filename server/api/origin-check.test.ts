import type { Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createAccount } from '../auth/accounts';
import type { TrustProxy } from '../config';
import { testDatabaseKinds } from '../db/testing';
import type { AppServices } from '../services';
import { createTestServices } from '../testing';

const PASSWORD = 'correct-horse-battery-5';

/**
 * The smallest build React Router will serve: a root and one UI route whose action notes each write it
 * carries out, standing in for the admin pages' actions.
 */
function pageBuild(writes: string[]): ServerBuild {
  const component = () => null;
  return {
    entry: {
      module: {
        default: () =>
          new Response('<!doctype html><title>page</title>', { headers: { 'content-type': 'text/html' } }),
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: component } },
      'routes/admin-dashboard.users': {
        id: 'routes/admin-dashboard.users',
        parentId: 'root',
        path: 'admin-dashboard/users',
        module: {
          default: component,
          action: async ({ request }: { request: Request }) => {
            writes.push(String((await request.formData()).get('role')));
            return { done: true };
          },
        },
      },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {},
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

function originServer(kind: Parameters<typeof createTestServices>[0], trustProxy: TrustProxy) {
  const state = {} as {
    services: AppServices;
    base: string;
    server: Server;
    close: () => Promise<void>;
    writes: string[];
    cookie: string;
    userId: string;
  };

  beforeAll(async () => {
    const test = await createTestServices(kind, { trustProxy });
    state.services = test.services;
    state.close = test.close;
    state.writes = [];
    const app = createApp({ services: test.services, build: pageBuild(state.writes) });
    state.server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => state.server.once('listening', resolve));
    const address = state.server.address();
    state.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    await createAccount(test.services.database.db, {
      email: 'head@example.ng',
      name: 'Head Coach',
      role: 'admin',
      password: PASSWORD,
    });
    // A second admin, so that the first one's writes to the API can succeed (never the last admin).
    state.userId = await createAccount(test.services.database.db, {
      email: 'deputy@example.ng',
      name: 'Deputy Admin',
      role: 'admin',
      password: PASSWORD,
    });
    const signIn = await fetch(`${state.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: test.services.config.baseUrl },
      body: JSON.stringify({ email: 'head@example.ng', password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    state.cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    await new Promise((resolve) => state.server.close(resolve));
    await state.close();
  });
  return state;
}

describe.each(testDatabaseKinds())('one origin rule for cookie-borne writes, on %s', (kind) => {
  const state = originServer(kind, false);

  function apiWrite(headers: Record<string, string>) {
    return fetch(`${state.base}/api/v1/users/${state.userId}`, {
      method: 'PATCH',
      headers: { cookie: state.cookie, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ disabled: false }),
    });
  }

  async function pageWrite(headers: Record<string, string>, withCookie = true) {
    const before = state.writes.length;
    const response = await fetch(`${state.base}/admin-dashboard/users`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...(withCookie ? { cookie: state.cookie } : {}),
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: new URLSearchParams({ role: 'coach' }),
    });
    return { status: response.status, carriedOut: state.writes.length > before };
  }

  const own = () => ({ origin: state.base });
  const https = () => ({ origin: state.base.replace('http:', 'https:') });
  const otherPort = () => ({ origin: 'http://127.0.0.1:1' });

  it('lets the API take a write from this site, or from BASE_URL', async () => {
    expect((await apiWrite(own())).status).toBe(200);
    expect((await apiWrite({ origin: state.services.config.baseUrl })).status).toBe(200);
  });

  it('refuses an API write whose origin differs only by scheme or port', async () => {
    for (const origin of [https(), otherPort()]) {
      const response = await apiWrite(origin);
      expect(response.status, origin.origin).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'bad_origin' } });
    }
  });

  it('refuses an API write with no Origin or a null one, unless the browser says it is same-origin', async () => {
    expect((await apiWrite({})).status).toBe(403);
    expect((await apiWrite({ origin: 'null' })).status).toBe(403);
    expect((await apiWrite({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await apiWrite({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('lets a bearer-token client write without an Origin', async () => {
    const { token } = (await (
      await fetch(`${state.base}/api/auth/token`, { headers: { cookie: state.cookie } })
    ).json()) as { token: string };
    const response = await fetch(`${state.base}/api/v1/users/${state.userId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ disabled: false }),
    });
    expect(response.status).toBe(200);
  });

  it('refuses a page action carrying the session cookie with no Origin, and does not carry it out', async () => {
    const refused = await pageWrite({});
    expect(refused).toEqual({ status: 403, carriedOut: false });
  });

  it('refuses a page action from another origin, scheme or port', async () => {
    for (const origin of [{ origin: 'https://evil.example' }, https(), otherPort(), { origin: 'null' }])
      expect((await pageWrite(origin)).carriedOut, origin.origin).toBe(false);
    expect((await pageWrite(https())).status).toBe(403);
  });

  it('carries out a page action from this site, with or without JavaScript', async () => {
    // A form posted without JavaScript: the browser sends Origin, and Sec-Fetch-Site too.
    expect(
      (await pageWrite({ ...own(), 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }))
        .carriedOut,
    ).toBe(true);
    expect((await pageWrite({ 'sec-fetch-site': 'same-origin' })).carriedOut).toBe(true);
  });

  it('leaves a write without the session cookie to the route: it carries no rights to misuse', async () => {
    expect((await pageWrite({}, false)).carriedOut).toBe(true);
  });

  it('holds the auth library’s own endpoints to the same rule', async () => {
    const rename = (headers: Record<string, string>) =>
      fetch(`${state.base}/api/auth/update-user`, {
        method: 'POST',
        headers: { cookie: state.cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'Renamed Elsewhere' }),
      });
    expect((await rename({})).status).toBe(403);
    expect((await rename(https())).status).toBe(403);
    expect((await rename({ origin: state.services.config.baseUrl })).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())('the origin rule behind a proxy on loopback, on %s', (kind) => {
  const state = originServer(kind, ['loopback']);

  it('takes the scheme and host the trusted proxy forwarded as the request’s own origin', async () => {
    const write = (origin: string, forwarded: Record<string, string>) =>
      fetch(`${state.base}/api/v1/users/${state.userId}`, {
        method: 'PATCH',
        headers: {
          cookie: state.cookie,
          'content-type': 'application/json',
          origin,
          ...forwarded,
        },
        body: JSON.stringify({ disabled: false }),
      });
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'ajbxng.example' };
    expect((await write('https://ajbxng.example', forwarded)).status).toBe(200);
    // The page was served over HTTPS by the proxy; a write from its plain-HTTP twin is another origin.
    expect((await write('http://ajbxng.example', forwarded)).status).toBe(403);
  });
});

describe.each(testDatabaseKinds())('the origin rule with TRUST_PROXY unset, on %s', (kind) => {
  const state = originServer(kind, false);

  it('believes no forwarded scheme or host from a client', async () => {
    const response = await fetch(`${state.base}/api/v1/users/${state.userId}`, {
      method: 'PATCH',
      headers: {
        cookie: state.cookie,
        'content-type': 'application/json',
        origin: 'https://ajbxng.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'ajbxng.example',
      },
      body: JSON.stringify({ disabled: false }),
    });
    expect(response.status).toBe(403);
  });
});
