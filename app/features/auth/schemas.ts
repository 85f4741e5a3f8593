import { plainText } from '@server/http/plain-text';
import { z } from '~/lib/zod';

// plainText (app/lib/plain-text.ts) cleans and refuses hidden characters; the e-mail's own check refuses
// what is left, so an address a chat app wrapped in isolates still works.
const email = plainText(z.string(), { label: 'Your e-mail address', end: '.' })
  .trim()
  .toLowerCase()
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'));
const password = z.string().min(10, 'Use at least 10 characters.').max(128, 'Use at most 128 characters.');
const name = (label: string) =>
  plainText(z.string(), { label: `Your ${label}`, end: '.' })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(60, `Your ${label} is too long.`);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(128, 'Use at most 128 characters.'),
});

export const signUpSchema = z.object({
  accountType: z.enum(['spectator', 'boxer'], { error: 'Choose how you will use the platform.' }),
  firstName: name('first name'),
  lastName: name('last name'),
  email,
  password,
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, 'This link is incomplete.').max(200),
    password,
    confirm: z.string().max(128),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords do not match.' });

export const profileSchema = z.object({ intent: z.literal('profile'), name: name('name') });

export const changePasswordSchema = z
  .object({
    intent: z.literal('password'),
    currentPassword: z.string().min(1, 'Enter your current password.').max(128),
    newPassword: password,
    confirm: z.string().max(128),
  })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: 'The two passwords do not match.',
  });
