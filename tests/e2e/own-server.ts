import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { unpackClusterIfNew } from '../../server/db/pglite-template';
import { startsAt } from './clock';
import { DEMO_PASSWORD } from './fixtures';

/**
 * A server of a spec's own, for what the shared Playwright server cannot do: stop and start again on the
 * same data folder (the shared one wipes its folder at every start, scripts/e2e-server.mjs). The same
 * production build (BUILD_DIR) and settings as the shared server, its own port and data folder; `stop`
 * sends SIGTERM (the server finishes requests in flight and closes the database), `start` opens the folder
 * again as it was.
 */
export type OwnServer = {
  baseURL: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export function ownServer(options: {
  port: number;
  dataDir: string;
  /**
   * Accounts made before the first start, with `npm run create-admin` (the demo password): the server then
   * starts without the demo data, whose seeding is most of a start.
   */
  admins?: { email: string; name: string }[];
  /** More settings of its own (OUTBOX_POLL_SECONDS, SMTP_URL…), over the shared server's. */
  env?: Record<string, string>;
}): OwnServer {
  const baseURL = `http://127.0.0.1:${options.port}`;
  const dataDir = path.resolve(options.dataDir);
  let child: ChildProcess | null = null;
  let output = '';
  let made = false;

  async function healthy(deadline: number) {
    while (Date.now() < deadline) {
      if (child?.exitCode !== null && child?.exitCode !== undefined)
        throw new Error(`The server stopped while starting (${child.exitCode}):\n${output.slice(-2000)}`);
      try {
        if ((await fetch(`${baseURL}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      // A start takes seconds: asked every 50 ms, the test goes on within a moment of the answer.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The server did not answer /healthz within the time:\n${output.slice(-2000)}`);
  }

  return {
    baseURL,
    async start() {
      mkdirSync(dataDir, { recursive: true });
      // create-admin runs from the sources, which have no migrated copy of a new database: it would create
      // the cluster and run every migration (~8 s of CPU). It finds the build's copy (the one the server
      // would unpack, server/db/pglite-template.ts) already in place and only adds the account.
      if (!made && options.admins?.length)
        await unpackClusterIfNew(
          path.join(dataDir, 'db'),
          path.resolve(process.env.BUILD_DIR ?? 'build', 'server/pglite-migrated.tar.gz'),
        );
      for (const admin of made ? [] : (options.admins ?? [])) {
        const created = spawnSync(
          process.execPath,
          [
            '--import',
            'tsx',
            'scripts/create-admin.ts',
            '--email',
            admin.email,
            '--name',
            admin.name,
            '--password',
            DEMO_PASSWORD,
          ],
          { cwd: process.cwd(), env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
        );
        if (created.status !== 0) throw new Error(`create-admin failed:\n${created.stdout}${created.stderr}`);
      }
      made = true;
      output = '';
      child = spawn(process.execPath, ['server/serve.mjs'], {
        cwd: process.cwd(),
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          PORT: String(options.port),
          HOST: '127.0.0.1',
          BASE_URL: baseURL,
          LOG_REQUESTS: '0',
          TRUST_PROXY: 'loopback',
          FORM_RATE_LIMIT: '20',
          // The same instant as the shared server's (tests/e2e/clock.ts).
          AJB_NOW: startsAt.toISOString(),
          ...(options.admins ? { DEMO_DATA: '0' } : {}),
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await healthy(Date.now() + 180_000);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      await exited;
      child = null;
    },
  };
}
