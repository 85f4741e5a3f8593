import { fail } from './errors';
import type { Corner, Rules, Scorecard, Verdict, Warnings } from './types';

export interface Decision {
  /** Null for a draw. */
  readonly winner: Corner | null;
  /** WP on the cards, DSQ when a third warning ended the bout, DRAW where draws are allowed. */
  readonly outcome: 'WP' | 'DSQ' | 'DRAW';
  readonly verdict?: Verdict;
  /** Per judge, `[red, blue]` after deductions. */
  readonly totals: ReadonlyArray<readonly [number, number]>;
  /** Cards won by red and by blue (a level card, where draws allow one, counts for neither). */
  readonly votes: readonly [number, number];
}

export const WARNINGS_TO_DISQUALIFY = 3;

const NO_WARNINGS: Warnings = Object.freeze([0, 0] as const);

export function validateWarnings(warnings: unknown): Warnings {
  if (warnings === undefined) return NO_WARNINGS;
  if (!Array.isArray(warnings) || warnings.length !== 2)
    fail('INVALID_WARNINGS', 'warnings must be a [red, blue] pair of counts');
  const [red, blue] = warnings as unknown[];
  for (const w of [red, blue])
    if (!Number.isInteger(w) || (w as number) < 0 || (w as number) > WARNINGS_TO_DISQUALIFY)
      fail('INVALID_WARNINGS', `a warning count must be a whole number from 0 to ${WARNINGS_TO_DISQUALIFY}`);
  if (red === WARNINGS_TO_DISQUALIFY && blue === WARNINGS_TO_DISQUALIFY)
    fail('INVALID_WARNINGS', 'the bout stops at the first third warning: both boxers cannot have three');
  return [red as number, blue as number];
}

/** How many rounds a card must score: exactly the scheduled ones, or up to the round of a stoppage. */
export type CardRounds = { exactRounds: true } | { maxRounds: number };
export const FULL_DISTANCE: CardRounds = { exactRounds: true };

/**
 * Checks 10-point-must cards: every round has a winner on 10 and a loser on 7 to 9. The cards are kept
 * as given (the engine treats all its inputs as immutable, as it does its states).
 */
export function validateScorecards(scorecards: unknown, rules: Rules, mode: CardRounds): Scorecard[] {
  checkCards(scorecards, rules, mode, NO_WARNINGS, false);
  return scorecards as Scorecard[];
}

/**
 * `validateScorecards` and `cardTotals` in one pass over the rounds (this runs for every result
 * recorded): the cards' totals after the warnings' deductions, once every card is checked.
 */
export function validatedTotals(
  scorecards: unknown,
  rules: Rules,
  mode: CardRounds,
  warnings: Warnings,
): Array<[number, number]> {
  return checkCards(scorecards, rules, mode, warnings, true) as Array<[number, number]>;
}

function checkCards(
  scorecards: unknown,
  rules: Rules,
  mode: CardRounds,
  warnings: Warnings,
  withTotals: boolean,
): Array<[number, number]> | null {
  if (!Array.isArray(scorecards)) fail('INVALID_SCORECARD', 'scorecards must be a list');
  if (scorecards.length !== rules.judges)
    fail(
      'INVALID_SCORECARD',
      `expected ${rules.judges} scorecards (one per judge), got ${scorecards.length}`,
    );
  const exact = 'exactRounds' in mode ? rules.rounds : -1;
  const max = 'maxRounds' in mode ? mode.maxRounds : rules.rounds;
  // Made at its size: the list stays in the state, and one grown by push keeps room for 17.
  const totals: Array<[number, number]> | null = withTotals ? new Array(scorecards.length) : null;
  // Plain loops: this runs for every bout recorded.
  for (let j = 0; j < scorecards.length; j++) validateCard(scorecards[j], j, exact, max, warnings, totals);
  return totals;
}

function validateCard(
  card: unknown,
  j: number,
  exact: number,
  max: number,
  warnings: Warnings,
  totals: Array<[number, number]> | null,
): void {
  const c = card as Partial<Scorecard> | null;
  if (typeof c !== 'object' || c === null || !Array.isArray(c.rounds))
    fail('INVALID_SCORECARD', `scorecard ${j + 1} has no rounds`);
  const count = c.rounds.length;
  if (exact >= 0 && count !== exact)
    fail('INVALID_SCORECARD', `scorecard ${j + 1} must score ${exact} rounds, has ${count}`);
  if (count > max)
    fail('INVALID_SCORECARD', `scorecard ${j + 1} scores ${count} rounds, the bout had ${max}`);
  // As in cardTotals: 0 - w, so that the sums stay small integers.
  let red = 0 - warnings[0];
  let blue = 0 - warnings[1];
  for (let r = 0; r < count; r++) {
    const pair: unknown = c.rounds[r];
    if (isTenPointRound(pair)) {
      red += (pair as readonly [number, number])[0];
      blue += (pair as readonly [number, number])[1];
      continue;
    }
    // The place is named only for the message: building it for every round of every card would cost
    // more than the check.
    const problem = roundProblem(pair) as { message: string; details?: Record<string, unknown> };
    fail('INVALID_SCORECARD', `scorecard ${j + 1}, round ${r + 1}: ${problem.message}`, problem.details);
  }
  if (c.preferred !== undefined && c.preferred !== 0 && c.preferred !== 1)
    fail('INVALID_SCORECARD', `scorecard ${j + 1}: preferred must be 0 (red) or 1 (blue)`);
  if (c.judge !== undefined && typeof c.judge !== 'string')
    fail('INVALID_SCORECARD', `scorecard ${j + 1}: judge must be a name`);
  if (totals !== null) totals[j] = [red, blue];
}

