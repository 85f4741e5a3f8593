import { clubKey } from './entries';
import { shuffle } from './prng';
import type { Prng } from './prng';
import { BYE } from './types';
import type { Bye, Entry, EntryId } from './types';

export function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

const seedOrders = new Map<number, readonly number[]>();

/**
 * Seed number at each bracket position (1-based seeds): [1, 8, 4, 5, 2, 7, 3, 6] for 8.
 * Built by repeatedly pairing every seed s with (2k + 1 - s), which puts 1 and 2 in opposite halves,
 * 1-4 in different quarters, 1-8 in different eighths, and gives the byes (seeds above n) to the top seeds.
 */
export function standardSeedOrder(size: number): readonly number[] {
  const known = seedOrders.get(size);
  if (known) return known;
  let order = [1];
  while (order.length < size) {
    const span = order.length * 2 + 1;
    const next: number[] = new Array(order.length * 2);
    for (let i = 0; i < order.length; i++) {
      next[2 * i] = order[i] as number;
      next[2 * i + 1] = span - (order[i] as number);
    }
    order = next;
  }
  seedOrders.set(size, order);
  return order;
}

/** Entries with an explicit seed in seed order, then the others in an order drawn by lot. */
export function lotOrder(entries: readonly Entry[], prng: Prng): Entry[] {
  const seeded = entries
    .filter((e) => e.seed !== undefined)
    .sort((a, b) => (a.seed as number) - (b.seed as number));
  const unseeded = shuffle(
    entries.filter((e) => e.seed === undefined),
    prng,
  );
  return [...seeded, ...unseeded];
}

const FREE = -1;
const BYE_AT = -2;

/** Integer working copy of a bracket: entry index, FREE or BYE_AT per position, and club numbers. */
interface Board {
  readonly at: number[];
  readonly clubAt: number[];
  /** freeBefore[p]: positions before p that the draw fills (not a bye, not a seed). */
  readonly freeBefore: number[];
  readonly seeded: boolean;
  readonly clubOf: number[];
  /** Per club, all zero between uses. */
  readonly placedLeft: number[];
  readonly placedRight: number[];
  readonly size: number[];
  readonly toLeft: number[];
  /** Clubs present in the section being split. */
  readonly clubs: number[];
  /** Unseeded entries in a random order; each section works on its own slice. */
  readonly pool: number[];
  readonly spare: number[];
  readonly prng: Prng;
}

const zeros = (length: number): number[] => new Array<number>(length).fill(0);

/**
 * Places entries on the positions of an elimination bracket of the next power of two.
 * Seeded entries go to their seed's position and byes to the positions of the missing seeds; the rest
 * are drawn so that, in every section of the bracket, each club's boxers are split as evenly as the
 * free positions allow, which puts two clubmates in opposite halves, up to four in different quarters...
 */
export function placeInBracket(entries: readonly Entry[], prng: Prng): Array<EntryId | Bye> {
  const n = entries.length;
  const bracket = nextPowerOfTwo(n);
  const order = standardSeedOrder(bracket);
  const clubIds = new Map<string, number>();
  // The club as entered, to its number: clubmates mostly share a spelling, and a string keeps its hash,
  // where clubKey makes a new string (trimmed, lower case) to hash for every entry (a quarter of the
  // draw's time in the profile at 128 entries). A club-less entry's key is its own, so it is not kept.
  const byName = new Map<string, number>();
  const clubOf = zeros(n);
  for (let i = 0; i < n; i++) {
    const entry = entries[i] as Entry;
    let id = byName.get(entry.club);
    if (id === undefined) {
      const key = clubKey(entry);
      id = clubIds.get(key);
      if (id === undefined) clubIds.set(key, (id = clubIds.size));
      if (key.charCodeAt(0) !== 0) byName.set(entry.club, id);
    }
    clubOf[i] = id;
  }
  const clubCount = clubIds.size;
  const at = zeros(bracket);
  const clubAt = new Array<number>(bracket).fill(-1);
  const positionOfSeed = zeros(bracket + 1);
  for (let p = 0; p < bracket; p++) {
    const seed = order[p] as number;
    positionOfSeed[seed] = p;
    at[p] = seed > n ? BYE_AT : FREE;
  }
  const pool: number[] = [];
  for (let i = 0; i < n; i++) {
    const seed = (entries[i] as Entry).seed;
    if (seed === undefined) pool.push(i);
    else {
      const p = positionOfSeed[seed] as number;
      at[p] = i;
      clubAt[p] = clubOf[i] as number;
    }
  }
  const freeBefore = zeros(bracket + 1);
  for (let p = 0; p < bracket; p++) freeBefore[p + 1] = (freeBefore[p] as number) + (at[p] === FREE ? 1 : 0);
  // One shuffle up front; sections are then split with a stable partition, so the members of a club
  // stay in random order all the way down and which of them lands where is left to chance.
  const board: Board = {
    at,
    clubAt,
    freeBefore,
    seeded: pool.length < n,
    clubOf,
    placedLeft: zeros(clubCount),
    placedRight: zeros(clubCount),
    size: zeros(clubCount),
    toLeft: zeros(clubCount),
    clubs: zeros(clubCount),
    pool: shuffle(pool, prng),
    spare: zeros(pool.length),
    prng,
  };
  fill(board, 0, bracket, 0, pool.length);
  const out: Array<EntryId | Bye> = new Array(bracket);
  for (let p = 0; p < bracket; p++) {
    const i = at[p] as number;
    out[p] = i === BYE_AT ? BYE : (entries[i] as Entry).id;
  }
  return out;
}

