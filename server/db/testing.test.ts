import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries, user } from './schema';
import { createTestDatabase } from './testing';

/** A row of its own in two tables, one of them counted by a sequence: what a test leaves behind. */
async function writeSomething(kind: 'pglite') {
  const database = await createTestDatabase(kind);
  const [first] = await database.db
    .insert(enquiries)
    .values({
      reference: `ENQ-${Math.random()}`,
      form: 'contact',
      name: 'A',
      email: 'a@b.test',
      fields: {},
      idempotencyKey: 'k',
    })
    .returning({ id: enquiries.id });
  await database.db
    .insert(user)
    .values({ id: `u-${Math.random()}`, name: 'A', email: `${Math.random()}@b.test` });
  await database.close();
  return first!.id;
}

describe('each test’s embedded database', () => {
  it('starts empty, its ids from 1, after any number of tests before it (quick and full resets alike)', async () => {
    // Thirty tests in a row: most resets delete the rows, one in twenty-five truncates.
    for (let test = 0; test < 30; test++) expect(await writeSomething('pglite')).toBe(1);
    const database = await createTestDatabase('pglite');
    expect(await database.db.select({ n: count() }).from(user)).toEqual([{ n: 0 }]);
    expect(await database.db.select({ n: count() }).from(enquiries)).toEqual([{ n: 0 }]);
    await database.close();
  });
});
