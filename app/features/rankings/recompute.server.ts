import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import {
  awards,
  bouts,
  entries,
  rankingHistory,
  rankingPoints,
  tournamentCategories,
  tournaments,
} from '@server/db/schema';
import { clock } from '@server/clock';
import { lagosDate } from '~/lib/lagos-time';
import type { Gender, Level } from '~/content/tournament-categories';
import { basePoints, rankingWeightClass, UNBOXED_OUTCOMES, type PointKind } from './rules';
import { divisionStandings, type Division } from './standings.server';

/**
 * Recomputations take turns (a transaction-scoped lock, released at commit): two rings deciding at once in one
 * tournament would each rewrite its points from what they saw (duplicates), and two tournaments touching one
 * division would both write its day's history rows (ranking_history_day). Decisions come seconds apart.
 */
const RANKINGS_LOCK = 733_001;

/**
 * Takes the recomputations' lock at the start of a transaction that may decide a bout (the competition
 * feature's bout changes), before any row lock. Taken only where the recomputation runs, at the end of such
 * a transaction, it deadlocked on PostgreSQL: two pools' decisions each held rows (a category's, a message's
 * unique key) the other reached for after one of them held the lock (whole-event.test.ts, CI). Re-entrant:
 * the recomputation's own take is then free.
 */
