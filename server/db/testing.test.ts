import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries, user } from './schema';
import { createTestDatabase, testDatabaseKinds } from './testing';
import type { TestDatabaseKind } from './testing';

/** A row of its own in two tables, one of them counted by a sequence: what a test leaves behind. */
async function writeSomething(kind: TestDatabaseKind) {
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

describe.each(testDatabaseKinds())('each test’s %s database', (kind) => {
  it('starts empty, its ids from 1, after any number of tests before it (quick and full resets alike)', async () => {
    // Thirty tests in a row: on PGlite most resets delete the rows and one in twenty-five truncates; on
    // PostgreSQL a database is emptied and handed on too (decision 0036).
    for (let test = 0; test < 30; test++) expect(await writeSomething(kind)).toBe(1);
    const database = await createTestDatabase(kind);
    expect(await database.db.select({ n: count() }).from(user)).toEqual([{ n: 0 }]);
    expect(await database.db.select({ n: count() }).from(enquiries)).toEqual([{ n: 0 }]);
    await database.close();
  });

  it('refuses the queries of a handle its test has closed, while the next test has the database', async () => {
    const first = await createTestDatabase(kind);
    await first.db.insert(user).values({ id: 'earlier', name: 'A', email: 'earlier@b.test' });
    await first.close();
    const next = await createTestDatabase(kind);
    await expect(first.db.select().from(user)).rejects.toThrow();
    expect(await next.db.select({ n: count() }).from(user)).toEqual([{ n: 0 }]);
    await next.close();
  });
});