function fill(board: Board, lo: number, hi: number, from: number, to: number): void {
  if (from === to) return;
  if (hi - lo === 1) {
    const only = board.pool[from] as number;
    board.at[lo] = only;
    board.clubAt[lo] = board.clubOf[only] as number;
    return;
  }
  const mid = (lo + hi) >> 1;
  const freeLeft = (board.freeBefore[mid] as number) - (board.freeBefore[lo] as number);
  if (freeLeft > 0 && freeLeft < to - from && !allApart(board, from, to))
    split(board, lo, mid, hi, from, to, freeLeft);
  fill(board, lo, mid, from, from + freeLeft);
  fill(board, mid, hi, from + freeLeft, to);
}

/**
 * No two of the slice from one club, and none of their clubs seeded in the section: any split is
 * even, and the slice is already in random order.
 */
function allApart(board: Board, from: number, to: number): boolean {
  if (board.seeded) return false;
  const { size, clubOf, pool } = board;
  let apart = true;
  let k = from;
  for (; k < to && apart; k++) {
    const c = clubOf[pool[k] as number] as number;
    if (size[c] !== 0) apart = false;
    size[c] = 1;
  }
  for (let i = from; i < k; i++) size[clubOf[pool[i] as number] as number] = 0;
  return apart;
}

/**
 * Moves to the front of the slice the `freeLeft` entries that go to the left half. Every club starts at
 * its most even split (counting boxers already placed by seed); the number the left half can take is
 * then met first with clubs whose odd count may lean either way, and only then by unbalancing a club,
 * the one whose split suffers least.
 */
function split(
  board: Board,
  lo: number,
  mid: number,
  hi: number,
  from: number,
  to: number,
  freeLeft: number,
): void {
  const { placedLeft, placedRight, size, toLeft, clubOf, clubs, pool, spare, prng } = board;
  let count = 0;
  for (let k = from; k < to; k++) {
    const c = clubOf[pool[k] as number] as number;
    if (size[c] === 0) clubs[count++] = c;
    size[c] = (size[c] as number) + 1;
  }
  if (board.seeded)
    for (let p = lo; p < hi; p++) {
      const c = board.clubAt[p] as number;
      if (c < 0 || size[c] === 0) continue;
      if (p < mid) placedLeft[c] = (placedLeft[c] as number) + 1;
      else placedRight[c] = (placedRight[c] as number) + 1;
    }
  // Which odd club leans left is drawn afresh in every section.
  for (let k = count - 1; k > 0; k--) {
    const j = prng.int(k + 1);
    const tmp = clubs[k] as number;
    clubs[k] = clubs[j] as number;
    clubs[j] = tmp;
  }
  let remaining = freeLeft;
  for (let k = 0; k < count; k++) {
    const c = clubs[k] as number;
    const total = (placedLeft[c] as number) + (placedRight[c] as number) + (size[c] as number);
    const low = clamp(Math.floor(total / 2) - (placedLeft[c] as number), size[c] as number);
    toLeft[c] = low;
    remaining -= low;
  }
  for (let k = 0; k < count && remaining > 0; k++) {
    const c = clubs[k] as number;
    const total = (placedLeft[c] as number) + (placedRight[c] as number) + (size[c] as number);
    const high = clamp(Math.ceil(total / 2) - (placedLeft[c] as number), size[c] as number);
    if (high > (toLeft[c] as number)) {
      toLeft[c] = (toLeft[c] as number) + 1;
      remaining--;
    }
  }
  while (remaining !== 0) {
    const up = remaining > 0;
    let best = -1;
    let bestLean = 0;
    for (let k = 0; k < count; k++) {
      const c = clubs[k] as number;
      const x = toLeft[c] as number;
      const u = size[c] as number;
      if (up ? x >= u : x <= 0) continue;
      const lean = (placedLeft[c] as number) + x - ((placedRight[c] as number) + u - x);
      if (best < 0 || (up ? lean < bestLean : lean > bestLean)) {
        best = c;
        bestLean = lean;
      }
    }
    toLeft[best] = (toLeft[best] as number) + (up ? 1 : -1);
    remaining += up ? -1 : 1;
  }
  let front = from;
  let back = 0;
  for (let k = from; k < to; k++) {
    const i = pool[k] as number;
    const c = clubOf[i] as number;
    if ((toLeft[c] as number) > 0) {
      toLeft[c] = (toLeft[c] as number) - 1;
      pool[front++] = i;
    } else spare[back++] = i;
  }
  for (let k = 0; k < back; k++) pool[front + k] = spare[k] as number;
  for (let k = 0; k < count; k++) {
    const c = clubs[k] as number;
    size[c] = 0;
    placedLeft[c] = 0;
    placedRight[c] = 0;
  }
}

function clamp(value: number, max: number): number {
  return value < 0 ? 0 : value > max ? max : value;
}
