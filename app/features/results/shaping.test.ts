import { describe, expect, it } from 'vitest';
import { bracketLayout, knockoutRoundTitle, ringOrders, standingsTable } from './shaping';
import type { BoutRow, Boxer, StoredBout, StoredDraw } from './shaping';

const boxers = new Map<string, Boxer>([
  ['1', { name: 'Ade Bello', club: 'Surulere BC', boxerId: 'u1' }],
  ['2', { name: 'Chidi Okafor', club: 'Ikeja BC', boxerId: 'u2' }],
  ['3', { name: 'Musa Sani', club: 'Kano FC', boxerId: 'u3' }],
  ['4', { name: 'Tunde Ojo', club: 'Ikeja BC', boxerId: 'u4' }],
]);

function bout(
  partial: Partial<StoredBout> & Pick<StoredBout, 'id' | 'round' | 'position' | 'slots'>,
): StoredBout {
  return { side: 'winners', status: 'ready', winner: null, result: null, ...partial };
}

const knockout: StoredDraw = {
  format: 'single-elimination',
  entries: [...boxers].map(([id, b]) => ({ id, name: b.name, club: b.club })),
  rounds: [
    {
      id: 'W1',
      side: 'winners',
      number: 1,
      bouts: [
        bout({ id: 'W1-2', round: 1, position: 2, slots: ['3', 'bye'], status: 'bye', winner: '3' }),
        bout({
          id: 'W1-1',
          round: 1,
          position: 1,
          slots: ['1', '2'],
          status: 'completed',
          winner: '2',
          result: { outcome: 'RSC', winner: '2', round: 2 },
        }),
      ],
    },
    {
      id: 'W2',
      side: 'winners',
      number: 2,
      bouts: [
        bout({
          id: 'W2-1',
          round: 2,
          position: 1,
          slots: ['2', null],
          status: 'waiting',
          sources: [
            { bout: 'W1-1', take: 'winner' },
            { bout: 'W1-2', take: 'winner' },
          ],
        }),
      ],
    },
  ],
};

const row = (engineBoutId: string, number: number, extra: Partial<BoutRow> = {}): BoutRow => ({
  id: number,
  engineBoutId,
  number,
  ring: 1,
  plannedStart: new Date('2026-12-05T09:00:00+01:00'),
  status: 'scheduled',
  outcome: null,
  startedAt: null,
  ...extra,
});

describe('bracketLayout', () => {
  it('draws a knockout as rounds named back from the final, bouts in draw order, winners and byes marked', () => {
    const [section, ...rest] = bracketLayout(
      knockout,
      [row('W1-1', 1, { status: 'decided' }), row('W1-2', 7)],
      boxers,
    );
    expect(rest).toEqual([]);
    expect(section!.columns.map((c) => c.title)).toEqual(['Semi-finals', 'Final']);
    const [first, second] = section!.columns[0]!.bouts;
    expect(first!.engineBoutId).toBe('W1-1');
    expect(first!.number).toBe(1);
    expect(first!.outcome).toBe('RSC');
    expect(first!.corners).toEqual([
      { kind: 'boxer', boxer: boxers.get('1'), won: false },
      { kind: 'boxer', boxer: boxers.get('2'), won: true },
    ]);
    expect(second!.status).toBe('bye');
    expect(second!.corners[1]).toEqual({ kind: 'bye' });
  });

  it('names a corner still to come by the bout that feeds it, once that bout has a number', () => {
    const [section] = bracketLayout(knockout, [row('W1-2', 7)], boxers);
    const final = section!.columns[1]!.bouts[0]!;
    expect(final.corners[0]).toMatchObject({ kind: 'boxer', boxer: { name: 'Chidi Okafor' } });
    expect(final.corners[1]).toEqual({ kind: 'waiting', from: 'Winner of bout 7' });
    const [unnumbered] = bracketLayout(knockout, [], boxers);
    expect(unnumbered!.columns[1]!.bouts[0]!.corners[1]).toEqual({ kind: 'waiting', from: 'To be decided' });
  });

  it('gives a double elimination its losers bracket and grand final as sections of their own', () => {
    const draw: StoredDraw = {
      ...knockout,
      format: 'double-elimination',
      rounds: [
        ...knockout.rounds,
        {
          id: 'L1',
          side: 'losers',
          number: 1,
          bouts: [bout({ id: 'L1-1', round: 1, position: 1, slots: ['1', null], side: 'losers' })],
        },
        {
          id: 'F1',
          side: 'final',
          number: 1,
          bouts: [bout({ id: 'F1-1', round: 1, position: 1, slots: [null, null], side: 'final' })],
        },
      ],
    };
    const sections = bracketLayout(draw, [], boxers);
    expect(sections.map((s) => s.title)).toEqual([null, 'Losers bracket', 'Grand final']);
  });

  it('counts rounds of a big draw as "Round of N" before the quarter-finals', () => {
    expect(knockoutRoundTitle(1, 5, 16)).toBe('Round of 32');
    expect(knockoutRoundTitle(3, 5, 4)).toBe('Quarter-finals');
  });
});

