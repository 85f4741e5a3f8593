import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { entries, ledgerEntries, paymentEntries, payments } from '@server/db/schema';
import type { PaymentStatus } from '@server/db/schema/payments';
import { clock } from '@server/clock';
import { activateEnrolment } from './enrolment-settle.server';
import { afterPaymentSettled } from './plan-subscriptions.server';
import { reinstatePaidAfterExpiry } from './expiry.server';

/**
 * What the provider verified of a transaction (its signed webhook, or its answer to verify). A payment is
 * settled only by this, in one transaction that locks the payment's row: the first answer that moves it
 * wins, and the ledger's unique sources make a second telling write nothing.
 */
export type VerifiedCharge = {
  reference: string;
  transactionId: string;
  status: 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'reversed';
  amountKobo: number;
  currency: string;
  feesKobo: number;
};

export type SettleOutcome =
  'paid' | 'already-paid' | 'failed' | 'still-pending' | 'unknown-reference' | 'flagged';

export async function settleCharge(tx: Transaction, charge: VerifiedCharge): Promise<SettleOutcome> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.reference, charge.reference))
    .for('update');
  if (!payment) return 'unknown-reference';
  const now = clock.now();
  if (charge.status !== 'success') {
    if (payment.status !== 'pending') return payment.status === 'succeeded' ? 'already-paid' : 'failed';
    if (charge.status === 'failed' || charge.status === 'abandoned') {
      const status: PaymentStatus = charge.status;
      await tx.update(payments).set({ status, settledAt: now }).where(eq(payments.id, payment.id));
      return 'failed';
    }
    return 'still-pending';
  }
  if (payment.status === 'succeeded') return 'already-paid';
  // Money we did not ask for (another amount, another currency) is not taken as this payment: the admin sees it.
  if (charge.amountKobo !== payment.amountKobo || charge.currency !== payment.currency) {
    const flag = `Paystack reported ${charge.currency} ${charge.amountKobo} kobo for a payment of ${payment.currency} ${payment.amountKobo} kobo.`;
    if (payment.flag !== flag) await tx.update(payments).set({ flag }).where(eq(payments.id, payment.id));
    return 'flagged';
  }
  // A success after a failure or an abandoned checkout (the payer tried again on the same page) still paid.
  await tx
    .update(payments)
    .set({ status: 'succeeded', settledAt: now, providerTransactionId: charge.transactionId, flag: null })
    .where(eq(payments.id, payment.id));
  const base = {
    paymentId: payment.id,
    tournamentId: payment.tournamentId,
    organisationId: payment.organisationId,
    createdAt: now,
  };
  await tx
    .insert(ledgerEntries)
    .values([
      {
        ...base,
        kind: 'charge' as const,
        amountKobo: payment.amountKobo,
        source: `paystack:charge:${charge.transactionId}`,
      },
      ...(charge.feesKobo > 0
        ? [
            {
              ...base,
              kind: 'fee' as const,
              amountKobo: -charge.feesKobo,
              source: `paystack:fee:${charge.transactionId}`,
            },
          ]
        : []),
      // A split payment: the platform's commission, kept of the organiser's money (decision 0030).
      ...(payment.platformFeeKobo > 0
        ? [
            {
              ...base,
              kind: 'commission' as const,
              amountKobo: -payment.platformFeeKobo,
              source: `paystack:commission:${charge.transactionId}`,
            },
          ]
        : []),
    ])
    .onConflictDoNothing({ target: ledgerEntries.source });
  // The entries it paid for: paid now (one that was marked paid by hand meanwhile keeps its mark).
  const paid = await tx
    .select({ entryId: paymentEntries.entryId })
    .from(paymentEntries)
    .where(eq(paymentEntries.paymentId, payment.id));
  if (paid.length > 0)
    await tx
      .update(entries)
      .set({ paidAt: now, updatedAt: now })
      .where(
        and(
          inArray(
            entries.id,
            paid.map((p) => p.entryId),
          ),
          isNull(entries.paidAt),
          ne(entries.status, 'withdrawn'),
        ),
      );
  // Entries withdrawn unpaid at the deadline meanwhile: back if there is room, else flagged to refund.
  if (paid.length > 0) await reinstatePaidAfterExpiry(tx, payment.id, now);
  // Its receipt; a plan's period, paid for now, and its invoice (decision 0028).
  await afterPaymentSettled(tx, payment, now);
  // A course or programme bought: its enrolment active, once, with the receipt's e-mail (decision 0031).
  await activateEnrolment(tx, payment, now);
  return 'paid';
}
