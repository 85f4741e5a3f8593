import { describe, expect, it } from 'vitest';
import { fieldErrors } from '~/components/forms/submission';
import { profileSchema, signUpSchema } from './schemas';

/** Names typed at sign-up and on the account page follow the same rules as the public forms' names. */
const signUp = (firstName: string, lastName = 'Eze', email = 'ngozi@example.com') =>
  signUpSchema.safeParse({
    accountType: 'spectator',
    firstName,
    lastName,
    email,
    password: 'Jab-Cross-2026',
  });

describe('names on sign-up and the account page', () => {
  it.each([
    ['a line break', 'Ngozi\nAdmin', 'Your first name must fit on one line.'],
    ['a line separator', 'Ngozi\u2028Admin', 'Your first name must fit on one line.'],
    ['a paragraph separator', 'Ngozi\u2029Admin', 'Your first name must fit on one line.'],
    ['a C1 next line', 'Ngozi\u0085Admin', 'Your first name must fit on one line.'],
    [
      'a C0 control',
      'Ng\u001bozi',
      'Your first name contains hidden characters we cannot accept: please type it again.',
    ],
    [
      'a C1 control',
      'Ng\u009bozi',
      'Your first name contains hidden characters we cannot accept: please type it again.',
    ],
    [
      'a non-character',
      'Ng\ufdd0ozi',
      'Your first name contains hidden characters we cannot accept: please type it again.',
    ],
    [
      'a plane-end non-character',
      'Ng\u{2fffe}ozi',
      'Your first name contains hidden characters we cannot accept: please type it again.',
    ],
  ])('refuses %s in a name, saying why', (_what, firstName, message) => {
    const result = signUp(firstName);
    expect(result.success).toBe(false);
    expect(!result.success && fieldErrors(result.error).firstName).toEqual([message]);
  });

  it('removes bidirectional overrides and isolates, and a name of nothing else is not given', () => {
    const result = signUp('\u2066Ng\u202eozi\u2069', 'E\u202dze');
    expect(result.success && [result.data.firstName, result.data.lastName]).toEqual(['Ngozi', 'Eze']);
    const blank = signUp('\u202e\u2069');
    expect(!blank.success && fieldErrors(blank.error).firstName).toEqual(['Enter your first name.']);
  });

  it('accepts an e-mail address wrapped in isolates by a chat app', () => {
    const result = signUp('Ngozi', 'Eze', '\u2068Ngozi@Example.com\u2069');
    expect(result.success && result.data.email).toBe('ngozi@example.com');
  });

  it('applies the same rules to a name changed on the account page', () => {
    const refused = profileSchema.safeParse({ intent: 'profile', name: 'Ngozi\u2028Eze' });
    expect(!refused.success && fieldErrors(refused.error).name).toEqual(['Your name must fit on one line.']);
    const cleaned = profileSchema.safeParse({ intent: 'profile', name: 'Ngozi\u202e Eze' });
    expect(cleaned.success && cleaned.data.name).toBe('Ngozi Eze');
  });
});