describe('standingsTable', () => {
  const pool = (results: Array<[string, string, string | null]>): StoredDraw => ({
    format: 'round-robin',
    entries: [...boxers].slice(0, 3).map(([id, b]) => ({ id, name: b.name, club: b.club })),
    rounds: [
      {
        id: 'P1',
        side: 'pool',
        number: 1,
        bouts: results.map(([red, blue, winner], i) =>
          bout({
            id: `P1-${i + 1}`,
            round: 1,
            position: i + 1,
            side: 'pool',
            slots: [red, blue],
            status: 'completed',
            winner,
            result: { outcome: winner ? 'WP' : 'DRAW', winner },
          }),
        ),
      },
    ],
  });

  it('ranks by wins, then draws, then fewest losses, with each boxer’s record', () => {
    const table = standingsTable(
      pool([
        ['1', '2', '2'],
        ['2', '3', '2'],
        ['1', '3', null],
      ]),
      boxers,
    );
    expect(table.map((r) => [r.rank, r.boxer.name, r.boxed, r.won, r.lost, r.drawn])).toEqual([
      [1, 'Chidi Okafor', 2, 2, 0, 0],
      [2, 'Ade Bello', 2, 0, 1, 1],
      [2, 'Musa Sani', 2, 0, 1, 1],
    ]);
  });

  it('lists a boxer who has not boxed yet with a clean record, and a withdrawn boxer last', () => {
    const draw = { ...pool([['1', '2', '1']]), withdrawn: { '2': { reason: 'medical' } } };
    const table = standingsTable(draw, boxers);
    expect(table.map((r) => [r.boxer.name, r.boxed, r.withdrawn])).toEqual([
      ['Ade Bello', 1, false],
      ['Musa Sani', 0, false],
      ['Chidi Okafor', 1, true],
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
      at('09:20'),
    );
    expect(rings.map((r) => [r.ring, r.now?.id ?? null, r.next?.id ?? null])).toEqual([
      [1, 2, 3],
      [2, null, 4],
    ]);
    expect(rings[0]!.bouts.map((b) => b.bout.id)).toEqual([1, 2, 3]);
  });

  it('moves the ETAs of the bouts still to box by as much as the ring runs late, never earlier', () => {
    const [late] = ringOrders(
      [
        line(1, 1, '09:00', 'in_progress', '09:12'),
        line(2, 1, '09:15', 'scheduled'),
        line(3, 1, '09:30', 'scheduled'),
      ],
      at('09:14'),
    );
    expect(late!.bouts.map((b) => b.eta)).toEqual([
      at('09:00').toISOString(),
      at('09:27').toISOString(),
      at('09:42').toISOString(),
    ]);
    const [early] = ringOrders(
      [line(1, 1, '09:00', 'in_progress', '08:55'), line(2, 1, '09:15', 'scheduled')],
      at('08:56'),
    );
    expect(early!.bouts[1]!.eta).toBe(at('09:15').toISOString());
  });

  it('counts a ring idle past its next planned start as late by that much', () => {
    const [idle] = ringOrders(
      [line(1, 1, '09:00', 'decided'), line(2, 1, '09:15', 'scheduled')],
      at('09:20'),
    );
    expect(idle!.now).toBeNull();
    expect(idle!.bouts[1]!.eta).toBe(at('09:20').toISOString());
  });

  it('leaves cancelled bouts out of the running order', () => {
    const [ring] = ringOrders(
      [line(1, 1, '09:00', 'cancelled'), line(2, 1, '09:15', 'scheduled')],
      at('08:00'),
    );
    expect(ring!.bouts.map((b) => b.bout.id)).toEqual([2]);
    expect(ring!.next?.id).toBe(2);
  });
});
