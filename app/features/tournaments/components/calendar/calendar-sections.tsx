import { CalendarX2 } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import type { CalendarQuery } from '~/features/tournaments/calendar-filters';
import { calendarSearch } from '~/features/tournaments/calendar-filters';
import type { CalendarTab } from '~/features/tournaments/types';

const tabs: { id: CalendarTab; label: string }[] = [
  { id: 'live', label: 'Live now' },
  { id: 'upcoming', label: 'Upcoming Tournaments' },
  { id: 'past', label: 'Past Results' },
];

/**
 * The calendar's two tabs (SPEC §2), and a third, Live now, first while a tournament is under way (issue
 * 30: where the header's Live entry leads when several are). Links rather than script-driven tabs: each is
 * an address (?tab=past) that keeps the filters, works without JavaScript and can be shared.
 */
export function CalendarTabs({ query, withLive = false }: { query: CalendarQuery; withLive?: boolean }) {
  const shown = tabs.filter((tab) => tab.id !== 'live' || withLive || query.tab === 'live');
  return (
    <nav aria-label="Calendar views">
      <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-ink-900/5 p-1 ring-1 ring-ink-900/10">
        {shown.map((tab) => {
          const current = query.tab === tab.id;
          return (
            <li key={tab.id}>
              <Link
                to={{ pathname: '/tournament-schedule', search: calendarSearch({ ...query, tab: tab.id }) }}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={cn(
                  'inline-flex rounded-lg px-4 py-2 font-display text-sm font-bold tracking-wider uppercase transition-colors',
                  current ? 'bg-ink-900 text-white' : 'text-ink-600 hover:text-ink-900',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** SPEC §8: the empty search. Clear Filters keeps the tab and drops everything else. */
export function CalendarEmpty({ tab }: { tab: CalendarTab }) {
  return (
    <div className="rounded-3xl border border-dashed border-ink-900/20 bg-white px-6 py-16 text-center">
      <CalendarX2 aria-hidden className="mx-auto size-12 text-gold-600" />
      <h3 className="mt-4 text-3xl font-extrabold uppercase">No tournaments found</h3>
      <p className="mt-2 text-ink-600">Try adjusting your filters to see more tournaments</p>
      <Form method="get" action="/tournament-schedule" preventScrollReset className="mt-6">
        {tab !== 'upcoming' ? <input type="hidden" name="tab" value={tab} /> : null}
        <Button type="submit" variant="dark">
          Clear Filters
        </Button>
      </Form>
    </div>
  );
}

const nothingYet: Record<CalendarTab, { title: string; body: string }> = {
  upcoming: {
    title: 'No tournaments scheduled yet',
    body: 'Tournaments appear here as organisers publish them. Running one? Start it in a few minutes.',
  },
  live: {
    title: 'Nothing live right now',
    body: 'A tournament appears here from its first day once it is drawn, with each ring’s bout and the next.',
  },
  past: { title: 'No results yet', body: 'Finished tournaments appear here with their winners.' },
};

/** A calendar with nothing on it at all (no filters): says so, and how tournaments get there. */
export function CalendarNothingYet({ tab }: { tab: CalendarTab }) {
  return (
    <div className="rounded-3xl border border-dashed border-ink-900/20 bg-white px-6 py-16 text-center">
      <CalendarX2 aria-hidden className="mx-auto size-12 text-gold-600" />
      <h3 className="mt-4 text-3xl font-extrabold uppercase">{nothingYet[tab].title}</h3>
      <p className="mx-auto mt-2 max-w-xl text-ink-600">{nothingYet[tab].body}</p>
      {tab === 'upcoming' ? (
        <Button asChild className="mt-6">
          <Link to="/start-tournament">Start Tournament</Link>
        </Button>
      ) : null}
      {tab === 'live' ? (
        <Button asChild variant="dark" className="mt-6">
          <Link to="/tournament-schedule">See upcoming tournaments</Link>
        </Button>
      ) : null}
    </div>
  );
}
