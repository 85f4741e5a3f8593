import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, user } from './schema';
import type { DatabaseHandle } from './client';
import { createTestDatabase, testDatabaseKinds } from './testing';
import { anyOf } from './any-of';

describe.each(testDatabaseKinds())('anyOf on %s', (kind) => {
  let database: DatabaseHandle;
  const ids = ['any-plain', 'any "quoted"', 'any\\slash', 'any,comma', 'any{brace}', 'any other'];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const now = new Date();
    await database.db.insert(user).values(
      ids.map((id, i) => ({
        id,
        name: `Name ${i}`,
        email: `any-${i}@ajbxng.test`,
        emailVerified: false,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
  afterAll(async () => database.close());

  const found = async (wanted: string[]) =>
    (
      await database.db
        .select({ id: user.id })
        .from(user)
        .where(anyOf(user.id, wanted, 'text'))
    )
      .map((r) => r.id)
      .sort();

  it('finds text ids whatever characters they hold, and only those asked for', async () => {
    const wanted = ['any "quoted"', 'any\\slash', 'any,comma', 'any{brace}', 'nobody'];
    expect(await found(wanted)).toEqual(['any "quoted"', 'any,comma', 'any\\slash', 'any{brace}'].sort());
  });

  it('matches nothing for an empty list', async () => {
    expect(await found([])).toEqual([]);
  });

  it('takes hundreds of integer values as one parameter, and refuses a value that is not an integer', async () => {
    const rows = await database.db
      .insert(liveEvents)
      .values(Array.from({ length: 600 }, (_, i) => ({ type: `any-of-${i}` })))
      .returning({ id: liveEvents.id });
    const wanted = rows.filter((_, i) => i % 2 === 0).map((r) => r.id);
    const got = await database.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(anyOf(liveEvents.id, wanted));
    expect(got.map((r) => r.id).sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b));
    expect(() => anyOf(liveEvents.id, [1.5])).toThrow(/not an integer/);
  });
});
