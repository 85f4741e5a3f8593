/**
 * The pure parts of the official results (shared by the server and the pages): medal names, the medal
 * table's order, a bout's result in words.
 */

export type Named = { boxerId: string; name: string; club: string | null };

export const MEDALS = ['gold_medal', 'silver_medal', 'bronze_medal'] as const;
export type MedalType = (typeof MEDALS)[number];
export type AwardType = MedalType | 'best_boxer';

export type ResultBout = {
  id: number;
  number: number | null;
  status: 'scheduled' | 'in_progress' | 'decided' | 'cancelled';
  red: Named | null;
  blue: Named | null;
  winner: 'red' | 'blue' | null;
  outcome: string | null;
  round: number | null;
  verdict: string | null;
  /** Who officiated it, by name, and each judge's total once the public may read the cards. */
  officials: BoutOfficialsSheet;
};

/** A judge of a bout: their seat (1 to 5), name, and total per corner (null until the public reads it). */
export type JudgeSheet = { seat: number; name: string; red: number | null; blue: number | null };

export type BoutOfficialsSheet = { referee: string | null; judges: JudgeSheet[] };

/** The most judges a bout has (the rules' 3 or 5): the CSV keeps a place for each, so its columns never move. */
export const MAX_JUDGES = 5;

export type ClubMedals = { club: string; gold: number; silver: number; bronze: number; total: number };

/** A boxer without a club is counted as such in the medal table. */
export const NO_CLUB = 'No club';

export const medalOrder: Record<MedalType, number> = { gold_medal: 0, silver_medal: 1, bronze_medal: 2 };

/** Gold first, then silver, then bronze; ties by club name, so the table reads the same every time. */
export function sortMedalTable(rows: ClubMedals[]): ClubMedals[] {
  return [...rows].sort(
    (a, b) =>
      b.gold - a.gold ||
      b.silver - a.silver ||
      b.bronze - a.bronze ||
      a.club.localeCompare(b.club, 'en', { sensitivity: 'base' }),
  );
}

export const MEDAL_NAMES: Record<MedalType, string> = {
  gold_medal: 'Gold',
  silver_medal: 'Silver',
  bronze_medal: 'Bronze',
};

/** "Red on points (unanimous)", "Blue RSC round 2": a bout's result in one line. */
export function resultLine(b: ResultBout): string {
  if (b.status !== 'decided' || b.outcome === null)
    return b.status === 'in_progress' ? 'In the ring' : 'To box';
  const winner = b.winner === 'red' ? b.red?.name : b.winner === 'blue' ? b.blue?.name : null;
  const how =
    b.outcome === 'WP'
      ? `on points${b.verdict ? ` (${b.verdict})` : ''}`
      : b.outcome === 'WO'
        ? 'by walkover'
        : `${b.outcome}${b.round ? `, round ${b.round}` : ''}`;
  return winner ? `${winner} won ${how}` : `Drawn${b.verdict ? ` (${b.verdict})` : ''}`;
}

/** A tournament's medical suspension after a KO or RSC-I: 1 to 365 days, 30 unless the organiser says. */
export const SUSPENSION_DAYS = { min: 1, max: 365, default: 30 } as const;
