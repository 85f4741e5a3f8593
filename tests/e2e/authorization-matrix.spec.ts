import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { admin as adminPlugin } from 'better-auth/plugins';
import routes from '../../app/routes';
import { prerenderedPaths } from '../../app/content/site-map';
import { apiEndpoints } from '../../server/api/v1';
import { DEMO_PASSWORD, expect, test, uniqueClientIp } from './fixtures';

type Who = 'visitor' | 'admin' | 'coach' | 'referee' | 'boxer' | 'spectator';
const everyone: Who[] = ['visitor', 'admin', 'coach', 'referee', 'boxer', 'spectator'];

/** Pages anyone may open. */
const publicPages = new Set([
  '/',
  '/about',
  '/training-programs',
  '/courses',
  '/courses/beginner',
  '/courses/advanced',
  '/courses/psychology',
  '/courses/fitness',
  '/courses/business',
  '/courses/lifestyle',
  '/courses/elite-championship',
  '/courses/fundamentals-mastery',
  '/courses/mental-champion',
  '/courses/performance-elite',
  '/courses/elite-championship-course',
  '/success-stories',
  '/aj-bootcamp-london',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/sitemap.xml',
  '/robots.txt',
  '/academy-application',
  '/application',
  '/book-consultation',
  '/schedule-demo',
  '/get-started',
  '/sign-in',
  '/sign-up',
  '/sign-out',
  '/forgot-password',
  '/reset-password',
  '/ajbxng-tournaments',
  '/tournament-demo',
  '/tournament-schedule',
  '/tournament-schedule.ics',
  // A published tournament's page; a draft answers 404 to all but its organisers (tournament-calendar.spec.ts).
  '/tournaments/:slug',
  '/start-tournament',
  '/*',
]);

/** Protected pages: who may open them. Everyone else signed in gets 403; a visitor is sent to sign in. */
const signedIn: Who[] = ['admin', 'coach', 'referee', 'boxer', 'spectator'];
const protectedPages: Record<string, { allowed: Who[]; sample?: string }> = {
  '/account': { allowed: signedIn },
  '/admin-dashboard': { allowed: ['admin'] },
  '/admin-dashboard/matches': { allowed: ['admin'] },
  '/admin-dashboard/users': { allowed: ['admin'] },
  '/admin-dashboard/settings': { allowed: ['admin'] },
  '/admin-dashboard/enquiries': { allowed: ['admin'] },
  '/admin-dashboard/enquiries/export.csv': { allowed: ['admin'] },
  // An unknown reference: an admin gets past the guard to a 404; the guard must come first for everyone else.
  '/admin-dashboard/enquiries/:reference': {
    allowed: ['admin'],
    sample: '/admin-dashboard/enquiries/AJB-NONE0',
  },
  '/coach-dashboard': { allowed: ['coach', 'admin'] },
  '/referee-dashboard': { allowed: ['referee', 'admin'] },
  '/student-dashboard': { allowed: ['boxer'] },
  '/spectator-dashboard': { allowed: signedIn },
  '/tournaments/create': { allowed: ['admin'] },
  // Editing a draft (the wizard): an unknown tournament, so an admin gets past the guards to a 404.
  '/admin-dashboard/tournaments/:id/edit': {
    allowed: ['admin'],
    sample: '/admin-dashboard/tournaments/999999/edit',
  },
  '/students/register': { allowed: ['coach', 'admin'] },
};

/** API endpoints: who may call them. A visitor gets 401 from a non-public one; a wrong role 403. */
const apiMatrix: Record<string, { allowed: Who[]; okStatus?: number; body?: unknown }> = {
  'GET /openapi.json': { allowed: everyone },
  'GET /session': { allowed: everyone },
  'GET /training-video': { allowed: everyone },
  'GET /me': { allowed: signedIn },
  'GET /users': { allowed: ['admin'] },
  'GET /users/:id': { allowed: ['admin'], okStatus: 404 },
  // An empty change is refused by validation once the role is checked: proves the guard runs first, changes nothing.
  'PATCH /users/:id': { allowed: ['admin'], okStatus: 400, body: {} },
  'GET /tournaments': { allowed: everyone },
  // No tournament has the address "no-such-user": public, so everyone gets the same 404.
  'GET /tournaments/:id': { allowed: everyone, okStatus: 404 },
  'GET /tournaments/:id/categories': { allowed: everyone, okStatus: 404 },
  // Organisers have the coach role; whether they run the organisation is the service's check, after this one.
  // An empty draft, or an id that is not a number, is refused by validation once the role is checked.
  'POST /tournaments': { allowed: ['admin', 'coach'], okStatus: 400, body: {} },
  'PATCH /tournaments/:id': { allowed: ['admin', 'coach'], okStatus: 400, body: {} },
  'POST /tournaments/:id/publish': { allowed: ['admin', 'coach'], okStatus: 400 },
  'POST /tournaments/:id/cancel': { allowed: ['admin', 'coach'], okStatus: 400, body: { reason: 'Storm' } },
  'POST /tournaments/:id/result': { allowed: ['admin', 'coach'], okStatus: 400, body: {} },
  'PUT /tournaments/:id/capacity': { allowed: ['admin', 'coach'], okStatus: 400, body: { capacity: 64 } },
};

/**
 * better-auth's own admin routes change roles, passwords and sessions without the product's rules (the five
 * roles, at least one admin, the audit log), so they are refused to everyone, admins included; accounts are
 * managed through /api/v1/users. The list comes from the library, so routes a new version adds are covered.
 */
