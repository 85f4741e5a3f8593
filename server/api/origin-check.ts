import type { NextFunction, Request, Response } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * React Router's CSRF check covers its own actions only. For the REST API, a state-changing request
 * that rides on the session cookie must come from our own origin; clients with a bearer token carry
 * no ambient credentials and are exempt.
 */
export function requireSameOrigin(baseUrl: string) {
  const expected = new URL(baseUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE.has(req.method)) return next();
    if ((req.get('authorization') ?? '').toLowerCase().startsWith('bearer ')) return next();
    const origin = req.get('origin');
    const host = req.get('host');
    let sameHost = false;
    try {
      sameHost = origin !== undefined && host !== undefined && new URL(origin).host === host;
    } catch {
      // 'null' or garbage: not our origin.
    }
    if (origin === expected || sameHost) return next();
    res.status(403).json({
      error: 'bad_origin',
      message: 'State-changing requests must come from this site, or carry a bearer token.',
    });
  };
}
