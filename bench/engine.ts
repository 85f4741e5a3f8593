// Times the engine against brackets-manager (in-memory storage) on the same work: draw a category,
// then record every bout until it is decided, for 8, 32, 128 and 1,024 entries in each format.
// Run with `npm run bench:engine` (five minutes), with the machine to itself: the 8-entry rows cost a
// hundredth of a millisecond a tournament, and another process on the two cores doubles that (decision 0016:
// 12.6x and 14.0x at least, quiet, on 2026-11-23). Each figure comes from Node processes of its own
// (bench/engine/worker.ts), warmed up first, so neither library's garbage or JIT state weighs on the
// other's times, and is CPU time rather than wall-clock time (see worker.ts for why). Where there is
// a ratio to take (below 1,024 entries), each side runs in three processes, alternating with the other
// side, and the process with the median total counts: one process can be unlucky (a slower JIT path,
// a busy sibling core).
//
// A second table times what a deployment of either library does after every result: keep it, as JSON.
// Both sides write: the engine the parts of its state the result replaced (engine/persist.ts
// statePatch), brackets-manager every row it hands its storage to insert or update (what a persisting
// storage behind its CrudInterface has to serialise); both their whole draw once. Comparing the engine
// writing against brackets-manager in memory would charge one side only for keeping its results.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Format } from '../engine/index';

const SIZES = [8, 32, 128, 1024];
const FORMATS: Format[] = ['single-elimination', 'double-elimination', 'round-robin', 'swiss-system'];
const SHARED: readonly Format[] = ['single-elimination', 'double-elimination', 'round-robin'];
const WORKER = fileURLToPath(new URL('./engine/worker.ts', import.meta.url));

interface Figures {
  draw: number;
  play: number;
  /** CPU ms for the whole tournament with the JSON write after every result, and the write's share. */
  writing: number;
  write: number;
  /** Bytes of JSON written for a whole tournament, of which the draw's, and the finished state's size. */
  written: number;
  drawn: number;
  size: number;
  /** Wall-clock ms for a whole tournament, for reference. */
  wall: number;
  bouts: number;
  heap: number;
}

/** Samples per figure, and tournaments per sample (small ones are timed in batches: a timer tick is ~1 µs). */
function plan(format: Format, n: number): { samples: number; batch: number } {
  if (n >= 1024) return { samples: 3, batch: 1 };
  if (n >= 128) return { samples: 9, batch: format === 'round-robin' ? 1 : 5 };
  if (n >= 32) return { samples: 15, batch: format === 'round-robin' ? 10 : 40 };
  return { samples: 15, batch: 200 };
}

/** brackets-memory-db scans the whole match table on every insert: a 523 776-match pool would take hours. */
const capped = (format: Format, n: number): boolean => format === 'round-robin' && n > 128;

