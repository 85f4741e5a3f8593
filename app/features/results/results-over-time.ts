import type { ProfileBout } from './results.server';

/**
 * A boxer's results over time (issue 30 item 4, the Progress chart): each bout they have a result in, oldest
 * first, with their record and win rate after it. Only the platform's bouts: the record of SPEC §9 also
 * counts bouts from before it, which have no date to draw. Pure, so the chart only draws (results-over-time.test.ts).
 */
export type ResultPoint = {
  boutId: number;
  /** Its day on the bout order (the planned start), else its ETA (the actual start once boxed). ISO. */
  at: string;
  tournament: string;
  opponent: string | null;
  result: 'won' | 'lost' | 'drawn';
  outcome: string | null;
  /** Wins, losses and draws on the platform after this bout, and the win rate (rounded %) they make. */
  record: { wins: number; losses: number; draws: number };
  winRate: number;
};

type Boxed = Pick<
  ProfileBout,
  'boutId' | 'eta' | 'plannedStart' | 'tournament' | 'opponent' | 'result' | 'outcome'
>;

export function resultsOverTime(bouts: readonly Boxed[]): ResultPoint[] {
  const dated = bouts
    .flatMap((b) => {
      const at = b.plannedStart ?? b.eta;
      return b.result && at ? [{ bout: b, result: b.result, at }] : [];
    })
    .sort((a, b) => a.at.localeCompare(b.at) || a.bout.boutId - b.bout.boutId);
  const record = { wins: 0, losses: 0, draws: 0 };
  return dated.map(({ bout, result, at }) => {
    if (result === 'won') record.wins += 1;
    else if (result === 'lost') record.losses += 1;
    else record.draws += 1;
    const boxed = record.wins + record.losses + record.draws;
    return {
      boutId: bout.boutId,
      at,
      tournament: bout.tournament.name,
      opponent: bout.opponent?.name ?? null,
      result,
      outcome: bout.outcome,
      record: { ...record },
      winRate: Math.round((record.wins / boxed) * 100),
    };
  });
}
