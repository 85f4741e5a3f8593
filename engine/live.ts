import { fail } from './errors';
import { checkMeta, checkState, checkTime, commit } from './meta';
import { findSuspensions, rebuilt, resolveAll } from './resolve';
import { validateRoundScore } from './scoring';
import { Draft, evolve, locate } from './state';
import type { Location } from './state';
import { STATE_VERSION } from './types';
import type { Bout, BoutLive, CategoryDraw, Change, ChangeMeta, LiveCard, Officials, Round } from './types';

// What an event needs while it runs, kept on the bouts so that no later change loses it: the programme
// (bout number, ring, planned start), the officials, the live status and the judges' cards as each
// round comes in. Every call is a change like any other: checked, one revision on.

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Programme and officials of a bout; null takes a detail away. */
export interface BoutDetails {
  readonly number?: number | null;
  readonly ring?: string | null;
  readonly plannedStart?: string | null;
  readonly officials?: Officials | null;
}

const ID_LIMIT = 200;

/** Sets a bout's number in the programme, its ring, its planned start and its officials. */
export function setBoutDetails(
  state: CategoryDraw,
  boutId: string,
  details: BoutDetails,
  meta?: ChangeMeta,
): Change {
  checkState(state);
  checkMeta(state, meta);
  const at = locate(state, boutId);
  const bout = boutAt(state, at);
  if (typeof details !== 'object' || details === null) fail('INVALID_LIVE', 'details must be an object');
  const live: Mutable<BoutLive> = { ...bout.live };
  const { number, ring, plannedStart, officials } = details;
  if (number !== undefined) {
    if (number === null) delete live.number;
    else {
      if (!Number.isInteger(number) || number < 1 || number > 1_000_000)
        fail('INVALID_LIVE', 'a bout number is a whole number from 1', { number });
      const taken = state.rounds
        .flatMap((r) => r.bouts)
        .find((b) => b.id !== boutId && b.live?.number === number);
      if (taken) fail('INVALID_LIVE', `bout ${taken.id} already has number ${number}`, { number });
      live.number = number;
    }
  }
  if (ring !== undefined) {
    if (ring === null) delete live.ring;
    else live.ring = text(ring, 'ring');
  }
  if (plannedStart !== undefined) {
    if (plannedStart === null) delete live.plannedStart;
    else {
      checkTime(plannedStart, 'plannedStart', 'INVALID_LIVE');
      live.plannedStart = plannedStart;
    }
  }
  if (officials !== undefined) {
    if (officials === null) delete live.officials;
    else live.officials = checkOfficials(officials, state.rules.judges);
  }
  return change(state, at, bout, live, meta);
}

/** The bout is being boxed now (at `meta.at` if given). */
export function startBout(state: CategoryDraw, boutId: string, meta?: ChangeMeta): Change {
  checkState(state);
  checkMeta(state, meta);
  const at = locate(state, boutId);
  const bout = boutAt(state, at);
  if (bout.live?.status === 'in-progress')
    fail('BOUT_IN_PROGRESS', `bout ${boutId} is already being boxed`, { bout: boutId });
  if (bout.status !== 'ready')
    fail('BOUT_NOT_READY', `bout ${boutId} cannot start (${bout.status})`, {
      bout: boutId,
      status: bout.status,
    });
  for (const round of state.rounds)
    for (const other of round.bouts) {
      if (other.live?.status !== 'in-progress') continue;
      const shared = other.slots.find((s) => s === bout.slots[0] || s === bout.slots[1]);
      if (shared !== undefined)
        fail('BOUT_IN_PROGRESS', `${shared} is boxing bout ${other.id}`, { bout: other.id });
      if (bout.live?.ring !== undefined && other.live.ring === bout.live.ring)
        fail('BOUT_IN_PROGRESS', `ring ${bout.live.ring} is boxing bout ${other.id}`, { bout: other.id });
    }
  const live: Mutable<BoutLive> = { ...bout.live, status: 'in-progress' };
  // A bout started again after a correction set its result aside is a new attempt: the cards and the end of
  // the attempt set aside are not this one's (they would turn the judges' new cards into corrections).
  delete live.cards;
  delete live.endedAt;
  if (meta?.at !== undefined) live.startedAt = meta.at;
  return change(state, at, bout, live, meta);
}

/** Stops a bout started by mistake or interrupted before a result: it is to be boxed again. */
export function stopBout(state: CategoryDraw, boutId: string, meta?: ChangeMeta): Change {
  checkState(state);
  checkMeta(state, meta);
  const at = locate(state, boutId);
  const bout = boutAt(state, at);
  if (bout.live?.status !== 'in-progress')
    fail('BOUT_NOT_READY', `bout ${boutId} is not being boxed`, { bout: boutId });
  const live: Mutable<BoutLive> = { ...bout.live };
  delete live.status;
  delete live.startedAt;
  delete live.cards;
  return change(state, at, bout, live, meta);
}

export interface RoundScore {
  /** The judge's id; one of the bout's judges when they are set. */
  readonly judge: string;
  /** 1 for the first round. A round already scored may be scored again (a correction, audited). */
  readonly round: number;
  /** `[red, blue]` on the 10-point-must system. */
  readonly score: readonly [number, number];
}

