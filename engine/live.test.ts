import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { EngineError } from './errors';
import { migrateState, recordRoundScore, setBoutDetails, startBout, stopBout } from './live';
import { recordResult, reinstate, withdraw } from './progression';
import { allBouts, getBout, readyBouts } from './state';
import type { CategoryDraw, Entry, ResultInput, Scorecard } from './types';

const entries = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    name: `Boxer ${i + 1}`,
    club: `Club ${i + 1}`,
    seed: i + 1,
  }));
const card = (red: boolean): Scorecard => ({
  rounds: [red ? [10, 9] : [9, 10], red ? [10, 9] : [9, 10], [10, 9]],
});
const points = (red: boolean): ResultInput => ({
  outcome: 'WP',
  scorecards: [card(red), card(red), card(red)],
});
const wo = (winner: string): ResultInput => ({ outcome: 'WO', winner });

function error(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error('expected an EngineError');
}
const code = (fn: () => unknown): string => error(fn).code;

describe('the live details of a bout', () => {
  it('survive every change: results, corrections, withdrawals, and a trip through JSON', () => {
    let s = createDraw('single-elimination', entries(4));
    s = setBoutDetails(s, 'W2-1', {
      number: 7,
      ring: 'A',
      plannedStart: '2026-05-02T15:00+01:00',
      officials: { referee: 'ref-1', judges: ['j-1', 'j-2', 'j-3'] },
    }).state;
    const live = getBout(s, 'W2-1').live;
    s = recordResult(s, 'W1-1', points(true)).state;
    s = recordResult(s, 'W1-2', points(false)).state;
    s = recordResult(s, 'W1-1', wo('e4')).state;
    s = withdraw(s, 'e3').state;
    s = JSON.parse(JSON.stringify(s)) as CategoryDraw;
    expect(getBout(s, 'W2-1')).toMatchObject({ slots: ['e4', 'e3'], live });
    expect(getBout(s, 'W2-1').live).toEqual({
      number: 7,
      ring: 'A',
      plannedStart: '2026-05-02T15:00+01:00',
      officials: { referee: 'ref-1', judges: ['j-1', 'j-2', 'j-3'] },
    });
    // null takes a detail away.
    s = setBoutDetails(s, 'W2-1', { ring: null, officials: null, number: null, plannedStart: null }).state;
    expect(getBout(s, 'W2-1').live).toBeUndefined();
  });

  it('follow a bout from its start to its result, with the cards as the rounds come in', () => {
    let s = createDraw('single-elimination', entries(2));
    s = setBoutDetails(s, 'W1-1', { officials: { judges: ['j1', 'j2', 'j3'] }, ring: 'B' }).state;
    s = startBout(s, 'W1-1', { at: '2026-05-02T10:00+01:00', by: 'ring-b' }).state;
    expect(getBout(s, 'W1-1').live).toMatchObject({
      status: 'in-progress',
      startedAt: '2026-05-02T10:00+01:00',
    });
    s = recordRoundScore(s, 'W1-1', { judge: 'j1', round: 1, score: [10, 9] }).state;
    s = recordRoundScore(s, 'W1-1', { judge: 'j2', round: 1, score: [9, 10] }).state;
    s = recordRoundScore(s, 'W1-1', { judge: 'j1', round: 2, score: [10, 8] }).state;
    expect(getBout(s, 'W1-1').live!.cards).toEqual([
      {
        judge: 'j1',
        rounds: [
          [10, 9],
          [10, 8],
        ],
      },
      { judge: 'j2', rounds: [[9, 10]] },
    ]);
    // A judge's round scored again is a correction, and the trail keeps it.
    const fixed = recordRoundScore(
      s,
      'W1-1',
      { judge: 'j2', round: 1, score: [10, 9] },
      { by: 'supervisor', reason: 'wrong corner keyed' },
    );
    expect(fixed.state.audit.at(-1)).toEqual({
      action: 'card-correction',
      bout: 'W1-1',
      judge: 'j2',
      round: 1,
      before: [9, 10],
      after: [10, 9],
      revision: fixed.state.revision,
      by: 'supervisor',
      reason: 'wrong corner keyed',
    });
    expect(code(() => recordRoundScore(s, 'W1-1', { judge: 'j9', round: 1, score: [10, 9] }))).toBe(
      'INVALID_LIVE',
    );
    expect(code(() => recordRoundScore(s, 'W1-1', { judge: 'j3', round: 2, score: [10, 9] }))).toBe(
      'INVALID_LIVE',
    );
    expect(code(() => recordRoundScore(s, 'W1-1', { judge: 'j3', round: 1, score: [10, 10] }))).toBe(
      'INVALID_SCORECARD',
    );
    expect(code(() => recordRoundScore(s, 'W1-1', null as never))).toBe('INVALID_LIVE');
    const done = recordResult(s, 'W1-1', points(true), { at: '2026-05-02T10:09+01:00' }).state;
    expect(getBout(done, 'W1-1').live).toMatchObject({
      ring: 'B',
      startedAt: '2026-05-02T10:00+01:00',
      endedAt: '2026-05-02T10:09+01:00',
    });
    expect(getBout(done, 'W1-1').live!.status).toBeUndefined();
    expect(getBout(done, 'W1-1').live!.cards).toHaveLength(2);
    expect(code(() => recordRoundScore(done, 'W1-1', { judge: 'j1', round: 3, score: [10, 9] }))).toBe(
      'BOUT_NOT_READY',
    );
    // Without a time, the result just ends the live status.
    expect(getBout(recordResult(s, 'W1-1', points(true)).state, 'W1-1').live).not.toHaveProperty('status');
  });

  it('counts cards from no more judges than the rules have, when the judges are not named', () => {
    let s = startBout(createDraw('single-elimination', entries(2)), 'W1-1').state;
    for (const judge of ['a', 'b', 'c'])
      s = recordRoundScore(s, 'W1-1', { judge, round: 1, score: [10, 9] }).state;
    expect(code(() => recordRoundScore(s, 'W1-1', { judge: 'd', round: 1, score: [10, 9] }))).toBe(
      'INVALID_LIVE',
    );
    expect(code(() => recordRoundScore(s, 'W1-1', { judge: '', round: 1, score: [10, 9] }))).toBe(
      'INVALID_LIVE',
    );
  });

  it('starts only a bout that is ready, one per boxer and per ring at a time, and can stop it', () => {
    let s = createDraw('round-robin', entries(4));
    const [first, second] = readyBouts(s) as [
      ReturnType<typeof readyBouts>[number],
      ReturnType<typeof readyBouts>[number],
    ];
    s = setBoutDetails(s, first.id, { ring: 'A' }).state;
    s = setBoutDetails(s, second.id, { ring: 'A' }).state;
    s = startBout(s, first.id).state;
    expect(code(() => startBout(s, first.id))).toBe('BOUT_IN_PROGRESS');
    expect(error(() => startBout(s, second.id)).message).toMatch(/ring A is boxing/);
    const sameBoxer = allBouts(s).find(
      (b) => b.id !== first.id && b.slots.some((x) => first.slots.includes(x)),
    )!;
    expect(error(() => startBout(s, sameBoxer.id)).message).toMatch(/is boxing bout/);
    const stopped = stopBout(s, first.id).state;
    expect(getBout(stopped, first.id).live).toEqual({ ring: 'A' });
    expect(code(() => stopBout(stopped, first.id))).toBe('BOUT_NOT_READY');
    const se = createDraw('single-elimination', entries(4));
    expect(code(() => startBout(se, 'W2-1'))).toBe('BOUT_NOT_READY');
  });

  it('refuses a correction that would change the boxers of a bout being boxed', () => {
    let s = createDraw('single-elimination', entries(4));
    s = recordResult(s, 'W1-1', points(true)).state;
    s = recordResult(s, 'W1-2', points(true)).state;
    s = startBout(s, 'W2-1').state;
    expect(code(() => recordResult(s, 'W1-1', wo('e4')))).toBe('BOUT_IN_PROGRESS');
    expect(code(() => withdraw(s, 'e1'))).toBe('BOUT_IN_PROGRESS');
    // A correction that keeps the boxers is fine.
    expect(recordResult(s, 'W1-1', { outcome: 'RSC', winner: 'e1', round: 2 }).voided).toEqual([]);
  });

  it('starts a bout set aside by a correction afresh: the first attempt’s cards and end are not the new one’s', () => {
    let s = createDraw('single-elimination', entries(4));
    s = recordResult(s, 'W1-1', points(true)).state;
    s = recordResult(s, 'W1-2', points(true)).state;
    s = startBout(s, 'W2-1', { at: '2026-12-06T10:00:00.000Z' }).state;
    for (const judge of ['j1', 'j2', 'j3'])
      s = recordRoundScore(s, 'W2-1', { judge, round: 1, score: [10, 9] }).state;
    s = recordResult(s, 'W2-1', points(true), { at: '2026-12-06T10:12:00.000Z' }).state;
    // The semi-final corrected: its other boxer goes through, and the final is to be boxed again.
    const corrected = recordResult(s, 'W1-2', { outcome: 'RSC', winner: 'e3', round: 2 });
    expect(corrected.voided).toEqual(['W2-1']);
    const again = startBout(corrected.state, 'W2-1', { at: '2026-12-07T10:00:00.000Z' });
    expect(getBout(again.state, 'W2-1').live).toEqual({
      status: 'in-progress',
      startedAt: '2026-12-07T10:00:00.000Z',
    });
    // A judge's new card for round 1 is a first card, not a correction of the old one.
    const scored = recordRoundScore(again.state, 'W2-1', { judge: 'j1', round: 1, score: [9, 10] });
    expect(getBout(scored.state, 'W2-1').live?.cards).toEqual([{ judge: 'j1', rounds: [[9, 10]] }]);
    expect(scored.state.audit.at(-1)?.action).not.toBe('card-correction');
  });

  it('refuses bad details', () => {
    const s = setBoutDetails(createDraw('single-elimination', entries(4)), 'W1-1', { number: 3 }).state;
    for (const details of [
      { number: 0 },
      { number: 2.5 },
      { ring: '' },
      { ring: 5 },
      { plannedStart: '2026-05-02 10:00' },
      { plannedStart: '2026-05-02T10:00' },
      { officials: { judges: ['a', 'b', 'c', 'd'] } },
      { officials: { judges: ['a', 'a'] } },
      { officials: { referee: 'a', judges: ['a'] } },
      { officials: { judges: 'abc' } },
      { officials: 'ref' },
    ])
      expect(
        code(() => setBoutDetails(s, 'W1-2', details as never)),
        JSON.stringify(details),
      ).toBe('INVALID_LIVE');
    expect(error(() => setBoutDetails(s, 'W1-2', { number: 3 })).message).toBe(
      'bout W1-1 already has number 3',
    );
    expect(code(() => setBoutDetails(s, 'W1-2', null as never))).toBe('INVALID_LIVE');
    expect(setBoutDetails(s, 'W1-1', { number: 3 }).state.revision).toBe(s.revision + 1);
  });

  it('go with a Swiss bout when its round is paired again', () => {
    let s = createDraw('swiss-system', entries(8), { rounds: 3 });
    for (const b of readyBouts(s)) s = recordResult(s, b.id, wo(b.slots[0] as string)).state;
    s = setBoutDetails(s, 'S2-1', { number: 5, ring: 'A' }).state;
    const corrected = recordResult(s, 'S1-1', wo('e5')).state;
    expect(getBout(corrected, 'S2-1').slots).not.toEqual(getBout(s, 'S2-1').slots);
    expect(getBout(corrected, 'S2-1').live).toEqual({ number: 5, ring: 'A' });
  });
});

