import { cleanText, plainText } from '@server/http/plain-text';
import type { TextKind } from '@server/http/plain-text';
import { z } from '~/lib/zod';
import { isCalendarDate } from '~/lib/lagos-time';
import { limits, NOT_CHOSEN } from '../limits';

export { limits, NOT_CHOSEN };

/**
 * Building blocks for the public forms' schemas. Every field arrives as text from a form post (or as
 * anything at all from a hostile client), so each block trims, treats blank as absent, caps its length and
 * phrases its messages for the person filling the form in.
 */

function blankToAbsent(value: unknown) {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Cleans text (see app/lib/plain-text.ts) before it is trimmed, so that a value made only of invisible
 * characters counts as not given; plainText then refuses what is left to refuse, naming the field.
 */
function cleanThenBlankToAbsent(kind: TextKind) {
  return (value: unknown) => blankToAbsent(typeof value === 'string' ? cleanText(value, kind) : value);
}

type TextOptions = {
  /** How the field is named in messages: 'First name'. */
  label: string;
  max: number;
  /** Messages and addresses may span lines; names and phone numbers may not (they go into e-mail headers). */
  multiline?: boolean;
};

function textSchema({ label, max, multiline }: TextOptions, required?: string) {
  return plainText(
    z.string({
      error: (issue) =>
        issue.input === undefined
          ? (required ?? `Enter ${label.toLowerCase()}`)
          : `${label} must be plain text`,
    }),
    { label, multiline },
  ).max(max, `${label} must be ${max} characters or fewer`);
}

export function requiredText(options: TextOptions & { required: string }) {
  return z.preprocess(cleanThenBlankToAbsent(options), textSchema(options, options.required));
}

export function optionalText(options: TextOptions) {
  return z.preprocess(cleanThenBlankToAbsent(options), textSchema(options).optional());
}

const emailMessage = 'Enter a valid e-mail address, like name@example.com';

const oneLine = cleanThenBlankToAbsent({ multiline: false });

export function email(required = 'Enter your e-mail address') {
  return z.preprocess(
    oneLine,
    z
      .email({ error: (issue) => (issue.input === undefined ? required : emailMessage) })
      .max(limits.email, `E-mail address must be ${limits.email} characters or fewer`),
  );
}

const phoneMessage = 'Enter a phone number, like 0803 123 4567 or +234 803 123 4567';

function phoneSchema(required?: string) {
  return (
    z
      .string({ error: (issue) => (issue.input === undefined ? (required ?? phoneMessage) : phoneMessage) })
      .max(limits.phone, `Phone number must be ${limits.phone} characters or fewer`)
      // Spaces (\p{Zs}), not any whitespace: a line break in a phone number would reach the e-mails.
      .regex(/^\+?[\d\p{Zs}().-]+$/u, phoneMessage)
      .refine((v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 7 && digits <= 15;
      }, phoneMessage)
  );
}

export function requiredPhone(required = 'Enter your phone number') {
  return z.preprocess(oneLine, phoneSchema(required));
}

export function optionalPhone() {
  return z.preprocess(oneLine, phoneSchema().optional());
}

function unchosenToAbsent(value: unknown) {
  const v = blankToAbsent(value);
  return v === NOT_CHOSEN ? undefined : v;
}

export function requiredChoice<const V extends readonly [string, ...string[]]>(choices: V, required: string) {
  return z.preprocess(
    unchosenToAbsent,
    z.enum(choices, {
      error: (issue) => (issue.input === undefined ? required : 'Choose one of the listed options'),
    }),
  );
}

export function optionalChoice<const V extends readonly [string, ...string[]]>(choices: V) {
  return z.preprocess(
    unchosenToAbsent,
    z.enum(choices, { error: 'Choose one of the listed options' }).optional(),
  );
}

/** A set of ticked boxes sharing one name: absent means none, a single value means one. */
export function choices<const V extends readonly [string, ...string[]]>(options: V) {
  return z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.enum(options, { error: 'Choose from the listed options' }))
      .max(options.length, 'Choose from the listed options')
      .transform((list) => [...new Set(list)]),
  );
}

function ticked(value: unknown) {
  return value === 'on' || value === 'true' || value === 'yes' || value === true;
}

/** A checkbox that may be left unticked. */
export function checkbox() {
  return z.preprocess(ticked, z.boolean());
}

/** A checkbox that must be ticked to submit, such as agreeing to the terms. */
export function mustTick(message: string) {
  return z.preprocess(ticked, z.literal(true, { error: message }));
}

/** A whole number typed into a number input. */
function wholeNumber({ label, min, max }: { label: string; min: number; max: number }, required?: string) {
  const range = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? (required ?? range) : range) })
    .regex(/^\d{1,6}$/, range)
    .transform(Number)
    .refine((n) => n >= min && n <= max, range);
}

export function optionalWholeNumber(options: { label: string; min: number; max: number }) {
  return z.preprocess(blankToAbsent, wholeNumber(options).optional());
}

/** A date from a date input (YYYY-MM-DD). */
export function calendarDate({ label, required }: { label: string; required: string }) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? required : `Enter ${label.toLowerCase()} as a date`),
    })
    .refine(isCalendarDate, `Enter ${label.toLowerCase()} as a real date, like 2008-03-27`);
}

export function requiredDate(options: { label: string; required: string }) {
  return z.preprocess(blankToAbsent, calendarDate(options));
}

export function optionalDate(options: { label: string }) {
  return z.preprocess(blankToAbsent, calendarDate({ ...options, required: '' }).optional());
}
