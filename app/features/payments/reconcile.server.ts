import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { payments } from '@server/db/schema';
import type { PaystackClient } from '@server/payments/paystack';
import { PaystackError } from '@server/payments/paystack';
import { clock } from '@server/clock';
import { onRefundsOpened, sendPendingRefunds } from './refunds.server';
import { settleCharge } from './settle.server';

/** A payment still pending this long is asked about: its webhook may never come. */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** A checkout Paystack does not know this long after it began was never opened: abandoned. */
const FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 50;

/**
 * Issue 31 item 6: every payment pending for more than 15 minutes is verified with Paystack and settled by its
 * answer, as its webhook would have (settleCharge: applied once, whichever comes first). One Paystack does not
 * know a day later is abandoned. Run by every instance now and then; two at once settle each payment once.
 */
export async function reconcilePendingPayments(
  db: Database,
  paystack: PaystackClient,
  now: Date = clock.now(),
): Promise<{ checked: number; settled: number }> {
  const due = await db
    .select({ id: payments.id, reference: payments.reference, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        isNotNull(payments.authorizationUrl),
        lt(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(BATCH);
  let settled = 0;
  for (const payment of due) {
    try {
      const verified = await paystack.verify(payment.reference);
      const outcome = await db.transaction((tx) =>
        settleCharge(tx, {
          reference: payment.reference,
          transactionId: verified.id,
          status: verified.status,
          amountKobo: verified.amountKobo,
          currency: verified.currency,
          feesKobo: verified.feesKobo,
        }),
      );
      if (outcome === 'paid' || outcome === 'failed') settled += 1;
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      if (error.status === 404 && now.getTime() - payment.createdAt.getTime() > FORGOTTEN_AFTER_MS) {
        await db
          .update(payments)
          .set({ status: 'abandoned', settledAt: now })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
        settled += 1;
      }
      // Otherwise Paystack is unreachable now: asked again next time.
    }
  }
  return { checked: due.length, settled };
}

/**
 * The reconciliation every instance runs, every five minutes (not keeping the process alive): pending
 * payments verified, pending refunds asked of Paystack again (a refund opened while Paystack was down). A
 * refund opened on this instance is asked at once (`nudgeRefunds`), not at the next tick.
 */
export function startPaymentReconciler(options: {
  db: Database;
  paystack: () => PaystackClient;
  intervalMs?: number;
}) {
  let running: Promise<unknown> = Promise.resolve();
  const failed = (what: string) => (error: unknown) =>
    console.error(`[payments] ${what} failed:`, error instanceof Error ? error.message : error);
  const sendRefunds = () => {
    running = running
      .then(() => sendPendingRefunds(options.db, options.paystack()))
      .catch(failed('refund requests'));
  };
  const timer = setInterval(
    () => {
      running = reconcilePendingPayments(options.db, options.paystack()).catch(failed('reconciliation'));
      sendRefunds();
    },
    options.intervalMs ?? 5 * 60_000,
  );
  timer.unref();
  const unregister = onRefundsOpened(sendRefunds);
  return {
    stop: async () => {
      clearInterval(timer);
      unregister();
      await running;
    },
  };
}
