import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { scorecards } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { officiatesBout } from '~/features/tournaments';
import { recordLiveEvent } from '@server/realtime/events';
import { recordRoundScore } from '../engine';
import type { CategoryDraw, Scorecard } from '../engine';
import { engine, writeState } from '../engine-state.server';
import { requireRoundBelled } from '../clock/clock.server';
import { boutSheet, type KnownBout } from './bout-sheet.server';
import { applyResult } from './consequences.server';
import {
  boutName,
  livePayload,
  requireInProgress,
  warningCounts,
  withBout,
  type BoutContext,
  type Db,
  type OfficialRow,
} from './context.server';
import type { ScorecardInput, ScorecardOutcome } from './types';

/** Judges' cards, round by round (or the recorder's copies of them); the cards decide a bout on points. */

function roundScoreProblem(red: number, blue: number): string | null {
  if (!Number.isInteger(red) || !Number.isInteger(blue)) return 'Scores are whole numbers.';
  const high = Math.max(red, blue);
  const low = Math.min(red, blue);
  if (high !== 10 || low < 7 || low > 9)
    return 'A round goes 10 to its winner and 7, 8 or 9 to the loser (every round has a winner).';
  return null;
}

/**
 * A judge's card for one round (or the recorder's copy of it). The same card sent again counts once; a
 * different score for a round already sent is refused (an organiser corrects the result instead). Once
 * every judge has scored every round, the bout is decided on points.
 */
export async function submitScorecard(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: ScorecardInput,
): Promise<ScorecardOutcome> {
  const { known, ...outcome } = await scoreCard(db, viewer, boutId, input);
  return { ...outcome, sheet: await boutSheet(db, viewer, boutId, known) };
}

/** submitScorecard's write alone, without reading the sheet back (see recordStart). */
export async function recordScorecard(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: ScorecardInput,
): Promise<Omit<ScorecardOutcome, 'sheet'>> {
  const { known: _known, ...outcome } = await scoreCard(db, viewer, boutId, input);
  return outcome;
}

/**
 * The card's write, and what its transaction read that the sheet shows unchanged: the bout and its officials,
 * the category's state as written and the bout's cards. A card that decides the bout changes its row (the
 * sheet then reads it again); any other leaves it as read, so the sheet sent back is the same without reading
 * them twice (a card is sent after every round of every bout).
 */
