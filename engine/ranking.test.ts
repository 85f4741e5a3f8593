import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { recordResult, withdraw } from './progression';
import { createPrng } from './prng';
import { ranking } from './ranking';
import { playThrough } from './simulation';
import { allBouts, getBout, readyBouts } from './state';
import type { Entry, CategoryDraw } from './types';

const entries = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    name: `Boxer ${i + 1}`,
    club: `Club ${i + 1}`,
    seed: i + 1,
  }));
// Bouts won in the ring, not by walkover: a medal needs a bout boxed.
const win = (s: CategoryDraw, bout: string, winner: string) =>
  recordResult(s, bout, { outcome: 'RSC', winner, round: 1 }).state;
const seedsWin = (state: CategoryDraw): CategoryDraw => {
  let s = state;
  while (readyBouts(s).length)
    for (const b of readyBouts(s)) {
      const [a, c] = b.slots as [string, string];
      s = win(s, b.id, Number(a.slice(1)) < Number(c.slice(1)) ? a : c);
    }
  return s;
};
const places = (s: CategoryDraw) => ranking(s).placings.map((p) => [p.entryId, p.place, p.medal ?? null]);

describe('ranking', () => {
  it('gives gold, silver and two bronzes in single elimination, then shared places', () => {
    const s = seedsWin(createDraw('single-elimination', entries(10)));
    expect(places(s)).toEqual([
      ['e1', 1, 'gold'],
      ['e2', 2, 'silver'],
      ['e3', 3, 'bronze'],
      ['e4', 3, 'bronze'],
      ['e5', 5, null],
      ['e6', 5, null],
      ['e7', 5, null],
      ['e8', 5, null],
      ['e9', 9, null],
      ['e10', 9, null],
    ]);
    expect(ranking(s).complete).toBe(true);
  });

  it('gives third and fourth from the bout for third place', () => {
    let s = createDraw('single-elimination', entries(8), { thirdPlaceBout: true, category: 'Elite -60 kg' });
    s = seedsWin(s);
    expect(getBout(s, 'T1-1').slots).toEqual(['e4', 'e3']);
    expect(places(s).slice(0, 5)).toEqual([
      ['e1', 1, 'gold'],
      ['e2', 2, 'silver'],
      ['e3', 3, 'bronze'],
      ['e4', 4, null],
      ['e5', 5, null],
    ]);
    expect(ranking(s).category).toBe('Elite -60 kg');
    // With three boxers one semi-final is a bye, so is the bout for third place.
    const three = seedsWin(createDraw('single-elimination', entries(3), { thirdPlaceBout: true }));
    expect(getBout(three, 'T1-1').status).toBe('bye');
    expect(places(three)).toEqual([
      ['e1', 1, 'gold'],
      ['e2', 2, 'silver'],
      ['e3', 3, 'bronze'],
    ]);
  });

  it('leaves places open while boxers are still in', () => {
    let s = createDraw('single-elimination', entries(4));
    s = win(s, 'W1-1', 'e1');
    const r = ranking(s);
    expect(r.complete).toBe(false);
    expect(r.placings.map((p) => [p.entryId, p.place])).toEqual([
      ['e4', 3],
      ['e1', null],
      ['e2', null],
      ['e3', null],
    ]);
  });

  it('places everyone in double elimination, losers’ bracket round by round', () => {
    const s = seedsWin(createDraw('double-elimination', entries(8)));
    expect(places(s)).toEqual([
      ['e1', 1, 'gold'],
      ['e2', 2, 'silver'],
      ['e3', 3, 'bronze'],
      ['e4', 4, null],
      ['e5', 5, null],
      ['e6', 5, null],
      ['e7', 7, null],
      ['e8', 7, null],
    ]);
  });

  it('leaves a medal vacant when nobody could box the bout that decides it', () => {
    let s = createDraw('single-elimination', entries(4), { thirdPlaceBout: true });
    s = seedsWin(win(win(s, 'W1-1', 'e1'), 'W1-2', 'e2'));
    const both = withdraw(withdraw(s, 'e3').state, 'e4').state;
    expect(getBout(both, 'T1-1').status).toBe('completed');
    let t = createDraw('single-elimination', entries(4), { thirdPlaceBout: true });
    t = win(win(t, 'W1-1', 'e1'), 'W1-2', 'e2');
    t = withdraw(withdraw(t, 'e3').state, 'e4').state;
    t = withdraw(withdraw(t, 'e1').state, 'e2').state;
    expect(getBout(t, 'T1-1').status).toBe('cancelled');
    expect(getBout(t, 'W2-1').status).toBe('cancelled');
    expect(ranking(t).placings.map((p) => [p.entryId, p.place])).toEqual([
      ['e1', 2],
      ['e2', 2],
      ['e3', 4],
      ['e4', 4],
    ]);
  });

  it('handles a grand final nobody can box and a final decided by a bye', () => {
    let s = createDraw('double-elimination', entries(2));
    s = withdraw(s, 'e2').state;
    expect(getBout(s, 'W1-1').status).toBe('completed');
    expect(getBout(s, 'F1-1').status).toBe('completed');
    // Nobody boxed: the places stand, the medals are withheld (issue 13).
    expect(places(s)).toEqual([
      ['e1', 1, null],
      ['e2', 2, null],
    ]);
    expect(ranking(s).placings.map((p) => p.medalWithheld)).toEqual(['did-not-box', 'did-not-box']);
    let t = createDraw('double-elimination', entries(3));
    t = withdraw(withdraw(t, 'e2').state, 'e3').state;
    expect(getBout(t, 'F1-1')).toMatchObject({ status: 'bye', winner: 'e1' });
    expect(ranking(t).placings[0]).toMatchObject({ entryId: 'e1', place: 1 });
  });

  it('plays a large double elimination through (routing past 128 boxers)', () => {
    const s = playThrough(createDraw('double-elimination', entries(300), { seed: 2 }), createPrng(9)).state;
    const r = ranking(s);
    expect(r.complete).toBe(true);
    expect(r.placings.filter((p) => p.place === 1)).toHaveLength(1);
    // Everyone but the champion lost exactly twice (a grand-final loss counts once).
    const losses = new Map<string, number>();
    for (const b of allBouts(s))
      if (b.result) losses.set(b.result.loser!, (losses.get(b.result.loser!) ?? 0) + 1);
    expect([...losses.values()].filter((n) => n > 2)).toEqual([]);
  });
});
