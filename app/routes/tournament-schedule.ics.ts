import type { Route } from './+types/tournament-schedule.ics';
import { listCalendar } from '~/features/tournaments';
import { parseCalendarQuery, toCalendarFilters } from '~/features/tournaments/calendar-filters';
import { calendarFeed } from '~/features/tournaments/calendar-feed';
import { clock } from '@server/clock';

/**
 * The calendar as an iCalendar feed (/tournament-schedule.ics): upcoming tournaments as all-day events,
 * for a phone's or a club's calendar app to subscribe to. It takes the calendar's filters (?q=&location=
 * &level=), so "Elite tournaments in Abuja" can be a subscription of its own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseCalendarQuery(new URL(request.url).searchParams);
  const { tournaments } = await listCalendar(
    context.services.database.db,
    toCalendarFilters({ ...query, tab: 'upcoming' }),
  );
  return new Response(calendarFeed(tournaments, clock.now(), context.services.config.baseUrl), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="ajbxng-tournaments.ics"',
      // Calendar apps poll; a quarter of an hour old is fresh enough and spares the database.
      'Cache-Control': 'public, max-age=900',
    },
  });
}
