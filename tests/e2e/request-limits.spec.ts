import { expect, test } from '@playwright/test';
import { sendRaw } from '../support/raw-http';

/** Every place the site takes a body: the six public forms, the account forms, better-auth and the REST API. */
const routesTakingBodies = [
  '/contact',
  '/get-started',
  '/book-consultation',
  '/schedule-demo',
  '/application',
  '/academy-application',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/api/auth/sign-in/email',
  '/api/v1/users/someone',
];

test.describe('request bodies over the limit (100kb by default)', () => {
  for (const framing of ['chunked', 'declared'] as const) {
    test(`a ${framing} body of 2 MB gets a 413 on every form and API route, never a reset`, async ({
      baseURL,
    }) => {
      const port = Number(new URL(baseURL!).port);
      const outcomes = [];
      for (const path of routesTakingBodies) {
        const method = path.startsWith('/api/v1/users/') ? 'PATCH' : 'POST';
        const outcome = await sendRaw(port, { method, path, body: { size: 2 * 1024 * 1024, framing } });
        outcomes.push({ path, status: outcome.status, error: outcome.error });
      }
      expect(outcomes).toEqual(routesTakingBodies.map((path) => ({ path, status: 413, error: undefined })));
    });
  }

  test('the 413 of an API route is JSON, of a page a plain sentence', async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    const api = await sendRaw(port, {
      path: '/api/auth/sign-in/email',
      body: { size: 200 * 1024, framing: 'chunked' },
    });
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'payload_too_large' } });
    const page = await sendRaw(port, { path: '/contact', body: { size: 200 * 1024, framing: 'chunked' } });
    expect(page.headers['content-type']).toContain('text/plain');
    expect(page.body).toContain('The request body is larger than 100kb.');
  });
});
