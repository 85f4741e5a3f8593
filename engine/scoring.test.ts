import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { DEFAULT_RULES, resolveRules } from './rules';
import { decideBout, validateWarnings } from './scoring';
import type { Scorecard } from './types';

const rules = DEFAULT_RULES;
/** A judge's card from three rounds written as 'R' (red takes it 10-9) or 'B' (blue 10-9). */
const card = (rounds: string, preferred?: 0 | 1): Scorecard => ({
  rounds: [...rounds].map((r): [number, number] => (r === 'R' ? [10, 9] : [9, 10])),
  ...(preferred === undefined ? {} : { preferred }),
});
const code = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return (error as EngineError).code;
  }
  throw new Error('expected an EngineError');
};

describe('decideBout', () => {
  it('gives a unanimous decision when every card goes to one boxer', () => {
    const d = decideBout([card('RRR'), card('RRB'), card('RBR')], [0, 0], rules);
    expect(d).toMatchObject({ winner: 0, outcome: 'WP', verdict: 'unanimous', votes: [3, 0] });
    expect(d.totals).toEqual([
      [30, 27],
      [29, 28],
      [29, 28],
    ]);
  });

  it('gives a split decision when a judge scores it the other way', () => {
    const d = decideBout([card('BBR'), card('RRB'), card('BBB')], [0, 0], rules);
    expect(d).toMatchObject({ winner: 1, verdict: 'split', votes: [1, 2] });
  });

  it('gives a majority decision when the other judge has it level, where a pool allows draws', () => {
    const level: Scorecard = {
      rounds: [
        [10, 8],
        [9, 10],
        [9, 10],
      ],
    };
    const d = decideBout([card('RRB'), card('RBR'), level], [0, 0], resolveRules({ draws: true }));
    expect(d.totals[2]).toEqual([28, 28]);
    expect(d).toMatchObject({ winner: 0, verdict: 'majority', votes: [2, 0] });
    // Elsewhere every judge must name a winner (issue 13).
    expect(code(() => decideBout([card('RRB'), card('RBR'), level], [0, 0], rules))).toBe(
      'INVALID_SCORECARD',
    );
  });

  it('lets a warning change the winner: one point off every card', () => {
    const cards = [card('RRB'), card('RRB'), card('RBR')];
    expect(decideBout(cards, [0, 0], rules).winner).toBe(0);
    // 29-28 on each card becomes 28-28: refused unless the judges name the better boxer.
    expect(code(() => decideBout(cards, [1, 0], rules))).toBe('INVALID_SCORECARD');
    const d = decideBout(cards, [2, 0], rules);
    expect(d.winner).toBe(1);
    expect(d.totals).toEqual([
      [27, 28],
      [27, 28],
      [27, 28],
    ]);
    expect(d.verdict).toBe('unanimous');
  });

  it('uses the judges’ preference on a level card', () => {
    const cards = [card('RRB', 1), card('RRB', 1), card('RBR', 0)];
    const d = decideBout(cards, [1, 0], rules);
    expect(d).toMatchObject({ winner: 1, verdict: 'split', votes: [1, 2] });
  });

  it('disqualifies on the third warning, whatever the cards say', () => {
    const d = decideBout([card('RRR'), card('RRR'), card('RRR')], [3, 1], rules);
    expect(d).toMatchObject({ winner: 1, outcome: 'DSQ', votes: [0, 0] });
    expect(d.verdict).toBeUndefined();
    expect(decideBout([], [0, 3], rules)).toMatchObject({ winner: 0, outcome: 'DSQ', totals: [] });
    // Cards up to the stoppage may be shorter than the scheduled rounds.
    expect(decideBout([card('R'), card('R'), card('B')], [3, 0], rules).totals).toEqual([
      [7, 9],
      [7, 9],
      [6, 10],
    ]);
  });

  it('works with five judges and longer bouts', () => {
    const five = resolveRules({ judges: 5, rounds: 4 });
    const d = decideBout(
      [card('RRRB'), card('RRBB', 0), card('BBBR'), card('RRRR'), card('BBRR', 1)],
      [0, 0],
      five,
    );
    expect(d).toMatchObject({ winner: 0, verdict: 'split', votes: [3, 2] });
    expect(code(() => decideBout([card('RRRB')], [0, 0], five))).toBe('INVALID_SCORECARD');
  });

  it('refuses cards that break the 10-point-must system', () => {
    const bad = (rounds: Array<[number, number]>): string =>
      code(() => decideBout([{ rounds }, card('RRR'), card('RRR')], [0, 0], rules));
    expect(
      bad([
        [10, 10],
        [10, 9],
        [10, 9],
      ]),
    ).toBe('INVALID_SCORECARD');
    expect(
      bad([
        [10, 6],
        [10, 9],
        [10, 9],
      ]),
    ).toBe('INVALID_SCORECARD');
    expect(
      bad([
        [9, 8],
        [10, 9],
        [10, 9],
      ]),
    ).toBe('INVALID_SCORECARD');
    expect(
      bad([
        [11, 9],
        [10, 9],
        [10, 9],
      ]),
    ).toBe('INVALID_SCORECARD');
    expect(
      bad([
        [10, 9.5],
        [10, 9],
        [10, 9],
      ]),
    ).toBe('INVALID_SCORECARD');
    expect(
      bad([
        [10, 9],
        [10, 9],
      ]),
    ).toBe('INVALID_SCORECARD');
    expect(
      bad([
        [10, 9],
        [10, 9],
        [10, 9],
        [10, 9],
      ]),
    ).toBe('INVALID_SCORECARD');
    const rounds = [[10, 9], [10, 9], [10]] as unknown as Array<[number, number]>;
    expect(code(() => decideBout([{ rounds }, card('RRR'), card('RRR')], [0, 0], rules))).toBe(
      'INVALID_SCORECARD',
    );
    expect(code(() => decideBout([card('RRR'), card('RRR')], [0, 0], rules))).toBe('INVALID_SCORECARD');
    expect(code(() => decideBout('cards' as unknown as Scorecard[], [0, 0], rules))).toBe(
      'INVALID_SCORECARD',
    );
    expect(
      code(() => decideBout([null as unknown as Scorecard, card('RRR'), card('RRR')], [0, 0], rules)),
    ).toBe('INVALID_SCORECARD');
    const preferred = { ...card('RRR'), preferred: 2 } as unknown as Scorecard;
    expect(code(() => decideBout([preferred, card('RRR'), card('RRR')], [0, 0], rules))).toBe(
      'INVALID_SCORECARD',
    );
    const judge = { ...card('RRR'), judge: 7 } as unknown as Scorecard;
    expect(code(() => decideBout([judge, card('RRR'), card('RRR')], [0, 0], rules))).toBe(
      'INVALID_SCORECARD',
    );
  });

  it('accepts named judges', () => {
    const cards = [{ ...card('RRR'), judge: 'A' }, card('RRR'), card('RRR')];
    expect(decideBout(cards, undefined, rules).winner).toBe(0);
  });
});

