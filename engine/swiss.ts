import { clubKey } from './entries';
import { isOut, resolveBout } from './resolve';
import { BYE } from './types';
import type { Bout, Entry, EntryId, Notice, Round, CategoryDraw } from './types';

/** Default length of a Swiss event: enough rounds for one boxer to be left unbeaten. */
export function defaultSwissRounds(entries: number): number {
  return Math.max(1, Math.ceil(Math.log2(entries)));
}

interface SwissRecord {
  score: number;
  opponents: Set<EntryId>;
  hadBye: boolean;
}

/** Scores from the rounds so far: a win or a bye is worth one. */
export function swissRecords(state: Pick<CategoryDraw, 'entries' | 'rounds'>): Map<EntryId, SwissRecord> {
  const records = new Map<EntryId, SwissRecord>();
  for (const e of state.entries) records.set(e.id, { score: 0, opponents: new Set(), hadBye: false });
  for (const round of state.rounds)
    for (const bout of round.bouts) {
      const [red, blue] = bout.slots;
      if (bout.status === 'bye') {
        const rec = records.get(bout.winner as EntryId) as SwissRecord;
        rec.hadBye = true;
        rec.score++;
        continue;
      }
      if (red === null || blue === null || red === BYE || blue === BYE) continue;
      (records.get(red) as SwissRecord).opponents.add(blue);
      (records.get(blue) as SwissRecord).opponents.add(red);
      if (bout.status === 'completed' && bout.winner !== null)
        (records.get(bout.winner) as SwissRecord).score++;
    }
  return records;
}

const SEARCH_BUDGET = 200_000;

/**
 * Pairs the next round: boxers ranked by score, then by their place in the seeding; the bye to the
 * lowest-ranked boxer who has not had one; then, top down, each boxer against the first possible
 * opponent in the order the Dutch system prefers (top half against bottom half of the score group,
 * then the next groups down), never a rematch and, where the group allows, not a clubmate.
 * A depth-first search backs out of dead ends, so a pairing is found whenever one exists within the
 * search budget. Returns null when none does.
 */
export function pairSwissRound(state: CategoryDraw, number: number): Round | null {
  const records = swissRecords(state);
  const rankOf = new Map(state.seeding.map((id, i) => [id, i]));
  const byId = new Map(state.entries.map((e) => [e.id, e]));
  // Nobody withdrawn or medically suspended is paired.
  const active = state.seeding
    .filter((id) => !isOut(state, id))
    .map((id) => ({
      entry: byId.get(id) as Entry,
      record: records.get(id) as SwissRecord,
      lot: rankOf.get(id) as number,
    }))
    .sort((a, b) => b.record.score - a.record.score || a.lot - b.lot);
  if (active.length < 2) return null;
  const byeCandidates = active.length % 2 === 0 ? [null] : active.map((_, i) => i).reverse();
  for (const bye of byeCandidates) {
    if (bye !== null && (active[bye] as (typeof active)[number]).record.hadBye) continue;
    const players = active.filter((_, i) => i !== bye);
    // In round 1 everyone is level, so keeping clubmates apart costs nothing: make it a rule there
    // when it can be done; in later rounds the score groups come first and clubs are only a preference.
    const pairs = (number === 1 ? pairPlayers(players, true) : null) ?? pairPlayers(players, false);
    if (!pairs) continue;
    const bouts: Bout[] = pairs.map(([a, b], p) => ({
      id: `S${number}-${p + 1}`,
      round: number,
      position: p + 1,
      side: 'swiss',
      slots: [
        (players[a] as (typeof players)[number]).entry.id,
        (players[b] as (typeof players)[number]).entry.id,
      ],
      status: 'ready',
      winner: null,
      result: null,
      sources: null,
      next: null,
    }));
    if (bye !== null) {
      const id = (active[bye] as (typeof active)[number]).entry.id;
      bouts.push({
        id: `S${number}-${bouts.length + 1}`,
        round: number,
        position: bouts.length + 1,
        side: 'swiss',
        slots: [id, BYE],
        status: 'bye',
        winner: id,
        result: null,
        sources: null,
        next: null,
      });
    }
    return { id: `S${number}`, side: 'swiss', number, bouts };
  }
  return null;
}

interface Player {
  entry: Entry;
  record: SwissRecord;
}

