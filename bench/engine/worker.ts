// One measurement in a process of its own:
//   worker.ts <ours|theirs> <format> <entries> <samples> <batch>
// Prints one line of JSON: draw and play CPU time per tournament (ms); the whole tournament again with
// the JSON write after every result, and the write's own share (ms); wall-clock total, bouts, heap, the
// bytes written (the draw's, and in all) and the finished tournament's size.
//
// The JSON write is what a deployment of either library does after every result to keep it: the engine
// writes the parts of its state the result replaced (statePatch: the revision and the fields of the bouts
// touched; see engine/persist.ts), each part as the JSON a jsonb_set would be given; brackets-manager
// writes through its storage (its CrudInterface), which a persisting storage implements by serialising
// every row it is asked to insert or update: here a wrapper around the in-memory storage serialises
// exactly those rows. Both write their whole draw once, when it is made.
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
import { createDraw, createPrng, isComplete, recordResult, statePatch } from '../../engine/index';
import type { CategoryDraw, Entry, Format, ResultInput } from '../../engine/index';

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

interface Played {
  keep: unknown;
  bouts: number;
  /** Bytes of JSON written: the draw once, then what each result changed (0 without writing). */
  written: number;
  /** Of which the draw's. */
  drawn: number;
}

interface Side {
  draw(seed: number): unknown;
  /** Draw and box every bout, writing what changes as JSON when `write`; returns the finished tournament. */
  full(seed: number, write: boolean): Promise<Played> | Played;
  /** Bytes of the finished tournament as JSON. */
  size(keep: unknown): number;
}

function ours(format: Format, list: Entry[]): Side {
  return {
    draw: (seed) => createDraw(format, list, { seed }),
    full(seed, write) {
      const prng = createPrng(seed);
      let state: CategoryDraw = createDraw(format, list, { seed });
      let bouts = 0;
      let written = write ? JSON.stringify(state).length : 0;
      const drawn = written;
      while (!isComplete(state))
        for (let r = 0; r < state.rounds.length; r++) {
          const count = state.rounds[r]!.bouts.length;
          for (let p = 0; p < count; p++) {
            const bout = state.rounds[r]!.bouts[p]!;
            if (bout.status !== 'ready') continue;
            const change = recordResult(state, bout.id, prng.next() < 0.5 ? RED : BLUE);
            // What the app writes: the parts of the state this result replaced, found from the bouts it
            // says it touched.
            if (write)
              for (const op of statePatch(state, change.state, [bout.id, ...change.changed]))
                written += JSON.stringify(op.value).length;
            state = change.state;
            bouts++;
          }
        }
      return { keep: state, bouts, written, drawn };
    },
    // Round by round: a finished pool of 1,024 is a few hundred MB of JSON, too long for one string.
    size(keep) {
      const state = keep as CategoryDraw;
      return (
        JSON.stringify({ ...state, rounds: [] }).length +
        state.rounds.reduce((sum, round) => sum + JSON.stringify(round).length + 1, 0)
      );
    },
  };
}

/** Counts the JSON of every row brackets-manager hands its storage to insert or update. */
function writing(storage: InMemoryDatabase, count: { written: number }): void {
  // The storage methods are overloaded; the wrappers pass every call through unchanged.
  const methods = storage as unknown as Record<'insert' | 'update', (...args: unknown[]) => Promise<unknown>>;
  const insert = methods.insert.bind(storage);
  const update = methods.update.bind(storage);
  methods.insert = (table, value) => {
    count.written += JSON.stringify(value).length;
    return insert(table, value);
  };
  methods.update = (table, filter, value) => {
    count.written += JSON.stringify(value).length;
    return update(table, filter, value);
  };
}

function theirs(format: keyof typeof THEIR_TYPE, list: Entry[]): Side {
  const type = THEIR_TYPE[format];
  const size = type === 'round_robin' ? list.length : 2 ** Math.ceil(Math.log2(list.length));
  const create = async (count?: {
    written: number;
  }): Promise<{ manager: BracketsManager; storage: InMemoryDatabase }> => {
    const storage = new InMemoryDatabase();
    if (count) writing(storage, count);
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
    draw: () => create(),
    async full(seed, write) {
      const prng = createPrng(seed);
      const count = { written: 0 };
      const { manager, storage } = await create(write ? count : undefined);
      const drawn = count.written;
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
      return { keep: storage, bouts, written: count.written, drawn };
    },
    size: (keep) => JSON.stringify((keep as unknown as { data: unknown }).data).length,
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

const [who, format, n, samples, perBatch] = process.argv.slice(2) as [string, Format, string, string, string];
const list = entries(Number(n));
const side = who === 'ours' ? ours(format, list) : theirs(format as keyof typeof THEIR_TYPE, list);
const batchSize = Number(perBatch);
const draw = (seed: number): unknown => side.draw(seed);
const full = (seed: number): unknown => side.full(seed, false);
const fullWriting = (seed: number): unknown => side.full(seed, true);
// Warm-up, so both libraries are timed as compiled code: a second, or a few batches of the largest.
const warmUp = async (calls: ReadonlyArray<(seed: number) => unknown>): Promise<void> => {
  const until = performance.now() + 1000;
  const minimum = Number(n) >= 1024 ? 1 : 3;
  for (let i = 0; i < minimum || (performance.now() < until && i < 200); i++)
    for (const call of calls) await batch(call, batchSize, 900 + i);
};
// First the draw and the bouts alone, as the bench always measured them; then, apart, the same work with
// the JSON write against the same work without it, so that the write's garbage weighs on neither.
await warmUp([draw, full]);
const draws: Array<[number, number]> = [];
const fulls: Array<[number, number]> = [];
for (let i = 1; i <= Number(samples); i++) {
  draws.push(await batch(draw, batchSize, i));
  fulls.push(await batch(full, batchSize, i));
}
await warmUp([fullWriting]);
const plain: Array<[number, number]> = [];
const writes: Array<[number, number]> = [];
for (let i = 1; i <= Number(samples); i++) {
  plain.push(await batch(full, batchSize, i));
  writes.push(await batch(fullWriting, batchSize, i));
}
const { written, drawn } = await side.full(7, true);
const finished = await side.full(7, false);
const size = side.size(finished.keep);
gc();
const heap = process.memoryUsage().heapUsed;
const drawMs = median(draws.map((d) => d[0]));
const fullMs = median(fulls.map((f) => f[0]));
const figures = {
  draw: drawMs,
  play: Math.max(0, fullMs - drawMs),
  /** The whole tournament with the write after every result. */
  writing: median(writes.map((f) => f[0])),
  write: Math.max(0, median(writes.map((f) => f[0])) - median(plain.map((f) => f[0]))),
  written,
  drawn,
  size,
  wall: median(fulls.map((f) => f[1])),
  bouts: finished.bouts,
  heap,
  held: finished.keep !== null,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
