import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from './client';
import { pgliteListen, postgresListener } from './listen';
import type { Listen } from './listen';
import type { Database, DatabaseHandle } from './client';
import * as schema from './schema';
import { withDrizzleParsers } from './pglite-parsers';
import { unpackClusterIfNew } from './pglite-template';

/**
 * Fresh, migrated databases for tests, fast.
 *
 * Migrating a new PGlite takes seconds and loading one takes about one, so the run migrates one database
 * before any test (vitest.global-setup.ts) and keeps its data folder as a tar; each test file loads its
 * databases from it, and a database a test has closed is emptied (every table truncated, every sequence
 * restarted) and handed to the file's next test: the state a fresh migrated database has, in ~50 ms. A
 * closed handle stays closed: its queries fail as a closed PGlite's do, whatever its next owner does.
 *
 * On PostgreSQL each test gets its own database created from one migrated template database (made once per
 * run), dropped when the test closes it.
 */
export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Set by the global setup for the run (read at first use); without it, each file makes its own. */
export const TEMPLATE_ENV = {
  pgliteDump: 'AJB_TEST_PGLITE_DUMP',
  postgresTemplate: 'AJB_TEST_PG_TEMPLATE',
} as const;

/**
 * A migrated PGlite's data folder, as `PGlite.create({ loadDataDir })` takes it. Made from `buildCopy` (a
 * build's migrated copy, server/db/pglite-template.ts) when there is one: loading it and finding no migration
 * left to run takes ~2.5 s of CPU, creating a cluster and migrating it from nothing ~7 s. The migrations run
 * either way, so a copy older than the sources is brought up to date.
 */
export async function migratedPgliteDump(buildCopy?: string): Promise<Blob> {
  const template =
    buildCopy && existsSync(buildCopy)
      ? await PGlite.create({ loadDataDir: new Blob([readFileSync(buildCopy)]) })
      : await PGlite.create();
  try {
    await migratePglite(drizzlePglite(template, { schema }), { migrationsFolder });
    return await template.dumpDataDir('none');
  } finally {
    await template.close();
  }
}

/**
 * A new data folder (DATA_DIR) whose embedded database is already migrated: the run's migrated copy unpacked
 * into its db folder, as a production start unpacks the build's copy (server/db/pglite-template.ts). Opened
 * from the sources, which have no build's copy, a new folder's database would be created and migrated from
 * nothing: ~6 s more of CPU for each server or database a test opens on a folder of its own. Opening it
 * still runs the migrations, which find nothing left to do. Outside the run's global setup (no copy), the
 * folder is only made.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const copy = process.env[TEMPLATE_ENV.pgliteDump];
  if (copy) await unpackClusterIfNew(path.join(dir, 'db'), copy);
  return dir;
}

let pgliteDump: Promise<Blob> | undefined;
function templateDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = process.env[TEMPLATE_ENV.pgliteDump];
    return file ? new Blob([readFileSync(file)]) : migratedPgliteDump();
  })();
  return pgliteDump;
}

/**
 * A PGlite of a test's own, outside the pool of emptied ones (for tests of the driver itself): loaded from the
 * run's migrated copy, ~0.9 s of CPU, where `PGlite.create()` makes a new cluster in ~3 s.
 */
export async function ownPglite(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await templateDump() });
}

/**
 * Empties a test's PGlite back to a fresh migration's state: the statement, made once per file. TRUNCATE
 * gives each of the ~50 tables (and their indexes) new files: 150-300 ms a test. Deleting the rows, with the
 * foreign keys' triggers off, takes 10-20 ms (measured here), so that is the reset after most tests; the
 * rows it deletes stay behind as dead space (an embedded database has no autovacuum), so every
 * FULL_RESET_EVERY-th reset of a database truncates instead.
 */
let resetStatements: Promise<{ quick: string; full: string }> | undefined;
const FULL_RESET_EVERY = 25;
const resets = new WeakMap<PGlite, number>();
const sessionReset = ['unlisten *', 'select pg_advisory_unlock_all()', 'reset all'];
function resetSql(client: PGlite): Promise<string> {
  resetStatements ??= (async () => {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const sequences = await client.query<{ name: string }>(
      `select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public' order by 1`,
    );
    const full = [
      `truncate ${tables.rows.map((t) => t.name).join(', ')} restart identity cascade`,
      ...sequences.rows.map((s) => `alter sequence ${s.name} restart`),
      ...sessionReset,
    ].join(';\n');
    const quick = [
      `do $$ declare r record; begin
        set local session_replication_role = replica;
        for r in select quote_ident(tablename) as name from pg_tables where schemaname = 'public' loop
          execute 'delete from ' || r.name;
        end loop;
        for r in select quote_ident(sequencename) as name from pg_sequences
          where schemaname = 'public' and last_value is not null loop
          execute 'alter sequence ' || r.name || ' restart';
        end loop;
      end $$`,
      ...sessionReset,
    ].join(';\n');
    return { quick, full };
  })();
  const count = (resets.get(client) ?? 0) + 1;
  resets.set(client, count);
  return resetStatements.then(({ quick, full }) => (count % FULL_RESET_EVERY === 0 ? full : quick));
}

/** This file's emptied databases, waiting for their next test. */
const idle: PGlite[] = [];

async function leasePglite(): Promise<PGlite> {
  return idle.pop() ?? withDrizzleParsers(await PGlite.create({ loadDataDir: await templateDump() }));
}

