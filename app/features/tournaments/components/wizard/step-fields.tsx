import { Minus, Plus } from 'lucide-react';
import { useRef } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { ChoiceCards, CheckboxField, SelectField } from '~/components/forms/choice-fields';
import { controlProps, FieldFrame, initialText, TextAreaField, TextField } from '~/components/forms/fields';
import type { FormKit } from '~/components/forms/use-form';
import { Button } from '~/components/ui/button';
import { FieldError, Input } from '~/components/ui/input';
import {
  ageGroups,
  featuredCities,
  genders,
  levels,
  tournamentFormats,
  visibilities,
  weightClasses as lbsClasses,
  worldBoxingClasses,
} from '~/content/tournament-categories';
import { classGender, weightClassLabel } from '~/content/tournament-categories';
import type { Gender, WeightClass } from '~/content/tournament-categories';
import { cn } from '~/lib/cn';
import { isCalendarDate, lagosDate } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';
import {
  defaultRegistrationDeadline,
  defaultWeighInDate,
  DRAFT_LIMITS,
} from '~/features/tournaments/draft-limits';
import { chosenPreset, clampedFields, readNumber } from './wizard-fields';
import type { WizardStepInfo } from './wizard-fields';

/** Each step's fields. Inputs stay uncontrolled, so the whole wizard posts as one plain form without JavaScript. */
export function StepFields({ kit, stepId }: { kit: FormKit; stepId: WizardStepInfo['id'] }) {
  switch (stepId) {
    case 'basic':
      return <BasicFields kit={kit} />;
    case 'format':
      return <FormatFields kit={kit} />;
    case 'categories':
      return <CategoryFields kit={kit} />;
    case 'schedule':
      return <ScheduleFields kit={kit} />;
    default:
      return null;
  }
}

/**
 * Sets a field's value as if typed, so the form's own change handling (the values, the gate, live errors)
 * sees it: React watches the native setter, which an assignment from here would bypass.
 */
