import { fail } from './errors';
import { propagate, resolveAll, resolveBout } from './resolve';
import { buildResult } from './result';
import { Draft, entryById, evolve, isWithdrawn, locate } from './state';
import { isRoundDone, repairFrom } from './swiss';
import type { Change, EntryId, ResultInput, Round, CategoryDraw, WithdrawalReason } from './types';

/**
 * Records (or corrects) the result of a bout. In a bracket the winner moves on and, in double
 * elimination, the loser drops to the losers' bracket; a correction re-derives everything downstream
 * and every later result that no longer stands is dropped and listed in `voided`. In the Swiss system
 * the rounds paired after the corrected one are paired again.
 */
export function recordResult(state: CategoryDraw, boutId: string, input: ResultInput): Change {
  checkState(state);
  const at = locate(state, boutId);
  const bout = (state.rounds[at.round] as Round).bouts[at.position]!;
  if (bout.status !== 'ready' && bout.status !== 'completed')
    fail('BOUT_NOT_READY', `bout ${boutId} cannot take a result (${bout.status})`, {
      bout: boutId,
      status: bout.status,
    });
  const result = buildResult(input, bout.slots as readonly [EntryId, EntryId], state.rules);
  const draft = new Draft(state.rounds);
  draft.set(at, {
    id: bout.id,
    round: bout.round,
    position: bout.position,
    side: bout.side,
    slots: bout.slots,
    status: 'completed',
    winner: result.winner,
    result,
    sources: bout.sources,
    next: bout.next,
  });

  if (state.format === 'round-robin') return done(state, draft, [], []);
  if (state.format === 'swiss-system') {
    const last = at.round === state.rounds.length - 1;
    const round = draft.current[at.round] as Round;
    if (last && !isRoundDone(round)) return done(state, draft, [], []);
    // A result that finishes the last round lets the next round be paired; one in an earlier round may
    // change every pairing after it.
    const repaired = repairFrom(evolve(state, { rounds: draft.current }), at.round + 1);
    return {
      state: evolve(state, { rounds: repaired.rounds, notices: repaired.notices }),
      voided: repaired.voided,
      changed: repaired.changed,
    };
  }
  const { voided, changed } = propagate(state, draft, at);
  return done(state, draft, voided, changed);
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
): Change {
  checkState(state);
  if (!entryById(state, entryId)) fail('UNKNOWN_ENTRY', `no entry ${entryId}`, { entryId });
  if (reason !== 'withdrawal' && reason !== 'medical' && reason !== 'disqualification')
    fail('INVALID_OPTIONS', 'reason must be withdrawal, medical or disqualification', { reason });
  if (isWithdrawn(state, entryId)) fail('ALREADY_WITHDRAWN', `${entryId} has already withdrawn`, { entryId });
  return rederive(evolve(state, { withdrawn: { ...state.withdrawn, [entryId]: { reason } } }));
}

/** Undoes a withdrawal entered by mistake; walkovers it caused and that are not yet boxed are undone. */
export function reinstate(state: CategoryDraw, entryId: EntryId): Change {
  checkState(state);
  if (!isWithdrawn(state, entryId)) fail('NOT_WITHDRAWN', `${entryId} has not withdrawn`, { entryId });
  const withdrawn = { ...state.withdrawn };
  delete withdrawn[entryId];
  return rederive(evolve(state, { withdrawn }));
}

function rederive(state: CategoryDraw): Change {
  const draft = new Draft(state.rounds);
  if (state.format !== 'swiss-system') {
    const { voided, changed } = resolveAll(state, draft);
    return done(state, draft, voided, changed);
  }
  // Swiss rounds have no links between them: only the rounds already paired are re-derived, then a
  // round that is now complete lets the next one be paired.
  const changed: string[] = [];
  draft.current.forEach((round, r) =>
    round.bouts.forEach((bout, p) => {
      const fresh = resolveBout(bout, null, state.withdrawn);
      if (fresh === bout) return;
      draft.set({ round: r, position: p }, fresh);
      changed.push(fresh.id);
    }),
  );
  const repaired = repairFrom(evolve(state, { rounds: draft.current }), draft.current.length);
  return {
    state: evolve(state, { rounds: repaired.rounds, notices: repaired.notices }),
    voided: repaired.voided,
    changed: [...changed, ...repaired.changed],
  };
}

function done(state: CategoryDraw, draft: Draft, voided: string[], changed: string[]): Change {
  return { state: evolve(state, { rounds: draft.current }), voided, changed };
}

/** A state read back from storage is trusted for its shape; this catches a wrong object early. */
function checkState(state: CategoryDraw): void {
  if (typeof state !== 'object' || state === null || state.version !== 1 || !Array.isArray(state.rounds))
    fail('INVALID_STATE', 'not a category draw state (version 1)');
}
