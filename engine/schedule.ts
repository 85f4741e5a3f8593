import { fail } from './errors';
import { checkMeta, checkState, checkTime, commit } from './meta';
import { isOut, rebuilt } from './resolve';
import { Draft, findLocation } from './state';
import { BYE } from './types';
import type { Bout, BoutLive, CategoryDraw, Change, ChangeMeta, EntryId, Rules } from './types';

// The programme of an event: which bout is boxed when and in which ring, across every category, and
// when each bout can be expected once the event runs. Pure: the caller gives the draws, the rings, the
// sessions and the clock; times are ISO 8601 with the venue's offset and come back in the same offset.

export interface ScheduleCategory {
  /** The app's id of the category; bout numbers and rings are kept per category and bout id. */
  readonly id: string;
  readonly draw: CategoryDraw;
}

/** A stretch of time in which every ring boxes, e.g. 2026-05-02T10:00+01:00 to 2026-05-02T13:00+01:00. */
export interface Session {
  readonly start: string;
  readonly end: string;
}

/** `next-day`: one bout a day per boxer (the amateur default); or at least so many minutes between bouts. */
export type RestRule = 'next-day' | { readonly minutes: number };

export interface ScheduleOptions {
  readonly rings: readonly string[];
  readonly sessions: readonly Session[];
  /** Minutes between one bout and the next in a ring (boxers in and out, announcements). Default 5. */
  readonly changeoverMinutes?: number;
  /** Default `next-day`. */
  readonly rest?: RestRule;
}

export interface PlannedBout {
  readonly category: string;
  readonly bout: string;
  readonly number: number;
  readonly ring: string;
  readonly start: string;
  /** When the ring is free again: the bout's length plus the changeover. */
  readonly end: string;
  /** Finals (and the bout for third place) come after every other bout of the event. */
  readonly final: boolean;
}

export interface Schedule {
  readonly bouts: readonly PlannedBout[];
  /** Bouts the sessions had no room for: add a session or a ring. */
  readonly unscheduled: ReadonlyArray<{ readonly category: string; readonly bout: string }>;
}

export const DEFAULT_CHANGEOVER_MINUTES = 5;
const MINUTE = 60_000;

/** A bout's slot in a ring: rounds of boxing plus a minute after each (rest, or the decision), then the changeover. */
export function boutMinutes(rules: Rules, changeoverMinutes = DEFAULT_CHANGEOVER_MINUTES): number {
  return rules.rounds * (rules.roundMinutes + 1) + changeoverMinutes;
}

interface Clock {
  readonly start: number;
  readonly end: number;
  /** Offset of the session's times, in minutes east of UTC: times come back written in it. */
  readonly offset: number;
  /** Its calendar day at the venue. */
  readonly day: string;
}

interface Options {
  readonly rings: readonly string[];
  readonly sessions: readonly Clock[];
  readonly changeover: number;
  /** Minutes, or null for one bout a day. */
  readonly restMinutes: number | null;
}

function offsetOf(time: string): number {
  if (time.endsWith('Z')) return 0;
  const sign = time.at(-6) === '-' ? -1 : 1;
  return sign * (Number(time.slice(-5, -3)) * 60 + Number(time.slice(-2)));
}

