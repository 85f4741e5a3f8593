// Property-based proof of the draw and progression rules, for every format and 2 to 128 entries.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { recordResult, withdraw } from './progression';
import { createPrng } from './prng';
import { ranking } from './ranking';
import { nextPowerOfTwo, standardSeedOrder } from './seeding';
import { findSuspensions } from './resolve';
import { playThrough, randomResult } from './simulation';
import { allBouts, getBout, isComplete, readyBouts } from './state';
import { BYE, FORMATS, SUSPENDING } from './types';
import type { Bout, Entry, EntryId, Format, ResultInput, CategoryDraw } from './types';

const RUNS = Number(process.env.ENGINE_PROPERTY_RUNS ?? 40);

interface Case {
  format: Format;
  entries: Entry[];
  seed: number;
  play: number;
}

const entriesOf = (clubs: number[]): Entry[] =>
  clubs.map((c, i) => ({ id: `e${i + 1}`, name: `Boxer ${i + 1}`, club: `Club ${c}` }));

/** n from 2 to 128, drawn towards small and awkward sizes as well as large ones. */
const size = fc.oneof(fc.integer({ min: 2, max: 17 }), fc.integer({ min: 2, max: 128 }));
const caseOf = (format: fc.Arbitrary<Format>): fc.Arbitrary<Case> =>
  fc
    .record({ format, n: size, k: fc.integer({ min: 1, max: 40 }), seed: fc.nat(), play: fc.nat() })
    .chain(({ format, n, k, seed, play }) =>
      fc
        .array(fc.integer({ min: 0, max: Math.min(k, n) - 1 }), { minLength: n, maxLength: n })
        .map((clubs) => ({ format, entries: entriesOf(clubs), seed, play })),
    );
const anyFormat = fc.constantFrom(...FORMATS);
const elimination = fc.constantFrom<Format>('single-elimination', 'double-elimination');

const ids = (state: CategoryDraw): EntryId[] => state.entries.map((e) => e.id).sort();

/**
 * Random officiating without the outcomes that suspend a boxer (KO, RSC-I become RSC), for the
 * properties of a draw everyone boxes to the end; the suspensions have properties of their own below.
 */
const noHeadBlows = (bout: Bout, rules: CategoryDraw['rules'], prng: ReturnType<typeof createPrng>) => {
  const result = randomResult(bout, rules, prng);
  return result.outcome === 'KO' || result.outcome === 'RSC-I'
    ? { ...result, outcome: 'RSC' as const }
    : result;
};

/** What a state says about the draw, leaving out its history (revision and audit trail). */
const draw = (state: CategoryDraw) => ({ ...state, revision: 0, audit: [] });
const inBout = (b: Bout): EntryId[] => b.slots.filter((s): s is EntryId => s !== null && s !== BYE);
const clubOf = (state: CategoryDraw): Map<EntryId, string> =>
  new Map(state.entries.map((e) => [e.id, e.club]));

