import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts, seedDemoAccounts } from './auth/accounts';
import { demoBoxers, PAST_JUDGE } from './demo/tournaments';
import { demoEventEmails } from './demo/event';
import { loadConfig } from './config';
import { account, outbox, user } from './db/schema';
import { createPostgresTestDatabase, createTestDatabase, testDatabaseKinds } from './db/testing';
import { queueEmail } from './mail/outbox';
import { startSmtpSink } from './mail/smtp-sink.test-support';
import { startServer } from './main';
import type { RunningServer } from './main';

/** Folders made by these tests, removed after them. */
const made: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajb-instance-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/**
 * One instance as `npm start` runs it on PostgreSQL, with demo data unless `demo` is false; the pages' build
 * is not needed here.
 */
function startInstance(databaseUrl: string, smtpUrl?: string, demo = true) {
  return startServer({
    config: loadConfig({
      DATABASE_URL: databaseUrl,
      DEMO_DATA: demo ? '1' : '0',
      HOST: '127.0.0.1',
      PORT: '0',
      AUTH_SECRET: 'two-instances-share-this-secret-of-40-chars',
      DATA_DIR: tempDir(),
      LOG_REQUESTS: '0',
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    }),
    build: async () => {
      throw new Error('the React Router build is not part of these tests');
    },
  });
}

/** Starts two instances at the same moment; stops whichever came up if the other did not. */
async function startTwo(databaseUrl: string, smtpUrl?: string, demo = true): Promise<RunningServer[]> {
  const started = await Promise.allSettled([
    startInstance(databaseUrl, smtpUrl, demo),
    startInstance(databaseUrl, smtpUrl, demo),
  ]);
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(running.map((instance) => instance.stop()));
    throw failure.reason;
  }
  return running;
}

describe.each(testDatabaseKinds())('two instances on one database (%s)', (kind) => {
  it('seeding the demo accounts twice at once creates each account once, and both seedings finish', async () => {
    const database = await createTestDatabase(kind);
    try {
      await Promise.all([seedDemoAccounts(database.db), seedDemoAccounts(database.db)]);
      const users = await database.db.select({ id: user.id, email: user.email }).from(user);
      expect(users.map((u) => u.email).sort()).toEqual(demoAccounts.map((a) => a.email).sort());
      for (const person of users) {
        const [credentials] = await database.db
          .select({ n: count() })
          .from(account)
          .where(eq(account.userId, person.id));
        expect(credentials!.n).toBe(1);
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  // Real instances share a database only on PostgreSQL (the embedded one belongs to one process).
  if (kind === 'postgres') {
    it('started together on a fresh database with demo data, both come up and serve, every time', async () => {
      // Two trials, each on a new empty database: the migrations and the seedings race anew.
      for (let trial = 1; trial <= 2; trial++) {
        const { url, drop } = await createPostgresTestDatabase({ empty: true });
        try {
          const instances = await startTwo(url);
          try {
            for (const instance of instances) {
              expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);
            }
            // Every demo account, demo boxer, judge of the past tournaments and person of the demo event once:
            // the two instances' seedings did not both run.
            const users = await instances[0]!.services.database.db.select({ email: user.email }).from(user);
            expect(users.map((u) => u.email).sort()).toEqual(
              [
                ...[...demoAccounts, ...demoBoxers, PAST_JUDGE].map((a) => a.email),
                ...demoEventEmails,
              ].sort(),
            );
          } finally {
            await Promise.all(instances.map((instance) => instance.stop()));
          }
        } finally {
          await drop();
        }
      }
      // Each start seeds the half-boxed demo event (server/demo/event.ts) too: two starts take a while.
    }, 300_000);

    it('each e-mail is delivered to the SMTP server once, whichever instance sends it', async () => {
      const sink = await startSmtpSink();
      const { url, drop } = await createPostgresTestDatabase();
      try {
        // Without demo data: the outbox is what is shared here, and seeding would only take time.
        const instances = await startTwo(url, sink.url, false);
        try {
          const db = instances[0]!.services.database.db;
          const subjects = Array.from({ length: 40 }, (_, i) => `Your enquiry ${i + 1}`);
          for (const subject of subjects) {
            await queueEmail(db, {
              kind: 'enquiry-ack',
              to: 'parent@example.ng',
              subject,
              text: 'Thank you',
            });
          }
          // Every enquiry nudges the outbox of the instance that took it; both work the queue at once.
          for (let round = 0; round < 10; round++) {
            const handled = await Promise.all(instances.map((i) => i.services.outbox.deliverDue()));
            if (handled.every((n) => n === 0)) break;
          }
          expect(sink.messages.map((m) => m.subject).sort()).toEqual([...subjects].sort());
          const pending = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending'));
          expect(pending[0]!.n).toBe(0);
        } finally {
          await Promise.all(instances.map((instance) => instance.stop()));
        }
      } finally {
        await drop();
        await sink.close();
      }
    }, 120_000);
  }
});
