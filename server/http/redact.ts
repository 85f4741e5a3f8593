import { formatWithOptions } from 'node:util';

/**
 * Logs must never carry what would let a reader act as someone: session tokens, reset and verification
 * tokens, passwords, cookies, Authorization headers. They leak through three doors, each shut here:
 * - URLs: query values whose names sound secret (token, session, password, code, secret, key…), and the
 *   token segment of better-auth's own reset links;
 * - errors: a failed database query carries its parameters (the session token of a session lookup, the
 *   password hash of an insert) in its message and its `params`;
 * - anything else printed: header dumps (cookie, authorization), `Bearer …`, `password: '…'`.
 */

const SECRET_NAME =
  /token|session|pass(?:word|wd)?|pwd|secret|key|code|sig(?:nature)?|auth|jwt|otp|credential/i;
const REDACTED = '[redacted]';

/** A path segment that is a token rather than a name or an id: long and random-looking, not a UUID. */
function looksLikeToken(segment: string) {
  return (
    segment.length >= 24 &&
    /^[A-Za-z0-9_~.%-]+$/.test(segment) &&
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) &&
    /\d/.test(segment) &&
    /[A-Za-z]/.test(segment)
  );
}

/** A path as it may be logged: tokens in its segments and secret-sounding query values replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  const safePath = pathname
    .split('/')
    .map((segment) => (looksLikeToken(segment) ? REDACTED : segment))
    .join('/');
  return safePath + redactQueryValues(rest);
}

function redactQueryValues(text: string) {
  return text.replace(/([?&;])([^=&\s#"'?]*)=([^&\s#"']*)/g, (whole, sep: string, name: string) =>
    SECRET_NAME.test(decodeURIComponentSafe(name)) ? `${sep}${name}=${REDACTED}` : whole,
  );
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Free text (a formatted log line): every pattern above that can be recognised in text. */
export function redactText(text: string): string {
  return (
    redactQueryValues(text)
      // Cookie pairs whose name says session or token, wherever they appear (a Cookie header, a jar).
      .replace(
        /((?:^|[\s;,'"(])(?:__Secure-|__Host-)?[\w.-]*(?:session|token|secret)[\w.-]*=)([^;\s'",)]+)/gi,
        `$1${REDACTED}`,
      )
      // Header dumps: the whole value of cookie, set-cookie and authorization headers.
      .replace(
        /(\b(?:set-cookie|cookie|proxy-authorization|authorization)['"]?\s*[:=]\s*)(\[[^\]]*\]|'[^']*'|"[^"]*"|[^\n,}]+)/gi,
        `$1${REDACTED}`,
      )
      .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${REDACTED}`)
      // Object and JSON dumps: password: '…', "token":"…", sessionToken: "…".
      .replace(
        /((?:\b|["'])(?:\w*password|\w*token|\w*secret)["']?\s*[:=]\s*)(["'`])(?:\\.|(?!\2)[^\\])*\2/gi,
        `$1$2${REDACTED}$2`,
      )
      // A failed query's parameters in a message or stack: from "params:" to the first stack frame.
      .replace(
        /(\n\s*params: )(?!'?\[redacted\])[\s\S]*?(?=\n\s+at |\n\s*\.\.\. |\n\s*[a-z]\w*: |$)/g,
        `$1${REDACTED}`,
      )
  );
}

/**
 * A copy of an error (and its causes) fit to print: its `params` dropped (a failed query's values), its
 * message and stack redacted. Anything that is not an error is returned as it is.
 */
export function errorWithoutSecrets(value: unknown, seen = new WeakMap<object, unknown>()): unknown {
  if (!(value instanceof Error)) return value;
  if (seen.has(value)) return seen.get(value);
  const copy = Object.create(Object.getPrototypeOf(value) as object) as Record<PropertyKey, unknown>;
  seen.set(value, copy);
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
    let field: unknown = 'value' in descriptor ? descriptor.value : (value as never)[key];
    if (key === 'params') field = REDACTED;
    else if (typeof field === 'string' && (key === 'message' || key === 'stack')) field = redactText(field);
    else if (field instanceof Error) field = errorWithoutSecrets(field, seen);
    else if (Array.isArray(field)) field = field.map((item) => errorWithoutSecrets(item, seen));
    Object.defineProperty(copy, key, {
      value: field,
      enumerable: descriptor.enumerable ?? false,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

type ConsoleLike = Pick<Console, 'log' | 'info' | 'warn' | 'error' | 'debug' | 'trace'>;
const installed = new WeakSet<object>();

/**
 * Makes every line printed through `target` (the console, by default) pass through the redaction above:
 * our own logs, and those of libraries we do not control (better-auth's logger, React Router's error
 * reporting), which print whole errors with their query parameters.
 */
export function installLogRedaction(target: ConsoleLike = console) {
  if (installed.has(target)) return;
  installed.add(target);
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    const print = target[method].bind(target);
    target[method] = (...args: unknown[]) =>
      print(redactText(formatWithOptions({ colors: false }, ...args.map((arg) => errorWithoutSecrets(arg)))));
  }
}
