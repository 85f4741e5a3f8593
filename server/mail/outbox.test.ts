import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { outbox } from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../db/testing';
import { nudgeOutbox, queueEmail, retryDelayMs, startOutboxWorker } from './outbox';
import { startSmtpSink } from './smtp-sink.test-support';

describe.each(testDatabaseKinds())('outbox on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  const email = { kind: 'test', to: 'boxer@example.ng', subject: 'Welcome', text: 'Hello' };

  it('sends through SMTP and marks the message sent', async () => {
    const sent: unknown[] = [];
    const id = await queueEmail(database.db, email);
    const worker = startOutboxWorker({
      db: database.db,
      from: 'a@b.c',
      transport: { sendMail: async (m: unknown) => sent.push(m) } as never,
      log: () => {},
    });
    expect(await worker.deliverDue()).toBe(1);
    await worker.stop();
    expect(sent).toHaveLength(1);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a nudge after the commit delivers at once, without waiting for the next tick; a stopped worker is not nudged', async () => {
    const sent: string[] = [];
    const worker = startOutboxWorker({
      db: database.db,
      from: 'a@b.c',
      intervalMs: 3_600_000,
      transport: { sendMail: async (m: { subject: string }) => sent.push(m.subject) } as never,
      log: () => {},
    });
    await queueEmail(database.db, email);
    nudgeOutbox();
    await expect.poll(() => sent).toEqual(['Welcome']);
    await worker.stop();
    await queueEmail(database.db, { ...email, subject: 'After the stop' });
    nudgeOutbox();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.subject, 'After the stop'));
    expect(row!.status).toBe('pending');
  });

  it('keeps a failed message and retries it later with backoff, never dropping it', async () => {
    const id = await queueEmail(database.db, email);
    const worker = startOutboxWorker({
      db: database.db,
      from: 'a@b.c',
      transport: { sendMail: async () => Promise.reject(new Error('SMTP down')) } as never,
      log: () => {},
    });
    await worker.deliverDue();
    // Not due again straight away.
    expect(await worker.deliverDue()).toBe(0);
    await worker.stop();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });

  it('two workers on one database (two instances) send each message through SMTP exactly once', async () => {
    const sink = await startSmtpSink();
    const subjects = Array.from({ length: 40 }, (_, i) => `Enquiry ${i + 1}`);
    for (const subject of subjects) await queueEmail(database.db, { ...email, subject });
    const workers = [1, 2].map(() =>
      startOutboxWorker({
        db: database.db,
        smtpUrl: sink.url,
        from: 'a@b.c',
        intervalMs: 60_000,
        log: () => {},
      }),
    );
    try {
      // Both instances are nudged by the same enquiries and work the queue at the same moment.
      for (let round = 0; round < 10; round++) {
        const handled = await Promise.all(workers.map((worker) => worker.deliverDue()));
        if (handled.every((count) => count === 0)) break;
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await sink.close();
    }
    expect(sink.messages.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    const rows = await database.db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox);
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('without SMTP keeps the message as logged and writes it to the log', async () => {
    const lines: string[] = [];
    const id = await queueEmail(database.db, email);
    const worker = startOutboxWorker({ db: database.db, from: 'a@b.c', log: (l) => lines.push(l) });
    await worker.deliverDue();
    await worker.stop();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row!.status).toBe('logged');
    expect(lines.join('\n')).toContain('boxer@example.ng');
  });
});

describe('retry delay', () => {
  it('doubles from 30 seconds and stops growing at 6 hours', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60_000);
  });
});
