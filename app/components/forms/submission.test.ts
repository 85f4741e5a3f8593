import { describe, expect, it } from 'vitest';
import { z } from '~/lib/zod';
import { formFailure, isFormFailure, parseSubmission, toRawValues } from './submission';

const signUp = z.object({
  email: z.email('Enter a valid e-mail address.'),
  password: z.string().min(10, 'Use at least 10 characters.'),
  interests: z.array(z.string()).optional(),
});

function post(fields: [string, string | Blob][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe('parseSubmission, the one way every action reads a form post', () => {
  it('gives the typed data when the post is valid', () => {
    const parsed = parseSubmission(
      signUp,
      post([
        ['email', 'ngozi@example.com'],
        ['password', 'long-enough-1'],
        ['interests', 'boxing'],
        ['interests', 'fitness'],
      ]),
    );
    expect(parsed).toMatchObject({
      ok: true,
      data: { email: 'ngozi@example.com', password: 'long-enough-1', interests: ['boxing', 'fitness'] },
    });
  });

  it('answers a bad post with messages per field and what was typed, never the secrets', () => {
    const parsed = parseSubmission(
      signUp,
      post([
        ['email', 'not-an-address'],
        ['password', 'short'],
      ]),
      { secret: ['password'] },
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.failure).toEqual({
      status: 'invalid',
      fieldErrors: { email: ['Enter a valid e-mail address.'], password: ['Use at least 10 characters.'] },
      values: { email: 'not-an-address' },
    });
    expect(isFormFailure(parsed.failure)).toBe(true);
  });

  it('keeps ignored fields away from the schema and out of the values sent back', () => {
    const strict = z.strictObject({ email: z.email() });
    const parsed = parseSubmission(
      strict,
      post([
        ['email', 'ngozi@example.com'],
        ['website', 'http://spam.example'],
      ]),
      { ignore: ['website'] },
    );
    expect(parsed).toMatchObject({ ok: true, values: { email: 'ngozi@example.com' } });
  });

  it('drops files and reads a missing body as an empty form, without throwing', () => {
    const withFile = parseSubmission(
      signUp,
      post([
        ['email', 'ngozi@example.com'],
        ['password', new Blob(['x'.repeat(20)])],
      ]),
    );
    expect(withFile.ok).toBe(false);
    expect(!withFile.ok && withFile.failure.fieldErrors.password).toHaveLength(1);
    const empty = parseSubmission(signUp, null);
    expect(!empty.ok && Object.keys(empty.failure.fieldErrors).sort()).toEqual(['email', 'password']);
  });

  it('files a whole-object rule under "form" and lists each message once', () => {
    const confirm = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((v) => v.password === v.confirm, 'The two passwords do not match.');
    const parsed = parseSubmission(confirm, { password: 'a-long-one', confirm: 'another' });
    expect(!parsed.ok && parsed.failure.fieldErrors).toEqual({ form: ['The two passwords do not match.'] });
  });
});

describe('formFailure', () => {
  it('carries a message about the whole submission and the values to refill the form with', () => {
    expect(
      formFailure({ formError: 'Invalid email or password.' }, toRawValues({ email: 'a@b.ng' })),
    ).toEqual({
      status: 'invalid',
      fieldErrors: {},
      formError: 'Invalid email or password.',
      values: { email: 'a@b.ng' },
    });
    expect(isFormFailure({ status: 'done', message: 'Saved.' })).toBe(false);
    expect(isFormFailure(undefined)).toBe(false);
  });
});