/** One round of a 10-point-must card; `where` names it in the message. */
export function validateRoundScore(pair: unknown, where: string): void {
  const problem = roundProblem(pair);
  if (problem !== null) fail('INVALID_SCORECARD', `${where}: ${problem.message}`, problem.details);
}

/**
 * The round is [10, 7-9] or [7-9, 10]: what roundProblem accepts, as comparisons only (this runs for
 * every round of every card); anything else goes to roundProblem for the reason.
 */
function isTenPointRound(pair: unknown): boolean {
  if (!Array.isArray(pair) || pair.length !== 2) return false;
  const red: unknown = pair[0];
  const blue: unknown = pair[1];
  if (red === 10) return blue === 9 || blue === 8 || blue === 7;
  return blue === 10 && (red === 9 || red === 8 || red === 7);
}

function roundProblem(pair: unknown): { message: string; details?: Record<string, unknown> } | null {
  if (!Array.isArray(pair) || pair.length !== 2) return { message: 'expected [red, blue]' };
  const r: unknown = pair[0];
  const b: unknown = pair[1];
  if (!Number.isInteger(r) || !Number.isInteger(b)) return { message: 'scores must be whole numbers' };
  const red = r as number;
  const blue = b as number;
  const lo = red < blue ? red : blue;
  if ((red > blue ? red : blue) !== 10 || lo < 7 || lo > 9)
    return {
      message: `the round's winner scores 10 and the loser 7 to 9, got ${red}-${blue}`,
      details: { score: [red, blue] },
    };
  return null;
}

/** Card totals after each warning has taken a point from that boxer on every card. */
export function cardTotals(scorecards: readonly Scorecard[], warnings: Warnings): Array<[number, number]> {
  const totals: Array<[number, number]> = new Array(scorecards.length);
  for (let j = 0; j < scorecards.length; j++) {
    // 0 - w, not -w: with no warnings, -w is -0, which is no small integer, so every sum after it would
    // be a heap-allocated double (and the totals' arrays double arrays); the values are the same.
    let red = 0 - warnings[0];
    let blue = 0 - warnings[1];
    const rounds = (scorecards[j] as Scorecard).rounds;
    for (let r = 0; r < rounds.length; r++) {
      const pair = rounds[r] as readonly [number, number];
      red += pair[0];
      blue += pair[1];
    }
    totals[j] = [red, blue];
  }
  return totals;
}

/**
 * The decision of a bout that went the distance, or was ended by a third warning.
 * The bout goes to the boxer who wins a majority of the judges' cards. Every judge must name a winner:
 * a card level after deductions needs the judge's `preferred` boxer, except in a round robin that allows
 * draws, where it may stay level and a bout with no majority is a draw.
 */
export function decideBout(
  scorecards: readonly Scorecard[],
  warnings: Warnings | undefined,
  rules: Rules,
): Decision {
  const w = validateWarnings(warnings);
  const third = w[0] === WARNINGS_TO_DISQUALIFY || w[1] === WARNINGS_TO_DISQUALIFY;
  // The cards up to a disqualification are kept for the record but decide nothing.
  const cards =
    third && scorecards.length === 0
      ? []
      : validateScorecards(scorecards, rules, third ? { maxRounds: rules.rounds } : FULL_DISTANCE);
  return decideValidated(cards, w, rules);
}

/** `decideBout` on cards and warnings already checked. */
export function decideValidated(cards: readonly Scorecard[], w: Warnings, rules: Rules): Decision {
  return decideOnTotals(cards, cardTotals(cards, w), w, rules);
}

/** `decideValidated` with the cards' totals already worked out (by validatedTotals). */
export function decideOnTotals(
  cards: readonly Scorecard[],
  totals: Array<[number, number]>,
  w: Warnings,
  rules: Rules,
): Decision {
  if (w[0] === WARNINGS_TO_DISQUALIFY) return { winner: 1, outcome: 'DSQ', totals, votes: [0, 0] };
  if (w[1] === WARNINGS_TO_DISQUALIFY) return { winner: 0, outcome: 'DSQ', totals, votes: [0, 0] };
  let red = 0;
  let blue = 0;
  let level = 0;
  for (let j = 0; j < totals.length; j++) {
    const total = totals[j] as [number, number];
    const vote = total[0] > total[1] ? 0 : total[1] > total[0] ? 1 : (cards[j] as Scorecard).preferred;
    if (vote === 0) red++;
    else if (vote === 1) blue++;
    else if (rules.draws) level++;
    else
      fail(
        'INVALID_SCORECARD',
        `scorecard ${j + 1} is level (${total[0]}-${total[1]}) after deductions: the judge must name the winner (preferred: 0 for red, 1 for blue)`,
        { card: j, totals: total },
      );
  }
  const votes: [number, number] = [red, blue];
  // Every card names a winner and there are 3 or 5 judges, so only a level card (draws allowed) leaves
  // no majority.
  const winner: Corner | null = red * 2 > rules.judges ? 0 : blue * 2 > rules.judges ? 1 : null;
  if (winner === null) return { winner: null, outcome: 'DRAW', totals, votes };
  const against = winner === 0 ? blue : red;
  const verdict: Verdict = against > 0 ? 'split' : level > 0 ? 'majority' : 'unanimous';
  return { winner, outcome: 'WP', verdict, totals, votes };
}
