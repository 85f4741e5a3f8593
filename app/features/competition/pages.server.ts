import { asc, eq, ne, and, count } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { entries, profiles, tournamentCategories, user } from '@server/db/schema';
import type { Workspace } from '~/features/organisations';
import { requireTournamentOrganiser } from '~/features/tournaments';
import { categoryLabel } from './draws.server';
import type { Bracket, Corner } from './bracket.server';
import { readState } from './engine-state.server';
import { WALKOVER_CHAMPION_LABEL } from './draws.server';
import type { WalkoverMarker } from './draws.server';

/**
 * The tournament a competition page works on, if this workspace runs it (404 for a bad id, 403 otherwise).
 * With the page's request, the lookup is the one the `tournaments/:id` layout's loader made (or makes).
 */
export async function managedTournament(
  db: Database,
  workspace: Workspace,
  idParam: string | undefined,
  request?: Request,
) {
  return requireTournamentOrganiser(db, workspace, idParam, {}, request);
}

export type CategoryDrawSummary = {
  id: number;
  label: string;
  entries: number;
  revision: number;
  drawn: boolean;
  /**
   * What the organiser's draws page shows of a drawn category: its first round, how many rounds, or the
   * boxer placed without a bout. Not the whole bracket (the public page has it): at 600 entries the
   * brackets of every category made the page's data 130 KB.
   */
  bracket: {
    walkoverChampion: Bracket['walkoverChampion'];
    rounds: number;
    firstRound: { id: string; red: Corner; blue: Corner }[];
  } | null;
};

/**
 * Each category with its entries (not withdrawn) and, once drawn, its first round. Three queries for the
 * whole tournament (categories with their states, counts, every entry's name), not one bracket per
 * category: the page is read again after every draw.
 */
export async function drawSummaries(db: Database, tournamentId: number): Promise<CategoryDrawSummary[]> {
  const rows = await db
    .select({
      id: tournamentCategories.id,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      revision: tournamentCategories.drawRevision,
      drawnAt: tournamentCategories.drawnAt,
      drawState: tournamentCategories.drawState,
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
  const names = rows.some((r) => r.drawnAt !== null) ? await entryNames(db, tournamentId) : new Map();
  const corner = (slot: string | null): Corner => {
    if (slot === null) return { kind: 'to-be-decided' };
    if (slot === 'bye') return { kind: 'bye' };
    const entryId = Number(slot);
    return { kind: 'boxer', entryId, name: names.get(entryId) ?? slot };
  };
  return rows.map((r) => {
    let bracket: CategoryDrawSummary['bracket'] = null;
    if (r.drawnAt !== null) {
      const marker = r.drawState as WalkoverMarker | null;
      if (marker && typeof marker === 'object' && 'walkover' in marker) {
        const entryId = marker.walkover.entryId;
        bracket = {
          walkoverChampion: { entryId, name: names.get(entryId) ?? '', label: WALKOVER_CHAMPION_LABEL },
          rounds: 0,
          firstRound: [],
        };
      } else {
        const state = readState(r.drawState);
        bracket = state
          ? {
              walkoverChampion: null,
              rounds: state.rounds.length,
              firstRound: (state.rounds[0]?.bouts ?? []).map((b) => ({
                id: b.id,
                red: corner(b.slots[0]),
                blue: corner(b.slots[1]),
              })),
            }
          : null;
      }
    }
    return {
      id: r.id,
      label: categoryLabel(r),
      entries: byCategory.get(r.id) ?? 0,
      revision: r.revision,
      drawn: r.drawnAt !== null,
      bracket,
    };
  });
}

/** Every entry's boxer name in a tournament (as brackets show it: the profile's name first). */
async function entryNames(db: Database, tournamentId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: entries.id, name: user.name, first: profiles.firstName, last: profiles.lastName })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(eq(entries.tournamentId, tournamentId));
  return new Map(rows.map((r) => [r.id, r.first ? `${r.first} ${r.last ?? ''}`.trim() : r.name]));
}
