import type { FieldErrors } from '@server/service-error';
import type { z } from '~/lib/zod';

/**
 * The one way a form post is read, checked and answered, in the browser and in every action. Nothing here
 * imports zod at run time (only its types): the browser loads a form's schema lazily (decision 0005), and
 * this module travels with the form kit, not with the validator.
 */

/**
 * What a form post looks like before validation, in the browser and on the server: each field's text,
 * or a list when the name repeats (ticked boxes). Files and anything else a hostile client might send are
 * dropped here, so the schemas only ever see text. A NUL character never reaches it from a page's post:
 * the server answers such a post with a field error before any action runs (server/http/form-posts.ts).
 */
export type RawValues = Record<string, string | string[]>;
/** Messages per field name, as the fields and the error summary show them; the services' own type. */
export type { FieldErrors };

/**
 * The value of a select's prompt option ("Select your experience level"). Native selects need a first
 * option to show before anyone chooses, and the spec forbids empty option values, so the prompt carries
 * this word and the schemas read it as "not chosen".
 */
export const NOT_CHOSEN = 'none';

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

/** zod's issues as { field: [messages] }; a problem with no field (a whole-object rule) goes under 'form'. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export type Validation<T> = { success: true; data: T } | { success: false; fieldErrors: FieldErrors };

/** Runs a form's schema over raw values, leaving out the `ignore`d names; never throws, whatever the input. */
export function validate<S extends z.ZodType>(
  schema: S,
  raw: RawValues,
  ignore: readonly string[] = [],
): Validation<z.output<S>> {
  const fields = ignore.length
    ? Object.fromEntries(Object.entries(raw).filter(([name]) => !ignore.includes(name)))
    : raw;
  const result = schema.safeParse(fields);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: fieldErrors(result.error) };
}

/**
 * A form's answer when the submission cannot be taken as it is: the problems per field, or one about the
 * whole submission, and what the person typed, so that the form comes back filled in, with or without
 * JavaScript. Every action answers a failed form post with this shape; `useForm` reads it.
 */
export type FormFailure = {
  status: 'invalid';
  fieldErrors: FieldErrors;
  /** A problem with the submission as a whole (a wrong password, a rate limit, a slot just taken). */
  formError?: string;
  values: RawValues;
};

export function formFailure(
  problem: { fieldErrors?: FieldErrors; formError?: string | undefined },
  values: RawValues = {},
): FormFailure {
  return {
    status: 'invalid',
    fieldErrors: problem.fieldErrors ?? {},
    ...(problem.formError ? { formError: problem.formError } : {}),
    values,
  };
}

export function isFormFailure(result: unknown): result is FormFailure {
  return (
    typeof result === 'object' && result !== null && (result as { status?: unknown }).status === 'invalid'
  );
}

export type ParsedSubmission<T> =
  { ok: true; data: T; values: RawValues } | { ok: false; failure: FormFailure; values: RawValues };

/**
 * Reads a form post and runs its schema: the typed data, or the failure to answer with. `ignore` names
 * fields the schema never sees (an idempotency key, a honeypot); `secret` names fields never sent back
 * (passwords), and both are left out of the values the form is refilled with.
 */
export function parseSubmission<S extends z.ZodType>(
  schema: S,
  input: FormData | URLSearchParams | Record<string, unknown> | null,
  options: { ignore?: readonly string[]; secret?: readonly string[] } = {},
): ParsedSubmission<z.output<S>> {
  const raw = input ? toRawValues(input) : ({} as RawValues);
  const hidden = [...(options.ignore ?? []), ...(options.secret ?? [])];
  const values = Object.fromEntries(
    Object.entries(raw).filter(([name]) => !hidden.includes(name)),
  ) as RawValues;
  const outcome = validate(schema, raw, options.ignore);
  if (outcome.success) return { ok: true, data: outcome.data, values };
  return { ok: false, failure: formFailure({ fieldErrors: outcome.fieldErrors }, values), values };
}

/** True when a field holds something: text that is not blank, or at least one ticked box. */
export function filled(values: RawValues, name: string): boolean {
  const value = values[name];
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' && value.trim() !== '' && value !== NOT_CHOSEN;
}
