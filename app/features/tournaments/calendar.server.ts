import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { containsPattern } from '@server/db/like';
import { tournaments } from '@server/db/schema';
import { featuredCities, levels } from '~/content/tournament-categories';
import { lagosDate } from '~/lib/lagos-time';
import { readTournaments, toSummary } from './summaries.server';
import type { CalendarFilters, CalendarListing } from './types';
import { clock } from '@server/clock';

/** The calendar shows at most this many tournaments a tab (a federation's season fits many times over). */
const CALENDAR_LIMIT = 200;

/**
 * The public calendar (/tournament-schedule, the iCal feed, GET /api/v1/tournaments): every tournament
 * that is neither a draft nor cancelled, invitation-only ones included (they say so on their badge).
 * - `q` finds the words in the name, the venue or the city, whatever the case;
 * - `location` is a city (any case); `level` one of the three levels (anything else finds nothing);
 * - Upcoming: not completed and not yet ended (Lagos), soonest first; Past: completed or ended, newest
 *   first, each with its winner and category; Live: the tournaments under way (status.ts isLive), soonest
 *   first.
 * `cities` are the location filter's choices: Lagos, Abuja, Kano, then every other city with tournaments.
 */
export async function listCalendar(
  db: Database,
  filters: CalendarFilters,
  now = clock.now(),
): Promise<CalendarListing> {
  const today = lagosDate(now);
  const listed = notInArray(tournaments.status, ['draft', 'cancelled']);
  const conditions = [listed];
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        ilike(tournaments.name, pattern),
        ilike(tournaments.venue, pattern),
        ilike(tournaments.city, pattern),
      )!,
    );
  }
  const location = filters.location?.trim();
  if (location) conditions.push(sql`lower(${tournaments.city}) = lower(${location})`);
  if (filters.level) {
    const level = levels.find((l) => l === filters.level);
    // An unknown level matches nothing rather than everything: the filter said something specific.
    conditions.push(level ? eq(tournaments.level, level) : sql`false`);
  }
  if (filters.tab === 'past') {
    conditions.push(or(eq(tournaments.status, 'completed'), lt(tournaments.endDate, today))!);
  } else if (filters.tab === 'live') {
    // The statuses a live tournament can have; which of them are live is isLive's (below), as everywhere.
    conditions.push(inArray(tournaments.status, ['in_progress', 'drawn']));
  } else {
    conditions.push(ne(tournaments.status, 'completed'), gte(tournaments.endDate, today));
  }

  const details = await readTournaments(
    db,
    {
      where: and(...conditions),
      orderBy:
        filters.tab === 'past'
          ? [desc(tournaments.startDate), desc(tournaments.id)]
          : [asc(tournaments.startDate), asc(tournaments.id)],
      limit: CALENDAR_LIMIT,
    },
    now,
  );

  const cityRows = await db
    .selectDistinct({ city: tournaments.city })
    .from(tournaments)
    .where(listed)
    .orderBy(asc(tournaments.city));
  const cities: string[] = [...featuredCities];
  for (const { city } of cityRows) {
    if (!cities.some((c) => c.toLowerCase() === city.toLowerCase())) cities.push(city);
  }

  const listedDetails = filters.tab === 'live' ? details.filter((t) => t.live) : details;
  return { tournaments: listedDetails.map(toSummary), cities };
}
