import { AlertCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Checkbox } from '~/components/ui/checkbox';
import { FieldError, Input, Label, Textarea } from '~/components/ui/input';
import { RadioGroup } from '~/components/ui/radio-group';
import type { RadioOption } from '~/components/ui/radio-group';
import { Select } from '~/components/ui/select';
import { cn } from '~/lib/cn';
import { NOT_CHOSEN } from './submission';
import type { FormKit } from './use-form';

/**
 * The one field kit every form uses: each field takes the form's kit (`useForm`), which gives it its id,
 * the value to start from after a failed post, and its errors, wired for screen readers.
 */

type Option = { readonly value: string; readonly label: string };

type FieldBase = {
  kit: FormKit;
  name: string;
  /** Defaults to the schema's label for this field. */
  label?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

function describedBy(kit: FormKit, name: string, hint: ReactNode) {
  const ids = [
    hint ? `${kit.fieldId(name)}-hint` : null,
    kit.errors[name]?.length ? kit.errorId(name) : null,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

function controlProps(kit: FormKit, name: string, hint: ReactNode, required?: boolean) {
  return {
    id: kit.fieldId(name),
    name,
    required,
    'aria-invalid': kit.errors[name]?.length ? true : undefined,
    'aria-describedby': describedBy(kit, name, hint),
  } as const;
}

function initialText(kit: FormKit, name: string) {
  const value = kit.initial[name];
  return typeof value === 'string' ? value : undefined;
}

export function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-corner-600">
      *
    </span>
  );
}

function FieldLabel({ kit, name, label, required }: Pick<FieldBase, 'kit' | 'name' | 'label' | 'required'>) {
  return (
    <Label htmlFor={kit.fieldId(name)}>
      {label ?? kit.labels[name]}
      {required && kit.marksRequired ? <RequiredMark /> : null}
    </Label>
  );
}

function Hint({ kit, name, hint }: Pick<FieldBase, 'kit' | 'name' | 'hint'>) {
  if (!hint) return null;
  return (
    <p id={`${kit.fieldId(name)}-hint`} className="mt-1.5 text-sm text-ink-600">
      {hint}
    </p>
  );
}

/** A labelled input (text, e-mail, password, date…) with its hint and its errors. */
export function TextField({
  kit,
  name,
  label,
  hint,
  required,
  className,
  ...input
}: FieldBase & Omit<ComponentProps<'input'>, 'name' | 'required' | 'id'>) {
  return (
    <div className={className}>
      <FieldLabel kit={kit} name={name} label={label} required={required} />
      <Input {...input} {...controlProps(kit, name, hint, required)} defaultValue={initialText(kit, name)} />
      <Hint kit={kit} name={name} hint={hint} />
      <FieldError id={kit.errorId(name)} errors={kit.errors[name]} />
    </div>
  );
}

export function TextAreaField({
  kit,
  name,
  label,
  hint,
  required,
  className,
  ...textarea
}: FieldBase & Omit<ComponentProps<'textarea'>, 'name' | 'required' | 'id'>) {
  return (
    <div className={className}>
      <FieldLabel kit={kit} name={name} label={label} required={required} />
      <Textarea
        {...textarea}
        {...controlProps(kit, name, hint, required)}
        defaultValue={initialText(kit, name)}
      />
      <Hint kit={kit} name={name} hint={hint} />
      <FieldError id={kit.errorId(name)} errors={kit.errors[name]} />
    </div>
  );
}

/**
 * A native select whose first option is a prompt ("Select…") carrying the value 'none', because the spec
 * allows no empty option values; the schemas read 'none' as not chosen.
 */
export function SelectField({
  kit,
  name,
  label,
  hint,
  required,
  className,
  options,
  prompt,
  ...select
}: FieldBase &
  Omit<ComponentProps<'select'>, 'name' | 'required' | 'id'> & {
    options: readonly Option[];
    prompt?: string;
  }) {
  const withPrompt = prompt ? [{ value: NOT_CHOSEN, label: prompt }, ...options] : options;
  return (
    <div className={className}>
      <FieldLabel kit={kit} name={name} label={label} required={required} />
      <Select
        {...select}
        {...controlProps(kit, name, hint, required)}
        options={withPrompt}
        defaultValue={initialText(kit, name) ?? withPrompt[0]?.value}
      />
      <Hint kit={kit} name={name} hint={hint} />
      <FieldError id={kit.errorId(name)} errors={kit.errors[name]} />
    </div>
  );
}

export function CheckboxField({
  kit,
  name,
  label,
  hint,
  required,
  className,
}: FieldBase & { label: ReactNode }) {
  const initial = kit.initial[name];
  return (
    <div className={className}>
      <Checkbox
        {...controlProps(kit, name, hint, required)}
        label={
          <>
            {label}
            {required && kit.marksRequired ? <RequiredMark /> : null}
          </>
        }
        defaultChecked={initial === 'on'}
      />
      <div className="pl-8">
        <Hint kit={kit} name={name} hint={hint} />
        <FieldError id={kit.errorId(name)} errors={kit.errors[name]} />
      </div>
    </div>
  );
}

/**
 * Cards that are native radios or checkboxes: clicking anywhere on a card chooses it, arrow keys and Space
 * work as usual, and the choice posts without JavaScript. Each input is named by its card's title.
 */
export function ChoiceCards<T extends { value: string }>({
  kit,
  name,
  legend,
  description,
  type = 'radio',
  options,
  required,
  disabled,
  renderCard,
  className,
  gridClassName,
  legendClassName,
  tone = 'light',
  markRequired = required,
}: {
  kit: FormKit;
  name: string;
  legend: ReactNode;
  description?: ReactNode;
  type?: 'radio' | 'checkbox';
  options: readonly T[];
  required?: boolean;
  disabled?: (option: T) => boolean;
  /** The card's content; `titleId` must go on the element that names the choice. */
  renderCard: (option: T, ids: { titleId: string; detailId: string }) => ReactNode;
  className?: string;
  gridClassName?: string;
  legendClassName?: string;
  tone?: 'light' | 'dark';
  /** Whether the legend shows the required mark; off when the legend is a heading. */
  markRequired?: boolean;
}) {
  const initial = kit.initial[name];
  const chosen = new Set(Array.isArray(initial) ? initial : initial ? [initial] : []);
  const hasError = Boolean(kit.errors[name]?.length);
  const descriptionId = description ? `${kit.fieldId(name)}-hint` : null;
  return (
    <fieldset
      className={className}
      aria-describedby={
        [descriptionId, hasError ? kit.errorId(name) : null].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className={cn('mb-1 text-sm font-semibold text-ink-800', legendClassName)}>
        {legend}
        {markRequired ? <RequiredMark /> : null}
      </legend>
      {description ? (
        <p id={descriptionId ?? undefined} className="mb-3 text-sm text-ink-600">
          {description}
        </p>
      ) : null}
      <div className={cn('mt-3 grid gap-4', gridClassName)}>
        {options.map((option, i) => {
          const inputId = i === 0 ? kit.fieldId(name) : `${kit.fieldId(name)}-${option.value}`;
          const titleId = `${inputId}-title`;
          const detailId = `${inputId}-detail`;
          const off = disabled?.(option) ?? false;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-2xl p-5 transition-[box-shadow,background-color] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-400',
                tone === 'light'
                  ? 'bg-white ring-1 ring-ink-900/15 hover:ring-ink-900/40 has-[:checked]:bg-gold-200/40 has-[:checked]:ring-2 has-[:checked]:ring-gold-500'
                  : 'bg-white/5 text-white ring-1 ring-white/15 hover:ring-white/40 has-[:checked]:bg-gold-400/10 has-[:checked]:ring-2 has-[:checked]:ring-gold-400',
                hasError && 'ring-corner-500',
                off && 'cursor-not-allowed bg-ink-900/5 shadow-none ring-ink-900/10 hover:ring-ink-900/10',
              )}
            >
              <input
                id={inputId}
                type={type}
                name={name}
                value={option.value}
                disabled={off}
                required={type === 'radio' ? required : undefined}
                defaultChecked={chosen.has(option.value)}
                aria-labelledby={titleId}
                aria-describedby={detailId}
                aria-invalid={hasError ? true : undefined}
                className="absolute top-5 right-5 size-5 accent-gold-500 focus-visible:outline-none disabled:opacity-40"
              />
              {renderCard(option, { titleId, detailId })}
            </label>
          );
        })}
      </div>
      <FieldError id={kit.errorId(name)} errors={kit.errors[name]} />
    </fieldset>
  );
}

