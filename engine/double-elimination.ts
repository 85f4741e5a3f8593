import { BracketBuilder } from './bracket';
import type { DraftBout } from './bracket';
import { buildWinnersBracket } from './single-elimination';
import type { Bye, EntryId, Round } from './types';

export type Ordering = 'natural' | 'reverse' | 'half_shift' | 'reverse_half_shift' | 'pair_flip';

export function reorder<T>(items: readonly T[], method: Ordering): T[] {
  const half = items.length / 2;
  switch (method) {
    case 'natural':
      return items.slice();
    case 'reverse':
      return items.slice().reverse();
    case 'half_shift':
      return [...items.slice(half), ...items.slice(0, half)];
    case 'reverse_half_shift':
      return [...items.slice(0, half).reverse(), ...items.slice(half).reverse()];
    case 'pair_flip':
      return items.flatMap((_, i) => (i % 2 === 0 ? [items[i + 1] as T, items[i] as T] : []));
  }
}

// How the losers of winners'-bracket round r+2 are spread over the losers' bracket, so that a boxer
// who drops down meets someone from another part of the draw rather than an opponent met before.
// Up to 128 these are the well-known orderings of the "superior double elimination" routing (as used
// by brackets-manager, which the differential test checks). Larger brackets cycle through four
// orderings: simulated on 256 to 1,024 boxers that put the first possible rematch of a winners'-bracket
// bout at losers' round 9 of 14-18 or later, later than any other pattern tried (the 128 one repeated,
// alternating two orderings, all 'reverse').
const LARGE_CYCLE: readonly Ordering[] = ['reverse', 'half_shift', 'reverse_half_shift', 'pair_flip'];
const MINOR_ORDERINGS: Readonly<Record<number, readonly Ordering[]>> = {
  8: ['reverse'],
  16: ['reverse_half_shift', 'reverse'],
  32: ['reverse', 'half_shift', 'natural'],
  64: ['reverse', 'half_shift', 'reverse', 'natural'],
  128: ['reverse', 'half_shift', 'pair_flip', 'pair_flip', 'pair_flip'],
};

export function minorOrdering(size: number, index: number): Ordering {
  const known = MINOR_ORDERINGS[size];
  if (known) return known[index] as Ordering;
  return LARGE_CYCLE[index % LARGE_CYCLE.length] as Ordering;
}

/**
 * Winners' bracket as in single elimination; its round-1 losers pair off in losers' round 1, and the
 * losers of each later winners' round drop into the even losers' rounds against the survivors.
 * With two entries there is no losers' bracket: the beaten finalist goes straight to the grand final.
 */
export function buildDoubleElimination(
  positions: ReadonlyArray<EntryId | Bye>,
  grandFinalReset: boolean,
): Round[] {
  const size = positions.length;
  const builder = new BracketBuilder();
  const winners = buildWinnersBracket(builder, positions);
  const rounds = winners.length;
  const final = winners[rounds - 1]![0]!;
  let losersChampion: { bout: DraftBout; take: 'winner' | 'loser' } = { bout: final, take: 'loser' };
  if (rounds >= 2) {
    let survivors = builder.addRound('losers', 'L', 1, size / 4);
    const first = winners[0]!;
    survivors.forEach((bout, k) => {
      builder.link(first[2 * k]!, 'loser', bout, 0);
      builder.link(first[2 * k + 1]!, 'loser', bout, 1);
    });
    for (let j = 1; j <= rounds - 1; j++) {
      const minor = builder.addRound('losers', 'L', 2 * j, size >> (j + 1));
      const dropping = winners[j]!;
      const ordered = j === rounds - 1 ? dropping : reorder(dropping, minorOrdering(size, j - 1));
      minor.forEach((bout, k) => {
        builder.link(ordered[k]!, 'loser', bout, 0);
        builder.link(survivors[k]!, 'winner', bout, 1);
      });
      survivors = minor;
      if (j === rounds - 1) break;
      const major = builder.addRound('losers', 'L', 2 * j + 1, minor.length / 2);
      major.forEach((bout, k) => {
        builder.link(minor[2 * k]!, 'winner', bout, 0);
        builder.link(minor[2 * k + 1]!, 'winner', bout, 1);
      });
      survivors = major;
    }
    losersChampion = { bout: survivors[0]!, take: 'winner' };
  }
  const [grandFinal] = builder.addRound('final', 'F', 1, 1) as [DraftBout];
  builder.link(final, 'winner', grandFinal, 0);
  builder.link(losersChampion.bout, losersChampion.take, grandFinal, 1);
  if (grandFinalReset) {
    const [reset] = builder.addRound('final', 'F', 2, 1) as [DraftBout];
    builder.repeat(grandFinal, reset);
  }
  return builder.build();
}
