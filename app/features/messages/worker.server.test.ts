import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { messages, phoneOptOuts } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { NotifyError } from '@server/notify/port';
import type { Notification, Notifier } from '@server/notify/port';
import { queueMessage } from './queue.server';
import type { MessageRecipient, QueuedMessage } from './queue.server';
import { MAX_ATTEMPTS, OPTED_OUT_REASON, startMessageWorker } from './worker.server';

const lanre: MessageRecipient = {
  userId: null,
  name: 'Lanre Bakare',
  channel: 'whatsapp',
  phone: '+2348031234567',
};
const message: QueuedMessage = {
  purpose: 'entry-confirmed',
  subject: 'entry:1',
  template: 'entry_confirmed',
  params: ['Lanre', 'Lagos Open'],
  body: 'Lanre, your entry to Lagos Open is confirmed.',
};
/** 14:00 in Lagos. */
const AFTERNOON = new Date('2026-11-28T13:00:00Z');

/** A provider that answers as told, one answer per call, then takes everything; it keeps what it took. */
function scriptedNotifier(script: Array<'outage' | 'refusal'> = []): Notifier & { sent: Notification[] } {
  const sent: Notification[] = [];
  let n = 0;
  return {
    sent,
    send: async (notification) => {
      // A real call takes a moment: two workers interleave as they would against the network.
      await new Promise((resolve) => setImmediate(resolve));
      const answer = script[n++];
      if (answer === 'outage') throw new NotifyError('provider answered 503: down', true, 'fake');
      if (answer === 'refusal')
        throw new NotifyError('provider answered 400: (#131026) undeliverable', false, 'fake');
      sent.push(notification);
      return { provider: `fake-${notification.channel}`, providerMessageId: `id-${sent.length}` };
    },
  };
}

