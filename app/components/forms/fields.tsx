import type { ComponentProps, ReactNode } from 'react';
import { FieldError, Input, Label, Textarea } from '~/components/ui/input';
import type { FormKit } from './use-form';

/**
 * The one field kit every form uses: each field takes the form's kit (`useForm`), which gives it its id,
 * the value to start from after a failed post, and its errors, wired for screen readers. The text fields
 * and the form-level message live here; choices (choice-fields.tsx) and the error summary and section
 * layout (form-layout.tsx) are modules of their own, so that a short form such as sign-in downloads only
 * what it uses.
 */

export type FieldBase = {
  kit: FormKit;
  name: string;
  /** Defaults to the schema's label for this field. */
  label?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

export function describedBy(kit: FormKit, name: string, hint: ReactNode) {
  const ids = [
    hint ? `${kit.fieldId(name)}-hint` : null,
    kit.errors[name]?.length ? kit.errorId(name) : null,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

export function controlProps(kit: FormKit, name: string, hint: ReactNode, required?: boolean) {
  return {
    id: kit.fieldId(name),
    name,
    required,
    'aria-invalid': kit.errors[name]?.length ? true : undefined,
    'aria-describedby': describedBy(kit, name, hint),
  } as const;
}

export function initialText(kit: FormKit, name: string) {
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

export function FieldLabel({
  kit,
  name,
  label,
  required,
}: Pick<FieldBase, 'kit' | 'name' | 'label' | 'required'>) {
  return (
    <Label htmlFor={kit.fieldId(name)}>
      {label ?? kit.labels[name]}
      {required && kit.marksRequired ? <RequiredMark /> : null}
    </Label>
  );
}

export function Hint({ kit, name, hint }: Pick<FieldBase, 'kit' | 'name' | 'hint'>) {
  if (!hint) return null;
  return (
    <p id={`${kit.fieldId(name)}-hint`} className="mt-1.5 text-sm text-ink-600">
      {hint}
    </p>
  );
}

/** What every single-control field shows around its control: the label, then the hint and the errors. */
export function FieldFrame({
  kit,
  name,
  label,
  hint,
  required,
  className,
  children,
}: FieldBase & { children: ReactNode }) {
  return (
    <div className={className} data-errors-for={name}>
      <FieldLabel kit={kit} name={name} label={label} required={required} />
      {children}
      <Hint kit={kit} name={name} hint={hint} />
      <FieldError id={kit.errorId(name)} errors={kit.errors[name]} />
    </div>
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
    <FieldFrame kit={kit} name={name} label={label} hint={hint} required={required} className={className}>
      <Input {...input} {...controlProps(kit, name, hint, required)} defaultValue={initialText(kit, name)} />
    </FieldFrame>
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
    <FieldFrame kit={kit} name={name} label={label} hint={hint} required={required} className={className}>
      <Textarea
        {...textarea}
        {...controlProps(kit, name, hint, required)}
        defaultValue={initialText(kit, name)}
      />
    </FieldFrame>
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