describe('revisions and the audit trail', () => {
  it('counts every change and refuses one made on a stale copy', () => {
    let s = createDraw('single-elimination', entries(4));
    expect(s.revision).toBe(0);
    s = recordResult(s, 'W1-1', points(true), { revision: 0 }).state;
    expect(s.revision).toBe(1);
    const stale = error(() => recordResult(s, 'W1-2', points(true), { revision: 0 }));
    expect(stale).toMatchObject({ code: 'STALE_STATE', details: { revision: 1 } });
    expect(stale.message).toMatch(/reload/);
    expect(code(() => withdraw(s, 'e2', 'medical', { revision: 7 }))).toBe('STALE_STATE');
  });

  it('records who corrected what, when and why, with the result before and after', () => {
    let s = createDraw('single-elimination', entries(4));
    s = recordResult(s, 'W1-1', points(true)).state;
    s = recordResult(s, 'W1-2', points(true)).state;
    s = recordResult(s, 'W2-1', points(true)).state;
    expect(s.audit).toEqual([]);
    const before = getBout(s, 'W1-1').result;
    const meta = { by: 'supervisor-7', at: '2026-05-02T11:30+01:00', reason: 'cards swapped' };
    const corrected = recordResult(s, 'W1-1', points(false), meta);
    expect(corrected.state.audit).toEqual([
      {
        action: 'correction',
        bout: 'W1-1',
        before,
        after: getBout(corrected.state, 'W1-1').result,
        voided: ['W2-1'],
        revision: 4,
        ...meta,
      },
    ]);
    // The same result sent again (a retry) is no correction.
    expect(recordResult(s, 'W1-1', points(true)).state.audit).toEqual([]);
    let w = withdraw(corrected.state, 'e2', 'medical', { by: 'doctor' }).state;
    w = reinstate(w, 'e2', { reason: 'entered by mistake' }).state;
    expect(w.audit.slice(1)).toEqual([
      {
        action: 'withdrawal',
        entryId: 'e2',
        before: null,
        after: { reason: 'medical' },
        voided: [],
        revision: 5,
        by: 'doctor',
      },
      {
        action: 'reinstatement',
        entryId: 'e2',
        before: { reason: 'medical' },
        after: null,
        voided: [],
        revision: 6,
        reason: 'entered by mistake',
      },
    ]);
  });

  it('refuses a bad who, when or why', () => {
    const s = createDraw('single-elimination', entries(2));
    for (const meta of [{ by: '' }, { at: 'yesterday' }, { reason: 'x'.repeat(1001) }, { by: 3 }, 'me'])
      expect(code(() => recordResult(s, 'W1-1', points(true), meta as never))).toBe('INVALID_OPTIONS');
  });
});

