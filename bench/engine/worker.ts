// One measurement in a process of its own:
//   worker.ts <ours|theirs> <format> <entries> <samples> <batch>
// Prints one line of JSON: draw and play CPU time per tournament (ms), wall-clock total, bouts, heap.
//
// Times are CPU time of this process (process.cpuUsage, user + system), not wall-clock time: the
// machines this runs on are shared (2 cores, builds and browsers running beside it), and wall-clock
// figures swing several-fold with whatever else is scheduled, for both libraries alike. CPU time is
// what the work itself costs. Draw-only batches and full batches (draw + every bout) alternate; play
// is the difference of their medians.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import { createDraw, createPrng, isComplete, recordResult } from '../../engine/index';
import type { Entry, Format, ResultInput, CategoryDraw } from '../../engine/index';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const THEIR_TYPE = {
  'single-elimination': 'single_elimination',
  'double-elimination': 'double_elimination',
  'round-robin': 'round_robin',
} as const;

function entries(n: number): Entry[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    name: `Boxer ${i + 1}`,
    club: `Club ${i % 16}`,
  }));
}

// Cards are made up front, so the time is the engine's and not the random officiating's.
function cards(winner: 0 | 1): ResultInput {
  const round = (w: boolean): [number, number] => (w === (winner === 0) ? [10, 9] : [9, 10]);
  return {
    outcome: 'WP',
    scorecards: [
      { rounds: [round(true), round(false), round(true)] },
      { rounds: [round(true), round(true), round(true)] },
      { rounds: [round(false), round(true), round(true)] },
    ],
  };
}
const RED = cards(0);
const BLUE = cards(1);

interface Side {
  draw(seed: number): unknown;
  /** Draw and box every bout; returns the finished tournament and its number of bouts. */
  full(seed: number): Promise<{ keep: unknown; bouts: number }> | { keep: unknown; bouts: number };
}

function ours(format: Format, list: Entry[]): Side {
  return {
    draw: (seed) => createDraw(format, list, { seed }),
    full(seed) {
      const prng = createPrng(seed);
      let state: CategoryDraw = createDraw(format, list, { seed });
      let bouts = 0;
      while (!isComplete(state))
        for (let r = 0; r < state.rounds.length; r++) {
          const count = state.rounds[r]!.bouts.length;
          for (let p = 0; p < count; p++) {
            const bout = state.rounds[r]!.bouts[p]!;
            if (bout.status !== 'ready') continue;
            state = recordResult(state, bout.id, prng.next() < 0.5 ? RED : BLUE).state;
            bouts++;
          }
        }
      return { keep: state, bouts };
    },
  };
}

function theirs(format: keyof typeof THEIR_TYPE, list: Entry[]): Side {
  const type = THEIR_TYPE[format];
  const size = type === 'round_robin' ? list.length : 2 ** Math.ceil(Math.log2(list.length));
  const create = async (): Promise<{ manager: BracketsManager; storage: InMemoryDatabase }> => {
    const storage = new InMemoryDatabase();
    const manager = new BracketsManager(storage);
    await manager.create.stage({
      tournamentId: 0,
      name: 'bench',
      type,
      seeding: list.map((e) => e.name),
      settings:
        type === 'round_robin'
          ? { groupCount: 1 }
          : type === 'double_elimination'
            ? { size, grandFinal: 'simple' }
            : { size },
    });
    return { manager, storage };
  };
  return {
    draw: create,
    async full(seed) {
      const prng = createPrng(seed);
      const { manager, storage } = await create();
      let bouts = 0;
      for (;;) {
        const ready = (await storage.select('match', { status: 2 })) as Array<{ id: number }> | null;
        if (!ready || ready.length === 0) break;
        for (const match of ready) {
          const redWins = prng.next() < 0.5;
          await manager.update.match({
            id: match.id,
            opponent1: redWins ? { score: 3, result: 'win' } : { score: 0 },
            opponent2: redWins ? { score: 0 } : { score: 3, result: 'win' },
          });
          bouts++;
        }
      }
      return { keep: storage, bouts };
    },
  };
}

const cpu = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU ms and wall-clock ms per call over a batch. */
async function batch(call: (seed: number) => unknown, size: number, seed: number): Promise<[number, number]> {
  const start = cpu();
  const wall = performance.now();
  for (let i = 0; i < size; i++) await call(seed * 1000 + i);
  return [(cpu() - start) / size, (performance.now() - wall) / size];
}

const median = (values: number[]): number => {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const [who, format, n, samples, size] = process.argv.slice(2) as [string, Format, string, string, string];
const list = entries(Number(n));
const side = who === 'ours' ? ours(format, list) : theirs(format as keyof typeof THEIR_TYPE, list);
const batchSize = Number(size);
const draw = (seed: number): unknown => side.draw(seed);
const full = (seed: number): unknown => side.full(seed);
// Warm-up, so both libraries are timed as compiled code: a second, or a few batches of the largest.
const until = performance.now() + 1000;
const minimum = Number(n) >= 1024 ? 1 : 3;
for (let i = 0; i < minimum || (performance.now() < until && i < 200); i++) {
  await batch(draw, batchSize, 900 + i);
  await batch(full, batchSize, 900 + i);
}
const draws: Array<[number, number]> = [];
const fulls: Array<[number, number]> = [];
for (let i = 1; i <= Number(samples); i++) {
  draws.push(await batch(draw, batchSize, i));
  fulls.push(await batch(full, batchSize, i));
}
const finished = await side.full(7);
gc();
const heap = process.memoryUsage().heapUsed;
const drawMs = median(draws.map((d) => d[0]));
const figures = {
  draw: drawMs,
  play: Math.max(0, median(fulls.map((f) => f[0])) - drawMs),
  wall: median(fulls.map((f) => f[1])),
  bouts: finished.bouts,
  heap,
  held: finished.keep !== null,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
