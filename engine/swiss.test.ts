import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { notices } from './notices';
import { recordResult, withdraw } from './progression';
import { createPrng } from './prng';
import { standings } from './standings';
import { playThrough } from './simulation';
import { allBouts, getBout, isComplete, readyBouts } from './state';
import type { Entry, CategoryDraw } from './types';

const entries = (n: number, club = (i: number) => `Club ${i}`): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    name: `Boxer ${i + 1}`,
    club: club(i + 1),
    seed: i + 1,
  }));

/** Every ready bout to the red corner. */
function redWins(state: CategoryDraw): CategoryDraw {
  let s = state;
  for (const b of readyBouts(s))
    s = recordResult(s, b.id, { outcome: 'WO', winner: b.slots[0] as string }).state;
  return s;
}

describe('Swiss system', () => {
  it('pairs top half against bottom half in round 1, then inside the score groups', () => {
    let s = createDraw('swiss-system', entries(8));
    expect(s.plannedRounds).toBe(3);
    expect(s.rounds[0]!.bouts.map((b) => b.slots)).toEqual([
      ['e1', 'e5'],
      ['e2', 'e6'],
      ['e3', 'e7'],
      ['e4', 'e8'],
    ]);
    s = redWins(s);
    // Winners e1-e4 on 1 point, losers e5-e8 on 0.
    expect(s.rounds[1]!.bouts.map((b) => b.slots)).toEqual([
      ['e1', 'e3'],
      ['e2', 'e4'],
      ['e5', 'e7'],
      ['e6', 'e8'],
    ]);
    s = redWins(redWins(s));
    expect(isComplete(s)).toBe(true);
    expect(s.rounds).toHaveLength(3);
    expect(standings(s)[0]).toMatchObject({ entryId: 'e1', wins: 3, score: 3 });
  });

  it('keeps clubmates apart in round 1 when it can', () => {
    const s = createDraw(
      'swiss-system',
      entries(8, (i) => (i <= 4 ? 'A' : 'B')),
    );
    const club = (id: string) => (Number(id.slice(1)) <= 4 ? 'A' : 'B');
    for (const b of s.rounds[0]!.bouts)
      expect(club(b.slots[0] as string)).not.toBe(club(b.slots[1] as string));
    // One club with more than half the boxers: some clubmates have to meet.
    const crowded = createDraw(
      'swiss-system',
      entries(6, (i) => (i <= 4 ? 'A' : 'B')),
    );
    expect(crowded.rounds[0]!.bouts).toHaveLength(3);
  });

  it('re-pairs the later rounds not yet started when an earlier result is corrected; bouts boxed stand', () => {
    let s = createDraw('swiss-system', entries(8));
    s = redWins(s);
    s = redWins(s);
    const before = s.rounds[2]!.bouts.map((b) => b.slots);
    // e1 lost to e5 after all: the score groups change, but round 2 has been boxed and stands (issue 13).
    const corrected = recordResult(s, 'S1-1', { outcome: 'WO', winner: 'e5' });
    expect(corrected.voided).toEqual([]);
    expect(corrected.state.rounds).toHaveLength(3);
    expect(corrected.state.rounds[1]!.bouts.map((b) => b.slots)).toEqual(
      s.rounds[1]!.bouts.map((b) => b.slots),
    );
    expect(before).toHaveLength(4);
    // Every round-2 bout keeps its boxers and its result.
    const kept = corrected.state.rounds[1]!.bouts.filter((b) => b.result);
    expect(kept).toHaveLength(4);
    for (const b of kept) expect(getBout(s, b.id).result).toBe(b.result);
    // Round 3 was not started: it is paired again from the corrected scores, e5 now among the leaders.
    expect(corrected.state.rounds[2]!.bouts.map((b) => b.slots)).not.toEqual(before);
    expect(corrected.changed.filter((id) => id.startsWith('S3-')).length).toBeGreaterThan(0);
    // A correction in the last round re-pairs nothing.
    const last = recordResult(s, 'S2-1', { outcome: 'WO', winner: getBout(s, 'S2-1').slots[1] as string });
    expect(last.state.rounds).toHaveLength(3);
  });

  it('ends early, with a notice, when no round can be paired', () => {
    let s = createDraw('swiss-system', entries(4), { rounds: 3 });
    s = redWins(s);
    // Everyone but two boxers who have met already withdraws.
    const [a, b] = s.rounds[0]!.bouts[0]!.slots as [string, string];
    for (const e of s.entries) if (e.id !== a && e.id !== b) s = withdraw(s, e.id).state;
    s = redWins(s);
    expect(isComplete(s)).toBe(true);
    expect(notices(s).map((n) => n.code)).toContain('SWISS_ENDED_EARLY');
    // Down to one boxer when round 1 ends.
    let t = createDraw('swiss-system', entries(4), { rounds: 2 });
    for (const id of ['e2', 'e4', 'e3']) t = withdraw(t, id).state;
    expect(t.rounds).toHaveLength(1);
    expect(isComplete(t)).toBe(true);
    expect(notices(t).find((n) => n.code === 'SWISS_ENDED_EARLY')!.message).toMatch(/could not be paired/);
  });

  it('gives the bye to the lowest-ranked boxer who has not had one', () => {
    // Officiating without knockouts, so that nobody is suspended and all seven box every round.
    const { state } = playThrough(
      createDraw('swiss-system', entries(7), { rounds: 5 }),
      createPrng(4),
      (b) => ({
        outcome: 'RSC',
        winner: b.slots[0] as string,
        round: 1,
      }),
    );
    const byes = allBouts(state).filter((b) => b.status === 'bye');
    expect(byes).toHaveLength(5);
    expect(new Set(byes.map((b) => b.winner)).size).toBe(5);
    expect(byes[0]!.winner).toBe('e7');
  });
});
