/**
 * Issue 32: a person who signs up with a phone alone still needs an e-mail in the auth library's user table.
 * They get one under a domain reserved by RFC 2606 (`.invalid` can never receive mail); queueEmail skips
 * every address there, so no e-mail is ever written for them, whichever feature asks.
 */
export const PHONE_EMAIL_DOMAIN = 'phone.invalid';

/** `+2348031234567` → `2348031234567@phone.invalid`. */
export function placeholderEmail(e164: string): string {
  return `${e164.replace(/\D/g, '')}@${PHONE_EMAIL_DOMAIN}`;
}

export function isPlaceholderEmail(address: string): boolean {
  return address.trim().toLowerCase().endsWith(`@${PHONE_EMAIL_DOMAIN}`);
}
