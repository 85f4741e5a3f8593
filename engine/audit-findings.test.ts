// The rule defects an outside audit of the engine found (issue 13), one describe block each. Every test
// here failed before its fix.
import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { EngineError } from './errors';
import { notices } from './notices';
import { recordResult, reinstate, withdraw } from './progression';
import { ranking } from './ranking';
import { decideBout } from './scoring';
import { standings } from './standings';
import { allBouts, getBout, readyBouts } from './state';
import { resolveRules } from './rules';
import type { CategoryDraw, Entry, ResultInput, Scorecard } from './types';

const entries = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    name: `Boxer ${i + 1}`,
    club: `Club ${i + 1}`,
    seed: i + 1,
  }));
const wo = (winner: string): ResultInput => ({ outcome: 'WO', winner });
const ko = (winner: string, round = 1): ResultInput => ({ outcome: 'KO', winner, round });
const rsc = (winner: string, outcome: 'RSC' | 'RSC-I' = 'RSC', round = 2): ResultInput => ({
  outcome,
  winner,
  round,
});

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return (error as EngineError).code;
  }
  throw new Error('expected an EngineError');
}

/** The pool bout between two boxers, whoever is in which corner. */
const boutOf = (state: CategoryDraw, a: string, b: string) =>
  allBouts(state).find((x) => x.slots.includes(a) && x.slots.includes(b))!;

describe('1. a boxer stopped by a blow to the head does not box again in the event', () => {
  it('double elimination: the losers of a KO and an RSC-I do not meet in the losers’ bracket', () => {
    let s = createDraw('double-elimination', entries(8));
    s = recordResult(s, 'W1-1', ko('e1')).state;
    s = recordResult(s, 'W1-2', rsc('e4', 'RSC-I')).state;
    // Both losers are suspended: nobody is left to box L1-1.
    expect(getBout(s, 'L1-1')).toMatchObject({ slots: ['e8', 'e5'], status: 'cancelled', winner: null });
    // One suspended loser: the other boxer has a walkover.
    s = recordResult(s, 'W1-3', ko('e2')).state;
    s = recordResult(s, 'W1-4', rsc('e3')).state;
    expect(getBout(s, 'L1-2')).toMatchObject({ slots: ['e7', 'e6'], status: 'completed', winner: 'e6' });
    expect(getBout(s, 'L1-2').result).toMatchObject({ outcome: 'WO', loser: 'e7', auto: true });
    expect(code(() => recordResult(s, 'L1-2', ko('e7')))).toBe('WINNER_SUSPENDED');
  });

  it('single elimination: a semi-finalist stopped by KO gives a walkover in the bout for third place', () => {
    let s = createDraw('single-elimination', entries(4), { thirdPlaceBout: true });
    s = recordResult(s, 'W1-1', ko('e1', 2)).state;
    s = recordResult(s, 'W1-2', wo('e2')).state;
    expect(getBout(s, 'T1-1')).toMatchObject({ status: 'completed', winner: 'e3' });
  });

  it('round robin: the remaining bouts of the stopped boxer are walkovers to the opponents', () => {
    let s = createDraw('round-robin', entries(4));
    const first = boutOf(s, 'e1', 'e2');
    s = recordResult(s, first.id, ko('e2')).state;
    expect(boutOf(s, 'e1', 'e3')).toMatchObject({ status: 'completed', winner: 'e3' });
    expect(boutOf(s, 'e1', 'e4')).toMatchObject({ status: 'completed', winner: 'e4' });
    expect(boutOf(s, 'e1', 'e3').result).toMatchObject({ outcome: 'WO', auto: true });
    expect(readyBouts(s)).toHaveLength(3);
    // An RSC (not a head blow) suspends nobody.
    const other = boutOf(s, 'e3', 'e4');
    const after = recordResult(s, other.id, rsc('e3')).state;
    expect(readyBouts(after)).toHaveLength(2);
    // Correcting the KO lifts the suspension: the walkovers it caused go.
    const corrected = recordResult(s, first.id, rsc('e2')).state;
    expect(boutOf(corrected, 'e1', 'e3')).toMatchObject({ status: 'ready', result: null });
  });

  it('Swiss system: the stopped boxer is not paired again', () => {
    let s = createDraw('swiss-system', entries(8), { rounds: 3 });
    s = recordResult(s, 'S1-1', ko('e1')).state;
    for (const b of readyBouts(s)) s = recordResult(s, b.id, wo(b.slots[0] as string)).state;
    expect(s.rounds).toHaveLength(2);
    expect(s.rounds[1]!.bouts.flatMap((b) => b.slots)).not.toContain('e5');
    expect(s.rounds[1]!.bouts.at(-1)!.slots).toEqual([expect.any(String), 'bye']);
  });
});

