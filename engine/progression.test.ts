import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { EngineError } from './errors';
import { notices } from './notices';
import { recordResult, reinstate, withdraw } from './progression';
import { ranking } from './ranking';
import { allBouts, getBout, isComplete, readyBouts } from './state';
import type { Entry, ResultInput, Scorecard, CategoryDraw } from './types';

const entries = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    name: `Boxer ${i + 1}`,
    club: `Club ${i + 1}`,
    seed: i + 1,
  }));
const card = (red: boolean): Scorecard => ({
  rounds: [red ? [10, 9] : [9, 10], [10, 9], red ? [10, 8] : [8, 10]],
});
const points = (red: boolean): ResultInput => ({
  outcome: 'WP',
  scorecards: [card(red), card(red), card(red)],
});
const wo = (winner: string): ResultInput => ({ outcome: 'WO', winner });

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return (error as EngineError).code;
  }
  throw new Error('expected an EngineError');
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Records results in order, each winner given by id. */
function win(state: CategoryDraw, ...results: Array<[string, string]>): CategoryDraw {
  return results.reduce((s, [bout, winner]) => recordResult(s, bout, wo(winner)).state, state);
}

describe('recordResult', () => {
  const se8 = () => createDraw('single-elimination', entries(8));

  it('moves the winner on and keeps the decision', () => {
    const { state, voided, changed } = recordResult(se8(), 'W1-1', points(true));
    expect(voided).toEqual([]);
    expect(changed).toEqual(['W2-1']);
    const bout = getBout(state, 'W1-1');
    expect(bout).toMatchObject({ status: 'completed', winner: 'e1' });
    expect(bout.result).toMatchObject({
      outcome: 'WP',
      verdict: 'unanimous',
      loser: 'e8',
      corners: ['e1', 'e8'],
    });
    expect(bout.result!.totals).toEqual([
      [30, 26],
      [30, 26],
      [30, 26],
    ]);
    expect(getBout(state, 'W2-1').slots).toEqual(['e1', null]);
  });

  it('records every kind of outcome', () => {
    let s = se8();
    s = recordResult(s, 'W1-1', { outcome: 'RSC', winner: 'e8', round: 2 }).state;
    expect(getBout(s, 'W1-1').result).toMatchObject({ outcome: 'RSC', winner: 'e8', round: 2 });
    s = recordResult(s, 'W1-2', {
      outcome: 'KO',
      winner: 'e4',
      round: 1,
      scorecards: [card(true), card(true), card(false)].map((c) => ({ rounds: c.rounds.slice(0, 1) })),
    }).state;
    expect(getBout(s, 'W1-2').result!.totals).toEqual([
      [10, 9],
      [10, 9],
      [9, 10],
    ]);
    s = recordResult(s, 'W1-3', { outcome: 'RSC-I', winner: 'e2', round: 3, warnings: [1, 2] }).state;
    expect(getBout(s, 'W1-3').result!.warnings).toEqual([1, 2]);
    s = recordResult(s, 'W1-4', { outcome: 'DSQ', warnings: [0, 3] }).state;
    expect(getBout(s, 'W1-4').result).toMatchObject({ outcome: 'DSQ', winner: 'e3' });
    s = recordResult(s, 'W2-1', { outcome: 'DSQ', winner: 'e4' }).state;
    s = recordResult(s, 'W2-2', { outcome: 'ABD', winner: 'e3', round: 1 }).state;
    // A third warning turns a decision on points into a disqualification.
    s = recordResult(s, 'W3-1', { ...points(true), warnings: [3, 0] }).state;
    expect(getBout(s, 'W3-1').result).toMatchObject({ outcome: 'DSQ', winner: 'e3', loser: 'e4' });
    s = recordResult(s, 'W3-1', {
      outcome: 'DSQ',
      warnings: [0, 3],
      scorecards: [card(true), card(true), card(true)],
    }).state;
    expect(getBout(s, 'W3-1').result).toMatchObject({ outcome: 'DSQ', winner: 'e4' });
    expect(isComplete(s)).toBe(true);
  });

  it('refuses results it cannot take, with a code the server can map to a 4xx', () => {
    const s = se8();
    expect(code(() => recordResult(s, 'W9-1', points(true)))).toBe('UNKNOWN_BOUT');
    for (const id of ['W1-9', 'W1-0', 'W1-1x', 'X', '', 'W-1', 'L1-1', 'P1-1', 'Wa-1'])
      expect(code(() => recordResult(s, id, points(true)))).toBe('UNKNOWN_BOUT');
    expect(code(() => recordResult(s, 5 as unknown as string, points(true)))).toBe('UNKNOWN_BOUT');
    expect(code(() => recordResult(s, 'W2-1', points(true)))).toBe('BOUT_NOT_READY');
    expect(code(() => recordResult(createDraw('single-elimination', entries(5)), 'W1-1', wo('e1')))).toBe(
      'BOUT_NOT_READY',
    );
    expect(code(() => recordResult(s, 'W1-1', wo('e2')))).toBe('WINNER_NOT_IN_BOUT');
    const bad = (input: unknown) => code(() => recordResult(s, 'W1-1', input as ResultInput));
    expect(bad(null)).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'TKO', winner: 'e1' })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'WP' })).toBe('INVALID_RESULT');
    expect(bad({ ...points(true), winner: 'e8' })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'DSQ', warnings: [3, 0], winner: 'e1' })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'RSC', winner: 'e1' })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'RSC', winner: 'e1', round: 4 })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'KO', round: 1 })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'DSQ' })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'RSC', winner: 'e1', round: 1, warnings: [0, 3] })).toBe('INVALID_WARNINGS');
    expect(bad({ outcome: 'WO', winner: 'e1', round: 1 })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'WO', winner: 'e1', warnings: [1, 0] })).toBe('INVALID_RESULT');
    expect(bad({ outcome: 'WO', winner: 'e1', scorecards: [] })).toBe('INVALID_RESULT');
    expect(
      bad({ outcome: 'KO', winner: 'e1', round: 1, scorecards: [card(true), card(true), card(true)] }),
    ).toBe('INVALID_SCORECARD');
    expect(bad({ ...points(true), scorecards: [card(true)] })).toBe('INVALID_SCORECARD');
    expect(code(() => recordResult({} as CategoryDraw, 'W1-1', points(true)))).toBe('INVALID_STATE');
    expect(code(() => recordResult(null as unknown as CategoryDraw, 'W1-1', points(true)))).toBe(
      'INVALID_STATE',
    );
  });

  it('voids the results downstream of a corrected result, never leaving a stale winner', () => {
    let s = win(
      se8(),
      ['W1-1', 'e1'],
      ['W1-2', 'e4'],
      ['W1-3', 'e2'],
      ['W1-4', 'e3'],
      ['W2-1', 'e1'],
      ['W2-2', 'e2'],
    );
    s = win(s, ['W3-1', 'e1']);
    const corrected = recordResult(s, 'W1-1', wo('e8'));
    expect(corrected.voided).toEqual(['W2-1', 'W3-1']);
    expect(corrected.changed).toEqual(['W2-1', 'W3-1']);
    const after = corrected.state;
    expect(getBout(after, 'W2-1')).toMatchObject({
      slots: ['e8', 'e4'],
      status: 'ready',
      winner: null,
      result: null,
    });
    expect(getBout(after, 'W3-1')).toMatchObject({ slots: [null, 'e2'], status: 'waiting', winner: null });
    // The same result again changes nothing.
    const again = recordResult(after, 'W1-1', wo('e8'));
    expect(again.voided).toEqual([]);
    expect(again.changed).toEqual([]);
    // A correction that keeps the winner keeps everything after it.
    const kept = recordResult(s, 'W1-1', { outcome: 'RSC', winner: 'e1', round: 1 });
    expect(kept.voided).toEqual([]);
    expect(getBout(kept.state, 'W3-1').result).toEqual(getBout(s, 'W3-1').result);
  });

  it('routes the loser in double elimination and re-routes on correction', () => {
    let s = createDraw('double-elimination', entries(4), { grandFinalReset: true });
    s = win(s, ['W1-1', 'e1'], ['W1-2', 'e2']);
    expect(getBout(s, 'L1-1').slots).toEqual(['e4', 'e3']);
    s = win(s, ['L1-1', 'e3'], ['W2-1', 'e1']);
    expect(getBout(s, 'L2-1').slots).toEqual(['e2', 'e3']);
    s = win(s, ['L2-1', 'e3']);
    expect(getBout(s, 'F1-1').slots).toEqual(['e1', 'e3']);
    // The losers'-bracket boxer wins the grand final: the reset bout is needed.
    s = win(s, ['F1-1', 'e3']);
    expect(getBout(s, 'F2-1')).toMatchObject({ slots: ['e1', 'e3'], status: 'ready' });
    expect(isComplete(s)).toBe(false);
    s = win(s, ['F2-1', 'e1']);
    expect(
      ranking(s)
        .placings.slice(0, 2)
        .map((p) => [p.place, p.entryId]),
    ).toEqual([
      [1, 'e1'],
      [2, 'e3'],
    ]);
    // Correcting the grand final to the winners'-bracket boxer makes the reset unnecessary.
    const corrected = recordResult(s, 'F1-1', wo('e1'));
    expect(corrected.voided).toEqual(['F2-1']);
    expect(getBout(corrected.state, 'F2-1').status).toBe('cancelled');
    expect(isComplete(corrected.state)).toBe(true);
    // Correcting a winners'-bracket result re-routes its loser and voids what depended on it.
    const rerouted = recordResult(s, 'W1-2', wo('e3'));
    expect(rerouted.voided).toEqual(['W2-1', 'L1-1', 'L2-1', 'F1-1', 'F2-1']);
    expect(getBout(rerouted.state, 'L1-1').slots).toEqual(['e4', 'e2']);
    expect(getBout(rerouted.state, 'F2-1').status).toBe('waiting');
  });

  it('gives a walkover in the grand-final reset when a finalist withdraws', () => {
    let s = createDraw('double-elimination', entries(2), { grandFinalReset: true });
    s = win(s, ['W1-1', 'e1'], ['F1-1', 'e2']);
    expect(getBout(s, 'F2-1').status).toBe('ready');
    s = withdraw(s, 'e2', 'medical').state;
    expect(getBout(s, 'F2-1').result).toMatchObject({ outcome: 'WO', winner: 'e1', auto: true });
    expect(ranking(s).placings.map((p) => [p.entryId, p.place])).toEqual([
      ['e1', 1],
      ['e2', 2],
    ]);
  });

  it('finds no bout in an empty state', () => {
    const s = { ...se8(), rounds: [] };
    for (const id of ['W1-1', 'L1-1', 'P1-1']) expect(code(() => getBout(s, id))).toBe('UNKNOWN_BOUT');
  });

  it('refuses a state whose links name a bout it does not have', () => {
    const s = JSON.parse(JSON.stringify(se8())) as CategoryDraw;
    (s.rounds[1]!.bouts[0]!.sources![0] as { bout: string }).bout = 'W1-9';
    expect(code(() => recordResult(s, 'W1-1', points(true)))).toBe('UNKNOWN_BOUT');
  });

  it('takes the cards of a bout stopped by disqualification', () => {
    const s = recordResult(se8(), 'W1-1', {
      outcome: 'DSQ',
      winner: 'e8',
      scorecards: [card(true), card(true), card(true)],
    }).state;
    expect(getBout(s, 'W1-1').result).toMatchObject({ outcome: 'DSQ', winner: 'e8' });
  });

  it('leaves the state it was given untouched, and works on a state read back from JSON', () => {
    const s = deepFreeze(createDraw('double-elimination', entries(6), { grandFinalReset: true }));
    const copy = JSON.parse(JSON.stringify(s)) as CategoryDraw;
    expect(copy).toStrictEqual(s);
    const a = recordResult(s, 'W1-2', points(false));
    const b = recordResult(copy, 'W1-2', points(false));
    expect(JSON.parse(JSON.stringify(a.state))).toStrictEqual(a.state);
    expect(b.state).toStrictEqual(a.state);
    expect(withdraw(s, 'e3').state).toStrictEqual(withdraw(copy, 'e3').state);
  });
});