const authAdminEndpoints = Object.values(adminPlugin().endpoints).map((endpoint) => {
  const { path, options } = endpoint as unknown as { path: string; options: { method: string | string[] } };
  return { path, method: [options.method].flat()[0]! };
});

type RouteNode = { path?: string; index?: boolean; children?: RouteNode[] };
function routePaths(nodes: RouteNode[], prefix = ''): string[] {
  return nodes.flatMap((node) => {
    const own = node.index ? prefix || '/' : `${prefix}/${node.path ?? ''}`.replace(/\/+/g, '/');
    const childPrefix = node.path ? `${prefix}/${node.path}` : prefix;
    return [...(node.index || node.path ? [own] : []), ...routePaths(node.children ?? [], childPrefix)];
  });
}

test('every route is in the matrix', () => {
  const missing = [...new Set(routePaths(routes as RouteNode[]))].filter(
    (p) => !publicPages.has(p) && !(p in protectedPages),
  );
  expect(missing, 'routes without a row in the authorization matrix').toEqual([]);
});

test('every API endpoint is in the matrix with the roles it declares', () => {
  const declared = apiEndpoints({} as never).map((e) => ({
    key: `${e.method.toUpperCase()} ${e.path}`,
    roles: e.roles,
  }));
  expect(declared.map((d) => d.key).sort()).toEqual(Object.keys(apiMatrix).sort());
  for (const { key, roles } of declared) {
    const expected = roles === 'public' ? everyone : roles === 'signed-in' ? signedIn : [...roles];
    expect([...apiMatrix[key]!.allowed].sort(), key).toEqual([...expected].sort());
  }
});

test.describe('answers for every role', () => {
  const contexts = new Map<Who, APIRequestContext>();

  test.beforeAll(async ({ baseURL }) => {
    for (const who of everyone) {
      const context = await playwrightRequest.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL! },
      });
      if (who !== 'visitor') {
        const response = await context.post('/api/auth/sign-in/email', {
          data: { email: `${who}@ajbxng.test`, password: DEMO_PASSWORD },
        });
        expect(response.status(), `sign-in of ${who}`).toBe(200);
      }
      contexts.set(who, context);
    }
  });
  test.afterAll(async () => {
    for (const context of contexts.values()) await context.dispose();
  });

  for (const [path, rule] of Object.entries(protectedPages)) {
    test(`page ${path}`, async () => {
      const url = rule.sample ?? path;
      const dynamicNotFound = Boolean(rule.sample);
      for (const who of everyone) {
        const response = await contexts.get(who)!.get(url, { maxRedirects: 0 });
        if (who === 'visitor') {
          expect(response.status(), `${who} on ${url}`).toBe(302);
          expect(response.headers().location, `${who} on ${url}`).toBe(
            `/sign-in?redirectTo=${encodeURIComponent(url)}`,
          );
        } else if (rule.allowed.includes(who)) {
          expect(response.status(), `${who} on ${url}`).toBe(dynamicNotFound ? 404 : 200);
        } else {
          expect(response.status(), `${who} on ${url}`).toBe(403);
        }
        // What a signed-in person is shown, or refused, and the visitor's way to sign in, depend on who asked:
        // no cache may keep them.
        expect(response.headers()['cache-control'], `${who} on ${url}`).toBe('private, no-store');
      }
    });
  }

  test('signed-in pages loaded by client-side navigation are not cached either', async () => {
    for (const path of ['/account', '/admin-dashboard', '/admin-dashboard/users', '/spectator-dashboard']) {
      const response = await contexts.get('admin')!.get(`${path}.data`);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
    }
  });

  test('marketing pages, the same for everyone, keep their caching', async () => {
    for (const path of prerenderedPaths) {
      for (const who of ['visitor', 'admin'] as const) {
        const response = await contexts.get(who)!.get(path);
        expect(response.status(), `${who} on ${path}`).toBe(200);
        expect(response.headers()['cache-control'], `${who} on ${path}`).toBe(
          'public, max-age=0, must-revalidate',
        );
      }
    }
  });

  for (const { path, method } of authAdminEndpoints) {
    test(`auth library ${method} /api/auth${path} is refused to everyone`, async () => {
      for (const who of everyone) {
        const response = await contexts.get(who)!.fetch(`/api/auth${path}`, {
          method,
          ...(method === 'GET' ? {} : { data: { userId: 'no-such-user', role: 'admin' } }),
        });
        expect(response.status(), `${who}: ${method} ${path}`).toBe(404);
        expect(response.headers()['content-type'], `${who}: ${method} ${path}`).toContain('application/json');
        expect(await response.json(), `${who}: ${method} ${path}`).toMatchObject({
          error: { code: 'not_found' },
        });
      }
    });
  }

  for (const [key, rule] of Object.entries(apiMatrix)) {
    test(`API ${key}`, async () => {
      const [method, path] = key.split(' ') as [string, string];
      const url = `/api/v1${path.replace(':id', 'no-such-user')}`;
      for (const who of everyone) {
        const context = contexts.get(who)!;
        const response =
          method === 'GET'
            ? await context.get(url)
            : await context.fetch(url, { method, data: rule.body ?? {} });
        const expected = rule.allowed.includes(who) ? (rule.okStatus ?? 200) : who === 'visitor' ? 401 : 403;
        expect(response.status(), `${who}: ${key}`).toBe(expected);
        expect(response.headers()['content-type'], `${who}: ${key}`).toContain('application/json');
        // An answer for a signed-in caller, or a refusal, depends on who asked: never cached.
        if (rule.allowed.length !== everyone.length)
          expect(response.headers()['cache-control'], `${who}: ${key}`).toBe('private, no-store');
      }
    });
  }
});