/** One judge's score for one round, as it comes in while the bout is boxed. */
export function recordRoundScore(
  state: CategoryDraw,
  boutId: string,
  entry: RoundScore,
  meta?: ChangeMeta,
): Change {
  checkState(state);
  checkMeta(state, meta);
  const at = locate(state, boutId);
  const bout = boutAt(state, at);
  if (bout.live?.status !== 'in-progress')
    fail('BOUT_NOT_READY', `bout ${boutId} is not being boxed: start it first`, { bout: boutId });
  if (typeof entry !== 'object' || entry === null) fail('INVALID_LIVE', 'a round score must be an object');
  const judge = text(entry.judge, 'judge');
  const judges = bout.live.officials?.judges;
  const cards = bout.live.cards ?? [];
  const index = cards.findIndex((c) => c.judge === judge);
  if (judges !== undefined && !judges.includes(judge))
    fail('INVALID_LIVE', `${judge} is not a judge of bout ${boutId}`, { judge });
  if (index < 0 && cards.length >= state.rules.judges)
    fail('INVALID_LIVE', `bout ${boutId} already has cards from ${state.rules.judges} judges`, { judge });
  const scored = index < 0 ? [] : (cards[index] as LiveCard).rounds;
  const { round } = entry;
  if (!Number.isInteger(round) || round < 1 || round > Math.min(state.rules.rounds, scored.length + 1))
    fail('INVALID_LIVE', `round must be from 1 to ${Math.min(state.rules.rounds, scored.length + 1)}`, {
      round,
    });
  validateRoundScore(entry.score, `${judge}, round ${round}`);
  const score: readonly [number, number] = [entry.score[0], entry.score[1]];
  const rounds = scored.slice();
  const previous = rounds[round - 1];
  rounds[round - 1] = score;
  const next = cards.slice();
  if (index < 0) next.push({ judge, rounds });
  else next[index] = { judge, rounds };
  const live: BoutLive = { ...bout.live, cards: next };
  const corrected = previous !== undefined && (previous[0] !== score[0] || previous[1] !== score[1]);
  return change(
    state,
    at,
    bout,
    live,
    meta,
    corrected
      ? { action: 'card-correction', bout: boutId, judge, round, before: previous, after: score }
      : undefined,
  );
}

function boutAt(state: CategoryDraw, at: Location): Bout {
  return (state.rounds[at.round] as Round).bouts[at.position] as Bout;
}

function change(
  state: CategoryDraw,
  at: Location,
  bout: Bout,
  live: BoutLive,
  meta: ChangeMeta | undefined,
  audit?: Parameters<typeof commit>[1]['audit'],
): Change {
  const draft = new Draft(state.rounds);
  draft.set(
    at,
    rebuilt(
      bout,
      bout.slots,
      bout.status,
      bout.winner,
      bout.result,
      Object.keys(live).length ? live : undefined,
    ),
  );
  return commit(
    state,
    {
      rounds: draft.current,
      notices: state.notices,
      withdrawn: state.withdrawn,
      suspended: state.suspended,
      voided: [],
      changed: [],
      reclassified: undefined,
      audit,
    },
    meta,
  );
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > ID_LIMIT)
    fail('INVALID_LIVE', `${name} must be a text of 1 to ${ID_LIMIT} characters`, { [name]: value });
  return value;
}

function checkOfficials(officials: Officials, judges: number): Officials {
  if (typeof officials !== 'object' || officials === null)
    fail('INVALID_LIVE', 'officials must be an object');
  const out: Mutable<Officials> = {};
  if (officials.referee !== undefined) out.referee = text(officials.referee, 'referee');
  if (officials.judges !== undefined) {
    if (!Array.isArray(officials.judges) || officials.judges.length > judges)
      fail('INVALID_LIVE', `judges must be a list of at most ${judges} ids`);
    const ids = officials.judges.map((j) => text(j, 'judge'));
    if (new Set(ids).size !== ids.length) fail('INVALID_LIVE', 'a judge is listed twice');
    if (out.referee !== undefined && ids.includes(out.referee))
      fail('INVALID_LIVE', 'the referee cannot also judge the bout');
    out.judges = ids;
  }
  return out;
}

/**
 * Reads a stored state into the current version. Version 1 (before decision 0009) had no revision,
 * audit trail or medical suspensions: it starts at revision 0 with an empty trail, and the boxers its
 * results stopped by KO or RSC-I are suspended from the bouts they have still to box. Results stand.
 */
export function migrateState(stored: unknown): CategoryDraw {
  const raw = stored as (Omit<CategoryDraw, 'version'> & { version: unknown }) | null;
  if (typeof raw !== 'object' || raw === null || !Array.isArray(raw.rounds))
    fail('INVALID_STATE', 'not a category draw state');
  if (raw.version === STATE_VERSION) return raw as CategoryDraw;
  if (raw.version !== 1) fail('INVALID_STATE', `unknown state version ${String(raw.version)}`);
  const upgraded = evolve(
    { ...raw, version: STATE_VERSION, suspended: {}, revision: 0, audit: [] } as CategoryDraw,
    {},
  );
  const draft = new Draft(upgraded.rounds);
  const suspended = findSuspensions(upgraded.rounds);
  // Suspensions only turn bouts not boxed into walkovers; no result recorded in the state depends on
  // such a bout, so none is voided and one pass settles it.
  resolveAll({ withdrawn: upgraded.withdrawn, suspended }, draft);
  return evolve(upgraded, { rounds: draft.current, suspended });
}
