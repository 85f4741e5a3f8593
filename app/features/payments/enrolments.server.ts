import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { enrolments, invoices, payments, refunds, user } from '@server/db/schema';
import type { EnrolmentPayment, EnrolmentProduct, EnrolmentStatus } from '@server/db/schema/payments';
import type { Viewer } from '@server/auth/roles';
import { headerText } from '@server/http/plain-text';
import { nudgeOutbox, queueEmail } from '@server/mail/outbox';
import type { PaystackClient } from '@server/payments/paystack';
import { PaystackError } from '@server/payments/paystack';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { courseBySlugOnly, coursePriceKobo } from '~/content/courses';
import { programmeDeposit, programmes } from '~/content/programmes';
import { nairaOfKobo } from '~/lib/refund-policy';
import { productPath, productTitle } from './enrolment-settle.server';
import { nudgeRefunds } from './refunds.server';
import { newPaymentReference } from './reference';

/**
 * Issue 31 item 4 (decision 0031): the academy's online courses and priced programmes, bought through the
 * same Paystack checkout as entry fees. An enrolment is written pending with its payment, in one transaction;
 * only the verified payment makes it active (`activateEnrolment`, inside settleCharge's transaction, once);
 * a failed or abandoned payment leaves it pending, to be paid again (a new payment, the same enrolment); a
 * full refund of its payment ends it (`endRefundedEnrolments`, inside the refund's webhook transaction).
 * The amount always comes from app/content, never from a form.
 */

type Enrolment = typeof enrolments.$inferSelect;

export type EnrolmentCheckout = {
  reference: string;
  amountKobo: number;
  authorizationUrl: string;
  enrolmentId: number;
};

/** What is being bought: a product of app/content, its price and what this payment is of it. */
type Purchase = {
  product: EnrolmentProduct;
  slug: string;
  title: string;
  priceKobo: number;
  paymentKind: EnrolmentPayment;
  amountKobo: number;
  enquiryId: number | null;
};

const describePurchase = (p: Pick<Purchase, 'product' | 'title' | 'paymentKind'>) =>
  p.product === 'course'
    ? `Online course: ${p.title}`
    : `Programme ${p.paymentKind === 'deposit' ? 'deposit' : 'fee'}: ${p.title}`;

/**
 * A signed-in person buys an online course by its slug. Platform admins open every course without buying
 * (issue 34), so they are refused; an active enrolment on it is refused (409 already_enrolled) rather than
 * charged again; a checkout of it under way is offered again.
 */
export async function startCourseCheckout(
  db: Database,
  paystack: PaystackClient,
  buyer: Viewer,
  slug: string,
  options: { callbackUrl: string; siteUrl: string },
): Promise<EnrolmentCheckout> {
  const course = courseBySlugOnly(slug);
  if (!course) throw new ServiceError(404, 'course_not_found', 'There is no such course.');
  if (buyer.role === 'admin')
    throw new ServiceError(
      403,
      'admins_open_every_course',
      'Admins open every course without buying it: buy with a personal account.',
    );
  const priceKobo = coursePriceKobo(course);
  return startEnrolmentCheckout(
    db,
    paystack,
    buyer,
    {
      product: 'course',
      slug: course.slug,
      title: course.title,
      priceKobo,
      paymentKind: 'full',
      amountKobo: priceKobo,
      enquiryId: null,
    },
    options,
  );
}

/**
 * A programme applied for (its enquiry), paid as a deposit or in full. Only programmes with a price: those
 * "by assessment" have nothing to pay online (409 no_price).
 */
export async function startProgrammeCheckout(
  db: Database,
  paystack: PaystackClient,
  buyer: Viewer,
  input: { programme: string; paymentKind: string; enquiryId: number | null },
  options: { callbackUrl: string; siteUrl: string },
): Promise<EnrolmentCheckout> {
  const programme = programmes.find((p) => p.slug === input.programme || p.applicationId === input.programme);
  if (!programme) throw new ServiceError(404, 'programme_not_found', 'There is no such programme.');
  if (programme.price === null)
    throw new ServiceError(
      409,
      'no_price',
      `${programme.title} is priced by assessment: the academy will contact you.`,
    );
  if (input.paymentKind !== 'deposit' && input.paymentKind !== 'full')
    throw new ServiceError(400, 'invalid_payment_kind', 'Choose to pay a deposit or in full.', {
      paymentKind: ['Choose to pay a deposit or in full.'],
    });
  const priceKobo = programme.price * 100;
  return startEnrolmentCheckout(
    db,
    paystack,
    buyer,
    {
      product: 'programme',
      slug: programme.slug,
      title: programme.title,
      priceKobo,
      paymentKind: input.paymentKind,
      amountKobo: input.paymentKind === 'deposit' ? programmeDeposit(programme.price) * 100 : priceKobo,
      enquiryId: input.enquiryId,
    },
    options,
  );
}

