import { FileBadge, Medal } from 'lucide-react';
import { Link } from 'react-router';
import { NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { formatDateTime } from '~/lib/lagos-time';
import type { AwardRow } from '../awards.server';
import { MedalDisc, medalOf } from './medal';

/**
 * The boxer dashboard's Awards tab (SPEC §7: awards by boxer_id, newest issued first): each with its medal,
 * title, description, tournament, date (WAT) and its certificate.
 */
export function AwardsPanel({ awards }: { awards: AwardRow[] }) {
  if (awards.length === 0)
    return (
      <NotYetAvailable
        icon={Medal}
        badge="Nothing yet"
        title="Your awards"
        what="Medals (gold, silver, bronze) and best boxer awards you win in tournaments, each with a printable certificate."
        arrives="A category’s medals are awarded as soon as its final is decided: they appear here, newest first."
        next={{ to: '/tournament-schedule', label: 'Find a tournament on the calendar' }}
      />
    );
  return (
    <section aria-labelledby="awards-heading" className="space-y-5">
      <div>
        <h2 id="awards-heading" className="text-3xl font-extrabold uppercase">
          Awards
        </h2>
        <p className="mt-1 text-ink-700">
          {awards.length === 1 ? 'One award' : `${awards.length} awards`}, newest first.
        </p>
      </div>
      <ol className="grid gap-4 md:grid-cols-2" aria-label="My awards">
        {awards.map((a) => {
          const style = medalOf(a.awardType);
          return (
            <li
              key={a.id}
              className="relative flex gap-4 overflow-hidden rounded-2xl bg-white p-5 ring-1 ring-ink-900/10 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_12px_32px_-16px_rgb(0_0_0/0.18)]"
            >
              <MedalDisc awardType={a.awardType} place={a.place} className="size-14" />
              <div className="min-w-0 flex-1">
                <p className={`eyebrow text-xs ${style.text}`}>{style.label}</p>
                <h3 className="mt-1 font-display text-xl leading-tight font-bold uppercase">{a.title}</h3>
                {a.description ? <p className="mt-1 text-sm text-ink-700">{a.description}</p> : null}
                <p className="mt-2 text-sm text-ink-600">
                  {a.tournament ? (
                    <Link
                      to={`/tournaments/${a.tournament.slug}/results`}
                      className="font-semibold text-ink-800 underline decoration-gold-400 underline-offset-2 hover:text-gold-700"
                    >
                      {a.tournament.name}
                    </Link>
                  ) : null}
                  {a.tournament ? ' · ' : ''}
                  <time dateTime={a.issuedAt}>{formatDateTime(new Date(a.issuedAt))} WAT</time>
                </p>
                <Link
                  to={a.certificate}
                  className="mt-3 inline-flex items-center gap-2 rounded-lg bg-ink-950 px-3 py-2 text-sm font-semibold text-gold-300 hover:bg-ink-800"
                >
                  <FileBadge aria-hidden className="size-4" /> Certificate
                  <span className="sr-only">: {a.title}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
