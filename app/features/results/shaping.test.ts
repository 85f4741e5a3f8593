import { describe, expect, it } from 'vitest';
import type { ViewBout, ViewRound } from '~/features/competition';
import {
  bracketChampion,
  bracketLayout,
  currentColumnId,
  knockoutRoundTitle,
  ringOrders,
  standingsTable,
} from './shaping';
import type { BoutRow } from './shaping';

const ade = { entryId: 1, name: 'Ade Bello', club: 'Surulere BC', boxerId: 'u1' };
const chidi = { entryId: 2, name: 'Chidi Okafor', club: 'Ikeja BC', boxerId: 'u2' };

const bout = (partial: Partial<ViewBout> & Pick<ViewBout, 'engineBoutId'>): ViewBout => ({
  boutId: null,
  number: null,
  ring: null,
  plannedStart: null,
  eta: null,
  state: 'ready',
  engineStatus: 'ready',
  red: { kind: 'to-be-decided', from: null },
  blue: { kind: 'to-be-decided', from: null },
  winnerEntryId: null,
  outcome: null,
  decidedRound: null,
  ...partial,
});

const knockout: ViewRound[] = [
  {
    id: 'W1',
    side: 'winners',
    number: 1,
    bouts: [
      bout({
        engineBoutId: 'W1-1',
        number: 1,
        state: 'decided',
        outcome: 'RSC',
        eta: '2026-12-05T08:00:00.000Z',
        red: { kind: 'boxer', boxer: ade, won: false },
        blue: { kind: 'boxer', boxer: chidi, won: true },
      }),
      bout({
        engineBoutId: 'W1-2',
        state: 'bye',
        red: { kind: 'boxer', boxer: ade, won: true },
        blue: { kind: 'bye' },
      }),
    ],
  },
  {
    id: 'W2',
    side: 'winners',
    number: 2,
    bouts: [
      bout({
        engineBoutId: 'W2-1',
        state: 'waiting',
        eta: '2026-12-05T09:05:00.000Z',
        red: { kind: 'boxer', boxer: chidi, won: false },
        blue: { kind: 'to-be-decided', from: 'Winner of bout 7' },
      }),
    ],
  },
];

describe('bracketLayout', () => {
  it('draws a knockout as rounds named back from the final, with each bout’s state, ETA and corners', () => {
    const [section, ...rest] = bracketLayout({ rounds: knockout });
    expect(rest).toEqual([]);
    expect(section!.columns.map((c) => c.title)).toEqual(['Semi-finals', 'Final']);
    const [first, second] = section!.columns[0]!.bouts;
    expect(first).toMatchObject({ engineBoutId: 'W1-1', number: 1, outcome: 'RSC', state: 'decided' });
    expect(first!.eta).toBe('2026-12-05T08:00:00.000Z');
    expect(first!.corners).toEqual([
      { kind: 'boxer', boxer: ade, won: false },
      { kind: 'boxer', boxer: chidi, won: true },
    ]);
    expect(second!.state).toBe('bye');
    expect(second!.corners[1]).toEqual({ kind: 'bye' });
  });

  it('names a corner still to come by the bout that feeds it, else "To be decided"', () => {
    const [section] = bracketLayout({ rounds: knockout });
    expect(section!.columns[1]!.bouts[0]!.corners[1]).toEqual({
      kind: 'to-be-decided',
      from: 'Winner of bout 7',
    });
    const [unnumbered] = bracketLayout({
      rounds: [{ ...knockout[1]!, bouts: [bout({ engineBoutId: 'W2-1' })] }],
    });
    expect(unnumbered!.columns[0]!.bouts[0]!.corners[1]).toEqual({
      kind: 'to-be-decided',
      from: 'To be decided',
    });
  });

  it('gives a double elimination its losers bracket and grand final as sections of their own', () => {
    const sections = bracketLayout({
      rounds: [
        ...knockout,
        { id: 'L1', side: 'losers', number: 1, bouts: [bout({ engineBoutId: 'L1-1' })] },
        { id: 'F1', side: 'final', number: 1, bouts: [bout({ engineBoutId: 'F1-1' })] },
      ],
    });
    expect(sections.map((s) => s.title)).toEqual([null, 'Losers bracket', 'Grand final']);
  });

  it('counts rounds of a big draw as "Round of N" before the quarter-finals', () => {
    expect(knockoutRoundTitle(1, 5, 16)).toBe('Round of 32');
    expect(knockoutRoundTitle(3, 5, 4)).toBe('Quarter-finals');
  });
});

