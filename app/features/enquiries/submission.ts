import { validate as validateFields } from '~/components/forms/submission';
import type { FieldErrors, FormFailure, RawValues, Validation } from '~/components/forms/submission';
import type { z } from '~/lib/zod';

// The form pipeline's own pieces, named here too because the enquiry services and their tests read them
// from this module.
export { toRawValues } from '~/components/forms/submission';
export type { FieldErrors, RawValues, Validation };

/** Hidden fields every enquiry form carries; they never reach the schema. */
export const IDEMPOTENCY_FIELD = 'formInstance';
/** The honeypot: invisible to people, irresistible to bots that fill in every field. */
export const HONEYPOT_FIELD = 'website';

/** The values to put back into the form after a failed submission: what the person typed, minus the traps. */
export function valuesToKeep(raw: RawValues): RawValues {
  const kept: RawValues = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === HONEYPOT_FIELD) continue;
    kept[key] = value;
  }
  return kept;
}

/** Runs an enquiry form's schema over raw values, without the hidden fields; never throws. */
export function validate<S extends z.ZodType>(schema: S, raw: RawValues): Validation<z.output<S>> {
  return validateFields(schema, raw, [IDEMPOTENCY_FIELD, HONEYPOT_FIELD]);
}

/** The idempotency key a form instance carries: random, URL-safe, generated when the form is rendered. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);
}

export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What an enquiry form's action answers. */
export type EnquiryActionResult =
  | {
      status: 'success';
      reference: string;
      /** How to greet the person on the confirmation. */
      greeting: string;
      /** Facts to repeat back: the booked slot, the chosen plan… */
      summary: { label: string; value: string }[];
      /** What happens next, in the spec's words for this form. */
      promises: string[];
    }
  | FormFailure;
