import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * What these processes are started with. No demo data: these tests are about the process (signals, the
 * data folder's lock, the build served), and seeding the demo event would make each start 20-40 s instead
 * of a few (the shared Playwright server and the integration tests cover the seeding at start).
 */
const processEnv = { NODE_ENV: 'production', HOST: '127.0.0.1', LOG_REQUESTS: '0', DEMO_DATA: '0' };

/** Starts the production server as its own process, the way `npm start` does after building. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/serve.mjs'], {
    env: { ...process.env, ...processEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Runs an npm script (`npm start`, `npm run serve`) as a person or a process manager does. `allExited`
 * resolves once npm and everything it started have exited (they all hold its output open), or with
 * 'still running' after `ms`.
 */
function startNpm(args: string[], env: Record<string, string>) {
  const child = spawn('npm', args, {
    env: { ...process.env, ...processEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const closed = new Promise<'all exited'>((resolve) =>
    child.stdout!.on('close', () => resolve('all exited')),
  );
  const allExited = (ms: number) =>
    Promise.race([closed, new Promise<'still running'>((r) => setTimeout(() => r('still running'), ms))]);
  return { child, allExited, output: () => output };
}

/** Ends whatever server a test left behind holding `dataDir` (the pid is in its lock file). */
function killLockHolder(dataDir: string) {
  const lock = path.join(dataDir, 'server.lock');
  if (!existsSync(lock)) return;
  const text = readFileSync(lock, 'utf8');
  const pid = Number(/^\d+$/.test(text.trim()) ? text : (JSON.parse(text) as { pid: number }).pid);
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
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

/** Opens `count` connections, sends one request on each once all are open, then calls `then`. */
async function requestsAtOnce(port: number, path: string, count: number, then: () => void) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          socket.once('connect', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const outcomes = sockets.map(
    (socket) =>
      new Promise<{ head: string; body: string; error?: string }>((resolve) => {
        let raw = '';
        let error: string | undefined;
        socket.on('data', (d: Buffer) => (raw += d.toString()));
        socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code));
        socket.on('close', () => {
          const [head = '', body = ''] = raw.split('\r\n\r\n');
          resolve({ head, body, error });
        });
      }),
  );
  for (const socket of sockets) {
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  }
  then();
  return Promise.all(outcomes);
}

/** Data folders made by these tests, removed after them (each test stops its servers first). */
const made: string[] = [];
function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

test.describe('the server process', () => {
  test.describe.configure({ timeout: 240_000 });
  test.afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

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
    const dataDir = tempDir('ajb-sigterm-');
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
    // A request that arrives while stopping is told so (and to come back), never reset…
    const late = await fetch(`${url}/healthz`);
    expect(late.status).toBe(503);
    expect(late.headers.get('connection')).toBe('close');
    expect(await late.text()).toBe('The server is restarting. Try again in a moment.');
    // …and the one in flight completes.
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
  test('SIGTERM under load: each of 200 waiting requests gets its page or a 503 saying why, none a reset', async () => {
    const dataDir = tempDir('ajb-load-');
    const port = 3270 + (process.pid % 9);
    const url = `http://127.0.0.1:${port}`;
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), BASE_URL: url });
    await waitForHealth(url, server.child);

    // 200 server-rendered pages requested at once, and the stop signal right behind them: some are being
    // rendered, most still wait in the queue.
    const outcomes = await requestsAtOnce(port, '/sign-in', 200, () => server.child.kill('SIGTERM'));
    const summary = outcomes.map((o) =>
      o.error ? `reset (${o.error})` : (/^HTTP\/1\.1 (\d{3})/.exec(o.head)?.[1] ?? 'no answer'),
    );
    expect(summary.filter((s) => s !== '200' && s !== '503')).toEqual([]);
    for (const refused of outcomes.filter((o) => o.head.startsWith('HTTP/1.1 503'))) {
      expect(refused.head.toLowerCase()).toContain('connection: close');
      expect(refused.body).toBe('The server is restarting. Try again in a moment.');
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly.');
  });
  test('`npm run serve` serves the existing build, past a stale lock whose pid now belongs to another program', async () => {
    const dataDir = tempDir('ajb-serve-');
    const port = 3280 + (process.pid % 9);
    const url = `http://127.0.0.1:${port}`;
    // A lock file left by a server that is gone, naming a pid that a live, unrelated process now has.
    const unrelated = spawn('sleep', ['120'], { stdio: 'ignore' });
    writeFileSync(path.join(dataDir, 'server.lock'), String(unrelated.pid));
    const serve = startNpm(['run', 'serve'], { DATA_DIR: dataDir, PORT: String(port), BASE_URL: url });
    try {
      await waitForHealth(url, serve.child);
      expect((await fetch(`${url}/sign-in`)).status).toBe(200);
      serve.child.kill('SIGTERM');
      expect(await serve.allExited(30_000)).toBe('all exited');
      expect(serve.output()).toContain('Stopped cleanly.');
    } finally {
      killLockHolder(dataDir);
      unrelated.kill();
    }
  });

  test('one SIGTERM to `npm start` (as a process manager sends) stops the server and frees the data folder', async () => {
    const dataDir = tempDir('ajb-start-');
    const port = 3240 + (process.pid % 9);
    const url = `http://127.0.0.1:${port}`;
    // A copy of the build, newer than the sources, so `npm start` serves at once and, were it to rebuild, would
    // never touch the build the other tests are served from.
    const build = path.resolve('.tmp', `start-build-${process.pid}`);
    cpSync(path.resolve(process.env.BUILD_DIR ?? 'build'), build, { recursive: true });
    const start = startNpm(['start'], {
      DATA_DIR: dataDir,
      PORT: String(port),
      BASE_URL: url,
      BUILD_DIR: build,
    });
    try {
      await waitForHealth(url, start.child);
      start.child.kill('SIGTERM');
      // npm, the shell it ran the script in and the server in the script's process have all exited…
      expect(await start.allExited(30_000)).toBe('all exited');
      expect(start.output()).toContain('Stopped cleanly.');
      // …and the folder is free for the next start.
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      killLockHolder(dataDir);
      rmSync(build, { recursive: true, force: true });
    }
  });
});
