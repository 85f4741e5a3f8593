import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { z } from '~/lib/zod';

/**
 * Phone numbers as Nigerians type them (issue 32 item 1, decision 0033): `0803 123 4567`, `+234 803 123 4567`,
 * `234803…`, `(0803) 123-4567`, `+234 (0) 803…`, `009 234…` or `00 234…` from abroad, full-width digits from a
 * phone keyboard: one E.164 value (`+2348031234567`), checked against the numbering plan with the full metadata
 * of libphonenumber-js (a maintained port of Google's libphonenumber). Server only: its metadata (~150 KB)
 * stays out of every page's JavaScript; forms are checked here and answer with the message beside the field.
 */

export const PHONE_MESSAGE = 'Enter a phone number, like 0803 123 4567 or +234 803 123 4567';
/** Longer than any number written with spaces and brackets: a cap, so a huge string is refused cheaply. */
export const PHONE_MAX_LENGTH = 32;

export type Phone = {
  /** E.164: `+` and up to 15 digits. */
  e164: string;
  /** ISO 3166 country of the number (NG for Nigeria). */
  country: string | null;
  /** Whether a text (SMS, WhatsApp) can reach it: a mobile number, or one the plan cannot tell from a landline. */
  reachableByText: boolean;
};

/** The number as one E.164 value, or null when it is not a phone number anyone could call. */
export function normalisePhone(input: string, defaultCountry: CountryCode = 'NG'): Phone | null {
  if (typeof input !== 'string' || input.length > PHONE_MAX_LENGTH) return null;
  // Full-width digits (a phone keyboard) read as digits; only digits, spaces, + ( ) - . and / are a number.
  const typed = input.normalize('NFKC').trim();
  if (!/^\+?[\d\s().\-/]+$/u.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  // "00 44…" is how much of the world dials abroad; Nigeria's own prefix (009) the library reads itself.
  const written =
    !typed.startsWith('+') && digits.startsWith('00') && !digits.startsWith('009')
      ? `+${digits.slice(2)}`
      : typed;
  const parsed = parsePhoneNumberFromString(written, defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  const type = parsed.getType();
  return {
    e164: parsed.number,
    country: parsed.country ?? null,
    reachableByText: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE',
  };
}

/** A form's phone field: normalised to E.164, or refused with the message a person can act on. */
export function phoneField(required = 'Enter your phone number') {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : PHONE_MESSAGE) })
    .trim()
    .min(1, required)
    .max(PHONE_MAX_LENGTH, PHONE_MESSAGE)
    .transform((value, context) => {
      const phone = normalisePhone(value);
      if (!phone) {
        context.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone.e164;
    });
}
