import { desc, notInArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { tournaments } from '@server/db/schema';

/**
 * The tournament pages search engines should know (the sitemap): every published tournament, past ones
 * included, newest first. Drafts are private and a cancelled tournament's page is not worth finding.
 * One narrow query: the sitemap is fetched by crawlers, often.
 */
export async function listTournamentPages(
  db: Database,
  limit = 5000,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: tournaments.slug, updatedAt: tournaments.updatedAt })
    .from(tournaments)
    .where(notInArray(tournaments.status, ['draft', 'cancelled']))
    .orderBy(desc(tournaments.startDate), desc(tournaments.id))
    .limit(limit);
}