function setTyped(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function one(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

function BasicFields({ kit }: { kit: FormKit }) {
  return (
    <>
      <TextField
        kit={kit}
        name="name"
        required
        autoComplete="off"
        maxLength={DRAFT_LIMITS.name.max}
        placeholder="e.g. Lagos Open Championship"
        className="sm:col-span-2"
      />
      <TextAreaField
        kit={kit}
        name="description"
        rows={4}
        maxLength={DRAFT_LIMITS.description.max}
        hint="Optional. What boxers and their coaches should know: the occasion, the level, who may enter."
        className="sm:col-span-2"
      />
      <TextField
        kit={kit}
        name="location"
        autoComplete="off"
        maxLength={DRAFT_LIMITS.location.max}
        placeholder="e.g. Teslim Balogun Stadium"
        hint="Optional until you publish."
      />
      <TextField
        kit={kit}
        name="city"
        autoComplete="address-level2"
        list={kit.fieldId('cities')}
        maxLength={DRAFT_LIMITS.city.max}
        hint="Where the calendar lists it."
      />
      <datalist id={kit.fieldId('cities')}>
        {featuredCities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <SelectField
        kit={kit}
        name="level"
        options={levels.map((level) => ({ value: level, label: level }))}
        hint="The calendar’s level filter."
      />
    </>
  );
}

/**
 * A whole number with − and + buttons (once the page is interactive) that is brought back within its
 * limits when left: SPEC §5's clamps, shown to the person as well as applied by the server.
 */
function NumberStepper({
  kit,
  name,
  min,
  max,
  step,
  unit,
  hint,
  className,
}: {
  kit: FormKit;
  name: keyof typeof clampedFields;
  min: number;
  max: number;
  step: number;
  unit: string;
  hint: ReactNode;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const clamp = clampedFields[name];
  const settle = (field: HTMLInputElement) => {
    const typed = readNumber(field.value);
    if (typeof typed !== 'number') return;
    const clamped = String(clamp(typed));
    if (clamped !== field.value) setTyped(field, clamped);
  };
  const move = (direction: 1 | -1) => {
    const field = input.current;
    if (!field) return;
    const typed = readNumber(field.value);
    const from = typeof typed === 'number' ? clamp(typed) : clamp(Number.NaN);
    setTyped(field, String(clamp(from + direction * step)));
  };
  const label = kit.labels[name]?.toLowerCase() ?? name;
  return (
    <FieldFrame kit={kit} name={name} hint={hint} className={className}>
      <div className="flex items-stretch gap-2">
        {kit.hydrated ? (
          <Button
            variant="outline"
            size="icon"
            className="h-auto w-12 shrink-0 text-ink-900"
            aria-label={`Decrease ${label} by ${step}`}
            aria-controls={kit.fieldId(name)}
            onClick={() => move(-1)}
          >
            <Minus aria-hidden />
          </Button>
        ) : null}
        <Input
          ref={input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          {...controlProps(kit, name, hint)}
          defaultValue={initialText(kit, name)}
          onBlur={(event) => settle(event.currentTarget)}
          className="text-center font-display text-xl font-extrabold"
        />
        {kit.hydrated ? (
          <Button
            variant="outline"
            size="icon"
            className="h-auto w-12 shrink-0 text-ink-900"
            aria-label={`Increase ${label} by ${step}`}
            aria-controls={kit.fieldId(name)}
            onClick={() => move(1)}
          >
            <Plus aria-hidden />
          </Button>
        ) : null}
        <span className="self-center text-sm font-semibold text-ink-600">{unit}</span>
      </div>
    </FieldFrame>
  );
}

/** Whole naira, written as people write them (15,000); the ₦ sits in the field. */
function NairaField({
  kit,
  name,
  hint,
  className,
}: {
  kit: FormKit;
  name: string;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <FieldFrame kit={kit} name={name} hint={hint} className={className}>
      <div className="relative">
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 left-0 grid w-10 place-items-center font-semibold text-ink-600"
        >
          ₦
        </span>
        <Input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          {...controlProps(kit, name, hint)}
          defaultValue={initialText(kit, name)}
          className="pl-9"
        />
      </div>
    </FieldFrame>
  );
}

function nairaHint(value: string | string[] | undefined, zero: string, some: (amount: string) => string) {
  const amount = readNumber(one(value));
  if (amount === undefined || amount === 0) return zero;
  if (typeof amount === 'number' && Number.isInteger(amount) && amount > 0) return some(formatNaira(amount));
  return 'Whole naira, digits only, e.g. 15,000.';
}

function FormatFields({ kit }: { kit: FormKit }) {
  return (
    <>
      <ChoiceCards
        kit={kit}
        name="format"
        required
        legend="Format"
        options={tournamentFormats.map((f) => ({ ...f, value: f.id }))}
        className="sm:col-span-2"
        gridClassName="sm:grid-cols-2"
        renderCard={(format, { titleId, detailId }) => (
          <>
            <span
              id={titleId}
              className="pr-8 font-display text-2xl leading-none font-extrabold text-ink-900 uppercase"
            >
              {format.name}
            </span>
            <span id={detailId} className="mt-2 text-sm text-ink-700">
              {format.blurb}
            </span>
          </>
        )}
      />
      <NumberStepper
        kit={kit}
        name="roundDuration"
        min={DRAFT_LIMITS.roundDuration.min}
        max={DRAFT_LIMITS.roundDuration.max}
        step={1}
        unit="min"
        hint="1 to 5 minutes a round."
      />
      <NumberStepper
        kit={kit}
        name="numberOfRounds"
        min={DRAFT_LIMITS.numberOfRounds.min}
        max={DRAFT_LIMITS.numberOfRounds.max}
        step={1}
        unit="rounds"
        hint="1 to 12 rounds a bout."
      />
      <ChoiceCards
        kit={kit}
        name="judgesCount"
        legend="Judges"
        options={[
          { value: '3', title: '3 judges', detail: 'The usual panel: two cards of three decide.' },
          { value: '5', title: '5 judges', detail: 'Championship panel: fewer split decisions.' },
        ]}
        className="sm:col-span-2"
        gridClassName="sm:grid-cols-2"
        renderCard={(option, { titleId, detailId }) => (
          <>
            <span id={titleId} className="pr-8 font-display text-xl font-extrabold text-ink-900 uppercase">
              {option.title}
            </span>
            <span id={detailId} className="mt-1 text-sm text-ink-700">
              {option.detail}
            </span>
          </>
        )}
      />
      <div className="space-y-4 sm:col-span-2">
        <CheckboxField
          kit={kit}
          name="medicalCheckRequired"
          label="Medical check required"
          hint="Only boxers cleared at the weigh-in go into the draw."
        />
        <CheckboxField
          kit={kit}
          name="equipmentProvided"
          label="Equipment provided"
          hint="Gloves and headguards supplied by the organisers."
        />
        <CheckboxField
          kit={kit}
          name="licenceRequired"
          label="Licence required"
          hint="A boxer's licence must be valid on the weigh-in day, or the weigh-in refuses them."
        />
        <CheckboxField
          kit={kit}
          name="medicalCertificateRequired"
          label="Medical certificate required"
          hint="A boxer's uploaded medical certificate must be valid on the weigh-in day, or the weigh-in refuses them."
        />
        <CheckboxField
          kit={kit}
          name="draws"
          label="Draws allowed"
          hint="Round robin only: a bout whose judges' cards are all level ends a draw (the D of W/L/D)."
        />
      </div>
      <NumberStepper
        kit={kit}
        name="maxParticipants"
        min={DRAFT_LIMITS.maxParticipants.min}
        max={DRAFT_LIMITS.maxParticipants.max}
        step={DRAFT_LIMITS.maxParticipants.step}
        unit="boxers"
        hint="8 to 128, in steps of 8."
      />
      <NairaField
        kit={kit}
        name="entryFee"
        hint={nairaHint(kit.values.entryFee, 'Free to enter.', (fee) => `${fee} per boxer.`)}
      />
      <RefundFields kit={kit} />
    </>
  );
}

const refundChoices = [
  { value: 'full', title: 'Full refund', detail: 'The whole fee back.' },
  { value: 'percentage', title: 'Part refund', detail: 'A percentage of the fee back.' },
  { value: 'none', title: 'No refunds', detail: 'The fee is kept whatever happens.' },
] as const;

/**
 * The refund policy beside the entry fee (issue 31): full, part or none; the part's percentage and the last
 * day a withdrawal is refunded; whether a boxer refused at the weigh-in is refunded too. The fields that do
 * not apply to the chosen policy are left out (and not posted).
 */
function RefundFields({ kit }: { kit: FormKit }) {
  const policy = one(kit.values.refundPolicy) ?? 'full';
  return (
    <div className="space-y-5 rounded-2xl bg-ink-900/[0.03] p-5 ring-1 ring-ink-900/10 sm:col-span-2 sm:p-6">
      <ChoiceCards
        kit={kit}
        name="refundPolicy"
        legend="Refund policy"
        description="What a boxer who paid online gets back if they withdraw, if you cancel the tournament, or if they are refused at the weigh-in. Shown on the tournament page beside the fee."
        options={refundChoices}
        gridClassName="sm:grid-cols-3"
        renderCard={(choice, { titleId, detailId }) => (
          <>
            <span
              id={titleId}
              className="pr-8 font-display text-xl leading-none font-extrabold text-ink-900 uppercase"
            >
              {choice.title}
            </span>
            <span id={detailId} className="mt-2 text-sm text-ink-700">
              {choice.detail}
            </span>
          </>
        )}
      />
      {policy === 'none' ? null : (
        <div className="grid gap-5 sm:grid-cols-2">
          {policy === 'percentage' ? (
            <TextField
              kit={kit}
              name="refundPercent"
              inputMode="numeric"
              autoComplete="off"
              required
              hint="From 1 to 99 % of the fee, rounded down to the kobo."
            />
          ) : null}
          <TextField
            kit={kit}
            name="refundUntil"
            type="date"
            hint="Withdrawals are refunded up to this day. Blank: the registration deadline."
          />
          <CheckboxField
            kit={kit}
            name="refundWeighInRefusal"
            label="Refund a boxer refused at the weigh-in"
            hint="A boxer who misses weight and is withdrawn gets the same share back."
            className="sm:col-span-2"
          />
        </div>
      )}
    </div>
  );
}

type CheckOption = { value: string; label: string; detail?: string };

/**
 * Ticked boxes as compact tiles (a list of 17 weight classes would be too tall as choice cards). Native
 * checkboxes: Space ticks, Tab moves, and they post without JavaScript. `primary` says which of two
 * lists sharing a name holds the field's id (the error summary's link) and its errors.
 */
function CheckList({
  kit,
  name,
  legend,
  description,
  options,
  primary = true,
  disabled,
  hidden,
  actions,
  gridClassName,
  idPrefix,
}: {
  kit: FormKit;
  name: string;
  legend: ReactNode;
  description?: ReactNode;
  options: readonly CheckOption[];
  primary?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  actions?: ReactNode;
  gridClassName?: string;
  idPrefix?: string;
}) {
  const initial = kit.initial[name];
  const chosen = new Set(Array.isArray(initial) ? initial : initial ? [initial] : []);
  const errors = primary ? kit.errors[name] : undefined;
  const prefix = idPrefix ?? kit.fieldId(name);
  const descriptionId = description ? `${prefix}-hint` : undefined;
  return (
    <fieldset
      hidden={hidden}
      disabled={disabled}
      className="sm:col-span-2"
      aria-describedby={
        [descriptionId, errors?.length ? kit.errorId(name) : null].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="text-sm font-semibold text-ink-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        {description ? (
          <p id={descriptionId} className="text-sm text-ink-600">
            {description}
          </p>
        ) : null}
        {actions ? <div className="-my-1 flex gap-1">{actions}</div> : null}
      </div>
      <div className={cn('mt-3 grid gap-2 sm:grid-cols-2', gridClassName)}>
        {options.map((option, i) => {
          const inputId = i === 0 && primary ? kit.fieldId(name) : `${prefix}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl bg-white px-3.5 py-3 ring-1 ring-ink-900/15 transition-[box-shadow,background-color] hover:ring-ink-900/40 has-[:checked]:bg-gold-200/40 has-[:checked]:ring-2 has-[:checked]:ring-gold-500 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-400',
                errors?.length && 'ring-corner-500',
              )}
            >
              <input
                id={inputId}
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={chosen.has(option.value)}
                aria-invalid={errors?.length ? true : undefined}
                className="mt-0.5 size-5 shrink-0 accent-gold-500 focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span className="block leading-tight font-semibold text-ink-900">{option.label}</span>
                {option.detail ? <span className="block text-sm text-ink-600">{option.detail}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {primary ? <FieldError id={kit.errorId(name)} errors={errors} /> : null}
    </fieldset>
  );
}

/** Ticks or unticks every box of the button's list, each as a click, so the form hears every change. */
function tickAll(button: HTMLElement, checked: boolean) {
  button
    .closest('fieldset')
    ?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')
    .forEach((box) => {
      if (box.checked !== checked) box.click();
    });
}

/**
 * An lbs class shows its limit in kg too; a World Boxing class, listed under its gender, is its kg limit
 * alone ("60 kg": the list is headed Men or Women, so "Men 60 kg" would say it twice).
 */
function classOptions(list: readonly WeightClass[]): CheckOption[] {
  return list.map((w) =>
    classGender(w.id)
      ? { value: w.id, label: weightClassLabel(w.id, { withinGender: true }) }
      : { value: w.id, label: w.name, detail: `${w.limit} · ${w.kg}` },
  );
}

const required = (kit: FormKit) =>
  kit.marksRequired ? (
    <span aria-hidden className="ml-0.5 text-corner-600">
      *
    </span>
  ) : null;

function CategoryFields({ kit }: { kit: FormKit }) {
  const preset = chosenPreset(kit.values);
  const stepped = kit.hydrated;
  const ticked = kit.values.genders;
  const chosenGenders = new Set(Array.isArray(ticked) ? ticked : ticked ? [ticked] : []);
  // The lists of classes: World Boxing's (the default: an amateur platform) one per gender, then the
  // professional lbs classes, open to both.
  const lists = [
    ...genders.map((g) => ({
      id: `world-boxing-${g.id}`,
      preset: 'world-boxing' as const,
      gender: g.id as Gender | null,
      options: classOptions(worldBoxingClasses.filter((w) => classGender(w.id) === g.id)),
      legend: `${g.name}’s weight classes (World Boxing, kg)`,
    })),
    {
      id: 'lbs',
      preset: 'lbs' as const,
      gender: null as Gender | null,
      options: classOptions(lbsClasses),
      legend: 'Weight classes (professional, lbs with kg)',
    },
  ];
  const active = (list: (typeof lists)[number]) =>
    !stepped || (list.preset === preset && (list.gender === null || chosenGenders.has(list.gender)));
  // The list holding the field's id (the error summary's link) and its messages: the first one shown.
  const primary = lists.find(active)?.id ?? lists[0]!.id;
  return (
    <>
      <ChoiceCards
        kit={kit}
        name="weightClassPreset"
        legend="Weight class list"
        options={[
          {
            value: 'world-boxing',
            title: 'World Boxing (kg)',
            detail: 'The amateur and Olympic categories: ten for men, ten for women.',
          },
          {
            value: 'lbs',
            title: 'Professional (lbs)',
            detail: '17 classes, Minimumweight 105 lbs to Heavyweight 200+ lbs, shown in kg too.',
          },
        ]}
        className="sm:col-span-2"
        gridClassName="sm:grid-cols-2"
        renderCard={(option, { titleId, detailId }) => (
          <>
            <span id={titleId} className="pr-8 font-display text-xl font-extrabold text-ink-900 uppercase">
              {option.title}
            </span>
            <span id={detailId} className="mt-1 text-sm text-ink-700">
              {option.detail}
            </span>
          </>
        )}
      />
      <CheckList
        kit={kit}
        name="genders"
        legend="Genders"
        description={
          preset === 'world-boxing' && stepped
            ? 'Men’s and women’s categories are drawn separately, each from its own World Boxing classes.'
            : 'Men’s and women’s categories are drawn separately.'
        }
        options={genders.map((g) => ({ value: g.id, label: g.name }))}
        gridClassName="grid-cols-2"
      />
      {lists.map((list) => {
        const shown = active(list);
        return (
          <CheckList
            key={list.id}
            kit={kit}
            name="weightClasses"
            idPrefix={`${kit.fieldId('weightClasses')}-${list.id}`}
            primary={list.id === primary}
            // Without JavaScript every list shows and those of the chosen list (and its genders) count; with
            // it, only those show, and the others are disabled (so their boxes do not post).
            hidden={!shown}
            disabled={!shown}
            legend={
              <>
                {list.legend}
                {required(kit)}
              </>
            }
            description={
              stepped
                ? 'Tick at least one.'
                : list.preset === 'lbs'
                  ? 'Tick at least one if you chose Professional (lbs) above.'
                  : `Tick at least one for each gender you chose, if you chose World Boxing (kg) above.`
            }
            options={list.options}
            gridClassName={
              list.preset === 'lbs' ? 'lg:grid-cols-3' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5'
            }
            actions={
              stepped ? (
                <>
                  <Button variant="ghost" size="sm" onClick={(e) => tickAll(e.currentTarget, true)}>
                    Select all
                  </Button>
                  <Button variant="ghost" size="sm" onClick={(e) => tickAll(e.currentTarget, false)}>
                    Clear
                  </Button>
                </>
              ) : undefined
            }
          />
        );
      })}
      <CheckList
        kit={kit}
        name="ageGroups"
        legend={
          <>
            Age groups
            {required(kit)}
          </>
        }
        description="Ages in completed years on the tournament’s first day. Tick at least one."
        options={ageGroups.map((a) => {
          const [label, ages] = a.name.split(/ (?=\d)/);
          return { value: a.id, label: label ?? a.name, detail: ages ? `${ages} years` : undefined };
        })}
        gridClassName="grid-cols-2 lg:grid-cols-3"
      />
    </>
  );
}

function ScheduleFields({ kit }: { kit: FormKit }) {
  // The dates this page filled in itself: replaced when the start moves, unlike a date the person chose.
  const filledIn = useRef<Record<string, string>>({});
  const today = lagosDate(new Date());
  const start = one(kit.values.startDate);
  const startChosen = start && isCalendarDate(start) ? start : undefined;

  function onStartChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.value;
    const form = event.currentTarget.form;
    if (!form || !isCalendarDate(chosen)) return;
    const defaults = {
      registrationDeadline: defaultRegistrationDeadline(chosen),
      weighInDate: defaultWeighInDate(chosen),
    };
    for (const [name, value] of Object.entries(defaults)) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement)) continue;
      if (field.value === '' || field.value === filledIn.current[name]) {
        // Set before the form's own change handler reads the fields (it runs after this one).
        field.value = value;
        filledIn.current[name] = value;
      }
    }
  }

  return (
    <>
      <TextField kit={kit} name="startDate" type="date" required min={today} onChange={onStartChange} />
      <TextField kit={kit} name="endDate" type="date" required min={startChosen ?? today} />
      <TextField
        kit={kit}
        name="registrationDeadline"
        type="date"
        max={startChosen}
        hint="Two days before the start unless you choose another day."
      />
      <TextField
        kit={kit}
        name="weighInDate"
        type="date"
        max={startChosen}
        hint="One day before the start unless you choose another day."
      />
      <ChoiceCards
        kit={kit}
        name="visibility"
        legend="Visibility"
        options={visibilities.map((v) => ({
          ...v,
          value: v.id,
          detail:
            v.id === 'public'
              ? 'On the public calendar; any eligible boxer may register.'
              : 'On the calendar as By Invitation Only; you invite the boxers.',
        }))}
        className="sm:col-span-2"
        gridClassName="sm:grid-cols-2"
        renderCard={(option, { titleId, detailId }) => (
          <>
            <span id={titleId} className="pr-8 font-display text-xl font-extrabold text-ink-900 uppercase">
              {option.name}
            </span>
            <span id={detailId} className="mt-1 text-sm text-ink-700">
              {option.detail}
            </span>
          </>
        )}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-ink-800">Prizes</legend>
        <p className="mt-1 text-sm text-ink-600">Optional. Whole naira; leave blank for none.</p>
        <div className="mt-3 grid gap-5 sm:grid-cols-3">
          <NairaField kit={kit} name="prizeFirst" />
          <NairaField kit={kit} name="prizeSecond" />
          <NairaField kit={kit} name="prizeThird" />
        </div>
      </fieldset>
    </>
  );
}
