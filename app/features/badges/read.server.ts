import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { boxerBadges, tournaments } from '@server/db/schema';
import { BADGES, badgeIds, isBadgeId, type BadgeId } from './catalogue';

/** A badge a boxer holds, as the Awards tab and the public profile show it. */
export type HeldBadge = {
  badge: BadgeId;
  title: string;
  description: string;
  awardedAt: string;
  tournament: { name: string; slug: string } | null;
};

/** A boxer's badges in the catalogue's order (badges no longer in the catalogue are left out). */
export async function heldBadges(db: Database | Transaction, boxerId: string): Promise<HeldBadge[]> {
  const rows = await db
    .select({
      badge: boxerBadges.badge,
      awardedAt: boxerBadges.awardedAt,
      name: tournaments.name,
      slug: tournaments.slug,
    })
    .from(boxerBadges)
    .leftJoin(tournaments, eq(tournaments.id, boxerBadges.tournamentId))
    .where(eq(boxerBadges.boxerId, boxerId))
    .orderBy(asc(boxerBadges.awardedAt));
  return rows
    .flatMap((r) => {
      if (!isBadgeId(r.badge)) return [];
      const { title, description } = BADGES[r.badge];
      return [
        {
          badge: r.badge,
          title,
          description,
          awardedAt: r.awardedAt.toISOString(),
          tournament: r.name !== null && r.slug !== null ? { name: r.name, slug: r.slug } : null,
        },
      ];
    })
    .sort((a, b) => badgeIds.indexOf(a.badge) - badgeIds.indexOf(b.badge));
}
