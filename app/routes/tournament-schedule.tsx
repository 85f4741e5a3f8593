import { CalendarPlus, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/tournament-schedule';
import { ClosingCta } from '~/components/marketing/closing-cta';
import { PageHero } from '~/components/marketing/page-hero';
import { Button } from '~/components/ui/button';
import { getViewer } from '~/features/auth';
import { entryStandings } from '~/features/entries';
import { listCalendar, readLiveNow } from '~/features/tournaments';
import {
  calendarSearch,
  hasFilters,
  locationChoices,
  parseCalendarQuery,
  toCalendarFilters,
} from '~/features/tournaments/calendar-filters';
import { CalendarFilterForm } from '~/features/tournaments/components/calendar/calendar-filter-form';
import {
  CalendarEmpty,
  CalendarNothingYet,
  CalendarTabs,
} from '~/features/tournaments/components/calendar/calendar-sections';
import { PastResultCard, TournamentCard } from '~/features/tournaments/components/calendar/tournament-card';
import { seo, siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import calendarScript from '~/document-scripts/tournament-schedule.ts?document-script';

/**
 * A document without the framework (decision 0034; issue 29's blocking time on phones): its own small
 * script filters as you type, reading the page again for the new address and replacing the parts marked
 * `data-calendar-part`. Without any script the form is a GET form, and the tabs are links.
 */
export const handle: DocumentHandle = { hydrate: false, script: calendarScript };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Tournament Calendar',
    description:
      'Upcoming boxing tournaments in Lagos, Abuja, Kano and across Nigeria: dates, venues, levels, entry fees and prizes, with registration and past results.',
    path: '/tournament-schedule',
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseCalendarQuery(new URL(request.url).searchParams);
  const { tournaments, cities } = await listCalendar(context.services.database.db, toCalendarFilters(query));
  // The Live now tab shows while a tournament is live (the header's marker, by the same reading).
  const anyLive = (await readLiveNow(context.services.database.db)).events.length > 0;
  return {
    query,
    tournaments,
    locations: locationChoices(cities, query.location),
    anyLive,
    standings: await boxerStandings(request, context, tournaments),
  };
}

/**
 * A signed-in boxer's cards say where they stand (issue 30 item 2). A visitor's calendar is the one the
 * public page cache keeps; a signed-in request is never served from it nor kept.
 */
async function boxerStandings(
  request: Request,
  context: Route.LoaderArgs['context'],
  tournaments: readonly { id: number }[],
) {
  const viewer = await getViewer(request, context);
  if (viewer?.role !== 'boxer' || tournaments.length === 0) return [];
  const mine = await entryStandings(
    context.services.database.db,
    { boxerId: viewer.id },
    { tournamentIds: tournaments.map((t) => t.id) },
  );
  return mine
    .filter((s) => s.state !== 'withdrawn')
    .map(({ tournament, state, headline, details }) => ({
      tournamentId: tournament.id,
      state,
      headline,
      details,
    }));
}

export default function TournamentSchedule({ loaderData }: Route.ComponentProps) {
  const { query, tournaments, locations, anyLive, standings } = loaderData;
  const filtered = hasFilters(query);
  const upcoming = query.tab !== 'past';
  const count = tournaments.length;
  return (
    <>
      <PageHero
        badge="Tournament Calendar"
        title={
          <>
            Find Your Next <span className="text-gradient-gold">Fight</span>
          </>
        }
        lead="Amateur tournaments across Nigeria, from beginner open days to elite championships: dates, venues, levels, entry fees and prizes, and registration on each tournament’s page."
      >
        <Button asChild size="lg">
          <Link to="/start-tournament">Start Tournament</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <a
            href={`/tournament-schedule.ics${calendarSearch(query, { withTab: false })}`}
            data-calendar-part="ical"
          >
            <CalendarPlus aria-hidden />
            Subscribe (iCal)
          </a>
        </Button>
      </PageHero>

      <section aria-labelledby="calendar-heading" className="bg-canvas">
        <div className="container-page -mt-8 sm:-mt-10">
          <div className="relative">
            <CalendarFilterForm query={query} locations={locations} />
          </div>

          <div className="mt-10 flex flex-wrap items-center justify-between gap-4">
            <div data-calendar-part="tabs">
              <CalendarTabs query={query} withLive={anyLive} />
            </div>
            <p aria-live="polite" className="text-sm font-semibold text-ink-600" data-calendar-part="count">
              {count === 1 ? '1 tournament' : `${count} tournaments`}
              {filtered ? (count === 1 ? ' matches your filters' : ' match your filters') : ''}
            </p>
          </div>

          <h2 id="calendar-heading" className="sr-only" data-calendar-part="heading">
            {query.tab === 'live' ? 'Live now' : upcoming ? 'Upcoming Tournaments' : 'Past Results'}
          </h2>
          <div className="mt-6" data-calendar-part="list">
            {count === 0 ? (
              filtered ? (
                <CalendarEmpty tab={query.tab} />
              ) : (
                <CalendarNothingYet tab={query.tab} />
              )
            ) : (
              <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {tournaments.map((t) => (
                  <li key={t.id}>
                    {upcoming ? (
                      <TournamentCard
                        tournament={t}
                        standing={standings.find((s) => s.tournamentId === t.id) ?? null}
                      />
                    ) : (
                      <PastResultCard tournament={t} />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>

          <p className="mt-8 flex items-center gap-2 text-sm text-ink-600">
            <Trophy aria-hidden className="size-4 shrink-0 text-gold-600" />
            Boxers register on each tournament’s page; coaches enter their boxers from the coach dashboard.
            Dates are West Africa Time.
          </p>
        </div>
      </section>

      <ClosingCta
        id="calendar-cta"
        eyebrow="Run your own"
        heading="Host a Tournament"
        body="Academies, clubs, schools and federations run their tournaments on the platform: entries, weigh-ins, draws, live scoring and results."
        primary={{ label: 'Start Tournament', to: '/start-tournament' }}
        secondary={{ label: 'Get Started Now', to: '/get-started' }}
      />
    </>
  );
}
