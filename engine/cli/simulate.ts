// npm run simulate -- --format single-elimination --entries 16 [--clubs 4] [--seed 42] [--json]
// Draws a category, boxes every bout with random but legal officiating and prints the result.
import { randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  allBouts,
  createDraw,
  createPrng,
  FORMATS,
  isEngineError,
  notices,
  playThrough,
  ranking,
  standings,
} from '../index';
import type { Bout, BoutResult, Entry, Format, CategoryDraw } from '../index';

export const USAGE = `Usage: npm run simulate -- --format <format> --entries <n> [options]

  --format <f>          ${FORMATS.join(' | ')}
  --entries <n>         number of boxers, 2 to 1024
  --clubs <k>           number of clubs the boxers come from, 1 to n (default: about one per four boxers)
  --seed <s>            seed of the draw and of the simulated bouts, 0 to 4294967295 (default: random, printed)
  --json                print the final state and ranking as JSON
  --third-place         single elimination: box for third place instead of two bronzes
  --grand-final-reset   double elimination: a second grand final if the losers' bracket boxer wins the first
  --rounds <r>          Swiss system: number of rounds (default ceil(log2 n))
  --judges <3|5>        judges per bout (default 3)
  --help                show this help`;

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

class UsageError extends Error {}

function integer(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return Number(value);
}

const FIRST = [
  'Ana',
  'Bilal',
  'Chen',
  'Dara',
  'Emeka',
  'Farah',
  'Gio',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
];
const LAST = ['Silva', 'Okafor', 'Novak', 'Haddad', 'Kim', 'Moreau', 'Rossi', 'Tanaka', 'Walsh', 'Yilmaz'];
const CLUBS = ['Northside', 'Harbour', 'Eastgate', 'Riverside', 'Foundry', 'Olympia', 'Lions', 'Southbank'];

function makeEntries(n: number, clubs: number): Entry[] {
  const names = FIRST.length * LAST.length;
  return Array.from({ length: n }, (_, i) => {
    const first = FIRST[i % FIRST.length] as string;
    const last = LAST[(i + Math.floor(i / FIRST.length)) % LAST.length] as string;
    return {
      id: `b${i + 1}`,
      name: i < names ? `${first} ${last}` : `${first} ${last} ${Math.floor(i / names) + 1}`,
      club: clubs <= CLUBS.length ? `${CLUBS[i % clubs]} BC` : `Club ${(i % clubs) + 1}`,
    };
  });
}

