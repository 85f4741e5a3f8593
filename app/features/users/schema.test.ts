import { describe, expect, it } from 'vitest';
import { userChangeSchema, userSearchSchema } from './schema';

/** The users API's free text: a disabling reason is stored and shown on one line, a search is one line. */
describe('the users API’s text', () => {
  it('refuses a disabling reason split over lines or holding hidden characters', () => {
    for (const reason of [
      'Spam\nBcc: x@example.com',
      'Spam\u2028again',
      'Spam\u0085',
      'Sp\u0007am',
      'Sp\uffffam',
    ]) {
      expect(userChangeSchema.safeParse({ disabled: true, reason }).success, JSON.stringify(reason)).toBe(
        false,
      );
    }
  });

  it('removes bidirectional overrides from a reason and keeps the reason', () => {
    const result = userChangeSchema.safeParse({ disabled: true, reason: 'Spam \u202eaccount\u202c' });
    expect(result.success && result.data.reason).toBe('Spam account');
  });

  it('refuses a search holding a line break, and cleans one wrapped in isolates', () => {
    expect(userSearchSchema.safeParse({ q: 'ngozi\r\neze' }).success).toBe(false);
    const result = userSearchSchema.safeParse({ q: '\u2066ngozi\u2069' });
    expect(result.success && result.data.q).toBe('ngozi');
  });
});
