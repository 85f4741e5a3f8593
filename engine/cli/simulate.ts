// npm run simulate -- --format single-elimination --entries 16 [--clubs 4] [--seed 42] [--rings 2] [--json]
// Draws a category, boxes every bout with random but legal officiating and prints the result; with
// --rings, plans the programme on that many rings and boxes it in programme order with simulated bout
// lengths, then prints the schedule with the ETAs as they stood half-way through.
import { randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  allBouts,
  applySchedule,
  boutMinutes,
  createDraw,
  createPrng,
  estimateTimes,
  FORMATS,
  isEngineError,
  notices,
  planSchedule,
  playThrough,
  randomResult,
  ranking,
  recordResult,
  standings,
  startBout,
} from '../index';
import type {
  Bout,
  BoutResult,
  BoutTimes,
  CategoryDraw,
  Entry,
  Format,
  Prng,
  Schedule,
  ScheduleOptions,
} from '../index';

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
  --rings <k>           plan the programme on k rings (1 to 8): sessions 10:00-13:00 and 15:00-19:00 daily,
                        one bout a day per boxer; box it in that order and print it with ETAs
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
        rings: { type: 'string' },
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
    const rings = integer('rings', values.rings, 1, 8);
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
    const prng = createPrng(seed ^ 0x9e3779b9);
    const event = rings === undefined ? null : boxTheProgramme(drawn, rings, prng);
    const { state, log } = event ?? playThrough(drawn, prng);
    const result = {
      seed,
      format,
      draw: drawn,
      state,
      results: log,
      ranking: ranking(state),
      notices: notices(state),
      ...(event ? { schedule: event.schedule, halfWay: event.halfWay } : {}),
    };
    if (values.json) return { code: 0, stdout: `${JSON.stringify(result, null, 2)}\n`, stderr: '' };
    const replay = [
      ...argv.filter((a) => a !== '--json'),
      ...(values.seed === undefined ? ['--seed', String(seed)] : []),
    ];
    return { code: 0, stdout: report(state, seed, replay, event), stderr: '' };
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      return { code: 2, stdout: '', stderr: `simulate: ${(error as Error).message}\n\n${USAGE}\n` };
    if (isEngineError(error))
      return { code: 2, stdout: '', stderr: `simulate: ${error.code}: ${error.message}\n` };
    throw error;
  }
}

const MINUTE = 60_000;
/** Beyond this the greedy planner (quadratic in the bouts) would keep the simulator busy for minutes. */
const MOST_BOUTS_TO_SCHEDULE = 2048;
const DAYS = 60;
/** A fortnight of two sessions a day, in Lagos time. */
function sessions(): ScheduleOptions['sessions'] {
  return Array.from({ length: DAYS }, (_, d) => {
    const date = new Date(Date.UTC(2026, 5, 1 + d)).toISOString().slice(0, 10);
    return [
      { start: `${date}T10:00+01:00`, end: `${date}T13:00+01:00` },
      { start: `${date}T15:00+01:00`, end: `${date}T19:00+01:00` },
    ];
  }).flat();
}

interface Event {
  state: CategoryDraw;
  log: Array<{ bout: string; result: ReturnType<typeof randomResult> }>;
  schedule: Schedule;
  options: ScheduleOptions;
  /** The times as they stood when half the bouts had been boxed, and that moment. */
  halfWay: { now: string; times: BoutTimes[] };
}

/**
 * Plans the programme, then boxes it in programme order: each bout starts at its ETA and lasts what its
 * result says (the distance, or part of the round it was stopped in); a walkover takes no time.
 */
