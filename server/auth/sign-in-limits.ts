import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../db/client';
import { addressKey, CLIENT_IP_HEADER } from '../http/client-ip';
import { consumeRate, refundRate } from '../rate-limit';

/**
 * Failed sign-ins one address may make in SIGN_IN_ADDRESS_WINDOW_MS. Enough that a venue, a school or a
 * carrier-grade NAT behind one address can sign twenty officials in within a minute with a typo each, since
 * only failures count; few enough to stop one address spraying passwords over many accounts.
 */
export const SIGN_IN_FAILURES_PER_ADDRESS = 20;
export const SIGN_IN_ADDRESS_WINDOW_MS = 10 * 60_000;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

const SIGN_IN = '/sign-in/email';

type Claim = { key: string; windowStartedAt: Date };

/**
 * The sign-in limits, counting failures only, on two keys:
 *
 * - per account (`failuresPerAccount` a minute), wherever the guesses come from, so spreading them over
 *   many addresses does not help;
 * - per address (SIGN_IN_FAILURES_PER_ADDRESS in SIGN_IN_ADDRESS_WINDOW_MS), the address Express derived
 *   under TRUST_PROXY (never one a client wrote), so one address cannot spray guesses over many accounts.
 *
 * Each attempt takes a place in both up front, so concurrent guesses cannot all slip under a limit, and
 * gives it back unless the answer was "wrong e-mail or password": a sign-in that succeeds, a disabled
 * account, a malformed request, or an attempt refused here costs nothing. Once a limit is reached every
 * attempt on that key is refused, the right password included; anything else would still answer the
 * guess that matters.
 */
export function signInLimits({ db, failuresPerAccount }: { db: Database; failuresPerAccount: number }) {
  /** The places an attempt took, until its answer is known. Keyed by the request being answered. */
  const pending = new WeakMap<object, Claim[]>();

  async function release(claims: Claim[]) {
    for (const claim of claims) await refundRate(db, claim.key, claim.windowStartedAt);
  }

  return {
    id: 'ajbxng-sign-in-limits',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === SIGN_IN,
          handler: createAuthMiddleware(async (ctx) => {
            const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
            const ip = ctx.headers?.get(CLIENT_IP_HEADER);
            const limits: { key: string; limit: number; windowMs: number }[] = [];
            if (email)
              limits.push({ key: `auth:${SIGN_IN}:${email}`, limit: failuresPerAccount, windowMs: 60_000 });
            if (ip)
              limits.push({
                key: `auth:sign-in-failures:${addressKey(ip)}`,
                limit: SIGN_IN_FAILURES_PER_ADDRESS,
                windowMs: SIGN_IN_ADDRESS_WINDOW_MS,
              });
            const claims: Claim[] = [];
            let refused = false;
            for (const { key, limit, windowMs } of limits) {
              const decision = await consumeRate(db, key, { limit, windowMs });
              claims.push({ key, windowStartedAt: decision.windowStartedAt });
              if (!decision.allowed) refused = true;
            }
            if (refused) {
              await release(claims);
              throw new APIError('TOO_MANY_REQUESTS', { message: TOO_MANY_ATTEMPTS });
            }
            // Calls without a request (none today) keep their places: counted as attempts, never as fewer.
            if (ctx.request) pending.set(ctx.request, claims);
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === SIGN_IN,
          handler: createAuthMiddleware(async (ctx) => {
            const claims = ctx.request ? pending.get(ctx.request) : undefined;
            if (!claims) return;
            if (ctx.request) pending.delete(ctx.request);
            const returned = ctx.context.returned as { statusCode?: unknown } | undefined;
            // 401 is "wrong e-mail or password", the one answer that is a failed guess.
            const failed = returned instanceof APIError && returned.statusCode === 401;
            if (!failed) await release(claims);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
