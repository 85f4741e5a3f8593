import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { bouts } from '@server/db/schema';
import { startedBoutStart } from './engine';
import type { Bout } from './engine';
import { estimates, listSessions } from './schedule.server';

/**
 * The one ETA of a bout (issue 26 "one clock of bout times"): every surface that shows when a bout is (the
 * API, the public bout order, the bout page, the brackets, My Matches, the coach's schedule, the referee's
 * dashboard, the spectator hub, the ring screen) reads it from here, and it comes from the engine's
 * `estimateTimes`: the bouts boxed so far and how long they took, the rings, the sessions and the boxers'
 * rest. A bout boxed or in progress has its actual start; a walkover, bye or void bout, or a bout the bout
 * order has not placed, has none.
 */
export type BoutEtas = ReadonlyMap<number, string | null>;

/** Each bout of the tournament (by `bouts.id`) with its ETA as an ISO instant (UTC), or null. */
export async function boutEtas(
  db: Database | Transaction,
  tournamentId: number,
  now: Date,
): Promise<BoutEtas> {
  const [times, rows] = await Promise.all([
    estimates(db, tournamentId, now),
    db
      .select({ id: bouts.id, categoryId: bouts.categoryId, engineBoutId: bouts.engineBoutId })
      .from(bouts)
      .where(eq(bouts.tournamentId, tournamentId)),
  ]);
  const out = new Map<number, string | null>();
  for (const row of rows) {
    const start = times.get(`${row.categoryId}:${row.engineBoutId}`)?.start;
    out.set(row.id, start === undefined ? null : new Date(start).toISOString());
  }
  return out;
}

/**
 * One bout's ETA, as `boutEtas` gives it. A bout that has started (in progress, or boxed) has its actual
 * start, known from the bout alone: only whether the tournament has sessions is read (without them no bout
 * has an ETA), not every category's state. A judge's card and the referee's sheet ask this of their bout
 * after every round.
 */
export async function boutEta(
  db: Database | Transaction,
  bout: { id: number; tournamentId: number; engine: Bout | null },
  now: Date,
): Promise<string | null> {
  const started = bout.engine ? startedBoutStart(bout.engine) : undefined;
  if (started === undefined) return (await boutEtas(db, bout.tournamentId, now)).get(bout.id) ?? null;
  const sessions = await listSessions(db, bout.tournamentId);
  return sessions.length === 0 ? null : new Date(started).toISOString();
}