describe('1. (corrections) a suspension goes with the knockout that caused it', () => {
  it('lifts it when reinstating a boxer voids the knockout', () => {
    let s = createDraw('double-elimination', entries(4));
    s = withdraw(s, 'e4').state;
    s = recordResult(s, 'W1-2', wo('e2')).state;
    // e1 had a walkover against e4, then knocked e2 out in W2-1: e2's losers'-bracket bout is a walkover.
    s = recordResult(s, 'W2-1', ko('e1')).state;
    expect(s.suspended).toEqual({ e2: { bout: 'W2-1' } });
    expect(getBout(s, 'L2-1')).toMatchObject({ status: 'completed', winner: 'e3' });
    // e4 is back: W1-1 is to be boxed, so W2-1 and the knockout in it no longer stand.
    const back = reinstate(s, 'e4');
    expect(back.voided).toEqual(['W2-1']);
    expect(back.state.suspended).toEqual({});
    expect(getBout(back.state, 'L2-1').status).toBe('waiting');
  });
});

describe('2. a withdrawn boxer cannot win a bout', () => {
  it('refuses a result that names a withdrawn boxer as the winner, and nobody advances', () => {
    let s = createDraw('single-elimination', entries(8));
    s = recordResult(s, 'W1-1', wo('e1')).state;
    s = recordResult(s, 'W1-2', wo('e4')).state;
    s = withdraw(s, 'e1', 'medical').state;
    expect(getBout(s, 'W2-1').result).toMatchObject({ outcome: 'WO', winner: 'e4', auto: true });
    let error: unknown;
    try {
      recordResult(s, 'W2-1', ko('e1'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'WINNER_WITHDRAWN', details: { entryId: 'e1' } });
    expect((error as Error).message).toMatch(/e1 has withdrawn/);
    expect(getBout(s, 'W3-1').slots).toEqual(['e4', null]);
  });
});

describe('3. a Swiss correction leaves bouts already boxed standing', () => {
  it('re-pairs only the rounds not yet started', () => {
    // 16 boxers, round 1 and round 2 boxed; round 3 paired but not started.
    let s = createDraw('swiss-system', entries(16), { rounds: 4 });
    for (let round = 0; round < 2; round++)
      for (const b of readyBouts(s)) s = recordResult(s, b.id, wo(b.slots[0] as string)).state;
    expect(s.rounds).toHaveLength(3);
    const round2 = s.rounds[1]!;
    expect(round2.bouts.filter((b) => b.result)).toHaveLength(8);
    const corrected = recordResult(s, 'S1-1', wo('e9'));
    expect(corrected.voided).toEqual([]);
    expect(corrected.state.rounds[1]!.bouts.map((b) => b.result)).toEqual(round2.bouts.map((b) => b.result));
    // Round 3 is paired again from the corrected scores: e9 now has 2 wins and meets a boxer on 2.
    const r3 = corrected.state.rounds[2]!;
    const e9 = r3.bouts.find((b) => b.slots.includes('e9'))!;
    const opponent = e9.slots.find((x) => x !== 'e9')!;
    expect(standings(corrected.state).find((r) => r.entryId === opponent)!.wins).toBe(2);
    expect(standings(corrected.state).find((r) => r.entryId === 'e9')!.wins).toBe(2);
  });

  it('keeps a round as paired once one of its bouts has been boxed', () => {
    let s = createDraw('swiss-system', entries(8), { rounds: 3 });
    for (const b of readyBouts(s)) s = recordResult(s, b.id, wo(b.slots[0] as string)).state;
    const first = readyBouts(s)[0]!;
    s = recordResult(s, first.id, wo(first.slots[0] as string)).state;
    const pairings = s.rounds[1]!.bouts.map((b) => b.slots);
    const corrected = recordResult(s, 'S1-2', wo(getBout(s, 'S1-2').slots[1] as string));
    expect(corrected.voided).toEqual([]);
    expect(corrected.state.rounds[1]!.bouts.map((b) => b.slots)).toEqual(pairings);
    expect(getBout(corrected.state, first.id).result).toBe(getBout(s, first.id).result);
  });
});

describe('4. every judge names a winner on a card', () => {
  const rules = resolveRules(undefined);
  const card = (rounds: string, preferred?: 0 | 1): Scorecard => ({
    rounds: [...rounds].map((r): [number, number] => (r === 'R' ? [10, 9] : r === 'B' ? [9, 10] : [10, 8])),
    ...(preferred === undefined ? {} : { preferred }),
  });
  // 'X' is a 10-8 round for red: with two 9-10 rounds the card is level, 28-28.
  it('refuses a level card without the judge’s choice', () => {
    expect(code(() => decideBout([card('RRB'), card('RBR'), card('XBB')], [0, 0], rules))).toBe(
      'INVALID_SCORECARD',
    );
    const five = resolveRules({ judges: 5 });
    expect(
      code(() => decideBout([card('RRB'), card('RBR'), card('BBR'), card('BRB'), card('XBB')], [0, 0], five)),
    ).toBe('INVALID_SCORECARD');
  });

  it('counts the judge’s choice: decisions are unanimous or split', () => {
    expect(decideBout([card('RRB'), card('RBR'), card('XBB', 0)], [0, 0], rules)).toMatchObject({
      winner: 0,
      verdict: 'unanimous',
      votes: [3, 0],
    });
    expect(decideBout([card('RRB'), card('RBR'), card('XBB', 1)], [0, 0], rules)).toMatchObject({
      winner: 0,
      verdict: 'split',
    });
    const five = resolveRules({ judges: 5 });
    expect(
      decideBout([card('RRB'), card('RBR'), card('BBR'), card('BRB'), card('XBB', 1)], [0, 0], five),
    ).toMatchObject({ winner: 1, verdict: 'split', votes: [2, 3] });
  });

  it('a round robin that allows draws keeps a level card level; no majority is a draw', () => {
    let s = createDraw('round-robin', entries(3), { rules: { draws: true } });
    const bout = boutOf(s, 'e1', 'e2');
    const change = recordResult(s, bout.id, {
      outcome: 'WP',
      scorecards: [card('RRB'), card('BBR'), card('XBB')],
    });
    s = change.state;
    expect(getBout(s, bout.id)).toMatchObject({ status: 'completed', winner: null });
    expect(getBout(s, bout.id).result).toMatchObject({ outcome: 'DRAW', winner: null, loser: null });
    expect(change.reclassified).toMatchObject({ from: 'WP', to: 'DRAW' });
    const row = standings(s).find((r) => r.entryId === 'e1')!;
    expect(row).toMatchObject({ wins: 0, losses: 0, draws: 1, bouts: 1 });
    // A majority still wins.
    const next = boutOf(s, 'e1', 'e3');
    expect(
      recordResult(s, next.id, { outcome: 'WP', scorecards: [card('RRB'), card('RBR'), card('XBB')] }).state,
    ).toSatisfy((t: CategoryDraw) => getBout(t, next.id).winner === next.slots[0]);
    // Draws are an option of round robins only.
    expect(code(() => createDraw('single-elimination', entries(4), { rules: { draws: true } }))).toBe(
      'INVALID_OPTIONS',
    );
    expect(code(() => createDraw('round-robin', entries(4), { rules: { draws: 'yes' as never } }))).toBe(
      'INVALID_RULES',
    );
    // A draw entered as such: the cards must give one, and it names no winner.
    const third = boutOf(s, 'e2', 'e3');
    const level = [card('RRB'), card('BBR'), card('XBB')];
    const drawn = recordResult(s, third.id, { outcome: 'DRAW', scorecards: level });
    expect(drawn.reclassified).toBeUndefined();
    expect(getBout(drawn.state, third.id).result).toMatchObject({ outcome: 'DRAW', winner: null });
    expect(getBout(drawn.state, third.id).result).not.toHaveProperty('verdict');
    const bad = (input: unknown) => code(() => recordResult(s, third.id, input as ResultInput));
    expect(bad({ outcome: 'DRAW', scorecards: level, winner: third.slots[0] })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'DRAW', scorecards: [card('RRB'), card('RBR'), card('XBB')] })).toBe(
      'INVALID_RESULT',
    );
    expect(bad({ outcome: 'DRAW' })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'WP', scorecards: level, winner: third.slots[0] })).toBe('INVALID_RESULT');
    const elsewhere = createDraw('round-robin', entries(2));
    expect(code(() => recordResult(elsewhere, 'P1-1', { outcome: 'DRAW', scorecards: level }))).toBe(
      'INVALID_RESULT',
    );
    // A draw is half a win each way in the table.
    expect(standings(drawn.state).find((r) => r.entryId === 'e3')).toMatchObject({ draws: 1, score: 0.5 });
  });
});

