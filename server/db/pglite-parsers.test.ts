import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { withDrizzleParsers } from './pglite-parsers';
import { ownPglite } from './testing';

const plain = await ownPglite();
const tuned = withDrizzleParsers(await ownPglite());
afterAll(async () => {
  await plain.close();
  await tuned.close();
});

const row = sql`select
  timestamptz '2026-06-15 14:10:00+00' as at,
  timestamp '2026-06-15 14:10:00' as local,
  date '2026-06-15' as day,
  interval '90 minutes' as length,
  array[date '2026-06-13', date '2026-06-15'] as days,
  array[1.5, 2]::numeric[] as amounts,
  42 as n,
  '{"a":1}'::jsonb as doc`;

describe('the embedded database without a copy of its parsers per query', () => {
  it('answers drizzle exactly as before, in and out of a transaction', async () => {
    const expected = await drizzle(plain).execute(row);
    expect((await drizzle(tuned).execute(row)).rows).toEqual(expected.rows);
    const inTransaction = await drizzle(tuned).transaction((tx) => tx.execute(row));
    expect(inTransaction.rows).toEqual(expected.rows);
    expect(expected.rows[0]).toMatchObject({ day: '2026-06-15', n: 42, doc: { a: 1 } });
  });

  it('keeps a query’s own parsers when they are not drizzle’s', async () => {
    const { rows } = await tuned.query<{ n: string }>('select 42 as n', [], {
      parsers: { 23: (value: string) => `#${value}` },
    });
    expect(rows).toEqual([{ n: '#42' }]);
  });
});
