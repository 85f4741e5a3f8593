import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { queueEmail } from '../mail/outbox';
import { consumeRate } from '../rate-limit';
import { findUserByEmail } from './accounts';
import { existingAccountSignUpEmail } from './emails';
import { authLibraryNow } from '@server/clock';

/** The JWT claim naming the session a token was issued from; the viewer checks that session still exists. */
export const SESSION_CLAIM = 'sid';

/** The payload of an API token: the auth library's default (the user) plus the session it came from. */
export function tokenPayload({ user, session }: { user: Record<string, unknown>; session: { id: string } }) {
  return { ...user, [SESSION_CLAIM]: session.id };
}

/** The owner of an address is told of a sign-up attempt at most this often (an e-mail bomb otherwise). */
const EXISTING_ACCOUNT_EMAILS_PER_HOUR = 3;

/** Public keys: the same for everyone, so clients may cache them. */
const CACHEABLE_PATHS = new Set(['/jwks']);

/**
 * The same checks the sign-up endpoint makes before it looks the address up. Only a request that passes
 * them is answered here; anything else goes on to the endpoint, whose error does not depend on the address.
 */
function signUpShape(minPasswordLength: number) {
  return z
    .object({
      name: z.string(),
      email: z.email(),
      password: z.string().min(minPasswordLength).max(128),
      accountType: z.unknown().optional(),
      callbackURL: z.string().optional(),
      rememberMe: z.boolean().optional(),
      image: z.string().optional(),
    })
    .strict();
}

function notFound(message: string) {
  return new Response(JSON.stringify({ error: { code: 'not_found', message } }), {
    status: 404,
    headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' },
  });
}

/**
 * Where the auth library's own behaviour meets the product's rules:
 *
 * - `/api/auth/admin/*` is refused over HTTP. Those routes change roles, passwords and sessions without our
 *   rules (the five roles, at least one admin, the audit log); the product manages accounts through
 *   app/features/users (the Users tab and /api/v1/users). The admin plugin stays installed: it is what keeps a
 *   disabled account from signing in.
 * - Every answer that depends on who is signed in is marked `private, no-store`.
 * - Sign-up with an address that already has an account answers as a sign-up does and e-mails the owner,
 *   so that sign-up, like sign-in and password reset, never says whether an address has an account.
 */
export function productRules({
  db,
  config,
  minPasswordLength,
  checkName,
  onEmailQueued,
}: {
  db: Database;
  config: Config;
  minPasswordLength: number;
  /**
   * The account's name rule, which the auth library applies only once it creates the account: here it is
   * applied to an address that has one, so that a refused name is refused the same way for both.
   */
  checkName: (name: string) => void;
  onEmailQueued?: () => void;
}): BetterAuthPlugin {
  const signUpBody = signUpShape(minPasswordLength);
  return {
    id: 'ajbxng-product-rules',
    async onRequest(request, ctx) {
      const basePath = new URL(ctx.baseURL).pathname.replace(/\/$/, '');
      const path = new URL(request.url).pathname.slice(basePath.length).toLowerCase();
      if (path === '/admin' || path.startsWith('/admin/')) {
        return {
          response: notFound('No such endpoint. Accounts are managed through /api/v1/users.'),
        };
      }
    },
    hooks: {
      after: [
        {
          // After every endpoint, errors included; the answers of rate limits and of refused paths above come
          // before any endpoint and set their own.
          matcher: (context) => !CACHEABLE_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            ctx.setHeader('cache-control', 'private, no-store');
          }),
        },
      ],
      before: [
        {
          matcher: (context) => context.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = signUpBody.safeParse(ctx.body);
            if (!parsed.success) return;
            const email = parsed.data.email.trim().toLowerCase();
            const owner = await findUserByEmail(db, email);
            if (!owner) return;
            checkName(parsed.data.name);
            // As long as creating an account takes: the answer should not come back sooner for a known address.
            await ctx.context.password.hash(parsed.data.password);
            const allowed = await consumeRate(db, `auth:sign-up-existing:${email}`, {
              limit: EXISTING_ACCOUNT_EMAILS_PER_HOUR,
              windowMs: 60 * 60_000,
            });
            if (allowed.allowed) {
              await queueEmail(
                db,
                existingAccountSignUpEmail({ to: owner.email, name: owner.name, baseUrl: config.baseUrl }),
              );
              onEmailQueued?.();
            }
            // The shape of a sign-up's answer, without a session: whoever typed the address gets nothing.
            const now = authLibraryNow();
            return ctx.json({
              token: null,
              user: {
                id: randomUUID(),
                name: parsed.data.name,
                email,
                emailVerified: false,
                image: parsed.data.image ?? null,
                createdAt: now,
                updatedAt: now,
                role: parsed.data.accountType === 'boxer' ? 'boxer' : 'spectator',
                banned: false,
                banReason: null,
                banExpires: null,
                // The phone-number plugin's fields (issue 32): a fresh e-mail account has no phone yet.
                phoneNumber: null,
                phoneNumberVerified: false,
              },
            });
          }),
        },
      ],
    },
  };
}