describe('the bracket’s champion and the round shown first', () => {
  const finalDecided: ViewRound = {
    ...knockout[1]!,
    bouts: [
      bout({
        engineBoutId: 'W2-1',
        state: 'decided',
        outcome: 'WP',
        red: { kind: 'boxer', boxer: chidi, won: true },
        blue: { kind: 'boxer', boxer: ade, won: false },
      }),
    ],
  };

  it('crowns the final’s winner once it is decided, and nobody before', () => {
    expect(bracketChampion(bracketLayout({ rounds: knockout }))).toBeNull();
    expect(bracketChampion(bracketLayout({ rounds: [knockout[0]!, finalDecided] }))).toEqual(chidi);
  });

  it('in a double elimination, crowns the grand final’s winner, or the reset’s while it is to come: nobody', () => {
    const grandFinal = (state: ViewBout['state'], won: boolean): ViewRound => ({
      id: 'F1',
      side: 'final',
      number: 1,
      bouts: [
        bout({
          engineBoutId: 'F1-1',
          state,
          red: { kind: 'boxer', boxer: ade, won },
          blue: { kind: 'boxer', boxer: chidi, won: false },
        }),
      ],
    });
    const reset: ViewRound = { id: 'F2', side: 'final', number: 2, bouts: [bout({ engineBoutId: 'F2-1' })] };
    expect(bracketChampion(bracketLayout({ rounds: [finalDecided, grandFinal('decided', true)] }))).toEqual(
      ade,
    );
    expect(
      bracketChampion(bracketLayout({ rounds: [finalDecided, grandFinal('decided', true), reset] })),
    ).toBeNull();
    expect(
      bracketChampion(
        bracketLayout({
          rounds: [
            finalDecided,
            grandFinal('decided', true),
            { ...reset, bouts: [bout({ engineBoutId: 'F2-1', state: 'cancelled' })] },
          ],
        }),
      ),
    ).toEqual(ade);
  });

  it('shows first the round in the ring, else the first with a bout to come, else the final', () => {
    expect(currentColumnId(bracketLayout({ rounds: knockout }))).toBe('W2');
    const live = [
      knockout[0]!,
      { ...knockout[1]!, bouts: [bout({ engineBoutId: 'W2-1', state: 'in_progress' })] },
    ];
    expect(currentColumnId(bracketLayout({ rounds: live }))).toBe('W2');
    expect(currentColumnId(bracketLayout({ rounds: [knockout[0]!, finalDecided] }))).toBe('W2');
    const early = [
      { ...knockout[0]!, bouts: [bout({ engineBoutId: 'W1-1', state: 'ready' })] },
      knockout[1]!,
    ];
    expect(currentColumnId(bracketLayout({ rounds: early }))).toBe('W1');
    expect(currentColumnId([])).toBeNull();
  });
});

describe('standingsTable', () => {
  it('shows the engine’s order and each boxer’s record as the page’s columns', () => {
    const line = { winsInsideDistance: 0, score: 0, pointsFor: 0, pointsAgainst: 0, warnings: 0 };
    const table = standingsTable([
      { ...line, rank: 1, boxer: chidi, bouts: 2, wins: 2, losses: 0, draws: 0, withdrawn: false },
      { ...line, rank: 2, boxer: ade, bouts: 2, wins: 0, losses: 1, draws: 1, withdrawn: true },
    ]);
    expect(table.map((r) => [r.rank, r.boxer.name, r.boxed, r.won, r.lost, r.drawn, r.withdrawn])).toEqual([
      [1, 'Chidi Okafor', 2, 2, 0, 0, false],
      [2, 'Ade Bello', 2, 0, 1, 1, true],
    ]);
  });
});

describe('ringOrders', () => {
  const at = (time: string) => new Date(`2026-12-05T${time}:00+01:00`);
  const line = (
    id: number,
    ring: number | null,
    planned: string,
    status: BoutRow['status'],
    startedAt?: string,
  ) => ({
    id,
    number: id,
    ring,
    plannedStart: at(planned),
    startedAt: startedAt ? at(startedAt) : null,
    status,
  });

  it('shows per ring the bout in progress as Now and the next one still to box as Next', () => {
    const rings = ringOrders(
      [
        line(3, 1, '09:30', 'scheduled'),
        line(1, 1, '09:00', 'decided'),
        line(2, 1, '09:15', 'in_progress', '09:15'),
        line(4, 2, '09:00', 'scheduled'),
      ],
      new Map(),
    );
    expect(rings.map((r) => [r.ring, r.now?.id ?? null, r.next?.id ?? null])).toEqual([
      [1, 2, 3],
      [2, null, 4],
    ]);
    expect(rings[0]!.bouts.map((b) => b.bout.id)).toEqual([1, 2, 3]);
  });

  it('gives every bout the ETA of the one ETA function, and none to a bout it has none for', () => {
    const etas = new Map([
      [1, at('09:12').toISOString()],
      [2, at('09:27').toISOString()],
    ]);
    const [ring] = ringOrders(
      [
        line(1, 1, '09:00', 'in_progress', '09:12'),
        line(2, 1, '09:15', 'scheduled'),
        line(3, 1, '09:30', 'scheduled'),
      ],
      etas,
    );
    expect(ring!.bouts.map((b) => b.eta)).toEqual([
      at('09:12').toISOString(),
      at('09:27').toISOString(),
      null,
    ]);
  });

  it('leaves cancelled bouts out of the running order', () => {
    const [ring] = ringOrders(
      [line(1, 1, '09:00', 'cancelled'), line(2, 1, '09:15', 'scheduled')],
      new Map(),
    );
    expect(ring!.bouts.map((b) => b.bout.id)).toEqual([2]);
    expect(ring!.next?.id).toBe(2);
  });
});