describe('validateWarnings', () => {
  it('accepts counts of 0 to 3 for one boxer', () => {
    expect(validateWarnings(undefined)).toEqual([0, 0]);
    expect(validateWarnings([2, 3])).toEqual([2, 3]);
  });
  it('refuses anything else', () => {
    for (const bad of [[4, 0], [-1, 0], [1.5, 0], [3, 3], [1], 'x', [0, '1']])
      expect(code(() => validateWarnings(bad))).toBe('INVALID_WARNINGS');
  });
});

describe('resolveRules', () => {
  it('defaults to 3 rounds of 2 minutes and 3 judges', () => {
    expect(resolveRules(undefined)).toEqual({ rounds: 3, roundMinutes: 2, judges: 3 });
    expect(resolveRules({ rounds: 12, roundMinutes: 5, judges: 5 })).toEqual({
      rounds: 12,
      roundMinutes: 5,
      judges: 5,
    });
    expect(resolveRules({ roundMinutes: 1.5 }).roundMinutes).toBe(1.5);
  });
  it('refuses rules outside amateur limits', () => {
    for (const bad of [
      { rounds: 0 },
      { rounds: 13 },
      { rounds: 2.5 },
      { roundMinutes: 0.5 },
      { roundMinutes: 6 },
      { roundMinutes: Number.NaN },
      { judges: 4 },
    ])
      expect(code(() => resolveRules(bad as never))).toBe('INVALID_RULES');
    expect(code(() => resolveRules('x' as never))).toBe('INVALID_RULES');
    expect(code(() => resolveRules(null as never))).toBe('INVALID_RULES');
  });
});
