import type { AppLoadContext } from 'react-router';
import { eq } from 'drizzle-orm';
import { clock } from '@server/clock';
import type { Database } from '@server/db/client';
import { user } from '@server/db/schema';
import { isPlaceholderEmail } from '@server/auth/placeholder-email';
import { normalisePhone, PHONE_MESSAGE, phoneField } from '~/lib/phone.server';
import { z } from '~/lib/zod';
import { CODE_MESSAGES, NO_PHONE_ACCOUNT, TOO_MANY_CODES } from '@server/auth/phone-sign-in';
import { callAuth } from './auth-api.server';
import type { AuthCall } from './auth-api.server';
import { signUpSchema } from './schemas';
export { spacedPhone } from '~/lib/phone-display';

/**
 * Sign-up and sign-in by a code sent as an SMS (issue 32 item 1): the pages' side. The number is read as
 * Nigerians write it (app/lib/phone.server.ts) and the auth library's phone-number plugin sends and checks the
 * code (server/auth/phone-sign-in.ts).
 */

export const phoneNumberSchema = z.object({ phone: phoneField() });

/** Sign-up by phone asks what sign-up by e-mail asks, with a phone number in place of the e-mail and password. */
export const phoneSignUpSchema = signUpSchema
  .pick({ accountType: true, firstName: true, lastName: true })
  .extend({ phone: phoneField() });

export const codeSchema = z.object({
  phone: phoneField(),
  code: z
    .string({ error: 'Enter the 6-digit code from the SMS.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS.'),
});

type AuthRefusal = { code?: string; message?: string };

function refusalOf(result: AuthCall): AuthRefusal {
  const shaped = (result.body as { error?: AuthRefusal }).error;
  return shaped ?? { code: result.body.code, message: result.body.message };
}

/** Asks for a code to this number (E.164): null when sent, else what to say and where. */
export async function sendCode(
  context: AppLoadContext,
  request: Request,
  phone: string,
): Promise<null | { field?: 'phone'; message: string; status: number }> {
  const result = await callAuth(context, request, '/phone-number/send-otp', { phoneNumber: phone });
  if (result.ok) return null;
  if (result.status === 429) return { message: TOO_MANY_CODES, status: 429 };
  const refusal = refusalOf(result);
  if (result.status === 400)
    return { field: 'phone', message: refusal.message ?? 'Check the number.', status: 400 };
  return { message: 'The code could not be sent. Try again in a moment.', status: result.status };
}

export type CodeChecked =
  | { ok: true; user: { id: string; role: string }; setCookies: string[] }
  | { ok: false; field?: 'code'; message: string; status: number };

/** Checks the code typed back: signs in (or makes the account, when `newAccount` is given). */
export async function checkCode(
  context: AppLoadContext,
  request: Request,
  input: { phone: string; code: string; newAccount?: { name: string; accountType: string } },
): Promise<CodeChecked> {
  const result = await callAuth(context, request, '/phone-number/verify', {
    phoneNumber: input.phone,
    code: input.code,
    ...(input.newAccount ?? {}),
  });
  if (result.ok) {
    const user = result.body.user as { id?: unknown; role?: unknown } | undefined;
    return {
      ok: true,
      user: { id: String(user?.id ?? ''), role: String(user?.role ?? 'spectator') },
      setCookies: result.setCookies,
    };
  }
  if (result.status === 429) return { ok: false, message: TOO_MANY_CODES, status: 429 };
  if (result.status === 404) return { ok: false, message: NO_PHONE_ACCOUNT, status: 404 };
  const refusal = refusalOf(result);
  const known = refusal.code ? CODE_MESSAGES[refusal.code.toUpperCase()] : undefined;
  if (known) return { ok: false, field: 'code', message: known, status: result.status };
  return {
    ok: false,
    message: refusal.message ?? 'That code could not be checked. Try again.',
    status: result.status,
  };
}

/** The person's phone and where they want their messages (the account page). */
export async function phoneSettings(db: Database, userId: string) {
  const [row] = await db
    .select({
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: user.phoneNumberVerified,
      messageChannel: user.messageChannel,
      email: user.email,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new Error(`No account ${userId}`);
  return { ...row, hasEmail: !isPlaceholderEmail(row.email) };
}

export const phoneSettingsSchema = z.object({
  intent: z.literal('phone'),
  phone: z
    .string()
    .trim()
    .max(32, PHONE_MESSAGE)
    .transform((value, context) => {
      if (!value) return null;
      const phone = normalisePhone(value);
      if (!phone) {
        context.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone.e164;
    }),
  messageChannel: z.enum(['whatsapp', 'sms', 'email'], { error: 'Choose how your messages are sent.' }),
});

export async function saveMessageChannel(
  db: Database,
  userId: string,
  channel: 'whatsapp' | 'sms' | 'email',
) {
  await db.update(user).set({ messageChannel: channel, updatedAt: clock.now() }).where(eq(user.id, userId));
}

/** Confirms a new number for the signed-in person with the code sent to it (the auth library then stores it). */
export async function confirmNewPhone(
  context: AppLoadContext,
  request: Request,
  input: { phone: string; code: string },
): Promise<null | { field?: 'code'; message: string; status: number }> {
  const result = await callAuth(context, request, '/phone-number/verify', {
    phoneNumber: input.phone,
    code: input.code,
    updatePhoneNumber: true,
  });
  if (result.ok) return null;
  const refusal = refusalOf(result);
  const key = refusal.code?.toUpperCase() ?? '';
  if (key === 'PHONE_NUMBER_EXIST')
    return {
      message: 'Another account has this phone number. Sign in to that one with a code.',
      status: 400,
    };
  const known = CODE_MESSAGES[key];
  if (known) return { field: 'code', message: known, status: result.status };
  return {
    message: refusal.message ?? 'The number could not be confirmed. Try again.',
    status: result.status,
  };
}