async function releasePglite(client: PGlite): Promise<void> {
  try {
    if (client.closed) return;
    await client.exec(await resetSql(client));
    idle.push(client);
  } catch {
    // A database a test left unusable is not handed on.
    await client.close().catch(() => undefined);
  }
}

/**
 * The client one test sees: the leased PGlite until the test closes it, then a closed one (every call
 * throws PGlite's own "PGlite is closed", which the outage handling recognises), so nothing the test left
 * running (a timer, a listener) reaches the next test's data.
 */
function leaseView(client: PGlite): { view: PGlite; end: () => void } {
  let ended = false;
  const view = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return ended || target.closed;
      if (ended) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        return () => Promise.reject(new Error('PGlite is closed'));
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { view, end: () => (ended = true) };
}

async function pgliteDatabase(): Promise<DatabaseHandle> {
  const client = await leasePglite();
  const { view, end } = leaseView(client);
  const db = drizzlePglite(view, { schema }) as unknown as Database;
  const stops = new Set<() => Promise<void>>();
  const listenOnView = pgliteListen(view);
  const listen: Listen = async (channel, onNotification, onReconnected) => {
    const stop = await listenOnView(channel, onNotification, onReconnected);
    stops.add(stop);
    return async () => {
      stops.delete(stop);
      await stop();
    };
  };
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await view.query('select 1');
    },
    listen,
    close: () => {
      closing ??= (async () => {
        for (const stop of [...stops]) await stop().catch(() => undefined);
        end();
        await releasePglite(client);
      })();
      return closing;
    },
  };
}

function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.href;
}

async function withAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new migrated template database on the server at `base`; its name. */
export async function createPostgresTemplate(base: string): Promise<string> {
  const name = `ajb_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdmin(base, (admin) => admin.query(`create database ${name}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(base, name), max: 1 });
  try {
    await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
  } finally {
    await pool.end();
  }
  return name;
}

export async function dropPostgresDatabase(base: string, name: string): Promise<void> {
  await withAdmin(base, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

let postgresTemplate: Promise<string> | undefined;
function migratedTemplate(base: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const made = process.env[TEMPLATE_ENV.postgresTemplate];
    if (made) return made;
    const name = await createPostgresTemplate(base);
    process.once('beforeExit', () => void dropPostgresDatabase(base, name).catch(() => undefined));
    return name;
  })();
  return postgresTemplate;
}

/**
 * A fresh PostgreSQL database of its own, by address, migrated unless `empty` (then the server's start-up
 * migrates it): for tests that open it as the server does (several instances, a proxy in front of it).
 * `drop` removes it, ending any connection still open.
 */
export async function createPostgresTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const template = options.empty ? 'template0' : await migratedTemplate(base);
  const name = `ajb_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(base, (admin) => admin.query(`create database ${name} template ${template}`));
  return { url: databaseUrl(base, name), drop: () => dropPostgresDatabase(base, name) };
}

/**
 * This process's emptied PostgreSQL databases, waiting for their next test. Creating one from the migrated
 * template copies every block of it through the WAL: 550-650 ms of the server's time each (measured here),
 * for ~750 tests on CI. Emptying one a test has closed, as the PGlite ones are, takes ~75 ms.
 */
const idlePostgres: { url: string; drop: () => Promise<void> }[] = [];
let dropIdleOnExit = false;

async function leasePostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const found = idlePostgres.pop();
  if (found) return found;
  if (!dropIdleOnExit) {
    dropIdleOnExit = true;
    process.once('beforeExit', () => {
      for (const database of idlePostgres.splice(0)) void database.drop().catch(() => undefined);
    });
  }
  return createPostgresTestDatabase();
}

/** Ends what a test left connected to its database, empties it, and hands it to the next test. */
async function releasePostgres(database: { url: string; drop: () => Promise<void> }): Promise<void> {
  const admin = new pg.Client({ connectionString: database.url });
  try {
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.query(postgresResetSql);
    idlePostgres.push(database);
  } catch {
    // A database a test left unusable is not handed on.
    await database.drop().catch(() => undefined);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** The quick reset of the PGlite ones: every row deleted (foreign keys' triggers off), sequences restarted. */
const postgresResetSql = `do $$ declare r record; begin
  set local session_replication_role = replica;
  for r in select quote_ident(tablename) as name from pg_tables where schemaname = 'public' loop
    execute 'delete from ' || r.name;
  end loop;
  for r in select quote_ident(sequencename) as name from pg_sequences
    where schemaname = 'public' and last_value is not null loop
    execute 'alter sequence ' || r.name || ' restart';
  end loop;
end $$`;

async function postgresDatabase(): Promise<DatabaseHandle> {
  const leased = await leasePostgres();
  const pool = new pg.Pool({ connectionString: leased.url, max: 4 });
  // Ending the connections a test left open (on close) ends them with 57P01; that is expected.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('[test db]', error.message);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const listener = postgresListener(leased.url);
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    listen: listener.listen,
    close: () => {
      closing ??= (async () => {
        await listener.close();
        // A pool's end waits for every client to be released: a test that left one checked out must not
        // hold the next test up, so its connections are ended beside it.
        const ended = pool.end().catch(() => undefined);
        await releasePostgres(leased);
        await ended;
      })();
      return closing;
    },
  };
}

export async function createTestDatabase(kind: TestDatabaseKind = 'pglite'): Promise<DatabaseHandle> {
  if (kind === 'postgres') return postgresDatabase();
  return pgliteDatabase();
}
