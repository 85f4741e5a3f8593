import { randomBytes } from 'node:crypto';

/** Our own payment reference, sent to Paystack and returned by it: `AJB-` and 16 unambiguous characters. */
export function newPaymentReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return `AJB-${out}`;
}

/** A reference as we make them (checked before any lookup: anything else is not ours). */
export const PAYMENT_REFERENCE = /^AJB-[A-HJ-NP-Z2-9]{16}$/;

/** Whole naira (how fees are stored and shown) to kobo (how money is counted and sent). */
export const koboOf = (naira: number): number => Math.round(naira * 100);