describe('withdraw', () => {
  it('gives walkovers for the bouts still to come and keeps results already recorded', () => {
    let s = createDraw('single-elimination', entries(8));
    s = win(s, ['W1-1', 'e1'], ['W1-2', 'e4']);
    const out = withdraw(s, 'e1');
    expect(out.voided).toEqual([]);
    expect(out.changed).toEqual(['W2-1', 'W3-1']);
    s = out.state;
    expect(getBout(s, 'W1-1').result!.winner).toBe('e1');
    expect(getBout(s, 'W2-1')).toMatchObject({ status: 'completed', winner: 'e4' });
    expect(getBout(s, 'W2-1').result).toMatchObject({ outcome: 'WO', auto: true, loser: 'e1' });
    expect(getBout(s, 'W3-1').slots).toEqual(['e4', null]);
    // A withdrawn boxer cannot be recorded as the winner (issue 13): if the bout took place after all,
    // the withdrawal was a mistake and is undone first, then the officials' result replaces the walkover.
    expect(code(() => recordResult(s, 'W2-1', wo('e1')))).toBe('WINNER_WITHDRAWN');
    const fought = recordResult(reinstate(s, 'e1').state, 'W2-1', wo('e1'));
    expect(getBout(fought.state, 'W2-1').result!.auto).toBeUndefined();
    expect(getBout(fought.state, 'W3-1').slots).toEqual(['e1', null]);
    expect(code(() => withdraw(s, 'e1'))).toBe('ALREADY_WITHDRAWN');
    expect(code(() => withdraw(s, 'nobody'))).toBe('UNKNOWN_ENTRY');
    expect(code(() => withdraw(s, 'e2', 'tired' as never))).toBe('INVALID_OPTIONS');
    // Undo the withdrawal: the walkover goes, the bout is to be boxed again.
    const back = reinstate(s, 'e1');
    expect(getBout(back.state, 'W2-1')).toMatchObject({ status: 'ready', result: null });
    expect(code(() => reinstate(back.state, 'e1'))).toBe('NOT_WITHDRAWN');
  });

  it('leaves nobody to box when both withdraw, and the next opponent goes through', () => {
    let s = createDraw('single-elimination', entries(8));
    s = withdraw(s, 'e4').state;
    s = withdraw(s, 'e5').state;
    expect(getBout(s, 'W1-2')).toMatchObject({ status: 'cancelled', winner: null });
    s = win(s, ['W1-1', 'e1']);
    expect(getBout(s, 'W2-1')).toMatchObject({ slots: ['e1', 'bye'], status: 'bye', winner: 'e1' });
    // A withdrawn boxer facing a bye does not go through either.
    let t = createDraw('single-elimination', entries(5));
    t = withdraw(t, 'e1', 'medical').state;
    expect(getBout(t, 'W1-1').status).toBe('cancelled');
    expect(ranking(t).placings.find((p) => p.entryId === 'e1')).toMatchObject({ withdrawn: 'medical' });
  });

  it('reports a bye followed by a walkover', () => {
    let s = createDraw('single-elimination', entries(6));
    // e1 and e2 have byes; e1's next opponent comes from e4 v e5.
    s = win(s, ['W1-2', 'e4']);
    s = withdraw(s, 'e4').state;
    expect(notices(s)).toEqual([
      {
        code: 'BYE_THEN_WALKOVER',
        message: 'e1 had a bye and then a walkover (bout W2-1)',
        entryId: 'e1',
        bout: 'W2-1',
      },
    ]);
    s = win(s, ['W1-4', 'e3']);
    s = recordResult(s, 'W2-2', points(true)).state;
    expect(notices(s)).toHaveLength(1);
  });

  it('takes the placing away from a boxer disqualified from the event', () => {
    let s = createDraw('single-elimination', entries(4));
    // Won in the ring (a medal needs a bout boxed), not by walkovers.
    for (const [bout, winner] of [
      ['W1-1', 'e1'],
      ['W1-2', 'e2'],
      ['W2-1', 'e2'],
    ] as const)
      s = recordResult(s, bout, { outcome: 'RSC', winner, round: 1 }).state;
    s = withdraw(s, 'e1', 'disqualification').state;
    const r = ranking(s);
    expect(r.placings.map((p) => [p.entryId, p.place, p.medal ?? null])).toEqual([
      ['e2', 1, 'gold'],
      ['e3', 3, 'bronze'],
      ['e4', 3, 'bronze'],
      ['e1', null, null],
    ]);
  });

  it('works in pools and Swiss rounds', () => {
    let pool = createDraw('round-robin', entries(4));
    pool = withdraw(pool, 'e2').state;
    expect(allBouts(pool).filter((b) => b.result?.auto)).toHaveLength(3);
    expect(readyBouts(pool)).toHaveLength(3);
    let swiss = createDraw('swiss-system', entries(6), { rounds: 3 });
    swiss = withdraw(swiss, 'e1').state;
    expect(allBouts(swiss).filter((b) => b.result?.auto)).toHaveLength(1);
    for (const b of readyBouts(swiss)) swiss = recordResult(swiss, b.id, wo(b.slots[0] as string)).state;
    expect(swiss.rounds).toHaveLength(2);
    // Nobody is paired with a boxer who has withdrawn.
    expect(swiss.rounds[1]!.bouts.flatMap((b) => b.slots)).not.toContain('e1');
    expect(swiss.rounds[1]!.bouts.at(-1)!.slots[1]).toBe('bye');
  });

  it('in a pool, a walkover already given stays won when its winner is knocked out or withdraws later', () => {
    const between = (s: CategoryDraw, a: string, b: string) =>
      allBouts(s).find((bout) => bout.slots.includes(a) && bout.slots.includes(b))!;
    let pool = withdraw(createDraw('round-robin', entries(4)), 'e4').state;
    expect(between(pool, 'e1', 'e4')).toMatchObject({ status: 'completed', winner: 'e1' });
    const ko = between(pool, 'e1', 'e2');
    pool = recordResult(pool, ko.id, { outcome: 'KO', winner: 'e2', round: 1 }).state;
    // e1's bout still to box is a walkover to e3; the one e1 was given over e4 stands.
    expect(between(pool, 'e1', 'e3')).toMatchObject({ status: 'completed', winner: 'e3' });
    expect(between(pool, 'e1', 'e4')).toMatchObject({ status: 'completed', winner: 'e1' });
    expect(withdraw(pool, 'e1').state).toMatchObject({ rounds: pool.rounds });
    // Only a correction takes it back to be derived afresh: the knockout corrected away, e1 boxes e3 again.
    const corrected = recordResult(pool, ko.id, { outcome: 'RSC', winner: 'e2', round: 1 }).state;
    expect(between(corrected, 'e1', 'e3').status).toBe('ready');
    expect(between(corrected, 'e1', 'e4')).toMatchObject({ status: 'completed', winner: 'e1' });
    // e4 reinstated: the walkover e4's withdrawal gave is undone; e1, knocked out since, cannot box it.
    expect(between(reinstate(pool, 'e4').state, 'e1', 'e4')).toMatchObject({ winner: 'e4' });
  });
});
