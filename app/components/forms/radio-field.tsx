import type { ReactNode } from 'react';
import { FieldError } from '~/components/ui/input';
import { RadioGroup } from '~/components/ui/radio-group';
import type { RadioOption } from '~/components/ui/radio-group';
import { initialText } from './fields';
import type { FormKit } from './use-form';

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
    <div className={className} data-errors-for={name}>
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
