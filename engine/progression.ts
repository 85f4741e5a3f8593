import { fail } from './errors';
import { checkMeta, checkState, commit } from './meta';
import {
  findSuspensions,
  propagate,
  rebuilt,
  resolveAll,
  resolveBout,
  sameSuspensions,
  settleSuspensions,
  suspends,
} from './resolve';
import type { Availability } from './resolve';
import { buildResult } from './result';
import { before, boutIn, Draft, entryById, evolve, has, isEmpty, isWithdrawn, locate } from './state';
import type { Location } from './state';
import { isRoundDone, repairFrom } from './swiss';
import type {
  Bout,
  BoutLive,
  BoutResult,
  CategoryDraw,
  Change,
  ChangeMeta,
  EntryId,
  ResultInput,
  Round,
  Suspension,
  Withdrawal,
  WithdrawalReason,
} from './types';

/**
 * Records (or corrects) the result of a bout. In a bracket the winner moves on and, in double
 * elimination, the loser drops to the losers' bracket; a correction re-derives everything downstream
 * and every later result that no longer stands is dropped and listed in `voided`. A boxer beaten by KO
 * or RSC-I is suspended: their bouts still to come are walkovers. In the Swiss system bouts already
 * boxed stand; the rounds not yet started after the corrected one are paired again.
 */
export function recordResult(
  state: CategoryDraw,
  boutId: string,
  input: ResultInput,
  meta?: ChangeMeta,
): Change {
  checkState(state);
  checkMeta(state, meta);
  const at = locate(state, boutId);
  const bout = (state.rounds[at.round] as Round).bouts[at.position]!;
  if (bout.status !== 'ready' && bout.status !== 'completed')
    fail('BOUT_NOT_READY', `bout ${boutId} cannot take a result (${bout.status})`, {
      bout: boutId,
      status: bout.status,
    });
  const { result, reclassified } = buildResult(input, bout.slots as readonly [EntryId, EntryId], state.rules);
  const previous = bout.result !== null && !bout.result.auto ? bout.result : null;
  checkCredited(state, at, bout, result, previous);
  const draft = new Draft(state.rounds);
  draft.set(at, rebuilt(bout, bout.slots, 'completed', result.winner, result, afterResult(bout.live, meta)));
  const relevant = suspends(previous) || suspends(result);
  let suspended = state.suspended;
  let voided: string[] = [];
  let changed: string[] = [];
  const notices = state.notices;
  if (state.format === 'round-robin') {
    if (relevant) {
      suspended = poolSuspensions(state, draft, [previous?.loser ?? null, result.loser]);
      // A knockout now leaves the walkovers its loser was given standing; a correction re-derives them.
      const keepGiven = previous === null;
      changed = rederiveAffected(state, draft, { withdrawn: state.withdrawn, suspended, keepGiven });
    }
  } else if (state.format === 'swiss-system') {
    if (relevant) {
      suspended = findSuspensions(draft.current);
      const keepGiven = previous === null;
      changed = rederivePaired(draft, { withdrawn: state.withdrawn, suspended, keepGiven });
    }
    const last = at.round === state.rounds.length - 1;
    if (!last || isRoundDone(draft.current[at.round] as Round)) {
      // Rounds up to the last one started stand as paired; those after it are paired again from the
      // corrected scores (a result that finishes the last round lets the next one be paired).
      const keep = Math.max(at.round + 1, lastStarted(draft.current) + 1);
      const repaired = repairFrom(evolve(state, { rounds: draft.current, suspended }), keep);
      return finish(
        state,
        meta,
        repaired.rounds,
        repaired.notices,
        suspended,
        repaired.voided,
        [...changed, ...repaired.changed],
        boutId,
        previous,
        result,
        reclassified,
      );
    }
  } else {
    if (relevant) suspended = findSuspensions(draft.current);
    const out = { withdrawn: state.withdrawn, suspended };
    // A suspension that comes or goes changes the boxer's later bouts, which need not be downstream of
    // this one (a boxer suspended for an earlier bout meets somebody further on): derive everything.
    const pass = sameSuspensions(suspended, state.suspended)
      ? propagate(out, draft, at)
      : resolveAll(out, draft);
    voided = pass.voided;
    changed = pass.changed;
    if (pass.suspensionVoided)
      suspended = settleSuspensions(state.withdrawn, suspended, draft, voided, changed);
  }
  return finish(
    state,
    meta,
    draft.current,
    notices,
    suspended,
    voided,
    changed,
    boutId,
    previous,
    result,
    reclassified,
  );
}

