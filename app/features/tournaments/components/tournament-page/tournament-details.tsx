import {
  Building2,
  CalendarDays,
  Clock,
  Gavel,
  HeartPulse,
  IdCard,
  MapPin,
  Scale,
  Shield,
  Timer,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionHeading } from '~/components/marketing/section-heading';
import { formatName } from '~/content/tournament-categories';
import type { TournamentDetail } from '~/features/tournaments/types';
import { formatLongDate } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';
import { refundPolicyLines } from '~/lib/refund-policy';
import { entryFeeText, placeText } from '../calendar/tournament-card';
import { CategoryGroups } from './category-groups';

/** One fact: a dl group (dt and dd directly inside, as lists need), its icon drawn in the dt. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-18 rounded-2xl bg-white py-4 pr-4 pl-18 ring-1 ring-ink-900/10">
      <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
        <span
          aria-hidden
          className="absolute top-4 left-4 grid size-10 place-items-center rounded-xl bg-gold-400/15 text-gold-700 [&_svg]:size-5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

/** The refund policy beside the fee, in plain words (issue 31): "Full refund if you withdraw by 1 Dec 2026". */
function RefundLines({ tournament: t }: { tournament: TournamentDetail }) {
  const lines = refundPolicyLines(t.refund, t);
  if (lines.length === 0) return null;
  return (
    <ul aria-label="Refund policy" className="mt-1.5 space-y-0.5 text-sm font-normal text-ink-700">
      {lines.map((line, i) => (
        <li key={line} className={i === 0 ? 'font-semibold text-naija-700' : undefined}>
          {line}
        </li>
      ))}
    </ul>
  );
}

export function FactsSection({ tournament: t }: { tournament: TournamentDetail }) {
  return (
    <section aria-labelledby="facts-heading">
      <SectionHeading id="facts-heading" eyebrow="At a glance" title="Tournament Facts" />
      {t.description ? (
        <p className="mt-4 max-w-3xl text-lg leading-relaxed whitespace-pre-line text-ink-700">
          {t.description}
        </p>
      ) : null}
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact icon={<CalendarDays />} label="Dates (WAT)">
          {formatLongDate(t.startDate)}
          {t.endDate !== t.startDate ? ` to ${formatLongDate(t.endDate)}` : ''}
        </Fact>
        <Fact icon={<MapPin />} label="Venue">
          {placeText(t)}
        </Fact>
        <Fact icon={<Shield />} label="Level">
          {t.level}
        </Fact>
        <Fact icon={<Gavel />} label="Format">
          {formatName(t.format)}
        </Fact>
        <Fact icon={<Clock />} label="Registration deadline">
          {formatLongDate(t.registrationDeadline)}
        </Fact>
        <Fact icon={<Scale />} label="Weigh-in">
          {formatLongDate(t.weighInDate)}
        </Fact>
        <Fact icon={<Wallet />} label="Entry fee">
          {entryFeeText(t.entryFee)}
          <RefundLines tournament={t} />
        </Fact>
        <Fact icon={<Users />} label="Participants">
          {t.participants} of {t.maxParticipants}
        </Fact>
        <Fact icon={<Building2 />} label="Organiser">
          {t.organisation.name}
        </Fact>
      </dl>
    </section>
  );
}

const medals = [
  ['First', '1st', 'first', 'bg-gold-400 text-ink-950'],
  ['Second', '2nd', 'second', 'bg-ink-300 text-ink-950'],
  ['Third', '3rd', 'third', 'bg-amber-700 text-white'],
] as const;

export function PrizesSection({ prizes }: { prizes: TournamentDetail['prizes'] }) {
  return (
    <section aria-labelledby="prizes-heading">
      <SectionHeading id="prizes-heading" eyebrow="What is at stake" title="Prizes" />
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        {medals.map(([place, short, key, medal]) => (
          <div
            key={place}
            className="relative flex min-h-22 flex-col justify-center rounded-2xl bg-white py-5 pr-5 pl-22 ring-1 ring-ink-900/10"
          >
            <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
              <span
                aria-hidden
                className={`absolute top-1/2 left-5 grid size-12 -translate-y-1/2 place-items-center rounded-full font-display text-xl font-extrabold normal-case ${medal}`}
              >
                {short}
              </span>
              {place} prize
            </dt>
            <dd className="font-display text-3xl font-extrabold">
              {prizes[key] > 0 ? formatNaira(prizes[key]) : 'Medal'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Rule({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
      <span aria-hidden className="text-gold-600 [&_svg]:size-6">
        {icon}
      </span>
      <span className="font-semibold">{children}</span>
    </li>
  );
}

export function RulesSection({ rules }: { rules: TournamentDetail['rules'] }) {
  return (
    <section aria-labelledby="rules-heading">
      <SectionHeading id="rules-heading" eyebrow="How bouts are boxed" title="Rules" />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Rule icon={<Timer />}>
          {rules.numberOfRounds} {rules.numberOfRounds === 1 ? 'round' : 'rounds'} × {rules.roundDuration}{' '}
          {rules.roundDuration === 1 ? 'minute' : 'minutes'}
        </Rule>
        <Rule icon={<Gavel />}>{rules.judgesCount} judges</Rule>
        <Rule icon={<HeartPulse />}>
          {rules.medicalCheckRequired ? 'Medical check required' : 'No medical check'}
        </Rule>
        {rules.licenceRequired || rules.medicalCertificateRequired ? (
          <Rule icon={<IdCard />}>
            {rules.licenceRequired && rules.medicalCertificateRequired
              ? 'Licence and medical certificate'
              : rules.licenceRequired
                ? 'Licence'
                : 'Medical certificate'}{' '}
            valid on the weigh-in day
          </Rule>
        ) : null}
        <Rule icon={<Shield />}>
          {rules.equipmentProvided ? 'Gloves and headguards provided' : 'Bring your own equipment'}
        </Rule>
      </ul>
    </section>
  );
}

export function CategoriesSection({ categories }: { categories: TournamentDetail['categories'] }) {
  return (
    <section aria-labelledby="categories-heading">
      <SectionHeading
        id="categories-heading"
        eyebrow="Weight class × age group × gender"
        title="Categories"
        lead={`${categories.length} ${categories.length === 1 ? 'category' : 'categories'}; ages are completed years on the first day.`}
      />
      <div className="mt-8">
        <CategoryGroups categories={categories} />
      </div>
    </section>
  );
}
