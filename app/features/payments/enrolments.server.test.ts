import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import {
  enquiries,
  enrolments,
  invoices,
  outbox,
  paymentEvents,
  payments,
  refunds,
  user,
} from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import type { PaystackDouble } from '@server/payments/double';
import { paystackClient } from '@server/payments/paystack';
import { paystackSignature } from '@server/payments/signature';
import { startApi } from '@server/api/v1/harness.test-support';
import type { ApiHarness } from '@server/api/v1/harness.test-support';
import { sendPendingRefunds, startProgrammeCheckout } from './index';
import { isServiceError } from '@server/service-error';

/**
 * Courses bought online (issue 31 item 4, decision 0031) on both databases, on the local Paystack double,
 * through the API: the amount is the catalogue's; the enrolment is pending until Paystack verifies the
 * payment, then active once however often the webhook is told; a failed payment leaves it pending to pay
 * again; a full refund ends it; a course held is not charged again; refusals for an unknown course, a
 * visitor and an admin.
 */

const BUYER: Viewer = { id: 'buyer-ada', name: 'Ada Buyer', email: 'ada@example.ng', role: 'boxer' };
const OTHER: Viewer = { id: 'fan-emeka', name: 'Emeka Fan', email: 'emeka@example.ng', role: 'spectator' };
const ADMIN: Viewer = { id: 'admin-bola', name: 'Bola Admin', email: 'bola@example.ng', role: 'admin' };

