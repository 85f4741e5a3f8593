import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  bouts,
  entries,
  profiles,
  tournamentCategories,
  tournaments,
  user,
  weighIns,
} from '@server/db/schema';
import { drawnMedals } from '~/features/competition';
import type { Workspace } from '~/features/organisations';
import { entryRefunds } from '~/features/payments';
import { categoryName } from '~/lib/category-fit';
import { consentState } from './registration.server';
import { standingDetails, standingHeadline, standingOf } from './standing';
import type { Standing, StandingBout } from './standing';
import { studentsClubOf } from './students.server';

/**
 * One entry's standing, with whose entry it is and in which tournament, and its words (made here, so a page
 * hands them to its components as text: the one wording, none of the server in the browser).
 */
export type EntryStanding = Standing & {
  headline: string;
  details: string[];
  entryId: number;
  boxerId: string;
  boxerName: string;
  tournament: { id: number; slug: string; name: string; status: string; startDate: string };
};

type Whose =
  /** A boxer's own entries. */
  | { boxerId: string }
  /** A coach's students' entries: the boxers they coach, and their club's when they coach or organise for one. */
  | { coach: Workspace };

/**
 * Where each entry stands (issue 30 item 2), read from the one source of truth: the entry (its status, fee,
 * guardian), its latest weigh-in, its bouts (the one under way, else the next numbered), and a placed
 * entry's medal from its category's draw. Newest tournaments first; `tournamentIds` narrows to those.
 * Only the boxer themself and their coach ask: the weigh-in weight is theirs to hear.
 */
export async function entryStandings(
  db: Database,
  whose: Whose,
  { tournamentIds }: { tournamentIds?: readonly number[] } = {},
): Promise<EntryStanding[]> {
  if (tournamentIds && tournamentIds.length === 0) return [];
  let boxers: SQL;
  if ('boxerId' in whose) boxers = eq(entries.boxerId, whose.boxerId);
  else {
    const club = studentsClubOf(whose.coach);
    const coached = eq(profiles.coachId, whose.coach.viewer.id);
    boxers = and(eq(user.role, 'boxer'), club === null ? coached : or(coached, eq(profiles.clubId, club)))!;
  }
  const rows = await db
    .select({
      id: entries.id,
      boxerId: entries.boxerId,
      userName: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      status: entries.status,
      paidAt: entries.paidAt,
      guardianName: entries.guardianName,
      guardianConsentAt: entries.guardianConsentAt,
      categoryId: entries.categoryId,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      tournamentId: tournaments.id,
      slug: tournaments.slug,
      name: tournaments.name,
      tournamentStatus: tournaments.status,
      startDate: tournaments.startDate,
      weighInDate: tournaments.weighInDate,
      entryFee: tournaments.entryFee,
    })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(and(boxers, tournamentIds ? inArray(entries.tournamentId, [...tournamentIds]) : undefined))
    .orderBy(desc(tournaments.startDate), entries.id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);

  const [weighed, theirBouts, draws] = await Promise.all([
    db
      .select({ entryId: weighIns.entryId, weightKg: weighIns.weightKg })
      .from(weighIns)
      .where(inArray(weighIns.entryId, ids))
      .orderBy(weighIns.day),
    db
      .select({
        number: bouts.number,
        ring: bouts.ring,
        plannedStart: bouts.plannedStart,
        status: bouts.status,
        red: bouts.redEntryId,
        blue: bouts.blueEntryId,
      })
      .from(bouts)
      .where(
        and(
          inArray(bouts.status, ['scheduled', 'in_progress']),
          or(inArray(bouts.redEntryId, ids), inArray(bouts.blueEntryId, ids)),
        ),
      ),
    placedCategoryDraws(
      db,
      rows.filter((r) => r.status === 'placed').map((r) => r.categoryId),
    ),
  ]);
  const latestWeight = new Map(weighed.map((w) => [w.entryId, w.weightKg]));
  const boutOf = new Map<number, StandingBout>();
  for (const b of theirBouts) {
    const bout: StandingBout = {
      number: b.number,
      ring: b.ring,
      plannedStart: b.plannedStart?.toISOString() ?? null,
      live: b.status === 'in_progress',
    };
    for (const id of [b.red, b.blue]) {
      if (id === null) continue;
      const known = boutOf.get(id);
      if (!known || earlier(bout, known)) boutOf.set(id, bout);
    }
  }
  const refundOf = await entryRefunds(db, ids);
  const medals = new Map<number, ReturnType<typeof drawnMedals>>();
  for (const d of draws) medals.set(d.id, drawnMedals(d.drawState));

  return rows.map((r) =>
    withWords({
      ...standingOf({
        status: r.status,
        category: categoryName(r.weightClass, r.ageGroup, r.gender),
        weighInDate: r.weighInDate,
        entryFee: r.entryFee,
        paid: r.paidAt !== null,
        guardianConsent: consentState(r),
        weighedKg: latestWeight.get(r.id) ?? null,
        bout: boutOf.get(r.id) ?? null,
        medal: medals.get(r.categoryId)?.get(r.id) ?? null,
        refund: refundOf.get(r.id) ?? null,
      }),
      entryId: r.id,
      boxerId: r.boxerId,
      boxerName: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : r.userName,
      tournament: {
        id: r.tournamentId,
        slug: r.slug,
        name: r.name,
        status: r.tournamentStatus,
        startDate: r.startDate,
      },
    }),
  );
}

function withWords<T extends Standing>(s: T): T & { headline: string; details: string[] } {
  return { ...s, headline: standingHeadline(s), details: standingDetails(s) };
}

/** The bout that matters first: one under way, else the lower number (a numbered bout before one not yet). */
function earlier(a: StandingBout, b: StandingBout): boolean {
  if (a.live !== b.live) return a.live;
  if (a.number === null) return false;
  return b.number === null || a.number < b.number;
}

async function placedCategoryDraws(db: Database, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  return db
    .select({ id: tournamentCategories.id, drawState: tournamentCategories.drawState })
    .from(tournamentCategories)
    .where(inArray(tournamentCategories.id, [...new Set(categoryIds)]));
}
