import { fail } from './errors';
import {
  decideOnTotals,
  FULL_DISTANCE,
  validatedTotals,
  validateWarnings,
  WARNINGS_TO_DISQUALIFY,
} from './scoring';
import { OUTCOMES } from './types';
import type {
  BoutResult,
  Change,
  Corner,
  EntryId,
  Outcome,
  ResultInput,
  Rules,
  Scorecard,
  Verdict,
  Warnings,
} from './types';

type Mutable = { -readonly [K in keyof BoutResult]: BoutResult[K] };

// Read for every result recorded, so spelled out as comparisons (the lists in types.ts say the same):
// `includes` on a list is a call into a builtin each time, and showed in the profile.
function isOutcome(outcome: unknown): outcome is Outcome {
  return (
    outcome === 'WP' ||
    outcome === 'RSC' ||
    outcome === 'RSC-I' ||
    outcome === 'KO' ||
    outcome === 'ABD' ||
    outcome === 'DSQ' ||
    outcome === 'WO' ||
    outcome === 'DRAW'
  );
}

function isStoppage(outcome: Outcome): boolean {
  return outcome === 'RSC' || outcome === 'RSC-I' || outcome === 'KO' || outcome === 'ABD';
}

export interface Built {
  readonly result: BoutResult;
  /** Always present (undefined when nothing changed), so every Built has one shape. */
  readonly reclassified: Change['reclassified'] | undefined;
}

/** Turns what the officials report into a stored result, or refuses it with an EngineError. */
export function buildResult(input: ResultInput, corners: readonly [EntryId, EntryId], rules: Rules): Built {
  if (typeof input !== 'object' || input === null) fail('INVALID_RESULT', 'a result must be an object');
  const { outcome } = input;
  if (!isOutcome(outcome))
    fail('INVALID_RESULT', `outcome must be one of ${OUTCOMES.join(', ')}`, { outcome });
  let named: Corner | null = null;
  if (input.winner !== undefined) {
    named = input.winner === corners[0] ? 0 : input.winner === corners[1] ? 1 : null;
    if (named === null)
      fail('WINNER_NOT_IN_BOUT', `${String(input.winner)} is not in this bout`, { winner: input.winner });
  }
  const warnings = validateWarnings(input.warnings);
  const third = warnings[0] === WARNINGS_TO_DISQUALIFY || warnings[1] === WARNINGS_TO_DISQUALIFY;
  const round = validateRound(input.round, rules, isStoppage(outcome));

  if (outcome === 'DRAW' && !rules.draws)
    fail('INVALID_RESULT', 'this category does not allow draws: every judge names a winner');
  if (outcome === 'WP' || outcome === 'DRAW' || (outcome === 'DSQ' && third)) {
    if (outcome !== 'DSQ' && input.scorecards === undefined)
      fail('INVALID_RESULT', 'a decision on points needs the judges’ scorecards');
    if (outcome === 'DRAW' && named !== null) fail('INVALID_RESULT', 'a draw has no winner');
    const none = input.scorecards === undefined || (third && input.scorecards.length === 0);
    const scorecards = none ? [] : (input.scorecards as Scorecard[]);
    const totals = none
      ? []
      : validatedTotals(scorecards, rules, third ? { maxRounds: rules.rounds } : FULL_DISTANCE, warnings);
    const decision = decideOnTotals(scorecards, totals, warnings, rules);
    if (named !== null && named !== decision.winner)
      fail(
        'INVALID_RESULT',
        decision.winner === null
          ? 'the cards give a draw'
          : `the ${third ? 'warnings' : 'cards'} give the bout to the other boxer`,
        { winner: decision.winner === null ? null : corners[decision.winner] },
      );
    if (outcome === 'DRAW' && decision.outcome !== 'DRAW')
      fail(
        'INVALID_RESULT',
        `the ${third ? 'warnings' : 'cards'} give the bout to ${corners[decision.winner as Corner]}, not a draw`,
        { winner: corners[decision.winner as Corner] },
      );
    const result = make(
      decision.outcome,
      corners,
      decision.winner,
      round,
      decision.verdict,
      scorecards,
      warnings,
      decision.totals,
    );
    if (decision.outcome === outcome) return { result, reclassified: undefined };
    // The officials entered a decision on points; a third warning or a split of the cards made it
    // something else, and the caller must be told rather than find out from the record.
    const reason =
      decision.outcome === 'DSQ'
        ? `${result.loser} had a third warning, which disqualifies: the bout goes to ${result.winner} by DSQ, not on points`
        : `no boxer has a majority of the cards (${decision.votes[0]}-${decision.votes[1]}, ${rules.judges - decision.votes[0] - decision.votes[1]} level): the bout is a draw`;
    return { result, reclassified: { from: outcome, to: decision.outcome, reason } };
  }

  if (named === null) fail('INVALID_RESULT', `a result by ${outcome} must name the winner`);
  if (third) fail('INVALID_WARNINGS', 'a third warning disqualifies: record the bout as DSQ', { warnings });
  if (
    outcome === 'WO' &&
    (input.scorecards !== undefined || warnings[0] || warnings[1] || round !== undefined)
  )
    fail('INVALID_RESULT', 'a walkover has no scorecards, warnings or round');
  const scorecards = input.scorecards === undefined ? [] : (input.scorecards as Scorecard[]);
  // Checked cards are never none: there is one per judge.
  const totals =
    input.scorecards === undefined
      ? []
      : validatedTotals(scorecards, rules, { maxRounds: round ?? rules.rounds }, warnings);
  return {
    result: make(outcome, corners, named, round, undefined, scorecards, warnings, totals),
    reclassified: undefined,
  };
}

/** Absent fields are left out, so a stored result is the same with or without a trip through JSON. */
function make(
  outcome: Outcome,
  corners: readonly [EntryId, EntryId],
  winner: Corner | null,
  round: number | undefined,
  verdict: Verdict | undefined,
  scorecards: Scorecard[],
  warnings: Warnings,
  totals: BoutResult['totals'],
): BoutResult {
  // A decision on points without warnings (most results) in one literal: the same fields in the same
  // order as below, without growing the object field by field (which allocates its properties again).
  // A verdict is given only with a winner.
  if (round === undefined && verdict !== undefined && scorecards.length > 0 && !warnings[0] && !warnings[1])
    return {
      outcome,
      winner: corners[winner as Corner],
      loser: corners[winner === 0 ? 1 : 0],
      corners,
      verdict,
      scorecards,
      totals,
    };
  const result: Mutable = {
    outcome,
    winner: winner === null ? null : corners[winner],
    loser: winner === null ? null : corners[winner === 0 ? 1 : 0],
    // The bout's own (immutable) corner pair: the result stands only while the bout keeps it.
    corners,
  };
  if (round !== undefined) result.round = round;
  if (verdict !== undefined) result.verdict = verdict;
  if (scorecards.length > 0) result.scorecards = scorecards;
  if (warnings[0] || warnings[1]) result.warnings = warnings;
  if (scorecards.length > 0) result.totals = totals;
  return result;
}

function validateRound(round: unknown, rules: Rules, required: boolean): number | undefined {
  if (round === undefined) {
    if (required) fail('INVALID_RESULT', 'a stoppage must give the round in which the bout ended');
    return undefined;
  }
  if (!Number.isInteger(round) || (round as number) < 1 || (round as number) > rules.rounds)
    fail('INVALID_RESULT', `round must be from 1 to ${rules.rounds}`, { round });
  return round as number;
}
