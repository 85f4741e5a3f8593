import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WhatsApp (Meta) signs each webhook with `X-Hub-Signature-256: sha256=<hex>`: the HMAC-SHA256 of the raw
 * body keyed with the app secret. The body must be the bytes as they arrived.
 */
export function whatsAppSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether the header is the body's signature under this secret (compared in constant time). */
export function isWhatsAppSignature(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!appSecret || !header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(whatsAppSignature(appSecret, rawBody).slice(7), 'hex');
  return timingSafeEqual(expected, Buffer.from(header.slice(7).toLowerCase(), 'hex'));
}

/** Whether two secrets (a webhook token, a verify token) are equal, in constant time whatever their length. */
export function sameSecret(expected: string, given: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
