import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Starts the production server as its own process, the way `npm start` does after building. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 150_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not start');
}

test.describe('the server process', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a second server on the same data folder exits with a clear message; the first keeps serving', async ({
    request,
  }) => {
    const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
    const second = startServer({ DATA_DIR: dataDir, PORT: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/The data folder .* is in use by another AJBXNG process \(pid \d+\)/);
    const health = await request.get('/healthz');
    expect(health.status()).toBe(200);
  });

  test('SIGTERM lets a request in flight finish, then closes the database and releases the folder', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ajb-sigterm-'));
    const port = 3290 + (process.pid % 9);
    const url = `http://127.0.0.1:${port}`;
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), BASE_URL: url });
    await waitForHealth(url, server.child);

    // A sign-in whose body arrives in two halves, with the stop signal in between.
    const body = JSON.stringify({ email: 'nobody@example.ng', password: 'not-a-real-password' });
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let response = '';
    socket.on('data', (d) => (response += d.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${url}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // New connections are refused once stopping…
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    // …but the one in flight completes.
    socket.write(body.slice(10));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 401/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly.');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // The next start opens the same folder normally.
    const again = startServer({ DATA_DIR: dataDir, PORT: String(port), BASE_URL: url });
    await waitForHealth(url, again.child);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
