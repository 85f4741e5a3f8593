/**
 * The boxer dashboard's Progress tab (SPEC §9), exactly as the SPEC gives it. Pure: the numbers come in,
 * the bars and the lists go out, so every threshold is tested at its edge (progress.test.ts).
 *
 * "Total matches" is the boxer's record, wins + losses + draws: the bouts they have boxed, those before
 * the platform included (a walkover is no bout boxed, so it is in no record).
 */

export type ProgressFacts = {
  wins: number;
  losses: number;
  draws: number;
  /** Active tournaments (published, drawn or in progress) the boxer is entered in, not withdrawn. */
  activeTournaments: number;
  awards: number;
  medicalCleared: boolean;
  /** Bouts still to box: scheduled or in the ring now. */
  upcomingMatches: number;
};

export type Strength = 'win-rate' | 'experience' | 'awards';
export type FocusArea = 'win-rate' | 'ring-time' | 'medical' | 'no-upcoming';

export type Progress = {
  matches: number;
  winRate: number;
  experience: number;
  participation: number;
  strengths: Strength[];
  focusAreas: FocusArea[];
};

/** Win rate = rounded percentage of wins among wins + losses + draws; 0 when there are none. */
export function winRate(wins: number, losses: number, draws: number): number {
  const total = wins + losses + draws;
  return total === 0 ? 0 : Math.round((wins / total) * 100);
}

/** Experience bar = total matches × 10, capped at 100. */
export function experienceBar(matches: number): number {
  return Math.min(100, matches * 10);
}

/** Tournament participation bar = active tournaments × 20, capped at 100. */
export function participationBar(activeTournaments: number): number {
  return Math.min(100, activeTournaments * 20);
}

export function progressOf(facts: ProgressFacts): Progress {
  const matches = facts.wins + facts.losses + facts.draws;
  const rate = winRate(facts.wins, facts.losses, facts.draws);
  const strengths: Strength[] = [];
  // Strengths show when win rate > 70, matches > 10, or awards > 0.
  if (rate > 70) strengths.push('win-rate');
  if (matches > 10) strengths.push('experience');
  if (facts.awards > 0) strengths.push('awards');
  const focusAreas: FocusArea[] = [];
  // Focus areas show when win rate < 50, matches < 5, medical not cleared, or no upcoming matches.
  if (rate < 50) focusAreas.push('win-rate');
  if (matches < 5) focusAreas.push('ring-time');
  if (!facts.medicalCleared) focusAreas.push('medical');
  if (facts.upcomingMatches === 0) focusAreas.push('no-upcoming');
  return {
    matches,
    winRate: rate,
    experience: experienceBar(matches),
    participation: participationBar(facts.activeTournaments),
    strengths,
    focusAreas,
  };
}
