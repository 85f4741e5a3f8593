import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { recordResult, withdraw } from './progression';
import { ranking } from './ranking';
import { standings } from './standings';
import { allBouts, getBout } from './state';
import type { Entry, ResultInput, Scorecard, TieBreaker, CategoryDraw } from './types';

const entries = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    name: `Boxer ${i + 1}`,
    club: `Club ${i + 1}`,
    seed: i + 1,
  }));
const card = (red: number, blue: number): Scorecard => ({
  rounds: [red > blue ? [10, 10 - (red - blue)] : [10 - (blue - red), 10], [10, 9], [9, 10]],
});

/** Records the pool bout between two boxers, whoever is in which corner. */
function result(
  state: CategoryDraw,
  a: string,
  b: string,
  make: (red: string, blue: string) => ResultInput,
): CategoryDraw {
  const bout = allBouts(state).find((x) => x.slots.includes(a) && x.slots.includes(b))!;
  return recordResult(state, bout.id, make(bout.slots[0] as string, bout.slots[1] as string)).state;
}
const beats =
  (winner: string, margin = 1, warnings = 0) =>
  (red: string) => {
    const redWins = red === winner;
    const cards = [0, 1, 2].map(() => (redWins ? card(margin, 0) : card(0, margin)));
    return {
      outcome: 'WP',
      scorecards: cards,
      warnings: redWins ? [0, warnings] : [warnings, 0],
    } as ResultInput;
  };

function pool(tieBreakers?: readonly TieBreaker[]): CategoryDraw {
  // A beats B, B beats C, C beats A: all on one win, split by the cards and the warnings.
  let s = createDraw('round-robin', entries(3), { ...(tieBreakers ? { tieBreakers } : {}) });
  s = result(s, 'e1', 'e2', beats('e1', 3));
  s = result(s, 'e2', 'e3', beats('e2', 1));
  s = result(s, 'e3', 'e1', beats('e3', 1, 1));
  return s;
}

describe('standings', () => {
  it('counts wins, card points and warnings', () => {
    const rows = standings(pool());
    // e1 +9 (v e2) -6 (v e3: one point a card by the cards, one more by e1's warning) = +3;
    // e3 -3 + 6 = +3; e2 -9 + 3 = -6. All on one win and one each head to head; e1 and e3 level on
    // the cards too, so the warning decides.
    expect(rows.map((r) => [r.entryId, r.wins, r.losses, r.pointsDifference, r.warnings])).toEqual([
      ['e3', 1, 1, 3, 0],
      ['e1', 1, 1, 3, 1],
      ['e2', 1, 1, -6, 0],
    ]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({
      bouts: 2,
      pointsFor: 171,
      pointsAgainst: 168,
      buchholz: 2,
      sonnebornBerger: 1,
    });
  });

  it('applies the tie-breakers in the order configured', () => {
    expect(standings(pool(['wins', 'fewest-warnings', 'points-difference'])).map((r) => r.entryId)).toEqual([
      'e3',
      'e2',
      'e1',
    ]);
    // Nothing left but the draw lot.
    expect(standings(pool([])).map((r) => r.entryId)).toEqual(['e1', 'e2', 'e3']);
  });

  it('uses head-to-head only among the boxers still level', () => {
    // e1 and e2 both beat e3 and e4; e2 beat e1 but by less on the cards.
    let s = createDraw('round-robin', entries(4));
    s = result(s, 'e1', 'e3', beats('e1', 3));
    s = result(s, 'e1', 'e4', beats('e1', 3));
    s = result(s, 'e2', 'e3', beats('e2', 1));
    s = result(s, 'e2', 'e4', beats('e2', 1));
    s = result(s, 'e2', 'e1', beats('e2', 1));
    s = result(s, 'e3', 'e4', beats('e3', 1));
    expect(standings(s).map((r) => r.entryId)).toEqual(['e2', 'e1', 'e3', 'e4']);
    expect(ranking(s).placings.map((p) => [p.entryId, p.place, p.medal ?? null])).toEqual([
      ['e2', 1, 'gold'],
      ['e1', 2, 'silver'],
      ['e3', 3, 'bronze'],
      ['e4', 4, null],
    ]);
    expect(
      standings(
        createDraw('round-robin', entries(4), { tieBreakers: ['points-difference', 'head-to-head'] }),
      ),
    ).toHaveLength(4);
  });

  it('moves the others up when a boxer is disqualified from a pool', () => {
    let s = pool();
    s = withdraw(s, 'e1', 'disqualification').state;
    expect(ranking(s).placings.map((p) => [p.entryId, p.place])).toEqual([
      ['e3', 1],
      ['e2', 2],
      ['e1', null],
    ]);
    expect(standings(s).find((r) => r.entryId === 'e1')!.withdrawn).toBe('disqualification');
  });

  it('gives Buchholz and Sonneborn-Berger in the Swiss system', () => {
    let s = createDraw('swiss-system', entries(5), { rounds: 2 });
    for (let round = 0; round < 2; round++)
      for (const b of s.rounds[round]!.bouts)
        if (b.status === 'ready')
          s = recordResult(s, b.id, { outcome: 'WO', winner: b.slots[0] as string }).state;
    const rows = standings(s);
    const row = (id: string) => rows.find((r) => r.entryId === id)!;
    // Round 1: e1 beat e3, e2 beat e4, e5 had the bye. The bye counts as a win.
    expect(getBout(s, 'S1-3').winner).toBe('e5');
    expect(row('e5').byes).toBe(1);
    for (const r of rows) {
      const opponents = allBouts(s)
        .filter((b) => b.status === 'completed' && b.slots.includes(r.entryId))
        .map((b) => b.slots.find((x) => x !== r.entryId) as string);
      expect(r.buchholz).toBe(opponents.reduce((sum, o) => sum + row(o).score, 0));
    }
    expect(rows[0]!.score).toBe(2);
  });
});
