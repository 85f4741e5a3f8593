import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRole } from '@server/auth/roles';
import { testDatabaseKinds } from '@server/db/testing';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';
import { apiErrorSchema } from './openapi';

/**
 * Every refusal and failure of /api/v1 reaches the client in the one shape of the public contract,
 * `{ "error": { "code", "message", "fields"? } }`, whichever layer gave it.
 */
describe.each(testDatabaseKinds())('API errors on %s', (kind) => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi(kind, async () => []);
    // Who asks is named by a header here, so each refusal can be reached without signing anyone in.
    api.services.viewerFor = async (headers) => {
      const as = headers.get('x-test-as');
      if (as === 'broken') throw new Error('SELECT secret FROM somewhere: syntax error');
      if (as === 'offline')
        throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:5432'), { code: 'ECONNREFUSED' });
      return isRole(as) ? { id: `${as}-1`, name: as, email: `${as}@ajbxng.test`, role: as } : null;
    };
  });

  afterAll(async () => {
    await api.close();
  });

  async function call(path: string, init: RequestInit & { as?: string } = {}) {
    const response = await fetch(`${api.base}/api/v1${path}`, {
      ...init,
      headers: {
        origin: api.base,
        'content-type': 'application/json',
        ...(init.as ? { 'x-test-as': init.as } : {}),
        ...init.headers,
      },
    });
    const body = (await response.json()) as Record<string, unknown>;
    // Nothing beside `error`, and `error` as documented.
    expect(Object.keys(body)).toEqual(['error']);
    return { status: response.status, headers: response.headers, error: apiErrorSchema.parse(body).error };
  }

  it('refuses a visitor with 401 and a wrong role with 403', async () => {
    // SPEC §8: a call without a signed-in person is 'Not authenticated'.
    expect(await call('/me')).toMatchObject({
      status: 401,
      error: { code: 'unauthenticated', message: 'Not authenticated' },
    });
    expect(await call('/users', { as: 'coach' })).toMatchObject({
      status: 403,
      error: { code: 'forbidden' },
    });
  });

  it("answers a service's refusal with its status and code", async () => {
    expect(await call('/users/nobody', { as: 'admin' })).toMatchObject({
      status: 404,
      error: { code: 'user_not_found', message: 'No such user.' },
    });
  });

  it('names the fields a request got wrong', async () => {
    const badRole = await call('/users/nobody', {
      as: 'admin',
      method: 'PATCH',
      body: JSON.stringify({ role: 'emperor' }),
    });
    expect(badRole).toMatchObject({ status: 400, error: { code: 'invalid_request' } });
    expect(Object.keys(badRole.error.fields ?? {})).toEqual(['role']);

    const badQuery = await call('/users?role=emperor', { as: 'admin' });
    expect(badQuery).toMatchObject({ status: 400, error: { code: 'invalid_request' } });
    expect(Object.keys(badQuery.error.fields ?? {})).toEqual(['role']);

    // A rule about the whole body is its message.
    expect(await call('/users/nobody', { as: 'admin', method: 'PATCH', body: '{}' })).toMatchObject({
      status: 400,
      error: { code: 'invalid_request', message: 'Give a role or a disabled flag to change.' },
    });
  });

  it('refuses a body that is not JSON, an unknown endpoint, and a write from another site', async () => {
    expect(await call('/users/nobody', { as: 'admin', method: 'PATCH', body: '{"role":' })).toMatchObject({
      status: 400,
      error: { code: 'invalid_json' },
    });
    expect(await call('/nothing-here')).toMatchObject({ status: 404, error: { code: 'not_found' } });
    expect(
      await call('/users/nobody', {
        as: 'admin',
        method: 'PATCH',
        body: '{"role":"coach"}',
        headers: { origin: 'https://evil.example' },
      }),
    ).toMatchObject({ status: 403, error: { code: 'bad_origin' } });
  });

  it('answers 503 with Retry-After while the database is down, and 500 without a word of the cause', async () => {
    const offline = await call('/me', { as: 'offline' });
    expect(offline).toMatchObject({ status: 503, error: { code: 'database_unavailable' } });
    expect(offline.headers.get('retry-after')).toBe('5');

    const broken = await call('/me', { as: 'broken' });
    expect(broken).toMatchObject({
      status: 500,
      error: { code: 'internal_error', message: 'Something went wrong on our side.' },
    });
  });
});