async function startEnrolmentCheckout(
  db: Database,
  paystack: PaystackClient,
  buyer: Viewer,
  purchase: Purchase,
  options: { callbackUrl: string; siteUrl: string },
): Promise<EnrolmentCheckout> {
  const now = clock.now();
  const pending = await db.transaction(async (tx) => {
    // One buyer's checkouts one at a time: two clicks at once make one enrolment, not two.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, buyer.id)).for('update');
    const held = await tx
      .select()
      .from(enrolments)
      .where(
        and(
          eq(enrolments.userId, buyer.id),
          eq(enrolments.product, purchase.product),
          eq(enrolments.productSlug, purchase.slug),
          inArray(enrolments.status, ['pending', 'active']),
        ),
      )
      .orderBy(desc(enrolments.id));
    if (held.some((e) => e.status === 'active'))
      throw new ServiceError(
        409,
        'already_enrolled',
        `You are already enrolled on ${purchase.title}: nothing more to pay.`,
      );
    let enrolment: Enrolment | undefined = held[0];
    if (enrolment?.paymentId) {
      const [under] = await tx.select().from(payments).where(eq(payments.id, enrolment.paymentId));
      if (under?.status === 'pending') {
        if (under.authorizationUrl && under.amountKobo === purchase.amountKobo)
          return {
            reuse: true as const,
            payment: under,
            enrolment,
            authorizationUrl: under.authorizationUrl,
          };
        if (under.authorizationUrl || now.getTime() - under.createdAt.getTime() < 60_000)
          throw new ServiceError(
            409,
            'payment_under_way',
            'A payment for this is under way: finish it on Paystack’s page, or wait a few minutes.',
          );
      }
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        reference: newPaymentReference(),
        purpose: purchase.product,
        amountKobo: purchase.amountKobo,
        payerId: buyer.id,
        payerEmail: buyer.email,
        metadata: {
          product: purchase.product,
          slug: purchase.slug,
          paymentKind: purchase.paymentKind,
          description: describePurchase(purchase),
          siteUrl: options.siteUrl,
        },
        createdAt: now,
      })
      .returning();
    if (enrolment)
      [enrolment] = await tx
        .update(enrolments)
        .set({
          paymentId: payment!.id,
          paymentKind: purchase.paymentKind,
          amountKobo: purchase.amountKobo,
          priceKobo: purchase.priceKobo,
          enquiryId: purchase.enquiryId ?? enrolment.enquiryId,
        })
        .where(eq(enrolments.id, enrolment.id))
        .returning();
    else
      [enrolment] = await tx
        .insert(enrolments)
        .values({
          product: purchase.product,
          productSlug: purchase.slug,
          userId: buyer.id,
          email: buyer.email,
          name: buyer.name,
          status: 'pending',
          paymentKind: purchase.paymentKind,
          priceKobo: purchase.priceKobo,
          amountKobo: purchase.amountKobo,
          paymentId: payment!.id,
          enquiryId: purchase.enquiryId,
          createdAt: now,
        })
        .returning();
    await tx
      .update(payments)
      .set({ metadata: { ...payment!.metadata, enrolmentId: enrolment!.id } })
      .where(eq(payments.id, payment!.id));
    return { reuse: false as const, payment: payment!, enrolment: enrolment! };
  });

  if (pending.reuse)
    return {
      reference: pending.payment.reference,
      amountKobo: pending.payment.amountKobo,
      authorizationUrl: pending.authorizationUrl,
      enrolmentId: pending.enrolment.id,
    };
  const { payment, enrolment } = pending;
  try {
    const started = await paystack.initialise({
      amountKobo: payment.amountKobo,
      email: payment.payerEmail,
      reference: payment.reference,
      callbackUrl: options.callbackUrl,
      metadata: {
        purpose: purchase.product,
        product: purchase.slug,
        paymentKind: purchase.paymentKind,
        enrolmentId: enrolment.id,
      },
    });
    await db
      .update(payments)
      .set({ authorizationUrl: started.authorizationUrl, accessCode: started.accessCode })
      .where(eq(payments.id, payment.id));
    return {
      reference: payment.reference,
      amountKobo: payment.amountKobo,
      authorizationUrl: started.authorizationUrl,
      enrolmentId: enrolment.id,
    };
  } catch (error) {
    // Never started: the enrolment stays pending, and buying again starts a new payment at once.
    await db
      .update(payments)
      .set({ status: 'failed', settledAt: clock.now(), flag: 'Paystack did not start the checkout.' })
      .where(eq(payments.id, payment.id));
    if (error instanceof PaystackError)
      throw new ServiceError(
        503,
        'payments_unavailable',
        'Payments cannot be taken just now. Try again in a few minutes.',
      );
    throw error;
  }
}

/**
 * A platform admin refunds a purchase in full: a pending refund (reason `purchase`) asked of Paystack after
 * the commit; the enrolment ends when Paystack says the refund was processed. Asked twice: the same refund.
 */