export function run(argv: readonly string[]): Outcome {
  let values;
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        format: { type: 'string' },
        entries: { type: 'string' },
        clubs: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean', default: false },
        'third-place': { type: 'boolean', default: false },
        'grand-final-reset': { type: 'boolean', default: false },
        rounds: { type: 'string' },
        judges: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
    if (values.help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
    const format = values.format as Format | undefined;
    if (format === undefined) throw new UsageError('--format is required');
    if (!FORMATS.includes(format))
      throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got "${format}"`);
    if (values.entries === undefined) throw new UsageError('--entries is required');
    const n = integer('entries', values.entries, 2, 1024) as number;
    const clubs = integer('clubs', values.clubs, 1, n) ?? Math.max(1, Math.ceil(n / 4));
    const seed = integer('seed', values.seed, 0, 0xffffffff) ?? randomInt(0, 0xffffffff);
    const judges = integer('judges', values.judges, 3, 5);
    if (judges === 4) throw new UsageError('--judges must be 3 or 5');
    const rounds = integer('rounds', values.rounds, 1, n - 1);
    if (rounds !== undefined && format !== 'swiss-system')
      throw new UsageError('--rounds applies to the Swiss system only');
    if (values['third-place'] && format !== 'single-elimination')
      throw new UsageError('--third-place applies to single elimination only');
    if (values['grand-final-reset'] && format !== 'double-elimination')
      throw new UsageError('--grand-final-reset applies to double elimination only');

    const entries = makeEntries(n, clubs);
    const drawn = createDraw(format, entries, {
      seed,
      category: `Simulated category (${n} boxers, ${clubs} clubs)`,
      thirdPlaceBout: values['third-place'],
      grandFinalReset: values['grand-final-reset'],
      ...(rounds === undefined ? {} : { rounds }),
      ...(judges === undefined ? {} : { rules: { judges: judges as 3 | 5 } }),
    });
    // The bouts are simulated from a stream of their own, so the draw alone replays from the seed.
    const { state, log } = playThrough(drawn, createPrng(seed ^ 0x9e3779b9));
    const result = {
      seed,
      format,
      draw: drawn,
      state,
      results: log,
      ranking: ranking(state),
      notices: notices(state),
    };
    if (values.json) return { code: 0, stdout: `${JSON.stringify(result, null, 2)}\n`, stderr: '' };
    const replay = [
      ...argv.filter((a) => a !== '--json'),
      ...(values.seed === undefined ? ['--seed', String(seed)] : []),
    ];
    return { code: 0, stdout: report(state, seed, replay), stderr: '' };
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      return { code: 2, stdout: '', stderr: `simulate: ${(error as Error).message}\n\n${USAGE}\n` };
    if (isEngineError(error))
      return { code: 2, stdout: '', stderr: `simulate: ${error.code}: ${error.message}\n` };
    throw error;
  }
}

function report(state: CategoryDraw, seed: number, replay: readonly string[]): string {
  const names = new Map(state.entries.map((e) => [e.id, `${e.name} (${e.club})`]));
  const name = (slot: Bout['slots'][number]): string =>
    slot === null ? 'TBD' : slot === 'bye' ? 'bye' : (names.get(slot) ?? slot);
  const lines: string[] = [];
  lines.push(`${state.category}`);
  lines.push(
    `Format: ${state.format}   Seed: ${seed}   Rules: ${state.rules.rounds} x ${state.rules.roundMinutes} min, ${state.rules.judges} judges`,
  );
  lines.push(`Replay with: npm run simulate -- ${replay.join(' ')}`);
  lines.push('');
  for (const round of state.rounds) {
    lines.push(`${roundTitle(state, round.side, round.number)}`);
    for (const bout of round.bouts) lines.push(`  ${bout.id.padEnd(7)} ${describe(bout, name)}`);
    lines.push('');
  }
  for (const n of notices(state)) lines.push(`Notice: ${n.message}`);
  if (state.format === 'round-robin' || state.format === 'swiss-system') {
    lines.push('Standings');
    for (const row of standings(state))
      lines.push(
        `  ${String(row.rank).padStart(3)}. ${name(row.entryId).padEnd(40)} W${row.wins} L${row.losses}${row.byes ? ` B${row.byes}` : ''}` +
          `  pts ${row.pointsDifference >= 0 ? '+' : ''}${row.pointsDifference}  warn ${row.warnings}` +
          (state.format === 'swiss-system' ? `  Bh ${row.buchholz}  SB ${row.sonnebornBerger}` : ''),
      );
    lines.push('');
  }
  lines.push('Final ranking');
  for (const p of ranking(state).placings)
    lines.push(`  ${String(p.place ?? '-').padStart(4)}  ${(p.medal ?? '').padEnd(6)} ${name(p.entryId)}`);
  lines.push('');
  lines.push(`${allBouts(state).filter((b) => b.status === 'completed').length} bouts decided.`);
  return `${lines.join('\n')}\n`;
}

function roundTitle(state: CategoryDraw, side: Bout['side'], number: number): string {
  switch (side) {
    case 'winners':
      return state.format === 'double-elimination' ? `Winners' bracket, round ${number}` : `Round ${number}`;
    case 'losers':
      return `Losers' bracket, round ${number}`;
    case 'final':
      return number === 1 ? 'Grand final' : 'Grand final, reset';
    case 'third-place':
      return 'Bout for third place';
    case 'pool':
      return `Pool, round ${number}`;
    default:
      return `Swiss round ${number}`;
  }
}

function describe(bout: Bout, name: (slot: Bout['slots'][number]) => string): string {
  const [red, blue] = bout.slots;
  const pairing = `${name(red)}  v  ${name(blue)}`;
  if (bout.status === 'bye') return `${name(bout.winner)} has a bye`;
  if (bout.status === 'cancelled') return `${pairing}: not boxed`;
  if (!bout.result) return `${pairing}: ${bout.status}`;
  return `${pairing}  ->  ${name(bout.winner)} ${verdict(bout.result)}`;
}

function verdict(result: BoutResult): string {
  const parts: string[] = [result.outcome];
  if (result.verdict) parts.push(result.verdict);
  if (result.round) parts.push(`round ${result.round}`);
  if (result.totals) parts.push(`(${result.totals.map(([r, b]) => `${r}-${b}`).join(', ')})`);
  if (result.warnings) parts.push(`warnings ${result.warnings[0]}-${result.warnings[1]}`);
  if (result.auto) parts.push('(withdrawal)');
  return parts.join(' ');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outcome = run(process.argv.slice(2));
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.code;
}
