import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { boutOfficials, bouts, fouls, tournamentCategories, tournaments, user } from '@server/db/schema';
import type { CornerName } from '@server/db/schema/officiating';
import { ServiceError } from '@server/service-error';
import { takeRankingsLock } from '~/features/rankings';
import type { CategoryDraw } from '../engine';
import { readState } from '../engine-state.server';

/**
 * What every change of a bout starts from: the bout with its tournament and category read fresh in one
 * transaction that first locks the category row (changes to one category queue instead of failing on the
 * revision), its officials, and the small rules every change shares.
 */

export type Db = Database | Transaction;
export type BoutContext = Awaited<ReturnType<typeof loadBout>>;
export type OfficialRow = {
  userId: string;
  role: 'referee' | 'judge' | 'recorder' | 'timekeeper';
  seat: number;
  name: string;
};

export const notFound = () => new ServiceError(404, 'bout_not_found', 'There is no such bout.');

export async function loadBout(db: Db, boutId: number) {
  if (!Number.isInteger(boutId) || boutId < 1) throw notFound();
  const [row] = await db
    .select({
      bout: bouts,
      tournament: {
        id: tournaments.id,
        name: tournaments.name,
        slug: tournaments.slug,
        status: tournaments.status,
        organisationId: tournaments.organisationId,
        rules: tournaments.rules,
        suspensionDays: tournaments.medicalSuspensionDays,
      },
      category: {
        id: tournamentCategories.id,
        weightClass: tournamentCategories.weightClass,
        ageGroup: tournamentCategories.ageGroup,
        gender: tournamentCategories.gender,
        state: tournamentCategories.drawState,
        revision: tournamentCategories.drawRevision,
      },
    })
    .from(bouts)
    .innerJoin(tournaments, eq(tournaments.id, bouts.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, bouts.categoryId))
    .where(eq(bouts.id, boutId));
  if (!row) throw notFound();
  return row;
}

export async function loadOfficials(db: Db, boutId: number): Promise<OfficialRow[]> {
  return db
    .select({
      userId: boutOfficials.userId,
      role: boutOfficials.role,
      seat: boutOfficials.seat,
      name: user.name,
    })
    .from(boutOfficials)
    .innerJoin(user, eq(user.id, boutOfficials.userId))
    .where(eq(boutOfficials.boutId, boutId))
    .orderBy(asc(boutOfficials.seat));
}

/**
 * Runs a change of one bout: locks its category row (changes to a category queue), reads the bout and
 * its officials fresh inside the transaction, and hands them to `change`.
 */
export async function withBout<T>(
  db: Database,
  boutId: number,
  change: (tx: Transaction, ctx: BoutContext, officials: OfficialRow[], state: CategoryDraw) => Promise<T>,
): Promise<T> {
  if (!Number.isInteger(boutId) || boutId < 1) throw notFound();
  return db.transaction(async (tx) => {
    // First of all: a change that decides the bout recomputes the rankings under this lock at its end, and
    // taking it before any row keeps two rings' decisions from waiting on each other (decision 0037).
    await takeRankingsLock(tx);
    const [locked] = await tx
      .select({ id: tournamentCategories.id })
      .from(tournamentCategories)
      .where(
        sql`${tournamentCategories.id} = (select ${bouts.categoryId} from ${bouts} where ${bouts.id} = ${boutId})`,
      )
      .for('update');
    if (!locked) throw notFound();
    const ctx = await loadBout(tx, boutId);
    const state = readState(ctx.category.state);
    if (!state) throw new ServiceError(409, 'not_drawn', 'This category is not drawn.');
    return change(tx, ctx, await loadOfficials(tx, boutId), state);
  });
}

/** What a live event says of a bout (DESIGN "Realtime"): pages refetch what they show. */
export function livePayload(ctx: BoutContext) {
  return { tournamentId: ctx.tournament.id, categoryId: ctx.category.id, boutId: ctx.bout.id };
}

export function boutName(ctx: BoutContext): string {
  return ctx.bout.number === null ? 'This bout' : `Bout ${ctx.bout.number}`;
}

export function requireInProgress(ctx: BoutContext): void {
  if (ctx.bout.status === 'in_progress') return;
  const name = boutName(ctx);
  if (ctx.bout.status === 'decided')
    throw new ServiceError(
      409,
      'bout_decided',
      `${name} is already decided: an organiser can correct the result.`,
    );
  if (ctx.bout.status === 'cancelled')
    throw new ServiceError(409, 'bout_cancelled', `${name} was cancelled.`);
  throw new ServiceError(409, 'bout_not_started', `${name} has not started: the referee starts it first.`);
}

export const cornerOf = (ctx: BoutContext, corner: CornerName): number | null =>
  corner === 'red' ? ctx.bout.redEntryId : ctx.bout.blueEntryId;

/** Warnings (fouls with a point off) per corner, from the rows. */
export async function warningCounts(db: Db, boutId: number): Promise<[number, number]> {
  const rows = await db
    .select({ corner: fouls.corner, n: count() })
    .from(fouls)
    .where(and(eq(fouls.boutId, boutId), eq(fouls.deduct, 1)))
    .groupBy(fouls.corner);
  const of = (c: CornerName) => rows.find((r) => r.corner === c)?.n ?? 0;
  return [of('red'), of('blue')];
}
