import express from 'express';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLog } from './request-log';

describe('request log', () => {
  const lines: string[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(requestLog((line) => lines.push(line)));
    app.use((_req, res) => {
      res.status(404).end();
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('writes one JSON line per request with no token, cookie or password in it', async () => {
    const token = 'Zq7RtVbN3kLm9PwX2cYd5FhJ8sAe4GuT';
    await fetch(`${base}/reset-password?token=${token}&email=a%40b.ng`);
    await fetch(`${base}/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    await fetch(`${base}/account?password=Boxing-Demo-2026`, {
      headers: { cookie: `better-auth.session_token=${token}.sig`, authorization: `Bearer ${token}` },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => (JSON.parse(l) as { path: string }).path)).toEqual([
      '/reset-password',
      '/api/auth/reset-password/[redacted]',
      '/account',
    ]);
    const text = lines.join('\n');
    expect(text).not.toContain(token);
    expect(text).not.toContain('Boxing-Demo-2026');
  });
});
