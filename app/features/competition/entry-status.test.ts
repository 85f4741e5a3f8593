import { describe, expect, it } from 'vitest';
import { createDraw, recordResult, startBout, withdraw } from './engine';
import type { CategoryDraw, Entry, ResultInput } from './engine';
import { entryStatusesOf } from './entry-status';

const entries = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${i + 1}`,
    name: `Boxer ${i + 1}`,
    club: `Club ${i + 1}`,
    seed: i + 1,
  }));
const card = (red: boolean) => ({
  rounds: [red ? [10, 9] : [9, 10], [10, 9], red ? [10, 8] : [8, 10]] as [number, number][],
});
const points = (red: boolean): ResultInput => ({
  outcome: 'WP',
  scorecards: [card(red), card(red), card(red)],
});
const ko = (winner: string): ResultInput => ({ outcome: 'KO', winner, round: 1 });

const statuses = (state: CategoryDraw) => Object.fromEntries(entryStatusesOf(state));

describe('where each drawn entry stands', () => {
  it('in a bracket: drawn, then boxing, then placed or eliminated as soon as their place is final', () => {
    let state = createDraw('single-elimination', entries(8));
    expect(new Set(Object.values(statuses(state)))).toEqual(new Set(['drawn']));
    // A bout under way: both its boxers are boxing.
    state = startBout(state, 'W1-1', { at: '2026-11-24T09:00:00Z' }).state;
    const [red, blue] = state.rounds[0]!.bouts[0]!.slots as [string, string];
    expect(statuses(state)).toMatchObject({ [red]: 'boxing', [blue]: 'boxing' });
    state = recordResult(state, 'W1-1', points(true)).state;
    expect(statuses(state)).toMatchObject({ [red]: 'boxing', [blue]: 'eliminated' });
    for (const bout of ['W1-2', 'W1-3', 'W1-4', 'W2-1'])
      state = recordResult(state, bout, points(true)).state;
    // The beaten semi-finalist holds a bronze already; the other semi-final is still to box.
    const semi = state.rounds[1]!.bouts[0]!;
    expect(statuses(state)[semi.slots[1] as string]).toBe('placed');
    expect(statuses(state)[semi.slots[0] as string]).toBe('boxing');
    state = recordResult(state, 'W2-2', points(false)).state;
    state = recordResult(state, 'W3-1', points(true)).state;
    const all = statuses(state);
    expect(Object.values(all).filter((s) => s === 'placed')).toHaveLength(4);
    expect(Object.values(all).filter((s) => s === 'eliminated')).toHaveLength(4);
  });

  it('a boxer stopped in a quarter-final, or one disqualified from the event, is eliminated with no medal', () => {
    let state = createDraw('single-elimination', entries(8));
    const [a, b] = state.rounds[0]!.bouts[0]!.slots as [string, string];
    state = recordResult(state, 'W1-1', ko(a)).state;
    expect(statuses(state)[b]).toBe('eliminated');
    expect(statuses(state)[a]).toBe('boxing');
    state = withdraw(state, a, 'disqualification').state;
    expect(statuses(state)[a]).toBe('eliminated');
    // A beaten semi-finalist keeps the bronze, however the bout ended.
    state = recordResult(state, 'W1-2', points(true)).state;
    const semi = state.rounds[1]!.bouts[0]!;
    expect(semi.status).toBe('completed');
    expect(statuses(state)[semi.winner as string]).toBe('boxing');
  });

  it('in a round robin: boxing while bouts remain, then placed (the three medals) or eliminated', () => {
    let state = createDraw('round-robin', entries(4));
    const bouts = state.rounds.flatMap((r) => r.bouts.map((b) => b.id));
    state = recordResult(state, bouts[0]!, points(true)).state;
    const first = statuses(state);
    // Beaten in the first bout, but a table is only final at its end.
    expect(Object.values(first).filter((s) => s === 'boxing')).toHaveLength(2);
    expect(Object.values(first).filter((s) => s === 'drawn')).toHaveLength(2);
    for (const bout of bouts.slice(1)) state = recordResult(state, bout, points(true)).state;
    const end = Object.values(statuses(state));
    expect(end.filter((s) => s === 'placed')).toHaveLength(3);
    expect(end.filter((s) => s === 'eliminated')).toHaveLength(1);
  });
});
