import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { bouts, entries, tournamentCategories, tournaments, user } from '@server/db/schema';
import { activeStatuses, categoryLabel } from '~/features/tournaments';
import { clock } from '@server/clock';

/** SPEC §9: the live banner shows up to 4 bouts; the upcoming list the next 10. */
export const LIVE_BANNER_LIMIT = 4;
export const UPCOMING_LIMIT = 10;

export type HubBout = {
  id: number;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  startedAt: string | null;
  red: string | null;
  blue: string | null;
  category: string;
  tournament: { id: number; name: string; slug: string };
  /** The tournament's bout order, where this bout is. */
  href: string;
};

async function hubBouts(db: Database, status: 'in_progress' | 'scheduled', now: Date, limit: number) {
  const red = alias(entries, 'red_entry');
  const blue = alias(entries, 'blue_entry');
  const redBoxer = alias(user, 'red_boxer');
  const blueBoxer = alias(user, 'blue_boxer');
  const rows = await db
    .select({
      id: bouts.id,
      number: bouts.number,
      ring: bouts.ring,
      plannedStart: bouts.plannedStart,
      startedAt: bouts.startedAt,
      red: redBoxer.name,
      blue: blueBoxer.name,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      tournamentSlug: tournaments.slug,
    })
    .from(bouts)
    .innerJoin(tournaments, eq(tournaments.id, bouts.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, bouts.categoryId))
    .leftJoin(red, eq(red.id, bouts.redEntryId))
    .leftJoin(blue, eq(blue.id, bouts.blueEntryId))
    .leftJoin(redBoxer, eq(redBoxer.id, red.boxerId))
    .leftJoin(blueBoxer, eq(blueBoxer.id, blue.boxerId))
    .where(
      and(
        eq(bouts.status, status),
        inArray(tournaments.status, [...activeStatuses]),
        // Upcoming is "scheduled from now" (SPEC §7): bouts on the bout order whose time has not passed.
        status === 'scheduled' ? gte(bouts.plannedStart, now) : undefined,
      ),
    )
    .orderBy(
      ...(status === 'in_progress'
        ? [desc(bouts.startedAt), asc(bouts.ring), asc(bouts.id)]
        : [asc(bouts.plannedStart), asc(bouts.number), asc(bouts.id)]),
    )
    .limit(limit);
  return rows.map((r): HubBout => ({
    id: r.id,
    number: r.number,
    ring: r.ring,
    plannedStart: r.plannedStart?.toISOString() ?? null,
    startedAt: r.startedAt?.toISOString() ?? null,
    red: r.red,
    blue: r.blue,
    category: categoryLabel(r.weightClass, r.ageGroup, r.gender),
    tournament: { id: r.tournamentId, name: r.tournamentName, slug: r.tournamentSlug },
    href: `/tournaments/${r.tournamentSlug}/bouts`,
  }));
}

/** The hub's Live & Upcoming tab (SPEC §7): bouts in progress (up to 4) and the next 10 scheduled from now. */
export async function liveAndUpcoming(db: Database, now = clock.now()) {
  const [live, upcoming] = [
    await hubBouts(db, 'in_progress', now, LIVE_BANNER_LIMIT),
    await hubBouts(db, 'scheduled', now, UPCOMING_LIMIT),
  ];
  return { live, upcoming };
}
