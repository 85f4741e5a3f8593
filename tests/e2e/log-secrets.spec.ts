import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { request as playwrightRequest } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startsAt } from './clock';
import { DEMO_PASSWORD, demoEmail, expect, hydrating, signIn, test } from './fixtures';
import type { DemoRole } from './fixtures';

const dashboards: Record<DemoRole, string> = {
  admin: '/admin-dashboard',
  coach: '/coach-dashboard',
  referee: '/referee-dashboard',
  boxer: '/student-dashboard',
  spectator: '/spectator-dashboard',
};

/** A throwaway PostgreSQL of this test's own (scripts/pg-cluster.sh), so the test can take it down. */
function pgCluster(command: 'start' | 'stop', port: number) {
  return execFileSync('scripts/pg-cluster.sh', [command, String(port)], { encoding: 'utf8' }).trim();
}

test.describe('what the server prints', () => {
  test.describe.configure({ timeout: 240_000 });

  test('no session token, cookie or query token reaches the log, even while the database is down', async ({
    browser,
  }) => {
    const pgPort = 54350 + (process.pid % 9);
    const port = 3260 + (process.pid % 9);
    const url = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ajb-logs-'));
    pgCluster('stop', pgPort);
    const databaseUrl = pgCluster('start', pgPort);
    // Its own people, not the demo data (seeding the demo event is most of a start): an admin made as an
    // operator does, who gives the others their roles.
    const createAdmin = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/create-admin.ts',
        '--email',
        demoEmail('admin'),
        '--name',
        'Ada Admin',
        '--password',
        DEMO_PASSWORD,
      ],
      { env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    expect(createAdmin.status, `${createAdmin.stdout}${createAdmin.stderr}`).toBe(0);
    const server = spawn(process.execPath, ['server/serve.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        BASE_URL: url,
        DATABASE_URL: databaseUrl,
        DEMO_DATA: '0',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        LOG_REQUESTS: '1',
        AJB_NOW: startsAt.toISOString(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout.on('data', (d: Buffer) => (log += d.toString()));
    server.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));

    try {
      await expect
        .poll(
          () =>
            fetch(`${url}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 150_000 },
        )
        .toBe(200);

      // The four others sign up, and the admin gives the coach and the referee their roles.
      const admin = await playwrightRequest.newContext({ baseURL: url, extraHTTPHeaders: { origin: url } });
      expect(
        (
          await admin.post('/api/auth/sign-in/email', {
            data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
          })
        ).status(),
      ).toBe(200);
      for (const role of ['coach', 'referee', 'boxer', 'spectator'] as const) {
        const signedUp = await admin.post('/api/auth/sign-up/email', {
          data: {
            email: demoEmail(role),
            password: DEMO_PASSWORD,
            name: `Demo ${role}`,
            ...(role === 'boxer' ? { accountType: 'boxer' } : {}),
          },
          headers: { 'x-forwarded-for': `10.92.${process.pid % 250}.${role.length}` },
        });
        expect(signedUp.status(), await signedUp.text()).toBe(200);
      }
      // Signing up signed the admin's request context in as the last person: sign the admin in again.
      expect(
        (
          await admin.post('/api/auth/sign-in/email', {
            data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
          })
        ).status(),
      ).toBe(200);
      for (const role of ['coach', 'referee'] as const) {
        const found = (await (
          await admin.get(`/api/v1/users?q=${encodeURIComponent(demoEmail(role))}`)
        ).json()) as { users: { id: string }[] };
        expect((await admin.patch(`/api/v1/users/${found.users[0]!.id}`, { data: { role } })).status()).toBe(
          200,
        );
      }
      await admin.dispose();

      // Five people sign in, each in a browser of their own, and open their dashboards.
      const people = [];
      for (const [index, role] of (Object.keys(dashboards) as DemoRole[]).entries()) {
        const context = await browser.newContext({
          baseURL: url,
          extraHTTPHeaders: { 'x-forwarded-for': `10.91.${process.pid % 250}.${index + 1}` },
        });
        const page = hydrating(await context.newPage());
        await signIn(page, demoEmail(role));
        await page.goto(dashboards[role]);
        people.push({ role, context, page });
      }
      const cookies = (await Promise.all(people.map((p) => p.context.cookies()))).flat();
      const sessionCookies = cookies.filter((c) => c.name.includes('session_token'));
      expect(sessionCookies).toHaveLength(people.length);
      // The cookie value as the browser holds it (token.signature, URL-encoded), and the token alone.
      const secrets = sessionCookies.flatMap((c) => [
        c.value,
        decodeURIComponent(c.value),
        c.value.split('.')[0]!,
      ]);

      // A link with a token in its query, as a password-reset e-mail carries.
      const queryToken = randomBytes(24).toString('base64url');
      secrets.push(queryToken);
      await people[0]!.page.goto(`/reset-password?token=${queryToken}`);
      await people[0]!.context.request.get(`/api/v1/me?token=${queryToken}`);

      // The outage: every signed-in request now fails on the session lookup, and errors are logged.
      pgCluster('stop', pgPort);
      for (const person of people) {
        await person.page.goto(dashboards[person.role]);
        await person.context.request.get('/api/v1/me');
        await person.context.request.get(`/api/v1/me?token=${queryToken}&session=${queryToken}`);
      }
      await people[0]!.page.goto(`/reset-password?token=${queryToken}`);
      for (const person of people) await person.context.close();

      server.kill('SIGTERM');
      await exited;
      // The outage did reach the log (so the check below looked at real error reports)…
      expect(log).toContain('ECONNREFUSED');
      expect(log).toContain('"path":"/api/v1/me"');
      // …and none of them carries a secret.
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      server.kill('SIGKILL');
      await exited;
      pgCluster('stop', pgPort);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
