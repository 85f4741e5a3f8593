import { isWithdrawn } from './state';
import { STOPPAGES } from './types';
import type { CategoryDraw, EntryId, TieBreaker, WithdrawalReason } from './types';

export interface StandingRow {
  readonly rank: number;
  readonly entryId: EntryId;
  readonly name: string;
  readonly club: string;
  /** Bouts decided, walkovers included. */
  readonly bouts: number;
  readonly wins: number;
  /** Wins by RSC, RSC-I, KO or ABD. */
  readonly winsInsideDistance: number;
  readonly losses: number;
  /** Only in a round robin that allows draws. */
  readonly draws: number;
  readonly byes: number;
  /** Wins plus byes, and half a point a draw: what the `wins` tie-breaker and the Swiss pairing use. */
  readonly score: number;
  /** Card points summed over the judges, after deductions (the `card-points` tie-breaker). */
  readonly pointsFor: number;
  readonly pointsAgainst: number;
  readonly pointsDifference: number;
  readonly warnings: number;
  readonly buchholz: number;
  readonly sonnebornBerger: number;
  readonly withdrawn?: WithdrawalReason;
  /** The bout after which the boxer is medically suspended. */
  readonly suspendedAfter?: string;
}

type Row = { -readonly [K in keyof StandingRow]: StandingRow[K] };

export function tally(state: CategoryDraw): Map<EntryId, Row> {
  const rows = new Map<EntryId, Row>();
  for (const e of state.entries)
    rows.set(e.id, {
      rank: 0,
      entryId: e.id,
      name: e.name,
      club: e.club,
      bouts: 0,
      wins: 0,
      winsInsideDistance: 0,
      losses: 0,
      draws: 0,
      byes: 0,
      score: 0,
      pointsFor: 0,
      pointsAgainst: 0,
      pointsDifference: 0,
      warnings: 0,
      buchholz: 0,
      sonnebornBerger: 0,
      ...(isWithdrawn(state, e.id) ? { withdrawn: state.withdrawn[e.id]?.reason } : {}),
      ...(Object.hasOwn(state.suspended, e.id) ? { suspendedAfter: state.suspended[e.id]?.bout } : {}),
    });
  const beaten = new Map<EntryId, EntryId[]>();
  const met = new Map<EntryId, EntryId[]>();
  for (const round of state.rounds)
    for (const bout of round.bouts) {
      if (bout.status === 'bye') {
        const row = rows.get(bout.winner as EntryId) as Row;
        row.byes++;
        row.score++;
        continue;
      }
      if (bout.status !== 'completed' || !bout.result) continue;
      const { outcome, totals, warnings, corners } = bout.result;
      const red = rows.get(corners[0]) as Row;
      const blue = rows.get(corners[1]) as Row;
      red.bouts++;
      blue.bouts++;
      push(met, corners[0], corners[1]);
      push(met, corners[1], corners[0]);
      if (outcome === 'DRAW') {
        for (const row of [red, blue]) {
          row.draws++;
          row.score += 0.5;
        }
      } else {
        const winner = bout.result.winner as EntryId;
        const w = winner === corners[0] ? red : blue;
        const l = w === red ? blue : red;
        w.wins++;
        w.score++;
        if (STOPPAGES.includes(outcome)) w.winsInsideDistance++;
        l.losses++;
        push(beaten, winner, l.entryId);
      }
      for (const [r, b] of totals ?? []) {
        red.pointsFor += r;
        red.pointsAgainst += b;
        blue.pointsFor += b;
        blue.pointsAgainst += r;
      }
      red.warnings += warnings?.[0] ?? 0;
      blue.warnings += warnings?.[1] ?? 0;
    }
  for (const row of rows.values()) {
    row.pointsDifference = row.pointsFor - row.pointsAgainst;
    for (const o of met.get(row.entryId) ?? []) row.buchholz += (rows.get(o) as Row).score;
    for (const o of beaten.get(row.entryId) ?? []) row.sonnebornBerger += (rows.get(o) as Row).score;
  }
  return rows;
}

function push(map: Map<EntryId, EntryId[]>, key: EntryId, value: EntryId): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The table of a round robin or Swiss event, best first. Tie-breakers apply in the configured order,
 * each within the group still level on all before it (so head-to-head counts only bouts among the
 * boxers still level); the draw lot settles whatever is left, so the order is always complete.
 */
export function standings(state: CategoryDraw): StandingRow[] {
  const rows = tally(state);
  const lot = new Map(state.seeding.map((id, i) => [id, i]));
  const wins = headToHead(state);
  const ordered = orderGroup([...rows.values()], state.tieBreakers, wins).flatMap((group) =>
    group.sort((a, b) => (lot.get(a.entryId) as number) - (lot.get(b.entryId) as number)),
  );
  return ordered.map((row, i) => ({ ...row, rank: i + 1 }));
}

function headToHead(state: CategoryDraw): Map<string, number> {
  const wins = new Map<string, number>();
  for (const round of state.rounds)
    for (const bout of round.bouts) {
      if (!bout.result || bout.status !== 'completed') continue;
      const [red, blue] = bout.result.corners;
      const { winner } = bout.result;
      // A draw is half a win each way.
      if (winner === null) {
        add(wins, `${red}\u0000${blue}`, 0.5);
        add(wins, `${blue}\u0000${red}`, 0.5);
      } else add(wins, `${winner}\u0000${winner === red ? blue : red}`, 1);
    }
  return wins;
}

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

function orderGroup(group: Row[], criteria: readonly TieBreaker[], wins: Map<string, number>): Row[][] {
  const [criterion, ...rest] = criteria;
  if (group.length <= 1 || criterion === undefined) return [group];
  const value = (row: Row): number => {
    switch (criterion) {
      case 'wins':
        return row.score;
      case 'wins-inside-distance':
        return row.winsInsideDistance;
      case 'card-points':
        return row.pointsFor;
      case 'points-difference':
        return row.pointsDifference;
      case 'fewest-warnings':
        return -row.warnings;
      case 'buchholz':
        return row.buchholz;
      case 'sonneborn-berger':
        return row.sonnebornBerger;
      case 'head-to-head': {
        let n = 0;
        for (const other of group) n += wins.get(`${row.entryId}\u0000${other.entryId}`) ?? 0;
        return n;
      }
    }
  };
  const byValue = new Map<number, Row[]>();
  for (const row of group) {
    const v = value(row);
    const list = byValue.get(v);
    if (list) list.push(row);
    else byValue.set(v, [row]);
  }
  return [...byValue.entries()]
    .sort((a, b) => b[0] - a[0])
    .flatMap(([, rows]) => orderGroup(rows, rest, wins));
}
