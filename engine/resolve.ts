import { before, has, isEmpty, locateIn } from './state';
import type { Draft, Location } from './state';
import { BYE } from './types';
import type {
  Bout,
  BoutLive,
  BoutResult,
  BoutStatus,
  CategoryDraw,
  EntryId,
  Round,
  Slot,
  Suspension,
  Withdrawal,
} from './types';

// A bout's corners, status and winner are a function of its sources, its recorded result, the
// withdrawals and the medical suspensions; nothing else. Re-deriving them in draw order after any change
// is what makes a corrected result behave exactly as if it had been entered first.

/**
 * Who can no longer box: withdrawn, or suspended after a KO or RSC-I. `keepGiven`: walkovers already given
 * in bouts without links (pools, Swiss rounds) stand whatever has happened to their winners since (see
 * `walkoverStands`); a correction, which re-derives as if its result had been entered first, leaves it off.
 */
export type Availability = Pick<CategoryDraw, 'withdrawn' | 'suspended'> & { readonly keepGiven?: boolean };

export function isOut(out: Availability, entryId: EntryId): boolean {
  return has(out.withdrawn, entryId) || has(out.suspended, entryId);
}

/** A result the officials recorded (not a walkover the engine gave) that suspends its loser. */
export function suspends(result: BoutResult | null): boolean {
  // Spelled out rather than SUSPENDING.includes: this runs for every result recorded.
  return result !== null && !result.auto && (result.outcome === 'KO' || result.outcome === 'RSC-I');
}

/** Where a bout's sources are read from. */
export interface Lookup {
  find(boutId: string): Bout;
  readonly current: readonly Round[];
}

/** What a finished (or finishing) bout sends on: an entry, nobody yet (null) or nobody at all. */
export function output(bout: Bout, take: 'winner' | 'loser'): Slot {
  switch (bout.status) {
    case 'completed':
      return take === 'winner' ? bout.winner : bout.slots[bout.slots[0] === bout.winner ? 1 : 0];
    case 'bye':
      return take === 'winner' ? bout.winner : BYE;
    case 'cancelled':
      return BYE;
    default:
      return null;
  }
}

/**
 * `lookup` may be null for bouts drawn directly (no sources): round 1, pools, Swiss rounds.
 * A recorded result stands while its corners hold, whoever has withdrawn or been suspended since: the
 * bout was boxed. A bout not boxed is a walkover to the boxer still in, or void if nobody is.
 */
export function resolveBout(bout: Bout, lookup: Lookup | null, out: Availability): Bout {
  const sources = bout.sources;
  let red: Slot;
  let blue: Slot;
  if (sources === null) {
    red = bout.slots[0];
    blue = bout.slots[1];
  } else if (sources[0]!.take === 'red') {
    // The grand-final reset repeats the grand final, and only if the losers'-bracket boxer (blue) won it.
    const final = lookup!.find(sources[0]!.bout);
    if (final.status === 'waiting' || final.status === 'ready')
      return withDerived(bout, [null, null], 'waiting', null, null);
    if (final.status !== 'completed' || final.winner === final.slots[0])
      return withDerived(bout, [null, null], 'cancelled', null, null);
    red = final.slots[0];
    blue = final.slots[1];
  } else {
    red = output(lookup!.find(sources[0]!.bout), sources[0]!.take as 'winner' | 'loser');
    blue = output(lookup!.find(sources[1]!.bout), sources[1]!.take as 'winner' | 'loser');
  }
  let status: BoutStatus;
  let winner: EntryId | null = null;
  let result: BoutResult | null = null;
  const recorded = bout.result && !bout.result.auto ? bout.result : null;
  if (red === null || blue === null) status = 'waiting';
  else if (recorded && recorded.corners[0] === red && recorded.corners[1] === blue) {
    status = 'completed';
    winner = recorded.winner;
    result = recorded;
  } else if (walkoverStands(bout, red, blue, lookup, out)) {
    status = 'completed';
    winner = bout.winner;
    result = bout.result;
  } else {
    let redIn = red !== BYE && !outHere(bout, red, blue === BYE, lookup, out);
    let blueIn = blue !== BYE && !outHere(bout, blue, red === BYE, lookup, out);
    // Nobody to box it: a boxer who went through it (a bye, or a walkover over a boxer out too) and has
    // boxed since did so before withdrawing, and that stands.
    if (!redIn && !blueIn) {
      if (wentThrough(bout, red, blue === BYE, lookup, out)) redIn = true;
      else if (wentThrough(bout, blue, red === BYE, lookup, out)) blueIn = true;
    }
    if (redIn && blueIn) status = 'ready';
    else if (!redIn && !blueIn) status = 'cancelled';
    else {
      winner = redIn ? red : blue;
      const other = redIn ? blue : red;
      if (other === BYE) status = 'bye';
      else {
        status = 'completed';
        const auto = bout.result?.auto ? bout.result : null;
        result =
          auto && auto.corners[0] === red && auto.corners[1] === blue && auto.winner === winner
            ? auto
            : { outcome: 'WO', winner, loser: other, corners: [red, blue], auto: true };
      }
    }
  }
  return withDerived(bout, [red, blue], status, winner, result);
}

