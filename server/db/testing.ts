import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrationsFolder } from './client';
import { pgliteListen, postgresListener } from './listen';
import type { Database, DatabaseHandle } from './client';
import * as schema from './schema';

/**
 * Fresh, migrated databases for tests, fast: migrating a new PGlite takes seconds, so each worker migrates
 * one template and every test gets a clone of it (~1 s). On PostgreSQL each test gets its own database
 * created from a migrated template database, dropped when the test closes it.
 */
export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

let pgliteTemplate: Promise<PGlite> | undefined;

async function pgliteClone(): Promise<DatabaseHandle> {
  pgliteTemplate ??= (async () => {
    const template = await PGlite.create();
    await migratePglite(drizzlePglite(template, { schema }), { migrationsFolder });
    return template;
  })();
  const client = (await (await pgliteTemplate).clone()) as PGlite;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: pgliteListen(client),
    close: async () => {
      await client.close();
    },
  };
}

let postgresTemplate: Promise<string> | undefined;

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

async function migratedTemplate(base: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `ajb_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await withAdmin(base, (admin) => admin.query(`create database ${name}`));
    const pool = new pg.Pool({ connectionString: databaseUrl(base, name), max: 1 });
    try {
      await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
    } finally {
      await pool.end();
    }
    process.once('beforeExit', () => {
      void withAdmin(base, (admin) => admin.query(`drop database if exists ${name}`)).catch(() => undefined);
    });
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
  return {
    url: databaseUrl(base, name),
    drop: () =>
      withAdmin(base, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

async function postgresClone(): Promise<DatabaseHandle> {
  const { url, drop } = await createPostgresTestDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // Dropping the database WITH (FORCE) ends any connection still open with 57P01; that is expected on close.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('[test db]', error.message);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const listener = postgresListener(url);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
      await drop();
    },
  };
}

export async function createTestDatabase(kind: TestDatabaseKind = 'pglite'): Promise<DatabaseHandle> {
  if (kind === 'postgres') return postgresClone();
  return pgliteClone();
}
