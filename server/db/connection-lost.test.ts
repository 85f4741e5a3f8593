import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client';
import { createPostgresTestDatabase } from './testing';
import { isDatabaseUnavailable } from './unavailable';

/**
 * Issue 28: with PostgreSQL, an instance ended when its database stopped while writes were in flight:
 * PostgreSQL ends each backend with 57P01 ("terminating connection due to administrator command"), and a
 * pooled client checked out by a transaction, between two statements, emitted an 'error' nobody heard.
 * Here the backends are ended as a stop or restart ends them, under a transaction and a burst of writes.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL connection ended under the app', () => {
  it('fails the work in flight as "database unavailable", never ends the process, and serves again', async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const database = await openPostgres(url, 4);
    const name = new URL(url).pathname.slice(1);
    const terminateAll = async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
      } finally {
        await admin.end();
      }
    };
    const unheard: unknown[] = [];
    const onUncaught = (error: unknown) => unheard.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      await database.db.execute(sql`create table probe (n int)`);
      // A transaction holds its client between two statements when the backend is ended.
      const inFlight = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (1)`);
        await terminateAll();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`insert into probe values (2)`);
      });
      // And writes outside it, some running when the backends go.
      const burst = Array.from({ length: 20 }, (_, i) =>
        database.db.execute(sql`insert into probe select ${100 + i} from pg_sleep(0.05)`),
      );
      const outcomes = await Promise.allSettled([inFlight, ...burst]);
      for (const outcome of outcomes)
        if (outcome.status === 'rejected') expect(isDatabaseUnavailable(outcome.reason)).toBe(true);
      expect(outcomes[0]!.status).toBe('rejected');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unheard).toEqual([]);
      // The pool makes new connections: the same handle serves again, and the rolled-back row is not there.
      await database.db.execute(sql`insert into probe values (3)`);
      const rows = await database.db.execute(sql`select n from probe where n in (1, 2, 3) order by n`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ n: 3 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await database.close();
      await drop();
    }
  }, 60_000);
});
