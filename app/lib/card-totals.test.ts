import { describe, expect, it } from 'vitest';
import { latestTotals, runningTotals } from './card-totals';

const card = (seat: number, red: number, blue: number) => ({ seat, red, blue });

describe('each judge’s running total', () => {
  it('adds each judge’s cards round by round, in seat order', () => {
    const lines = runningTotals(
      [
        { round: 2, cards: [card(1, 9, 10), card(2, 10, 9), card(3, 9, 10)] },
        { round: 1, cards: [card(2, 10, 9), card(1, 10, 9), card(3, 10, 8)] },
      ],
      [1, 2, 3],
    );
    expect(lines).toEqual([
      {
        round: 1,
        totals: [
          { red: 10, blue: 9 },
          { red: 10, blue: 9 },
          { red: 10, blue: 8 },
        ],
      },
      {
        round: 2,
        totals: [
          { red: 19, blue: 19 },
          { red: 20, blue: 18 },
          { red: 19, blue: 18 },
        ],
      },
    ]);
  });

  it('tells no total past a round whose cards are not shown (the public sees a round once all are in)', () => {
    const rounds = [
      { round: 1, cards: [card(1, 10, 9), card(2, 10, 9), card(3, 10, 9)] },
      { round: 2, cards: [] },
      { round: 3, cards: [card(1, 10, 9)] },
    ];
    expect(runningTotals(rounds, [1, 2, 3]).map((l) => l.totals)).toEqual([
      [
        { red: 10, blue: 9 },
        { red: 10, blue: 9 },
        { red: 10, blue: 9 },
      ],
      [null, null, null],
      [null, null, null],
    ]);
    expect(latestTotals(rounds, [1, 2, 3])).toEqual([
      { red: 10, blue: 9 },
      { red: 10, blue: 9 },
      { red: 10, blue: 9 },
    ]);
    expect(latestTotals([], [1, 2])).toEqual([null, null]);
  });
});
