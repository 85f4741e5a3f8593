import { locateIn } from './state';
import type { Draft, Location } from './state';
import { BYE } from './types';
import type { Bout, BoutResult, BoutStatus, EntryId, Round, Slot, CategoryDraw } from './types';

// A bout's corners, status and winner are a function of its sources, its recorded result and the
// withdrawals; nothing else. Re-deriving them in draw order after any change is what makes a
// corrected result behave exactly as if it had been entered first.

/** Where a bout's sources are read from. */
export interface Lookup {
  find(boutId: string): Bout;
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

/** `lookup` may be null for bouts drawn directly (no sources): round 1, pools, Swiss rounds. */
export function resolveBout(bout: Bout, lookup: Lookup | null, withdrawn: CategoryDraw['withdrawn']): Bout {
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
  } else {
    const redIn = red !== BYE && !Object.hasOwn(withdrawn, red);
    const blueIn = blue !== BYE && !Object.hasOwn(withdrawn, blue);
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
  // One literal with every field in a fixed order keeps all bouts the same shape for the JIT.
  return {
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
}

export interface Propagation {
  readonly voided: string[];
  readonly changed: string[];
}

/**
 * Re-derives every bout downstream of `start` in draw order (rounds are stored so that a bout's
 * sources always come before it), so each bout is derived once, from final sources.
 */
export function propagate(state: CategoryDraw, draft: Draft, start: Location): Propagation {
  const voided: string[] = [];
  const changed: string[] = [];
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
    const fresh = resolveBout(old, draft, state.withdrawn);
    if (fresh === old) continue;
    draft.set(at, fresh);
    changed.push(fresh.id);
    if (old.result && !old.result.auto && fresh.result !== old.result) voided.push(fresh.id);
    enqueue(draft, fresh, seen, pending);
  }
  return { voided, changed };
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

function before(a: Location, b: Location): boolean {
  return a.round < b.round || (a.round === b.round && a.position < b.position);
}

/** Derives every bout from scratch, in draw order. */
export function resolveAll(state: CategoryDraw, draft: Draft): Propagation {
  const voided: string[] = [];
  const changed: string[] = [];
  const rounds = draft.current;
  for (let r = 0; r < rounds.length; r++) {
    const bouts = (rounds[r] as Round).bouts;
    for (let p = 0; p < bouts.length; p++) {
      const old = bouts[p] as Bout;
      const fresh = resolveBout(old, draft, state.withdrawn);
      if (fresh === old) continue;
      draft.set({ round: r, position: p }, fresh);
      changed.push(fresh.id);
      if (old.result && !old.result.auto && fresh.result !== old.result) voided.push(fresh.id);
    }
  }
  return { voided, changed };
}
