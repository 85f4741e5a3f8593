import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Auth } from './auth';
import { createViewerResolver } from './viewer';

/**
 * better-auth's verifyJWT answers null both for a forged token and when it cannot read the signing keys
 * (the database is away): a bearer call is refused (401) only on a check the database answered just before
 * and just after (issue 28; server/postgres-stop.test.ts found a 401 sent as PostgreSQL started again).
 */
function resolver(verified: (null | object)[], pings: ('ok' | 'down')[]) {
  const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const verifyJWT = vi.fn(async () => ({ payload: verified.shift() ?? null }));
  const execute = vi.fn(async () => {
    if (pings.shift() === 'down') throw down;
    return { rows: [] };
  });
  const resolve = createViewerResolver(
    { api: { verifyJWT } } as unknown as Auth,
    { execute } as unknown as Database,
  );
  return { resolve: () => resolve(new Headers({ authorization: 'Bearer a.b.c' })), verifyJWT, execute };
}

describe('a bearer token that does not verify', () => {
  it('is refused once the database answered on both sides of a second try', async () => {
    const { resolve, verifyJWT, execute } = resolver([null, null], ['ok', 'ok']);
    await expect(resolve()).resolves.toBeNull();
    expect(verifyJWT).toHaveBeenCalledTimes(2);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('is "database unavailable" (a 503) while the database is away, never a refusal', async () => {
    const away = resolver([null], ['down']);
    await expect(away.resolve()).rejects.toSatisfy(isDatabaseUnavailable);
    // The keys could not be read, the ping passed (the database was coming back), then it went again.
    const flapping = resolver([null, null], ['ok', 'down']);
    await expect(flapping.resolve()).rejects.toSatisfy(isDatabaseUnavailable);
  });

  it('a token without the session claim is refused without asking again', async () => {
    const { resolve, verifyJWT, execute } = resolver([{ sub: 'someone' }], []);
    await expect(resolve()).resolves.toBeNull();
    expect(verifyJWT).toHaveBeenCalledTimes(1);
    expect(execute).not.toHaveBeenCalled();
  });
});
