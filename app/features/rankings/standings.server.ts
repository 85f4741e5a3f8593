import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { organisations, profiles, rankingHistory, rankingPoints, tournaments, user } from '@server/db/schema';
import { categoryLabel } from '~/content/tournament-categories';
import { standings, type PointKind, type Standing } from './rules';

type Db = Database | Transaction;

/** A ranking division: a kg weight class, an age group and a gender. */
export type Division = { weightClass: string; ageGroup: string; gender: 'men' | 'women' };

export type RankedBoxer = Standing & { club: string | null };

/** The names and clubs people read: the profile's, else the account's. */
export async function boxerNames(db: Db, boxerIds: readonly string[]) {
  if (boxerIds.length === 0) return new Map<string, { name: string; club: string | null }>();
  const rows = await db
    .select({
      id: user.id,
      first: profiles.firstName,
      last: profiles.lastName,
      account: user.name,
      club: organisations.name,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(organisations, eq(organisations.id, profiles.clubId))
    .where(inArray(user.id, [...boxerIds]));
  return new Map(
    rows.map((r) => [
      r.id,
      { name: r.first ? `${r.first} ${r.last ?? ''}`.trim() : r.account, club: r.club },
    ]),
  );
}

/** A division's table on `today` (decay read at that date), with clubs. */
export async function divisionStandings(db: Db, division: Division, today: string): Promise<RankedBoxer[]> {
  const facts = await db
    .select({
      boxerId: rankingPoints.boxerId,
      kind: rankingPoints.kind,
      points: rankingPoints.points,
      earnedOn: rankingPoints.earnedOn,
    })
    .from(rankingPoints)
    // A tournament cancelled after some of its bouts were decided no longer counts.
    .innerJoin(tournaments, eq(tournaments.id, rankingPoints.tournamentId))
    .where(
      and(
        eq(rankingPoints.weightClass, division.weightClass),
        eq(rankingPoints.ageGroup, division.ageGroup),
        eq(rankingPoints.gender, division.gender),
        ne(tournaments.status, 'cancelled'),
      ),
    );
  const people = await boxerNames(db, [...new Set(facts.map((f) => f.boxerId))]);
  const names = new Map([...people].map(([id, p]) => [id, p.name]));
  return standings(
    facts.map((f) => ({ ...f, kind: f.kind as PointKind })),
    names,
    today,
  ).map((s) => ({ ...s, club: people.get(s.boxerId)?.club ?? null }));
}

/** Every division that has points, lightest first: the page's list when no filter narrows it. */
export async function rankedDivisions(db: Db): Promise<Division[]> {
  return db
    .selectDistinct({
      weightClass: rankingPoints.weightClass,
      ageGroup: rankingPoints.ageGroup,
      gender: rankingPoints.gender,
    })
    .from(rankingPoints)
    .orderBy(asc(rankingPoints.gender), asc(rankingPoints.ageGroup), asc(rankingPoints.weightClass));
}

export type RankingFilters = { weightClass?: string; ageGroup?: string; gender?: 'men' | 'women' };

/** The divisions matching the filters, each with its table on `today` (empty tables left out). */
export async function rankings(
  db: Db,
  filters: RankingFilters,
  today: string,
): Promise<{ division: Division; rows: RankedBoxer[] }[]> {
  const divisions = (await rankedDivisions(db)).filter(
    (d) =>
      (!filters.weightClass || d.weightClass === filters.weightClass) &&
      (!filters.ageGroup || d.ageGroup === filters.ageGroup) &&
      (!filters.gender || d.gender === filters.gender),
  );
  const tables = [];
  for (const division of divisions) {
    const rows = await divisionStandings(db, division, today);
    if (rows.length > 0) tables.push({ division, rows });
  }
  return tables;
}

/** Each boxer's best rank today over the divisions they hold points in (absent: unranked). */
export async function bestRanks(
  db: Db,
  boxerIds: readonly string[],
  today: string,
): Promise<Map<string, number>> {
  const best = new Map<string, number>();
  if (boxerIds.length === 0) return best;
  const divisions = await db
    .selectDistinct({
      weightClass: rankingPoints.weightClass,
      ageGroup: rankingPoints.ageGroup,
      gender: rankingPoints.gender,
    })
    .from(rankingPoints)
    .where(inArray(rankingPoints.boxerId, [...boxerIds]));
  const wanted = new Set(boxerIds);
  for (const division of divisions)
    for (const row of await divisionStandings(db, division, today))
      if (wanted.has(row.boxerId))
        best.set(row.boxerId, Math.min(row.rank, best.get(row.boxerId) ?? row.rank));
  return best;
}

export type BoxerRanking = {
  division: Division;
  rank: number;
  of: number;
  points: number;
  history: { on: string; rank: number; points: number }[];
};

/** A boxer's rank in each division they hold points in, with the last 10 days' recorded ranks (oldest first). */
export async function boxerRankings(db: Db, boxerId: string, today: string): Promise<BoxerRanking[]> {
  const divisions = await db
    .selectDistinct({
      weightClass: rankingPoints.weightClass,
      ageGroup: rankingPoints.ageGroup,
      gender: rankingPoints.gender,
    })
    .from(rankingPoints)
    .where(eq(rankingPoints.boxerId, boxerId));
  const out: BoxerRanking[] = [];
  for (const division of divisions) {
    const table = await divisionStandings(db, division, today);
    const mine = table.find((s) => s.boxerId === boxerId);
    if (!mine) continue;
    const history = await db
      .select({ on: rankingHistory.recordedOn, rank: rankingHistory.rank, points: rankingHistory.points })
      .from(rankingHistory)
      .where(
        and(
          eq(rankingHistory.boxerId, boxerId),
          eq(rankingHistory.weightClass, division.weightClass),
          eq(rankingHistory.ageGroup, division.ageGroup),
          eq(rankingHistory.gender, division.gender),
        ),
      )
      .orderBy(desc(rankingHistory.recordedOn))
      .limit(10);
    out.push({
      division,
      rank: mine.rank,
      of: table.length,
      points: mine.points,
      history: history.reverse(),
    });
  }
  return out.sort((a, b) => a.rank - b.rank || b.points - a.points);
}

/** A boxer's ranks as their profile shows them: the division's label, rank of how many, points, the history. */
export async function profileRankings(db: Db, boxerId: string, today: string) {
  return (await boxerRankings(db, boxerId, today)).map((r) => ({
    key: `${r.division.weightClass}|${r.division.ageGroup}|${r.division.gender}`,
    label: categoryLabel(r.division),
    href: `/rankings?weightClass=${r.division.weightClass}&ageGroup=${r.division.ageGroup}&gender=${r.division.gender}`,
    rank: r.rank,
    of: r.of,
    points: r.points,
    history: r.history,
  }));
}
export type ProfileRanking = Awaited<ReturnType<typeof profileRankings>>[number];