/**
 * A withdrawn or suspended boxer can no longer win (or draw) a bout. Correcting a bout they boxed
 * before, keeping them as its winner, is allowed; so is recording, late, a bout a suspended boxer boxed
 * before the one that suspended them.
 */
function checkCredited(
  state: CategoryDraw,
  at: Location,
  bout: Bout,
  result: BoutResult,
  previous: BoutResult | null,
): void {
  // Nobody out (the usual case): nothing to look up. A lookup by a boxer's id costs a hash of it.
  if (isEmpty(state.withdrawn) && isEmpty(state.suspended)) return;
  if (result.winner !== null) checkOne(state, at, bout, result.winner, previous);
  else for (const id of result.corners) checkOne(state, at, bout, id, previous);
}

function checkOne(
  state: CategoryDraw,
  at: Location,
  bout: Bout,
  id: EntryId,
  previous: BoutResult | null,
): void {
  const withdrawn = isWithdrawn(state, id);
  if (!withdrawn && !has(state.suspended, id)) return;
  if (previous !== null && (previous.winner === id || previous.winner === null)) return;
  if (withdrawn)
    fail(
      'WINNER_WITHDRAWN',
      `${id} has withdrawn (${state.withdrawn[id]!.reason}) and can no longer win a bout; reinstate them first if the withdrawal was a mistake`,
      { entryId: id, bout: bout.id },
    );
  const suspension = state.suspended[id] as Suspension;
  if (suspension.bout === bout.id || before(at, locate(state, suspension.bout))) return;
  fail(
    'WINNER_SUSPENDED',
    `${id} is medically suspended after bout ${suspension.bout} and can no longer win a bout`,
    { entryId: id, bout: bout.id, suspendedAfter: suspension.bout },
  );
}

/** The live details once a result is in: the bout is no longer in progress, and ended when the call says. */
function afterResult(live: BoutLive | undefined, meta: ChangeMeta | undefined): BoutLive | undefined {
  if (meta?.at !== undefined) return { ...withoutStatus(live), endedAt: meta.at };
  if (live?.status === undefined) return live;
  const rest = withoutStatus(live);
  return Object.keys(rest).length > 0 ? rest : undefined;
}

function withoutStatus(live: BoutLive | undefined): BoutLive {
  if (live === undefined) return {};
  const copy: { -readonly [K in keyof BoutLive]: BoutLive[K] } = { ...live };
  delete copy.status;
  return copy;
}

/** Index of the last round in which a bout has been boxed or is being boxed; -1 if none. */
function lastStarted(rounds: readonly Round[]): number {
  for (let r = rounds.length - 1; r >= 0; r--)
    if (
      (rounds[r] as Round).bouts.some(
        (b) => (b.result !== null && !b.result.auto) || b.live?.status === 'in-progress',
      )
    )
      return r;
  return -1;
}

// Where each boxer's pool bouts are. A pool never changes shape, so this is worked out once per draw
// (keyed by its seeding list, which every state of the draw shares) and checked on use.
const poolIndexes = new WeakMap<readonly EntryId[], Map<EntryId, Location[]>>();

function poolBouts(state: CategoryDraw, entryId: EntryId): Location[] {
  let index = poolIndexes.get(state.seeding);
  if (index === undefined) {
    index = new Map();
    state.rounds.forEach((round, r) =>
      round.bouts.forEach((bout, p) => {
        for (const slot of bout.slots) {
          const list = index!.get(slot as EntryId);
          if (list) list.push({ round: r, position: p });
          else index!.set(slot as EntryId, [{ round: r, position: p }]);
        }
      }),
    );
    poolIndexes.set(state.seeding, index);
  }
  return index.get(entryId) ?? [];
}

