import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy the app itself passes: scripts only from our origin or carrying this response's nonce
 * (React Router's inline hydration data), styles from our origin plus inline style attributes (Radix
 * positions popovers with them), nothing framed, nothing framing us.
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { mediaOrigins?: string[]; formOrigins?: string[]; dev?: boolean } = {},
) {
  const media = ["'self'", 'blob:', ...(options.mediaOrigins ?? [])].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${options.dev ? " 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${options.dev ? ' ws: wss:' : ''}`,
    `media-src ${media}`,
    `frame-src ${options.mediaOrigins?.length ? options.mediaOrigins.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    // A checkout form is answered by a redirect to the payment provider's page (issue 31).
    ["form-action 'self'", ...(options.formOrigins ?? [])].join(' '),
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

export function securityHeaders(options: {
  mediaOrigins?: string[];
  formOrigins?: string[];
  dev?: boolean;
  https?: boolean;
}) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    // Vite's dev client injects inline scripts without a nonce; the policy is enforced in production.
    if (!options.dev) res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (options.https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
