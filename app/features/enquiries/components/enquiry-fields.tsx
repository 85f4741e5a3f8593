import type { ComponentProps } from 'react';
import { TextField } from '~/components/forms/fields';
import type { FormKit } from '~/components/forms/use-form';
import { limits } from '../limits';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '../submission';

type PresetFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'name' | 'type' | 'autoComplete' | 'maxLength'
>;

/** The e-mail address every enquiry form asks for, with the browser's autofill and our length limit. */
export function EmailField(props: PresetFieldProps) {
  return <TextField name="email" type="email" autoComplete="email" maxLength={limits.email} {...props} />;
}

/** The phone number, required or not as the form decides. */
export function PhoneField(props: PresetFieldProps) {
  return <TextField name="phone" type="tel" autoComplete="tel" maxLength={limits.phone} {...props} />;
}

/**
 * The two hidden fields every enquiry form carries: this form instance's idempotency key, and the
 * honeypot, which people never see or reach and bots fill in.
 */
export function HiddenEnquiryFields({ kit, formInstance }: { kit: FormKit; formInstance: string }) {
  return (
    <>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={formInstance} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden"
      >
        <label htmlFor={`${kit.id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${kit.id}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