export async function refundEnrolment(
  db: Database,
  actor: Viewer,
  enrolmentId: number,
): Promise<{ refundId: number; amountKobo: number }> {
  if (actor.role !== 'admin')
    throw new ServiceError(403, 'forbidden', 'Only a platform admin refunds a purchase.');
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ enrolment: enrolments, payment: payments })
      .from(enrolments)
      .innerJoin(payments, eq(payments.id, enrolments.paymentId))
      .where(eq(enrolments.id, enrolmentId))
      .for('update', { of: enrolments });
    if (!row) throw new ServiceError(404, 'enrolment_not_found', 'There is no such enrolment.');
    if (row.enrolment.status !== 'active' || row.payment.status !== 'succeeded')
      throw new ServiceError(409, 'not_refundable', 'Only an active, paid enrolment can be refunded.');
    const [open] = await tx
      .select({ id: refunds.id, amountKobo: refunds.amountKobo })
      .from(refunds)
      .where(
        and(
          eq(refunds.paymentId, row.payment.id),
          eq(refunds.reason, 'purchase'),
          inArray(refunds.status, ['pending', 'processed']),
        ),
      );
    if (open) return { refundId: open.id, amountKobo: open.amountKobo, opened: false };
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: row.payment.id,
        amountKobo: row.payment.amountKobo,
        reason: 'purchase',
        requestedBy: actor.id,
        createdAt: clock.now(),
      })
      .returning({ id: refunds.id });
    await queueEmail(tx, {
      kind: `enrolment-refund:${row.enrolment.id}`,
      to: row.payment.payerEmail,
      subject: headerText(`Refund of ${nairaOfKobo(row.payment.amountKobo)}`),
      text: [
        `Hello ${row.enrolment.name},`,
        '',
        `${nairaOfKobo(row.payment.amountKobo)} you paid for ${productTitle(row.enrolment.product, row.enrolment.productSlug)} is being refunded in full; your enrolment ends once Paystack returns it (usually 5 to 10 working days).`,
        '',
        'AJBXNG Boxing Academy',
      ].join('\n'),
    });
    return { refundId: refund!.id, amountKobo: row.payment.amountKobo, opened: true };
  });
  if (result.opened) nudgeRefunds();
  else nudgeOutbox();
  return { refundId: result.refundId, amountKobo: result.amountKobo };
}

export type EnrolmentView = {
  id: number;
  product: EnrolmentProduct;
  slug: string;
  title: string;
  /** Its page on the site. */
  path: string;
  status: EnrolmentStatus;
  paymentKind: EnrolmentPayment;
  priceKobo: number;
  amountKobo: number;
  /** Its payment's reference, and whether that payment failed or was abandoned (buy again to pay). */
  reference: string | null;
  retry: boolean;
  /** The receipt's number (/invoices/{number}), once paid. */
  receipt: string | null;
  createdAt: string;
  activatedAt: string | null;
};

/** A person's enrolments, newest first: pending (with a way to pay), active, refunded. */
export async function enrolmentsOf(
  db: Database | Transaction,
  userId: string,
  filter?: { product: EnrolmentProduct; slug: string },
): Promise<EnrolmentView[]> {
  const rows = await db
    .select({
      enrolment: enrolments,
      reference: payments.reference,
      paymentStatus: payments.status,
      receipt: invoices.number,
    })
    .from(enrolments)
    .leftJoin(payments, eq(payments.id, enrolments.paymentId))
    .leftJoin(invoices, and(eq(invoices.paymentId, enrolments.paymentId), eq(invoices.kind, 'receipt')))
    .where(
      and(
        eq(enrolments.userId, userId),
        filter
          ? and(eq(enrolments.product, filter.product), eq(enrolments.productSlug, filter.slug))
          : undefined,
      ),
    )
    .orderBy(desc(enrolments.id))
    .limit(100);
  return rows.map(({ enrolment: e, reference, paymentStatus, receipt }) => ({
    id: e.id,
    product: e.product,
    slug: e.productSlug,
    title: productTitle(e.product, e.productSlug),
    path: productPath(e.product, e.productSlug),
    status: e.status,
    paymentKind: e.paymentKind,
    priceKobo: e.priceKobo,
    amountKobo: e.amountKobo,
    reference: reference ?? null,
    retry: e.status === 'pending' && (paymentStatus === 'failed' || paymentStatus === 'abandoned'),
    receipt: receipt ?? null,
    createdAt: e.createdAt.toISOString(),
    activatedAt: e.activatedAt?.toISOString() ?? null,
  }));
}

/** The enrolment a payment pays for, if it is the viewer's (the return page's "You're enrolled"). */
export async function enrolmentOfPayment(
  db: Database,
  reference: string,
  userId: string,
): Promise<EnrolmentView | null> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .innerJoin(payments, eq(payments.id, enrolments.paymentId))
    .where(and(eq(payments.reference, reference), eq(enrolments.userId, userId)));
  if (!row) return null;
  return (await enrolmentsOf(db, userId)).find((e) => e.id === row.id) ?? null;
}
