import express from 'express';
import type { Server } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from '../../tests/support/raw-http';
import { bodyLimit } from './body-limit';

/**
 * The limit in front of the three kinds of reader the app has: express.json (the REST API), a handler
 * that reads the body as a web Request after an await (React Router's actions, better-auth), and one
 * that answers without reading it.
 */
describe('body limit', () => {
  let server: Server;
  let port: number;
  const reached: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(bodyLimit('1kb'));
    app.post('/json', express.json({ limit: '1kb' }), (req, res) => {
      reached.push('/json');
      res.json({ length: JSON.stringify(req.body).length });
    });
    app.post('/web-request', async (req, res) => {
      reached.push('/web-request');
      await new Promise((r) => setTimeout(r, 20));
      const request = new Request('http://localhost/', {
        method: 'POST',
        body: Readable.toWeb(req) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      res.json({ length: (await request.text()).length });
    });
    app.post('/unread', (_req, res) => {
      reached.push('/unread');
      res.json({ ok: true });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const path of ['/json', '/web-request', '/unread']) {
    for (const framing of ['chunked', 'declared'] as const) {
      it(`answers an oversized ${framing} body on ${path} with 413, never a reset, before any handler runs`, async () => {
        reached.length = 0;
        const outcome = await sendRaw(port, { path, body: { size: 1024 * 1024, framing } });
        expect(outcome.error).toBeUndefined();
        expect(outcome.status).toBe(413);
        expect(outcome.body).toContain('larger than 1kb');
        expect(reached).toEqual([]);
      });
    }
  }

  it('hands a chunked body within the limit, whole, to a web Request reader', async () => {
    const outcome = await sendRaw(port, { path: '/web-request', body: { size: 1000, framing: 'chunked' } });
    expect(outcome.status).toBe(200);
    expect(JSON.parse(outcome.body)).toEqual({ length: 1000 });
  });

  it('hands a chunked JSON body within the limit to express.json', async () => {
    const json = JSON.stringify({ note: 'n'.repeat(500) });
    const response = await fetch(`http://127.0.0.1:${port}/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A stream has no length, so fetch sends it chunked.
      body: Readable.toWeb(Readable.from([json.slice(0, 100), json.slice(100)])) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ length: json.length });
  });

  it('refuses a chunked body of exactly one byte over the limit', async () => {
    const outcome = await sendRaw(port, { path: '/web-request', body: { size: 1025, framing: 'chunked' } });
    expect(outcome.status).toBe(413);
  });
});
