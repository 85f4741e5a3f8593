import type { Database } from '@server/db/client';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { officiatesBout } from '~/features/tournaments';
import { recordLiveEvent } from '@server/realtime/events';
import type { Outcome, ResultInput } from '../engine';
import { engineEntryId } from '../engine-state.server';
import { boutSheet } from './bout-sheet.server';
import { applyResult } from './consequences.server';
import {
  boutName,
  cornerOf,
  livePayload,
  requireInProgress,
  warningCounts,
  withBout,
  type BoutContext,
} from './context.server';
import { engineCards } from './scoring.server';
import type { BoutSheet, DecisionInput } from './types';

/** The referee's decision: a stoppage with its winner and round, or on points once every card is in. */

const STOPPAGE_OUTCOMES: readonly Outcome[] = ['RSC', 'RSC-I', 'KO', 'ABD', 'DSQ'];

export function resultInput(ctx: BoutContext, input: DecisionInput, warnings: [number, number]): ResultInput {
  const winnerEntry = input.winner ? cornerOf(ctx, input.winner) : null;
  return {
    outcome: input.outcome,
    ...(winnerEntry !== null ? { winner: engineEntryId(winnerEntry) } : {}),
    ...(input.round !== undefined ? { round: input.round } : {}),
    warnings,
  };
}

export function checkDecision(ctx: BoutContext, input: DecisionInput): void {
  const rules = ctx.tournament.rules;
  const fields: Record<string, string[]> = {};
  const stoppage = STOPPAGE_OUTCOMES.includes(input.outcome);
  if (stoppage && !input.winner) fields.winner = ['Choose the winner'];
  if (stoppage && input.outcome !== 'DSQ' && input.round === undefined)
    fields.round = ['Say in which round the bout ended'];
  if (
    input.round !== undefined &&
    (!Number.isInteger(input.round) || input.round < 1 || input.round > rules.numberOfRounds)
  )
    fields.round = [`A round from 1 to ${rules.numberOfRounds}`];
  if (Object.keys(fields).length > 0)
    throw new ServiceError(400, 'invalid_decision', Object.values(fields)[0]![0]!, fields);
}

/**
 * The referee's decision: a stoppage (RSC, RSC-I, KO, ABD, DSQ) with its winner and round, or WP once every
 * card is in (the cards name the winner).
 */
export async function decide(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: DecisionInput,
): Promise<BoutSheet> {
  await recordDecision(db, viewer, boutId, input);
  return boutSheet(db, viewer, boutId);
}

/** decide's write alone, without reading the sheet back (see recordStart). */
export async function recordDecision(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: DecisionInput,
): Promise<void> {
  await withBout(db, boutId, async (tx, ctx, officials, state) => {
    if (!officiatesBout(officials, viewer, 'referee'))
      throw new ServiceError(
        403,
        'not_the_referee',
        `Only the referee of ${boutName(ctx).toLowerCase()} gives its decision.`,
      );
    requireInProgress(ctx);
    checkDecision(ctx, input);
    const warnings = await warningCounts(tx, boutId);
    if (input.outcome === 'WP' || input.outcome === 'DRAW') {
      const judges = officials.filter((o) => o.role === 'judge');
      const cards = await engineCards(tx, boutId, judges);
      if (cards.some((c) => c.rounds.length < ctx.tournament.rules.numberOfRounds))
        throw new ServiceError(409, 'cards_missing', 'A decision on points waits for every judge’s card.');
      await applyResult(tx, ctx, viewer, state, { ...resultInput(ctx, input, warnings), scorecards: cards });
      await recordLiveEvent(tx, 'bout.decided', livePayload(ctx));
      return;
    }
    if (input.outcome === 'WO')
      throw new ServiceError(
        400,
        'invalid_decision',
        'A walkover is given when a boxer withdraws, not at ringside.',
      );
    await applyResult(tx, ctx, viewer, state, resultInput(ctx, input, warnings));
    await recordLiveEvent(tx, 'bout.decided', livePayload(ctx));
  });
}
