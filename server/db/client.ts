import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { pgliteListen, postgresListener } from './listen';
import { withDrizzleParsers } from './pglite-parsers';
import { unpackClusterIfNew } from './pglite-template';
import type { Listen } from './listen';

export type Schema = typeof schema;
/** Both drivers share drizzle's PostgreSQL surface; services take this and never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction on either driver: services that join a caller's transaction take this. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
  /** LISTEN/NOTIFY on this database (server/realtime's hub): delivered on commit, on every instance. */
  listen: Listen;
  /**
   * The embedded database only: its data folder as a tar.gz, taken while it runs, between two statements
   * (server/backup.ts). PostgreSQL has pg_dump.
   */
  backup?: () => Promise<Blob>;
  close: () => Promise<void>;
};

/** Beside this module; in the production bundle (build/server/index.js), the copy vite.config.ts puts beside it. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** The build's migrated copy of a new embedded database (server/db/pglite-template.ts), beside the bundle. */
const migratedClusterFile = fileURLToPath(new URL('./pglite-migrated.tar.gz', import.meta.url));

/** Embedded PostgreSQL in DATA_DIR/db, owned by this process alone (see lock.ts). */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const dbDir = path.join(dataDir, 'db');
    await unpackClusterIfNew(dbDir, migratedClusterFile);
    mkdirSync(dbDir, { recursive: true });
    const client = withDrizzleParsers(await PGlite.create(dbDir));
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    let closed = false;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      listen: pgliteListen(client),
      backup: async () => {
        // A checkpoint first writes what the log holds into the tables: a restore then has less to replay.
        await client.query('checkpoint');
        return client.dumpDataDir('gzip');
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Gives a checked-out client back to the pool, as broken, when its connection ends. drizzle-orm 0.45's
 * node-postgres transaction takes a client and sends BEGIN before its try/finally: when that BEGIN fails
 * because the connection ended (PostgreSQL stopped or restarted just then), the client was never released,
 * and each outage took a place of the pool for good (the PostgreSQL stop test saw an instance's stop hang
 * on it; enough outages would leave no place at all, and every request a 503). A client given back here
 * and released again by its holder is released once.
 */
function releaseClientsWhoseConnectionEnds(pool: pg.Pool) {
  const connect = pool.connect.bind(pool);
  const guarded = async () => {
    const client = await connect();
    const release = client.release;
    let released = false;
    const onEnd = () => {
      if (released) return;
      released = true;
      release.call(client, new Error('The connection ended while the client was checked out'));
    };
    client.once('end', onEnd);
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.off('end', onEnd);
      release.call(client, error);
    };
    return client;
  };
  // pg-pool's own query() passes a callback: that path releases its client itself and is left as it is.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : guarded()) as pg.Pool['connect'];
}

/** A PostgreSQL server shared by any number of app instances; migrations take an advisory lock. */
export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A database host that stops answering (rather than refusing) must not hang every request: after 5 s
    // the connection attempt fails, and the app answers 503 "try again in a moment".
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  // A connection the database ends while it is checked out (57P01 when PostgreSQL stops or restarts, in a
  // transaction between two statements) emits 'error' on its client, which the pool listens to only while
  // the client is idle: unheard, it would end the process (issue 28). Heard here, the query in flight fails
  // as "database unavailable" (a 503), the pool drops the client when it is released, and new connections
  // are made when the database is back.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('[db] connection lost:', error.message));
  });
  releaseClientsWhoseConnectionEnds(pool);
  try {
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const lockClient = await pool.connect();
    try {
      // Two instances starting together must not both apply the same migration.
      await lockClient.query('select pg_advisory_lock(727274)');
      await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      lockClient.release();
    }
    let closed = false;
    const listener = postgresListener(url);
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: listener.listen,
      close: async () => {
        if (closed) return;
        closed = true;
        await listener.close();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
