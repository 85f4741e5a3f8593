import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { awards, entries, tournamentCategories, user } from '@server/db/schema';
import { categoryLabel } from '~/content/tournament-categories';
import { awardBadges } from '~/features/badges';
import { recomputeRankings } from '~/features/rankings';
import { transition } from '~/features/tournaments';
import { clock } from '@server/clock';
import { queueMedalMessages, tournamentFacts } from './bout-messages.server';
import { isComplete, ranking } from './engine';
import type { CategoryDraw } from './engine';
import { appEntryId, readState } from './engine-state.server';

/**
 * What follows a category's state once bouts are decided, whichever way they were (on the cards, a
 * stoppage, a walkover from a withdrawal, a missed weigh-in or a suspension, a correction): its medals and
 * its tournament's completion. Every writer of a decision calls `settleCategory` after writing the state,
 * so a final won by walkover finishes its category exactly as one boxed does (issue 27).
 */

export type SettledCategory = { id: number; weightClass: string; ageGroup: string; gender: string };
export type SettledTournament = { id: number; name: string };

const MEDAL_TYPES = { gold: 'gold_medal', silver: 'silver_medal', bronze: 'bronze_medal' } as const;
const MEDAL_TITLES = { gold: 'Gold medal', silver: 'Silver medal', bronze: 'Bronze medal' } as const;

/**
 * The category's medals once its last bout is decided (engine ranking), issued again when a correction
 * changes the placings; and the tournament completed once every drawn category is. `label` is how the
 * category reads ("Lightweight (135 lbs) · Elite 20-34 · Men").
 */
export async function settleCategory(
  tx: Transaction,
  tournament: SettledTournament,
  category: SettledCategory,
  label: string,
  state: CategoryDraw,
): Promise<void> {
  const medalTypes = Object.values(MEDAL_TYPES);
  const categoryComplete = isComplete(state);
  await tx
    .delete(awards)
    .where(and(eq(awards.categoryId, category.id), inArray(awards.awardType, medalTypes)));
  if (categoryComplete) {
    const placings = ranking(state).placings.filter((p) => p.medal !== undefined && p.place !== null);
    const ids = placings.map((p) => appEntryId(p.entryId)).filter((id): id is number => id !== null);
    const boxers = ids.length
      ? await tx
          .select({ id: entries.id, boxerId: entries.boxerId })
          .from(entries)
          .where(inArray(entries.id, ids))
      : [];
    const rows = placings.flatMap((p) => {
      const entryId = appEntryId(p.entryId);
      const boxer = boxers.find((b) => b.id === entryId);
      if (!boxer || !p.medal) return [];
      return [
        {
          boxerId: boxer.boxerId,
          title: `${MEDAL_TITLES[p.medal]} — ${label}`,
          description: `${tournament.name}: ${ordinal(p.place!)} place, ${label}.`,
          awardType: MEDAL_TYPES[p.medal],
          tournamentId: tournament.id,
          categoryId: category.id,
          entryId,
          place: p.place,
        },
      ];
    });
    if (rows.length > 0) await tx.insert(awards).values(rows).onConflictDoNothing();
    // Each medallist (and a minor's guardian) hears their medal by phone (issue 32).
    const facts = await tournamentFacts(tx, tournament.id);
    if (facts)
      await queueMedalMessages(tx, {
        tournament: facts,
        categoryId: category.id,
        label,
        placings: placings.flatMap((p) => {
          const entryId = appEntryId(p.entryId);
          return entryId !== null && p.medal ? [{ entryId, medal: p.medal, place: p.place! }] : [];
        }),
      });
  }
  await settleTournament(tx, tournament.id, categoryComplete);
  // Issue 33: the rankings and the badges follow every result and correction, in the same transaction.
  const rankMoved = await recomputeRankings(tx, tournament.id);
  const boxed = await tx
    .selectDistinct({ boxerId: entries.boxerId })
    .from(entries)
    .where(eq(entries.categoryId, category.id));
  await awardBadges(
    tx,
    boxed.map((b) => b.boxerId),
    rankMoved,
  );
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** Completed once every drawn category's last bout is decided; back in progress if a correction reopens one. */
async function settleTournament(
  tx: Transaction,
  tournamentId: number,
  categoryComplete: boolean,
): Promise<void> {
  // A category still boxing keeps its tournament open whatever the others are: their states (every
  // category's draw, read after each decision) are read only once the category just settled is complete.
  const categories = categoryComplete
    ? await tx
        .select({ state: tournamentCategories.drawState })
        .from(tournamentCategories)
        .where(eq(tournamentCategories.tournamentId, tournamentId))
    : [];
  const drawn = categories.filter((c) => c.state !== null);
  const complete =
    categoryComplete &&
    drawn.every((c) => {
      const state = readState(c.state);
      return state === null || isComplete(state);
    });
  if (complete && drawn.length > 0) {
    // The calendar's past tab shows a tournament's headline result: for one boxed here, the champion of its
    // first category (its other champions are on its results page).
    const [champion] = await tx
      .select({
        name: user.name,
        weightClass: tournamentCategories.weightClass,
        ageGroup: tournamentCategories.ageGroup,
        gender: tournamentCategories.gender,
      })
      .from(awards)
      .innerJoin(user, eq(user.id, awards.boxerId))
      .innerJoin(tournamentCategories, eq(tournamentCategories.id, awards.categoryId))
      .where(and(eq(awards.tournamentId, tournamentId), eq(awards.place, 1)))
      .orderBy(asc(awards.categoryId))
      .limit(1);
    await transition(tx, tournamentId, 'completed', {
      from: ['published', 'drawn', 'in_progress'],
      columns: {
        completedAt: clock.now(),
        ...(champion ? { resultWinner: champion.name, resultCategory: categoryLabel(champion) } : {}),
      },
    });
  } else if (!complete)
    await transition(tx, tournamentId, 'in_progress', {
      from: ['completed'],
      columns: { completedAt: null },
    });
}
