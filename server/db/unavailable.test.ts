import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ownPglite } from './testing';
import { isDatabaseUnavailable } from './unavailable';

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to fail');
}

/** A local port with nothing listening on it. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('recognising an unreachable database', () => {
  it('a PostgreSQL that nothing answers for, through drizzle (driver error in cause)', async () => {
    const pool = new pg.Pool({ connectionString: `postgresql://postgres@127.0.0.1:${await closedPort()}/x` });
    const error = await failureOf(() => drizzleNodePg(pool).execute(sql`select 1`));
    await pool.end();
    expect((error as Error).message).toContain('Failed query');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('the server shutting down, a lost connection, a pool timeout, several failed addresses', () => {
    const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });
    expect(isDatabaseUnavailable(wrapped({ code: '57P01', message: 'terminating connection' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006', message: 'connection failure' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // better-auth wraps drizzle's error once more.
    expect(
      isDatabaseUnavailable(new Error('Failed to get session', { cause: wrapped({ code: 'ECONNRESET' }) })),
    ).toBe(true);
    const refusedTwice = new AggregateError([
      Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ]);
    expect(isDatabaseUnavailable(wrapped(refusedTwice))).toBe(true);
  });

  it('on the embedded database: not a query it refused, only the database being closed', async () => {
    const client = await ownPglite();
    const db = drizzlePglite(client);
    await db.execute(sql`create table t (email text unique)`);
    await db.execute(sql`insert into t values ('a@b.c')`);
    const duplicate = await failureOf(() => db.execute(sql`insert into t values ('a@b.c')`));
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(await failureOf(() => db.execute(sql`select * from missing`)))).toBe(false);
    await client.close();
    expect(isDatabaseUnavailable(await failureOf(() => db.execute(sql`select 1`)))).toBe(true);
    expect(isDatabaseUnavailable(await failureOf(() => client.query('select 1')))).toBe(true);
  });

  it('nothing else', () => {
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
