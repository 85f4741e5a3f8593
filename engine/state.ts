import { fail } from './errors';
import type { Bout, Entry, EntryId, Round, CategoryDraw } from './types';

export interface Location {
  readonly round: number;
  readonly position: number;
}

/** Finds a bout from its id (`${round id}-${position}`) without scanning every bout. */
export function locate(state: Pick<CategoryDraw, 'rounds'>, boutId: unknown): Location {
  return locateIn(state.rounds, boutId);
}

export function locateIn(rounds: readonly Round[], boutId: unknown): Location {
  if (typeof boutId !== 'string') fail('UNKNOWN_BOUT', 'a bout id must be a string');
  const index = indexOf(rounds, boutId);
  if (index < 0) fail('UNKNOWN_BOUT', `no bout ${boutId}`, { bout: boutId });
  return { round: index >>> 16, position: index & 0xffff };
}

/** Where a bout is, or null if there is no such bout. */
export function findLocation(rounds: readonly Round[], boutId: string): Location | null {
  const index = indexOf(rounds, boutId);
  return index < 0 ? null : { round: index >>> 16, position: index & 0xffff };
}

/** The bout with this id, or undefined: a lookup that makes no Location (sources are read this way). */
export function boutIn(rounds: readonly Round[], boutId: string): Bout | undefined {
  const index = indexOf(rounds, boutId);
  return index < 0 ? undefined : ((rounds[index >>> 16] as Round).bouts[index & 0xffff] as Bout);
}

/**
 * Reads the place from the id itself (`W3-12`: a letter, the round's number, a dash, the position), one
 * character at a time: this runs several times for every result recorded, and both a memo keyed by id
 * (a Map lookup hashes and compares the key) and `lastIndexOf` (a call into the runtime, not inlined)
 * cost several times the parse in the profile. The bout found must carry the id, so a hit is always right.
 * Returns round × 65,536 + position, or -1: a number, so a lookup allocates nothing (a round has at most
 * 2,048 bouts: MAX_ENTRIES / 2).
 */
function indexOf(rounds: readonly Round[], boutId: string): number {
  const length = boutId.length;
  let i = 1;
  let number = 0;
  for (; i < length; i++) {
    const d = boutId.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    number = number * 10 + d;
  }
  if (i === 1 || i + 1 >= length || boutId.charCodeAt(i) !== DASH) return -1;
  let position = 0;
  for (i++; i < length; i++) {
    const d = boutId.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    position = position * 10 + d;
  }
  const round = roundIndex(rounds, boutId.charCodeAt(0), number);
  const bout = rounds[round]?.bouts[position - 1];
  if (bout === undefined || bout.id !== boutId || position > 0xffff) return -1;
  return round * 0x10000 + position - 1;
}

const DASH = 45; // '-'
const W = 87; // 'W'
const L = 76; // 'L'
const F = 70; // 'F'
const T = 84; // 'T'

/** Rounds are stored W1..Wr, then L1..L2(r-1) or T1, then F1, F2; pools and Swiss rounds from 1. */
function roundIndex(rounds: readonly Round[], prefix: number, number: number): number {
  if (prefix !== W && prefix !== L && prefix !== F && prefix !== T) return number - 1;
  const winners = 32 - Math.clz32(rounds.length > 0 ? (rounds[0] as Round).bouts.length : 0);
  if (prefix === W) return number - 1;
  if (prefix === L || prefix === T) return winners + number - 1;
  return winners + (winners >= 2 ? 2 * (winners - 1) : 0) + number - 1;
}

export function boutAt(rounds: readonly Round[], at: Location): Bout {
  return (rounds[at.round] as Round).bouts[at.position] as Bout;
}

export function getBout(state: CategoryDraw, boutId: string): Bout {
  return boutAt(state.rounds, locate(state, boutId));
}

export function allBouts(state: CategoryDraw): Bout[] {
  return state.rounds.flatMap((r) => r.bouts);
}

export function entryById(state: CategoryDraw, entryId: EntryId): Entry | undefined {
  return state.entries.find((e) => e.id === entryId);
}

const hasOwnProperty = Object.prototype.hasOwnProperty;

/**
 * `Object.hasOwn`, in the form the JIT compiles inline (Object.hasOwn is a call each time in Node 20):
 * this runs for every boxer of every bout derived.
 */
export function has(record: object, key: string): boolean {
  return hasOwnProperty.call(record, key);
}