describe.each(testDatabaseKinds())('courses bought online, on %s', (kind: TestDatabaseKind) => {
  let api: ApiHarness;
  let double: PaystackDouble;

  beforeAll(async () => {
    api = await startApi(kind, async (services) => {
      const people = [BUYER, OTHER, ADMIN];
      await services.database.db
        .insert(user)
        .values(people.map(({ id, name, email, role }) => ({ id, name, email, role })));
      return people;
    });
    api.services.config.paystack = { ...api.services.config.paystack, baseUrl: `${api.base}/_paystack` };
    double = api.app.locals.paystackDouble as PaystackDouble;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const db = () => api.services.database.db;
  const buy = (slug: string, as = BUYER.id) =>
    api.call('POST', `/courses/${slug}/checkout`, { as, body: { amountKobo: 100 } });
  const mine = async (as = BUYER.id) => (await api.call('GET', '/me/enrolments', { as })).json.enrolments;
  /** The payer on the double's checkout page: picks an outcome, is sent back with the reference. */
  async function pay(authorizationUrl: string, outcome: 'success' | 'failed' | 'abandoned') {
    const response = await fetch(authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
  }
  const webhook = (body: string) =>
    fetch(`${api.base}/api/v1/payments/paystack/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(api.services.config.paystack.secretKey, body),
      },
      body,
    });
  const enrolmentRow = async (id: number) =>
    (await db().select().from(enrolments).where(eq(enrolments.id, id)))[0]!;

  it('charges the catalogue’s price, not the form’s; pending until verified, then active once however often Paystack tells it, with a receipt and one e-mail; a course held is not charged again', async () => {
    const started = await buy('boxing-fitness-fundamentals');
    expect(started.status).toBe(200);
    const { reference, amountKobo, authorizationUrl, enrolmentId } = started.json.payment;
    // SPEC §3: Boxing Fitness Fundamentals, ₦350,000 (the body's amountKobo is ignored).
    expect(amountKobo).toBe(35_000_000);
    expect(double.transaction(reference)!.amountKobo).toBe(35_000_000);
    // Asked again while under way: the same checkout.
    expect((await buy('boxing-fitness-fundamentals')).json.payment.reference).toBe(reference);
    expect(await mine()).toMatchObject([
      {
        id: enrolmentId,
        product: 'course',
        slug: 'boxing-fitness-fundamentals',
        title: 'Boxing Fitness Fundamentals',
        path: '/courses/fitness/boxing-fitness-fundamentals',
        status: 'pending',
        paymentKind: 'full',
        priceKobo: 35_000_000,
        receipt: null,
      },
    ]);

    await pay(authorizationUrl, 'success');
    const [active] = await mine();
    expect(active).toMatchObject({ status: 'active', reference, retry: false });
    expect(active.receipt).toMatch(/^AJB-\d{4}-\d{6}$/);
    const [receipt] = await db().select().from(invoices).where(eq(invoices.number, active.receipt));
    expect(receipt).toMatchObject({
      kind: 'receipt',
      payerId: BUYER.id,
      amountKobo: 35_000_000,
      description: 'Online course: Boxing Fitness Fundamentals',
    });
    const activatedAt = (await enrolmentRow(enrolmentId)).activatedAt;

    // Paystack tells the success again (twice at once), and the buyer's return verifies it again.
    const [told] = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.type, 'charge.success'), eq(paymentEvents.reference, reference)));
    const body = JSON.stringify({ event: 'charge.success', data: told!.payload });
    const answers = await Promise.all([webhook(body), webhook(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await api.call('GET', `/payments/${reference}`, { as: BUYER.id })).json.payment.status).toBe(
      'succeeded',
    );
    expect((await enrolmentRow(enrolmentId)).activatedAt).toEqual(activatedAt);
    const mails = await db()
      .select({ to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody })
      .from(outbox)
      .where(like(outbox.kind, 'enrolment-receipt:%'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(BUYER.email);
    expect(mails[0]!.subject).toBe("You're enrolled: Boxing Fitness Fundamentals");
    expect(mails[0]!.text).toContain(`/invoices/${active.receipt}`);
    expect(mails[0]!.text).toContain('₦350,000');

    // Held: refused, and nothing charged again.
    const again = await buy('boxing-fitness-fundamentals');
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('already_enrolled');
    expect(await db().select().from(payments).where(eq(payments.purpose, 'course'))).toHaveLength(1);
  });

  it('a declined payment leaves the enrolment pending with a way to pay again; paying again enrols the same enrolment', async () => {
    const first = (await buy('champion-nutrition-program')).json.payment;
    expect(first.amountKobo).toBe(25_000_000);
    await pay(first.authorizationUrl, 'failed');
    // The buyer's return verifies it with Paystack (as /payments/return does): declined, nothing taken.
    const back = await api.call('GET', `/payments/${first.reference}`, { as: BUYER.id });
    expect(back.json.payment).toMatchObject({ status: 'failed', retry: true });
    const [pending] = (await mine()).filter((e: { slug: string }) => e.slug === 'champion-nutrition-program');
    expect(pending).toMatchObject({ id: first.enrolmentId, status: 'pending', retry: true, receipt: null });

    const second = (await buy('champion-nutrition-program')).json.payment;
    expect(second.reference).not.toBe(first.reference);
    expect(second.enrolmentId).toBe(first.enrolmentId);
    await pay(second.authorizationUrl, 'success');
    expect(await enrolmentRow(first.enrolmentId)).toMatchObject({ status: 'active' });
  });

  it('a full refund of the purchase ends the enrolment, once Paystack processes it', async () => {
    const [held] = (await mine()).filter((e: { slug: string }) => e.slug === 'champion-nutrition-program');
    // Only admins refund a purchase; asked twice, the same refund.
    expect((await api.call('POST', `/enrolments/${held.id}/refund`, { as: BUYER.id })).status).toBe(403);
    const refund = await api.call('POST', `/enrolments/${held.id}/refund`, { as: ADMIN.id });
    expect(refund.status).toBe(200);
    expect(refund.json.refund.amountKobo).toBe(25_000_000);
    expect((await api.call('POST', `/enrolments/${held.id}/refund`, { as: ADMIN.id })).json.refund.id).toBe(
      refund.json.refund.id,
    );
    expect(await enrolmentRow(held.id)).toMatchObject({ status: 'active' });
    await sendPendingRefunds(db(), paystackClient(api.services.config.paystack));
    await vi.waitFor(async () => expect((await enrolmentRow(held.id)).status).toBe('refunded'), {
      timeout: 5_000,
      interval: 20,
    });
    expect(double.transaction(held.reference)!.refundedKobo).toBe(25_000_000);
    // Refunded: it may be bought again.
    expect((await buy('champion-nutrition-program')).status).toBe(200);
  });

  it('a priced programme applied for is paid as a 20 % deposit or in full, its enrolment linked to the application; one by assessment has nothing to pay', async () => {
    const [enquiry] = await db()
      .insert(enquiries)
      .values({
        reference: 'AJB-7K3Q9',
        form: 'program-application',
        name: BUYER.name,
        email: BUYER.email,
        fields: { program: 'mental-champion' },
        idempotencyKey: 'enrolments-test',
      })
      .returning();
    const paystack = paystackClient(api.services.config.paystack);
    const options = { callbackUrl: `${api.base}/payments/return`, siteUrl: api.base };
    const deposit = await startProgrammeCheckout(
      db(),
      paystack,
      BUYER,
      { programme: 'mental-champion', paymentKind: 'deposit', enquiryId: enquiry!.id },
      options,
    );
    // Mental Champion, ₦500,000: a deposit of ₦100,000.
    expect(deposit.amountKobo).toBe(10_000_000);
    await pay(deposit.authorizationUrl, 'success');
    expect(await enrolmentRow(deposit.enrolmentId)).toMatchObject({
      product: 'programme',
      productSlug: 'mental-champion',
      status: 'active',
      paymentKind: 'deposit',
      priceKobo: 50_000_000,
      amountKobo: 10_000_000,
      enquiryId: enquiry!.id,
    });
    const full = await startProgrammeCheckout(
      db(),
      paystack,
      OTHER,
      { programme: 'performance-elite', paymentKind: 'full', enquiryId: null },
      options,
    );
    expect(full.amountKobo).toBe(200_000_000);
    const refused = await startProgrammeCheckout(
      db(),
      paystack,
      BUYER,
      { programme: 'elite-championship', paymentKind: 'deposit', enquiryId: null },
      options,
    ).catch((error: unknown) => (isServiceError(error) ? error : null));
    expect(refused).toMatchObject({ status: 409, code: 'no_price' });
  });

  it('paid twice (an old checkout completed after a new one): enrolled once, the second payment refunded in full', async () => {
    const first = (await buy('first-steps-in-the-ring')).json.payment;
    // The buyer leaves the first checkout; its return finds it abandoned, and they start again.
    await pay(first.authorizationUrl, 'abandoned');
    expect(
      (await api.call('GET', `/payments/${first.reference}`, { as: BUYER.id })).json.payment,
    ).toMatchObject({ status: 'abandoned' });
    const second = (await buy('first-steps-in-the-ring')).json.payment;
    expect(second.enrolmentId).toBe(first.enrolmentId);
    await pay(second.authorizationUrl, 'success');
    expect(await enrolmentRow(first.enrolmentId)).toMatchObject({ status: 'active' });
    // The first tab's payment goes through after all: Paystack tells its charge.success.
    const [held] = await db().select().from(payments).where(eq(payments.reference, first.reference));
    await db().update(payments).set({ status: 'pending' }).where(eq(payments.id, held!.id));
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 77_000_001,
        reference: first.reference,
        status: 'success',
        amount: first.amountKobo,
        currency: 'NGN',
        fees: 0,
      },
    });
    expect((await webhook(body)).status).toBe(200);
    expect((await webhook(body)).status).toBe(200);
    const opened = await db().select().from(refunds).where(eq(refunds.paymentId, held!.id));
    expect(opened).toEqual([
      expect.objectContaining({ amountKobo: first.amountKobo, reason: 'purchase', status: 'pending' }),
    ]);
    const [told] = await db()
      .select({ to: outbox.toAddress, subject: outbox.subject })
      .from(outbox)
      .where(like(outbox.kind, `enrolment-paid-twice:${held!.id}`));
    // SPEC §3: First Steps in the Ring, ₦200,000.
    expect(first.amountKobo).toBe(20_000_000);
    expect(told).toEqual({ to: BUYER.email, subject: 'Paid twice: ₦200,000 is on its way back' });
    // Still enrolled, on the payment it keeps.
    const enrolment = await enrolmentRow(first.enrolmentId);
    expect(enrolment).toMatchObject({ status: 'active' });
    const [kept] = await db().select().from(payments).where(eq(payments.id, enrolment.paymentId!));
    expect(kept!.reference).toBe(second.reference);
  });

  it('refuses an unknown course (404), a visitor (401) and an admin (403), and shows no one else’s enrolments', async () => {
    const unknown = await buy('no-such-course');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('course_not_found');
    expect((await api.call('POST', '/courses/boxing-fitness-fundamentals/checkout')).status).toBe(401);
    expect((await api.call('GET', '/me/enrolments')).status).toBe(401);
    expect((await buy('boxing-fitness-fundamentals', ADMIN.id)).status).toBe(403);
    // Only their own: the programme they started paying for, none of the buyer's courses.
    expect((await mine(OTHER.id)).map((e: { slug: string }) => e.slug)).toEqual(['performance-elite']);
    const [theirs] = await mine();
    expect((await api.call('GET', `/payments/${theirs.reference}`, { as: OTHER.id })).status).toBe(404);
  });
});
