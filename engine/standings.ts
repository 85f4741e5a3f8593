import { isWithdrawn } from './state';
import type { EntryId, TieBreaker, CategoryDraw, WithdrawalReason } from './types';

export interface StandingRow {
  readonly rank: number;
  readonly entryId: EntryId;
  readonly name: string;
  readonly club: string;
  /** Bouts decided, walkovers included. */
  readonly bouts: number;
  readonly wins: number;
  readonly losses: number;
  readonly byes: number;
  /** Wins plus byes: what the Swiss system pairs and ranks on. */
  readonly score: number;
  /** Card points summed over the judges, after deductions. */
  readonly pointsFor: number;
  readonly pointsAgainst: number;
  readonly pointsDifference: number;
  readonly warnings: number;
  readonly buchholz: number;
  readonly sonnebornBerger: number;
  readonly withdrawn?: WithdrawalReason;
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
      losses: 0,
      byes: 0,
      score: 0,
      pointsFor: 0,
      pointsAgainst: 0,
      pointsDifference: 0,
      warnings: 0,
      buchholz: 0,
      sonnebornBerger: 0,
      ...(isWithdrawn(state, e.id) ? { withdrawn: state.withdrawn[e.id]?.reason } : {}),
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
      const { winner, loser, totals, warnings } = bout.result;
      const w = rows.get(winner) as Row;
      const l = rows.get(loser) as Row;
      w.bouts++;
      l.bouts++;
      w.wins++;
      w.score++;
      l.losses++;
      push(beaten, winner, loser);
      push(met, winner, loser);
      push(met, loser, winner);
      const red = bout.slots[0] === winner ? w : l;
      const blue = red === w ? l : w;
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
      const key = `${bout.result.winner}\u0000${bout.result.loser}`;
      wins.set(key, (wins.get(key) ?? 0) + 1);
    }
  return wins;
}

function orderGroup(group: Row[], criteria: readonly TieBreaker[], wins: Map<string, number>): Row[][] {
  const [criterion, ...rest] = criteria;
  if (group.length <= 1 || criterion === undefined) return [group];
  const value = (row: Row): number => {
    switch (criterion) {
      case 'wins':
        return row.score;
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
