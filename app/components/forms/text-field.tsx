import type { ComponentProps, ReactNode } from 'react';
import { FieldError, Input, Label } from '~/components/ui/input';

/** A labelled input with its error beside it, wired for screen readers. */
export function TextField({
  name,
  label,
  errors,
  hint,
  ...props
}: ComponentProps<'input'> & {
  name: string;
  label: ReactNode;
  errors?: string[] | undefined;
  hint?: ReactNode;
}) {
  const id = props.id ?? `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** The form-level message: one sentence a person can act on, announced when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message?: string | null;
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
