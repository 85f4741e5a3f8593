import {
  classGender,
  weightClassById,
  worldBoxingClasses,
  type Gender,
  type Level,
} from '~/content/tournament-categories';

/**
 * The ranking rules (issue 33, decision 0037), pure: what a result earns, how it fades, how a division is
 * ordered. The public /rankings page, the API and the recomputation all read them from here.
 */

/** Base points of a result before the tournament's level weighting. */
export const BASE_POINTS = { win: 10, gold: 30, silver: 20, bronze: 10 } as const;
export type PointKind = keyof typeof BASE_POINTS;

/** The tournament's level multiplies every point it gives: Elite > Intermediate-Advanced > Beginner-Intermediate. */
export const LEVEL_WEIGHT: Record<Level, number> = {
  Elite: 3,
  'Intermediate-Advanced': 2,
  'Beginner-Intermediate': 1,
};

/** Points fade linearly to nothing 365 days after they were earned. */
export const DECAY_DAYS = 365;

/** A win by walkover is not boxed: it earns no win points (the medal it leads to still counts). */
export const UNBOXED_OUTCOMES: readonly string[] = ['WO'];

export function basePoints(kind: PointKind, level: Level): number {
  return BASE_POINTS[kind] * LEVEL_WEIGHT[level];
}

/** Whole days from `earnedOn` to `today` (both Lagos dates, YYYY-MM-DD). */
export function daysBetween(earnedOn: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${earnedOn}T00:00:00Z`)) / 86_400_000);
}

/** What `points` earned on `earnedOn` are worth on `today`: full on the day, nothing after 365 days. */
export function decayed(points: number, earnedOn: string, today: string): number {
  const age = Math.max(0, daysBetween(earnedOn, today));
  if (age >= DECAY_DAYS) return 0;
  return round2(points * (1 - age / DECAY_DAYS));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The ranking's weight class of a category's: a World Boxing kg class is its own; an lbs class maps to the
 * lightest kg class of the gender whose limit holds it (Lightweight 135 lbs = 61.2 kg → Men 65 kg), the open
 * top class to the gender's open class.
 */
export function rankingWeightClass(weightClass: string, gender: Gender): string {
  if (classGender(weightClass)) return weightClass;
  const prefix = gender === 'men' ? 'wb-m' : 'wb-w';
  const kgClasses = worldBoxingClasses.filter((w) => w.id.startsWith(prefix));
  const open = kgClasses.find((w) => w.upToKg === null)!;
  const limit = weightClassById(weightClass)?.upToKg ?? null;
  if (limit === null) return open.id;
  return kgClasses.find((w) => w.upToKg !== null && w.upToKg >= limit)?.id ?? open.id;
}

/** The ranking's weight classes of a gender, lightest first (the page's filter). */
export function rankingWeightClasses(gender?: Gender) {
  return worldBoxingClasses.filter((w) => !gender || classGender(w.id) === gender);
}

export type PointFact = {
  boxerId: string;
  kind: PointKind;
  points: number;
  earnedOn: string;
};

export type Standing = {
  rank: number;
  boxerId: string;
  name: string;
  points: number;
  golds: number;
  silvers: number;
  bronzes: number;
  wins: number;
  lastResultOn: string;
  /** Why this boxer is ahead of the next one on equal points (null when the points differ or there is no next). */
  tieBreak: TieBreak | null;
};

export type TieBreak = 'golds' | 'wins' | 'most recent result' | 'name';

export const TIE_BREAK_ORDER: readonly TieBreak[] = ['golds', 'wins', 'most recent result', 'name'];

/**
 * A division's table on `today`: each boxer's decayed points summed; points that have faded to nothing
 * drop the boxer. Ties on points are broken by more golds, then more wins, then the most recent result,
 * then the name (A→Z); the rank is the position, and `tieBreak` says what separated equal points.
 */
export function standings(
  facts: readonly PointFact[],
  names: ReadonlyMap<string, string>,
  today: string,
): Standing[] {
  const byBoxer = new Map<string, Omit<Standing, 'rank' | 'tieBreak' | 'name'>>();
  for (const f of facts) {
    const worth = decayed(f.points, f.earnedOn, today);
    if (worth <= 0) continue;
    const s = byBoxer.get(f.boxerId) ?? {
      boxerId: f.boxerId,
      points: 0,
      golds: 0,
      silvers: 0,
      bronzes: 0,
      wins: 0,
      lastResultOn: f.earnedOn,
    };
    s.points = round2(s.points + worth);
    if (f.kind === 'gold') s.golds += 1;
    else if (f.kind === 'silver') s.silvers += 1;
    else if (f.kind === 'bronze') s.bronzes += 1;
    else s.wins += 1;
    if (f.earnedOn > s.lastResultOn) s.lastResultOn = f.earnedOn;
    byBoxer.set(f.boxerId, s);
  }
  const rows = [...byBoxer.values()].map((s) => ({ ...s, name: names.get(s.boxerId) ?? 'Unknown boxer' }));
  rows.sort(compareStandings);
  return rows.map((s, i) => {
    const next = rows[i + 1];
    return { ...s, rank: i + 1, tieBreak: next && next.points === s.points ? separatedBy(s, next) : null };
  });
}

type Comparable = Pick<Standing, 'points' | 'golds' | 'wins' | 'lastResultOn' | 'name'>;

export function compareStandings(a: Comparable, b: Comparable): number {
  return (
    b.points - a.points ||
    b.golds - a.golds ||
    b.wins - a.wins ||
    b.lastResultOn.localeCompare(a.lastResultOn) ||
    a.name.localeCompare(b.name)
  );
}

function separatedBy(a: Comparable, b: Comparable): TieBreak {
  if (a.golds !== b.golds) return 'golds';
  if (a.wins !== b.wins) return 'wins';
  if (a.lastResultOn !== b.lastResultOn) return 'most recent result';
  return 'name';
}

/** What the table says beside a boxer whose equal points with the next were separated. */
export const TIE_BREAK_TEXT: Record<TieBreak, string> = {
  golds: 'Equal points with the next: ahead on golds',
  wins: 'Equal points with the next: ahead on wins',
  'most recent result': 'Equal points with the next: ahead on the more recent result',
  name: 'Equal with the next on points, golds, wins and date: listed by name',
};

/** How many the London bootcamp takes. */
export const BOOTCAMP_SIZE = 20;

/** The bootcamp's rule: each boxer's best division (most points), the top `size` boxers across divisions. */
export function bootcampOrder<T extends Comparable & { boxerId: string }>(
  rows: readonly T[],
  size = 20,
): T[] {
  const best = new Map<string, T>();
  for (const r of rows) {
    const seen = best.get(r.boxerId);
    if (!seen || compareStandings(r, seen) < 0) best.set(r.boxerId, r);
  }
  return [...best.values()].sort(compareStandings).slice(0, size);
}
