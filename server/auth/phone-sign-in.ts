import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import { addressKey, CLIENT_IP_HEADER } from '../http/client-ip';
import { consumeRate } from '../rate-limit';
import { placeholderEmail } from './placeholder-email';

/**
 * Issue 32 item 1: accounts and sign-in by phone, with better-auth's phone-number plugin. A code (6 digits,
 * 5 minutes, single use, 3 tries) goes by SMS through the messages outbox; typing it back signs the person
 * in, or makes their account when they came from sign-up with a name. A person who signs up with a phone
 * alone gets a placeholder e-mail under PHONE_EMAIL_DOMAIN, which no e-mail is ever sent to (queueEmail
 * skips it).
 */

export const CODE_EXPIRES_IN_SECONDS = 5 * 60;
export const CODE_ATTEMPTS = 3;
/** Codes one number may be sent in CODES_WINDOW_MS: enough for a lost SMS or two, not an SMS bomb. */
export const CODES_PER_NUMBER = 3;
/** Codes one address may ask for in CODES_WINDOW_MS, over any numbers: a club's desk signing boxers in. */
export const CODES_PER_ADDRESS = 10;
export const CODES_WINDOW_MS = 10 * 60_000;

export const TOO_MANY_CODES = 'Too many codes were asked for. Please wait 10 minutes and try again.';
export const NO_PHONE_ACCOUNT =
  'No account has this phone number. Create an account with it first, or sign in with your e-mail.';

/** The plugin's answers, in words a person can act on (the pages show them beside the code field). */
export const CODE_MESSAGES: Record<string, string> = {
  OTP_NOT_FOUND: 'That code is no longer valid. Ask for a new one.',
  OTP_EXPIRED: 'That code has expired. Ask for a new one.',
  INVALID_OTP: 'That code is not right. Check the SMS and try again.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Ask for a new one.',
};

/** The endpoints that take a phone number: each gets it normalised first. */
const PHONE_PATHS = new Set(['/phone-number/send-otp', '/phone-number/verify']);
/**
 * Passwords by phone are not offered: a phone account has no password, and sign-in with one by phone would
 * go around the e-mail sign-in's failure limits. Refused over HTTP like the library's admin routes.
 */
const REFUSED_PATHS = new Set([
  '/sign-in/phone-number',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
]);

function tooMany() {
  return new APIError('TOO_MANY_REQUESTS', { message: TOO_MANY_CODES });
}

async function accountByPhone(db: Database, e164: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(eq(user.phoneNumber, e164))
    .limit(1);
  return row ?? null;
}

/**
 * What the product gives the auth library for phones: server/auth does not import the app, so the number's
 * reading (app/lib/phone.server.ts) and the SMS (the messages feature's queueMessage) come in here
 * (server/phone-ports.ts builds them).
 */
export type PhonePorts = {
  /** The number as one E.164 value, or null when it is not a number. */
  normalise: (typed: string) => string | null;
  /** What a person is told when their number is refused (beside the field on the pages). */
  invalidMessage: string;
  /** Queues the SMS carrying the code (in the messages outbox). */
  sendCode: (
    db: Database,
    sms: { phone: string; code: string; userId: string | null; name: string },
  ) => Promise<void>;
};

export function phoneSignIn({
  db,
  ports,
  onMessageQueued,
}: {
  db: Database;
  ports: PhonePorts;
  onMessageQueued?: () => void;
}) {
  const plugin = phoneNumber({
    expiresIn: CODE_EXPIRES_IN_SECONDS,
    otpLength: 6,
    allowedAttempts: CODE_ATTEMPTS,
    // Every number reaching the plugin was normalised by the hook below; anything else is refused.
    phoneNumberValidator: (value) => ports.normalise(value) === value,
    signUpOnVerification: {
      getTempEmail: placeholderEmail,
      getTempName: (value) => value,
    },
    sendOTP: async ({ phoneNumber: e164, code }) => {
      const holder = await accountByPhone(db, e164);
      await ports.sendCode(db, {
        phone: e164,
        code,
        userId: holder?.id ?? null,
        name: holder?.name ?? `New account (${e164})`,
      });
      onMessageQueued?.();
    },
  });

  const rules = {
    id: 'ajbxng-phone-sign-in',
    async onRequest(request, ctx) {
      const basePath = new URL(ctx.baseURL).pathname.replace(/\/$/, '');
      const path = new URL(request.url).pathname.slice(basePath.length).toLowerCase();
      if (REFUSED_PATHS.has(path)) {
        return {
          response: new Response(
            JSON.stringify({
              error: { code: 'not_found', message: 'No such endpoint. Sign in with a code.' },
            }),
            {
              status: 404,
              headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' },
            },
          ),
        };
      }
    },
    hooks: {
      before: [
        {
          matcher: (context) => PHONE_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const typed: unknown = ctx.body?.phoneNumber;
            const e164 = typeof typed === 'string' ? ports.normalise(typed) : null;
            if (!e164)
              throw new APIError('BAD_REQUEST', {
                message: ports.invalidMessage,
                code: 'INVALID_PHONE_NUMBER',
              });
            if (ctx.path === '/phone-number/send-otp') {
              const ip = ctx.headers?.get(CLIENT_IP_HEADER);
              const limits = [{ key: `auth:phone-code:${e164}`, limit: CODES_PER_NUMBER }];
              if (ip)
                limits.push({ key: `auth:phone-code-address:${addressKey(ip)}`, limit: CODES_PER_ADDRESS });
              for (const { key, limit } of limits) {
                const decision = await consumeRate(db, key, { limit, windowMs: CODES_WINDOW_MS });
                if (!decision.allowed) throw tooMany();
              }
            }
            return { context: { body: { ...ctx.body, phoneNumber: e164 } } };
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  return [plugin, rules] as const;
}