describe('5. a medal goes only to a boxer who boxed', () => {
  it('gives no bronze to a boxer who withdrew before boxing', () => {
    let s = createDraw('single-elimination', entries(3));
    s = withdraw(s, 'e3').state;
    s = recordResult(s, 'W2-1', {
      outcome: 'RSC',
      winner: 'e1',
      round: 2,
    }).state;
    const placings = ranking(s).placings;
    expect(placings.map((p) => [p.entryId, p.place, p.medal ?? null])).toEqual([
      ['e1', 1, 'gold'],
      ['e2', 2, 'silver'],
      ['e3', 3, null],
    ]);
    expect(placings[2]).toMatchObject({ medalWithheld: 'did-not-box' });
  });
});

describe('6. a bye after round 1 is reported', () => {
  it('reports the second bye of a boxer whose next opponents both withdrew', () => {
    // Six boxers: e1 and e2 have byes in round 1; e1 meets the winner of e4 v e5.
    let s = createDraw('single-elimination', entries(6));
    s = withdraw(s, 'e4').state;
    s = withdraw(s, 'e5').state;
    expect(getBout(s, 'W2-1')).toMatchObject({ status: 'bye', winner: 'e1' });
    expect(notices(s)).toContainEqual({
      code: 'SECOND_BYE',
      message: 'e1 goes through W2-1 without a bout, after a bye in W1-1: nobody is left to box W1-2',
      entryId: 'e1',
      bout: 'W2-1',
    });
  });
});

