import compression from 'compression';
import express from 'express';
import type { Server } from 'node:http';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOnce } from './drain-once';

/**
 * A large page written the way React Router streams one (write; when the write says the buffer is full,
 * wait for 'drain' with `once`, and `off` it after) through compression, to a client that reads slowly.
 */
describe('drain listeners behind compression', () => {
  let server: Server;
  let port: number;
  const page = () => async (_req: express.Request, res: express.Response) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Random-looking text compresses badly, so the zlib stream fills and says so.
    let x = 12345;
    for (let i = 0; i < 400; i++) {
      let chunk = '';
      for (let j = 0; j < 4000; j++) {
        x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
        chunk += String.fromCharCode(33 + (x % 90));
      }
      if (!res.write(chunk)) {
        await new Promise<void>((resolve) => {
          const onDrain = () => {
            res.off('drain', onDrain);
            resolve();
          };
          res.once('drain', onDrain);
        });
      }
    }
    res.end();
  };

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.use('/fixed', drainOnce());
    app.get('/fixed', page());
    app.get('/plain', page());
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Fetches a path with gzip accepted, reading slowly, and returns the warnings Node printed meanwhile. */
  async function slowly(path: string): Promise<{ bytes: number; warnings: string[] }> {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const bytes = await new Promise<number>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': 'gzip' } },
          (res) => {
            let total = 0;
            res.on('data', (chunk: Buffer) => {
              total += chunk.length;
              res.pause();
              setTimeout(() => res.resume(), 1);
            });
            res.on('end', () => resolve(total));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      });
      await new Promise((r) => setImmediate(r));
      return { bytes, warnings };
    } finally {
      process.off('warning', onWarning);
    }
  }

  it('leaves no listener behind per wait, where compression alone piles them up', async () => {
    const plain = await slowly('/plain');
    const fixed = await slowly('/fixed');
    expect(plain.bytes).toBeGreaterThan(1_000_000);
    expect(fixed.bytes).toBeGreaterThan(1_000_000);
    expect(plain.warnings.some((w) => w.includes('drain listeners'))).toBe(true);
    expect(fixed.warnings.filter((w) => w.includes('drain listeners'))).toEqual([]);
  });
});
