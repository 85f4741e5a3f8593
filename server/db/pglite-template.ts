import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';

/**
 * A brand-new embedded database starts from a migrated copy the build made, instead of creating its
 * cluster and running every migration: on this 2-core machine 2.2 s and 2.9 s of CPU against 5.7 s and
 * 8.9 s (measured, decision 0017), on a newcomer's first `npm start` and on each of the dozens of fresh
 * servers the tests start. The migrations still run after it, so a copy older than the code is only
 * brought up to date. Sources run without a build (`npm run dev`, the tests) have no copy and start as
 * before.
 */

/** The migrated copy, as `PGlite.dumpDataDir('gzip')` writes it: made by the build (vite.config.ts). */
export async function migratedCluster(migrationsFolder: string): Promise<Buffer> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * Puts the migrated copy at `dbDir` when nothing is there yet. It is unpacked beside it and renamed into
 * place once whole, so a server killed halfway leaves no half-made database to open: the next start
 * unpacks it again.
 */
export async function unpackClusterIfNew(dbDir: string, templateFile: string): Promise<void> {
  if (existsSync(`${dbDir}/PG_VERSION`) || !existsSync(templateFile)) return;
  const unpacking = `${dbDir}.unpacking`;
  rmSync(unpacking, { recursive: true, force: true });
  const client = await PGlite.create(unpacking, { loadDataDir: new Blob([readFileSync(templateFile)]) });
  await client.close();
  rmSync(dbDir, { recursive: true, force: true });
  renameSync(unpacking, dbDir);
}
