import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { bouts, tournamentCategories } from '@server/db/schema';
import type { BoutStatus } from '@server/db/schema/competition';
import { ServiceError } from '@server/service-error';
import { allBouts, isEngineError, migrateState } from './engine';
import type { Bout, CategoryDraw, Rules } from './engine';
import type { TournamentRules } from '@server/db/schema/tournaments';

/**
 * The one place the app reads and writes an engine state (DESIGN: "Only one module of the tournaments
 * feature calls the engine"). A category's state is the truth; its `bouts` rows are written from it in
 * the same transaction, and `draw_revision` guards against two people changing it at once.
 */

export type Db = Database | Transaction;

export const STALE_MESSAGE = 'Someone changed this category; reload';

/** The engine's rules from the tournament's (DESIGN: rounds × round minutes, 3 or 5 judges). */
export function engineRules(rules: TournamentRules): Rules {
  return { rounds: rules.numberOfRounds, roundMinutes: rules.roundDuration, judges: rules.judgesCount };
}

/** Entry ids in the engine are the app's entry ids as text. */
export const engineEntryId = (entryId: number): string => String(entryId);
export function appEntryId(slot: string | null): number | null {
  if (slot === null || slot === 'bye') return null;
  const id = Number(slot);
  return Number.isInteger(id) ? id : null;
}

export function readState(stored: unknown): CategoryDraw | null {
  if (stored === null || stored === undefined) return null;
  // A one-entry category keeps a marker, not an engine state (see draws.server.ts).
  if (typeof stored === 'object' && (stored as { walkover?: unknown }).walkover !== undefined) return null;
  return migrateState(stored);
}

/** An engine refusal as the caller's 4xx: a stale state is a 409, the rest a 400 with the engine's words. */
export function engineRefusal(error: unknown): never {
  if (isEngineError(error)) {
    if (error.code === 'STALE_STATE') throw new ServiceError(409, 'stale_state', STALE_MESSAGE);
    if (error.code === 'BOUT_IN_PROGRESS') throw new ServiceError(409, 'bout_in_progress', error.message);
    throw new ServiceError(400, error.code.toLowerCase(), error.message);
  }
  throw error;
}

/** Runs an engine call, turning its refusals into ServiceErrors. */
export function engine<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    return engineRefusal(error);
  }
}

/**
 * Writes a category's new state if nobody wrote since `readRevision` (optimistic concurrency), then its
 * bouts rows from it. Refuses with 409 otherwise; the caller's transaction then writes nothing.
 */
export async function writeState(
  tx: Transaction,
  categoryId: number,
  tournamentId: number,
  readRevision: number,
  state: unknown,
  extra: Partial<typeof tournamentCategories.$inferInsert> = {},
): Promise<number> {
  const [written] = await tx
    .update(tournamentCategories)
    .set({ drawState: state, drawRevision: readRevision + 1, ...extra })
    .where(and(eq(tournamentCategories.id, categoryId), eq(tournamentCategories.drawRevision, readRevision)))
    .returning({ revision: tournamentCategories.drawRevision });
  if (!written) throw new ServiceError(409, 'stale_state', STALE_MESSAGE);
  const draw = readState(state);
  await syncBouts(tx, tournamentId, categoryId, draw);
  return written.revision;
}

function boutStatus(bout: Bout): BoutStatus {
  if (bout.status === 'completed') return 'decided';
  if (bout.status === 'cancelled' || bout.status === 'bye') return 'cancelled';
  if (bout.live?.status === 'in-progress') return 'in_progress';
  return 'scheduled';
}

/** A bye is no bout: it gets a row only if it was a bout once (then cancelled). */
function isRealBout(bout: Bout): boolean {
  return bout.status !== 'bye' && !(bout.status === 'cancelled' && bout.slots.includes('bye'));
}

/** The bouts rows of a category, made to match its state (insert, update, cancel what is gone). */
export async function syncBouts(
  tx: Transaction,
  tournamentId: number,
  categoryId: number,
  draw: CategoryDraw | null,
): Promise<void> {
  const existing = await tx
    .select({ id: bouts.id, engineBoutId: bouts.engineBoutId })
    .from(bouts)
    .where(eq(bouts.categoryId, categoryId));
  const byEngineId = new Map(existing.map((b) => [b.engineBoutId, b.id]));
  const seen = new Set<string>();
  const now = new Date();
  for (const bout of draw ? allBouts(draw) : []) {
    const rowId = byEngineId.get(bout.id);
    if (!isRealBout(bout) && rowId === undefined) continue;
    seen.add(bout.id);
    const ring = bout.live?.ring === undefined ? null : Number(bout.live.ring);
    const values = {
      number: bout.live?.number ?? null,
      ring: ring !== null && Number.isInteger(ring) ? ring : null,
      plannedStart: bout.live?.plannedStart ? new Date(bout.live.plannedStart) : null,
      status: boutStatus(bout),
      redEntryId: appEntryId(bout.slots[0]),
      blueEntryId: appEntryId(bout.slots[1]),
      winnerEntryId: appEntryId(bout.winner),
      outcome: bout.result?.outcome ?? null,
      decidedRound: bout.result?.round ?? null,
      verdict: bout.result?.verdict ?? null,
      startedAt: bout.live?.startedAt ? new Date(bout.live.startedAt) : null,
      decidedAt: bout.live?.endedAt ? new Date(bout.live.endedAt) : null,
      updatedAt: now,
    };
    if (rowId === undefined)
      await tx.insert(bouts).values({ tournamentId, categoryId, engineBoutId: bout.id, ...values });
    else await tx.update(bouts).set(values).where(eq(bouts.id, rowId));
  }
  const gone = existing.filter((b) => !seen.has(b.engineBoutId)).map((b) => b.id);
  if (gone.length > 0) await tx.delete(bouts).where(inArray(bouts.id, gone));
}
