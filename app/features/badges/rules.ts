import type { BadgeId } from './catalogue';

/** A bout the boxer boxed (walkovers are not bouts boxed), oldest first. */
export type BoxedBout = { boutId: number; tournamentId: number; won: boolean; outcome: string | null };
export type TournamentLevel = 'Beginner-Intermediate' | 'Intermediate-Advanced' | 'Elite';
export type MedalWon = { tournamentId: number; medal: 'gold' | 'silver' | 'bronze'; level: TournamentLevel };

/** What a boxer has done on the platform, all tournaments together. */
export type BoxerRecord = { bouts: BoxedBout[]; medals: MedalWon[]; bestRank: number | null };

/** A badge earned and what earned it (the first bout or tournament that did). */
export type EarnedBadge = { badge: BadgeId; tournamentId: number | null; boutId: number | null };

const CHAMPION: Record<TournamentLevel, BadgeId> = {
  'Beginner-Intermediate': 'champion-beginner-intermediate',
  'Intermediate-Advanced': 'champion-intermediate-advanced',
  Elite: 'champion-elite',
};

/** The badges a record earns (decision 0038): pure, so a correction that changes the record changes them. */
export function earnedBadges(record: BoxerRecord): EarnedBadge[] {
  const out: EarnedBadge[] = [];
  const fromBout = (badge: BadgeId, bout: BoxedBout | undefined) => {
    if (bout) out.push({ badge, tournamentId: bout.tournamentId, boutId: bout.boutId });
  };
  fromBout('first-bout', record.bouts[0]);
  fromBout(
    'first-win',
    record.bouts.find((b) => b.won),
  );
  fromBout('ten-bouts', record.bouts[9]);
  fromBout(
    'win-by-rsc',
    record.bouts.find((b) => b.won && (b.outcome === 'RSC' || b.outcome === 'RSC-I')),
  );
  const firstMedal = record.medals[0];
  if (firstMedal) out.push({ badge: 'first-medal', tournamentId: firstMedal.tournamentId, boutId: null });
  for (const level of Object.keys(CHAMPION) as TournamentLevel[]) {
    const gold = record.medals.find((m) => m.medal === 'gold' && m.level === level);
    if (gold) out.push({ badge: CHAMPION[level], tournamentId: gold.tournamentId, boutId: null });
  }
  if (record.bestRank !== null && record.bestRank <= 3)
    out.push({ badge: 'ranked-top-3', tournamentId: null, boutId: null });
  return out;
}