/** Pools: the suspensions again for the boxers a result may have changed, from their own bouts. */
function poolSuspensions(
  state: CategoryDraw,
  draft: Draft,
  boxers: ReadonlyArray<EntryId | null>,
): CategoryDraw['suspended'] {
  let suspended = state.suspended;
  for (const id of boxers) {
    if (id === null) continue;
    let first: Suspension | null = null;
    for (const at of poolBouts(state, id)) {
      const bout = draft.get(at);
      if (bout.status === 'completed' && suspends(bout.result) && bout.result!.loser === id) {
        first = { bout: bout.id };
        break;
      }
    }
    const now = has(suspended, id) ? (suspended[id] as Suspension) : null;
    if (now?.bout === first?.bout) continue;
    const next = { ...suspended };
    if (first === null) delete next[id];
    else next[id] = first;
    suspended = next;
  }
  return suspended;
}

/** Pools: derives again the bouts of every boxer whose suspension changed. */
function rederiveAffected(state: CategoryDraw, draft: Draft, out: Availability): string[] {
  const changed: string[] = [];
  const ids = new Set([...Object.keys(state.suspended), ...Object.keys(out.suspended)]);
  for (const id of ids) {
    const was = has(state.suspended, id) ? (state.suspended[id] as Suspension).bout : null;
    const is = has(out.suspended, id) ? (out.suspended[id] as Suspension).bout : null;
    if (was === is) continue;
    for (const at of poolBouts(state, id)) {
      const old = draft.get(at);
      const fresh = resolveBout(old, null, out);
      if (fresh === old) continue;
      draft.set(at, fresh);
      changed.push(fresh.id);
    }
  }
  return changed;
}

/** Swiss rounds have no links between them: every bout paired so far is derived again on its own. */
function rederivePaired(draft: Draft, out: Availability): string[] {
  const changed: string[] = [];
  draft.current.forEach((round, r) =>
    round.bouts.forEach((bout, p) => {
      const fresh = resolveBout(bout, draft, out);
      if (fresh === bout) return;
      draft.set({ round: r, position: p }, fresh);
      changed.push(fresh.id);
    }),
  );
  return changed;
}

/** The end of `recordResult`: the audit entry for a correction, and the new revision. */
function finish(
  state: CategoryDraw,
  meta: ChangeMeta | undefined,
  rounds: readonly Round[],
  notices: CategoryDraw['notices'],
  suspended: CategoryDraw['suspended'],
  voided: string[],
  changed: string[],
  boutId: string,
  previous: BoutResult | null,
  result: BoutResult,
  reclassified: Change['reclassified'],
): Change {
  guardInProgress(state, rounds, changed);
  return commit(
    state,
    {
      rounds,
      notices,
      withdrawn: state.withdrawn,
      suspended: sameSuspensions(suspended, state.suspended) ? state.suspended : suspended,
      voided,
      changed,
      reclassified,
      // The same result sent again (a tablet retrying) corrects nothing.
      audit:
        previous === null || JSON.stringify(previous) === JSON.stringify(result)
          ? undefined
          : { action: 'correction', bout: boutId, before: previous, after: result, voided },
    },
    meta,
  );
}

/** A change may not take the boxers out of a bout being boxed: the officials finish or stop it first. */
function guardInProgress(state: CategoryDraw, rounds: readonly Round[], changed: readonly string[]): void {
  for (const id of changed) {
    // A Swiss bout paired by this change was not there before.
    const old = boutIn(state.rounds, id);
    if (old === undefined || old.live?.status !== 'in-progress') continue;
    const now = boutIn(rounds, id);
    if (now === undefined) continue;
    if (now.slots[0] !== old.slots[0] || now.slots[1] !== old.slots[1] || now.status !== 'ready')
      fail('BOUT_IN_PROGRESS', `bout ${id} is being boxed: finish it or stop it before this change`, {
        bout: id,
      });
  }
}

/**
 * Takes a boxer out of the category at any point: every bout still to come is a walkover for the
 * opponent (or void if nobody is left to box). Results already recorded stand. A disqualification
 * also takes away the boxer's placing.
 */