/** No key at all (for-in over an empty object is a few instructions). */
export function isEmpty(record: object): boolean {
  for (const _ in record) return false;
  return true;
}

export function isWithdrawn(state: Pick<CategoryDraw, 'withdrawn'>, entryId: EntryId): boolean {
  return hasOwnProperty.call(state.withdrawn, entryId);
}

/**
 * Copy-on-write view of the rounds: a change copies only the outer list and the touched rounds,
 * so recording one result in a 500 000-bout round robin does not copy every bout.
 */
export class Draft {
  private rounds: Round[] | null = null;
  /**
   * Rounds already copied by this draft: the first, then any others (few: a result touches a handful;
   * a pool's result only one, so no list is made for it).
   */
  private copied = -1;
  private more: number[] | null = null;

  constructor(private readonly base: readonly Round[]) {}

  get current(): readonly Round[] {
    return this.rounds ?? this.base;
  }

  get(at: Location): Bout {
    return boutAt(this.current, at);
  }

  find(boutId: string): Bout {
    const bout = boutIn(this.current, boutId);
    if (bout === undefined) fail('UNKNOWN_BOUT', `no bout ${boutId}`, { bout: boutId });
    return bout;
  }

  set(at: Location, bout: Bout): void {
    const rounds = (this.rounds ??= this.base.slice());
    const round = rounds[at.round] as Round;
    if (at.round !== this.copied && (this.more === null || !this.more.includes(at.round))) {
      rounds[at.round] = { id: round.id, side: round.side, number: round.number, bouts: round.bouts.slice() };
      if (this.copied < 0) this.copied = at.round;
      else (this.more ??= []).push(at.round);
    }
    ((rounds[at.round] as Round).bouts as Bout[])[at.position] = bout;
  }
}

/** Bouts that can be boxed now. */
export function readyBouts(state: CategoryDraw): Bout[] {
  return allBouts(state).filter((b) => b.status === 'ready');
}

/** Every bout decided and, in the Swiss system, no round left to pair. */
export function isComplete(state: CategoryDraw): boolean {
  for (const round of state.rounds)
    for (const bout of round.bouts) if (bout.status === 'waiting' || bout.status === 'ready') return false;
  if (state.format !== 'swiss-system') return true;
  return (
    state.rounds.length >= state.plannedRounds || state.notices.some((n) => n.code === 'SWISS_ENDED_EARLY')
  );
}

export type StateParts = {
  rounds?: readonly Round[];
  notices?: CategoryDraw['notices'];
  withdrawn?: CategoryDraw['withdrawn'];
  suspended?: CategoryDraw['suspended'];
  revision?: number;
  audit?: CategoryDraw['audit'];
};

/** A new state with some parts replaced; spelled out so every state object has the same shape. */
export function evolve(state: CategoryDraw, parts: StateParts): CategoryDraw {
  return build(
    state,
    parts.rounds ?? state.rounds,
    parts.notices ?? state.notices,
    parts.withdrawn ?? state.withdrawn,
    parts.suspended ?? state.suspended,
    parts.revision ?? state.revision,
    parts.audit ?? state.audit,
  );
}

/** `evolve` with every part given: this runs for every result recorded, so no object is spread. */
export function build(
  state: CategoryDraw,
  rounds: readonly Round[],
  notices: CategoryDraw['notices'],
  withdrawn: CategoryDraw['withdrawn'],
  suspended: CategoryDraw['suspended'],
  revision: number,
  audit: CategoryDraw['audit'],
): CategoryDraw {
  const next: { -readonly [K in keyof CategoryDraw]: CategoryDraw[K] } = {
    version: 2,
    format: state.format,
    seed: state.seed,
    rules: state.rules,
    thirdPlaceBout: state.thirdPlaceBout,
    grandFinalReset: state.grandFinalReset,
    plannedRounds: state.plannedRounds,
    tieBreakers: state.tieBreakers,
    entries: state.entries,
    seeding: state.seeding,
    withdrawn,
    suspended,
    rounds,
    notices,
    revision,
    audit,
  };
  if (state.category !== undefined) next.category = state.category;
  return next;
}

/** Draw order: earlier round first, then earlier position. For any one boxer it is the order they box in. */
export function before(a: Location, b: Location): boolean {
  return a.round < b.round || (a.round === b.round && a.position < b.position);
}