/**
 * Whether a walkover already given in a pool or Swiss bout stands: the same corners, and its loser still
 * cannot box it. What has happened to its winner since (knocked out, withdrawn) takes away only their bouts
 * still to box, never a win already in the table: a decided result changes only through a correction
 * (issue 27). Once its loser can box again (reinstated, or the result that suspended them corrected away),
 * it is derived afresh. A bracket's bouts are derived in the order the boxers box them, so its walkover
 * after a boxer's knockout is a bout still to box: it keeps the rules of `outHere` and `wentThrough`.
 */
function walkoverStands(
  bout: Bout,
  red: Slot,
  blue: Slot,
  lookup: Lookup | null,
  out: Availability,
): boolean {
  if (out.keepGiven !== true || bout.sources !== null || bout.next !== null) return false;
  const given = bout.result;
  if (bout.status !== 'completed' || given === null || !given.auto || given.loser === null) return false;
  if (given.corners[0] !== red || given.corners[1] !== blue) return false;
  return outHere(bout, given.loser, false, lookup, out);
}

/**
 * Whether a boxer can no longer box this bout. A withdrawal counts everywhere. A suspension counts for
 * what comes after the bout that caused it: in a bracket, the bouts after it in draw order (the order the
 * boxer boxes in; counting earlier bouts would let a result decide how its own boxers got there); for a
 * bye, likewise (a bye before the suspension is history); in a pool or Swiss round, which have no links,
 * every bout not boxed yet, so a bout left behind is not boxed after a knockout.
 */
function outHere(
  bout: Bout,
  boxer: EntryId,
  bye: boolean,
  lookup: Lookup | null,
  out: Availability,
): boolean {
  // Empty maps (the usual case) are seen without hashing the boxer's id.
  if (!isEmpty(out.withdrawn) && has(out.withdrawn, boxer)) return true;
  return suspendedHere(bout, boxer, bye, lookup, out);
}

function suspendedHere(
  bout: Bout,
  boxer: EntryId,
  bye: boolean,
  lookup: Lookup | null,
  out: Availability,
): boolean {
  if (isEmpty(out.suspended) || !has(out.suspended, boxer)) return false;
  const cause = (out.suspended[boxer] as Suspension).bout;
  if (cause === bout.id) return false;
  const linked = bout.sources !== null || bout.next !== null;
  if ((!linked && !bye) || lookup === null) return true;
  return !before(locateIn(lookup.current, bout.id), locateIn(lookup.current, cause));
}

/**
 * Whether a withdrawn boxer went through this bout before withdrawing: it comes no later than the last
 * bout they boxed (brackets and Swiss, where a boxer's bouts come in draw order; a pool's are boxed in no
 * fixed order, and its withdrawals carry no such bout). Only asked when nobody else can box it.
 */
function wentThrough(
  bout: Bout,
  boxer: Slot,
  bye: boolean,
  lookup: Lookup | null,
  out: Availability,
): boolean {
  // A Swiss round being paired (no lookup) comes after every bout boxed so far.
  if (boxer === BYE || boxer === null || lookup === null || !has(out.withdrawn, boxer)) return false;
  const last = (out.withdrawn[boxer] as Withdrawal).lastBoxed;
  if (last === undefined || before(locateIn(lookup.current, last), locateIn(lookup.current, bout.id)))
    return false;
  return !suspendedHere(bout, boxer, bye, lookup, out);
}

function withDerived(
  bout: Bout,
  slots: [Slot, Slot],
  status: BoutStatus,
  winner: EntryId | null,
  result: BoutResult | null,
): Bout {
  // Keeping the same object when nothing changed lets callers spot changes by identity.
  if (
    bout.slots[0] === slots[0] &&
    bout.slots[1] === slots[1] &&
    bout.status === status &&
    bout.winner === winner &&
    bout.result === result
  )
    return bout;
  return rebuilt(bout, slots, status, winner, result, bout.live);
}

/**
 * A bout with new derived fields. One literal with every field in a fixed order keeps all bouts the
 * same shape for the JIT; the live details, when there are any, come last.
 */
export function rebuilt(
  bout: Bout,
  slots: readonly [Slot, Slot],
  status: BoutStatus,
  winner: EntryId | null,
  result: BoutResult | null,
  live: BoutLive | undefined,
): Bout {
  const next: { -readonly [K in keyof Bout]: Bout[K] } = {
    id: bout.id,
    round: bout.round,
    position: bout.position,
    side: bout.side,
    slots,
    status,
    winner,
    result,
    sources: bout.sources,
    next: bout.next,
  };
  if (live !== undefined) next.live = live;
  return next;
}

export interface Propagation {
  readonly voided: string[];
  readonly changed: string[];
  /** A result that suspended its loser was voided: the suspensions must be worked out again. */
  readonly suspensionVoided: boolean;
}

