import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDraw } from './draw';
import { setBoutDetails } from './live';
import { applyPatch, statePatch } from './persist';
import { recordResult, withdraw } from './progression';
import { createPrng } from './prng';
import { randomResult } from './simulation';
import { allBouts, isComplete, readyBouts } from './state';
import { FORMATS } from './types';
import type { CategoryDraw, Change, Entry } from './types';

const RUNS = Number(process.env.ENGINE_PROPERTY_RUNS ?? 40) >> 1;

const entries = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i + 1}`, name: `Boxer ${i + 1}`, club: `Club ${i % 3}` }));

describe('statePatch', () => {
  it('writes, change after change, the document the state is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORMATS),
        fc.integer({ min: 2, max: 24 }),
        fc.nat(),
        (format, n, play) => {
          const prng = createPrng(play);
          let state = createDraw(format, entries(n), { seed: play });
          // The document as the database holds it.
          let stored = JSON.parse(JSON.stringify(state)) as CategoryDraw;
          // Written twice: from every round compared, and from the bouts the change says it touched.
          let hinted = stored;
          const write = (change: Change, addressed?: string): void => {
            const next = change.state;
            stored = applyPatch(stored, statePatch(state, next));
            hinted = applyPatch(
              hinted,
              statePatch(state, next, [...(addressed ? [addressed] : []), ...change.changed]),
            );
            state = next;
            const json = JSON.parse(JSON.stringify(state)) as CategoryDraw;
            expect(stored).toEqual(json);
            expect(hinted).toEqual(json);
          };
          let step = 0;
          while (!isComplete(state)) {
            const ready = readyBouts(state);
            const bout = ready[prng.int(ready.length)]!;
            write(recordResult(state, bout.id, randomResult(bout, state.rules, prng)), bout.id);
            step++;
            // Now and then a correction, a withdrawal or a bout number.
            const boxed = allBouts(state).filter((b) => b.result !== null && !b.result.auto);
            if (step % 5 === 0 && boxed.length > 0) {
              const target = boxed[prng.int(boxed.length)]!;
              const winner = target.result!.corners[prng.int(2)]!;
              if (!Object.hasOwn(state.withdrawn, winner) && !Object.hasOwn(state.suspended, winner))
                write(recordResult(state, target.id, { outcome: 'RSC', winner, round: 1 }), target.id);
            }
            if (step % 7 === 0) {
              const id = state.entries[prng.int(n)]!.id;
              if (!Object.hasOwn(state.withdrawn, id)) write(withdraw(state, id));
            }
            if (step % 3 === 0) write(setBoutDetails(state, bout.id, { ring: `R${step}` }), bout.id);
          }
        },
      ),
      { numRuns: RUNS },
    );
    // Hundreds of random events played through every format: about 7 s alone, several times that on CI's two
    // busy cores. The property, not the clock, is what this test checks.
  }, 120_000);

  it('writes nothing for no change and only what changed for a result', () => {
    const s = createDraw('round-robin', entries(6));
    expect(statePatch(s, s)).toEqual([]);
    const next = recordResult(s, 'P3-2', {
      outcome: 'RSC',
      winner: s.rounds[2]!.bouts[1]!.slots[0] as string,
      round: 1,
    }).state;
    expect(statePatch(s, next).map((op) => op.path)).toEqual([
      ['revision'],
      ['rounds', 2, 'bouts', 1, 'status'],
      ['rounds', 2, 'bouts', 1, 'winner'],
      ['rounds', 2, 'bouts', 1, 'result'],
    ]);
    // Live details taken away: the field goes.
    const ringed = setBoutDetails(next, 'P1-1', { ring: 'A' }).state;
    const bare = setBoutDetails(ringed, 'P1-1', { ring: null }).state;
    expect(statePatch(ringed, bare)).toContainEqual({
      path: ['rounds', 0, 'bouts', 0, 'live'],
      value: null,
      remove: true,
    });
  });
});
