import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { awards, bouts, boxerBadges, entries, tournaments } from '@server/db/schema';
import { clock } from '@server/clock';
import { lagosDate } from '~/lib/lagos-time';
import { bestRanks } from '~/features/rankings';
import type { RankMoved } from '~/features/rankings';
import { earnedBadges, type BoxerRecord, type EarnedBadge } from './rules';

const MEDALS = { gold_medal: 'gold', silver_medal: 'silver', bronze_medal: 'bronze' } as const;

/**
 * Runs the badge rules after a result or correction (issue 33): awards what the boxers concerned now earn and
 * withdraws what a correction took away. Concerned: `boxerIds` (the boxers of the category whose bouts or
 * medals changed), and of those whose rank the rankings' recomputation moved, the ones now in a top 3 and the
 * ones who held "ranked top 3" (each boxer of a whole event on every decision made the deciding scorecard wait
 * a second on the embedded database). Called after the rankings are recomputed, so "ranked top 3" reads this
 * result's ranks. Idempotent: a badge already held keeps its first award time.
 */
export async function awardBadges(
  tx: Transaction,
  boxerIds: readonly string[],
  rankMoved: readonly RankMoved[] = [],
): Promise<void> {
  const concerned = new Set(boxerIds);
  for (const r of rankMoved) if (r.rank !== null && r.rank <= 3) concerned.add(r.boxerId);
  const moved = rankMoved.map((r) => r.boxerId).filter((id) => !concerned.has(id));
  if (moved.length > 0)
    for (const held of await tx
      .select({ boxerId: boxerBadges.boxerId })
      .from(boxerBadges)
      .where(and(eq(boxerBadges.badge, 'ranked-top-3'), inArray(boxerBadges.boxerId, moved))))
      concerned.add(held.boxerId);
  if (concerned.size === 0) return;
  const ids = [...concerned];
  const records = await boxerRecords(tx, ids, lagosDate(clock.now()));
  const held = await tx
    .select({ boxerId: boxerBadges.boxerId, badge: boxerBadges.badge })
    .from(boxerBadges)
    .where(inArray(boxerBadges.boxerId, ids));
  const stale: { boxerId: string; badges: string[] }[] = [];
  const fresh: (EarnedBadge & { boxerId: string })[] = [];
  for (const boxerId of ids) {
    const earned = earnedBadges(records.get(boxerId)!);
    const holds = new Set(held.filter((h) => h.boxerId === boxerId).map((h) => h.badge));
    const keep = new Set<string>(earned.map((e) => e.badge));
    const withdrawn = [...holds].filter((b) => !keep.has(b));
    if (withdrawn.length > 0) stale.push({ boxerId, badges: withdrawn });
    // A badge already held keeps its first award (time and reason).
    for (const e of earned) if (!holds.has(e.badge)) fresh.push({ boxerId, ...e });
  }
  if (stale.length > 0)
    await tx
      .delete(boxerBadges)
      .where(
        or(
          ...stale.map((s) => and(eq(boxerBadges.boxerId, s.boxerId), inArray(boxerBadges.badge, s.badges))),
        ),
      );
  if (fresh.length > 0) await tx.insert(boxerBadges).values(fresh).onConflictDoNothing();
}

/**
 * Every bout each boxer boxed (walkovers excluded), their medals and best current rank, platform-wide: a few
 * queries for all of them together (a query per boxer made the deciding scorecard wait).
 */
async function boxerRecords(
  tx: Transaction,
  boxerIds: readonly string[],
  today: string,
): Promise<Map<string, BoxerRecord>> {
  const entered = await tx
    .select({ id: entries.id, boxerId: entries.boxerId })
    .from(entries)
    .where(inArray(entries.boxerId, [...boxerIds]));
  const boxerOf = new Map(entered.map((e) => [e.id, e.boxerId]));
  const entryIds = [...boxerOf.keys()];
  const boxed =
    entryIds.length === 0
      ? []
      : await tx
          .select({
            boutId: bouts.id,
            tournamentId: bouts.tournamentId,
            red: bouts.redEntryId,
            blue: bouts.blueEntryId,
            winner: bouts.winnerEntryId,
            outcome: bouts.outcome,
          })
          .from(bouts)
          .where(
            and(
              eq(bouts.status, 'decided'),
              ne(bouts.outcome, 'WO'),
              or(inArray(bouts.redEntryId, entryIds), inArray(bouts.blueEntryId, entryIds)),
            ),
          )
          .orderBy(asc(bouts.decidedAt), asc(bouts.id));
  const medalRows = await tx
    .select({
      boxerId: awards.boxerId,
      tournamentId: awards.tournamentId,
      awardType: awards.awardType,
      level: tournaments.level,
    })
    .from(awards)
    .innerJoin(tournaments, eq(tournaments.id, awards.tournamentId))
    .where(and(inArray(awards.boxerId, [...boxerIds]), inArray(awards.awardType, Object.keys(MEDALS))))
    .orderBy(asc(awards.issuedAt), asc(awards.id));
  const ranks = await bestRanks(tx, boxerIds, today);

  const records = new Map<string, BoxerRecord>(
    boxerIds.map((id) => [id, { bouts: [], medals: [], bestRank: ranks.get(id) ?? null }]),
  );
  for (const b of boxed)
    for (const entryId of [b.red, b.blue]) {
      const boxerId = entryId === null ? undefined : boxerOf.get(entryId);
      if (boxerId === undefined) continue;
      records.get(boxerId)?.bouts.push({
        boutId: b.boutId,
        tournamentId: b.tournamentId,
        won: b.winner !== null && b.winner === entryId,
        outcome: b.outcome,
      });
    }
  for (const m of medalRows)
    if (m.tournamentId !== null && m.awardType in MEDALS)
      records.get(m.boxerId)?.medals.push({
        tournamentId: m.tournamentId,
        medal: MEDALS[m.awardType as keyof typeof MEDALS],
        level: m.level,
      });
  return records;
}
