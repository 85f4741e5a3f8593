import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { bouts, protests } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { recordLiveEvent } from '@server/realtime/events';
import { clock } from '@server/clock';
import { officiatesBout, transition, viewerRunsTournament } from '~/features/tournaments';
import { startBout as engineStart } from '../engine';
import { engine, writeState } from '../engine-state.server';
import { boutSheet } from './bout-sheet.server';
import {
  boutName,
  livePayload,
  loadBout,
  requireInProgress,
  withBout,
  type BoutContext,
  type Db,
} from './context.server';
import type { BoutSheet } from './types';

// Starting a bout (scheduled → in progress), one bout in progress per ring (issue 26, item 4).

/** The bout's referee (or an organiser of the tournament, or an admin) starts it: scheduled → in progress. */
export async function startBout(db: Database, viewer: Viewer, boutId: number): Promise<BoutSheet> {
  await recordStart(db, viewer, boutId);
  return boutSheet(db, viewer, boutId);
}

/**
 * Starts a bout (startBout's write) without reading the sheet back: for callers that do not show it (the
 * demo event's seeding, hundreds of writes). The same checks and the same writes.
 */
export async function recordStart(db: Database, viewer: Viewer, boutId: number): Promise<void> {
  try {
    await startInTransaction(db, viewer, boutId);
  } catch (error) {
    // Two starts on one ring raced past the check: the partial unique index refused the second.
    if (!isRingClash(error)) throw error;
    const ctx = await loadBout(db, boutId);
    throw ringBusy((await boutInProgressOnRing(db, ctx)) ?? { number: null, ring: ctx.bout.ring });
  }
}

async function startInTransaction(db: Database, viewer: Viewer, boutId: number): Promise<void> {
  await withBout(db, boutId, async (tx, ctx, officials, state) => {
    const referee = officiatesBout(officials, viewer, 'referee');
    if (!referee && !(await viewerRunsTournament(tx, viewer, ctx.tournament)))
      throw new ServiceError(
        403,
        'not_the_referee',
        `Only the referee of ${boutName(ctx).toLowerCase()} can start it.`,
      );
    if (ctx.bout.status === 'in_progress')
      throw new ServiceError(409, 'bout_in_progress', `${boutName(ctx)} is already in progress.`);
    if (ctx.bout.status !== 'scheduled') requireInProgress(ctx);
    if (ctx.bout.redEntryId === null || ctx.bout.blueEntryId === null)
      throw new ServiceError(409, 'bout_not_ready', `${boutName(ctx)} waits for an earlier bout’s winner.`);
    const busy = await boutInProgressOnRing(tx, ctx);
    if (busy) throw ringBusy(busy);
    if (ctx.tournament.rules.protestHoldsNextBout) await refuseWhileProtested(tx, ctx);
    const judges = officials.filter((o) => o.role === 'judge').length;
    if (officials.every((o) => o.role !== 'referee') || judges !== ctx.tournament.rules.judgesCount)
      throw new ServiceError(
        409,
        'officials_missing',
        `${boutName(ctx)} needs a referee and ${ctx.tournament.rules.judgesCount} judges before it starts.`,
      );
    const change = engine(() =>
      engineStart(state, ctx.bout.engineBoutId, { by: viewer.id, at: clock.now().toISOString() }),
    );
    await writeState(tx, ctx.category.id, ctx.tournament.id, ctx.category.revision, change.state);
    await transition(tx, ctx.tournament.id, 'in_progress', { from: ['published', 'drawn'] });
    await recordLiveEvent(tx, 'bout.started', livePayload(ctx));
  });
}

/** The bout in progress on `ctx`'s ring (issue 26: one at a time), if another one is. */
async function boutInProgressOnRing(
  db: Db,
  ctx: BoutContext,
): Promise<{ number: number | null; ring: number | null } | null> {
  if (ctx.bout.ring === null) return null;
  const [busy] = await db
    .select({ number: bouts.number, ring: bouts.ring })
    .from(bouts)
    .where(
      and(
        eq(bouts.tournamentId, ctx.tournament.id),
        eq(bouts.ring, ctx.bout.ring),
        eq(bouts.status, 'in_progress'),
        ne(bouts.id, ctx.bout.id),
      ),
    )
    .limit(1);
  return busy ?? null;
}

function ringBusy(busy: { number: number | null; ring: number | null }): ServiceError {
  const name = busy.number === null ? 'Another bout' : `Bout ${busy.number}`;
  const ring = busy.ring === null ? 'this ring' : `Ring ${busy.ring}`;
  return new ServiceError(409, 'ring_busy', `${name} is still in progress on ${ring}.`);
}

/** Whether `error` (or a cause of it) is the database refusing a second bout in progress on a ring. */
function isRingClash(error: unknown): boolean {
  const seen = new Set<object>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, message, cause } = current as Record<string, unknown>;
    if (
      code === '23505' &&
      (constraint === RING_INDEX || (typeof message === 'string' && message.includes(RING_INDEX)))
    )
      return true;
    current = cause;
  }
  return false;
}
const RING_INDEX = 'bouts_one_in_progress_per_ring';

/**
 * Issue 33: where the rules say so, a boxer's bout waits while a protest of the bout that brought them here
 * (one they won in this category) is under review.
 */
async function refuseWhileProtested(tx: Transaction, ctx: BoutContext): Promise<void> {
  const sides = [ctx.bout.redEntryId, ctx.bout.blueEntryId].filter((id): id is number => id !== null);
  const held = await tx
    .select({ number: bouts.number })
    .from(protests)
    .innerJoin(bouts, eq(bouts.id, protests.boutId))
    .where(
      and(
        eq(protests.status, 'lodged'),
        eq(bouts.categoryId, ctx.category.id),
        inArray(bouts.winnerEntryId, sides),
      ),
    )
    .limit(1);
  if (held.length > 0)
    throw new ServiceError(
      409,
      'protest_under_review',
      `${boutName(ctx)} waits for the jury: a protest of ${held[0]!.number === null ? 'a previous bout' : `bout ${held[0]!.number}`} is under review.`,
    );
}