describe('7. a stoppage counts in round-robin tie-breaks', () => {
  it('ranks wins, then head to head, then wins inside the distance, then card points', () => {
    // e1 stops e2, e2 outpoints e3 clearly, e3 outpoints e1 narrowly: one win each, one each head to head.
    const wp = (winner: 0 | 1, margin: number): ResultInput => {
      const round = (): [number, number] => (winner === 0 ? [10, 10 - margin] : [10 - margin, 10]);
      const rounds: Array<[number, number]> = [round(), [10, 9], [9, 10]];
      return { outcome: 'WP', scorecards: [{ rounds }, { rounds }, { rounds }] };
    };
    let s = createDraw('round-robin', entries(3));
    const ab = boutOf(s, 'e1', 'e2');
    s = recordResult(s, ab.id, rsc('e1')).state;
    const bc = boutOf(s, 'e2', 'e3');
    s = recordResult(s, bc.id, wp(bc.slots[0] === 'e2' ? 0 : 1, 1)).state;
    const ca = boutOf(s, 'e3', 'e1');
    s = recordResult(s, ca.id, wp(ca.slots[0] === 'e3' ? 0 : 1, 2)).state;
    const rows = standings(s);
    expect(rows.map((r) => [r.entryId, r.wins, r.winsInsideDistance])).toEqual([
      ['e1', 1, 1],
      ['e3', 1, 0],
      ['e2', 1, 0],
    ]);
    expect(s.tieBreakers).toEqual(['wins', 'head-to-head', 'wins-inside-distance', 'card-points']);
  });
});

