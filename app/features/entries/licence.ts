import { z } from '~/lib/zod';
import { isCalendarDate } from '~/lib/lagos-time';

/**
 * A boxer's federation licence id (issue 27 item 16): what a federation's system knows the boxer by, set by
 * whoever may change the boxer's profile, and the key a bulk import finds a student again by. One boxer
 * holds a licence id on the platform (a unique index). Trimmed; 1 to 40 of the letters A-Z and a-z, the
 * digits, `-`, `/` and `.`, kept as written (`NBB/2026-0412` and `nbb/2026-0412` are two ids).
 * Who sees it is who sees the boxer's private facts (organisations/boxer-privacy.server.ts).
 */
export const LICENCE_ID_MAX = 40;
const LICENCE_ID_PATTERN = /^[A-Za-z0-9./-]+$/;

export const licenceIdSchema = z
  .string({ error: 'A licence id is text' })
  .trim()
  .min(1, 'Enter the licence id')
  .max(LICENCE_ID_MAX, `A licence id is at most ${LICENCE_ID_MAX} characters`)
  .regex(LICENCE_ID_PATTERN, 'A licence id has letters, digits, - / and . only');

/** A change of licence id: absent leaves it, null (or a blank text) clears it, an id sets it. */
export const licenceChangeSchema = z
  .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), licenceIdSchema.nullable())
  .optional();

/** The refusal of a licence id another boxer holds: which boxer is nobody's business. */
export const LICENCE_TAKEN = {
  code: 'licence_id_taken',
  message: 'Another boxer already holds this licence id.',
} as const;

/** Whether `error` (or a cause of it) is the database refusing a second holder of one licence id. */
export function isLicenceIdClash(error: unknown): boolean {
  const seen = new Set<object>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, message, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      code === '23505' &&
      (constraint === 'profiles_licence_id' ||
        (typeof message === 'string' && message.includes('profiles_licence_id')))
    )
      return true;
    current = cause;
  }
  return false;
}

const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * Issue 33: who issued the licence and until when it is valid (a Lagos date, valid through it), which the
 * weigh-in checks when a tournament requires a licence. Absent leaves each as it is, null or blank clears it.
 */
export const licenceDetailsSchema = z.object({
  licenceBody: z
    .preprocess(
      blankIsNull,
      z
        .string({ error: 'The issuing body is text' })
        .trim()
        .min(2, 'Name the body that issued the licence')
        .max(120, 'The issuing body is at most 120 characters')
        .nullable(),
    )
    .optional(),
  licenceExpiresOn: z
    .preprocess(
      blankIsNull,
      z
        .string({ error: 'The expiry is a date' })
        .refine(isCalendarDate, 'The expiry is a date, YYYY-MM-DD')
        .nullable(),
    )
    .optional(),
});
