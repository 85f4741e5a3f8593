import type { ComponentProps, ReactNode } from 'react';
import { Checkbox } from '~/components/ui/checkbox';
import { FieldError } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { cn } from '~/lib/cn';
import { controlProps, FieldFrame, Hint, initialText, RequiredMark } from './fields';
import type { FieldBase } from './fields';
import { invalidCardClass } from './problem-markup';
import { NOT_CHOSEN } from './submission';
import type { FormKit } from './use-form';

/** The field kit's choices: selects, checkboxes and choice cards (see fields.tsx; radios in radio-field.tsx). */

type Option = { readonly value: string; readonly label: string };

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
    <FieldFrame kit={kit} name={name} label={label} hint={hint} required={required} className={className}>
      <Select
        {...select}
        {...controlProps(kit, name, hint, required)}
        options={withPrompt}
        defaultValue={initialText(kit, name) ?? withPrompt[0]?.value}
      />
    </FieldFrame>
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
      <div className="pl-8" data-errors-for={name}>
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
      data-errors-for={name}
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
                hasError && invalidCardClass,
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
