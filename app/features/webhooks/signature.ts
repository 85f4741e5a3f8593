import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signature of an outbound webhook (README "Webhooks"): `AJBXNG-Signature: t=<unix seconds>,v1=<hex>`,
 * where the hex is HMAC-SHA256, keyed with the subscription's secret (its text, as given once at creation),
 * of `<t>.<the exact body bytes>`. The timestamp is in the signed text, so a captured request cannot be
 * replayed later with a new timestamp; a receiver refuses one whose t is more than 5 minutes from its own
 * clock. Each attempt is signed afresh, with its own t.
 */

export const SIGNATURE_HEADER = 'AJBXNG-Signature';
export const TIMESTAMP_HEADER = 'AJBXNG-Webhook-Timestamp';
export const ID_HEADER = 'AJBXNG-Webhook-Id';
/** How far a receiver lets a timestamp be from its own clock (what verifyWebhookSignature uses). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A new subscription's secret: 32 random bytes, hex (64 characters), prefixed so it is recognisable. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`;
}

/**
 * A receiver's check, as the README describes it (and the tests use): the header's t within the tolerance
 * of `nowSeconds`, and one of its v1 signatures equal to ours, compared in constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('=') as [string, string | undefined]);
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, t, body), 'hex');
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
