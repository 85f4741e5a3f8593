import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { rateWindows } from './db/schema';
import { clock } from '@server/clock';

export type RateDecision = {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
  /** The window this attempt was counted in; `refundRate` takes it back from that window only. */
  windowStartedAt: Date;
};

/**
 * Counts one attempt against `key` in a fixed window and says whether it is allowed. One upsert, so
 * concurrent attempts (and several instances on PostgreSQL) can never both slip under the limit.
 */
export async function consumeRate(
  db: Database,
  key: string,
  options: { limit: number; windowMs: number; now?: Date },
): Promise<RateDecision> {
  const now = options.now ?? clock.now();
  const windowStart = new Date(now.getTime() - options.windowMs);
  const [row] = await db
    .insert(rateWindows)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateWindows.key,
      set: {
        // A window that has run out starts again at this attempt.
        count: sql`case when ${rateWindows.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${rateWindows.count} + 1 end`,
        windowStartedAt: sql`case when ${rateWindows.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateWindows.windowStartedAt} end`,
      },
    })
    .returning({ count: rateWindows.count, windowStartedAt: rateWindows.windowStartedAt });
  const count = row!.count;
  const resetsAt = row!.windowStartedAt.getTime() + options.windowMs;
  return {
    allowed: count <= options.limit,
    remaining: Math.max(0, options.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
    windowStartedAt: row!.windowStartedAt,
  };
}

/**
 * Takes back one attempt counted by `consumeRate`, for limits that count only failures: the attempt is
 * counted up front (so concurrent attempts cannot all slip under the limit) and refunded once it turns
 * out not to be a failure. A window that has since started again is left alone.
 */
export async function refundRate(db: Database, key: string, windowStartedAt: Date): Promise<void> {
  await db
    .update(rateWindows)
    .set({ count: sql`${rateWindows.count} - 1` })
    .where(
      and(
        eq(rateWindows.key, key),
        eq(rateWindows.windowStartedAt, windowStartedAt),
        gt(rateWindows.count, 0),
      ),
    );
}
