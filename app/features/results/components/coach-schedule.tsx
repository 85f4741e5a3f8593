import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { Badge } from '~/components/ui/badge';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import type { ProfileBout } from '../results.server';
import { ringName } from '../shaping';
import { BoxerName, etaText } from './event-bits';

const cornerWord = { red: 'Red corner', blue: 'Blue corner' } as const;

/**
 * The coach dashboard's Match Schedule (SPEC §7, §9): their students' upcoming bouts, soonest first, the
 * first 10: tournament and category, the student and their corner, the opponent, the bout number, ring,
 * start in WAT: the one ETA every screen shows (the planned start until the bout order has one).
 */
export function CoachSchedule({ bouts, total }: { bouts: ProfileBout[]; total: number }) {
  if (bouts.length === 0)
    return (
      <NotYetAvailable
        icon={CalendarClock}
        badge="Nothing yet"
        title="No upcoming bouts"
        what="Your students’ bouts appear here, soonest first, with the tournament, bout number, ring, planned start in West Africa Time and the opponent."
        arrives="Bouts arrive once a student is entered in a tournament (My Students), weighed in, and the organiser makes the draw and the bout order."
        next={{ to: '/tournament-schedule', label: 'Find a tournament to enter' }}
      />
    );
  return (
    <section aria-labelledby="schedule-heading" className="space-y-5">
      <div>
        <h2 id="schedule-heading" className="text-3xl font-extrabold uppercase">
          Match Schedule
        </h2>
        <p className="mt-1 text-ink-700">
          Your students’ upcoming bouts, soonest first
          {total > bouts.length ? `: the first ${bouts.length} of ${total}.` : '.'} Times are West Africa
          Time.
        </p>
      </div>
      <ol
        aria-label="Upcoming bouts"
        className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10"
      >
        {bouts.map((b) => {
          // The one ETA (the same on every screen), else the planned start.
          const at = b.eta ?? b.plannedStart;
          return (
            <li
              key={b.boutId}
              className="grid gap-3 p-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
            >
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
                  <Link to={`/tournaments/${b.tournament.slug}/bouts`} className="hover:text-gold-700">
                    {b.tournament.name}
                  </Link>{' '}
                  · {b.category}
                </p>
                <div className="mt-1.5 flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  {b.boxer ? (
                    <BoxerName boxer={b.boxer} showClub={false} className="font-bold text-ink-900" />
                  ) : null}
                  <span className="text-xs text-ink-600">({cornerWord[b.corner]})</span>
                  <span className="text-sm text-ink-600">vs</span>
                  {b.opponent ? (
                    <BoxerName boxer={b.opponent} className="font-semibold" />
                  ) : (
                    <span className="text-ink-600 italic">Opponent to be decided</span>
                  )}
                </div>
              </div>
              <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm lg:justify-end">
                <div className="flex gap-1">
                  <dt className="text-ink-600">Bout</dt>
                  <dd className="font-bold tabular-nums">{b.number ?? 'to be numbered'}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">Ring</dt>
                  <dd className="font-bold">{ringName(b.ring)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-ink-600">Start</dt>
                  <dd className="font-bold">
                    {b.status === 'in_progress' ? (
                      <Badge tone="red">In the ring now</Badge>
                    ) : at ? (
                      `${formatLongDate(lagosDate(new Date(at)))} · ${etaText(at)}`
                    ) : (
                      'Time to be set'
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
