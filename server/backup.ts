import { PGlite } from '@electric-sql/pglite';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from './db/client';
import { acquireDataDirLock } from './db/lock';
import { clock } from '@server/clock';

/**
 * Backups of the embedded database while the server runs (issue 18 "Venue mode"). PGlite lives in the
 * server's process and owns its folder alone (db/lock.ts): no second process may open it to copy it. So the
 * server takes the copy itself: PGlite's dumpDataDir, which runs between two statements, never inside one,
 * and gives the folder as a tar.gz. What it holds is what a crash at that moment would leave: every
 * committed transaction, and none half-done (PostgreSQL's recovery replays the log on restore).
 */

export const BACKUPS_FOLDER = 'backups';
/** The newest backups kept in DATA_DIR/backups; older ones are removed as new ones are written. */
export const BACKUPS_KEPT = 12;

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, BACKUPS_FOLDER);
}

/** `ajbxng-2026-06-15T14-10-00Z.tar.gz`: sorts by time, and says when. */
export function backupFileName(at: Date): string {
  return `ajbxng-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;
}

/** The data folder's database as a tar.gz, taken while the server runs. Only the embedded database has one. */
export async function takeBackup(database: DatabaseHandle): Promise<Blob> {
  if (!database.backup)
    throw new Error('Backups are of the embedded database; PostgreSQL is backed up with pg_dump.');
  return database.backup();
}

/** Writes a backup into DATA_DIR/backups (through a temporary name: a half-written file is never taken). */
export async function writeBackup(
  database: DatabaseHandle,
  dataDir: string,
  now = clock.now(),
): Promise<{ file: string; bytes: number }> {
  const blob = await takeBackup(database);
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  const bytes = Buffer.from(await blob.arrayBuffer());
  writeFileSync(`${file}.part`, bytes);
  renameSync(`${file}.part`, file);
  pruneBackups(dir);
  return { file, bytes: bytes.length };
}

export function listBackups(dataDir: string): { name: string; bytes: number; at: Date }[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^ajbxng-.*\.tar\.gz$/.test(name))
    .sort()
    .reverse()
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return { name, bytes: stat.size, at: stat.mtime };
    });
}

function pruneBackups(dir: string) {
  const names = readdirSync(dir)
    .filter((name) => /^ajbxng-.*\.tar\.gz$/.test(name))
    .sort();
  for (const name of names.slice(0, Math.max(0, names.length - BACKUPS_KEPT)))
    rmSync(path.join(dir, name), { force: true });
}

/**
 * A backup every `minutes` into DATA_DIR/backups, while the server runs. A failed backup is said in the
 * log and tried again at the next turn; it never stops the server.
 */
export function startPeriodicBackups(database: DatabaseHandle, dataDir: string, minutes: number) {
  if (!database.backup || minutes <= 0) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = writeBackup(database, dataDir).then(
      ({ file, bytes }) => console.log(`Backup written: ${file} (${Math.round(bytes / 1024)} KB)`),
      (error: unknown) => console.error('Backup failed (tried again next time):', (error as Error).message),
    );
  }, minutes * 60_000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/**
 * Puts a backup in DATA_DIR/db (the second laptop's folder, or the first one's after a failure). Refused
 * while a server uses the folder (its lock); a database already there is kept beside it, renamed, never
 * deleted. The backup is opened once to check it before the command says it is done.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  now = clock.now(),
): Promise<{ dbDir: string; kept: string | null; keysRenewed: boolean }> {
  if (!existsSync(archive)) throw new RestoreRefused(`There is no file ${archive}.`);
  const bytes = readFileSync(archive);
  // gzip's magic number: anything else is not one of our backups.
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b)
    throw new RestoreRefused(`${archive} is not a backup (a .tar.gz written by the server).`);
  const lock = acquireDataDirLock(dataDir);
  try {
    const dbDir = path.join(dataDir, 'db');
    let kept: string | null = null;
    let keysRenewed = false;
    if (existsSync(dbDir) && readdirSync(dbDir).length > 0) {
      kept = `${dbDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dbDir, kept);
    }
    mkdirSync(dbDir, { recursive: true });
    try {
      const client = await PGlite.create(dbDir, { loadDataDir: new Blob([bytes]) });
      await client.query('select 1');
      // The tokens' signing keys are kept encrypted under the server's secret, which a backup does not
      // carry (it stays in the data folder or AUTH_SECRET): on another laptop they could not be read and
      // every token request failed (issue 28). They are dropped; the server makes new ones at the first
      // token. Tokens issued before (15 minutes at most) are void: clients take a new one.
      const dropped = await client.query<{ n: number }>(
        'with gone as (delete from jwks returning 1) select count(*)::int as n from gone',
      );
      keysRenewed = (dropped.rows[0]?.n ?? 0) > 0;
      await client.close();
    } catch (error) {
      // Nothing half-restored is left to start on: the folder is put back as it was.
      rmSync(dbDir, { recursive: true, force: true });
      if (kept) renameSync(kept, dbDir);
      throw new RestoreRefused(`${archive} could not be restored: ${(error as Error).message}`);
    }
    return { dbDir, kept, keysRenewed };
  } finally {
    lock.release();
  }
}
