import { CalendarDays, ExternalLink, MapPin, Scale, Shield, Trophy, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '~/components/ui/card';
import { Progress } from '~/components/ui/progress';
import { formatNaira } from '~/lib/money';
import { formatDateRange, formatShortDate } from '~/features/tournaments/date-range';
import { shownBadge } from '~/features/tournaments/status';
import type { TournamentDetail } from '~/features/tournaments/types';
import { CalendarBadgeTag } from '~/features/tournaments/components/calendar/calendar-badge';
import { CategoryGroups } from '~/features/tournaments/components/tournament-page/category-groups';
import { BackendStatusBadge, formatLabel } from './status-badge';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span aria-hidden className="mt-0.5 text-gold-600 [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">{label}</dt>
        <dd className="mt-0.5 font-semibold break-words text-ink-900">{children}</dd>
      </div>
    </div>
  );
}

export const publicHref = (slug: string) => `/tournaments/${slug}`;

/** The tournament's name, its statuses and its public address: the top of its management page. */
export function ManageHeader({ tournament: t }: { tournament: TournamentDetail }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <BackendStatusBadge status={t.backendStatus} />
          {t.backendStatus === 'active' ? <CalendarBadgeTag badge={shownBadge(t)} /> : null}
          <span className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
            {formatLabel(t.format)}
          </span>
        </div>
        <h2
          id="tournament-title"
          className="mt-3 text-4xl leading-none font-extrabold break-words uppercase sm:text-5xl"
        >
          {t.name}
        </h2>
        <p className="mt-2 text-ink-700">
          {t.organisation.name}
          {t.createdBy ? ` · created by ${t.createdBy.firstName} ${t.createdBy.lastName}`.trimEnd() : ''}
        </p>
      </div>
      <Link
        to={publicHref(t.slug)}
        className="inline-flex shrink-0 items-center gap-2 text-sm font-semibold break-all text-gold-700 underline-offset-4 hover:underline"
      >
        <ExternalLink aria-hidden className="size-4 shrink-0" />
        {t.status === 'draft' ? 'Public page, once published' : 'Public page'}: /tournaments/{t.slug}
      </Link>
    </div>
  );
}

/** Entries taken against capacity, as a number and a bar. */
export function EntriesMeter({ tournament: t, note }: { tournament: TournamentDetail; note?: ReactNode }) {
  const share = Math.round((t.participants / Math.max(1, t.maxParticipants)) * 100);
  const left = Math.max(0, t.maxParticipants - t.participants);
  return (
    <Card className="order-first p-6 lg:order-last lg:self-start">
      <h3 className="text-xs font-semibold tracking-wider text-ink-600 uppercase">Entries</h3>
      <p className="mt-2 font-display text-4xl font-extrabold text-ink-900 tabular-nums">
        {t.participants}
        <span className="text-xl font-bold text-ink-600"> of {t.maxParticipants}</span>
      </p>
      <Progress
        value={share}
        label={`${t.participants} of ${t.maxParticipants} places taken`}
        className="mt-3 h-3"
      />
      <p className="mt-2 text-sm text-ink-600">
        {left === 0 ? 'Full: every place is taken.' : `${left} ${left === 1 ? 'place' : 'places'} left.`}
      </p>
      {note ? <p className="mt-4 border-t border-ink-900/10 pt-4 text-sm text-ink-600">{note}</p> : null}
    </Card>
  );
}

/** What the tournament is: dates, place, level, money, rules. */
export function TournamentFacts({ tournament: t }: { tournament: TournamentDetail }) {
  const prizes = [t.prizes.first, t.prizes.second, t.prizes.third];
  return (
    <Card className="p-6">
      <h3 className="text-xs font-semibold tracking-wider text-ink-600 uppercase">Details</h3>
      <dl className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <Fact icon={<CalendarDays />} label="Dates (WAT)">
          {formatDateRange(t.startDate, t.endDate)}
        </Fact>
        <Fact icon={<CalendarDays />} label="Registration closes">
          {formatShortDate(t.registrationDeadline)}
          <span className="block text-sm font-normal text-ink-600">
            Weigh-in {formatShortDate(t.weighInDate)}
          </span>
        </Fact>
        <Fact icon={<MapPin />} label="Venue">
          {t.venue ? `${t.venue}, ${t.city}` : t.city}
        </Fact>
        <Fact icon={<Shield />} label="Level">
          {t.level}
          <span className="block text-sm font-normal text-ink-600">
            {t.visibility === 'invitation' ? 'Invitation only' : 'Open to all'}
          </span>
        </Fact>
        <Fact icon={<Wallet />} label="Entry fee">
          {t.entryFee === 0 ? 'Free' : formatNaira(t.entryFee)}
        </Fact>
        <Fact icon={<Trophy />} label="Prizes">
          {prizes.every((p) => p === 0)
            ? 'Medals only'
            : prizes
                .map((p, i) => (p > 0 ? `${['1st', '2nd', '3rd'][i]} ${formatNaira(p)}` : null))
                .filter(Boolean)
                .join(' · ')}
        </Fact>
        <Fact icon={<Scale />} label="Rules">
          {t.rules.numberOfRounds} × {t.rules.roundDuration} min rounds, {t.rules.judgesCount} judges
          <span className="block text-sm font-normal text-ink-600">
            {t.rules.medicalCheckRequired ? 'Medical check required' : 'No medical check'} ·{' '}
            {t.rules.equipmentProvided ? 'equipment provided' : 'bring own equipment'}
          </span>
        </Fact>
        <Fact icon={<Users />} label="Categories">
          {t.categories.length} ({t.genders.map((g) => (g === 'men' ? 'men' : 'women')).join(' and ')})
        </Fact>
      </dl>
      {t.description ? (
        <p className="mt-6 border-t border-ink-900/10 pt-4 text-ink-700">{t.description}</p>
      ) : null}
    </Card>
  );
}

export function TournamentCategories({ tournament: t }: { tournament: TournamentDetail }) {
  return (
    <section aria-labelledby="categories-heading">
      <h3 id="categories-heading" className="mb-4 text-2xl font-extrabold uppercase">
        Categories
      </h3>
      <CategoryGroups categories={t.categories} />
    </section>
  );
}
