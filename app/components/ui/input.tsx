import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { fieldErrorClass } from '~/components/forms/problem-markup';

export const fieldClass =
  'block w-full rounded-md border border-ink-900/20 bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-ink-400 shadow-sm transition-colors focus:border-gold-500 focus:outline-none focus:ring-3 focus:ring-gold-400/40 aria-[invalid=true]:border-corner-500 disabled:cursor-not-allowed disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, className)} {...props} />;
}
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-28', className)} {...props} />;
}
export function Label({ className, ...props }: ComponentProps<'label'>) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor or wrap the control
  return <label className={cn('mb-1.5 block text-sm font-semibold text-ink-800', className)} {...props} />;
}
export function FieldError({ id, errors }: { id: string; errors?: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={fieldErrorClass}>
      {errors.join(' ')}
    </p>
  );
}
