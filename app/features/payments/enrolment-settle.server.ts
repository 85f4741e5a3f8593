import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { enrolments, invoices, ledgerEntries, refunds } from '@server/db/schema';
import type { payments } from '@server/db/schema';
import type { EnrolmentProduct } from '@server/db/schema/payments';
import { headerText } from '@server/http/plain-text';
import { queueEmail } from '@server/mail/outbox';
import { courseBySlugOnly, coursePath } from '~/content/courses';
import { programmes } from '~/content/programmes';
import { nairaOfKobo } from '~/lib/refund-policy';

/**
 * What settling a payment and processing a refund do to an enrolment (issue 31 item 4, decision 0031): kept
 * apart from the checkout (enrolments.server.ts) so that settle and refunds can call it without a cycle.
 */

type Payment = typeof payments.$inferSelect;

/**
 * Inside settleCharge's transaction, once the payment is verified and its receipt written: its enrolment is
 * active, and the buyer is e-mailed the receipt's link. Only a pending enrolment moves, so a webhook told
 * twice (or the return page and the webhook at once, serialised by the payment's row lock) activates once.
 */
export async function activateEnrolment(tx: Transaction, payment: Payment, now: Date): Promise<boolean> {
  if (payment.purpose !== 'course' && payment.purpose !== 'programme') return false;
  const enrolmentId = typeof payment.metadata.enrolmentId === 'number' ? payment.metadata.enrolmentId : -1;
  // By the payment it is on now, or (a success told after the buyer started again) the one it was made for.
  // Paid by this payment from now on: a refund of another one (below) never ends it.
  const [enrolment] = await tx
    .update(enrolments)
    .set({ status: 'active', activatedAt: now, paymentId: payment.id })
    .where(
      and(
        eq(enrolments.status, 'pending'),
        or(eq(enrolments.paymentId, payment.id), eq(enrolments.id, enrolmentId)),
      ),
    )
    .returning();
  if (!enrolment) {
    await refundSecondPayment(tx, payment, enrolmentId, now);
    return false;
  }
  const [receipt] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.paymentId, payment.id), eq(invoices.kind, 'receipt')));
  const siteUrl = typeof payment.metadata.siteUrl === 'string' ? payment.metadata.siteUrl : '';
  const title = productTitle(enrolment.product, enrolment.productSlug);
  await queueEmail(tx, {
    kind: `enrolment-receipt:${enrolment.id}:${payment.id}`,
    to: payment.payerEmail,
    subject: headerText(`You're enrolled: ${title}`),
    text: [
      `Hello ${enrolment.name},`,
      '',
      `Your payment of ${nairaOfKobo(payment.amountKobo)} (reference ${payment.reference}) is received: you are enrolled on ${title}${enrolment.paymentKind === 'deposit' ? ' (deposit paid; the academy will tell you when the balance is due)' : ''}.`,
      '',
      receipt ? `Your receipt (PDF, sign in to open it): ${siteUrl}/invoices/${receipt.number}` : '',
      `Your courses and programmes: ${siteUrl}/account`,
      '',
      'AJBXNG Boxing Academy',
    ].join('\n'),
  });
  return true;
}

/**
 * A second payment for an enrolment another payment has already made active (two checkouts open, both paid:
 * an old tab, a payment link used twice): the buyer gets all of it back. The refund is opened here, in the
 * settling transaction, once a payment; the reconciler's next pass asks Paystack for it (refunds.server).
 */
async function refundSecondPayment(tx: Transaction, payment: Payment, enrolmentId: number, now: Date) {
  const [enrolment] = await tx
    .select()
    .from(enrolments)
    .where(or(eq(enrolments.id, enrolmentId), eq(enrolments.paymentId, payment.id)));
  if (!enrolment || enrolment.status !== 'active' || enrolment.paymentId === payment.id) return;
  const [opened] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, payment.id));
  if (opened) return;
  await tx.insert(refunds).values({
    paymentId: payment.id,
    amountKobo: payment.amountKobo,
    reason: 'purchase',
    requestedBy: null,
    createdAt: now,
  });
  const title = productTitle(enrolment.product, enrolment.productSlug);
  await queueEmail(tx, {
    kind: `enrolment-paid-twice:${payment.id}`,
    to: payment.payerEmail,
    subject: headerText(`Paid twice: ${nairaOfKobo(payment.amountKobo)} is on its way back`),
    text: [
      `Hello ${enrolment.name},`,
      '',
      `You are already enrolled on ${title}, so your second payment of ${nairaOfKobo(payment.amountKobo)} (reference ${payment.reference}) is being refunded in full to the card or account it came from. Paystack usually takes a few working days.`,
      '',
      'AJBXNG Boxing Academy',
    ].join('\n'),
  });
}

/**
 * Inside the refund webhook's transaction, after its ledger line: once the payment's refunds add up to all
 * of it, its enrolment is refunded (access ends). A part refund leaves it as it is.
 */
export async function endRefundedEnrolments(tx: Transaction, payment: Payment): Promise<boolean> {
  if (payment.purpose !== 'course' && payment.purpose !== 'programme') return false;
  const [sum] = await tx
    .select({ refunded: sql<string>`coalesce(-sum(${ledgerEntries.amountKobo}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, payment.id), eq(ledgerEntries.kind, 'refund')));
  if (Number(sum?.refunded ?? 0) < payment.amountKobo) return false;
  const ended = await tx
    .update(enrolments)
    .set({ status: 'refunded' })
    .where(and(eq(enrolments.paymentId, payment.id), inArray(enrolments.status, ['active', 'pending'])))
    .returning({ id: enrolments.id });
  return ended.length > 0;
}

export function productTitle(product: EnrolmentProduct, slug: string): string {
  if (product === 'course') return courseBySlugOnly(slug)?.title ?? slug;
  return programmes.find((p) => p.slug === slug)?.title ?? slug;
}

export function productPath(product: EnrolmentProduct, slug: string): string {
  if (product === 'course') {
    const course = courseBySlugOnly(slug);
    return course ? coursePath(course) : '/courses';
  }
  return programmes.find((p) => p.slug === slug)?.path ?? '/training-programs';
}
