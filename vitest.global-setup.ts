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
 * takes seconds; doing it once instead of in each of ~100 files is most of what keeps the run short.
 */
export default async function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'ajb-vitest-'));
  const dump = path.join(folder, 'migrated.tar');
  writeFileSync(dump, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  process.env[TEMPLATE_ENV.pgliteDump] = dump;
  const base = process.env.TEST_DATABASE_URL;
  const template = base ? await createPostgresTemplate(base) : undefined;
  if (template) process.env[TEMPLATE_ENV.postgresTemplate] = template;
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (base && template) await dropPostgresDatabase(base, template).catch(() => undefined);
  };
}