/**
 * The problems with a submission, listed where the form starts and announced as soon as they appear.
 * Each links to its field.
 */
export function ErrorSummary({
  kit,
  order,
  className,
  onSelect,
}: {
  kit: FormKit;
  order?: readonly string[];
  className?: string;
  /** Takes over a link's click, for fields the page must reveal first (a wizard's other steps). */
  onSelect?: (name: string) => void;
}) {
  const names = order ?? Object.keys(kit.labels);
  const entries = Object.entries(kit.errors)
    .filter(([, messages]) => messages.length > 0)
    .sort(([a], [b]) => {
      const ia = names.indexOf(a);
      const ib = names.indexOf(b);
      return (ia < 0 ? 999 : ia) - (ib < 0 ? 999 : ib);
    });
  const count = entries.length + (kit.formError ? 1 : 0);
  return (
    <div
      id={kit.summaryId}
      tabIndex={-1}
      role="alert"
      aria-atomic="true"
      className={cn('scroll-mt-24 focus:outline-none', count === 0 && 'hidden', className)}
    >
      {count > 0 ? (
        <div className="rounded-2xl border-2 border-corner-500 bg-white p-5 shadow-sm focus-within:ring-0">
          <h2 className="flex items-center gap-2 font-display text-2xl font-bold text-corner-600 uppercase">
            <AlertCircle aria-hidden className="size-6" />
            {entries.length > 1 ? `There are ${entries.length} problems to fix` : 'There is a problem'}
          </h2>
          {kit.formError ? <p className="mt-2 font-medium text-ink-900">{kit.formError}</p> : null}
          {entries.length > 0 ? (
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {entries.map(([name, messages]) => (
                <li key={name}>
                  <a
                    href={`#${kit.fieldId(name)}`}
                    onClick={
                      onSelect
                        ? (event) => {
                            event.preventDefault();
                            onSelect(name);
                          }
                        : undefined
                    }
                    className="font-medium text-corner-600 underline underline-offset-2 hover:text-corner-500"
                  >
                    {messages[0]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * One white card of a form: its heading (which labels the section) and the required-fields note, then
 * the fields. `roomy` widens the padding on larger screens for the longer forms.
 */
export function FormSection({
  id,
  title,
  titleClassName = 'text-3xl sm:text-4xl',
  roomy = false,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  titleClassName?: string;
  roomy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-3xl bg-white p-6 ring-1 ring-ink-900/10',
        roomy ? 'sm:p-10' : 'sm:p-8',
        className,
      )}
    >
      {/* The size goes first: tailwind-merge drops a leading-* class that precedes a text size. */}
      <h2 id={id} className={cn(titleClassName, 'leading-none font-extrabold uppercase')}>
        {title}
      </h2>
      <RequiredNote className="mt-3" />
      {children}
    </section>
  );
}

/** Fields two to a row from the small breakpoint up. */
export function FieldGrid({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('grid gap-5 sm:grid-cols-2', className)}>{children}</div>;
}

export function RequiredNote({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-ink-600', className)}>
      Fields marked <RequiredMark /> <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}

/** Native radios in a fieldset (see RadioGroup), with the kit's starting value and errors. */
export function RadioField({
  kit,
  name,
  legend,
  options,
  defaultValue,
  required,
  className,
}: {
  kit: FormKit;
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  /** The choice a fresh form starts with; after a failed post, the one the person made. */
  defaultValue?: string;
  required?: boolean;
  className?: string;
}) {
  const hasError = Boolean(kit.errors[name]?.length);
  return (
    <div className={className}>
      <RadioGroup
        name={name}
        legend={legend}
        options={options}
        required={required}
        defaultValue={initialText(kit, name) || defaultValue}
        describedBy={hasError ? kit.errorId(name) : undefined}
      />
      <FieldError id={kit.errorId(name)} errors={kit.errors[name]} />
    </div>
  );
}

/** The form-level message: one sentence a person can act on, announced when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message?: string | null | undefined;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-lg border border-corner-500/30 bg-corner-500/10 px-4 py-3 text-sm font-medium text-corner-600'
          : 'rounded-lg border border-naija-500/30 bg-naija-500/10 px-4 py-3 text-sm font-medium text-naija-700'
      }
    >
      {message}
    </div>
  );
}
