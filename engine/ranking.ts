import { roundCount } from './single-elimination';
import { getBout, isComplete } from './state';
import { standings } from './standings';
import { BYE } from './types';
import type { Bout, EntryId, Format, CategoryDraw, WithdrawalReason } from './types';

export type Medal = 'gold' | 'silver' | 'bronze';

export interface Placing {
  /** Shared by boxers out in the same round (two bronzes, 5th=, ...); null while still in, or if disqualified. */
  readonly place: number | null;
  readonly entryId: EntryId;
  readonly name: string;
  readonly club: string;
  readonly medal?: Medal;
  /** The place would carry a medal, but the boxer never boxed in the category (byes and walkovers only). */
  readonly medalWithheld?: 'did-not-box';
  readonly withdrawn?: WithdrawalReason;
  /** The bout after which the boxer is medically suspended. */
  readonly suspendedAfter?: string;
}

export interface Ranking {
  readonly format: Format;
  readonly category?: string;
  /** False while bouts remain: places of boxers still in are then null. */
  readonly complete: boolean;
  readonly placings: readonly Placing[];
}

/**
 * Final placings of a category. Elimination: gold and silver from the final, bronze for both beaten
 * semi-finalists (or third and fourth from the third-place bout), then the boxers beaten in each
 * earlier round share the next place. Round robin and Swiss: the order of the table.
 * A boxer disqualified from the event keeps no placing (a medal is vacated, not passed down in a
 * bracket; in a table the others move up). A medal goes only to a boxer who boxed at least one bout in
 * the category; the place of one who did not is kept and its medal left vacant.
 */
export function ranking(state: CategoryDraw): Ranking {
  const table = state.format === 'round-robin' || state.format === 'swiss-system';
  const disqualified = (id: EntryId): boolean => state.withdrawn[id]?.reason === 'disqualification';
  const placeOf = new Map<EntryId, number>();
  if (table)
    standings(state)
      .filter((row) => !disqualified(row.entryId))
      .forEach((row, i) => placeOf.set(row.entryId, i + 1));
  else eliminationPlaces(state, placeOf);
  const lot = new Map(state.seeding.map((id, i) => [id, i]));
  const byId = new Map(state.entries.map((e) => [e.id, e]));
  const boxed = boxedAtLeastOnce(state);
  // Best first; boxers sharing a place in seeding order; those still in, then the disqualified, last.
  const key = (id: EntryId): number =>
    disqualified(id) ? Infinity : (placeOf.get(id) ?? Number.MAX_SAFE_INTEGER);
  const order = state.entries
    .map((e) => e.id)
    .sort((a, b) => key(a) - key(b) || (lot.get(a) as number) - (lot.get(b) as number));
  return {
    format: state.format,
    ...(state.category === undefined ? {} : { category: state.category }),
    complete: isComplete(state),
    placings: order.map((id) =>
      placing(state, byId, id, disqualified(id) ? null : (placeOf.get(id) ?? null), boxed.has(id)),
    ),
  };
}

function placing(
  state: CategoryDraw,
  byId: Map<EntryId, { name: string; club: string }>,
  id: EntryId,
  place: number | null,
  boxed: boolean,
): Placing {
  const e = byId.get(id) as { name: string; club: string };
  const medal: Medal | undefined =
    place === 1 ? 'gold' : place === 2 ? 'silver' : place === 3 ? 'bronze' : undefined;
  const reason = state.withdrawn[id]?.reason;
  const suspension = Object.hasOwn(state.suspended, id) ? state.suspended[id] : undefined;
  return {
    place,
    entryId: id,
    name: e.name,
    club: e.club,
    ...(medal && boxed ? { medal } : {}),
    ...(medal && !boxed ? { medalWithheld: 'did-not-box' as const } : {}),
    ...(reason ? { withdrawn: reason } : {}),
    ...(suspension ? { suspendedAfter: suspension.bout } : {}),
  };
}

