import { ArrowRight, CalendarDays, MapPin, Shield, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { formatDateRange } from '~/features/tournaments/date-range';
import { shownBadge } from '~/features/tournaments/status';
import type { CalendarBadge } from '~/features/tournaments/status';
import type { TournamentSummary } from '~/features/tournaments/types';
import { CalendarBadgeTag } from '~/features/tournaments/components/calendar/calendar-badge';
import { StandingView } from '~/components/event/standing-view';
import type { ShownStanding } from '~/components/event/standing-view';

/** One active tournament as the coach, boxer and spectator dashboards list it (SPEC §7). */
export type ActiveTournamentRow = {
  id: number;
  slug: string;
  name: string;
  dates: string;
  city: string;
  level: string;
  badge: CalendarBadge;
  participants: number;
  maxParticipants: number;
};

export function activeTournamentRow(t: TournamentSummary): ActiveTournamentRow {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    dates: formatDateRange(t.startDate, t.endDate),
    city: t.city,
    level: t.level,
    badge: shownBadge(t),
    participants: t.participants,
    maxParticipants: t.maxParticipants,
  };
}

/**
 * The Tournaments tab of a role dashboard: the active tournaments by start date, each with its badge and
 * the way to its public page. With none, it says what will be listed here and how it gets there.
 */
export function ActiveTournaments({
  rows,
  title,
  lead,
  empty,
  register = false,
  standings = [],
}: {
  rows: ActiveTournamentRow[];
  /** The boxer's own entries: an entered tournament shows where they stand instead of Register. */
  standings?: readonly (ShownStanding & { tournament: { id: number } })[];
  /** A boxer's list: a Register action on each tournament open for registration (to its page's form). */
  register?: boolean;
  /** 'Tournaments to enter'. */
  title: string;
  /** One sentence on what the list is for this person. */
  lead: string;
  /** What will appear, and how, when nothing is active. */
  empty: string;
}) {
  const headingId = `active-tournaments-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-3xl font-extrabold uppercase">
          {title}
        </h2>
        <p className="mt-1 text-ink-700">{lead}</p>
      </div>
      {rows.length === 0 ? (
        <Card className="relative overflow-hidden px-6 py-10 sm:px-10">
          <div aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-gold-400" />
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <span
              aria-hidden
              className="grid size-14 shrink-0 place-items-center rounded-xl bg-ink-950 text-gold-300 ring-1 ring-gold-400/40"
            >
              <Trophy className="size-7" />
            </span>
            <div className="max-w-2xl">
              <h3 className="text-2xl font-extrabold uppercase">No active tournaments</h3>
              <p className="mt-2 text-ink-700">{empty}</p>
              <Button asChild variant="dark" className="mt-5">
                <Link to="/tournament-schedule">
                  Tournament calendar <ArrowRight aria-hidden />
                </Link>
              </Button>
            </div>
          </div>
        </Card>
      ) : (
        <ol aria-label={`${title}, by start date`} className="grid gap-4 lg:grid-cols-2">
          {rows.map((row) => {
            const standing = standings.find((s) => s.tournament.id === row.id);
            return (
              <li key={row.id}>
                <Card className="flex h-full flex-col p-5 sm:p-6">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h3 className="min-w-0 font-display text-xl leading-tight font-bold break-words uppercase">
                      <Link to={`/tournaments/${row.slug}`} className="hover:text-gold-700">
                        {row.name}
                      </Link>
                    </h3>
                    <CalendarBadgeTag badge={row.badge} className="shrink-0" />
                  </div>
                  <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                    <div className="flex gap-2">
                      <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-600" />
                      <div>
                        <dt className="sr-only">Dates</dt>
                        <dd className="font-semibold text-ink-900">{row.dates}</dd>
                      </div>
                    </div>
                    <div className="flex gap-2">
                      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-600" />
                      <div>
                        <dt className="sr-only">City</dt>
                        <dd className="font-semibold text-ink-900">{row.city}</dd>
                      </div>
                    </div>
                    <div className="flex gap-2">
                      <Shield aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-600" />
                      <div>
                        <dt className="sr-only">Level</dt>
                        <dd className="font-semibold text-ink-900">{row.level}</dd>
                      </div>
                    </div>
                  </dl>
                  {standing ? (
                    <div className="mt-4 border-t border-ink-900/10 pt-4">
                      <StandingView standing={standing} compact label={`Your standing in ${row.name}`} />
                    </div>
                  ) : null}
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
                    <span className="text-sm text-ink-600 tabular-nums">
                      {row.participants} of {row.maxParticipants} places taken
                    </span>
                    <span className="flex flex-wrap gap-2">
                      {register && !standing && (row.badge === 'open' || row.badge === 'closing') ? (
                        <Button asChild size="sm">
                          <Link
                            to={`/tournaments/${row.slug}#register`}
                            aria-label={`Register for ${row.name}`}
                          >
                            Register
                          </Link>
                        </Button>
                      ) : null}
                      <Button asChild size="sm" variant="outline">
                        <Link to={`/tournaments/${row.slug}`} aria-label={`View ${row.name}`}>
                          View tournament <ArrowRight aria-hidden />
                        </Link>
                      </Button>
                    </span>
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
