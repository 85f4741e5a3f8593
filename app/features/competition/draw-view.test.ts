import { describe, expect, it } from 'vitest';
import { createDraw, recordResult, setBoutDetails, startBout } from './engine';
import type { CategoryDraw } from './engine';
import { shapeDraw } from './draw-view.server';
import type { ViewBoxer } from './draw-view.server';
import { publicBoutState, rowBoutState } from './bout-state';

// Engine entry ids are the app's entry ids as text.
const entrants = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    name: `Boxer ${i + 1}`,
    club: `Club ${i + 1}`,
    seed: i + 1,
  }));
const boxers = new Map<number, ViewBoxer>(
  [1, 2, 3, 4].map((id) => [
    id,
    { entryId: id, name: `Profile ${id}`, club: `Club ${id}`, boxerId: `u${id}` },
  ]),
);

describe('shapeDraw: the one read model of a draw', () => {
  it('gives a knockout one public state per bout, the one ETA, and names an empty corner by its source', () => {
    let state: CategoryDraw = createDraw('single-elimination', entrants(4));
    const [semi1, semi2] = state.rounds[0]!.bouts;
    const final = state.rounds[1]!.bouts[0]!;
    state = setBoutDetails(state, semi1!.id, { number: 1, ring: '1' }).state;
    state = setBoutDetails(state, semi2!.id, { number: 2, ring: '1' }).state;
    state = recordResult(state, semi1!.id, { outcome: 'RSC', winner: semi1!.slots[1]!, round: 2 }).state;
    state = startBout(state, semi2!.id).state;
    const rows = [
      { id: 11, engineBoutId: semi1!.id, status: 'decided' },
      { id: 12, engineBoutId: semi2!.id, status: 'in_progress' },
      { id: 13, engineBoutId: final.id, status: 'scheduled' },
    ];
    const etas = new Map([
      [11, '2026-12-05T08:00:00.000Z'],
      [12, '2026-12-05T08:20:00.000Z'],
      [13, '2026-12-05T09:05:00.000Z'],
    ]);
    const view = shapeDraw(state, rows, boxers, etas);
    expect(view.kind).toBe('drawn');
    expect(view.standings).toBeNull();
    const [first, second] = view.rounds[0]!.bouts;
    expect(first).toMatchObject({
      boutId: 11,
      state: 'decided',
      outcome: 'RSC',
      decidedRound: 2,
      eta: etas.get(11),
    });
    expect(first!.blue).toMatchObject({
      kind: 'boxer',
      won: true,
      boxer: { name: `Profile ${semi1!.slots[1]}` },
    });
    expect(second).toMatchObject({ boutId: 12, state: 'in_progress', eta: etas.get(12) });
    const theFinal = view.rounds[1]!.bouts[0]!;
    expect(theFinal.state).toBe('waiting');
    expect(theFinal.eta).toBe(etas.get(13));
    expect(theFinal.red).toMatchObject({ kind: 'boxer' });
    expect(theFinal.blue).toEqual({ kind: 'to-be-decided', from: 'Winner of bout 2' });
  });

  it('ranks a round robin by the engine’s standings, the order the medals follow, with the known names', () => {
    let state: CategoryDraw = createDraw('round-robin', entrants(3));
    for (const bout of state.rounds.flatMap((r) => r.bouts))
      if (bout.status === 'ready')
        state = recordResult(state, bout.id, { outcome: 'RSC', winner: bout.slots[0]!, round: 1 }).state;
    const view = shapeDraw(state, [], boxers, new Map());
    expect(view.standings).not.toBeNull();
    const table = view.standings!;
    expect(table.map((r) => r.rank)).toEqual([...table.map((r) => r.rank)].sort((a, b) => a - b));
    expect(table[0]!.wins).toBeGreaterThanOrEqual(table[1]!.wins);
    expect(table.every((r) => r.boxer.name.startsWith('Profile '))).toBe(true);
    expect(table.reduce((n, r) => n + r.wins, 0)).toBe(3);
  });
});

describe('the public vocabulary of a bout', () => {
  it('maps the engine’s states and the stored rows onto one set of words', () => {
    expect(publicBoutState({ engineStatus: 'completed', inProgress: false })).toBe('decided');
    expect(publicBoutState({ engineStatus: 'ready', inProgress: true })).toBe('in_progress');
    expect(publicBoutState({ engineStatus: 'waiting', inProgress: false })).toBe('waiting');
    expect(publicBoutState({ engineStatus: 'bye', inProgress: false })).toBe('bye');
    expect(rowBoutState({ status: 'scheduled', redEntryId: 1, blueEntryId: null })).toBe('waiting');
    expect(rowBoutState({ status: 'scheduled', redEntryId: 1, blueEntryId: 2 })).toBe('ready');
    expect(rowBoutState({ status: 'decided', redEntryId: 1, blueEntryId: 2 })).toBe('decided');
  });
});
