import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack signs each webhook with `x-paystack-signature`: the hex HMAC-SHA512 of the raw request body, keyed
 * with the account's secret key. The body must be the bytes as they arrived: parsing and serialising again
 * would change them.
 */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Whether the header is the body's signature under this key (compared in constant time). */
export function isPaystackSignature(secretKey: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(header.toLowerCase(), 'hex'));
}