/** A time written in the given offset, to the minute: 2026-05-02T10:07+01:00. */
export function writeTime(ms: number, offset: number): string {
  const local = new Date(ms + offset * MINUTE).toISOString().slice(0, 16);
  if (offset === 0) return `${local}Z`;
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

function dayOf(ms: number, offset: number): string {
  return new Date(ms + offset * MINUTE).toISOString().slice(0, 10);
}

function validateOptions(options: ScheduleOptions): Options {
  if (typeof options !== 'object' || options === null)
    fail('INVALID_OPTIONS', 'schedule options must be an object');
  const { rings, sessions, changeoverMinutes = DEFAULT_CHANGEOVER_MINUTES, rest = 'next-day' } = options;
  if (!Array.isArray(rings) || rings.length === 0 || rings.length > 50)
    fail('INVALID_OPTIONS', 'rings must be a list of 1 to 50 names');
  if (rings.some((r) => typeof r !== 'string' || r.trim() === '') || new Set(rings).size !== rings.length)
    fail('INVALID_OPTIONS', 'every ring needs a name of its own');
  if (!Array.isArray(sessions) || sessions.length === 0) fail('INVALID_OPTIONS', 'give at least one session');
  const clocks = sessions
    .map((s, i): Clock => {
      if (typeof s !== 'object' || s === null)
        fail('INVALID_OPTIONS', `session ${i + 1} must have a start and an end`);
      const start = checkTime(s.start, `session ${i + 1} start`);
      const end = checkTime(s.end, `session ${i + 1} end`);
      if (end <= start) fail('INVALID_OPTIONS', `session ${i + 1} ends before it starts`);
      const offset = offsetOf(s.start);
      return { start, end, offset, day: dayOf(start, offset) };
    })
    .sort((a, b) => a.start - b.start);
  for (let i = 1; i < clocks.length; i++)
    if ((clocks[i] as Clock).start < (clocks[i - 1] as Clock).end)
      fail('INVALID_OPTIONS', 'sessions overlap');
  if (!Number.isInteger(changeoverMinutes) || changeoverMinutes < 0 || changeoverMinutes > 60)
    fail('INVALID_OPTIONS', 'changeoverMinutes must be a whole number from 0 to 60');
  let restMinutes: number | null = null;
  if (rest !== 'next-day') {
    const minutes = (rest as { minutes?: unknown } | null)?.minutes;
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0 || minutes > 24 * 60)
      fail('INVALID_OPTIONS', "rest is 'next-day' or { minutes } with 0 to 1440 minutes");
    restMinutes = minutes;
  }
  return { rings, sessions: clocks, changeover: changeoverMinutes, restMinutes };
}

/** One bout to place, with what must come before it. */
interface Item {
  readonly category: number;
  readonly bout: string;
  /** Rounds of a category are boxed in stages: all of one before any of the next. */
  readonly stage: number;
  readonly final: boolean;
  readonly minutes: number;
  /** Bouts whose boxers may box this one: their rest counts (bracket sources; a Swiss round not paired yet: the round before). */
  readonly feeders: readonly number[];
  /** Boxers already known (pools, Swiss rounds paired). */
  readonly boxers: readonly string[];
  start: number;
  /** When the ring is free again (after the changeover). */
  end: number;
  /** When the boxing ends: rest counts from here. */
  over: number;
  day: string;
  ring: number;
}

const isEntry = (slot: Bout['slots'][number]): slot is EntryId => slot !== null && slot !== BYE;

/** Bouts that take ring time: not a bye, not void, not a walkover. */
function takesRing(bout: Bout): boolean {
  if (bout.status === 'bye' || bout.status === 'cancelled') return false;
  return !(
    bout.status === 'completed' &&
    bout.result !== null &&
    (bout.result.auto || bout.result.outcome === 'WO')
  );
}

/** Bouts still to box, and not started: those a programme places. */
function toPlan(bout: Bout): boolean {
  return (bout.status === 'waiting' || bout.status === 'ready') && bout.live?.status !== 'in-progress';
}

function finalRounds(draw: CategoryDraw): Set<string> {
  const ids = draw.rounds.map((r) => r.id);
  if (draw.format === 'single-elimination')
    return new Set([ids.filter((id) => id.startsWith('W')).at(-1) as string, 'T1']);
  if (draw.format === 'double-elimination') return new Set(['F1', 'F2']);
  return new Set();
}

