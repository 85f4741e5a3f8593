import { asc, eq, ne, and, count } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { entries, tournamentCategories, tournaments } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import type { Workspace } from '~/features/organisations';
import { categoryLabel, requireRuns } from './draws.server';
import { getBracket } from './bracket.server';
import type { Bracket } from './bracket.server';

/** The tournament a competition page works on, if this workspace runs it (404 for a bad id, 403 otherwise). */
export async function managedTournament(db: Database, workspace: Workspace, idParam: string | undefined) {
  if (!idParam || !/^\d{1,9}$/.test(idParam))
    throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  const [t] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      slug: tournaments.slug,
      status: tournaments.status,
      organisationId: tournaments.organisationId,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      rules: tournaments.rules,
      format: tournaments.format,
    })
    .from(tournaments)
    .where(eq(tournaments.id, Number(idParam)));
  if (!t) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  requireRuns(workspace, t.organisationId);
  return t;
}

export type CategoryDrawSummary = {
  id: number;
  label: string;
  entries: number;
  revision: number;
  drawn: boolean;
  bracket: Bracket | null;
};

/** Each category with its entries (not withdrawn) and, once drawn, its bracket. */
export async function drawSummaries(db: Database, tournamentId: number): Promise<CategoryDrawSummary[]> {
  const rows = await db
    .select({
      id: tournamentCategories.id,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      revision: tournamentCategories.drawRevision,
      drawnAt: tournamentCategories.drawnAt,
    })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId))
    .orderBy(asc(tournamentCategories.id));
  const counts = await db
    .select({ categoryId: entries.categoryId, n: count() })
    .from(entries)
    .where(and(eq(entries.tournamentId, tournamentId), ne(entries.status, 'withdrawn')))
    .groupBy(entries.categoryId);
  const byCategory = new Map(counts.map((c) => [c.categoryId, c.n]));
  const out: CategoryDrawSummary[] = [];
  for (const r of rows)
    out.push({
      id: r.id,
      label: categoryLabel(r),
      entries: byCategory.get(r.id) ?? 0,
      revision: r.revision,
      drawn: r.drawnAt !== null,
      bracket: r.drawnAt !== null ? await getBracket(db, r.id).catch(() => null) : null,
    });
  return out;
}
