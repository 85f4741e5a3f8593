import { CalendarDays, Clock, MapPin, Trophy, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Progress } from '~/components/ui/progress';
import { formatName } from '~/content/tournament-categories';
import { cn } from '~/lib/cn';
import { formatNaira } from '~/lib/money';
import { formatDateRange, formatShortDate } from '~/features/tournaments/date-range';
import { shownBadge } from '~/features/tournaments/status';
import type { TournamentSummary } from '~/features/tournaments/types';
import { CalendarBadgeTag, RegisterAction, registerHref } from './calendar-badge';
import { StandingView } from '~/components/event/standing-view';
import type { ShownStanding } from '~/components/event/standing-view';

/** "Free" when there is no fee (the rule), else the fee in naira. */
export function entryFeeText(fee: number): string {
  return fee === 0 ? 'Free' : formatNaira(fee);
}

/** Where a tournament is: "Teslim Balogun Stadium, Lagos", or the city alone. */
export function placeText(t: Pick<TournamentSummary, 'venue' | 'city'>): string {
  return t.venue ? `${t.venue}, ${t.city}` : t.city;
}

/** One fact of a card: a dl group (dt and dd directly inside, as lists need), its icon in the dt. */
function Fact({
  icon,
  label,
  children,
  className,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('relative min-w-0 pl-7', className)}>
      <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
        <span aria-hidden className="absolute top-0.5 left-0 text-gold-600 [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

export function PrizeList({ prizes }: { prizes: TournamentSummary['prizes'] }) {
  const places = [
    { label: '1st', amount: prizes.first },
    { label: '2nd', amount: prizes.second },
    { label: '3rd', amount: prizes.third },
  ].filter((p) => p.amount > 0);
  if (places.length === 0) return <>Medals only</>;
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-0.5">
      {places.map((p) => (
        <span key={p.label} className="whitespace-nowrap">
          <span className="text-ink-600">{p.label}</span> {formatNaira(p.amount)}
        </span>
      ))}
    </span>
  );
}

/**
 * One upcoming tournament on the calendar (SPEC §2 calendar, §4 badges). A signed-in boxer entered in it sees
 * where they stand in place of Register Now (issue 30 item 2); nobody else's calendar carries it.
 */
export function TournamentCard({
  tournament: t,
  standing = null,
}: {
  tournament: TournamentSummary;
  standing?: ShownStanding | null;
}) {
  const headingId = `tournament-${t.id}-name`;
  const taken = Math.min(100, Math.round((t.participants / Math.max(1, t.maxParticipants)) * 100));
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <div aria-hidden className="h-1 bg-gradient-to-r from-gold-600 via-gold-300 to-gold-600" />
        <div className="flex flex-1 flex-col p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CalendarBadgeTag badge={shownBadge(t)} />
            <span className="rounded-full bg-ink-900/5 px-3 py-1 text-xs font-semibold text-ink-700 ring-1 ring-ink-900/10">
              {t.level}
            </span>
          </div>
          <h3 id={headingId} className="mt-4 text-2xl leading-tight font-extrabold uppercase">
            <Link
              to={`/tournaments/${t.slug}`}
              className="hover:text-gold-700 hover:underline hover:underline-offset-4"
            >
              {t.name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink-600">
            {formatName(t.format)} · {t.organisation.name}
          </p>

          <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4">
            <Fact icon={<CalendarDays />} label="Dates" className="col-span-2">
              <time dateTime={t.startDate}>{formatDateRange(t.startDate, t.endDate)}</time>
            </Fact>
            <Fact icon={<MapPin />} label="Venue" className="col-span-2">
              {placeText(t)}
            </Fact>
            <Fact icon={<Wallet />} label="Entry fee">
              {entryFeeText(t.entryFee)}
            </Fact>
            <Fact icon={<Clock />} label="Registration deadline">
              <time dateTime={t.registrationDeadline} className="whitespace-nowrap">
                {formatShortDate(t.registrationDeadline)}
              </time>
            </Fact>
            <Fact icon={<Trophy />} label="Prizes" className="col-span-2">
              <PrizeList prizes={t.prizes} />
            </Fact>
          </dl>

          <div className="mt-5">
            <p className="flex items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-2 font-semibold text-ink-800">
                <Users aria-hidden className="size-4 text-gold-600" />
                Participants
              </span>
              <span className="font-display text-lg font-extrabold">
                {t.participants} of {t.maxParticipants}
              </span>
            </p>
            <Progress
              value={taken}
              label={`${t.participants} of ${t.maxParticipants} places taken`}
              className="mt-2"
            />
          </div>

          {standing ? (
            <div className="mt-5 border-t border-ink-900/10 pt-4">
              <StandingView standing={standing} compact label={`Your standing in ${t.name}`} />
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3 pt-1 sm:mt-auto sm:pt-6">
            {standing && (shownBadge(t) === 'open' || shownBadge(t) === 'closing') ? (
              <Button asChild variant="outline" className="flex-1">
                <Link to={registerHref(t.slug)} aria-label={`Your entry in ${t.name}`}>
                  Your entry
                </Link>
              </Button>
            ) : (
              <RegisterAction badge={shownBadge(t)} slug={t.slug} name={t.name} className="flex-1" />
            )}
            <Link
              to={`/tournaments/${t.slug}`}
              className="inline-flex h-11 items-center px-2 font-display font-bold tracking-wider text-ink-800 uppercase underline-offset-4 hover:underline"
              aria-label={`Details of ${t.name}`}
            >
              Details
            </Link>
          </div>
        </div>
      </article>
    </Card>
  );
}

/** One past tournament under Past Results: where, when, how many, and who won which category. */
export function PastResultCard({ tournament: t }: { tournament: TournamentSummary }) {
  const headingId = `result-${t.id}-name`;
  return (
    <Card className="h-full">
      <article aria-labelledby={headingId} className="flex h-full flex-col p-6">
        <p className="eyebrow text-gold-700">
          <time dateTime={t.startDate}>{formatDateRange(t.startDate, t.endDate)}</time>
        </p>
        <h3 id={headingId} className="mt-2 text-2xl leading-tight font-extrabold uppercase">
          <Link
            to={`/tournaments/${t.slug}`}
            className="hover:text-gold-700 hover:underline hover:underline-offset-4"
          >
            {t.name}
          </Link>
        </h3>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4 text-gold-600" />
            {placeText(t)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden className="size-4 text-gold-600" />
            {t.participants} participants
          </span>
        </p>
        <div className="mt-5 flex flex-1 items-end">
          <dl className="relative w-full rounded-2xl bg-ink-950 py-4 pr-4 pl-16 text-white">
            <div>
              <dt className="text-xs font-semibold tracking-wider text-ink-300 uppercase">
                <Trophy
                  aria-hidden
                  className="absolute top-1/2 left-4 size-8 -translate-y-1/2 text-gold-400"
                />
                Winner
              </dt>
              <dd className="font-display text-xl leading-tight font-extrabold uppercase">
                {t.resultWinner ?? 'Result to be confirmed'}
              </dd>
            </div>
            <div>
              <dt className="sr-only">Category</dt>
              <dd className="text-sm text-gold-300">{t.resultCategory ?? 'Category to be confirmed'}</dd>
            </div>
          </dl>
        </div>
      </article>
    </Card>
  );
}
