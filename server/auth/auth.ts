import { betterAuth } from 'better-auth';
import { eq, sql } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, jwt } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { account, jwks, rateLimit, session, user, verification } from '../db/schema';
import { queueEmail } from '../mail/outbox';
import { consumeRate } from '../rate-limit';
import { insertBoxerProfile } from './accounts';
import { passwordResetEmail } from './emails';
import { apiErrorShape } from './error-shape';
import { outageAnswer } from './outage-answer';
import { signInLimits } from './sign-in-limits';
import { NO_PHONE_ACCOUNT, phoneSignIn } from './phone-sign-in';
import type { PhonePorts } from './phone-sign-in';
import { isPlaceholderEmail } from './placeholder-email';
import { CLIENT_IP_HEADER } from '../http/client-ip';
import { productRules, tokenPayload } from './product-rules';
import { cleanText, textRefusal, textRefusalMessage } from '../http/plain-text';

export const MIN_PASSWORD_LENGTH = 10;
/**
 * Sign-up and reset: this many tries a minute per address (better-auth) and, for reset, per account (ours).
 * Sign-in: this many failures a minute per account; per address see sign-in-limits.ts.
 */
export const AUTH_TRIES_PER_MINUTE = 5;

/** Self sign-up may choose only these; coach, referee and admin are given by an admin. */
const SELF_SERVICE_ROLES = new Set(['spectator', 'boxer']);

/**
 * A name sent straight to the auth API (not through the sign-up or account form) follows the forms' rules
 * too: hidden formatting is removed, and a line break or control character is refused.
 */
function acceptableName<T extends { name?: unknown }>(person: T): T {
  if (typeof person.name !== 'string') return person;
  const name = cleanText(person.name).trim();
  const refusal = textRefusal(name);
  if (refusal) throw new APIError('BAD_REQUEST', { message: textRefusalMessage('Your name', refusal, '.') });
  return { ...person, name };
}

export function createAuth({
  db,
  config,
  onEmailQueued,
  onMessageQueued,
  phone,
}: {
  db: Database;
  config: Config;
  /** Sign-up and sign-in by phone (issue 32); without it (some tests) the phone routes are not offered. */
  phone?: PhonePorts;
  onEmailQueued?: () => void;
  /** A phone message (a sign-in code) was queued: the messages worker may send it now. */
  onMessageQueued?: () => void;
}) {
  const limited = { window: 60, max: AUTH_TRIES_PER_MINUTE };
  return betterAuth({
    appName: 'AJBXNG',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, jwks, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: person, token }) => {
        const url = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await queueEmail(db, passwordResetEmail({ to: person.email, name: person.name, url }));
        onEmailQueued?.();
      },
    },
    session: {
      // No cookie cache: every request reads the session and the user, so a demotion or a disabling
      // takes effect on the person's very next request.
      cookieCache: { enabled: false },
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        // Counted by signInLimits below: failures only, per account and per address. A per-address cap on
        // every attempt would stop a venue behind one address signing its officials in.
        '/sign-in/email': false,
        '/sign-up/email': limited,
        '/request-password-reset': limited,
        '/reset-password': limited,
      },
    },
    advanced: {
      useSecureCookies: config.baseUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The address Express derived under TRUST_PROXY, written by the server (passClientIp): never one a
      // client chose in X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (person, ctx) => {
            // Sign-up's body may say which self-service role the person wants; anything else is a spectator.
            // Accounts the platform makes itself (createAccount) do not come through here.
            const body = ctx?.body as { accountType?: unknown; name?: unknown } | undefined;
            const accountType = body?.accountType;
            const role =
              typeof accountType === 'string' && SELF_SERVICE_ROLES.has(accountType)
                ? accountType
                : 'spectator';
            // A code typed back makes an account only when it came from sign-up, which sends the name;
            // sign-in with a number no account has stops here (the code is spent, nothing is made).
            if (ctx?.path === '/phone-number/verify') {
              if (typeof body?.name !== 'string' || !body.name.trim())
                throw new APIError('NOT_FOUND', { message: NO_PHONE_ACCOUNT, code: 'NO_PHONE_ACCOUNT' });
              return { data: { ...acceptableName({ ...person, name: body.name }), role } };
            }
            if (isPlaceholderEmail(person.email))
              throw new APIError('BAD_REQUEST', { message: 'Enter a valid e-mail address.' });
            return { data: { ...acceptableName(person), role } };
          },
          after: async (person) => {
            if ((person as { role?: string }).role === 'boxer') await insertBoxerProfile(db, person);
            // Made with a phone alone (issue 32): their messages go to that phone (WhatsApp, else SMS), as
            // they have no e-mail to go to.
            if (isPlaceholderEmail(person.email))
              await db.update(user).set({ messageChannel: 'whatsapp' }).where(eq(user.id, person.id));
          },
        },
        update: { before: async (changes) => ({ data: acceptableName(changes) }) },
      },
    },
    hooks: {
      // better-auth limits reset requests by address; this adds a limit per account, so spreading them over
      // many addresses does not help either. The same message as the address limit.
      before: createAuthMiddleware(async (ctx) => {
        const perAccount = ['/request-password-reset'];
        if (!perAccount.includes(ctx.path)) return;
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
        if (!email) return;
        const decision = await consumeRate(db, `auth:${ctx.path}:${email}`, {
          limit: AUTH_TRIES_PER_MINUTE,
          windowMs: 60_000,
        });
        if (!decision.allowed) {
          throw new APIError('TOO_MANY_REQUESTS', {
            message: 'Too many attempts. Please wait a minute and try again.',
          });
        }
      }),
    },
    plugins: [
      // First the outage answer, then the error shape: the first plugin that replaces a response ends the run.
      outageAnswer(() => db.execute(sql`select 1`)),
      apiErrorShape(),
      admin({ defaultRole: 'spectator', adminRoles: ['admin'] }),
      signInLimits({ db, failuresPerAccount: AUTH_TRIES_PER_MINUTE }),
      ...(phone ? phoneSignIn({ db, ports: phone, onMessageQueued }) : []),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: config.baseUrl,
          audience: config.baseUrl,
          expirationTime: '15m',
          // Names the session the token came from, so that it stops working when that session ends.
          definePayload: tokenPayload,
        },
      }),
      // Refuses better-auth's /admin/* routes over HTTP, keeps signed-in answers out of caches, and keeps
      // sign-up from saying whether an address has an account.
      productRules({
        db,
        config,
        minPasswordLength: MIN_PASSWORD_LENGTH,
        checkName: (name) => acceptableName({ name }),
        onEmailQueued,
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