describe.each(FORMATS)('%s', (format) => {
  it('puts every entry in the draw exactly once, and nobody fights twice in a round', () => {
    fc.assert(
      fc.property(caseOf(fc.constant(format)), ({ entries, seed, play }) => {
        const drawn = createDraw(format, entries, { seed });
        const first = drawn.rounds[0]!.bouts.flatMap(inBout).sort();
        if (format === 'round-robin')
          expect(new Set(allBouts(drawn).flatMap(inBout)).size).toBe(entries.length);
        else expect(first).toEqual(ids(drawn));
        const { state } = playThrough(drawn, createPrng(play));
        for (const round of state.rounds) {
          const seen = round.bouts.flatMap(inBout);
          expect(new Set(seen).size).toBe(seen.length);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('ends with exactly one champion and placings that are a permutation of the entries', () => {
    fc.assert(
      fc.property(caseOf(fc.constant(format)), fc.boolean(), ({ entries, seed, play }, option) => {
        const drawn = createDraw(format, entries, {
          seed,
          ...(format === 'single-elimination' ? { thirdPlaceBout: option } : {}),
          ...(format === 'double-elimination' ? { grandFinalReset: option } : {}),
        });
        const { state } = playThrough(drawn, createPrng(play), noHeadBlows);
        expect(isComplete(state)).toBe(true);
        const r = ranking(state);
        expect(r.complete).toBe(true);
        expect(r.placings.map((p) => p.entryId).sort()).toEqual(ids(state));
        expect(r.placings.filter((p) => p.place === 1)).toHaveLength(1);
        expect(r.placings.every((p) => typeof p.place === 'number')).toBe(true);
        // Places count the boxers ahead: a place is 1 + the number of boxers placed better.
        const places = r.placings.map((p) => p.place as number).sort((a, b) => a - b);
        places.forEach((place, i) => expect(place).toBe(place === places[i - 1] ? places[i - 1] : i + 1));
      }),
      { numRuns: RUNS },
    );
  });

  // Swiss corrections leave bouts already boxed standing, so they have a property of their own below.
  if (format !== 'swiss-system')
    it('gives the same state when a result is corrected as when the corrected result came first', () => {
      fc.assert(
        fc.property(
          caseOf(fc.constant(format)),
          fc.nat(),
          fc.boolean(),
          ({ entries, seed, play }, pick, flip) => {
            const drawn = createDraw(format, entries, {
              seed,
              ...(format === 'double-elimination' ? { grandFinalReset: true } : {}),
            });
            const { state, log } = playThrough(drawn, createPrng(play));
            const k = pick % log.length;
            const target = log[k]!;
            const bout = allBouts(state).find((b) => b.id === target.bout)!;
            const result = bout.result!;
            // Either hand the bout to the other boxer or keep the winner and change how it was won.
            const alternative: ResultInput = flip
              ? { outcome: 'WO', winner: result.loser! }
              : { outcome: 'RSC', winner: result.winner!, round: 1 };
            const corrected = recordResult(state, target.bout, alternative);
            const voided = new Set(corrected.voided);
            expect(voided.has(target.bout)).toBe(false);
            let replay = drawn;
            log.forEach((entry, i) => {
              if (i === k) replay = recordResult(replay, entry.bout, alternative).state;
              else if (!voided.has(entry.bout)) replay = recordResult(replay, entry.bout, entry.result).state;
            });
            // Serialised comparison first: the states are plain JSON data and this is much faster on
            // large pools; the structural comparison then reports a difference readably. The history
            // differs by construction (one more revision, an audit entry), the draw may not.
            if (JSON.stringify(draw(corrected.state)) !== JSON.stringify(draw(replay)))
              expect(draw(corrected.state)).toStrictEqual(draw(replay));
            // Never a stale winner: every result still standing belongs to the boxers now in its corners.
            for (const b of allBouts(corrected.state))
              if (b.result)
                expect([b.result.corners[0], b.result.corners[1]]).toEqual([b.slots[0], b.slots[1]]);
            // Keeping the winner voids nothing, unless the bout was a KO or RSC-I: its loser is then no
            // longer suspended and gets back the bout that had been a walkover.
            if (!flip && !SUSPENDING.includes(result.outcome)) expect(corrected.voided).toEqual([]);
          },
        ),
        { numRuns: RUNS },
      );
    });
});

describe('elimination draws', () => {
  it('has byes only in round 1, to the top seeds, never two in one bout', () => {
    fc.assert(
      fc.property(caseOf(elimination), ({ format, entries, seed }) => {
        const state = createDraw(format, entries, { seed });
        const size = nextPowerOfTwo(entries.length);
        const winners = state.rounds.filter((r) => r.side === 'winners');
        expect(winners[0]!.bouts).toHaveLength(size / 2);
        for (const round of winners.slice(1)) for (const b of round.bouts) expect(b.slots).not.toContain(BYE);
        const byes = winners[0]!.bouts.filter((b) => b.slots.includes(BYE));
        expect(byes).toHaveLength(size - entries.length);
        for (const b of byes) expect(inBout(b)).toHaveLength(1);
        // The boxers with byes are the top seeds of the draw.
        const topSeeds = new Set(state.seeding.slice(0, size - entries.length));
        expect(new Set(byes.map((b) => b.winner))).toEqual(topSeeds);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('keeps clubmates as far apart as the bracket allows', () => {
    fc.assert(
      fc.property(caseOf(elimination), ({ format, entries, seed }) => {
        const state = createDraw(format, entries, { seed });
        const clubs = clubOf(state);
        const positions = state.rounds[0]!.bouts.flatMap((b) => [...b.slots]);
        // In every section of the bracket each club is split between the two halves as evenly as
        // possible: never more than one apart. Without seeds the byes are spread the same way, so the
        // free places allow it everywhere; that puts 2 clubmates in opposite halves, up to 4 in
        // different quarters, and so on.
        for (let width = 2; width <= positions.length; width *= 2)
          for (let lo = 0; lo < positions.length; lo += width) {
            const count = (from: number, to: number): Map<string, number> => {
              const m = new Map<string, number>();
              for (const id of positions.slice(from, to))
                if (id !== BYE && id !== null) m.set(clubs.get(id)!, (m.get(clubs.get(id)!) ?? 0) + 1);
              return m;
            };
            const left = count(lo, lo + width / 2);
            const right = count(lo + width / 2, lo + width);
            for (const club of new Set([...left.keys(), ...right.keys()]))
              expect(Math.abs((left.get(club) ?? 0) - (right.get(club) ?? 0))).toBeLessThanOrEqual(1);
          }
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('places seeds on the standard lines: 1 and 2 in opposite halves, 1-4 in different quarters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.nat(), (n, seed) => {
        const entries = entriesOf(Array.from({ length: n }, (_, i) => i)).map((e, i) => ({
          ...e,
          seed: i + 1,
        }));
        const state = createDraw('single-elimination', entries, { seed });
        const positions = state.rounds[0]!.bouts.flatMap((b) => [...b.slots]);
        const order = standardSeedOrder(positions.length);
        positions.forEach((id, pos) => {
          if (id !== BYE) expect(id).toBe(`e${order[pos]}`);
        });
        for (let k = 2; k <= positions.length; k *= 2) {
          const section = positions.length / k;
          const sections = new Set(
            Array.from({ length: Math.min(k, n) }, (_, s) =>
              Math.floor(positions.indexOf(`e${s + 1}`) / section),
            ),
          );
          expect(sections.size).toBe(Math.min(k, n));
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('double elimination', () => {
  it('never has a losers’-bracket boxer meet an earlier opponent in the first two losers’ rounds', () => {
    fc.assert(
      fc.property(caseOf(fc.constant<Format>('double-elimination')), ({ entries, seed, play }) => {
        const { state } = playThrough(createDraw('double-elimination', entries, { seed }), createPrng(play));
        const met = new Set(
          allBouts(state)
            .filter((b) => b.side === 'winners' && b.result)
            .map((b) => [...b.slots].sort().join('|')),
        );
        // With four boxers losers' round 2 is already the losers' final, where a rematch can be forced.
        if (state.rounds[0]!.bouts.length < 4) return;
        for (const b of allBouts(state))
          if (b.side === 'losers' && b.round <= 2 && b.result)
            expect(met.has([...b.slots].sort().join('|'))).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('round robin', () => {
  it('pairs every two entries exactly once, in n-1 (or n) rounds, clubmates apart in round 1 when possible', () => {
    fc.assert(
      fc.property(caseOf(fc.constant<Format>('round-robin')), ({ entries, seed }) => {
        const state = createDraw('round-robin', entries, { seed });
        const n = entries.length;
        expect(state.rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
        const pairs = allBouts(state).map((b) => [...b.slots].sort().join('|'));
        expect(pairs).toHaveLength((n * (n - 1)) / 2);
        expect(new Set(pairs).size).toBe(pairs.length);
        const clubs = clubOf(state);
        const largest = Math.max(
          ...[...new Set(clubs.values())].map((c) => [...clubs.values()].filter((x) => x === c).length),
        );
        if (largest <= Math.ceil(n / 2) && (n % 2 === 1 || largest <= n / 2))
          for (const b of state.rounds[0]!.bouts)
            expect(clubs.get(b.slots[0]!)).not.toBe(clubs.get(b.slots[1]!));
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('Swiss system', () => {
  it('never repeats a pairing, gives nobody two byes and the bye to the lowest-ranked', () => {
    fc.assert(
      fc.property(caseOf(fc.constant<Format>('swiss-system')), ({ entries, seed, play }) => {
        const drawn = createDraw('swiss-system', entries, { seed });
        const n = entries.length;
        expect(drawn.plannedRounds).toBe(Math.max(1, Math.ceil(Math.log2(n))));
        const { state } = playThrough(drawn, createPrng(play), noHeadBlows);
        expect(state.rounds).toHaveLength(state.plannedRounds);
        const pairs = allBouts(state)
          .filter((b) => !b.slots.includes(BYE))
          .map((b) => [...b.slots].sort().join('|'));
        expect(new Set(pairs).size).toBe(pairs.length);
        const byes = allBouts(state)
          .filter((b) => b.slots.includes(BYE))
          .map((b) => b.winner);
        expect(new Set(byes).size).toBe(byes.length);
        expect(byes).toHaveLength(n % 2 === 1 ? state.plannedRounds : 0);
        // Round 1: everyone on 0, so the bye goes to the last in the seeding.
        if (n % 2 === 1) expect(state.rounds[0]!.bouts.at(-1)!.winner).toBe(state.seeding.at(-1));
        const clubs = clubOf(state);
        const round1 = state.rounds[0]!.bouts.filter((b) => !b.slots.includes(BYE));
        const paired = round1.flatMap(inBout);
        const counts = [...new Set(paired.map((id) => clubs.get(id)))].map(
          (c) => paired.filter((id) => clubs.get(id) === c).length,
        );
        if (Math.max(...counts) * 2 <= paired.length)
          for (const b of round1) expect(clubs.get(b.slots[0]!)).not.toBe(clubs.get(b.slots[1]!));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('withdrawals', () => {
  it('still decide the category, with walkovers and no stale winner', () => {
    fc.assert(
      fc.property(
        caseOf(anyFormat),
        fc.array(fc.nat(), { maxLength: 4 }),
        ({ format, entries, seed, play }, picks) => {
          let state = createDraw(format, entries, { seed });
          const prng = createPrng(play);
          // Withdraw a few boxers at random moments: before the first bout and part-way through.
          for (const pick of picks) {
            const id = entries[pick % entries.length]!.id;
            if (!Object.hasOwn(state.withdrawn, id)) state = withdraw(state, id).state;
            const ready = allBouts(state).filter((b) => b.status === 'ready');
            for (const b of ready.slice(0, ready.length >> 1))
              state = recordResult(state, b.id, { outcome: 'WO', winner: b.slots[prng.int(2)]! }).state;
          }
          state = playThrough(state, prng).state;
          expect(isComplete(state)).toBe(true);
          const r = ranking(state);
          expect(r.placings.map((p) => p.entryId).sort()).toEqual(ids(state));
          expect(r.placings.filter((p) => p.place === 1).length).toBeLessThanOrEqual(1);
          for (const b of allBouts(state)) {
            if (b.status === 'completed') expect(inBout(b)).toContain(b.winner);
            // A walkover goes against a boxer who withdrew or was suspended after a KO or RSC-I.
            if (b.result?.auto)
              expect(
                Object.hasOwn(state.withdrawn, b.result.loser!) ||
                  Object.hasOwn(state.suspended, b.result.loser!),
              ).toBe(true);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('withdrawals (what was boxed)', () => {
  it('void no result: every result recorded before a withdrawal stands after it', () => {
    fc.assert(
      fc.property(
        caseOf(anyFormat),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        ({ format, entries, seed, play }, picks) => {
          let state = createDraw(format, entries, { seed });
          const prng = createPrng(play);
          for (const pick of picks) {
            // Part of what is ready is boxed, then somebody withdraws.
            for (let step = 0; step < 1 + (pick % 3); step++) {
              const ready = readyBouts(state);
              for (const { id } of ready.slice(0, Math.max(1, ready.length >> 1))) {
                // A knockout just recorded may have turned a later bout of its loser into a walkover.
                const b = getBout(state, id);
                if (b.status === 'ready')
                  state = recordResult(state, id, randomResult(b, state.rules, prng)).state;
              }
            }
            const id = entries[pick % entries.length]!.id;
            if (Object.hasOwn(state.withdrawn, id)) continue;
            const boxed = allBouts(state).filter((b) => b.result !== null && !b.result.auto);
            const change = withdraw(state, id);
            expect(change.voided).toEqual([]);
            for (const b of boxed) expect(getBout(change.state, b.id).result).toBe(b.result);
            state = change.state;
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('Swiss corrections', () => {
  it('leave every bout already boxed standing and re-pair only the round not started', () => {
    fc.assert(
      fc.property(
        caseOf(fc.constant<Format>('swiss-system')),
        fc.nat(),
        fc.boolean(),
        ({ entries, seed, play }, pick, flip) => {
          let state = createDraw('swiss-system', entries, { seed, rounds: Math.min(entries.length - 1, 4) });
          const prng = createPrng(play);
          // Box every round but the last one paired, which is left to start.
          const stop = 1 + (pick % state.plannedRounds);
          while (state.rounds.length < stop && !isComplete(state))
            for (const b of readyBouts(state))
              state = recordResult(state, b.id, randomResult(b, state.rules, prng)).state;
          const boxed = allBouts(state).filter((b) => b.result !== null && !b.result.auto);
          if (boxed.length === 0) return;
          const target = boxed[pick % boxed.length]!;
          const result = target.result!;
          const alternative: ResultInput = flip
            ? { outcome: 'WO', winner: result.loser ?? result.corners[0] }
            : { outcome: 'RSC', winner: result.winner ?? result.corners[1], round: 1 };
          const corrected = recordResult(state, target.id, alternative);
          expect(corrected.voided).toEqual([]);
          for (const b of boxed)
            if (b.id !== target.id) expect(getBout(corrected.state, b.id).result).toBe(b.result);
          const pairs = allBouts(corrected.state)
            .filter((b) => !b.slots.includes(BYE))
            .map((b) => [...b.slots].sort().join('|'));
          expect(new Set(pairs).size).toBe(pairs.length);
          const byes = allBouts(corrected.state)
            .filter((b) => b.status === 'bye')
            .map((b) => b.winner);
          expect(new Set(byes).size).toBe(byes.length);
          expect(corrected.state.suspended).toEqual(findSuspensions(corrected.state.rounds));
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('medical suspensions', () => {
  it('keep a boxer beaten by KO or RSC-I out of every later bout, also after a correction', () => {
    fc.assert(
      fc.property(caseOf(anyFormat), fc.nat(), ({ format, entries, seed, play }, pick) => {
        const { state, log } = playThrough(createDraw(format, entries, { seed }), createPrng(play));
        // `boxedAfter`: bouts boxed before a correction made them come after a suspension stand.
        const check = (s: CategoryDraw, boxedAfter: boolean): void => {
          // The suspensions the state carries are those its standing results give.
          expect(s.suspended).toEqual(findSuspensions(s.rounds));
          const at = new Map(allBouts(s).map((b, i) => [b.id, i]));
          allBouts(s).forEach((b, i) => {
            for (const id of inBout(b)) {
              const suspension = s.suspended[id];
              if (!suspension || i <= at.get(suspension.bout)!) continue;
              if (b.result && !b.result.auto) {
                if (!boxedAfter) throw new Error(`${id} boxed ${b.id} after ${suspension.bout}`);
                continue;
              }
              // After the bout that suspended them: no bout to box, no bye, no walkover won (a bout still
              // waiting for the other corner becomes a walkover or void once it is known), except, in a
              // pool or Swiss round, a walkover given before it (its loser stopped earlier): a win already
              // in the table stands (issue 27).
              const given = b.result?.auto === true && b.winner === id ? b.result.loser : null;
              const loserStopped = given === null ? undefined : s.suspended[given];
              const givenBefore =
                (format === 'round-robin' || format === 'swiss-system') &&
                loserStopped !== undefined &&
                at.get(loserStopped.bout)! < at.get(suspension.bout)!;
              expect(
                b.status === 'cancelled' || b.status === 'waiting' || b.result?.loser === id || givenBefore,
                `${id} in ${b.id}`,
              ).toBe(true);
            }
          });
        };
        check(state, false);
        const target = log[pick % log.length]!;
        const result = getBout(state, target.bout).result!;
        if (result.winner === null) return;
        // Turn the result into a knockout of the boxer who lost, or lift one.
        const corrected = recordResult(
          state,
          target.bout,
          SUSPENDING.includes(result.outcome)
            ? { outcome: 'RSC', winner: result.winner, round: 1 }
            : { outcome: 'KO', winner: result.winner, round: 1 },
        );
        check(corrected.state, true);
      }),
      { numRuns: RUNS },
    );
  });
});
