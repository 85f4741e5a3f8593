import { PGlite } from '@electric-sql/pglite';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEMPLATE_ENV } from './testing';
import { unpackClusterIfNew } from './pglite-template';

const folder = mkdtempSync(path.join(tmpdir(), 'ajb-template-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The migrated copy: the one vitest.global-setup.ts made for every file, as the build makes its own. */
const template = path.join(folder, 'migrated.tar');
copyFileSync(process.env[TEMPLATE_ENV.pgliteDump]!, template);

/** The names of the tables in the database at `dbDir`. */
async function tablesIn(dbDir: string) {
  const client = await PGlite.create(dbDir);
  try {
    const { rows } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public'`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.close();
  }
}

describe('a new embedded database from the build’s migrated copy', () => {
  it('is unpacked where none is, also over what a start killed while unpacking left behind', async () => {
    const dbDir = path.join(folder, 'new', 'db');
    mkdirSync(`${dbDir}.unpacking`, { recursive: true });
    writeFileSync(path.join(`${dbDir}.unpacking`, 'half-written'), 'x');
    await unpackClusterIfNew(dbDir, template);
    expect(existsSync(`${dbDir}.unpacking`)).toBe(false);
    expect((await tablesIn(dbDir)).length).toBeGreaterThan(40);
  });

  it('leaves an existing database as it is, and does nothing without a copy', async () => {
    // A database with a table the copy does not have: unpacking the copy over it would lose that table. It
    // is made from the copy (a second; creating a new cluster takes several).
    const dbDir = path.join(folder, 'existing', 'db');
    mkdirSync(path.dirname(dbDir), { recursive: true });
    const client = await PGlite.create(dbDir, { loadDataDir: new Blob([readFileSync(template)]) });
    await client.exec('create table kept (id int)');
    await client.close();
    await unpackClusterIfNew(dbDir, template);
    expect(await tablesIn(dbDir)).toContain('kept');

    const without = path.join(folder, 'without', 'db');
    await unpackClusterIfNew(without, path.join(folder, 'missing.tar.gz'));
    expect(existsSync(without)).toBe(false);
  });
});
