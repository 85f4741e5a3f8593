import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { awards, bouts, boxerBadges, entries, tournaments } from '@server/db/schema';
import { clock } from '@server/clock';
import { lagosDate } from '~/lib/lagos-time';
import { boxerRankings } from '~/features/rankings';
import type { RankMoved } from '~/features/rankings';
import { badgeIds } from './catalogue';
import { earnedBadges, type BoxerRecord, type MedalWon } from './rules';

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
  const today = lagosDate(clock.now());
  for (const boxerId of concerned) {
    const record = await boxerRecord(tx, boxerId, today);
    const earned = earnedBadges(record);
    const keep = earned.map((e) => e.badge);
    const stale = badgeIds.filter((b) => !keep.includes(b));
    await tx
      .delete(boxerBadges)
      .where(and(eq(boxerBadges.boxerId, boxerId), inArray(boxerBadges.badge, stale)));
    if (earned.length > 0)
      await tx
        .insert(boxerBadges)
        .values(earned.map((e) => ({ boxerId, ...e })))
        .onConflictDoNothing();
  }
}

/** Every bout a boxer boxed (walkovers excluded), their medals and best current rank, platform-wide. */
async function boxerRecord(tx: Transaction, boxerId: string, today: string): Promise<BoxerRecord> {
  const mine = (await tx.select({ id: entries.id }).from(entries).where(eq(entries.boxerId, boxerId))).map(
    (e) => e.id,
  );
  const boxed = await tx
    .select({
      boutId: bouts.id,
      tournamentId: bouts.tournamentId,
      winner: bouts.winnerEntryId,
      outcome: bouts.outcome,
    })
    .from(bouts)
    .where(
      and(
        eq(bouts.status, 'decided'),
        ne(bouts.outcome, 'WO'),
        or(inArray(bouts.redEntryId, mine), inArray(bouts.blueEntryId, mine)),
      ),
    )
    .orderBy(asc(bouts.decidedAt), asc(bouts.id));
  const medalRows = await tx
    .select({ tournamentId: awards.tournamentId, awardType: awards.awardType, level: tournaments.level })
    .from(awards)
    .innerJoin(tournaments, eq(tournaments.id, awards.tournamentId))
    .where(and(eq(awards.boxerId, boxerId), inArray(awards.awardType, Object.keys(MEDALS))))
    .orderBy(asc(awards.issuedAt), asc(awards.id));
  const medals: MedalWon[] = medalRows.flatMap((m) =>
    m.tournamentId !== null && m.awardType in MEDALS
      ? [{ tournamentId: m.tournamentId, medal: MEDALS[m.awardType as keyof typeof MEDALS], level: m.level }]
      : [],
  );
  const ranks = (await boxerRankings(tx, boxerId, today)).map((r) => r.rank);
  return {
    bouts: boxed.map((b) => ({
      boutId: b.boutId,
      tournamentId: b.tournamentId,
      won: b.winner !== null && mine.includes(b.winner),
      outcome: b.outcome,
    })),
    medals,
    bestRank: ranks.length > 0 ? Math.min(...ranks) : null,
  };
}
