import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { setClock } from './clock';
import { testDatabaseKinds } from './db/testing';
import { createTestServices } from './testing';

describe.each(testDatabaseKinds())('HTTP server on %s', (kind) => {
  let close: () => Promise<void>;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const test = await createTestServices(kind, { bodyLimit: '1kb' });
    close = test.close;
    const app = createApp({
      services: test.services,
      build: async () => {
        throw new Error('the React Router build is not part of these tests');
      },
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await close();
  });

  it('answers /healthz with the database status and the time its clock keeps', async () => {
    setClock(new Date('2026-11-28T17:30:00Z'));
    try {
      const response = await fetch(`${base}/healthz`);
      expect(response.status).toBe(200);
      const { now, ...rest } = (await response.json()) as { now: string };
      expect(rest).toEqual({ status: 'ok', database: { kind, status: 'ok' } });
      // The clock runs on from the instant it was set to: a moment later, not the real date.
      const since = Date.parse(now) - Date.parse('2026-11-28T17:30:00Z');
      expect(since).toBeGreaterThanOrEqual(0);
      expect(since).toBeLessThan(60_000);
    } finally {
      setClock(null);
    }
  });

  it('sends the security headers on every response', async () => {
    const response = await fetch(`${base}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('gives a fresh nonce to every response', async () => {
    const nonce = async () =>
      /nonce-([^']+)/.exec((await fetch(`${base}/healthz`)).headers.get('content-security-policy')!)![1];
    expect(await nonce()).not.toBe(await nonce());
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${base}/api/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const response = await fetch(`${base}/api/v1/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'x'.repeat(5000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('refuses a nonsense Content-Length with 400', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${base}/api/v1/anything`,
        { method: 'POST', headers: { 'content-length': 'abc' } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(400);
  });
});
