import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { createTestDatabase, testDatabaseKinds } from './testing';
import { arrayLiteral } from './array-literal';

describe('arrayLiteral', () => {
  it('writes numbers bare, strings quoted with their \\ and " escaped, and null as NULL', () => {
    expect(arrayLiteral([1, -2, null])).toBe('{1,-2,NULL}');
    expect(arrayLiteral(['a "b"', 'c\\d', null, 'NULL'])).toBe('{"a \\"b\\"","c\\\\d",NULL,"NULL"}');
    expect(arrayLiteral([])).toBe('{}');
  });

  it('refuses a number that is not finite', () => {
    expect(() => arrayLiteral([1, Number.NaN])).toThrow(TypeError);
    expect(() => arrayLiteral([Infinity])).toThrow(TypeError);
  });
});

describe.each(testDatabaseKinds())('arrayLiteral read back by %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.close());

  const rows = async (query: ReturnType<typeof sql>) => {
    const result = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows;
  };

  it('gives back every text as it was, the word NULL and the empty string included, and null as null', async () => {
    const texts = [
      'plain',
      'a "quoted" word',
      'back\\slash',
      'comma, and {braces}',
      '',
      'NULL',
      ' spaced ',
      'Ọ̀ṣun ₦',
    ];
    const values = [...texts, null];
    const read = await rows(
      sql`select v from unnest(${arrayLiteral(values)}::text[]) with ordinality as t(v, i) order by i`,
    );
    expect(read.map((r) => r.v)).toEqual(values);
  });

  it('gives back integers with nulls, and instants written as ISO text, in order', async () => {
    const read = await rows(
      sql`select n, extract(epoch from at) * 1000 as ms from unnest(${arrayLiteral([3, null, -7])}::int[],
        ${arrayLiteral(['2026-11-23T10:15:00.000Z', null, '2026-12-01T23:59:59.500Z'])}::timestamptz[])
        with ordinality as t(n, at, i) order by i`,
    );
    expect(read.map((r) => r.n)).toEqual([3, null, -7]);
    expect(read.map((r) => (r.ms === null ? null : Number(r.ms)))).toEqual([
      Date.parse('2026-11-23T10:15:00.000Z'),
      null,
      Date.parse('2026-12-01T23:59:59.500Z'),
    ]);
  });
});