describe('migrateState', () => {
  it('reads a version 1 state: revision 0, no trail, knockouts suspend from the bouts still to come', () => {
    let s = createDraw('double-elimination', entries(4));
    s = recordResult(s, 'W1-1', points(true)).state;
    s = recordResult(s, 'W1-2', { outcome: 'KO', winner: 'e2', round: 1 }).state;
    expect(getBout(s, 'L1-1').result).toMatchObject({ outcome: 'WO', winner: 'e4', auto: true });
    // Version 1 had no suspensions: the boxer knocked out in W1-2 was still to box L1-1.
    const v1 = JSON.parse(JSON.stringify(s)) as {
      version: number;
      rounds: Array<{ bouts: unknown[] }>;
    } & Record<string, unknown>;
    delete v1.suspended;
    delete v1.revision;
    delete v1.audit;
    v1.version = 1;
    const l1 = v1.rounds[2]!.bouts[0] as Record<string, unknown>;
    expect(l1.id).toBe('L1-1');
    Object.assign(l1, { status: 'ready', winner: null, result: null });
    expect(code(() => recordResult(v1 as never, 'L1-1', points(true)))).toBe('INVALID_STATE');
    expect(error(() => recordResult(v1 as never, 'L1-1', points(true))).message).toMatch(/migrateState/);
    const migrated = migrateState(v1);
    expect(migrated).toMatchObject({
      version: 2,
      revision: 0,
      audit: [],
      suspended: { e3: { bout: 'W1-2' } },
    });
    expect(migrated).toStrictEqual({ ...s, revision: 0 });
    expect(migrateState(s)).toBe(s);
    expect(code(() => migrateState({ ...s, version: 3 }))).toBe('INVALID_STATE');
    expect(code(() => migrateState(null))).toBe('INVALID_STATE');
  });
});
