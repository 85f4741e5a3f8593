/**
 * Each judge's running total, round by round (issue 30 item 4): the sum of their cards so far, from the cards
 * the viewer is shown. A public viewer is shown a round's cards once every judge has sent theirs, so the
 * totals never tell a card before it is public; a judge's total stops at the first round whose card is not
 * shown. These are the cards as scored: a warning's deduction counts in the decision's totals.
 */

export type ShownRound = { round: number; cards: ReadonlyArray<{ seat: number; red: number; blue: number }> };
export type CardTotal = { red: number; blue: number };

/** Per round, per seat (in `seats` order): the running total after that round, or null. */
export function runningTotals(
  rounds: readonly ShownRound[],
  seats: readonly number[],
): Array<{ round: number; totals: Array<CardTotal | null> }> {
  const sums = new Map<number, CardTotal | null>(seats.map((seat) => [seat, { red: 0, blue: 0 }]));
  return [...rounds]
    .sort((a, b) => a.round - b.round)
    .map((r) => ({
      round: r.round,
      totals: seats.map((seat) => {
        const before = sums.get(seat) ?? null;
        const card = r.cards.find((c) => c.seat === seat);
        const after = before && card ? { red: before.red + card.red, blue: before.blue + card.blue } : null;
        sums.set(seat, after);
        return after;
      }),
    }));
}

/** Each seat's total after its last round in a row with its card shown; null for a seat with none shown. */
export function latestTotals(
  rounds: readonly ShownRound[],
  seats: readonly number[],
): Array<CardTotal | null> {
  const lines = runningTotals(rounds, seats);
  return seats.map((_, i) => {
    for (const line of [...lines].reverse()) if (line.totals[i]) return line.totals[i]!;
    return null;
  });
}

/** "29–28": a total as the screens write it, red first. */
export function totalText(total: CardTotal): string {
  return `${total.red}–${total.blue}`;
}