function pairPlayers(players: readonly Player[], clubsApart: boolean): Array<[number, number]> | null {
  const n = players.length;
  const used = new Uint8Array(n);
  const pairs: Array<[number, number]> = [];
  const clubIds = new Map<string, number>();
  const clubs = players.map((p) => {
    const key = clubKey(p.entry);
    const id = clubIds.get(key) ?? clubIds.size;
    clubIds.set(key, id);
    return id;
  });
  // Unpaired boxers per club: with clubs kept apart, no club may ever hold more than half of those left,
  // or the boxers left could not all be paired; checking that as we go means no dead end to back out of.
  const left = new Array<number>(clubIds.size).fill(0);
  for (const c of clubs) left[c] = (left[c] as number) + 1;
  let remaining = n;
  const tooMany = (): boolean => left.some((count) => count * 2 > remaining);
  if (clubsApart && tooMany()) return null;
  let budget = SEARCH_BUDGET;

  const candidates = (top: number): number[] => {
    const score = (players[top] as Player).record.score;
    const group: number[] = [top];
    const below: number[] = [];
    for (let i = top + 1; i < n; i++) {
      if (used[i]) continue;
      if ((players[i] as Player).record.score === score) group.push(i);
      else below.push(i);
    }
    const half = group.length >> 1;
    // Dutch order: the player half a group below first, then further down, then back up.
    const dutch = [...group.slice(Math.max(half, 1)), ...group.slice(1, Math.max(half, 1)).reverse()];
    const apart = (list: number[]): number[] => [
      ...list.filter((i) => clubs[i] !== clubs[top]),
      ...list.filter((i) => clubs[i] === clubs[top]),
    ];
    return [...apart(dutch), ...apart(below)];
  };

  const take = (i: number, sign: 1 | -1): void => {
    used[i] = sign === 1 ? 1 : 0;
    left[clubs[i] as number] = (left[clubs[i] as number] as number) - sign;
    remaining -= sign;
  };

  let first = 0;
  const search = (): boolean => {
    while (first < n && used[first]) first++;
    if (first >= n) return true;
    const top = first;
    take(top, 1);
    const met = (players[top] as Player).record.opponents;
    for (const c of candidates(top)) {
      if (met.has((players[c] as Player).entry.id)) continue;
      if (clubsApart && clubs[c] === clubs[top]) continue;
      if (--budget < 0) break;
      take(c, 1);
      pairs.push([top, c]);
      if (!(clubsApart && tooMany()) && search()) return true;
      pairs.pop();
      take(c, -1);
      first = top;
    }
    take(top, -1);
    first = top;
    return false;
  };
  return search() ? pairs : null;
}

export function isRoundDone(round: Round): boolean {
  return round.bouts.every((b) => b.status === 'completed' || b.status === 'bye' || b.status === 'cancelled');
}

const ENDED = 'SWISS_ENDED_EARLY';

export interface SwissAdvance {
  readonly rounds: Round[];
  readonly notices: Notice[];
  readonly voided: string[];
  readonly changed: string[];
}

/**
 * Keeps the first `keep` rounds, then pairs the following rounds again for as long as the last one
 * is complete. A bout that comes out with the same id and the same corners as before keeps its
 * result; everything else that was paired after `keep` is void. Callers keep every round in which a bout
 * has been boxed, so what is paired again was not boxed yet. A bout keeps the live details of the bout
 * with its id (its place in the programme, its officials) whoever is now in its corners.
 */
export function repairFrom(state: CategoryDraw, keep: number): SwissAdvance {
  const old = new Map<string, Bout>();
  for (const round of state.rounds.slice(keep)) for (const bout of round.bouts) old.set(bout.id, bout);
  const rounds = state.rounds.slice(0, keep);
  const notices = state.notices.filter((n) => n.code !== ENDED);
  const changed = new Set<string>();
  for (;;) {
    const last = rounds[rounds.length - 1];
    if ((last && !isRoundDone(last)) || rounds.length >= state.plannedRounds) break;
    const number = rounds.length + 1;
    const paired = pairSwissRound({ ...state, rounds, notices }, number);
    if (!paired) {
      notices.push({
        code: ENDED,
        message: `round ${number} could not be paired without a rematch or a second bye; the event ends after round ${number - 1}`,
      });
      break;
    }
    const bouts = paired.bouts.map((fresh) => {
      const before = old.get(fresh.id);
      const same = before && before.slots[0] === fresh.slots[0] && before.slots[1] === fresh.slots[1];
      let carried: Bout =
        same && before.result && !before.result.auto ? { ...fresh, result: before.result } : fresh;
      if (before?.live !== undefined) carried = { ...carried, live: before.live };
      const bout = resolveBout(carried, null, state);
      if (
        same &&
        bout.status === before.status &&
        bout.result === before.result &&
        bout.winner === before.winner
      )
        old.delete(fresh.id);
      else changed.add(fresh.id);
      return same &&
        bout.result === before.result &&
        bout.winner === before.winner &&
        bout.status === before.status
        ? before
        : bout;
    });
    rounds.push({ ...paired, bouts });
  }
  const voided: string[] = [];
  for (const [id, bout] of old) {
    if (bout.result && !bout.result.auto) voided.push(id);
    changed.add(id);
  }
  return { rounds, notices, voided, changed: [...changed] };
}
