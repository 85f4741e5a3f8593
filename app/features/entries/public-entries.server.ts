import { and, asc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { entries, organisations, profiles, user } from '@server/db/schema';

/** One boxer as a tournament's public page lists them: name and club, nothing private. */
export type PublicEntrant = { boxerId: string; name: string; club: string | null };

/** A category's entrants, by name. */
export type PublicCategoryEntries = { categoryId: number; entrants: PublicEntrant[] };

/**
 * The tournament page's Entries (issue 30 item 6): who is entered in each category, with their club. Only
 * what DESIGN's "Minors" lets a stranger read of anyone (name, club, category): no date of birth, weight,
 * medical fact, guardian or payment. Withdrawn entries are not listed, nor a minor's entry still waiting for
 * their guardian's consent (it is not an entry the guardian has agreed to make public yet). Categories with no
 * entrant are left out; the page orders the categories as the tournament lists them.
 */
export async function publicEntries(db: Database, tournamentId: number): Promise<PublicCategoryEntries[]> {
  const rows = await db
    .select({
      categoryId: entries.categoryId,
      boxerId: entries.boxerId,
      name: user.name,
      club: organisations.name,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .leftJoin(organisations, eq(organisations.id, profiles.clubId))
    .where(
      and(
        eq(entries.tournamentId, tournamentId),
        ne(entries.status, 'withdrawn'),
        or(isNull(entries.guardianName), isNotNull(entries.guardianConsentAt)),
      ),
    )
    .orderBy(asc(entries.categoryId), asc(user.name), asc(entries.id));
  const byCategory = new Map<number, PublicEntrant[]>();
  for (const r of rows) {
    const list = byCategory.get(r.categoryId) ?? [];
    list.push({ boxerId: r.boxerId, name: r.name, club: r.club });
    byCategory.set(r.categoryId, list);
  }
  return [...byCategory].map(([categoryId, entrants]) => ({ categoryId, entrants }));
}
