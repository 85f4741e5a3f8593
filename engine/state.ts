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
  // findLocation's work, spelled out again: this runs several times for every result recorded, and the
  // extra call showed in the profile.
  const cached = isBracketId(boutId) ? bracketIds.get(boutId) : undefined;
  if (cached !== undefined && rounds[0]?.bouts.length === cached.first) {
    const bout = rounds[cached.at.round]?.bouts[cached.at.position];
    if (bout !== undefined && bout.id === boutId) return cached.at;
  }
  const dash = boutId.lastIndexOf('-');
  const number = digits(boutId, 1, dash);
  const position = digits(boutId, dash + 1, boutId.length);
  const round = roundIndex(rounds, boutId.charCodeAt(0), number);
  const bout = rounds[round]?.bouts[position - 1];
  if (dash < 2 || bout === undefined || bout.id !== boutId)
    fail('UNKNOWN_BOUT', `no bout ${boutId}`, { bout: boutId });
  const at = { round, position: position - 1 };
  if (isBracketId(boutId) && bracketIds.size < 100_000)
    bracketIds.set(boutId, { first: (rounds[0] as Round).bouts.length, at });
  return at;
}

/** Where a bout is, or null if there is no such bout. */
export function findLocation(rounds: readonly Round[], boutId: string): Location | null {
  const cached = isBracketId(boutId) ? bracketIds.get(boutId) : undefined;
  if (cached !== undefined && rounds[0]?.bouts.length === cached.first) {
    const bout = rounds[cached.at.round]?.bouts[cached.at.position];
    if (bout !== undefined && bout.id === boutId) return cached.at;
  }
  // Parsed by hand: this runs several times for every result recorded.
  const dash = boutId.lastIndexOf('-');
  const number = digits(boutId, 1, dash);
  const position = digits(boutId, dash + 1, boutId.length);
  const round = roundIndex(rounds, boutId.charCodeAt(0), number);
  const bout = rounds[round]?.bouts[position - 1];
  if (dash < 2 || bout === undefined || bout.id !== boutId) return null;
  const at = { round, position: position - 1 };
  if (isBracketId(boutId) && bracketIds.size < 100_000)
    bracketIds.set(boutId, { first: (rounds[0] as Round).bouts.length, at });
  return at;
}

// Bracket bouts are looked up over and over while results move on, so where each id sits is
// remembered, with the bracket size it belongs to (checked on use, so a hit is always right). Pool and
// Swiss ids are many and cheap to parse: not kept. A memo only: nothing observable depends on it.
const bracketIds = new Map<string, { first: number; at: Location }>();

function isBracketId(boutId: string): boolean {
  const prefix = boutId.charCodeAt(0);
  return prefix === W || prefix === L || prefix === F || prefix === T;
}

function digits(text: string, from: number, to: number): number {
  if (from >= to) return -1;
  let value = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

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
  /** Rounds already copied by this draft (few: a result touches a handful). */
  private readonly copied: number[] = [];

  constructor(private readonly base: readonly Round[]) {}

  get current(): readonly Round[] {
    return this.rounds ?? this.base;
  }

  get(at: Location): Bout {
    return boutAt(this.current, at);
  }

  find(boutId: string): Bout {
    return boutAt(this.current, locateIn(this.current, boutId));
  }

  set(at: Location, bout: Bout): void {
    const rounds = (this.rounds ??= this.base.slice());
    const round = rounds[at.round] as Round;
    if (!this.copied.includes(at.round)) {
      rounds[at.round] = { id: round.id, side: round.side, number: round.number, bouts: round.bouts.slice() };
      this.copied.push(at.round);
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