describe.each(testDatabaseKinds())('message worker on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    setClock(AFTERNOON);
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    setClock(null);
    await database.close();
  });

  const rows = () => database.db.select().from(messages).orderBy(messages.id);

  it('two workers on one database (two instances) send a batch with no message twice', async () => {
    const people = Array.from({ length: 40 }, (_, i) => ({
      ...lanre,
      name: `Boxer ${i}`,
      phone: `+23480312${String(i).padStart(5, '0')}`,
    }));
    await queueMessage(database.db, people, message);
    const notifier = scriptedNotifier();
    const workers = [1, 2].map(() =>
      startMessageWorker({ db: database.db, notifier, intervalMs: 0, log: () => {} }),
    );
    try {
      const handled = await Promise.all(workers.map((worker) => worker.deliverDue()));
      expect(handled[0]! + handled[1]!).toBe(40);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(notifier.sent.map((n) => n.to).sort()).toEqual(people.map((p) => p.phone).sort());
    const all = await rows();
    expect(
      all.every((row) => row.status === 'sent' && row.attempts === 1 && row.provider === 'fake-whatsapp'),
    ).toBe(true);
  });

  it('an outage is retried with a growing wait, then sent; a WhatsApp refusal fails and falls back to one SMS', async () => {
    const [id] = await queueMessage(database.db, [lanre], message);
    const notifier = scriptedNotifier(['outage', 'outage']);
    const worker = startMessageWorker({ db: database.db, notifier, intervalMs: 0, log: () => {} });
    await worker.deliverDue();
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider answered 503: down' });
    expect(row!.nextAttemptAt.getTime() - AFTERNOON.getTime()).toBeGreaterThanOrEqual(30_000);
    // Not due yet: nothing is tried.
    expect(await worker.deliverDue()).toBe(0);
    setClock(new Date(AFTERNOON.getTime() + 31_000));
    await worker.deliverDue();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - (AFTERNOON.getTime() + 31_000)).toBeGreaterThanOrEqual(60_000);
    setClock(new Date(AFTERNOON.getTime() + 100_000));
    await worker.deliverDue();
    [row] = await rows();
    expect(row).toMatchObject({
      id,
      status: 'sent',
      attempts: 3,
      provider: 'fake-whatsapp',
      providerMessageId: 'id-1',
      lastError: null,
    });

    // A refusal: failed at once, and one SMS in its place (sent in the same round), never a second.
    const refusing = scriptedNotifier(['refusal']);
    const other = startMessageWorker({ db: database.db, notifier: refusing, intervalMs: 0, log: () => {} });
    const [refusedId] = await queueMessage(database.db, [lanre], { ...message, subject: 'entry:2' });
    await other.deliverDue();
    await other.deliverDue();
    await Promise.all([worker.stop(), other.stop()]);
    const [refused, fallback, ...more] = (await rows()).slice(1);
    expect(more).toEqual([]);
    expect(refused).toMatchObject({ id: refusedId, channel: 'whatsapp', status: 'failed', attempts: 1 });
    expect(refused!.lastError).toContain('undeliverable');
    expect(fallback).toMatchObject({
      channel: 'sms',
      status: 'sent',
      fallbackOf: refusedId,
      toAddress: lanre.phone,
    });
    expect(refusing.sent).toEqual([expect.objectContaining({ channel: 'sms', body: message.body })]);
  });

  it(`an outage that never ends fails after ${MAX_ATTEMPTS} attempts`, async () => {
    const notifier = scriptedNotifier(Array.from({ length: MAX_ATTEMPTS }, () => 'outage' as const));
    const worker = startMessageWorker({ db: database.db, notifier, intervalMs: 0, log: () => {} });
    // From 07:00 in Lagos, an hour and a minute between looks: the longest wait, never into quiet hours.
    let at = Date.parse('2026-11-28T06:00:00Z');
    setClock(new Date(at));
    await queueMessage(database.db, [{ ...lanre, channel: 'sms' }], message);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await worker.deliverDue();
      at += 61 * 60_000;
      setClock(new Date(at));
    }
    await worker.stop();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, fallbackOf: null });
    expect(await rows()).toHaveLength(1);
  });

  it('a message due now wakes the worker once its transaction commits; a rolled-back one is never sent', async () => {
    const notifier = scriptedNotifier();
    const worker = startMessageWorker({
      db: database.db,
      notifier,
      intervalMs: 0,
      listen: database.listen,
      log: () => {},
    });
    try {
      // Listening takes a moment on PostgreSQL (its own connection): wait until a committed message arrives.
      await queueMessage(database.db, [lanre], { ...message, subject: 'entry:warm-up' });
      await expect.poll(() => notifier.sent.length, { timeout: 10_000 }).toBe(1);
      await database.db
        .transaction(async (tx) => {
          await queueMessage(tx, [lanre], { ...message, subject: 'entry:rolled-back' });
          throw new Error('the entry was not saved');
        })
        .catch(() => undefined);
      await database.db.transaction((tx) =>
        queueMessage(tx, [lanre], { ...message, subject: 'entry:committed' }),
      );
      await expect.poll(() => notifier.sent.length, { timeout: 10_000 }).toBe(2);
    } finally {
      await worker.stop();
    }
    expect((await rows()).map((row) => [row.dedupeKey.split('|')[1], row.status])).toEqual([
      ['entry:warm-up', 'sent'],
      ['entry:committed', 'sent'],
    ]);
  });

  it('a number that replied STOP is skipped with the reason, never sent', async () => {
    await database.db.insert(phoneOptOuts).values({ phone: lanre.phone, via: 'whatsapp' });
    await queueMessage(database.db, [lanre], message);
    const notifier = scriptedNotifier();
    const worker = startMessageWorker({ db: database.db, notifier, intervalMs: 0, log: () => {} });
    await worker.deliverDue();
    await worker.stop();
    expect(notifier.sent).toEqual([]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'skipped', lastError: OPTED_OUT_REASON, attempts: 0 });
  });

  it('quiet hours hold a message that is not urgent until 07:00 Lagos and let an urgent one go', async () => {
    // 23:30 in Lagos.
    setClock(new Date('2026-11-28T22:30:00Z'));
    const [held] = await queueMessage(database.db, [lanre], message);
    const [urgent] = await queueMessage(database.db, [{ ...lanre, channel: 'sms' }], {
      ...message,
      purpose: 'sign-in-code',
      subject: 'code:1',
      urgent: true,
    });
    const notifier = scriptedNotifier();
    const worker = startMessageWorker({ db: database.db, notifier, intervalMs: 0, log: () => {} });
    expect(await worker.deliverDue()).toBe(1);
    const [first, second] = await rows();
    expect(first).toMatchObject({ id: held, status: 'pending' });
    expect(first!.nextAttemptAt.toISOString()).toBe('2026-11-29T06:00:00.000Z');
    expect(second).toMatchObject({ id: urgent, status: 'sent' });
    setClock(new Date('2026-11-29T06:00:01Z'));
    expect(await worker.deliverDue()).toBe(1);
    await worker.stop();
    const [after] = await rows();
    expect(after).toMatchObject({ status: 'sent' });
    expect(await database.db.select().from(messages).where(eq(messages.status, 'pending'))).toEqual([]);
  });
});
