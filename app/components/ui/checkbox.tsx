import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** Native checkbox with a label: posts as a normal form field, keyboard and screen-reader friendly. */
export function Checkbox({
  className,
  label,
  id,
  ...props
}: ComponentProps<'input'> & { label: ReactNode; id: string }) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input id={id} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-gold-500" {...props} />
      <label htmlFor={id} className="text-sm text-ink-800">
        {label}
      </label>
    </div>
  );
}
