import { eq } from 'drizzle-orm';
import { clock } from '@server/clock';
import type { Database, Transaction } from '@server/db/client';
import { boutClocks } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { recordLiveEvent } from '@server/realtime/events';
import { ServiceError } from '@server/service-error';
import { viewerRunsTournament } from '~/features/tournaments';
import {
  boutName,
  livePayload,
  loadBout,
  loadOfficials,
  notFound,
  type BoutContext,
} from '../officiating/context.server';
import {
  initialClock,
  REST_MS,
  tap,
  tapInstant,
  view,
  type ClockAction,
  type ClockRules,
  type ClockState,
} from './machine';

/** A bout's round clock as the API and the pages send it: times in epoch milliseconds. */
export type BoutClock = {
  boutId: number;
  tournamentId: number;
  rules: Required<ClockRules>;
  state: ClockState;
  /** The server's time now (epoch ms): a device's offset from it. */
  serverNow: number;
  /** Whether the viewer may tap it (the bout's timekeeper, its organisers, an admin). */
  canRun: boolean;
};

export type ClockTapAnswer =
  { ok: true; clock: BoutClock } | { ok: false; stale: true; message: string; clock: BoutClock };

export function clockRules(ctx: BoutContext): Required<ClockRules> {
  return {
    rounds: ctx.tournament.rules.numberOfRounds,
    roundMs: ctx.tournament.rules.roundDuration * 60_000,
    restMs: REST_MS,
  };
}

async function storedClock(db: Database | Transaction, boutId: number, lock = false): Promise<ClockState> {
  return (await storedClockRow(db, boutId, lock)).state;
}

/** The clock and the instant of its last change (the last tap's `at`; null before the first tap). */
async function storedClockRow(
  db: Database | Transaction,
  boutId: number,
  lock = false,
): Promise<{ state: ClockState; lastChangeAt: number | null }> {
  const query = db.select().from(boutClocks).where(eq(boutClocks.boutId, boutId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return { state: initialClock(), lastChangeAt: null };
  return {
    state: {
      round: row.round,
      phase: row.phase,
      phaseStartedAt: row.phaseStartedAt?.getTime() ?? null,
      elapsedMs: row.elapsedMs,
      revision: row.revision,
    },
    lastChangeAt: row.revision === 0 ? null : row.updatedAt.getTime(),
  };
}

async function mayRun(db: Database | Transaction, viewer: Viewer | null, ctx: BoutContext): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  const officials = await loadOfficials(db, ctx.bout.id);
  if (officials.some((o) => o.role === 'timekeeper' && o.userId === viewer.id)) return true;
  return viewerRunsTournament(db, viewer, ctx.tournament);
}

/** The clock of a bout anyone may follow (a draft tournament's bout is not found). */
export async function readBoutClock(db: Database, viewer: Viewer | null, boutId: number): Promise<BoutClock> {
  const ctx = await loadBout(db, boutId);
  const canRun = await mayRun(db, viewer, ctx);
  if (ctx.tournament.status === 'draft' && !canRun) throw notFound();
  return {
    boutId,
    tournamentId: ctx.tournament.id,
    rules: clockRules(ctx),
    state: await storedClock(db, boutId),
    serverNow: clock.now().getTime(),
    canRun,
  };
}

/**
 * A timekeeper's tap: applied when `revision` is the clock's current one (the tap was made on what the
 * server has), else answered stale with the clock as it is, for the device to adopt. It takes effect at
 * `at`, when it was made (a tap queued through a network drop counts from then), within tapInstant's bounds;
 * the stored `updatedAt` is that instant, the bound of the next tap. The change and its `bout.clock` live
 * event commit together.
 */
export async function tapBoutClock(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: { action: ClockAction; revision: number; at?: number },
): Promise<ClockTapAnswer> {
  const first = await loadBout(db, boutId);
  if (!(await mayRun(db, viewer, first)))
    throw new ServiceError(
      403,
      'not_the_timekeeper',
      `Only the timekeeper of ${boutName(first).toLowerCase()} or its organisers run its clock.`,
    );
  return db.transaction(async (tx) => {
    const ctx = await loadBout(tx, boutId);
    if (ctx.bout.status === 'decided' || ctx.bout.status === 'cancelled')
      throw new ServiceError(409, 'bout_over', `${boutName(ctx)} is over: its clock has stopped.`);
    await tx.insert(boutClocks).values({ boutId }).onConflictDoNothing();
    const { state: current, lastChangeAt } = await storedClockRow(tx, boutId, true);
    const rules = clockRules(ctx);
    const now = clock.now().getTime();
    const answer = (state: ClockState): BoutClock => ({
      boutId,
      tournamentId: ctx.tournament.id,
      rules,
      state,
      serverNow: now,
      canRun: true,
    });
    if (input.revision !== current.revision)
      return {
        ok: false,
        stale: true,
        message: `The clock had moved on (it is at tap ${current.revision}, this tap was made at ${input.revision}): it shows the clock as it is now.`,
        clock: answer(current),
      };
    const when = tapInstant(input.at, { now, lastChangeAt });
    if (!when.ok) throw new ServiceError(when.refusal.status, when.refusal.code, when.refusal.message);
    const result = tap(current, input.action, rules, when.at);
    if (!result.ok) throw new ServiceError(409, result.refusal.code, result.refusal.message);
    const next = result.state;
    await tx
      .update(boutClocks)
      .set({
        round: next.round,
        phase: next.phase,
        phaseStartedAt: next.phaseStartedAt === null ? null : new Date(next.phaseStartedAt),
        elapsedMs: next.elapsedMs,
        revision: next.revision,
        updatedBy: viewer.id,
        updatedAt: new Date(when.at),
      })
      .where(eq(boutClocks.boutId, boutId));
    await recordLiveEvent(tx, 'bout.clock', {
      ...livePayload(ctx),
      round: next.round,
      clock: { ...next, at: now },
    });
    return { ok: true, clock: answer(next) };
  });
}

/**
 * The judges' rule (issue 33): a round is scored after its bell. Refuses a card for a round whose bell has
 * not gone while the bout's clock is run (a bout without a started clock is scored as before: paper timing).
 */
export async function requireRoundBelled(tx: Transaction, ctx: BoutContext, round: number): Promise<void> {
  const state = await storedClock(tx, ctx.bout.id);
  if (state.revision === 0) return;
  const v = view(state, clockRules(ctx), clock.now().getTime());
  if (round > v.roundsBelled)
    throw new ServiceError(
      409,
      'round_not_over',
      `Round ${round} is not over yet: score it after its bell.`,
      { round: [`Round ${round} is scored after its bell`] },
    );
}