/** Boxers who were in the ring at least once: a result the officials recorded, other than a walkover. */
function boxedAtLeastOnce(state: CategoryDraw): Set<EntryId> {
  const boxed = new Set<EntryId>();
  for (const round of state.rounds)
    for (const bout of round.bouts) {
      const result = bout.result;
      if (bout.status !== 'completed' || result === null || result.auto || result.outcome === 'WO') continue;
      boxed.add(result.corners[0]);
      boxed.add(result.corners[1]);
    }
  return boxed;
}

const isEntry = (slot: Bout['slots'][number]): slot is EntryId => slot !== null && slot !== BYE;

/**
 * Places in a bracket. The final (and the bout for third place) hand out their places directly.
 * Every other bout takes one line of the bracket out, so the boxers beaten in a round share the place
 * after the lines still in: round k of single elimination gives place (bouts in round k) + 1, and
 * losers'-bracket round k of double elimination 1 + size - (losers'-bracket bouts up to round k).
 * A place is final as soon as the boxer is out; a line emptied by withdrawals leaves its place vacant
 * rather than moving anyone up. Boxers still in get no place yet.
 */
function eliminationPlaces(state: CategoryDraw, placeOf: Map<EntryId, number>): void {
  const roundById = new Map(state.rounds.map((r) => [r.id, r]));
  const only = (id: string): Bout | undefined => roundById.get(id)?.bouts[0];
  const size = state.rounds[0]!.bouts.length * 2;
  const podium = new Map<string, number>();
  let deciding: Bout;
  if (state.format === 'single-elimination') {
    deciding = only(`W${roundCount(size)}`)!;
    podium.set(deciding.id, 1);
  } else {
    const reset = only('F2');
    deciding = reset && reset.status !== 'cancelled' ? reset : only('F1')!;
    podium.set('F1-1', 1).set('F2-1', 1);
  }
  award(deciding, 1, placeOf);
  const third = only('T1');
  if (third) {
    podium.set(third.id, 3);
    award(third, 3, placeOf);
  }
  const losersPlace = new Map<string, number>();
  let lines = size;
  for (const round of state.rounds) {
    if (round.side === 'winners') losersPlace.set(round.id, round.bouts.length + 1);
    if (round.side === 'losers') {
      lines -= round.bouts.length;
      losersPlace.set(round.id, lines + 1);
    }
  }
  // Where the beaten boxer of a bout ends up: its own round's place, or, if losers drop on, the place of
  // the bout they would drop into (a withdrawn pair that never boxed goes no further than that).
  const placeOfLoser = (bout: Bout): number => {
    const podiumFirst = podium.get(bout.id);
    if (podiumFirst !== undefined) return podiumFirst + 1;
    if (bout.next?.loser) return placeOfLoser(getBout(state, bout.next.loser.bout));
    return losersPlace.get(roundIdOf(bout.id))!;
  };
  for (const round of state.rounds)
    for (const bout of round.bouts) {
      if (podium.has(bout.id)) continue;
      if (bout.status === 'completed' && !bout.next?.loser)
        placeOf.set(bout.result!.loser as EntryId, placeOfLoser(bout));
      if (bout.status === 'cancelled')
        for (const id of bout.slots.filter(isEntry)) placeOf.set(id, placeOfLoser(bout));
    }
}

/** Winner and loser of a bout that hands out two places; nobody could box it: the first is vacant. */
function award(bout: Bout, first: number, placeOf: Map<EntryId, number>): void {
  if (bout.status === 'completed') {
    placeOf.set(bout.winner!, first);
    placeOf.set(bout.result!.loser as EntryId, first + 1);
  } else if (bout.status === 'bye') placeOf.set(bout.winner!, first);
  else if (bout.status === 'cancelled')
    for (const id of bout.slots.filter(isEntry)) placeOf.set(id, first + 1);
}

const roundIdOf = (boutId: string): string => boutId.slice(0, boutId.lastIndexOf('-'));
