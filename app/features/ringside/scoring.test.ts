import { describe, expect, it } from 'vitest';
import type { BoutSheet } from '~/features/competition';
import { currentRound, levelWith, waitingWord } from './components/judge-card';
import { cardTotals, foulTypeOptions, scoreOptions } from './labels';

/** A judge's view of a three-round bout: their own card so far (`mine`) and the warnings per corner. */
function sheet(mine: Array<[number, number] | null>, warnings = { red: 0, blue: 0 }): BoutSheet {
  return {
    rules: { rounds: 3, roundMinutes: 2, judges: 3 },
    warnings,
    rounds: mine.map((m, i) => ({
      round: i + 1,
      complete: false,
      cards: [],
      mine: m ? { red: m[0], blue: m[1] } : null,
    })),
  } as unknown as BoutSheet;
}

describe('a judge’s card at ringside', () => {
  it('offers only scores the 10-point must allows, every round with a winner (no 10-10)', () => {
    for (const o of scoreOptions) {
      expect(Math.max(o.red, o.blue)).toBe(10);
      expect(Math.min(o.red, o.blue)).toBeGreaterThanOrEqual(7);
      expect(Math.min(o.red, o.blue)).toBeLessThanOrEqual(9);
    }
    expect(scoreOptions).toHaveLength(6);
  });

  it('is on the first round it has not sent; none once every round is in', () => {
    expect(currentRound(sheet([null, null, null]))).toBe(1);
    expect(currentRound(sheet([[10, 9], null, null]))).toBe(2);
    expect(
      currentRound(
        sheet([
          [10, 9],
          [9, 10],
          [10, 8],
        ]),
      ),
    ).toBeNull();
  });

  it('asks for the winner only when the last round leaves the card level after the warnings', () => {
    // 20-18 red after two rounds; a 9-10 last round makes it 29-28: red's.
    expect(levelWith(sheet([[10, 9], [10, 9], null]), 3, { red: 9, blue: 10 })).toBe(false);
    // The same card with one warning to red: 28-28, the judge names the winner.
    expect(levelWith(sheet([[10, 9], [10, 9], null], { red: 1, blue: 0 }), 3, { red: 9, blue: 10 })).toBe(
      true,
    );
    // Level after two rounds is no question yet: only the last round asks.
    expect(levelWith(sheet([[10, 9], null, null]), 2, { red: 9, blue: 10 })).toBe(false);
  });

  it('takes a point off every card per warning', () => {
    expect(
      cardTotals(
        [
          { red: 10, blue: 9 },
          { red: 10, blue: 9 },
        ],
        { red: 1, blue: 2 },
      ),
    ).toEqual({
      red: 19,
      blue: 16,
    });
  });

  it('lists SPEC §5’s three foul types first', () => {
    expect(foulTypeOptions.slice(0, 3).map((o) => o.label)).toEqual([
      'Low Blow',
      'Holding',
      'Unsportsmanlike Conduct',
    ]);
  });

  it('tells a judge why their round is still on the device: an ended session asks to sign in, never to wait', () => {
    expect(waitingWord('signed-out')).toMatch(/Sign in again/);
    expect(waitingWord('signed-out')).not.toMatch(/server answers/);
    expect(waitingWord('timeout')).toMatch(/did not answer in time/);
    expect(waitingWord('offline')).toMatch(/waiting to send/);
  });
});
