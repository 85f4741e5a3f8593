import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { EngineError } from './errors';
import { startBout } from './live';
import { recordResult, withdraw } from './progression';
import { createPrng } from './prng';
import { applySchedule, boutMinutes, estimateTimes, planSchedule } from './schedule';
import type { PlannedBout, RestRule, ScheduleCategory, Session } from './schedule';
import { playThrough } from './simulation';
import { allBouts, getBout } from './state';
import { FORMATS } from './types';
import type { CategoryDraw, Entry, Format } from './types';

const RUNS = Number(process.env.ENGINE_PROPERTY_RUNS ?? 40) >> 1;
const MINUTE = 60_000;

const entries = (n: number, prefix: string, clubs = n): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    name: `Boxer ${prefix}${i + 1}`,
    club: `Club ${i % clubs}`,
  }));

/** `days` days from 1 May 2026, with a morning and an afternoon session each (Lagos time). */
function sessions(days: number, offset = '+01:00'): Session[] {
  return Array.from({ length: days }, (_, d) => {
    const date = new Date(Date.UTC(2026, 4, 1 + d)).toISOString().slice(0, 10);
    return [
      { start: `${date}T10:00${offset}`, end: `${date}T13:00${offset}` },
      { start: `${date}T15:00${offset}`, end: `${date}T19:00${offset}` },
    ];
  }).flat();
}

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return (error as EngineError).code;
  }
  throw new Error('expected an EngineError');
}

const ms = (time: string): number => Date.parse(time);
/** The venue's calendar day of a time written with its offset. */
const day = (time: string): string => time.slice(0, 10);

/** Stages as the programme must respect them: a round comes after every round its bouts come from. */
function stages(draw: CategoryDraw): Map<string, number> {
  const stageOf = new Map<string, number>();
  draw.rounds.forEach((round, r) => {
    const stage =
      draw.format === 'round-robin' || draw.format === 'swiss-system'
        ? r + 1
        : 1 +
          Math.max(
            0,
            ...round.bouts.flatMap((b) => (b.sources ?? []).map((s) => stageOf.get(s?.bout ?? '') ?? 0)),
          );
    for (const bout of round.bouts) stageOf.set(bout.id, stage);
  });
  return stageOf;
}

interface Event {
  categories: ScheduleCategory[];
  rings: string[];
  rest: RestRule;
  changeover: number;
  play: number;
}

const event: fc.Arbitrary<Event> = fc
  .record({
    formats: fc.array(fc.constantFrom<Format>(...FORMATS), { minLength: 1, maxLength: 3 }),
    sizes: fc.array(fc.integer({ min: 2, max: 10 }), { minLength: 3, maxLength: 3 }),
    rings: fc.integer({ min: 1, max: 3 }),
    rest: fc.oneof(
      fc.constant<RestRule>('next-day'),
      fc.integer({ min: 20, max: 240 }).map((minutes) => ({ minutes })),
    ),
    changeover: fc.integer({ min: 0, max: 10 }),
    seed: fc.nat(),
    play: fc.nat(),
  })
  .map(({ formats, sizes, rings, rest, changeover, seed, play }) => ({
    categories: formats.map((format, c) => ({
      id: `cat${c}`,
      draw: createDraw(format, entries(sizes[c] as number, `c${c}b`, 3), {
        seed: seed + c,
        rules: { rounds: 1 + (c % 3) },
      }),
    })),
    rings: ['A', 'B', 'C'].slice(0, rings),
    rest,
    changeover,
    play,
  }));