/**
 * Re-derives every bout downstream of `start` in draw order (rounds are stored so that a bout's
 * sources always come before it), so each bout is derived once, from final sources.
 */
export function propagate(out: Availability, draft: Draft, start: Location): Propagation {
  const voided: string[] = [];
  const changed: string[] = [];
  let suspensionVoided = false;
  const pending: Location[] = [];
  const seen: string[] = [];
  enqueue(draft, draft.get(start), seen, pending);
  while (pending.length > 0) {
    let min = 0;
    for (let i = 1; i < pending.length; i++)
      if (before(pending[i] as Location, pending[min] as Location)) min = i;
    const at = pending[min] as Location;
    pending[min] = pending[pending.length - 1] as Location;
    pending.pop();
    const old = draft.get(at);
    const fresh = resolveBout(old, draft, out);
    if (fresh === old) continue;
    draft.set(at, fresh);
    changed.push(fresh.id);
    if (old.result && !old.result.auto && fresh.result !== old.result) {
      voided.push(fresh.id);
      if (suspends(old.result)) suspensionVoided = true;
    }
    if (sendsOther(old, fresh)) enqueue(draft, fresh, seen, pending);
  }
  return { voided, changed, suspensionVoided };
}

/**
 * Whether the bouts fed by this one can change: they read only what it sends on (the state is derived
 * throughout, so a bout whose sources send the same is already right). A bout that takes its first
 * boxer, or becomes ready, sends nobody yet: the round after it is not derived again for nothing. The
 * grand final's reset reads the final's corners and status as well, so the final always goes on.
 */
function sendsOther(old: Bout, fresh: Bout): boolean {
  return (
    fresh.side === 'final' ||
    output(old, 'winner') !== output(fresh, 'winner') ||
    output(old, 'loser') !== output(fresh, 'loser')
  );
}

function enqueue(draft: Draft, bout: Bout, seen: string[], pending: Location[]): void {
  const next = bout.next;
  if (next?.winner) add(draft, next.winner.bout, seen, pending);
  if (next?.loser) add(draft, next.loser.bout, seen, pending);
  // The reset bout exists only when the option is on.
  if (bout.side === 'final' && bout.round === 1 && draft.current[draft.current.length - 1]?.id === 'F2')
    add(draft, 'F2-1', seen, pending);
}

function add(draft: Draft, id: string, seen: string[], pending: Location[]): void {
  if (seen.includes(id)) return;
  seen.push(id);
  pending.push(locateIn(draft.current, id));
}

/** Derives every bout from scratch, in draw order. */
export function resolveAll(out: Availability, draft: Draft): Propagation {
  const voided: string[] = [];
  const changed: string[] = [];
  let suspensionVoided = false;
  const rounds = draft.current;
  for (let r = 0; r < rounds.length; r++) {
    const bouts = (rounds[r] as Round).bouts;
    for (let p = 0; p < bouts.length; p++) {
      const old = bouts[p] as Bout;
      const fresh = resolveBout(old, draft, out);
      if (fresh === old) continue;
      draft.set({ round: r, position: p }, fresh);
      changed.push(fresh.id);
      if (old.result && !old.result.auto && fresh.result !== old.result) {
        voided.push(fresh.id);
        if (suspends(old.result)) suspensionVoided = true;
      }
    }
  }
  return { voided, changed, suspensionVoided };
}

/**
 * Who is suspended, from the results standing in these rounds: the loser of each recorded KO or RSC-I,
 * with the first such bout in draw order (which, for any one boxer, is the order they boxed in).
 */
export function findSuspensions(rounds: readonly Round[]): Record<EntryId, Suspension> {
  const found: Record<EntryId, Suspension> = {};
  for (const round of rounds)
    for (const bout of round.bouts)
      if (bout.status === 'completed' && suspends(bout.result)) {
        const loser = (bout.result as BoutResult).loser as EntryId;
        if (!has(found, loser)) found[loser] = { bout: bout.id };
      }
  return found;
}

export function sameSuspensions(a: CategoryDraw['suspended'], b: CategoryDraw['suspended']): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => has(b, k) && (b[k] as Suspension).bout === (a[k] as Suspension).bout);
}

/**
 * Brackets: derives the bouts again with the suspensions the standing results give, until they agree.
 * A suspension only turns later bouts into walkovers, and lifting one can void results further on that
 * suspended someone else, so this settles in a pass or two; it runs only when a KO or RSC-I is involved.
 */
export function settleSuspensions(
  withdrawn: CategoryDraw['withdrawn'],
  suspended: CategoryDraw['suspended'],
  draft: Draft,
  voided: string[],
  changed: string[],
): CategoryDraw['suspended'] {
  let current = suspended;
  for (;;) {
    const found = findSuspensions(draft.current);
    if (sameSuspensions(found, current)) return current;
    current = found;
    const pass = resolveAll({ withdrawn, suspended: current }, draft);
    for (const id of pass.voided) if (!voided.includes(id)) voided.push(id);
    for (const id of pass.changed) if (!changed.includes(id)) changed.push(id);
  }
}
