import { CalendarPlus, CalendarSearch, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import type { ProfileBout } from '../results.server';
import { ringName } from '../shaping';
import { BoutList } from './bout-list';
import { etaText } from './event-bits';

/** The bout still to box that comes first: "when is my fight". */
export function nextFight(bouts: readonly ProfileBout[]): ProfileBout | null {
  const coming = bouts.filter((b) => (b.status === 'scheduled' || b.status === 'in_progress') && b.eta);
  coming.sort((a, b) => a.eta!.localeCompare(b.eta!));
  return coming[0] ?? null;
}

/**
 * The boxer dashboard's My Matches (SPEC §7: own bouts, newest first, the first 10), led by "when is my
 * fight": the next bout's number, ring and ETA in WAT, and a link to add every bout to a calendar.
 */
export function MyMatches({ bouts }: { bouts: ProfileBout[] }) {
  const next = nextFight(bouts);
  return (
    <section aria-labelledby="my-matches-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-matches-heading" className="text-3xl font-extrabold uppercase">
            My Matches
          </h2>
          <p className="mt-1 text-ink-700">Your bouts, newest first: the first 10.</p>
        </div>
        <a
          href="/student-dashboard/bouts.ics"
          className="inline-flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-semibold ring-1 ring-ink-900/10 hover:ring-gold-500"
        >
          <CalendarPlus aria-hidden className="size-4 text-gold-600" /> Add my bouts to my calendar (iCal)
        </a>
      </div>
      {next ? (
        <Card
          role="region"
          className="relative overflow-hidden bg-ink-950 p-6 text-white sm:p-8"
          aria-labelledby="next-fight-heading"
        >
          <div aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-gold-400" />
          <h3 id="next-fight-heading" className="eyebrow text-gold-300">
            When is my fight
          </h3>
          <dl className="mt-4 grid grid-cols-3 gap-4">
            <div className="flex flex-col-reverse">
              <dt className="text-xs tracking-wider text-ink-300 uppercase">Bout number</dt>
              <dd className="font-display text-4xl font-extrabold">{next.number ?? '–'}</dd>
            </div>
            <div className="flex flex-col-reverse">
              <dt className="text-xs tracking-wider text-ink-300 uppercase">Ring</dt>
              <dd className="font-display text-4xl font-extrabold">{next.ring ?? '–'}</dd>
            </div>
            <div className="flex flex-col-reverse">
              <dt className="text-xs tracking-wider text-ink-300 uppercase">ETA</dt>
              <dd className="font-display text-2xl font-extrabold text-gold-300 sm:text-4xl">
                {next.status === 'in_progress' ? 'Now' : etaText(next.eta)}
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-ink-300">
            {formatLongDate(lagosDate(new Date(next.eta!)))} · {ringName(next.ring)} ·{' '}
            {next.opponent ? `vs ${next.opponent.name}` : 'opponent to be decided'} ·{' '}
            <Link
              to={`/tournaments/${next.tournament.slug}/bouts`}
              className="font-semibold text-white underline underline-offset-4"
            >
              Bout order
            </Link>
          </p>
        </Card>
      ) : null}
      {bouts.length === 0 ? (
        <Card className="relative overflow-hidden px-6 py-10 sm:px-10">
          <div aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-gold-400" />
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <span
              aria-hidden
              className="grid size-14 shrink-0 place-items-center rounded-xl bg-ink-950 text-gold-300 ring-1 ring-gold-400/40"
            >
              <Swords className="size-7" />
            </span>
            <div className="max-w-2xl">
              <h3 className="text-2xl font-extrabold uppercase">No bouts yet</h3>
              <p className="mt-2 text-ink-700">
                Once you are entered in a tournament and its draw is made, your bouts appear here with their
                bout number, ring and expected start in West Africa Time.
              </p>
              <Button asChild className="mt-5">
                <Link to="/tournament-schedule">
                  <CalendarSearch aria-hidden />
                  Find a tournament
                </Link>
              </Button>
            </div>
          </div>
        </Card>
      ) : (
        <BoutList bouts={bouts} label="My bouts, newest first" />
      )}
    </section>
  );
}
