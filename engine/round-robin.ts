import { clubKey } from './entries';
import type { Bout, Entry, EntryId, Round } from './types';

/**
 * Moves unseeded boxers between round-1 pairs so that clubmates do not meet in round 1 when that
 * can be avoided; seeded boxers keep their places.
 */
export function separateClubsInFirstRound(order: readonly Entry[]): Entry[] {
  const out = order.slice();
  const keys = out.map(clubKey);
  const m = out.length % 2 === 0 ? out.length : out.length + 1;
  for (let i = 0; i < m / 2; i++) {
    if (!clash(keys, m, i)) continue;
    const pair = [i, m - 1 - i].filter((k) => (out[k] as Entry).seed === undefined);
    search: for (const a of pair) {
      for (let b = 0; b < out.length; b++) {
        if (b === i || b === m - 1 - i || (out[b] as Entry).seed !== undefined) continue;
        const before = (clash(keys, m, b) ? 1 : 0) + 1;
        swap(out, keys, a, b);
        if ((clash(keys, m, a) ? 1 : 0) + (clash(keys, m, b) ? 1 : 0) < before) break search;
        swap(out, keys, a, b);
      }
    }
  }
  return out;
}

/** Does position i meet a clubmate in round 1 (where i meets m - 1 - i)? */
function clash(keys: readonly string[], m: number, i: number): boolean {
  const j = m - 1 - i;
  return j < keys.length && keys[i] === keys[j];
}

function swap(out: Entry[], keys: string[], i: number, j: number): void {
  const entry = out[i] as Entry;
  out[i] = out[j] as Entry;
  out[j] = entry;
  const key = keys[i] as string;
  keys[i] = keys[j] as string;
  keys[j] = key;
}

/**
 * The pool's rounds by the circle method: position m-1 stays put and the others turn one place a round,
 * so with m (even) positions everyone meets everyone once in m-1 rounds. With an odd count the extra
 * position is a rest: whoever is drawn against it has no bout that round. Each pair is made where its
 * bout is (listing the pairs first and reading them back cost as much as the bouts in the profile).
 */
export function buildRoundRobin(ids: readonly EntryId[]): Round[] {
  const count = ids.length;
  const m = count % 2 === 0 ? count : count + 1;
  // Lists made at their size (they stay in the state; one grown by push keeps spare room): with an odd
  // count, one pair a round is the rest.
  const perRound = count % 2 === 0 ? m / 2 : m / 2 - 1;
  const out: Round[] = new Array(m - 1);
  for (let k = 0; k < m - 1; k++) {
    const id = `P${k + 1}`;
    const bouts: Bout[] = new Array(perRound);
    let made = 0;
    for (let i = 0; i < m / 2; i++) {
      const a = i === 0 ? k % (m - 1) : (i + k) % (m - 1);
      const b = i === 0 ? m - 1 : (m - 1 - i + k) % (m - 1);
      if (a >= count || b >= count) continue;
      const position = ++made;
      bouts[position - 1] = {
        id: `${id}-${position}`,
        round: k + 1,
        position,
        side: 'pool',
        slots: [ids[a] as EntryId, ids[b] as EntryId],
        status: 'ready',
        winner: null,
        result: null,
        sources: null,
        next: null,
      };
    }
    out[k] = { id, side: 'pool', number: k + 1, bouts };
  }
  return out;
}