function boxTheProgramme(drawn: CategoryDraw, rings: number, prng: Prng): Event {
  const bouts = allBouts(drawn).length;
  if (bouts > MOST_BOUTS_TO_SCHEDULE)
    throw new UsageError(
      `--rings: ${bouts} bouts is more than the simulator schedules (${MOST_BOUTS_TO_SCHEDULE})`,
    );
  const options: ScheduleOptions = {
    rings: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].slice(0, rings),
    sessions: sessions(),
  };
  const category = 'simulated';
  const schedule = planSchedule([{ id: category, draw: drawn }], options);
  if (schedule.unscheduled.length > 0)
    throw new UsageError(
      `--rings: ${schedule.unscheduled.length} bouts do not fit in ${DAYS} days; add rings`,
    );
  let state = applySchedule(drawn, category, schedule).state;
  const log: Event['log'] = [];
  const { rounds, roundMinutes } = drawn.rules;
  let halfWay: Event['halfWay'] | null = null;
  // The latest moment a bout has ended: the rings box side by side, each bout at its own ETA.
  let now = schedule.bouts[0]?.start ?? sessions()[0]!.start;
  for (const planned of schedule.bouts) {
    // Swiss rounds get their programme once they are paired.
    state = applySchedule(state, category, schedule).state;
    const bout = allBouts(state).find((b) => b.id === planned.bout);
    if (bout === undefined || bout.status !== 'ready') continue;
    if (halfWay === null && log.length >= schedule.bouts.length / 2)
      halfWay = { now, times: estimateTimes([{ id: category, draw: state }], { ...options, now }) };
    const result = randomResult(bout, state.rules, prng);
    if (result.outcome === 'WO') {
      state = recordResult(state, bout.id, result).state;
    } else {
      const eta = estimateTimes([{ id: category, draw: state }], options).find((t) => t.bout === bout.id);
      const start = Date.parse(eta?.start ?? planned.start);
      const full = rounds * (roundMinutes + 1);
      const minutes =
        result.round === undefined
          ? full
          : (result.round - 1) * (roundMinutes + 1) + Math.ceil(roundMinutes * (0.2 + 0.8 * prng.next()));
      const at = (ms: number): string => writeLocal(ms);
      state = startBout(state, bout.id, { at: at(start) }).state;
      state = recordResult(state, bout.id, result, { at: at(start + minutes * MINUTE) }).state;
      if (start + minutes * MINUTE > Date.parse(now)) now = at(start + minutes * MINUTE);
    }
    log.push({ bout: bout.id, result });
  }
  // Anything the programme could not foresee (a grand-final reset, say) is boxed at the end.
  const rest = playThrough(state, prng);
  return {
    state: rest.state,
    log: [...log, ...rest.log],
    schedule,
    options,
    halfWay: halfWay ?? { now, times: estimateTimes([{ id: category, draw: state }], { ...options, now }) },
  };
}

/** Lagos time, as the sessions are written. */
function writeLocal(ms: number): string {
  return `${new Date(ms + 60 * MINUTE).toISOString().slice(0, 16)}+01:00`;
}

function scheduleReport(
  state: CategoryDraw,
  event: Event,
  name: (slot: Bout['slots'][number]) => string,
): string[] {
  const lines: string[] = [];
  const minutes = boutMinutes(state.rules);
  lines.push(
    `Schedule on ${event.options.rings.length} ring${event.options.rings.length > 1 ? 's' : ''}: sessions 10:00-13:00 and 15:00-19:00 from 1 June 2026, one bout a day per boxer, ${minutes} minutes a bout with the changeover`,
  );
  lines.push(
    `As it stood at ${clock(event.halfWay.now)}, half-way through: times boxed, and ETAs for the rest`,
  );
  lines.push('    No.  Ring  Planned             Boxed / ETA            Bout     Boxers');
  const drawn = new Map(event.halfWay.times.map((t) => [t.bout, t]));
  for (const planned of event.schedule.bouts) {
    const times = drawn.get(planned.bout);
    const bout = allBouts(state).find((b) => b.id === planned.bout);
    const when =
      times === undefined
        ? 'not paired yet'
        : times.status === 'not-boxed'
          ? 'not boxed'
          : times.start === undefined
            ? ''
            : times.status === 'boxed'
              ? `boxed ${clock(times.start).slice(11)}`
              : `ETA ${clock(times.start)}`;
    lines.push(
      `  ${String(planned.number).padStart(5)}  ${planned.ring.padEnd(4)}  ${clock(planned.start).padEnd(18)}  ${when.padEnd(21)}  ${planned.bout.padEnd(7)}  ${bout ? `${name(bout.slots[0])} v ${name(bout.slots[1])}` : ''}${planned.final ? '  (final)' : ''}`,
    );
  }
  lines.push('');
  return lines;
}

/** 2026-06-01T10:00+01:00 as "Mon 01 Jun 10:00". */
function clock(time: string): string {
  const date = new Date(`${time.slice(0, 10)}T00:00Z`);
  const day = date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    timeZone: 'UTC',
  });
  return `${day.replace(',', '')} ${time.slice(11, 16)}`;
}

function report(state: CategoryDraw, seed: number, replay: readonly string[], event: Event | null): string {
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
  if (event) lines.push(...scheduleReport(state, event, name));
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
