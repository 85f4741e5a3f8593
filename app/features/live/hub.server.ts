import { and, asc, desc, eq, inArray, isNotNull, min } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { bouts, entries, tournamentCategories, tournaments, user } from '@server/db/schema';
import { liveRings } from '~/features/results';
import { activeStatuses, categoryLabel } from '~/features/tournaments';
import { clock } from '@server/clock';

/** SPEC §9: the live banner shows up to 4 bouts; the upcoming list the next 10. */
export const LIVE_BANNER_LIMIT = 4;
export const UPCOMING_LIMIT = 10;
/** The upcoming list reads the bout orders of this many tournaments with bouts due, soonest first. */
export const UPCOMING_TOURNAMENTS = 4;

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
  /** A bout due: when it is expected (ISO), the ETA its tournament's bout order shows; null when in progress. */
  eta: string | null;
  /** A bout due that is its ring's Next (the first to box there). */
  next: boolean;
};

/** The bouts in the rings now, newest start first (SPEC §9's banner). */
async function boutsInProgress(db: Database, limit: number) {
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
    .where(and(eq(bouts.status, 'in_progress'), inArray(tournaments.status, [...activeStatuses])))
    .orderBy(desc(bouts.startedAt), asc(bouts.ring), asc(bouts.id))
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
    eta: null,
    next: false,
  }));
}

/**
 * The bouts due (SPEC §7 "upcoming"): on each ring of the active tournaments with bouts still to box, its
 * Next and the bouts after it, each with the ETA its tournament's public bout order shows, soonest first.
 * Issue 26: this was "planned start from now", so a ring running late (its bouts' planned starts passed,
 * still to box) listed nothing while bouts were due; what is due is now the bout order's Next onward.
 */
async function boutsDue(db: Database, now: Date, limit: number): Promise<HubBout[]> {
  const withBoutsDue = await db
    .select({ id: tournaments.id, slug: tournaments.slug, first: min(bouts.plannedStart) })
    .from(bouts)
    .innerJoin(tournaments, eq(tournaments.id, bouts.tournamentId))
    .where(
      and(
        eq(bouts.status, 'scheduled'),
        isNotNull(bouts.number),
        inArray(tournaments.status, [...activeStatuses]),
      ),
    )
    .groupBy(tournaments.id, tournaments.slug)
    .orderBy(asc(min(bouts.plannedStart)), asc(tournaments.id))
    .limit(UPCOMING_TOURNAMENTS);
  const due: HubBout[] = [];
  for (const { slug } of withBoutsDue) {
    const order = await liveRings(db, slug, null, { now, dueCount: limit });
    for (const ring of order.rings)
      ring.due.forEach((bout, index) =>
        due.push({
          id: bout.boutId,
          number: bout.number,
          ring: bout.ring,
          plannedStart: bout.plannedStart,
          startedAt: null,
          red: bout.red,
          blue: bout.blue,
          category: bout.category,
          tournament: order.tournament,
          href: order.boutOrderHref,
          eta: bout.at,
          next: index === 0,
        }),
      );
  }
  const late = '9999';
  return due
    .sort(
      (a, b) =>
        (a.eta ?? late).localeCompare(b.eta ?? late) ||
        a.tournament.id - b.tournament.id ||
        (a.ring ?? Infinity) - (b.ring ?? Infinity) ||
        (a.number ?? Infinity) - (b.number ?? Infinity),
    )
    .slice(0, limit);
}

/** The hub's Live & Upcoming tab (SPEC §7): bouts in progress (up to 4) and the next 10 bouts due. */
export async function liveAndUpcoming(db: Database, now = clock.now()) {
  const [live, upcoming] = [
    await boutsInProgress(db, LIVE_BANNER_LIMIT),
    await boutsDue(db, now, UPCOMING_LIMIT),
  ];
  return { live, upcoming };
}
