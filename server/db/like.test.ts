import { ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from './schema';
import type { DatabaseHandle } from './client';
import { createTestDatabase, testDatabaseKinds } from './testing';
import { containsPattern } from './like';

describe.each(testDatabaseKinds())('containsPattern on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const now = new Date();
    await database.db.insert(user).values(
      ['50% off', '500 club', 'snake_case', 'snakeXcase', 'back\\slash'].map((name, i) => ({
        id: `like-${i}`,
        name,
        email: `like-${i}@ajbxng.test`,
        emailVerified: false,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
  afterAll(async () => database.close());

  const names = async (typed: string) =>
    (
      await database.db
        .select({ name: user.name })
        .from(user)
        .where(ilike(user.name, containsPattern(typed)))
    )
      .map((r) => r.name)
      .sort();

  it('matches a typed % and _ literally, not as wildcards', async () => {
    expect(await names('50%')).toEqual(['50% off']);
    expect(await names('snake_')).toEqual(['snake_case']);
    expect(await names('back\\')).toEqual(['back\\slash']);
    expect(await names('CLUB')).toEqual(['500 club']);
  });
});
