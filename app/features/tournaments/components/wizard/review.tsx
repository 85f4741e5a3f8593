import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RawValues } from '~/components/forms/submission';
import { Button } from '~/components/ui/button';
import {
  ageGroupById,
  formatName,
  tournamentFormats,
  classGender,
  genderLabel,
  visibilities,
  weightClassLabel,
} from '~/content/tournament-categories';
import { isCalendarDate, formatLongDate } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';
import { refundPolicyLines } from '~/lib/refund-policy';
import { defaultRegistrationDeadline, defaultWeighInDate } from '~/features/tournaments/draft-limits';
import { activeValues, draftFromForm, wizardSteps } from './wizard-fields';

function naira(value: number | string | undefined, none: string) {
  if (value === undefined || value === 0) return none;
  return typeof value === 'number' ? formatNaira(value) : value;
}

/** The refund policy as the tournament page will say it (the deadline stands in for a date left blank). */
function RefundWords({ draft }: { draft: ReturnType<typeof draftFromForm> }) {
  const { refund } = draft;
  const policy = refund.policy === 'none' || refund.policy === 'percentage' ? refund.policy : 'full';
  const percent = typeof refund.percent === 'number' ? refund.percent : null;
  const start = draft.startDate && isCalendarDate(draft.startDate) ? draft.startDate : null;
  const deadline =
    draft.registrationDeadline && isCalendarDate(draft.registrationDeadline)
      ? draft.registrationDeadline
      : start
        ? defaultRegistrationDeadline(start)
        : null;
  const until = refund.until && isCalendarDate(refund.until) ? refund.until : null;
  if (policy === 'percentage' && percent === null) return <>A part refund: give its percentage</>;
  const lines = refundPolicyLines(
    { policy, percent, until, weighInRefusal: refund.weighInRefusal },
    { entryFee: Number(draft.entryFee), registrationDeadline: deadline },
  );
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function day(value: string | undefined, fallback?: string) {
  if (value && isCalendarDate(value)) return formatLongDate(value);
  return fallback ?? 'Not chosen';
}

/** How many categories the ticks make: a World Boxing class belongs to its own gender only. */
export function categoryCount(
  classes: readonly string[],
  ages: readonly string[],
  chosenGenders: readonly string[],
) {
  let count = 0;
  for (const id of classes) {
    const own = classGender(id);
    count += (own ? [own] : ['men', 'women']).filter((g) => chosenGenders.includes(g)).length * ages.length;
  }
  return count;
}

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  const headingId = `wizard-review-${wizardSteps[step]!.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-canvas p-5 ring-1 ring-ink-900/10 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h3 id={headingId} className="text-2xl leading-none font-extrabold uppercase">
          {title}
        </h3>
        <Button variant="ghost" size="sm" className="text-gold-700" onClick={() => onEdit(step)}>
          <Pencil aria-hidden />
          Edit<span className="sr-only"> {title}</span>
        </Button>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-bold tracking-wider text-ink-600 uppercase">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-ink-900">{children}</dd>
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return <>None chosen</>;
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-white px-2.5 py-1 text-sm ring-1 ring-ink-900/10">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Step 4: everything the person chose, as it will be created, each part with a way back to its step. */
export function ReviewSummary({ values, onEdit }: { values: RawValues; onEdit: (step: number) => void }) {
  const draft = draftFromForm(activeValues(values));
  const format = tournamentFormats.find((f) => f.id === draft.format);
  const { rules } = draft;
  const start = draft.startDate && isCalendarDate(draft.startDate) ? draft.startDate : undefined;
  const classes = draft.weightClasses.map((id) => weightClassLabel(id));
  const categories = categoryCount(draft.weightClasses, draft.ageGroups, draft.genders);
  const visibility = visibilities.find((v) => v.id === draft.visibility)?.name ?? 'Public';
  return (
    <div className="grid gap-4">
      <Section title="Basic Info" step={0} onEdit={onEdit}>
        <Item term="Name" wide>
          {draft.name.trim() || 'Not named yet'}
        </Item>
        {draft.description ? (
          <Item term="Description" wide>
            <span className="whitespace-pre-line">{draft.description.trim()}</span>
          </Item>
        ) : null}
        <Item term="Venue">{draft.location?.trim() || 'To be announced'}</Item>
        <Item term="City">{draft.city.trim() || 'Not chosen'}</Item>
        <Item term="Level">{draft.level ?? 'Intermediate-Advanced'}</Item>
      </Section>
      <Section title="Format & Rules" step={1} onEdit={onEdit}>
        <Item term="Format" wide>
          {format ? (
            <>
              {format.name} <span className="font-normal text-ink-600">· {format.blurb}</span>
            </>
          ) : (
            formatName(draft.format ?? 'Not chosen')
          )}
        </Item>
        <Item term="Bouts">
          {String(rules.numberOfRounds ?? 3)} rounds of {String(rules.roundDuration ?? 2)} minutes
        </Item>
        <Item term="Judges">{String(rules.judgesCount ?? 3)}</Item>
        <Item term="Medical check">{rules.medicalCheckRequired ? 'Required' : 'Not required'}</Item>
        <Item term="Licence and medical certificate">
          {[
            rules.licenceRequired ? 'Licence' : null,
            rules.medicalCertificateRequired ? 'Medical certificate' : null,
          ]
            .filter(Boolean)
            .join(' and ') || 'Not required'}
          {rules.licenceRequired || rules.medicalCertificateRequired ? ' valid on the weigh-in day' : ''}
        </Item>
        <Item term="Equipment">
          {rules.equipmentProvided ? 'Provided by the organisers' : 'Boxers bring their own'}
        </Item>
        {draft.format === 'round-robin' ? (
          <Item term="Draws">{rules.draws ? 'Allowed: level cards end a draw' : 'Not allowed'}</Item>
        ) : null}
        <Item term="Max participants">{String(draft.maxParticipants ?? 32)}</Item>
        <Item term="Entry fee">{naira(draft.entryFee, 'Free')}</Item>
        {typeof draft.entryFee === 'number' && draft.entryFee > 0 ? (
          <Item term="Refunds" wide>
            <RefundWords draft={draft} />
          </Item>
        ) : null}
      </Section>
      <Section title="Categories" step={2} onEdit={onEdit}>
        <Item term={`Weight classes (${classes.length})`} wide>
          <Chips items={classes} />
        </Item>
        <Item term="Age groups">
          <Chips items={draft.ageGroups.map((id) => ageGroupById(id)?.name ?? id)} />
        </Item>
        <Item term="Genders">
          <Chips items={draft.genders.map(genderLabel)} />
        </Item>
        <Item term="Categories" wide>
          {categories === 1 ? '1 category' : `${categories} categories`}, each with its own bracket
        </Item>
      </Section>
      <Section title="Schedule" step={3} onEdit={onEdit}>
        <Item term="Starts">{day(draft.startDate)}</Item>
        <Item term="Ends">{day(draft.endDate)}</Item>
        <Item term="Registration closes">
          {day(
            draft.registrationDeadline,
            start ? formatLongDate(defaultRegistrationDeadline(start)) : undefined,
          )}
        </Item>
        <Item term="Weigh-in">
          {day(draft.weighInDate, start ? formatLongDate(defaultWeighInDate(start)) : undefined)}
        </Item>
        <Item term="Visibility">{visibility}</Item>
        <Item term="Prizes">
          {[draft.prizes.first, draft.prizes.second, draft.prizes.third].every(
            (p) => p === undefined || p === 0,
          )
            ? 'None'
            : `1st ${naira(draft.prizes.first, '–')} · 2nd ${naira(draft.prizes.second, '–')} · 3rd ${naira(draft.prizes.third, '–')}`}
        </Item>
      </Section>
    </div>
  );
}
