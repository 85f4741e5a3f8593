import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  TEMPLATE_ENV,
  createPostgresTemplate,
  dropPostgresDatabase,
  migratedPgliteDump,
} from './server/db/testing';

/**
 * Once per `vitest run`, before any test file: one migrated PGlite data folder (a tar that every file loads
 * its databases from) and, with TEST_DATABASE_URL, one migrated template database on PostgreSQL. Migrating
 * takes seconds; doing it once instead of in each of ~100 files is most of what keeps the run short. Both are
 * made at once, and when `npm test` has built the server first (TEST_SERVER_BUILD_DIR) the PGlite one starts
 * from the build's migrated copy: nothing else runs while this does, so its seconds are the whole machine's.
 */
export default async function setup() {
  // A run whose tests open no database (npm test's run of the engine's tests) says so, and starts at once.
  if (process.env.AJB_TEST_NO_DATABASES) return;
  const folder = mkdtempSync(path.join(tmpdir(), 'ajb-vitest-'));
  const dump = path.join(folder, 'migrated.tar');
  const build = process.env.TEST_SERVER_BUILD_DIR;
  const base = process.env.TEST_DATABASE_URL;
  const [migrated, made] = await Promise.allSettled([
    migratedPgliteDump(build ? path.resolve(build, 'server/pglite-migrated.tar.gz') : undefined),
    base ? createPostgresTemplate(base) : undefined,
  ]);
  const template = made.status === 'fulfilled' ? made.value : undefined;
  if (migrated.status === 'rejected' || made.status === 'rejected') {
    // A template made beside a failure is not left behind on the server.
    if (base && template) await dropPostgresDatabase(base, template).catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    throw migrated.status === 'rejected' ? migrated.reason : (made as PromiseRejectedResult).reason;
  }
  writeFileSync(dump, Buffer.from(await migrated.value.arrayBuffer()));
  process.env[TEMPLATE_ENV.pgliteDump] = dump;
  if (template) process.env[TEMPLATE_ENV.postgresTemplate] = template;
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (base && template) await dropPostgresDatabase(base, template).catch(() => undefined);
  };
}