describe('8. a result the engine changes says so', () => {
  it('reports a decision on points that a third warning turned into a disqualification', () => {
    const s = createDraw('single-elimination', entries(2));
    const rounds: Array<[number, number]> = [
      [10, 9],
      [10, 9],
      [10, 9],
    ];
    const change = recordResult(s, 'W1-1', {
      outcome: 'WP',
      scorecards: [{ rounds }, { rounds }, { rounds }],
      warnings: [3, 0],
    });
    expect(getBout(change.state, 'W1-1').result).toMatchObject({ outcome: 'DSQ', winner: 'e2' });
    expect(change.reclassified).toEqual({
      from: 'WP',
      to: 'DSQ',
      reason: 'e1 had a third warning, which disqualifies: the bout goes to e2 by DSQ, not on points',
    });
    expect(
      recordResult(s, 'W1-1', { outcome: 'WP', scorecards: [{ rounds }, { rounds }, { rounds }] }),
    ).not.toHaveProperty('reclassified');
  });
});

describe('9. a withdrawal leaves what was boxed standing', () => {
  // Six boxers: e1 and e2 have byes in round 1 (W1-1, W1-3); e1 meets the winner of e4 v e5 in W2-1.
  const six = (format: 'single-elimination' | 'double-elimination'): CategoryDraw => {
    let s = createDraw(format, entries(6));
    s = recordResult(s, 'W1-2', rsc('e4')).state;
    return recordResult(s, 'W1-4', rsc('e3')).state;
  };

  it('single elimination: a boxer who had a bye and has since boxed keeps the bye and the win', () => {
    const s = recordResult(six('single-elimination'), 'W2-1', rsc('e1')).state;
    const change = withdraw(s, 'e1', 'medical');
    expect(change.voided).toEqual([]);
    expect(change.state.audit.at(-1)).toMatchObject({ action: 'withdrawal', entryId: 'e1', voided: [] });
    expect(getBout(change.state, 'W1-1')).toMatchObject({ status: 'bye', winner: 'e1' });
    expect(getBout(change.state, 'W2-1')).toBe(getBout(s, 'W2-1'));
    // The bout still to box is a walkover to the opponent.
    const next = recordResult(change.state, 'W2-2', rsc('e2')).state;
    expect(getBout(next, 'W3-1')).toMatchObject({ slots: ['e1', 'e2'], status: 'completed', winner: 'e2' });
    expect(getBout(next, 'W3-1').result).toMatchObject({ outcome: 'WO', loser: 'e1', auto: true });
    expect(notices(next)).toEqual([]);
  });

  it('single elimination: a walkover the boxer had before boxing stands too', () => {
    let s = createDraw('single-elimination', entries(8));
    s = withdraw(s, 'e8').state;
    s = recordResult(s, 'W1-2', rsc('e4')).state;
    s = recordResult(s, 'W2-1', rsc('e1')).state;
    const change = withdraw(s, 'e1');
    expect(change.voided).toEqual([]);
    expect(getBout(change.state, 'W1-1')).toMatchObject({ status: 'completed', winner: 'e1' });
    expect(getBout(change.state, 'W2-1')).toMatchObject({ status: 'completed', winner: 'e1' });
    // Reinstating and withdrawing again changes nothing that was boxed.
    const again = withdraw(reinstate(change.state, 'e1').state, 'e1');
    expect(again.voided).toEqual([]);
    expect(getBout(again.state, 'W2-1').result).toBe(getBout(s, 'W2-1').result);
  });

  it('single elimination: a boxer who withdraws before boxing gives up the bye, as before', () => {
    const change = withdraw(six('single-elimination'), 'e1');
    expect(getBout(change.state, 'W1-1').status).toBe('cancelled');
    expect(getBout(change.state, 'W2-1')).toMatchObject({ status: 'bye', winner: 'e4' });
  });

  it('double elimination: the losers’ bracket bout is a walkover; the winners’ bracket result stands', () => {
    const s = recordResult(six('double-elimination'), 'W2-1', rsc('e4')).state;
    expect(getBout(s, 'L2-2')).toMatchObject({ slots: ['e1', 'e6'], status: 'ready' });
    const change = withdraw(s, 'e1');
    expect(change.voided).toEqual([]);
    expect(getBout(change.state, 'W2-1')).toBe(getBout(s, 'W2-1'));
    expect(getBout(change.state, 'L2-2')).toMatchObject({
      slots: ['e1', 'e6'],
      status: 'completed',
      winner: 'e6',
    });
    // e6 had a bye in L1-2: a walkover now, not a second bye.
    expect(notices(change.state).map((n) => n.code)).toEqual(['BYE_THEN_WALKOVER']);
  });

  it('Swiss system: a bye before a bout boxed stands, with its point', () => {
    let s = createDraw('swiss-system', entries(5), { rounds: 3 });
    for (const b of readyBouts(s)) s = recordResult(s, b.id, rsc(b.slots[0] as string)).state;
    const bye = s.rounds[0]!.bouts.find((b) => b.status === 'bye')!;
    const boxer = bye.winner!;
    const bout = s.rounds[1]!.bouts.find((b) => b.slots.includes(boxer))!;
    s = recordResult(s, bout.id, rsc(boxer)).state;
    const before = standings(s);
    const change = withdraw(s, boxer);
    expect(change.changed).toEqual([]);
    expect(getBout(change.state, bye.id)).toBe(bye);
    // The table is as it was, but for the withdrawal.
    expect(standings(change.state).map(({ withdrawn: _, rank: __, ...row }) => row)).toEqual(
      before.map(({ rank: _, ...row }) => row),
    );
  });

  it('Swiss system: a walkover before a bout boxed stands', () => {
    let s = createDraw('swiss-system', entries(8), { rounds: 3 });
    const first = getBout(s, 'S1-1');
    const [red, blue] = first.slots as [string, string];
    s = withdraw(s, blue).state;
    for (const b of readyBouts(s)) s = recordResult(s, b.id, rsc(b.slots[0] as string)).state;
    const bout = s.rounds[1]!.bouts.find((b) => b.slots.includes(red))!;
    s = recordResult(s, bout.id, rsc(bout.slots.find((x) => x !== red) as string)).state;
    const change = withdraw(s, red);
    expect(getBout(change.state, 'S1-1')).toMatchObject({ status: 'completed', winner: red });
    expect(standings(change.state).find((r) => r.entryId === red)).toMatchObject({ wins: 1, losses: 1 });
  });

  it('round robin: results stand and the bouts still to box are walkovers', () => {
    let s = createDraw('round-robin', entries(4));
    const boxed = boutOf(s, 'e1', 'e2');
    s = recordResult(s, boxed.id, rsc('e1')).state;
    const change = withdraw(s, 'e1');
    expect(change.voided).toEqual([]);
    expect(boutOf(change.state, 'e1', 'e2').result).toBe(boutOf(s, 'e1', 'e2').result);
    for (const other of ['e3', 'e4'])
      expect(boutOf(change.state, 'e1', other)).toMatchObject({ status: 'completed', winner: other });
  });
});
