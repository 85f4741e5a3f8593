import { data } from 'react-router';
import type { ServerBuild } from 'react-router';
import type { FieldErrors } from '../service-error';

/**
 * A NUL character in a page's form post, checked once for every page action before it runs (issue 27):
 * PostgreSQL (PGlite alike) refuses a NUL in text, and the refusal was a 500 wherever an action stored a
 * posted value that no schema had cleaned (a guardian's name, a withdrawal reason, an invitation's name).
 *
 * The check sits here, where every action is called, not in the form kit's `toRawValues`: that is the one
 * reader of the forms that run a schema, but many actions read their post with `form.get` (an intent, an id,
 * a name), and a NUL must reach none of them.
 *
 * The post is answered, not cleaned: a NUL is never typed, and storing a value other than the one sent
 * would be a silent change. Each field holding one gets the field error "Contains a character that is not
 * allowed" (a NUL in a field's name, the form's error), with status 400, in the form kit's failure shape
 * (`FormFailure`, app/components/forms/submission.ts): a form shows the errors beside its fields and is
 * filled in again with everything else that was typed (less the NULs, and never a password, token or
 * secret). The post's `intent`, when it names one, is kept so that a page with several forms shows the
 * answer on the one that was sent. A file's bytes are not looked at: the media store checks files.
 */

const NUL = '\u0000';
export const NOT_ALLOWED_CHARACTER = 'Contains a character that is not allowed';
export const NOT_ALLOWED_IN_FORM =
  'The form contains a character that is not allowed (a NUL character). Remove it and send the form again.';

const formContentType = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
/** Never sent back to be filled in again, whatever the form. */
const neverEchoed = /password|secret|token/i;

/**
 * The form kit's FormFailure, with the intent of the form that was sent; `ok: false` and `message` too, the
 * answer of the workspace's pages that show a refusal as one message (entries, draws, bouts, weigh-in).
 */
export type NulRefusal = {
  status: 'invalid';
  ok: false;
  message: string;
  intent?: string;
  fieldErrors: FieldErrors;
  formError?: string;
  values: Record<string, string | string[]>;
};

/** The refusal of a form post holding a NUL, or null when it holds none (or is not a form post). */
export async function nulInFormPost(request: Request): Promise<NulRefusal | null> {
  if (!formContentType.test(request.headers.get('content-type') ?? '')) return null;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    // A body that does not parse as a form: the action reads it the same way and answers for it.
    return null;
  }
  const fieldErrors: FieldErrors = {};
  const values: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  let found = false;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    if (key.includes(NUL)) {
      found = true;
      continue;
    }
    if (value.includes(NUL)) {
      found = true;
      fieldErrors[key] = [NOT_ALLOWED_CHARACTER];
    }
    if (neverEchoed.test(key)) continue;
    const kept = value.replaceAll(NUL, '');
    const existing = values[key];
    values[key] =
      existing === undefined ? kept : [...(Array.isArray(existing) ? existing : [existing]), kept];
  }
  if (!found) return null;
  const intent = values.intent;
  return {
    status: 'invalid',
    ok: false,
    message: NOT_ALLOWED_IN_FORM,
    ...(typeof intent === 'string' && intent ? { intent } : {}),
    fieldErrors,
    formError: NOT_ALLOWED_IN_FORM,
    values,
  };
}

type Action = NonNullable<ServerBuild['routes'][string]>['module']['action'];

function checked(action: NonNullable<Action>): NonNullable<Action> {
  return async (args) => {
    const refusal = await nulInFormPost(args.request);
    if (refusal) return data(refusal, { status: 400, headers: { 'Cache-Control': 'private, no-store' } });
    return action(args);
  };
}

const withChecks = new WeakMap<ServerBuild, ServerBuild>();

/** The build with every route's action behind the check above. */
export function checkFormPosts(build: ServerBuild): ServerBuild {
  const known = withChecks.get(build);
  if (known) return known;
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { action } = route.module;
    routes[id] = action ? { ...route, module: { ...route.module, action: checked(action) } } : route;
  }
  const wrapped = { ...build, routes };
  withChecks.set(build, wrapped);
  return wrapped;
}

/** For createRequestHandler, whose build is the bundle in production and a loader of it in development. */
export function withFormPostChecks(
  build: ServerBuild | (() => Promise<ServerBuild>),
): ServerBuild | (() => Promise<ServerBuild>) {
  return typeof build === 'function' ? async () => checkFormPosts(await build()) : checkFormPosts(build);
}