/** Every bout to place, category by category, with its stage, its feeders and its boxers. */
function collect(categories: readonly ScheduleCategory[], changeover: number): Item[] {
  const items: Item[] = [];
  categories.forEach((category, c) => {
    const draw = category.draw;
    const minutes = boutMinutes(draw.rules, changeover);
    const finals = finalRounds(draw);
    const stageOf = new Map<string, number>();
    // Where each bout's boxers come from, through byes and bouts not boxed, as items.
    const feedersOf = new Map<string, number[]>();
    const key = (id: string): string => `${c}\u0000${id}`;
    const add = (
      bout: string,
      stage: number,
      final: boolean,
      feeders: number[],
      boxers: string[],
    ): number => {
      items.push({
        category: c,
        bout,
        stage,
        final,
        minutes,
        feeders,
        boxers,
        start: -1,
        end: -1,
        over: -1,
        day: '',
        ring: -1,
      });
      return items.length - 1;
    };
    const previousRound: number[] = [];
    let stage = 0;
    for (const round of draw.rounds) {
      // A round's stage: one after the latest round its bouts come from (the rounds before, in a pool or
      // the Swiss system).
      stage =
        draw.format === 'round-robin' || draw.format === 'swiss-system'
          ? stage + 1
          : 1 +
            Math.max(
              0,
              ...round.bouts.flatMap((b) =>
                (b.sources ?? []).map((s) => (s ? (stageOf.get(s.bout) ?? 0) : 0)),
              ),
            );
      const thisRound: number[] = [];
      for (const bout of round.bouts) {
        stageOf.set(bout.id, stage);
        const feeders = (bout.sources ?? []).flatMap((s) => (s ? (feedersOf.get(key(s.bout)) ?? []) : []));
        const unique = [...new Set(feeders)];
        if (!toPlan(bout)) {
          // Boxed already: its boxers' rest is behind them. Not boxed (bye, walkover, void): its boxers
          // come from the bouts before it.
          feedersOf.set(key(bout.id), takesRing(bout) ? [] : unique);
          continue;
        }
        const boxers = bout.sources === null ? bout.slots.filter(isEntry).map((id) => `${c}\u0000${id}`) : [];
        const index = add(bout.id, stage, finals.has(round.id), unique, boxers);
        feedersOf.set(key(bout.id), [index]);
        thisRound.push(index);
      }
      previousRound.splice(0, previousRound.length, ...thisRound);
    }
    // Swiss rounds not paired yet: as many bouts as the boxers still in make pairs, any of whom may box.
    if (draw.format === 'swiss-system' && !draw.notices.some((n) => n.code === 'SWISS_ENDED_EARLY')) {
      const active = draw.entries.filter((e) => !isOut(draw, e.id)).length;
      for (let r = draw.rounds.length + 1; r <= draw.plannedRounds; r++) {
        stage++;
        const thisRound: number[] = [];
        for (let p = 1; p <= active >> 1; p++)
          thisRound.push(add(`S${r}-${p}`, stage, false, [...previousRound], []));
        previousRound.splice(0, previousRound.length, ...thisRound);
      }
    }
  });
  return items;
}

/**
 * Plans the programme: bout numbers, rings and planned starts for every bout still to box in the given
 * categories (before the event, or for what is left of it with sessions from then on; bouts already
 * boxed or started are not planned again). Every round of a category is boxed before its next one, finals come after every other
 * bout, and no boxer boxes again before the rest the rule gives (by default one bout a day). Bouts of
 * Swiss rounds not yet paired are planned by the ids they will have (S3-1, S3-2, ...). Greedy: each ring,
 * when it comes free, takes the bout that can start then from the category with the longest way still
 * to go.
 */
