// Times the engine against brackets-manager (in-memory storage) on the same work: draw a category,
// then record every bout until it is decided, for 8, 32, 128 and 1,024 entries in each format.
// Run with `npm run bench:engine` (a few minutes). Each figure comes from Node processes of its own
// (bench/engine/worker.ts), warmed up first, so neither library's garbage or JIT state weighs on the
// other's times, and is CPU time rather than wall-clock time (see worker.ts for why). Where there is
// a ratio to take (below 1,024 entries), each side runs in three processes, alternating with the other
// side, and the process with the median total counts: one process can be unlucky (a slower JIT path,
// a busy sibling core).
//
// A second table adds what the app does after every result: write the change to the database as JSON.
// The engine writes the parts of its state the result replaced (engine/persist.ts: the bout fields
// touched and the revision; the whole draw once, when it is made), brackets-manager the rows it hands
// its storage; see worker.ts. It gives both speed-ups: with both libraries writing, and with only the
// engine writing (brackets-manager in memory, as in the first table).
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
  /** CPU ms to write every change as JSON, the draw included. */
  write: number;
  /** Bytes of JSON written for a whole tournament, and the finished state's size. */
  written: number;
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

/** The figures of the process with the median total (the JSON write included). */
function middle(list: Figures[]): Figures {
  const total = (x: Figures): number => x.draw + x.play + x.write;
  return list.slice().sort((x, y) => total(x) - total(y))[list.length >> 1] as Figures;
}

function measure(format: Format, n: number, shared: boolean): { a: Figures; b: Figures | null } {
  const a: Figures[] = [];
  const b: Figures[] = [];
  // Three alternating processes a side where there is a ratio to get right; one elsewhere.
  for (let i = 0; i < (shared && n < 1024 ? 3 : 1); i++) {
    a.push(run('ours', format, n));
    if (shared) b.push(run('theirs', format, n));
  }
  return { a: middle(a), b: shared ? middle(b) : null };
}

const ms = (x: number): string => (x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(2) : x.toFixed(0));
const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number): string =>
  bytes < 10 * 1024
    ? `${(bytes / 1024).toFixed(1)} KB`
    : bytes < 10 * 1024 * 1024
      ? `${(bytes / 1024).toFixed(0)} KB`
      : `${mb(bytes)} MB`;

interface Row {
  format: Format;
  n: number;
  a: Figures;
  b: Figures | null;
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

console.log('Engine vs brackets-manager 1.11.1 + brackets-memory-db 1.0.6 (in-memory storage).');
console.log(
  'Work: draw a category, then record every bout until it is decided. Times: CPU ms per tournament, median',
);
console.log(
  'of the samples, each library in its own warmed-up process. Heap: MB in use after a collection, with the',
);
console.log(
  'finished tournament held. Speed-up: brackets-manager total / engine total. Wall: wall-clock ms for a',
);
console.log('whole tournament, for reference only (it swings with whatever else runs on the machine).');
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
    ' | b-m draw',
    'b-m play'.padStart(9),
    'b-m total'.padStart(9),
    'b-m heap'.padStart(8),
    'speed-up'.padStart(9),
    ' | wall: ours'.padStart(13),
    'b-m'.padStart(9),
    'ratio'.padStart(7),
  ].join(' '),
);
let worst = Infinity;
for (const { format, n, a, b, note } of rows) {
  const cells = [
    format.padEnd(18),
    String(n).padStart(7),
    String(a.bouts).padStart(7),
    ms(a.draw).padStart(8),
    ms(a.play).padStart(8),
    ms(a.draw + a.play).padStart(8),
    mb(a.heap).padStart(6),
  ];
  if (b) {
    const ratio = (b.draw + b.play) / (a.draw + a.play);
    worst = Math.min(worst, ratio);
    cells.push(
      ` | ${ms(b.draw).padStart(8)}`,
      ms(b.play).padStart(9),
      ms(b.draw + b.play).padStart(9),
      mb(b.heap).padStart(8),
      `${ratio.toFixed(1)}x`.padStart(9),
      ` | ${ms(a.wall).padStart(10)}`,
      ms(b.wall).padStart(9),
      `${(b.wall / a.wall).toFixed(1)}x`.padStart(7),
    );
  } else cells.push(` | ${note}`);
  console.log(cells.join(' '));
}
console.log('');
console.log(`Smallest speed-up on a shared format and size: ${worst.toFixed(1)}x (target: at least 10x).`);
console.log('Per bout the engine validates three judges\u2019 10-point-must cards and decides the bout;');
console.log('brackets-manager records a score and a winner.');
for (const note of notes) console.log(`Note: ${note}`);

console.log('');
console.log(
  'With the JSON write after every result (what the app does to keep each change). json: CPU ms per',
);
console.log(
  'tournament to write every change as JSON, the draw once included. state: the finished state as one',
);
console.log(
  'JSON document. per result: bytes written per result, on average. Speed-ups: both libraries writing;',
);
console.log(
  'and the engine writing while brackets-manager keeps everything in memory (the first table\u2019s figures).',
);
console.log('');
console.log(
  [
    'format'.padEnd(18),
    'entries'.padStart(7),
    'json'.padStart(8),
    'total'.padStart(8),
    'state'.padStart(9),
    'per result'.padStart(11),
    ' | b-m json',
    'b-m total'.padStart(9),
    'per result'.padStart(11),
    ' | speed-up: both write'.padStart(22),
    'engine only'.padStart(12),
  ].join(' '),
);
let worstBoth = Infinity;
let worstStrict = Infinity;
const short: string[] = [];
for (const { format, n, a, b, note } of rows) {
  const perResult = (x: Figures): number => x.written / Math.max(1, x.bouts);
  const cells = [
    format.padEnd(18),
    String(n).padStart(7),
    ms(a.write).padStart(8),
    ms(a.draw + a.play + a.write).padStart(8),
    kb(a.size).padStart(9),
    `${perResult(a).toFixed(0)} B`.padStart(11),
  ];
  if (b) {
    const ours = a.draw + a.play + a.write;
    const both = (b.draw + b.play + b.write) / ours;
    const strict = (b.draw + b.play) / ours;
    worstBoth = Math.min(worstBoth, both);
    worstStrict = Math.min(worstStrict, strict);
    if (both < 10 || strict < 10) short.push(`${format} ${n}`);
    cells.push(
      ` | ${ms(b.write).padStart(8)}`,
      ms(b.draw + b.play + b.write).padStart(9),
      `${perResult(b).toFixed(0)} B`.padStart(11),
      ` | ${`${both.toFixed(1)}x`.padStart(20)}`,
      `${strict.toFixed(1)}x`.padStart(12),
    );
  } else cells.push(` | ${note}`);
  console.log(cells.join(' '));
}
console.log('');
console.log(
  `Smallest speed-up with the JSON write: ${worstBoth.toFixed(1)}x with both writing, ${worstStrict.toFixed(1)}x with the engine alone writing (target: at least 10x).`,
);
if (short.length > 0) console.log(`Below 10x with the JSON write: ${short.join(', ')}.`);
console.log(`Bench time: ${((performance.now() - started) / 1000).toFixed(0)} s.`);
