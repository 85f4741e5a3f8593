import { rmSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { migratedDataDir } from './db/testing';
import { startServer } from './main';
import type { RunningServer } from './main';

/**
 * A hall of spectators opens its live streams within the same second, often while the event loop is busy.
 * Connections the loop has not yet accepted wait in the kernel's queue; with Node's default (511) the rest
 * of the handshakes are dropped, to be retried 1 s then 3 s later, or reset (bench:sse at 2,000 clients).
 */
describe('the listener while the event loop is busy', () => {
  let running: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    // Migrated as a production start finds it (the build's copy unpacked).
    dataDir = await migratedDataDir('ajb-backlog-');
    running = await startServer({
      config: loadConfig({
        HOST: '127.0.0.1',
        PORT: '0',
        AUTH_SECRET: 'backlog-test-secret-of-at-least-forty-chars',
        DATA_DIR: dataDir,
        LOG_REQUESTS: '0',
        DEMO_DATA: 'false',
      }),
      build: async () => {
        throw new Error('pages are not part of this test');
      },
    });
  });
  afterAll(async () => {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps 1,000 connections that arrive at once waiting, none dropped', async () => {
    const port = Number(new URL(running.url).port);
    const sockets: net.Socket[] = [];
    let connected = 0;
    for (let i = 0; i < 1000; i++) {
      const socket = net.connect(port, '127.0.0.1', () => (connected += 1));
      socket.on('error', () => undefined);
      sockets.push(socket);
    }
    // The connects go out on the next tick; right after them the loop is held for 1.5 s, so the server
    // accepts none of them meanwhile. Handshakes past the queue's end wait for a retry (with Node's 511:
    // 512 connected within 300 ms of the loop being free, the rest about 0.5 s later).
    await new Promise<void>((resolve) =>
      process.nextTick(() => {
        const until = performance.now() + 1500;
        while (performance.now() < until);
        resolve();
      }),
    );
    const deadline = performance.now() + 300;
    while (connected < sockets.length && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    for (const socket of sockets) socket.destroy();
    expect(connected).toBe(1000);
  });
});