async function scoreCard(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: ScorecardInput,
): Promise<Omit<ScorecardOutcome, 'sheet'> & { known?: KnownBout }> {
  return withBout(db, boutId, async (tx, ctx, officials, state) => {
    const known = (cards: readonly BoutCard[], category = ctx.category): KnownBout => ({
      ctx: { ...ctx, category },
      officials,
      cards: cards.map((c) => ({
        judge: c.judge,
        seat: c.seat,
        round: c.round,
        red: c.red,
        blue: c.blue,
      })),
    });
    const rules = ctx.tournament.rules;
    const judges = officials.filter((o) => o.role === 'judge');
    const own = judges.find((j) => j.userId === viewer.id);
    const recorder = officiatesBout(officials, viewer, 'recorder');
    let judge: OfficialRow | undefined = own;
    if (input.seat !== undefined && input.seat !== own?.seat) {
      if (!recorder)
        throw new ServiceError(
          403,
          'not_your_card',
          'You can only send your own card: the recorder types the others.',
        );
      judge = judges.find((j) => j.seat === input.seat);
      if (!judge)
        throw new ServiceError(
          400,
          'invalid_seat',
          `There is no judge in seat ${input.seat} of ${boutName(ctx).toLowerCase()}.`,
          {
            seat: [`Choose a seat from 1 to ${rules.judgesCount}`],
          },
        );
    }
    if (!judge)
      throw new ServiceError(
        403,
        'not_a_judge',
        recorder
          ? 'Say whose card this is: choose the judge’s seat.'
          : `You are not a judge of ${boutName(ctx).toLowerCase()}.`,
      );
    const fields: Record<string, string[]> = {};
    if (!Number.isInteger(input.round) || input.round < 1 || input.round > rules.numberOfRounds)
      fields.round = [`A round from 1 to ${rules.numberOfRounds}`];
    const problem = roundScoreProblem(input.red, input.blue);
    if (problem) fields.score = [problem];
    if (Object.keys(fields).length > 0)
      throw new ServiceError(400, 'invalid_scorecard', fields.score?.[0] ?? fields.round![0]!, fields);

    // Every card of the bout in one read: this judge's earlier rounds, the round's count and, once the last
    // card is in, the cards the decision is made on all come from it (a card is sent after every round of
    // every bout: its few queries are what a ringside tablet waits for).
    const cards = await boutCards(tx, boutId);
    const mine = cards.filter((c) => c.judge === judge.userId);
    const previous = mine.find((c) => c.round === input.round);
    if (previous) {
      const same = previous.red === input.red && previous.blue === input.blue;
      if (!same)
        throw new ServiceError(
          409,
          'round_already_scored',
          `Round ${input.round} of this card is already in (${previous.red}-${previous.blue}). An organiser can correct a result.`,
        );
      // The same card again (a double tap, a retry): counted once. A judge naming the winner of a level
      // card sends the last round again with `preferred`.
      if (input.preferred && previous.preferred !== input.preferred && ctx.bout.status === 'in_progress') {
        await tx.update(scorecards).set({ preferred: input.preferred }).where(eq(scorecards.id, previous.id));
        const named = cards.map((c) => (c === previous ? { ...c, preferred: input.preferred! } : c));
        const decided = await decideIfComplete(tx, ctx, viewer, state, judges, named);
        return { replayed: false, roundComplete: true, decided, ...(decided ? {} : { known: known(named) }) };
      }
      return { replayed: true, roundComplete: false, decided: false, known: known(cards) };
    }
    requireInProgress(ctx);
    // The warnings, read once for the last round's card: the level check and the decision both use them.
    let warnings: [number, number] | undefined;
    // A round is scored after its bell (issue 33): refused while the bout's clock has not rung it.
    await requireRoundBelled(tx, ctx, input.round);
    if (input.round > mine.length + 1)
      throw new ServiceError(409, 'round_out_of_order', `Send round ${mine.length + 1} first.`, {
        round: [`Round ${mine.length + 1} comes first`],
      });
    if (input.round === rules.numberOfRounds) {
      warnings = await warningCounts(tx, boutId);
      const [w0, w1] = warnings;
      const red = mine.reduce((s, r) => s + r.red, input.red) - w0;
      const blue = mine.reduce((s, r) => s + r.blue, input.blue) - w1;
      // A level card names a winner, unless this round robin's rules let a bout end level (issue 27 item 12).
      if (red === blue && !input.preferred && !state.rules.draws)
        throw new ServiceError(400, 'name_the_winner', 'The card is level: name the boxer you think won.', {
          preferred: ['Choose the winner of a level card'],
        });
    }
    const [card] = await tx
      .insert(scorecards)
      .values({
        boutId,
        judgeUserId: judge.userId,
        seat: judge.seat,
        round: input.round,
        red: input.red,
        blue: input.blue,
        preferred: input.preferred ?? null,
        enteredBy: viewer.id,
      })
      .returning({ id: scorecards.id });
    const change = engine(() =>
      recordRoundScore(
        state,
        ctx.bout.engineBoutId,
        { judge: judge.userId, round: input.round, score: [input.red, input.blue] },
        { by: viewer.id },
      ),
    );
    // A card changes no bout's row and no entry's status (the card that decides the bout writes those
    // through the result): the rows are compared with the state before, not read back.
    const revision = await writeState(
      tx,
      ctx.category.id,
      ctx.tournament.id,
      ctx.category.revision,
      change.state,
      {},
      { before: state },
    );
    const withCard: BoutCard[] = [
      ...cards,
      {
        id: card!.id,
        judge: judge.userId,
        seat: judge.seat,
        round: input.round,
        red: input.red,
        blue: input.blue,
        preferred: input.preferred ?? null,
      },
    ];
    const n = withCard.filter((c) => c.round === input.round).length;
    if (n === judges.length)
      await recordLiveEvent(tx, 'round.scored', { ...livePayload(ctx), round: input.round });
    const category = { ...ctx.category, revision };
    const decided = await decideIfComplete(
      tx,
      { ...ctx, category },
      viewer,
      change.state,
      judges,
      withCard,
      warnings,
    );
    return {
      replayed: false,
      roundComplete: n >= judges.length,
      decided,
      ...(decided ? {} : { known: known(withCard, { ...category, state: change.state }) }),
    };
  });
}

