import type { Bout, BoutLink, Corner, Round, Side, Slot, SlotSource } from './types';

// Mutable scaffolding used while a draw is built; the result is plain, JSON-ready rounds.

export interface DraftBout {
  id: string;
  round: number;
  position: number;
  side: Side;
  slots: [Slot, Slot];
  status: Bout['status'];
  winner: null;
  result: null;
  sources: [SlotSource | null, SlotSource | null] | null;
  next: { winner: BoutLink | null; loser: BoutLink | null } | null;
}

export class BracketBuilder {
  readonly rounds: Array<{ id: string; side: Side; number: number; bouts: DraftBout[] }> = [];

  /** Adds a round of `count` bouts and returns them, in order. */
  addRound(side: Side, prefix: string, number: number, count: number): DraftBout[] {
    const id = `${prefix}${number}`;
    const bouts: DraftBout[] = new Array(count);
    for (let p = 1; p <= count; p++)
      bouts[p - 1] = {
        id: `${id}-${p}`,
        round: number,
        position: p,
        side,
        slots: [null, null],
        status: 'waiting',
        winner: null,
        result: null,
        sources: null,
        next: null,
      };
    this.rounds.push({ id, side, number, bouts });
    return bouts;
  }

  /** Feeds the winner or loser of `from` into a corner of `to`, recording the link both ways. */
  link(from: DraftBout, take: 'winner' | 'loser', to: DraftBout, slot: Corner): void {
    // The links reuse the bouts' own id strings, so comparing them is a pointer check.
    const sources = (to.sources ??= [null, null]);
    sources[slot] = { bout: from.id, take };
    const next = (from.next ??= { winner: null, loser: null });
    next[take] = { bout: to.id, slot };
  }

  /** The grand-final reset reads the grand final's corners, not a winner or loser. */
  repeat(from: DraftBout, to: DraftBout): void {
    to.sources = [
      { bout: from.id, take: 'red' },
      { bout: from.id, take: 'blue' },
    ];
  }

  build(): Round[] {
    return this.rounds;
  }
}
