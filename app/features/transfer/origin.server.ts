import { eq, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '@server/db/client';
import { appMeta } from '@server/db/schema';
import type { TransferDocument } from './document';

/**
 * Where tournaments come from (decision 0015): this installation's id, and the record of each import, kept
 * in app_meta so that the same document imported again is still one copy.
 */

type Db = Database | Transaction;

/** This installation's id (app_meta): the origin of the tournaments it exports, made the first time. */
const INSTALLATION_KEY = 'installation-id';
/** app_meta keys of imported tournaments: `tournament-import:<installation>:<id there>` → the copy here. */
const IMPORT_PREFIX = 'tournament-import:';
/** Imports take turns per origin, so two uploads of one document at once still make one copy. */
export const IMPORT_LOCK = 727281;

export async function installationId(db: Db): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: INSTALLATION_KEY, value: randomUUID() })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, INSTALLATION_KEY));
  return row!.value;
}

/** The app_meta key of the copy of a document's origin. */
export function importKey(origin: TransferDocument['origin']): string {
  return `${IMPORT_PREFIX}${origin.installation}:${origin.tournamentId}`;
}

export type ImportRecord = { tournamentId: number; hash: string };

export function readRecord(value: string): ImportRecord | null {
  try {
    const parsed = JSON.parse(value) as Partial<ImportRecord>;
    return typeof parsed.tournamentId === 'number' && typeof parsed.hash === 'string'
      ? { tournamentId: parsed.tournamentId, hash: parsed.hash }
      : null;
  } catch {
    return null;
  }
}

/** Where a tournament came from: another platform's, if it was imported here, else this one's. */
export async function originOf(db: Db, tournamentId: number): Promise<TransferDocument['origin']> {
  const imported = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(like(appMeta.key, `${IMPORT_PREFIX}%`));
  for (const row of imported) {
    if (readRecord(row.value)?.tournamentId !== tournamentId) continue;
    const [installation, id] = row.key.slice(IMPORT_PREFIX.length).split(':');
    if (installation && id) return { installation, tournamentId: Number(id) };
  }
  return { installation: await installationId(db), tournamentId };
}