type BoutCard = {
  id: number;
  judge: string;
  seat: number;
  round: number;
  red: number;
  blue: number;
  preferred: 'red' | 'blue' | null;
};

/** Every card of a bout, round by round. */
async function boutCards(db: Db, boutId: number): Promise<BoutCard[]> {
  return db
    .select({
      id: scorecards.id,
      judge: scorecards.judgeUserId,
      seat: scorecards.seat,
      round: scorecards.round,
      red: scorecards.red,
      blue: scorecards.blue,
      preferred: scorecards.preferred,
    })
    .from(scorecards)
    .where(eq(scorecards.boutId, boutId))
    .orderBy(asc(scorecards.round));
}

/** The judges' cards in seat order, as the engine takes them, from a bout's cards in round order. */
function cardsOfJudges(all: readonly Omit<BoutCard, 'id'>[], judges: OfficialRow[]): Scorecard[] {
  return [...judges]
    .sort((a, b) => a.seat - b.seat)
    .map((j) => {
      const rows = all.filter((r) => r.judge === j.userId).sort((a, b) => a.round - b.round);
      const last = rows.at(-1);
      return {
        judge: j.userId,
        rounds: rows.map((r) => [r.red, r.blue] as const),
        ...(last?.preferred ? { preferred: last.preferred === 'red' ? 0 : 1 } : {}),
      };
    });
}

/** The judges' cards in seat order, as the engine takes them. */
export async function engineCards(db: Db, boutId: number, judges: OfficialRow[]): Promise<Scorecard[]> {
  return cardsOfJudges(await boutCards(db, boutId), judges);
}

/** Once every judge has scored every round, the bout is decided on the cards (WP, or DRAW where allowed). */
async function decideIfComplete(
  tx: Transaction,
  ctx: BoutContext,
  viewer: Viewer,
  state: CategoryDraw,
  judges: OfficialRow[],
  boutCardRows: readonly Omit<BoutCard, 'id'>[],
  /** The bout's warnings when the caller read them in this transaction already. */
  known?: [number, number],
): Promise<boolean> {
  const rules = ctx.tournament.rules;
  const cards = cardsOfJudges(boutCardRows, judges);
  if (cards.length !== rules.judgesCount || cards.some((c) => c.rounds.length < rules.numberOfRounds))
    return false;
  const warnings = known ?? (await warningCounts(tx, ctx.bout.id));
  const level = cards.some((c) => {
    const red = c.rounds.reduce((s, r) => s + r[0], 0) - warnings[0];
    const blue = c.rounds.reduce((s, r) => s + r[1], 0) - warnings[1];
    return red === blue && c.preferred === undefined;
  });
  // A level card still waits for its judge to name the winner (a warning given after the card came in),
  // unless the round robin's rules let a bout end level: then the cards decide it, a draw if they say so.
  if (level && !state.rules.draws) return false;
  await applyResult(tx, ctx, viewer, state, { outcome: 'WP', scorecards: cards, warnings });
  await recordLiveEvent(tx, 'bout.decided', livePayload(ctx));
  return true;
}
