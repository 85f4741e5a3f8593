import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { fieldClass } from './input';

/**
 * A native select, styled: it works without JavaScript, posts with plain forms, and is fully accessible
 * on phones. Every option must carry a non-empty value.
 */
export function Select({
  className,
  options,
  placeholder,
  ...props
}: ComponentProps<'select'> & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <div className="relative">
      <select className={cn(fieldClass, 'appearance-none pr-10', className)} {...props}>
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-600"
      />
    </div>
  );
}