export function planSchedule(categories: readonly ScheduleCategory[], options: ScheduleOptions): Schedule {
  const opts = validateOptions(options);
  if (!Array.isArray(categories)) fail('INVALID_OPTIONS', 'categories must be a list');
  const ids = new Set<string>();
  for (const category of categories) {
    if (typeof category?.id !== 'string' || category.id === '' || ids.has(category.id))
      fail('INVALID_OPTIONS', 'every category needs an id of its own');
    ids.add(category.id);
    checkState(category.draw);
  }
  const items = collect(categories, opts.changeover);
  const rest = opts.restMinutes === null ? 0 : opts.restMinutes * MINUTE;
  const lastStage = categories.map((_, c) =>
    Math.max(0, ...items.filter((i) => i.category === c).map((i) => i.stage)),
  );
  // Per category and stage: bouts left to place, and the latest end of those placed.
  const left = new Map<string, number>();
  const stageEnd = new Map<string, number>();
  const stageKey = (c: number, s: number): string => `${c}:${s}`;
  for (const item of items)
    left.set(stageKey(item.category, item.stage), (left.get(stageKey(item.category, item.stage)) ?? 0) + 1);
  let nonFinalsLeft = items.filter((i) => !i.final).length;
  let nonFinalsEnd = -Infinity;
  const lastBout = new Map<string, Item>();
  const placed: Item[] = [];
  // The bouts still to place, per category and stage, in the order collect() made them: only a category's
  // current stage can box, so a ring that comes free looks at those alone.
  const pending = new Map<string, Item[]>();
  for (const item of items) {
    const k = stageKey(item.category, item.stage);
    const list = pending.get(k);
    if (list) list.push(item);
    else pending.set(k, [item]);
  }
  let unplacedCount = items.length;
  // When placed bouts end (and, with a rest in minutes, when their boxers are rested), sorted: a ring with
  // nothing to start waits for the first of them after its clock.
  const moments: number[] = [];
  /** Where the first moment after `time` is (binary search). */
  const after = (time: number): number => {
    let lo = 0;
    let hi = moments.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((moments[mid] as number) <= time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const addMoment = (time: number): void => void moments.splice(after(time), 0, time);
  const firstMomentAfter = (time: number): number => moments[after(time)] ?? Infinity;

  /** The first stage of the category with bouts still to place. */
  const firstLeft = (c: number, from: number): number => {
    for (let s = from; s <= (lastStage[c] as number); s++) if ((left.get(stageKey(c, s)) ?? 0) > 0) return s;
    return Infinity;
  };
  // Kept up to date as bouts are placed: it is read for every bout considered.
  const stageNow = categories.map((_, c) => firstLeft(c, 1));
  const current = (c: number): number => stageNow[c] as number;
  const restedBy = (before: Item, t: number, day: string): boolean =>
    opts.restMinutes === null ? before.day < day : before.over + rest <= t;

  const eligible = (item: Item, t: number, day: string, session: Clock): boolean => {
    if (t + item.minutes * MINUTE > session.end) return false;
    if (item.stage !== current(item.category)) return false;
    if (item.stage > 1 && (stageEnd.get(stageKey(item.category, item.stage - 1)) ?? -Infinity) > t)
      return false;
    if (item.final && (nonFinalsLeft > 0 || nonFinalsEnd > t)) return false;
    for (const f of item.feeders) {
      const feeder = items[f] as Item;
      if (feeder.start < 0 || !restedBy(feeder, t, day)) return false;
    }
    for (const boxer of item.boxers) {
      const before = lastBout.get(boxer);
      if (before !== undefined && !restedBy(before, t, day)) return false;
    }
    return true;
  };

  for (const session of opts.sessions) {
    const clocks = opts.rings.map(() => session.start);
    const open = new Set(opts.rings.map((_, i) => i));
    while (open.size > 0 && unplacedCount > 0) {
      let ring = -1;
      for (const i of open) if (ring < 0 || (clocks[i] as number) < (clocks[ring] as number)) ring = i;
      const t = clocks[ring] as number;
      const day = dayOf(t, session.offset);
      let best: Item | null = null;
      let bestKey: number[] = [];
      for (let c = 0; c < categories.length; c++) {
        const stage = current(c);
        if (stage === Infinity) continue;
        // Longest way to go first, then the earliest stage, the category's order, the draw's order: every
        // bout a category can box now shares the first three, so its first that can start is its candidate.
        const key = [-((lastStage[c] as number) - stage), stage, c];
        if (best !== null && !less(key, bestKey)) continue;
        for (const item of pending.get(stageKey(c, stage)) ?? [])
          if (eligible(item, t, day, session)) {
            best = item;
            bestKey = key;
            break;
          }
      }
      if (best !== null) {
        best.start = t;
        best.end = t + best.minutes * MINUTE;
        best.over = best.end - opts.changeover * MINUTE;
        best.day = day;
        best.ring = ring;
        clocks[ring] = best.end;
        placed.push(best);
        unplacedCount--;
        const k = stageKey(best.category, best.stage);
        const list = pending.get(k) as Item[];
        list.splice(list.indexOf(best), 1);
        left.set(k, (left.get(k) as number) - 1);
        stageNow[best.category] = firstLeft(best.category, best.stage);
        stageEnd.set(k, Math.max(stageEnd.get(k) ?? -Infinity, best.end));
        if (!best.final) {
          nonFinalsLeft--;
          nonFinalsEnd = Math.max(nonFinalsEnd, best.end);
        }
        for (const boxer of best.boxers) lastBout.set(boxer, best);
        addMoment(best.end);
        if (opts.restMinutes !== null) addMoment(best.over + rest);
        continue;
      }
      // Nothing can start now: wait for the next moment something changes, within the session.
      const next = firstMomentAfter(t);
      if (next === Infinity || next >= session.end) open.delete(ring);
      else clocks[ring] = next;
    }
  }
  const unplaced = items.filter((item) => item.start < 0);
  const numbered = placed.slice().sort((a, b) => a.start - b.start || a.ring - b.ring);
  const offsetAt = (ms: number): number =>
    (opts.sessions.find((s) => ms >= s.start && ms <= s.end) ?? (opts.sessions[0] as Clock)).offset;
  return {
    bouts: numbered.map((item, i) => ({
      category: (categories[item.category] as ScheduleCategory).id,
      bout: item.bout,
      number: i + 1,
      ring: opts.rings[item.ring] as string,
      start: writeTime(item.start, offsetAt(item.start)),
      end: writeTime(item.end, offsetAt(item.start)),
      final: item.final,
    })),
    unscheduled: unplaced.map((item) => ({
      category: (categories[item.category] as ScheduleCategory).id,
      bout: item.bout,
    })),
  };
}

function less(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
}

/**
 * Writes a category's part of the programme onto its bouts (number, ring, planned start). Bouts the
 * programme names that are not drawn yet (Swiss rounds to come) take theirs when they are paired:
 * apply the programme again then.
 */
export function applySchedule(
  state: CategoryDraw,
  categoryId: string,
  schedule: Schedule,
  meta?: ChangeMeta,
): Change {
  checkState(state);
  checkMeta(state, meta);
  const draft = new Draft(state.rounds);
  const changed: string[] = [];
  for (const planned of schedule.bouts) {
    if (planned.category !== categoryId) continue;
    const at = findLocation(draft.current, planned.bout);
    if (at === null) continue;
    const bout = draft.get(at);
    const live: BoutLive = {
      ...bout.live,
      number: planned.number,
      ring: planned.ring,
      plannedStart: planned.start,
    };
    const was = bout.live;
    if (
      was !== undefined &&
      was.number === planned.number &&
      was.ring === planned.ring &&
      was.plannedStart === planned.start
    )
      continue;
    draft.set(at, rebuilt(bout, bout.slots, bout.status, bout.winner, bout.result, live));
    changed.push(bout.id);
  }
  return commit(
    state,
    {
      rounds: draft.current,
      notices: state.notices,
      withdrawn: state.withdrawn,
      suspended: state.suspended,
      voided: [],
      changed,
      reclassified: undefined,
      audit: undefined,
    },
    meta,
  );
}

export interface BoutTimes {
  readonly category: string;
  readonly bout: string;
  readonly number: number;
  readonly ring: string;
  readonly plannedStart?: string;
  /**
   * `boxed` and `in-progress`: `start` is when it started (the ETA if nobody noted it); `to-box`: `start`
   * is the ETA; `not-boxed`: a walkover, bye or void bout, which takes no ring time.
   */
  readonly status: 'boxed' | 'in-progress' | 'to-box' | 'not-boxed';
  readonly start?: string;
  /** When the ring is expected to be free again (for a bout boxed: when it ended, plus the changeover). */
  readonly end?: string;
}

/**
 * What `estimateTimes` says of one bout that has started (in progress, or boxed), without the rest of the
 * programme: its start is when it started, to the minute, whatever came before it. Undefined when that
 * takes the whole programme (a bout not started, not numbered or not placed on a ring, or with no start
 * noted) or when it has no start at all (a walkover, bye or void bout).
 */
export function startedBoutStart(bout: Bout): string | undefined {
  const live = bout.live;
  if (live?.number === undefined || live.ring === undefined || live.startedAt === undefined) return undefined;
  if (!takesRing(bout)) return undefined;
  if (bout.status !== 'completed' && live.status !== 'in-progress') return undefined;
  return writeTime(Date.parse(live.startedAt), 0);
}

/**
 * The expected start of every numbered bout, from the bouts already boxed and how long they really took:
 * each ring works through its bouts in number order; a bout starts when its ring is free, not before
 * its session opens, nor before its boxers have had their rest after the bouts they come from, nor
 * before `now`. A bout in progress is expected to go the distance.
 */
export function estimateTimes(
  categories: readonly ScheduleCategory[],
  options: ScheduleOptions & { readonly now?: string },
): BoutTimes[] {
  const opts = validateOptions(options);
  const now = options.now === undefined ? -Infinity : checkTime(options.now, 'now');
  const rest = opts.restMinutes === null ? 0 : opts.restMinutes * MINUTE;
  const changeover = opts.changeover * MINUTE;
  interface Row {
    readonly category: number;
    readonly bout: Bout;
    readonly number: number;
    readonly ring: string;
  }
  const rows: Row[] = [];
  categories.forEach((category, c) => {
    checkState(category.draw);
    for (const round of category.draw.rounds)
      for (const bout of round.bouts)
        if (bout.live?.number !== undefined && bout.live.ring !== undefined)
          rows.push({ category: c, bout, number: bout.live.number, ring: bout.live.ring });
  });
  rows.sort((a, b) => a.number - b.number);
  const ringFree = new Map<string, number>();
  // When each bout's boxers were free (its end, or for a bout not boxed, that of the bouts before it).
  const freeAt = new Map<string, number>();
  const boxerFree = new Map<string, number>();
  const sessionStart = (time: number): number =>
    opts.sessions.find((s) => time >= s.start && time < s.end)?.start ?? time;
  const offset = (time: number): number =>
    (opts.sessions.find((s) => time >= s.start && time <= s.end) ?? (opts.sessions[0] as Clock)).offset;
  const out: BoutTimes[] = [];
  for (const row of rows) {
    const { bout } = row;
    const draw = (categories[row.category] as ScheduleCategory).draw;
    const length = (boutMinutes(draw.rules, 0) * MINUTE) as number;
    const key = `${row.category}\u0000${bout.id}`;
    const sourcesFree = Math.max(
      -Infinity,
      ...(bout.sources ?? []).map((s) =>
        s ? (freeAt.get(`${row.category}\u0000${s.bout}`) ?? -Infinity) : -Infinity,
      ),
    );
    const boxers = bout.slots.filter(isEntry).map((id) => `${row.category}\u0000${id}`);
    const base: Omit<BoutTimes, 'status'> = {
      category: (categories[row.category] as ScheduleCategory).id,
      bout: bout.id,
      number: row.number,
      ring: row.ring,
      ...(bout.live?.plannedStart === undefined ? {} : { plannedStart: bout.live.plannedStart }),
    };
    if (!takesRing(bout)) {
      freeAt.set(key, sourcesFree);
      out.push({ ...base, status: 'not-boxed' });
      continue;
    }
    const planned =
      bout.live?.plannedStart === undefined ? -Infinity : sessionStart(Date.parse(bout.live.plannedStart));
    const ready = Math.max(
      ringFree.get(row.ring) ?? -Infinity,
      planned,
      sourcesFree + rest,
      ...boxers.map((b) => (boxerFree.get(b) ?? -Infinity) + rest),
    );
    const started = bout.live?.startedAt === undefined ? null : Date.parse(bout.live.startedAt);
    let status: BoutTimes['status'];
    let start: number;
    let end: number;
    if (bout.status === 'completed') {
      status = 'boxed';
      start = started ?? ready;
      end = bout.live?.endedAt === undefined ? start + length : Date.parse(bout.live.endedAt);
    } else if (bout.live?.status === 'in-progress') {
      status = 'in-progress';
      start = started ?? Math.max(ready, now);
      end = Math.max(start + length, now);
    } else {
      status = 'to-box';
      start = Math.max(ready, now);
      end = start + length;
    }
    if (!Number.isFinite(start)) {
      // Nothing fixes this bout in time (no plan, nothing before it): no estimate.
      out.push({ ...base, status });
      continue;
    }
    ringFree.set(row.ring, end + changeover);
    freeAt.set(key, end);
    for (const b of boxers) boxerFree.set(b, end);
    out.push({
      ...base,
      status,
      start: writeTime(start, offset(start)),
      end: writeTime(end + changeover, offset(start)),
    });
  }
  return out;
}