export function withdraw(
  state: CategoryDraw,
  entryId: EntryId,
  reason: WithdrawalReason = 'withdrawal',
  meta?: ChangeMeta,
): Change {
  checkState(state);
  checkMeta(state, meta);
  if (!entryById(state, entryId)) fail('UNKNOWN_ENTRY', `no entry ${entryId}`, { entryId });
  if (reason !== 'withdrawal' && reason !== 'medical' && reason !== 'disqualification')
    fail('INVALID_OPTIONS', 'reason must be withdrawal, medical or disqualification', { reason });
  if (isWithdrawn(state, entryId)) fail('ALREADY_WITHDRAWN', `${entryId} has already withdrawn`, { entryId });
  const last = state.format === 'round-robin' ? null : lastBoxed(state.rounds, entryId);
  const withdrawal: Withdrawal = last === null ? { reason } : { reason, lastBoxed: last };
  return rederive(state, { ...state.withdrawn, [entryId]: withdrawal }, meta, {
    action: 'withdrawal',
    entryId,
    before: null,
    // The trail keeps what was decided; where the withdrawal starts is worked out from the results.
    after: { reason },
  });
}

/** The last bout in draw order (the order a boxer boxes in) with a result the boxer boxed; null if none. */
function lastBoxed(rounds: readonly Round[], entryId: EntryId): string | null {
  for (let r = rounds.length - 1; r >= 0; r--) {
    const bouts = (rounds[r] as Round).bouts;
    for (let p = bouts.length - 1; p >= 0; p--) {
      const result = (bouts[p] as Bout).result;
      if (result !== null && !result.auto && result.corners.includes(entryId)) return (bouts[p] as Bout).id;
    }
  }
  return null;
}

/** Undoes a withdrawal entered by mistake; walkovers it caused and that are not yet boxed are undone. */
export function reinstate(state: CategoryDraw, entryId: EntryId, meta?: ChangeMeta): Change {
  checkState(state);
  checkMeta(state, meta);
  if (!isWithdrawn(state, entryId)) fail('NOT_WITHDRAWN', `${entryId} has not withdrawn`, { entryId });
  const withdrawn = { ...state.withdrawn };
  const before = { reason: withdrawn[entryId]!.reason };
  delete withdrawn[entryId];
  return rederive(state, withdrawn, meta, { action: 'reinstatement', entryId, before, after: null });
}

function rederive(
  state: CategoryDraw,
  withdrawn: CategoryDraw['withdrawn'],
  meta: ChangeMeta | undefined,
  audit: {
    action: 'withdrawal' | 'reinstatement';
    entryId: EntryId;
    before: CategoryDraw['withdrawn'][string] | null;
    after: CategoryDraw['withdrawn'][string] | null;
  },
): Change {
  const draft = new Draft(state.rounds);
  // A withdrawal takes the boxer's bouts still to box; walkovers they were given stand.
  const out = { withdrawn, suspended: state.suspended, keepGiven: true };
  let rounds: readonly Round[];
  let notices = state.notices;
  let suspended = state.suspended;
  let voided: string[];
  let changed: string[];
  if (state.format !== 'swiss-system') {
    const pass = resolveAll(out, draft);
    voided = pass.voided;
    changed = pass.changed;
    if (pass.suspensionVoided)
      suspended = settleSuspensions(withdrawn, state.suspended, draft, voided, changed);
    rounds = draft.current;
  } else {
    // Only the rounds already paired are derived again; a round that is now complete lets the next one
    // be paired.
    const fresh = rederivePaired(draft, out);
    const repaired = repairFrom(evolve(state, { rounds: draft.current, withdrawn }), draft.current.length);
    voided = repaired.voided;
    changed = [...fresh, ...repaired.changed];
    rounds = repaired.rounds;
    notices = repaired.notices;
  }
  guardInProgress(state, rounds, changed);
  return commit(
    state,
    {
      rounds,
      notices,
      withdrawn,
      suspended,
      voided,
      changed,
      reclassified: undefined,
      audit: { ...audit, voided },
    },
    meta,
  );
}
