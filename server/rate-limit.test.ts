import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { createTestDatabase, testDatabaseKinds } from './db/testing';
import { consumeRate, refundRate } from './rate-limit';

describe.each(testDatabaseKinds())('rate windows on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('allows the limit, refuses the next, and starts again after the window', async () => {
    const t0 = new Date('2026-11-22T10:00:00Z');
    const opts = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await consumeRate(database.db, 'form:contact:1.2.3.4', { ...opts, now: t0 }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(60);
    const later = await consumeRate(database.db, 'form:contact:1.2.3.4', {
      ...opts,
      now: new Date(t0.getTime() + 61_000),
    });
    expect(later).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('keeps keys apart', async () => {
    const opts = { limit: 1, windowMs: 60_000 };
    expect((await consumeRate(database.db, 'a', opts)).allowed).toBe(true);
    expect((await consumeRate(database.db, 'b', opts)).allowed).toBe(true);
    expect((await consumeRate(database.db, 'a', opts)).allowed).toBe(false);
  });

  it('never lets concurrent attempts exceed the limit', async () => {
    const opts = { limit: 5, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRate(database.db, 'burst', opts)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('takes back a refunded attempt, but never from a window that has started again', async () => {
    const t0 = new Date('2026-11-22T10:00:00Z');
    const opts = { limit: 2, windowMs: 60_000, now: t0 };
    const first = await consumeRate(database.db, 'failures', opts);
    await consumeRate(database.db, 'failures', opts);
    await refundRate(database.db, 'failures', first.windowStartedAt);
    expect((await consumeRate(database.db, 'failures', opts)).allowed).toBe(true);
    expect((await consumeRate(database.db, 'failures', opts)).allowed).toBe(false);

    const later = { ...opts, now: new Date(t0.getTime() + 61_000) };
    await consumeRate(database.db, 'failures', later);
    await consumeRate(database.db, 'failures', later);
    // A refund for the old window does not free a place in the new one.
    await refundRate(database.db, 'failures', first.windowStartedAt);
    expect((await consumeRate(database.db, 'failures', later)).allowed).toBe(false);
  });
});
