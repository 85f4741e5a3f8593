import type { AppLoadContext } from 'react-router';
import { CLIENT_IP_HEADER } from '@server/http/client-ip';
import { databaseUnavailableAnswer } from '@server/http/database-outage';

export type AuthCall = {
  ok: boolean;
  status: number;
  body: { message?: string; code?: string } & Record<string, unknown>;
  setCookies: string[];
};

/**
 * Calls the auth library through its HTTP handler, as a browser would, so that the page forms get the
 * same per-IP and per-account rate limits and the same checks as API clients.
 */
export async function callAuth(
  context: AppLoadContext,
  request: Request,
  path: string,
  body?: Record<string, unknown>,
  method: 'GET' | 'POST' = 'POST',
): Promise<AuthCall> {
  const { config, auth } = context.services;
  // The address Express derived under TRUST_PROXY, in the header the auth library reads it from.
  const headers = new Headers({ origin: config.baseUrl, [CLIENT_IP_HEADER]: context.clientIp });
  for (const name of ['cookie', 'user-agent']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (body) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(`/api/auth${path}`, config.baseUrl), {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  // The auth library's answer while the database is down (server/auth/outage-answer.ts): every page that
  // calls it shows the same 503 "try again in a moment" as any other page would.
  if (response.status === 503) throw databaseUnavailableAnswer();
  const parsed = (await response.json().catch(() => ({}))) as AuthCall['body'] | null;
  return {
    ok: response.ok,
    status: response.status,
    body: parsed ?? {},
    setCookies: response.headers.getSetCookie(),
  };
}

/** Headers that carry the auth library's cookies onto our own redirect. */
export function withCookies(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/** Longer than any address of ours; a longer one is not worth parsing. */
const MAX_REDIRECT_LENGTH = 2048;
/** Stand-in origin to resolve against: whatever resolves elsewhere is not one of our paths. */
const PROBE_ORIGIN = 'http://redirect.invalid';

/**
 * Only our own paths: never an open redirect to another site, and never a value that cannot be a header.
 * The value is judged as a browser would read it (it drops tabs, CR and LF, reads `\` as `/` and
 * resolves dot segments), so `/\t/evil.example` or `/.//evil.example` cannot slip through as `//…`.
 * Control characters and encoded slashes or backslashes at the start are refused rather than repaired.
 * What is kept is re-serialised by the URL parser: percent-encoded, so non-Latin-1 letters travel safely.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== 'string' || to.length > MAX_REDIRECT_LENGTH) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!to.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = url.pathname;
  // After dot segments are resolved the path could start with `//` (a scheme-relative address), and an
  // encoded `/` or `\` at the start turns into one for any hop that decodes once.
  if (/^\/(\/|%2f|%5c)/i.test(path)) return fallback;
  return `${path}${url.search}${url.hash}`;
}

export const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
