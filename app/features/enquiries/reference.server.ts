import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read out over the phone cannot be misheard. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /^AJB-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/;

/** AJB-7K3Q9: 31^5 ≈ 28.6 million; uniqueness is the table's job, and a collision is retried. */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 5; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `AJB-${code}`;
}

/** A reference typed by an admin: case and stray spaces forgiven. */
export function normaliseReference(value: string): string {
  return value.trim().toUpperCase();
}
