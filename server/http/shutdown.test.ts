import { get } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendRaw } from '../../tests/support/raw-http';
import { createDrainingServer } from './shutdown';

async function listening(handler: Parameters<typeof createDrainingServer>[0]) {
  const draining = createDrainingServer(handler, { graceMs: 5_000, quietMs: 100 });
  draining.server.listen(0, '127.0.0.1');
  await new Promise((resolve) => draining.server.once('listening', resolve));
  const address = draining.server.address();
  return { ...draining, port: typeof address === 'object' && address ? address.port : 0 };
}

describe('stopping the HTTP server', () => {
  it('finishes the request in flight and answers later ones with a 503 that says why', async () => {
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    let release!: () => void;
    const server = await listening((_req, res) => {
      markStarted();
      // The handler finishes only when the test says so, after the stop has begun.
      release = () => res.end('done');
    });
    const inFlight = sendRaw(server.port, { path: '/account' });
    await started;
    const stopped = server.stop();

    const page = await sendRaw(server.port, { path: '/contact' });
    expect(page.status).toBe(503);
    expect(page.headers['connection']).toBe('close');
    expect(page.headers['retry-after']).toBe('5');
    expect(page.body).toBe('The server is restarting. Try again in a moment.');

    const api = await sendRaw(server.port, { path: '/api/v1/me' });
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({
      error: { code: 'restarting', message: 'The server is restarting. Try again in a moment.' },
    });

    // A late request with a body is read to its end first, so its 503 is not lost to a reset.
    const post = await sendRaw(server.port, {
      path: '/contact',
      body: { size: 512 * 1024, framing: 'chunked' },
    });
    expect(post.error).toBeUndefined();
    expect(post.status).toBe(503);

    release();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(finished.body).toBe('done');
    // The in-flight answer told the client not to reuse the connection.
    expect(finished.headers['connection']).toBe('close');

    await stopped;
    expect(server.server.listening).toBe(false);
    const after = await sendRaw(server.port, { path: '/' });
    expect(after.error).toBe('ECONNREFUSED');
  });

  it('ends 500 open live streams at once and stops as soon as the request in flight is done', async () => {
    let release!: () => void;
    const server = await listening((req, res) => {
      if (req.url === '/api/v1/events') {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write(': open\n\n');
        return;
      }
      release = () => res.end('done');
    });
    const streams = await Promise.all(
      Array.from(
        { length: 500 },
        () =>
          new Promise<IncomingMessage>((resolve, reject) =>
            get(
              {
                port: server.port,
                host: '127.0.0.1',
                path: '/api/v1/events',
                agent: false,
                headers: { accept: 'text/event-stream' },
              },
              resolve,
            ).on('error', reject),
          ),
      ),
    );
    const ended = streams.map(
      (stream) => new Promise<void>((resolve) => stream.on('close', () => resolve())),
    );
    for (const stream of streams) stream.resume();
    const inFlight = sendRaw(server.port, { path: '/api/v1/bouts/1/scorecards' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const began = performance.now();
    const stopped = server.stop();
    await Promise.all(ended);
    // Every stream is ended while the write in flight is still running.
    expect(server.server.listening).toBe(true);
    release();
    expect((await inFlight).status).toBe(200);
    await stopped;
    // Well inside 2 s of the last write, not the 5 s grace.
    expect(performance.now() - began).toBeLessThan(2_000);
  }, 30_000);

  it('does not wait for a connection that never sent a request (a preconnect)', async () => {
    const server = await listening((_req, res) => res.end('ok'));
    const preconnect = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => preconnect.once('connect', resolve));
    const closed = new Promise((resolve) => preconnect.once('close', resolve));
    const began = performance.now();
    await server.stop();
    await closed;
    // The quiet wait (100 ms here), not the 5 s grace.
    expect(performance.now() - began).toBeLessThan(1_500);
  });
});
