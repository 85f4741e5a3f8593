import type { AppLoadContext } from 'react-router';

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
  const headers = new Headers({ origin: config.baseUrl, 'x-forwarded-for': context.clientIp });
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

/** Only our own paths: never an open redirect to another site. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\'))
    return fallback;
  return to;
}

export const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
