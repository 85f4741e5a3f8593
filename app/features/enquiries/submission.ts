import type { z } from '~/lib/zod';

/**
 * What a form post looks like before validation, in the browser and on the server: each field's text,
 * or a list when the name repeats (ticked boxes). Files and anything else a hostile client might send are
 * dropped here, so the schemas only ever see text.
 */
export type RawValues = Record<string, string | string[]>;
export type FieldErrors = Record<string, string[]>;

/** Hidden fields every enquiry form carries; they never reach the schema. */
export const IDEMPOTENCY_FIELD = 'formInstance';
/** The honeypot: invisible to people, irresistible to bots that fill in every field. */
export const HONEYPOT_FIELD = 'website';

const MAX_FIELDS = 100;

/**
 * Half of a surrogate pair cannot arrive over HTTP (it is not valid UTF-8), but a string built in code can
 * carry one, and PostgreSQL's jsonb refuses it. It becomes the replacement character, as a browser would.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function toRawValues(input: FormData | URLSearchParams | Record<string, unknown>): RawValues {
  const values: RawValues = Object.create(null) as RawValues;
  const add = (key: string, raw: unknown) => {
    if (typeof raw !== 'string') return;
    if (!(key in values) && Object.keys(values).length >= MAX_FIELDS) return;
    const value = raw.replace(loneSurrogate, '\uFFFD');
    const existing = values[key];
    if (existing === undefined) values[key] = value;
    else values[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  if (input instanceof FormData || input instanceof URLSearchParams) {
    for (const [key, value] of input.entries()) add(key, value);
  } else if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      if (Array.isArray(value)) for (const item of value) add(key, item);
      else add(key, value);
    }
  }
  return values;
}

/** The values to put back into the form after a failed submission: what the person typed, minus the traps. */
export function valuesToKeep(raw: RawValues): RawValues {
  const kept: RawValues = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === HONEYPOT_FIELD) continue;
    kept[key] = value;
  }
  return kept;
}

export type Validation<T> = { success: true; data: T } | { success: false; fieldErrors: FieldErrors };

/** Runs a form's schema over raw values; never throws, whatever the input. */
export function validate<S extends z.ZodType>(schema: S, raw: RawValues): Validation<z.output<S>> {
  const { [IDEMPOTENCY_FIELD]: _key, [HONEYPOT_FIELD]: _trap, ...fields } = raw;
  const result = schema.safeParse(fields);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    const list = (fieldErrors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return { success: false, fieldErrors };
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
  | {
      status: 'invalid';
      fieldErrors: FieldErrors;
      /** A problem with the submission as a whole (rate limit, expired form, a slot just taken). */
      formError?: string;
      values: RawValues;
    };