function run(side: 'ours' | 'theirs', format: Format, n: number): Figures {
  const { samples, batch } = plan(format, n);
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', WORKER, side, format, String(n), String(samples), String(batch)],
    { encoding: 'utf8', timeout: 300_000, maxBuffer: 1 << 20 },
  );
  if (child.status !== 0)
    throw new Error(`${side} ${format} ${n} failed: ${child.stderr || child.error?.message}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) as string) as Figures;
}

const inMemory = (x: Figures): number => x.draw + x.play;
const writing = (x: Figures): number => x.writing;

/** The figures of the process with the median total, for one table's total. */
function middle(list: Figures[], total: (x: Figures) => number): Figures {
  return list.slice().sort((x, y) => total(x) - total(y))[list.length >> 1] as Figures;
}

interface Measured {
  a: Figures[];
  b: Figures[] | null;
}

function measure(format: Format, n: number, shared: boolean): Measured {
  const a: Figures[] = [];
  const b: Figures[] = [];
  // Three alternating processes a side where there is a ratio to get right; one elsewhere.
  for (let i = 0; i < (shared && n < 1024 ? 3 : 1); i++) {
    a.push(run('ours', format, n));
    if (shared) b.push(run('theirs', format, n));
  }
  return { a, b: shared ? b : null };
}

interface Row extends Measured {
  format: Format;
  n: number;
  note: string;
}

const started = performance.now();
const rows: Row[] = [];
const notes: string[] = [];
for (const format of FORMATS)
  for (const n of SIZES) {
    const shared = SHARED.includes(format) && !capped(format, n);
    const { a, b } = measure(format, n, shared);
    let note = '';
    if (!SHARED.includes(format)) note = '(brackets-manager has no Swiss system)';
    else if (capped(format, n)) {
      note = 'capped: not run (see note)';
      notes.push(
        `round robin with ${n} entries: brackets-manager not run. brackets-memory-db scans the whole match table ` +
          `before each insert, so creating the ${((n * (n - 1)) / 2).toLocaleString('en')} matches alone is quadratic ` +
          '(about half a second at 128 entries, hours at 1,024).',
      );
    }
    rows.push({ format, n, a, b, note });
    process.stderr.write(`measured ${format} ${n}\n`);
  }

const ms = (x: number): string => (x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(2) : x.toFixed(0));
const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number): string =>
  bytes < 10 * 1024
    ? `${(bytes / 1024).toFixed(1)} KB`
    : bytes < 10 * 1024 * 1024
      ? `${(bytes / 1024).toFixed(0)} KB`
      : `${mb(bytes)} MB`;
const perResult = (x: Figures): string => `${((x.written - x.drawn) / Math.max(1, x.bouts)).toFixed(0)} B`;

console.log('Engine vs brackets-manager 1.11.1 + brackets-memory-db 1.0.6.');
console.log(
  'Work: draw a category, then record every bout until it is decided. Times: CPU ms per tournament, median',
);
console.log(
  'of the samples, each library in its own warmed-up process (the median of three processes a side below',
);
console.log('1,024 entries). Speed-up: brackets-manager total / engine total.');
console.log('');
console.log(
  '1. In memory: the libraries alone, nothing kept. Heap: MB in use after a collection, with the finished',
);
console.log(
  'tournament held; state: the finished tournament as JSON. Wall: wall-clock ms for a whole tournament,',
);
console.log('for reference only (it swings with whatever else runs on the machine).');
console.log('');
console.log(
  [
    'format'.padEnd(18),
    'entries'.padStart(7),
    'bouts'.padStart(7),
    'draw'.padStart(8),
    'play'.padStart(8),
    'total'.padStart(8),
    'heap'.padStart(6),
    'state'.padStart(8),
    ' | b-m draw',
    'b-m play'.padStart(9),
    'b-m total'.padStart(9),
    'b-m heap'.padStart(8),
    'b-m state'.padStart(9),
    'speed-up'.padStart(9),
    ' | wall: ours'.padStart(13),
    'b-m'.padStart(9),
    'ratio'.padStart(7),
  ].join(' '),
);
let worst = Infinity;
for (const row of rows) {
  const a = middle(row.a, inMemory);
  const b = row.b && middle(row.b, inMemory);
  const cells = [
    row.format.padEnd(18),
    String(row.n).padStart(7),
    String(a.bouts).padStart(7),
    ms(a.draw).padStart(8),
    ms(a.play).padStart(8),
    ms(inMemory(a)).padStart(8),
    mb(a.heap).padStart(6),
    kb(a.size).padStart(8),
  ];
  if (b) {
    const ratio = inMemory(b) / inMemory(a);
    worst = Math.min(worst, ratio);
    cells.push(
      ` | ${ms(b.draw).padStart(8)}`,
      ms(b.play).padStart(9),
      ms(inMemory(b)).padStart(9),
      mb(b.heap).padStart(8),
      kb(b.size).padStart(9),
      `${ratio.toFixed(1)}x`.padStart(9),
      ` | ${ms(a.wall).padStart(10)}`,
      ms(b.wall).padStart(9),
      `${(b.wall / a.wall).toFixed(1)}x`.padStart(7),
    );
  } else cells.push(` | ${row.note}`);
  console.log(cells.join(' '));
}
console.log('');
console.log(`Smallest speed-up in memory: ${worst.toFixed(1)}x (target: at least 10x).`);
console.log('Per bout the engine validates three judges\u2019 10-point-must cards and decides the bout;');
console.log('brackets-manager records a score and a winner.');
for (const note of notes) console.log(`Note: ${note}`);

console.log('');
console.log(
  '2. Both writing: the same work, each library writing JSON after every result (the engine its state',
);
console.log(
  'patch, brackets-manager the rows its storage is given), and its draw once. total: CPU ms per tournament,',
);
console.log(
  'the write included; json: the write\u2019s share; draw: bytes of the draw; per result: bytes written per',
);
console.log(
  'result, on average (the engine\u2019s carry the three judges\u2019 cards and totals; brackets-manager\u2019s a score).',
);
console.log('');
console.log(
  [
    'format'.padEnd(18),
    'entries'.padStart(7),
    'total'.padStart(8),
    'json'.padStart(8),
    'draw'.padStart(9),
    'per result'.padStart(11),
    ' | b-m total',
    'b-m json'.padStart(9),
    'b-m draw'.padStart(9),
    'per result'.padStart(11),
    ' | speed-up',
  ].join(' '),
);
let worstBoth = Infinity;
const short: string[] = [];
for (const row of rows) {
  const a = middle(row.a, writing);
  const b = row.b && middle(row.b, writing);
  const cells = [
    row.format.padEnd(18),
    String(row.n).padStart(7),
    ms(a.writing).padStart(8),
    ms(a.write).padStart(8),
    kb(a.drawn).padStart(9),
    perResult(a).padStart(11),
  ];
  if (b) {
    const ratio = b.writing / a.writing;
    worstBoth = Math.min(worstBoth, ratio);
    if (ratio < 10) short.push(`${row.format} ${row.n} (${ratio.toFixed(1)}x)`);
    cells.push(
      ` | ${ms(b.writing).padStart(9)}`,
      ms(b.write).padStart(9),
      kb(b.drawn).padStart(9),
      perResult(b).padStart(11),
      ` | ${`${ratio.toFixed(1)}x`.padStart(8)}`,
    );
  } else cells.push(` | ${row.note}`);
  console.log(cells.join(' '));
}
console.log('');
console.log(`Smallest speed-up with both writing: ${worstBoth.toFixed(1)}x (target: at least 10x).`);
if (short.length > 0) console.log(`Below 10x with both writing: ${short.join(', ')}.`);
console.log(`Bench time: ${((performance.now() - started) / 1000).toFixed(0)} s.`);
