import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { EngineError } from './errors';
import * as api from './index';
import { allBouts, getBout } from './state';
import type { DrawOptions, Entry, Format } from './types';

const entries = (n: number, club = (i: number) => `Club ${i}`): Entry[] =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i + 1}`, name: `Boxer ${i + 1}`, club: club(i + 1) }));
const seeded = (n: number): Entry[] => entries(n).map((e, i) => ({ ...e, seed: i + 1 }));

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).name).toBe('EngineError');
    return (error as EngineError).code;
  }
  throw new Error('expected an EngineError');
}

describe('createDraw', () => {
  it('is exported with the rest of the public API', () => {
    expect(api.createDraw).toBe(createDraw);
    expect(api.FORMATS).toHaveLength(4);
    expect(api.isEngineError(new api.EngineError('UNKNOWN_BOUT', 'x'))).toBe(true);
    expect(api.isEngineError(new Error('x'))).toBe(false);
  });

  it('replays the same draw from the same seed, and another from another seed', () => {
    for (const format of api.FORMATS) {
      const a = createDraw(format, entries(16), { seed: 7 });
      expect(createDraw(format, entries(16), { seed: 7 })).toStrictEqual(a);
      expect(JSON.stringify(createDraw(format, entries(16), { seed: 8 }).seeding)).not.toBe(
        JSON.stringify(a.seeding),
      );
    }
  });

  it('seeds a single-elimination bracket on the standard lines', () => {
    const state = createDraw('single-elimination', seeded(8));
    expect(state.rounds[0]!.bouts.map((b) => b.slots)).toEqual([
      ['e1', 'e8'],
      ['e4', 'e5'],
      ['e2', 'e7'],
      ['e3', 'e6'],
    ]);
    expect(state.rounds.map((r) => r.id)).toEqual(['W1', 'W2', 'W3']);
    expect(getBout(state, 'W1-1').next).toEqual({ winner: { bout: 'W2-1', slot: 0 }, loser: null });
    expect(getBout(state, 'W2-1').sources).toEqual([
      { bout: 'W1-1', take: 'winner' },
      { bout: 'W1-2', take: 'winner' },
    ]);
  });

  it('gives the byes to the top seeds, in round 1 only', () => {
    const state = createDraw('single-elimination', seeded(5));
    expect(state.rounds[0]!.bouts.map((b) => [b.slots, b.status, b.winner])).toEqual([
      [['e1', 'bye'], 'bye', 'e1'],
      [['e4', 'e5'], 'ready', null],
      [['e2', 'bye'], 'bye', 'e2'],
      [['e3', 'bye'], 'bye', 'e3'],
    ]);
    expect(getBout(state, 'W2-2').slots).toEqual(['e2', 'e3']);
    expect(getBout(state, 'W2-2').status).toBe('ready');
  });

  it('adds a bout for third place only on request and only with semi-finals', () => {
    expect(createDraw('single-elimination', entries(8)).rounds.map((r) => r.id)).toEqual(['W1', 'W2', 'W3']);
    const withBronze = createDraw('single-elimination', entries(8), { thirdPlaceBout: true });
    expect(withBronze.rounds.map((r) => r.id)).toEqual(['W1', 'W2', 'W3', 'T1']);
    expect(getBout(withBronze, 'W2-2').next).toEqual({
      winner: { bout: 'W3-1', slot: 1 },
      loser: { bout: 'T1-1', slot: 1 },
    });
    expect(
      createDraw('single-elimination', entries(2), { thirdPlaceBout: true }).rounds.map((r) => r.id),
    ).toEqual(['W1']);
    expect(createDraw('round-robin', entries(4), { thirdPlaceBout: true }).thirdPlaceBout).toBe(false);
  });

  it('builds the losers’ bracket and grand final of a double elimination', () => {
    const state = createDraw('double-elimination', seeded(8), { grandFinalReset: true });
    expect(state.rounds.map((r) => `${r.id}:${r.bouts.length}`)).toEqual([
      'W1:4',
      'W2:2',
      'W3:1',
      'L1:2',
      'L2:2',
      'L3:1',
      'L4:1',
      'F1:1',
      'F2:1',
    ]);
    // Winners'-round-2 losers drop in reverse order, away from the side of the bracket they came from.
    expect(getBout(state, 'L2-1').sources![0]).toEqual({ bout: 'W2-2', take: 'loser' });
    expect(getBout(state, 'L2-2').sources![0]).toEqual({ bout: 'W2-1', take: 'loser' });
    expect(getBout(state, 'F1-1').sources).toEqual([
      { bout: 'W3-1', take: 'winner' },
      { bout: 'L4-1', take: 'winner' },
    ]);
    expect(getBout(state, 'F2-1').sources).toEqual([
      { bout: 'F1-1', take: 'red' },
      { bout: 'F1-1', take: 'blue' },
    ]);
    const two = createDraw('double-elimination', entries(2));
    expect(two.rounds.map((r) => r.id)).toEqual(['W1', 'F1']);
    expect(getBout(two, 'F1-1').sources![1]).toEqual({ bout: 'W1-1', take: 'loser' });
  });

  it('pools everyone against everyone and pairs the first Swiss round only', () => {
    const pool = createDraw('round-robin', entries(5));
    expect(pool.rounds).toHaveLength(5);
    expect(allBouts(pool)).toHaveLength(10);
    expect(allBouts(pool).every((b) => b.status === 'ready')).toBe(true);
    const swiss = createDraw('swiss-system', entries(6), { rounds: 4, category: 'Youth -57 kg' });
    expect(swiss.category).toBe('Youth -57 kg');
    expect(swiss.plannedRounds).toBe(4);
    expect(swiss.rounds).toHaveLength(1);
    expect(swiss.tieBreakers).toEqual(['wins', 'buchholz', 'sonneborn-berger', 'head-to-head']);
    expect(createDraw('round-robin', entries(4), { tieBreakers: ['fewest-warnings'] }).tieBreakers).toEqual([
      'fewest-warnings',
    ]);
  });

  it('keeps seeds in place and still splits a club as evenly as the rest of the bracket allows', () => {
    // Seeds 1 and 4 (top half) are from club A, 2 and 3 from club B; four more A boxers are drawn.
    // Only two places are left in the top half and the even split (3 and 3) needs one: an A boxer
    // has to take the other one.
    const list: Entry[] = [
      { id: 's1', name: 'S1', club: 'A', seed: 1 },
      { id: 's4', name: 'S4', club: 'A', seed: 4 },
      { id: 's2', name: 'S2', club: 'B', seed: 2 },
      { id: 's3', name: 'S3', club: 'B', seed: 3 },
      ...['a', 'b', 'c', 'd'].map((id) => ({ id, name: id, club: 'A' })),
    ];
    const state = createDraw('single-elimination', list, { seed: 3 });
    const top = state.rounds[0]!.bouts.slice(0, 2).flatMap((b) => b.slots);
    expect(top).toContain('s1');
    expect(top).toContain('s4');
    // The other way round: A seeds in the bottom half and A boxers to place.
    const flipped = list.map((e) => (e.seed ? { ...e, club: e.club === 'A' ? 'B' : 'A' } : e));
    const bottom = createDraw('single-elimination', flipped, { seed: 3 })
      .rounds[0]!.bouts.slice(2)
      .flatMap((b) => b.slots);
    expect(bottom.filter((id) => ['a', 'b', 'c', 'd'].includes(id as string))).toHaveLength(2);
  });

  it('unbalances a club only as far as the seeds force it', () => {
    // Club A holds seeds 2, 3, 6 and 7 (all in the bottom half); seeds 1, 4, 5, 8 are club B.
    const seeds: Entry[] = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => ({
      id: `s${seed}`,
      name: `S${seed}`,
      club: [2, 3, 6, 7].includes(seed) ? 'A' : 'B',
      seed,
    }));
    const half = (state: ReturnType<typeof createDraw>, top: boolean) =>
      state.rounds[0]!.bouts.slice(top ? 0 : 4, top ? 4 : 8).flatMap((b) => b.slots);
    // Seven more A boxers and one from C: the even split of A (5 and 6 of 11) would need five of the
    // four places left on top, so A takes all four and C goes below.
    const many = [
      ...seeds,
      ...Array.from({ length: 7 }, (_, i) => ({ id: `a${i}`, name: 'a', club: 'A' })),
      { id: 'c', name: 'c', club: 'C' },
    ];
    const crowded = createDraw('single-elimination', many, { seed: 5 });
    expect(half(crowded, true).filter((id) => String(id).startsWith('a'))).toHaveLength(4);
    expect(half(crowded, false)).toContain('c');
    // One more A boxer only: it goes to the top half, away from the four A seeds.
    const few = [
      ...seeds,
      { id: 'a', name: 'a', club: 'A' },
      ...Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, name: 'c', club: 'C' })),
    ];
    expect(half(createDraw('single-elimination', few, { seed: 5 }), true)).toContain('a');
  });

  it('knows a club however its name is spelled (case, spaces), in every draw', () => {
    // One club of four under two spellings: they take the four quarters of a bracket of 8.
    const spelled = ['Club A', 'Club A', ' club a ', ' club a '];
    const list = entries(8, (i) => spelled[i - 1] ?? `Other ${i}`);
    const isA = new Set(['e1', 'e2', 'e3', 'e4']);
    for (let seed = 1; seed <= 50; seed++) {
      const first = createDraw('single-elimination', list, { seed }).rounds[0]!.bouts;
      for (const bout of first) expect(bout.slots.filter((s) => isA.has(s as string))).toHaveLength(1);
    }
  });

  it('does not keep apart boxers without a club', () => {
    const state = createDraw(
      'single-elimination',
      entries(4, () => ' '),
      { seed: 1 },
    );
    expect(allBouts(state)).toHaveLength(3);
  });

  it('refuses bad options', () => {
    const bad = (format: Format, options: unknown, list = entries(4)) =>
      code(() => createDraw(format, list, options as DrawOptions));
    expect(code(() => createDraw('knockout' as Format, entries(4)))).toBe('INVALID_FORMAT');
    expect(bad('round-robin', null)).toBe('INVALID_OPTIONS');
    expect(bad('round-robin', { seed: -1 })).toBe('INVALID_OPTIONS');
    expect(bad('round-robin', { seed: 2 ** 32 })).toBe('INVALID_OPTIONS');
    expect(bad('round-robin', { seed: 1.5 })).toBe('INVALID_OPTIONS');
    expect(bad('single-elimination', { thirdPlaceBout: 'yes' })).toBe('INVALID_OPTIONS');
    expect(bad('double-elimination', { grandFinalReset: 1 })).toBe('INVALID_OPTIONS');
    expect(bad('round-robin', { category: 5 })).toBe('INVALID_OPTIONS');
    expect(bad('round-robin', { rounds: 2 })).toBe('INVALID_OPTIONS');
    expect(bad('swiss-system', { rounds: 0 })).toBe('INVALID_OPTIONS');
    expect(bad('swiss-system', { rounds: 4 })).toBe('INVALID_OPTIONS');
    expect(bad('single-elimination', { tieBreakers: ['wins'] })).toBe('INVALID_OPTIONS');
    expect(bad('round-robin', { tieBreakers: ['luck'] })).toBe('INVALID_OPTIONS');
    expect(bad('round-robin', { tieBreakers: 'wins' })).toBe('INVALID_OPTIONS');
    expect(bad('round-robin', { tieBreakers: ['wins', 'wins'] })).toBe('INVALID_OPTIONS');
    expect(bad('round-robin', { rules: { judges: 4 } })).toBe('INVALID_RULES');
  });

  it('refuses bad entries', () => {
    const bad = (list: unknown) => code(() => createDraw('round-robin', list as Entry[]));
    const ok = entries(3);
    expect(bad('x')).toBe('INVALID_ENTRIES');
    expect(bad(entries(1))).toBe('INVALID_ENTRIES');
    expect(bad(entries(4097))).toBe('INVALID_ENTRIES');
    expect(bad([...ok, null])).toBe('INVALID_ENTRIES');
    expect(bad([...ok, { ...ok[0], id: 'e9', name: undefined }])).toBe('INVALID_ENTRIES');
    expect(bad([...ok, { ...ok[0], id: 'e9', club: 3 }])).toBe('INVALID_ENTRIES');
    for (const id of ['', 'bye', '__proto__', 7, 'x'.repeat(201), 'e1'])
      expect(bad([...ok, { name: 'n', club: 'c', id }])).toBe('INVALID_ENTRIES');
    for (const seed of [0, 5, 1.5, '1'])
      expect(bad([...ok, { id: 'e9', name: 'n', club: 'c', seed }])).toBe('INVALID_ENTRIES');
    expect(bad([...ok.map((e) => ({ ...e, seed: 1 }))])).toBe('INVALID_ENTRIES');
  });
});
