import { and, eq, sql } from 'drizzle-orm';
import { anyOf } from '@server/db/any-of';
import { arrayLiteral } from '@server/db/array-literal';
import type { Database, Transaction } from '@server/db/client';
import { bouts, tournamentCategories } from '@server/db/schema';
import type { BoutStatus } from '@server/db/schema/competition';
import { ServiceError } from '@server/service-error';
import { allBouts, isEngineError, migrateState } from './engine';
import type { Bout, CategoryDraw, Rules } from './engine';
import { rowBoutState } from './bout-state';
import { entryStatusesOf } from './entry-status';
import type { DrawnEntryStatus } from './entry-status';
import type { TournamentRules } from '@server/db/schema/tournaments';
import { clock } from '@server/clock';
import { recordLiveEvent } from '@server/realtime/events';
import type { LiveEventType } from '@server/realtime/events';

/**
 * The one place the app reads and writes an engine state (DESIGN: "Only one module of the tournaments
 * feature calls the engine"). A category's state is the truth; its `bouts` rows are written from it in
 * the same transaction, and `draw_revision` guards against two people changing it at once.
 */

export type Db = Database | Transaction;

export const STALE_MESSAGE = 'Someone changed this category; reload';

/** The engine's rules from the tournament's (DESIGN: rounds × round minutes, 3 or 5 judges). */
export function engineRules(rules: TournamentRules): Rules {
  return {
    rounds: rules.numberOfRounds,
    roundMinutes: rules.roundDuration,
    judges: rules.judgesCount,
    ...(rules.draws ? { draws: true } : {}),
  };
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

/**
 * A stored or imported draw state at the engine's current version (issue 26: a state of an older version,
 * from an import or a database made before a change of the engine, is migrated before anything reads or
 * rewrites it); a one-entry category's marker and null as they are. An unreadable state is a 400.
 */
export function currentDrawState(stored: unknown): unknown {
  if (stored === null || stored === undefined || typeof stored !== 'object') return stored ?? null;
  if ((stored as { walkover?: unknown }).walkover !== undefined) return stored;
  return engine(() => migrateState(stored));
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
  options: SyncOptions = {},
): Promise<number> {
  const [written] = await tx
    .update(tournamentCategories)
    .set({ drawState: state, drawRevision: readRevision + 1, ...extra })
    .where(and(eq(tournamentCategories.id, categoryId), eq(tournamentCategories.drawRevision, readRevision)))
    .returning({ revision: tournamentCategories.drawRevision });
  if (!written) throw new ServiceError(409, 'stale_state', STALE_MESSAGE);
  const draw = readState(state);
  if (options.before && draw && !rowsMove(options.before, draw)) return written.revision;
  await syncBouts(tx, tournamentId, categoryId, draw, options);
  if (draw) await syncEntryStatuses(tx, categoryId, draw);
  return written.revision;
}

/** The statuses an entry has once drawn; before the draw (registered, weighed in) and withdrawn are others'. */
const DRAWN_STATUSES = ['drawn', 'boxing', 'eliminated', 'placed'] as const;

/**
 * The category's drawn entries made to stand where its state says (drawn, boxing, eliminated, placed), in
 * one statement, touching only those that moved: every result, walkover and correction writes the state
 * through here, so the entries follow it both ways. A withdrawn entry keeps 'withdrawn'; an entry not yet
 * marked drawn (the draw marks them after writing the state) is left to the draw.
 */
async function syncEntryStatuses(tx: Transaction, categoryId: number, draw: CategoryDraw): Promise<void> {
  const wanted = [...entryStatusesOf(draw)]
    .map(([id, status]) => ({ id: appEntryId(id), status }))
    .filter((w): w is { id: number; status: DrawnEntryStatus } => w.id !== null);
  if (wanted.length === 0) return;
  await tx.execute(sql`
    update entries set status = v.status, updated_at = ${clock.now()}
    from unnest(${arrayLiteral(wanted.map((w) => w.id))}::int[], ${arrayLiteral(wanted.map((w) => w.status))}::text[])
      as v(id, status)
    where entries.id = v.id and entries.category_id = ${categoryId}
      and entries.status = any(${arrayLiteral([...DRAWN_STATUSES])}::text[]) and entries.status <> v.status`);
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

export type SyncOptions = {
  /** The category has no bouts rows (a first draw, or a redraw that deleted them): nothing to read first. */
  noRowsYet?: boolean;
  /**
   * The engine id of the bout whose change the caller tells the live stream itself (the bout a referee
   * decided, the one an organiser corrected): every other bout whose decision the state changed is told here.
   */
  announced?: string;
  /**
   * The state the category's rows were written from (the one the change started from): when the change
   * moves no bout's row and no entry's status (a judge's card before the last), nothing is read or written.
   */
  before?: CategoryDraw;
};

/** Whether going from one state to the next changes a bouts row or an entry's status. */
function rowsMove(before: CategoryDraw, after: CategoryDraw): boolean {
  const earlier = new Map(allBouts(before).map((b) => [b.id, b]));
  const later = allBouts(after);
  if (later.length !== earlier.size) return true;
  for (const bout of later) {
    const was = earlier.get(bout.id);
    if (!was || isRealBout(was) !== isRealBout(bout) || !sameValues(boutValues(was), boutValues(bout)))
      return true;
  }
  const statuses = entryStatusesOf(before);
  const next = entryStatusesOf(after);
  if (statuses.size !== next.size) return true;
  for (const [id, status] of next) if (statuses.get(id) !== status) return true;
  return false;
}

/** How many bouts rows of a state are not cancelled (what a category's page counts as its bouts). */
export function boutsToCount(draw: CategoryDraw | null): number {
  if (!draw) return 0;
  return allBouts(draw).filter((b) => isRealBout(b) && boutStatus(b) !== 'cancelled').length;
}

/** The columns of a bouts row that its category's state decides. */
type BoutValues = {
  number: number | null;
  ring: number | null;
  plannedStart: Date | null;
  status: BoutStatus;
  redEntryId: number | null;
  blueEntryId: number | null;
  winnerEntryId: number | null;
  outcome: string | null;
  decidedRound: number | null;
  verdict: string | null;
  startedAt: Date | null;
  decidedAt: Date | null;
};

const instant = (iso: string | undefined): Date | null => (iso ? new Date(iso) : null);

function boutValues(bout: Bout): BoutValues {
  const ring = bout.live?.ring === undefined ? null : Number(bout.live.ring);
  return {
    number: bout.live?.number ?? null,
    ring: ring !== null && Number.isInteger(ring) ? ring : null,
    plannedStart: instant(bout.live?.plannedStart),
    status: boutStatus(bout),
    redEntryId: appEntryId(bout.slots[0]),
    blueEntryId: appEntryId(bout.slots[1]),
    winnerEntryId: appEntryId(bout.winner),
    outcome: bout.result?.outcome ?? null,
    decidedRound: bout.result?.round ?? null,
    verdict: bout.result?.verdict ?? null,
    startedAt: instant(bout.live?.startedAt),
    decidedAt: instant(bout.live?.endedAt),
  };
}

const sameInstant = (a: Date | null, b: Date | null): boolean =>
  a === null || b === null ? a === b : a.getTime() === b.getTime();

function sameValues(a: BoutValues, b: BoutValues): boolean {
  return (
    a.number === b.number &&
    a.ring === b.ring &&
    sameInstant(a.plannedStart, b.plannedStart) &&
    a.status === b.status &&
    a.redEntryId === b.redEntryId &&
    a.blueEntryId === b.blueEntryId &&
    a.winnerEntryId === b.winnerEntryId &&
    a.outcome === b.outcome &&
    a.decidedRound === b.decidedRound &&
    a.verdict === b.verdict &&
    sameInstant(a.startedAt, b.startedAt) &&
    sameInstant(a.decidedAt, b.decidedAt)
  );
}

/** Each column of a list of rows as one array parameter (unnest reads them back as rows, in order). */
function columns(rows: readonly BoutValues[]) {
  const list = <T extends number | string | null>(pick: (v: BoutValues) => T) => arrayLiteral(rows.map(pick));
  const iso = (d: Date | null) => (d === null ? null : d.toISOString());
  return sql`${list((v) => v.number)}::int[], ${list((v) => v.ring)}::int[],
    ${list((v) => iso(v.plannedStart))}::timestamptz[], ${list((v) => v.status)}::text[],
    ${list((v) => v.redEntryId)}::int[], ${list((v) => v.blueEntryId)}::int[],
    ${list((v) => v.winnerEntryId)}::int[], ${list((v) => v.outcome)}::text[],
    ${list((v) => v.decidedRound)}::int[], ${list((v) => v.verdict)}::text[],
    ${list((v) => iso(v.startedAt))}::timestamptz[], ${list((v) => iso(v.decidedAt))}::timestamptz[]`;
}

/**
 * The bouts rows of a category, made to match its state: the new ones inserted, the changed ones updated
 * and what is gone deleted, each in one statement (a draw of 30 entries is 29 rows; a bout order touches
 * every row of every category), and rows the state did not change left alone, their updated_at with them.
 */
export async function syncBouts(
  tx: Transaction,
  tournamentId: number,
  categoryId: number,
  draw: CategoryDraw | null,
  options: SyncOptions = {},
): Promise<void> {
  const existing = options.noRowsYet
    ? []
    : await tx
        .select({
          id: bouts.id,
          engineBoutId: bouts.engineBoutId,
          number: bouts.number,
          ring: bouts.ring,
          plannedStart: bouts.plannedStart,
          status: bouts.status,
          redEntryId: bouts.redEntryId,
          blueEntryId: bouts.blueEntryId,
          winnerEntryId: bouts.winnerEntryId,
          outcome: bouts.outcome,
          decidedRound: bouts.decidedRound,
          verdict: bouts.verdict,
          startedAt: bouts.startedAt,
          decidedAt: bouts.decidedAt,
        })
        .from(bouts)
        .where(eq(bouts.categoryId, categoryId));
  const byEngineId = new Map(existing.map((b) => [b.engineBoutId, b]));
  const seen = new Set<string>();
  const inserts: { engineBoutId: string; values: BoutValues }[] = [];
  const updates: { id: number; engineBoutId: string; before: BoutValues; values: BoutValues }[] = [];
  for (const bout of draw ? allBouts(draw) : []) {
    const row = byEngineId.get(bout.id);
    if (!isRealBout(bout) && row === undefined) continue;
    seen.add(bout.id);
    const values = boutValues(bout);
    if (row === undefined) inserts.push({ engineBoutId: bout.id, values });
    else if (!sameValues(row, values))
      updates.push({ id: row.id, engineBoutId: bout.id, before: row, values });
  }
  const now = clock.now().toISOString();
  if (inserts.length > 0)
    await tx.execute(sql`
      insert into bouts (tournament_id, category_id, engine_bout_id, number, ring, planned_start, status,
        red_entry_id, blue_entry_id, winner_entry_id, outcome, decided_round, verdict, started_at, decided_at,
        updated_at)
      select ${tournamentId}::int, ${categoryId}::int, v.engine_bout_id, v.number, v.ring, v.planned_start, v.status,
        v.red_entry_id, v.blue_entry_id, v.winner_entry_id, v.outcome, v.decided_round, v.verdict, v.started_at,
        v.decided_at, ${now}::timestamptz
      from unnest(${arrayLiteral(inserts.map((i) => i.engineBoutId))}::text[], ${columns(inserts.map((i) => i.values))})
        with ordinality as v(engine_bout_id, number, ring, planned_start, status, red_entry_id, blue_entry_id,
          winner_entry_id, outcome, decided_round, verdict, started_at, decided_at, position)
      order by v.position`);
  if (updates.length > 0)
    await tx.execute(sql`
      update bouts set number = v.number, ring = v.ring, planned_start = v.planned_start, status = v.status,
        red_entry_id = v.red_entry_id, blue_entry_id = v.blue_entry_id, winner_entry_id = v.winner_entry_id,
        outcome = v.outcome, decided_round = v.decided_round, verdict = v.verdict, started_at = v.started_at,
        decided_at = v.decided_at, updated_at = ${now}::timestamptz
      from unnest(${arrayLiteral(updates.map((u) => u.id))}::int[], ${columns(updates.map((u) => u.values))})
        as v(id, number, ring, planned_start, status, red_entry_id, blue_entry_id, winner_entry_id, outcome,
          decided_round, verdict, started_at, decided_at)
      where bouts.id = v.id`);
  const gone = existing.filter((b) => !seen.has(b.engineBoutId)).map((b) => b.id);
  if (gone.length > 0) await tx.delete(bouts).where(anyOf(bouts.id, gone));
  for (const { id, engineBoutId, before, values: after } of updates) {
    if (engineBoutId === options.announced) continue;
    const type = decisionEvent(before, after);
    if (type)
      await recordLiveEvent(tx, type, { tournamentId, categoryId, boutId: id, state: rowBoutState(after) });
  }
}

/**
 * What a bout's row changing tells the live stream, when the change is to its decision rather than its place
 * in the order (numbers and rings: `bout.scheduled`, told by the bout order) or its start (`bout.started`):
 * a walkover or a void from a withdrawal, a missed weigh-in or a suspension is `bout.decided`; a decided
 * result set aside or changed by a correction of an earlier bout is `bout.corrected`; a void bout back on
 * the order (a withdrawal undone) is `bout.scheduled` (issue 27: every state change of a bout is an event).
 */
function decisionEvent(before: BoutValues, after: BoutValues): LiveEventType | null {
  if (
    before.status === after.status &&
    before.winnerEntryId === after.winnerEntryId &&
    before.outcome === after.outcome &&
    before.decidedRound === after.decidedRound
  )
    return null;
  if (before.status === 'decided') return 'bout.corrected';
  if (after.status === 'decided' || after.status === 'cancelled') return 'bout.decided';
  if (before.status === 'cancelled') return 'bout.scheduled';
  return null;
}
