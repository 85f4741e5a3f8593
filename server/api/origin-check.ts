import type { NextFunction, Request, Response } from 'express';
import { apiError, sendApiError } from '../http/api-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The auth library's session cookie, with the prefix it takes over HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The request's own origin as Express sees it: under TRUST_PROXY, the scheme and host the proxy forwarded. */
function requestOrigin(req: Request): string | null {
  try {
    return req.host ? new URL(`${req.protocol}://${req.host}`).origin : null;
  } catch {
    return null;
  }
}

/**
 * The one rule for a write that rides on a cookie (the REST API, page actions, sign-out, the auth library's
 * endpoints): it must come from this site. Its Origin, scheme, host and port, must be BASE_URL's origin or
 * the request's own origin as Express sees it under TRUST_PROXY. Without an Origin header it is refused,
 * unless the browser's Sec-Fetch-Site (which a page cannot forge) says same-origin; browsers send Origin
 * on every POST, forms without JavaScript included, so only a non-browser client meets that refusal.
 */
export function isSameSiteWrite(req: Request, baseOrigin: string): boolean {
  const origin = req.get('origin');
  if (origin === undefined) return req.get('sec-fetch-site') === 'same-origin';
  let claimed: string;
  try {
    // 'null' (a sandboxed or privacy-stripped origin) and garbage do not parse: not ours.
    claimed = new URL(origin).origin;
  } catch {
    return false;
  }
  if (claimed === 'null') return false;
  return claimed === baseOrigin || claimed === requestOrigin(req);
}

function isSafe(req: Request) {
  return SAFE.has(req.method);
}

/**
 * The REST API. Clients with a bearer token carry no ambient credentials and are exempt (a page on another
 * site cannot add an Authorization header without a CORS grant, which this API never gives).
 */
export function requireSameOrigin(baseUrl: string) {
  const expected = new URL(baseUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (isSafe(req)) return next();
    if ((req.get('authorization') ?? '').toLowerCase().startsWith('bearer ')) return next();
    if (isSameSiteWrite(req, expected)) return next();
    sendApiError(
      res,
      apiError(
        403,
        'bad_origin',
        'State-changing requests must come from this site, or carry a bearer token.',
      ),
    );
  };
}

/**
 * Page actions, sign-out and the auth library's endpoints: a write carrying the session cookie must come
 * from this site. React Router's own check covers only UI routes and lets a request without Origin
 * through; sign-out is a resource route, which it does not check at all. A write without the session
 * cookie (a public form, a sign-in) has no ambient rights to misuse and is left to the route.
 */
export function requireSameOriginForCookieWrites(baseUrl: string) {
  const expected = new URL(baseUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (isSafe(req) || !SESSION_COOKIE.test(req.get('cookie') ?? '')) return next();
    if (isSameSiteWrite(req, expected)) return next();
    const message = 'This request did not come from a page of this site, so it was not carried out.';
    if (req.path.startsWith('/api/')) {
      sendApiError(res, apiError(403, 'bad_origin', message));
    } else {
      res.status(403).type('text/plain').send(`${message} Go back, reload the page and try again.`);
    }
  };
}