describe('planSchedule', () => {
  it('keeps rings, boxers, rest, round order and finals right', () => {
    fc.assert(
      fc.property(event, ({ categories, rings, rest, changeover, play }) => {
        const days = 40;
        const plan = planSchedule(categories, {
          rings,
          sessions: sessions(days),
          rest,
          changeoverMinutes: changeover,
        });
        expect(plan.unscheduled).toEqual([]);
        const { bouts } = plan;
        // Numbers in order of start, from 1.
        expect(bouts.map((b) => b.number)).toEqual(bouts.map((_, i) => i + 1));
        for (let i = 1; i < bouts.length; i++)
          expect(ms(bouts[i]!.start)).toBeGreaterThanOrEqual(ms(bouts[i - 1]!.start));
        const session = sessions(days);
        for (const b of bouts) {
          // Inside a session, on a ring of the event, one bout's length plus the changeover long.
          expect(
            session.some((s) => ms(b.start) >= ms(s.start) && ms(b.end) <= ms(s.end)),
            b.bout,
          ).toBe(true);
          expect(rings).toContain(b.ring);
          const draw = categories.find((c) => c.id === b.category)!.draw;
          expect(ms(b.end) - ms(b.start)).toBe(boutMinutes(draw.rules, changeover) * MINUTE);
        }
        // A ring boxes one bout at a time.
        for (const a of bouts)
          for (const b of bouts)
            if (a !== b && a.ring === b.ring)
              expect(ms(a.end) <= ms(b.start) || ms(b.end) <= ms(a.start)).toBe(true);
        // Every round of a category before its next round; finals after every other bout.
        for (const { id, draw } of categories) {
          const stageOf = stages(draw);
          const mine = bouts.filter((b) => b.category === id);
          for (const a of mine)
            for (const b of mine) {
              const sa = stageOf.get(a.bout) ?? Number(a.bout.slice(1, a.bout.indexOf('-')));
              const sb = stageOf.get(b.bout) ?? Number(b.bout.slice(1, b.bout.indexOf('-')));
              if (sa < sb) expect(ms(a.end), `${a.bout} before ${b.bout}`).toBeLessThanOrEqual(ms(b.start));
            }
        }
        const lastNonFinal = Math.max(...bouts.filter((b) => !b.final).map((b) => ms(b.end)));
        for (const b of bouts.filter((x) => x.final))
          expect(ms(b.start)).toBeGreaterThanOrEqual(lastNonFinal);

        // Box every category through (knockouts and all) and check each boxer's own bouts.
        const prng = createPrng(play);
        const planned = new Map(bouts.map((b) => [`${b.category}/${b.bout}`, b]));
        const byBoxer = new Map<string, PlannedBout[]>();
        for (const { id, draw } of categories) {
          const { state } = playThrough(draw, prng);
          for (const bout of allBouts(state)) {
            if (!bout.result || bout.result.auto || bout.result.outcome === 'WO') continue;
            const slot = planned.get(`${id}/${bout.id}`);
            expect(slot, `${id}/${bout.id} was boxed but not planned`).toBeDefined();
            for (const boxer of bout.result.corners)
              byBoxer.set(boxer, [...(byBoxer.get(boxer) ?? []), slot!]);
          }
        }
        for (const [boxer, list] of byBoxer) {
          const ordered = list.slice().sort((a, b) => ms(a.start) - ms(b.start));
          for (let i = 1; i < ordered.length; i++) {
            const [before, after] = [ordered[i - 1]!, ordered[i]!];
            // Never in two rings at once, and rested (from the end of the boxing, before the changeover).
            expect(ms(before.end), boxer).toBeLessThanOrEqual(ms(after.start));
            if (rest === 'next-day')
              expect(day(after.start) > day(before.start), `${boxer}: ${before.bout}, ${after.bout}`).toBe(
                true,
              );
            else
              expect(ms(after.start) - (ms(before.end) - changeover * MINUTE)).toBeGreaterThanOrEqual(
                rest.minutes * MINUTE,
              );
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('says which bouts the sessions have no room for', () => {
    const draw = createDraw('single-elimination', entries(16, 'e'));
    const plan = planSchedule([{ id: 'm', draw }], { rings: ['A'], sessions: sessions(2) });
    // Round 1 on day 1, the quarter-finals on day 2; the rest wait for sessions not given.
    expect(plan.bouts.map((b) => b.bout)).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `W1-${i + 1}`),
      ...Array.from({ length: 4 }, (_, i) => `W2-${i + 1}`),
    ]);
    expect(plan.unscheduled).toEqual(['W3-1', 'W3-2', 'W4-1'].map((bout) => ({ category: 'm', bout })));
  });

  it('plans what is left of an event: bouts boxed, started or not boxed take no place', () => {
    let draw = createDraw('single-elimination', entries(4, 'e'), { rules: { rounds: 3, roundMinutes: 3 } });
    draw = recordResult(draw, 'W1-1', {
      outcome: 'RSC',
      winner: getBout(draw, 'W1-1').slots[0] as string,
      round: 1,
    }).state;
    draw = startBout(draw, 'W1-2').state;
    const plan = planSchedule([{ id: 'm', draw }], {
      rings: ['A'],
      sessions: [{ start: '2026-05-02T10:00Z', end: '2026-05-02T12:00Z' }],
      rest: { minutes: 0 },
      changeoverMinutes: 3,
    });
    expect(plan.bouts).toEqual([
      {
        category: 'm',
        bout: 'W2-1',
        number: 1,
        ring: 'A',
        start: '2026-05-02T10:00Z',
        end: '2026-05-02T10:15Z',
        final: true,
      },
    ]);
    const withdrawn = withdraw(createDraw('round-robin', entries(3, 'e')), 'e1').state;
    expect(
      planSchedule([{ id: 'p', draw: withdrawn }], { rings: ['A'], sessions: sessions(5) }).bouts,
    ).toHaveLength(1);
  });

  it('refuses options it cannot use', () => {
    const categories = [{ id: 'm', draw: createDraw('single-elimination', entries(4, 'e')) }];
    const good = { rings: ['A'], sessions: sessions(1) };
    for (const options of [
      { ...good, rings: [] },
      { ...good, rings: ['A', 'A'] },
      { ...good, rings: [''] },
      { ...good, sessions: [] },
      { ...good, sessions: [{ start: '2026-05-01T10:00Z', end: '2026-05-01T09:00Z' }] },
      { ...good, sessions: [{ start: '2026-05-01T10:00', end: '2026-05-01T12:00' }] },
      { ...good, sessions: [null] },
      { ...good, sessions: [...sessions(1), ...sessions(1)] },
      { ...good, changeoverMinutes: -1 },
      { ...good, rest: { minutes: -5 } },
      { ...good, rest: 'weekly' },
      null,
    ])
      expect(
        code(() => planSchedule(categories, options as never)),
        JSON.stringify(options),
      ).toBe('INVALID_OPTIONS');
    expect(code(() => planSchedule([...categories, ...categories], good))).toBe('INVALID_OPTIONS');
    expect(code(() => planSchedule('m' as never, good))).toBe('INVALID_OPTIONS');
    expect(code(() => planSchedule([{ id: 'x', draw: {} as CategoryDraw }], good))).toBe('INVALID_STATE');
  });
});

describe('applySchedule and estimateTimes', () => {
  // Two rounds of two minutes: 2 x (2 + 1) = 6 minutes of boxing, then 4 of changeover.
  const options = {
    rings: ['A'],
    sessions: [
      { start: '2026-05-02T10:00+01:00', end: '2026-05-02T13:00+01:00' },
      { start: '2026-05-02T15:00+01:00', end: '2026-05-02T18:00+01:00' },
    ],
    rest: { minutes: 30 },
    changeoverMinutes: 4,
  } as const;
  const drawn = createDraw('round-robin', entries(4, 'e'), { rules: { rounds: 2, roundMinutes: 2 } });
  const plan = planSchedule([{ id: 'pool', draw: drawn }], options);
  const applied = applySchedule(drawn, 'pool', plan).state;
  const at = (bout: string) =>
    estimateTimes([{ id: 'pool', draw: state }], options).find((t) => t.bout === bout)!;
  let state = applied;

  it('writes the programme on the bouts', () => {
    expect(plan.bouts.map((b) => [b.bout, b.start])).toEqual([
      ['P1-1', '2026-05-02T10:00+01:00'],
      ['P1-2', '2026-05-02T10:10+01:00'],
      ['P2-1', '2026-05-02T10:46+01:00'],
      ['P2-2', '2026-05-02T10:56+01:00'],
      ['P3-1', '2026-05-02T11:32+01:00'],
      ['P3-2', '2026-05-02T11:42+01:00'],
    ]);
    expect(getBout(applied, 'P2-1').live).toEqual({
      number: 3,
      ring: 'A',
      plannedStart: '2026-05-02T10:46+01:00',
    });
    expect(applySchedule(applied, 'pool', plan).changed).toEqual([]);
    expect(applySchedule(drawn, 'other', plan).changed).toEqual([]);
  });

  it('gives the planned times while nothing has happened yet', () => {
    state = applied;
    expect(
      estimateTimes([{ id: 'pool', draw: state }], options).map((t) => [t.bout, t.status, t.start]),
    ).toEqual(plan.bouts.map((b) => [b.bout, 'to-box', b.start]));
  });

  it('moves the bouts behind one that ran long, and brings them forward after a short one', () => {
    state = applied;
    const p11 = getBout(state, 'P1-1');
    state = startBout(state, 'P1-1', { at: '2026-05-02T10:03+01:00' }).state;
    expect(at('P1-1')).toMatchObject({
      status: 'in-progress',
      start: '2026-05-02T10:03+01:00',
      end: '2026-05-02T10:13+01:00',
    });
    expect(at('P1-2').start).toBe('2026-05-02T10:13+01:00');
    state = recordResult(
      state,
      'P1-1',
      { outcome: 'KO', winner: p11.slots[0] as string, round: 1 },
      { at: '2026-05-02T10:05+01:00' },
    ).state;
    expect(at('P1-1')).toMatchObject({
      status: 'boxed',
      start: '2026-05-02T10:03+01:00',
      end: '2026-05-02T10:09+01:00',
    });
    // A short bout brings the next one forward...
    expect(at('P1-2').start).toBe('2026-05-02T10:09+01:00');
    // ...but not before its boxers have rested.
    const p21 = estimateTimes([{ id: 'pool', draw: state }], options).find(
      (t) => t.bout.startsWith('P2-') && t.status === 'to-box',
    )!;
    expect(ms(p21.start!)).toBeGreaterThanOrEqual(ms('2026-05-02T10:15+01:00') + 30 * MINUTE);
    // The knocked-out boxer's later bouts are walkovers: they take no ring time.
    const walkovers = estimateTimes([{ id: 'pool', draw: state }], options).filter(
      (t) => t.status === 'not-boxed',
    );
    expect(walkovers).toHaveLength(2);
    expect(walkovers.every((t) => t.start === undefined)).toBe(true);
    // Not before now, nor before a session opens.
    const late = estimateTimes([{ id: 'pool', draw: state }], { ...options, now: '2026-05-02T12:55+01:00' });
    expect(late.find((t) => t.status === 'to-box')!.start).toBe('2026-05-02T12:55+01:00');
    expect(code(() => estimateTimes([{ id: 'pool', draw: state }], { ...options, now: 'noon' }))).toBe(
      'INVALID_OPTIONS',
    );
  });

  it('counts a bout boxed without times noted as taking its planned length, and one without a plan as unknown', () => {
    let s = recordResult(applied, 'P1-1', {
      outcome: 'RSC',
      winner: getBout(applied, 'P1-1').slots[0] as string,
      round: 1,
    }).state;
    expect(estimateTimes([{ id: 'pool', draw: s }], options)[0]).toMatchObject({
      status: 'boxed',
      start: '2026-05-02T10:00+01:00',
      end: '2026-05-02T10:10+01:00',
    });
    s = createDraw('single-elimination', entries(2, 'e'));
    s = applySchedule(s, 'x', {
      bouts: [
        {
          category: 'x',
          bout: 'W1-1',
          number: 1,
          ring: 'A',
          start: '2026-05-02T10:00Z',
          end: '2026-05-02T10:13Z',
          final: true,
        },
      ],
      unscheduled: [],
    }).state;
    const { plannedStart: _unused, ...noPlan } = getBout(s, 'W1-1').live!;
    const unplanned = {
      ...s,
      rounds: [{ ...s.rounds[0]!, bouts: [{ ...getBout(s, 'W1-1'), live: noPlan }] }],
    };
    expect(estimateTimes([{ id: 'x', draw: unplanned }], options)[0]).toEqual({
      category: 'x',
      bout: 'W1-1',
      number: 1,
      ring: 'A',
      status: 'to-box',
    });
  });
});
