// Times the engine against brackets-manager (in-memory storage) on the same work: draw a category,
// then record every bout until it is decided, for 8, 32, 128 and 1,024 entries in each format.
// Run with `npm run bench:engine` (a few minutes). Each figure comes from Node processes of its own
// (bench/engine/worker.ts), warmed up first, so neither library's garbage or JIT state weighs on the
// other's times, and is CPU time rather than wall-clock time (see worker.ts for why). Where there is
// a ratio to take (below 1,024 entries), each side runs in three processes, alternating with the other
// side, and the process with the median total counts: one process can be unlucky (a slower JIT path,
// a busy sibling core).
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

/** The figures of the process with the median total. */
function middle(list: Figures[]): Figures {
  return list.slice().sort((x, y) => x.draw + x.play - (y.draw + y.play))[list.length >> 1] as Figures;
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

const started = performance.now();
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
const header = [
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
];
console.log(header.join(' '));
let worst = Infinity;
const notes: string[] = [];
for (const format of FORMATS)
  for (const n of SIZES) {
    const shared = SHARED.includes(format) && !capped(format, n);
    const { a, b } = measure(format, n, shared);
    const cells = [
      format.padEnd(18),
      String(n).padStart(7),
      String(a.bouts).padStart(7),
      ms(a.draw).padStart(8),
      ms(a.play).padStart(8),
      ms(a.draw + a.play).padStart(8),
      mb(a.heap).padStart(6),
    ];
    if (!SHARED.includes(format)) cells.push(' | (brackets-manager has no Swiss system)');
    else if (capped(format, n)) {
      cells.push(' | capped: not run (see note)');
      notes.push(
        `round robin with ${n} entries: brackets-manager not run. brackets-memory-db scans the whole match table ` +
          `before each insert, so creating the ${((n * (n - 1)) / 2).toLocaleString('en')} matches alone is quadratic ` +
          '(about half a second at 128 entries, hours at 1,024).',
      );
    } else if (b) {
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
    }
    console.log(cells.join(' '));
  }
console.log('');
console.log(`Smallest speed-up on a shared format and size: ${worst.toFixed(1)}x (target: at least 10x).`);
console.log('Per bout the engine validates three judges\u2019 10-point-must cards and decides the bout;');
console.log('brackets-manager records a score and a winner.');
for (const note of notes) console.log(`Note: ${note}`);
console.log(`Bench time: ${((performance.now() - started) / 1000).toFixed(0)} s.`);
