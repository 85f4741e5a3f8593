import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode };

/** A fieldset of native radios, so the choice posts without JavaScript and arrow keys move between options. */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  defaultValue,
  onValueChange,
  className,
  required,
  describedBy,
}: {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  required?: boolean;
  describedBy?: string;
}) {
  return (
    <fieldset className={cn('space-y-2', className)} aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-semibold text-ink-800">{legend}</legend>
      {options.map((o) => {
        const id = `${name}-${o.value}`;
        return (
          <div key={o.value} className="flex items-start gap-3">
            <input
              type="radio"
              id={id}
              name={name}
              value={o.value}
              required={required}
              className="mt-0.5 size-5 shrink-0 accent-gold-500"
              {...(value !== undefined
                ? { checked: value === o.value }
                : { defaultChecked: defaultValue === o.value })}
              onChange={(e) => e.currentTarget.checked && onValueChange?.(o.value)}
            />
            <label htmlFor={id} className="text-sm text-ink-800">
              <span className="font-semibold">{o.label}</span>
              {o.description ? <span className="block text-ink-600">{o.description}</span> : null}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