export async function takeRankingsLock(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RANKINGS_LOCK})`);
}

const MEDALS: Record<string, PointKind> = {
  gold_medal: 'gold',
  silver_medal: 'silver',
  bronze_medal: 'bronze',
};

/**
 * Rewrites a tournament's ranking points and its divisions' ranking history, in the transaction of the result
 * or correction that changed them (issue 33). Called by the competition feature after every decision is
 * settled (settleCategory). A decided bout's win counts as soon as it is decided, a category's medals as soon
 * as its final is (decision 0037): the rankings are live, and a correction rewrites them in its transaction.
 */
/** Whose rank a recomputation may have moved: each boxer of a changed division, with their rank now (or null). */
export type RankMoved = { boxerId: string; rank: number | null };

export async function recomputeRankings(tx: Transaction, tournamentId: number): Promise<RankMoved[]> {
  const [tournament] = await tx
    .select({ level: tournaments.level, status: tournaments.status })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return [];
  await takeRankingsLock(tx);
  const before = await tx
    .select({
      boxerId: rankingPoints.boxerId,
      categoryId: rankingPoints.categoryId,
      boutId: rankingPoints.boutId,
      weightClass: rankingPoints.weightClass,
      ageGroup: rankingPoints.ageGroup,
      gender: rankingPoints.gender,
      kind: rankingPoints.kind,
      points: rankingPoints.points,
      earnedOn: rankingPoints.earnedOn,
    })
    .from(rankingPoints)
    .where(eq(rankingPoints.tournamentId, tournamentId));
  const rows =
    tournament.status === 'draft' || tournament.status === 'cancelled'
      ? []
      : await pointRows(tx, tournamentId, tournament.level);

  // Only the divisions whose points this tournament changed have new ranks: a round's result in one category
  // leaves the other divisions' history as it was (a decision used to rewrite every division of the event).
  const fingerprints = (list: PointFingerprint[]) => {
    const byDivision = new Map<string, { division: Division; points: string[]; boxerIds: string[] }>();
    for (const r of list) {
      const key = `${r.weightClass}|${r.ageGroup}|${r.gender}`;
      const entry = byDivision.get(key) ?? {
        division: { weightClass: r.weightClass, ageGroup: r.ageGroup, gender: r.gender },
        points: [],
        boxerIds: [],
      };
      entry.boxerIds.push(r.boxerId);
      entry.points.push(
        [r.boxerId, r.categoryId, r.boutId ?? '', r.kind, r.points.toFixed(3), r.earnedOn].join('|'),
      );
      byDivision.set(key, entry);
    }
    return new Map([...byDivision].map(([key, e]) => [key, { ...e, points: e.points.sort().join('\n') }]));
  };
  const was = fingerprints(before);
  const now = fingerprints(rows);
  const touched = new Map<string, Division>();
  for (const [key, { division }] of [...was, ...now])
    if (was.get(key)?.points !== now.get(key)?.points) touched.set(key, division);
  if (touched.size === 0) return [];

  // Only the changed divisions' points are rewritten: the others' rows are the same as they were (a deciding
  // card used to delete and insert every point of the tournament; issue 29, the hall's scorecards).
  for (const division of touched.values()) {
    await tx
      .delete(rankingPoints)
      .where(
        and(
          eq(rankingPoints.tournamentId, tournamentId),
          eq(rankingPoints.weightClass, division.weightClass),
          eq(rankingPoints.ageGroup, division.ageGroup),
          eq(rankingPoints.gender, division.gender),
        ),
      );
  }
  const changed = rows.filter((r) => touched.has(`${r.weightClass}|${r.ageGroup}|${r.gender}`));
  if (changed.length > 0) await tx.insert(rankingPoints).values(changed);

  const today = lagosDate(clock.now());
  const moved = new Map<string, number | null>();
  for (const [key, division] of touched) {
    for (const boxerId of was.get(key)?.boxerIds ?? []) if (!moved.has(boxerId)) moved.set(boxerId, null);
    for (const s of await recordHistory(tx, division, today))
      moved.set(s.boxerId, Math.min(s.rank, moved.get(s.boxerId) ?? Number.POSITIVE_INFINITY));
  }
  return [...moved].map(([boxerId, rank]) => ({ boxerId, rank }));
}

async function pointRows(tx: Transaction, tournamentId: number, level: Level) {
  const categories = await tx
    .select({
      id: tournamentCategories.id,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId));
  const decided = await tx
    .select({
      id: bouts.id,
      categoryId: bouts.categoryId,
      winnerEntryId: bouts.winnerEntryId,
      outcome: bouts.outcome,
      decidedAt: bouts.decidedAt,
    })
    .from(bouts)
    .where(and(eq(bouts.tournamentId, tournamentId), isNotNull(bouts.decidedAt)));
  const medals = await tx
    .select({ boxerId: awards.boxerId, awardType: awards.awardType, categoryId: awards.categoryId })
    .from(awards)
    .where(
      and(
        eq(awards.tournamentId, tournamentId),
        inArray(awards.awardType, Object.keys(MEDALS)),
        isNotNull(awards.categoryId),
      ),
    );
  const winnerIds = decided.map((b) => b.winnerEntryId).filter((id): id is number => id !== null);
  const winners = winnerIds.length
    ? await tx
        .select({ id: entries.id, boxerId: entries.boxerId })
        .from(entries)
        .where(inArray(entries.id, winnerIds))
    : [];
  const boxerOf = new Map(winners.map((w) => [w.id, w.boxerId]));
  const categoryOf = new Map(categories.map((c) => [c.id, c]));
  const today = lagosDate(clock.now());
  // A medal is earned the day its category's last bout was decided.
  const finalOn = new Map<number, string>();
  for (const b of decided) {
    const day = lagosDate(b.decidedAt!);
    if ((finalOn.get(b.categoryId) ?? '') < day) finalOn.set(b.categoryId, day);
  }
  const division = (categoryId: number) => {
    const c = categoryOf.get(categoryId)!;
    return {
      categoryId,
      weightClass: rankingWeightClass(c.weightClass, c.gender as Gender),
      ageGroup: c.ageGroup,
      gender: c.gender,
    };
  };
  const wins = decided.flatMap((b) => {
    const boxerId = b.winnerEntryId === null ? undefined : boxerOf.get(b.winnerEntryId);
    if (!boxerId || !categoryOf.has(b.categoryId) || UNBOXED_OUTCOMES.includes(b.outcome ?? '')) return [];
    return [
      {
        ...division(b.categoryId),
        boxerId,
        tournamentId,
        boutId: b.id,
        kind: 'win',
        points: basePoints('win', level),
        earnedOn: lagosDate(b.decidedAt!),
      },
    ];
  });
  const placed = medals.flatMap((m) => {
    if (m.categoryId === null || !categoryOf.has(m.categoryId)) return [];
    const kind = MEDALS[m.awardType]!;
    return [
      {
        ...division(m.categoryId),
        boxerId: m.boxerId,
        tournamentId,
        boutId: null,
        kind,
        points: basePoints(kind, level),
        earnedOn: finalOn.get(m.categoryId) ?? today,
      },
    ];
  });
  return [...wins, ...placed];
}

type PointFingerprint = Division & {
  boxerId: string;
  categoryId: number;
  boutId: number | null;
  kind: string;
  points: number;
  earnedOn: string;
};

/** The division's ranks today, one row per boxer (today's row replaced), after a recomputation. */
async function recordHistory(tx: Transaction, division: Division, today: string) {
  const table = await divisionStandings(tx, division, today);
  await tx
    .delete(rankingHistory)
    .where(
      and(
        eq(rankingHistory.weightClass, division.weightClass),
        eq(rankingHistory.ageGroup, division.ageGroup),
        eq(rankingHistory.gender, division.gender),
        eq(rankingHistory.recordedOn, today),
      ),
    );
  if (table.length === 0) return table;
  await tx.insert(rankingHistory).values(
    table.map((s) => ({
      boxerId: s.boxerId,
      weightClass: division.weightClass,
      ageGroup: division.ageGroup,
      gender: division.gender,
      rank: s.rank,
      points: s.points,
      recordedOn: today,
    })),
  );
  return table;
}
