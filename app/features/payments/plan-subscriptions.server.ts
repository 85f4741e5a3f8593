import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from '~/lib/zod';
import type { Database, Transaction } from '@server/db/client';
import {
  ledgerEntries,
  organisationMembers,
  organisationSubscriptions,
  organisations,
  payments,
  user,
} from '@server/db/schema';
import type { PaystackClient } from '@server/payments/paystack';
import { PaystackError } from '@server/payments/paystack';
import type { PaystackPlansClient } from '@server/payments/paystack-plans';
import { queueEmail } from '@server/mail/outbox';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { planById, planIds } from '~/content/plans';
import type { PlanId } from '~/content/plans';
import { academyOrganisation, runsOrganisation } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { issuePaymentDocuments, organisationDocuments } from './invoices.server';
import type { DocumentListing } from './invoices.server';
import { addMonthLagos, nairaText, planPriceKobo, quotePlanChange } from './plan-pricing';
import type { PlanChangeQuote } from './plan-pricing';
import { newPaymentReference } from './reference';

/**
 * Organisation plans paid by subscription (issue 31 item 3; decision 0028). An approved organisation's
 * organiser subscribes to a plan (SPEC §9) through Paystack; each month's renewal extends the period paid
 * for; a failed renewal leaves 7 days of grace (e-mails at the failure, 3 days and 1 day before the end), after
 * which the organisation is read-only (organisations feature, `requireWritableOrganisation`) until it pays
 * again. Changing plan is pro-rated (plan-pricing.ts). The academy's own organisation never pays.
 */

export const GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;
type Subscription = typeof organisationSubscriptions.$inferSelect;
type Payment = typeof payments.$inferSelect;
type Db = Database | Transaction;

export const planCheckoutSchema = z.object({
  plan: z.enum(planIds, { error: 'Choose Starter, Professional or Enterprise' }),
});

/** The name each plan has at Paystack (one plan per price: a new price is a new plan). */
const providerPlanName = (plan: PlanId) => `AJBXNG ${planById(plan)!.name} (monthly)`;
const planCodes = new Map<string, Promise<string>>();

/** Paystack's code of the plan at its price: looked up, or made once; kept for the process. */
async function providerPlanCode(plans: PaystackPlansClient, baseUrl: string, plan: PlanId): Promise<string> {
  const key = `${baseUrl} ${plan} ${planPriceKobo(plan)}`;
  let code = planCodes.get(key);
  if (!code) {
    code = (async () => {
      const name = providerPlanName(plan);
      const known = (await plans.listPlans()).find(
        (p) => p.name === name && p.amountKobo === planPriceKobo(plan) && p.interval === 'monthly',
      );
      return known?.planCode ?? (await plans.createPlan({ name, amountKobo: planPriceKobo(plan) })).planCode;
    })();
    planCodes.set(key, code);
    code.catch(() => planCodes.delete(key));
  }
  return code;
}

/** The organisation a workspace pays for: its own, as its organiser (404 for anyone without one). */
async function payingOrganisation(db: Db, actor: Workspace) {
  const membership = actor.membership;
  if (
    !membership ||
    !runsOrganisation(actor, membership.organisationId) ||
    membership.memberRole !== 'organiser'
  )
    throw new ServiceError(403, 'not_an_organiser', 'Only an organiser of the organisation pays its plan.');
  const [organisation] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, membership.organisationId));
  if (!organisation || organisation.status !== 'approved')
    throw new ServiceError(404, 'organisation_not_found', 'There is no such organisation.');
  return organisation;
}

async function subscriptionOf(db: Db, organisationId: number, lock = false): Promise<Subscription | null> {
  const query = db
    .select()
    .from(organisationSubscriptions)
    .where(eq(organisationSubscriptions.organisationId, organisationId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * What the workspace's frame says of the plan on every tab: a failed renewal (read-only from `graceUntil`) or a
 * read-only workspace; nothing when the plan is paid (or never was: an organisation not yet subscribed).
 */
export async function planWarning(
  db: Database,
  organisationId: number,
): Promise<{ status: 'past_due' | 'read_only'; graceUntil: string | null } | null> {
  const subscription = await subscriptionOf(db, organisationId);
  if (subscription?.status !== 'past_due' && subscription?.status !== 'read_only') return null;
  return { status: subscription.status, graceUntil: subscription.graceUntil?.toISOString() ?? null };
}

export type PlanView = {
  organisation: { id: number; name: string; isAcademy: boolean };
  plan: { id: PlanId; name: string; priceKobo: number; allowance: string };
  subscription: {
    status: Subscription['status'];
    periodStart: string;
    periodEnd: string;
    graceUntil: string | null;
    /** The next charge: the plan's price at the period's end (none while read-only or cancelled). */
    nextCharge: { amountKobo: number; on: string } | null;
    /** The provider's subscription (the double's page renews it by hand). */
    providerSubscriptionCode: string | null;
  } | null;
  /** What each other plan costs now: pro-rated from an active subscription, else its price. */
  choices: {
    plan: PlanId;
    name: string;
    priceKobo: number;
    chargeKobo: number;
    creditKobo: number;
    periodEnd: string;
  }[];
  documents: DocumentListing[];
};

/** The plan page: the organisation's plan, its subscription, what changing would cost, its documents. */
export async function planView(db: Database, actor: Workspace, now: Date = clock.now()): Promise<PlanView> {
  // A platform admin with no organisation of their own sees the academy's, which never pays.
  const academy =
    actor.platformAdmin && actor.membership?.memberRole !== 'organiser'
      ? await academyOrganisation(db)
      : null;
  const organisation = academy
    ? (await db.select().from(organisations).where(eq(organisations.id, academy.id)))[0]!
    : await payingOrganisation(db, actor);
  const subscription = await subscriptionOf(db, organisation.id);
  const current = (subscription?.plan ?? organisation.plan) as PlanId;
  const plan = planById(current)!;
  const active = subscription?.status === 'active';
  const choices = organisation.isAcademy
    ? []
    : planIds
        .filter((id) => !active || id !== current)
        .map((id) => {
          const quote = active ? quoteFor(subscription, id, now) : null;
          return {
            plan: id,
            name: planById(id)!.name,
            priceKobo: planPriceKobo(id),
            chargeKobo: quote ? quote.chargeKobo : planPriceKobo(id),
            creditKobo: quote ? quote.creditKobo : 0,
            periodEnd: (quote ? quote.periodEnd : addMonthLagos(now)).toISOString(),
          };
        });
  return {
    organisation: { id: organisation.id, name: organisation.name, isAcademy: organisation.isAcademy },
    plan: { id: current, name: plan.name, priceKobo: planPriceKobo(current), allowance: plan.allowance },
    subscription: subscription
      ? {
          status: subscription.status,
          periodStart: subscription.currentPeriodStart.toISOString(),
          periodEnd: subscription.currentPeriodEnd.toISOString(),
          graceUntil: subscription.graceUntil?.toISOString() ?? null,
          nextCharge:
            subscription.status === 'active' || subscription.status === 'past_due'
              ? {
                  amountKobo: planPriceKobo(subscription.plan),
                  on: (subscription.status === 'past_due'
                    ? now
                    : subscription.currentPeriodEnd
                  ).toISOString(),
                }
              : null,
          providerSubscriptionCode: subscription.providerSubscriptionCode,
        }
      : null,
    choices,
    documents: await organisationDocuments(db, organisation.id),
  };
}

function quoteFor(subscription: Subscription, to: PlanId, now: Date): PlanChangeQuote {
  return quotePlanChange({
    from: subscription.plan,
    to,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    now,
  });
}

export type PlanCheckout =
  | { kind: 'checkout'; reference: string; amountKobo: number; authorizationUrl: string }
  | { kind: 'changed'; plan: PlanId; periodEnd: string };

/**
 * The organiser pays for a plan. With no subscription (or one that lapsed): a subscription through Paystack,
 * its first month charged now. Behind on a renewal (past due, read-only): the plan's month paid now, active at
 * once. Active on another plan: the pro-rated difference charged now (or, when the credit covers the new price,
 * the change made at once). The amount is the server's, in kobo.
 */
export async function startPlanCheckout(
  db: Database,
  paystack: { payments: PaystackClient; plans: PaystackPlansClient; baseUrl: string },
  actor: Workspace,
  input: unknown,
  options: { callbackUrl: string },
  now: Date = clock.now(),
): Promise<PlanCheckout> {
  const parsed = planCheckoutSchema.safeParse(input);
  if (!parsed.success)
    throw new ServiceError(400, 'invalid_plan', parsed.error.issues[0]!.message, {
      plan: [parsed.error.issues[0]!.message],
    });
  const plan = parsed.data.plan;
  const organisation = await payingOrganisation(db, actor);
  if (organisation.isAcademy)
    throw new ServiceError(409, 'academy_never_pays', 'The academy’s own organisation has no plan to pay.');

  const started = await db.transaction(async (tx) => {
    const subscription = await subscriptionOf(tx, organisation.id, true);
    const kind =
      !subscription || subscription.status === 'cancelled'
        ? ('subscribe' as const)
        : subscription.status === 'active'
          ? ('change' as const)
          : ('renew' as const);
    if (kind === 'change' && subscription!.plan === plan)
      throw new ServiceError(409, 'already_on_plan', `You are on ${planById(plan)!.name} already.`);
    if (kind === 'renew' && subscription!.plan !== plan)
      throw new ServiceError(
        409,
        'pay_plan_first',
        `Pay ${planById(subscription!.plan)!.name} first; change plan once the workspace is active again.`,
      );
    const quote = kind === 'change' ? quoteFor(subscription!, plan, now) : null;
    if (quote && quote.chargeKobo === 0) {
      await tx
        .update(organisationSubscriptions)
        .set({
          plan,
          currentPeriodStart: quote.periodStart,
          currentPeriodEnd: quote.periodEnd,
          updatedAt: now,
        })
        .where(eq(organisationSubscriptions.organisationId, organisation.id));
      await tx.update(organisations).set({ plan }).where(eq(organisations.id, organisation.id));
      return { changed: true as const, periodEnd: quote.periodEnd };
    }
    const amountKobo = quote ? quote.chargeKobo : planPriceKobo(plan);
    const [payment] = await tx
      .insert(payments)
      .values({
        reference: newPaymentReference(),
        purpose: 'plan',
        amountKobo,
        payerId: actor.viewer.id,
        payerEmail: actor.viewer.email,
        organisationId: organisation.id,
        metadata: {
          plan,
          kind,
          ...(quote
            ? {
                from: quote.from,
                creditKobo: quote.creditKobo,
                periodStart: quote.periodStart.toISOString(),
                periodEnd: quote.periodEnd.toISOString(),
              }
            : {}),
        },
        createdAt: now,
      })
      .returning();
    return { changed: false as const, payment: payment!, kind };
  });
  if (started.changed) return { kind: 'changed', plan, periodEnd: started.periodEnd.toISOString() };

  const { payment, kind } = started;
  const metadata = { purpose: 'plan', plan, kind, organisationId: organisation.id };
  try {
    const at =
      kind === 'subscribe'
        ? await paystack.plans.initialiseSubscription({
            planCode: await providerPlanCode(paystack.plans, paystack.baseUrl, plan),
            amountKobo: payment.amountKobo,
            email: payment.payerEmail,
            reference: payment.reference,
            callbackUrl: options.callbackUrl,
            metadata,
          })
        : await paystack.payments.initialise({
            amountKobo: payment.amountKobo,
            email: payment.payerEmail,
            reference: payment.reference,
            callbackUrl: options.callbackUrl,
            metadata,
          });
    await db
      .update(payments)
      .set({ authorizationUrl: at.authorizationUrl, accessCode: at.accessCode })
      .where(eq(payments.id, payment.id));
    return {
      kind: 'checkout',
      reference: payment.reference,
      amountKobo: payment.amountKobo,
      authorizationUrl: at.authorizationUrl,
    };
  } catch (error) {
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
 * A plan payment has just succeeded (settleCharge, in its transaction): the subscription it pays for is
 * active for the period it bought, and its receipt and invoice are written. A first subscription, or one that
 * lapsed, runs a month from now; a month paid while past due continues the period that fell due (one paid once
 * read-only starts now); a change of plan runs as quoted.
 */
export async function applyPlanPayment(
  tx: Transaction,
  payment: Payment,
  now: Date = clock.now(),
): Promise<void> {
  if (!payment.organisationId) return;
  const meta = payment.metadata as { plan?: PlanId; kind?: string; periodStart?: string; periodEnd?: string };
  const plan = meta.plan && planById(meta.plan) ? meta.plan : null;
  if (!plan) return;
  const subscription = await subscriptionOf(tx, payment.organisationId, true);
  let start = now;
  let end = addMonthLagos(now);
  if (meta.kind === 'change' && meta.periodStart && meta.periodEnd) {
    start = new Date(meta.periodStart);
    end = new Date(meta.periodEnd);
    // Paystack's subscription is still on the old plan: moved by switchProviderPlans, after this commits.
    await tx
      .update(payments)
      .set({ metadata: { ...payment.metadata, switchPending: true } })
      .where(eq(payments.id, payment.id));
  } else if ((meta.kind === 'renew' || meta.kind === 'renewal') && subscription?.status === 'past_due') {
    start = subscription.currentPeriodEnd;
    end = addMonthLagos(start);
  }
  const values = {
    plan,
    status: 'active' as const,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    graceUntil: null,
    updatedAt: now,
  };
  await tx
    .insert(organisationSubscriptions)
    .values({ organisationId: payment.organisationId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: organisationSubscriptions.organisationId, set: values });
  await tx.update(organisations).set({ plan }).where(eq(organisations.id, payment.organisationId));
  const name = planById(plan)!.name;
  await issuePaymentDocuments(
    tx,
    payment,
    {
      plan,
      periodStart: start,
      periodEnd: end,
      ...(meta.kind === 'change'
        ? { description: `Change to the ${name} plan, less the unused part of the previous plan (pro-rated)` }
        : {}),
    },
    now,
  );
}

/** A payment has just succeeded (settleCharge): a plan's period, or a receipt for anything else. */
export async function afterPaymentSettled(
  tx: Transaction,
  payment: Payment,
  now: Date = clock.now(),
): Promise<void> {
  if (payment.purpose === 'plan') await applyPlanPayment(tx, payment, now);
  else await issuePaymentDocuments(tx, payment, undefined, now);
}

const lagosDay = (at: Date) =>
  new Intl.DateTimeFormat('en-NG', {
    timeZone: 'Africa/Lagos',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at);

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The subscription a provider's event is about: by its subscription code, else its customer's code. */
async function subscriptionForEvent(
  tx: Transaction,
  data: Record<string, unknown>,
): Promise<Subscription | null> {
  const code = text(record(data.subscription).subscription_code) || text(data.subscription_code);
  const customer = text(record(data.customer).customer_code);
  const byCode = code
    ? await tx
        .select()
        .from(organisationSubscriptions)
        .where(eq(organisationSubscriptions.providerSubscriptionCode, code))
        .for('update')
    : [];
  if (byCode[0]) return byCode[0];
  const byCustomer = customer
    ? await tx
        .select()
        .from(organisationSubscriptions)
        .where(eq(organisationSubscriptions.providerCustomerCode, customer))
        .for('update')
    : [];
  return byCustomer[0] ?? null;
}

/** The organisation whose latest plan payment was paid from this e-mail address (a subscription's first event). */
async function organisationPaidBy(tx: Transaction, email: string): Promise<number | null> {
  if (!email) return null;
  const [row] = await tx
    .select({ organisationId: payments.organisationId })
    .from(payments)
    .where(
      and(eq(payments.purpose, 'plan'), eq(payments.payerEmail, email), eq(payments.status, 'succeeded')),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.organisationId ?? null;
}

/**
 * Paystack's events about plans, inside the webhook's transaction (applied once: the webhook keeps each event
 * once). Answers what it did, or null when the event is not about a plan (the webhook then handles it as any
 * other). `charge.success` with a plan: the first charge of a subscription (our reference: left to the webhook's
 * settling, as any payment) or a renewal (Paystack's reference: a payment recorded and the period extended);
 * `subscription.create` keeps Paystack's codes; `invoice.payment_failed` starts the grace period;
 * `subscription.disable` cancels (the period paid for runs to its end).
 */
export async function applyPlanEvent(
  tx: Transaction,
  type: string,
  data: Record<string, unknown>,
  now: Date = clock.now(),
): Promise<string | null> {
  const planCode = text(record(data.plan).plan_code);
  const customer = record(data.customer);
  if (type === 'charge.success' && planCode) {
    const reference = text(data.reference);
    // Our own reference: the subscription's first charge, settled as any payment (settleCharge, which then
    // activates the plan); subscription.create brings Paystack's codes.
    const [ours] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.reference, reference));
    if (ours) return null;
    return renewalPaid(tx, data, now);
  }
  if (type === 'subscription.create') {
    const code = text(data.subscription_code);
    const existing = await subscriptionForEvent(tx, data);
    const organisationId = existing?.organisationId ?? (await organisationPaidBy(tx, text(customer.email)));
    if (!organisationId || !code) return 'unknown-subscription';
    await tx
      .update(organisationSubscriptions)
      .set({
        providerSubscriptionCode: code,
        providerEmailToken: text(data.email_token) || null,
        providerCustomerCode: text(customer.customer_code) || null,
        providerAuthorizationCode: text(record(data.authorization).authorization_code) || null,
        updatedAt: now,
      })
      .where(eq(organisationSubscriptions.organisationId, organisationId));
    return 'subscribed';
  }
  if (type === 'invoice.payment_failed') {
    const subscription = await subscriptionForEvent(tx, data);
    if (!subscription) return 'unknown-subscription';
    if (subscription.status !== 'active') return 'already-past-due';
    const graceUntil = new Date(now.getTime() + GRACE_DAYS * DAY_MS);
    await tx
      .update(organisationSubscriptions)
      .set({ status: 'past_due', graceUntil, updatedAt: now })
      .where(eq(organisationSubscriptions.organisationId, subscription.organisationId));
    await tellOrganisers(tx, subscription.organisationId, 'plan-renewal-failed', (name) => ({
      subject: `Your ${name} plan payment failed: pay by ${lagosDay(graceUntil)}`,
      text:
        `Paystack could not take this month's payment for your ${name} plan.\n\n` +
        `Your workspace keeps working until ${lagosDay(graceUntil)}. Pay on your Plan page before then, or the ` +
        `workspace becomes read-only (your published events keep running; nothing is deleted).`,
    }));
    return 'past-due';
  }
  if (type === 'subscription.disable') {
    const subscription = await subscriptionForEvent(tx, data);
    if (!subscription || subscription.providerSubscriptionCode !== text(data.subscription_code))
      return 'ignored';
    if (subscription.status === 'active')
      await tx
        .update(organisationSubscriptions)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(organisationSubscriptions.organisationId, subscription.organisationId));
    return 'cancelled';
  }
  if (type === 'invoice.create' || type === 'invoice.update') return 'ignored';
  return null;
}

/** A renewal Paystack charged: recorded as a payment of ours (its reference), in the ledger, the period extended. */
async function renewalPaid(tx: Transaction, data: Record<string, unknown>, now: Date): Promise<string> {
  const subscription = await subscriptionForEvent(tx, data);
  const amountKobo = typeof data.amount === 'number' ? data.amount : NaN;
  if (!subscription) return 'unknown-subscription';
  const reference = text(data.reference).slice(0, 100);
  const transactionId = text(data.id);
  const [payment] = await tx
    .insert(payments)
    .values({
      reference,
      purpose: 'plan',
      status:
        amountKobo === planPriceKobo(subscription.plan) && text(data.currency) === 'NGN'
          ? 'succeeded'
          : 'pending',
      amountKobo: Number.isSafeInteger(amountKobo) ? amountKobo : 0,
      payerEmail: text(record(data.customer).email) || 'unknown',
      payerId: await organiserPaying(tx, subscription.organisationId),
      organisationId: subscription.organisationId,
      providerTransactionId: transactionId,
      metadata: { plan: subscription.plan, kind: 'renewal' },
      createdAt: now,
      settledAt: now,
    })
    .onConflictDoNothing({ target: payments.reference })
    .returning();
  if (!payment) return 'already-paid';
  if (payment.status !== 'succeeded') {
    await tx
      .update(payments)
      .set({
        flag: `Paystack reported ${text(data.currency)} ${text(data.amount)} kobo for a renewal of ${planPriceKobo(subscription.plan)} kobo.`,
      })
      .where(eq(payments.id, payment.id));
    return 'flagged';
  }
  const fees = typeof data.fees === 'number' ? data.fees : 0;
  await tx
    .insert(ledgerEntries)
    .values([
      {
        kind: 'charge' as const,
        amountKobo,
        source: `paystack:charge:${transactionId}`,
        paymentId: payment.id,
        organisationId: subscription.organisationId,
        createdAt: now,
      },
      ...(fees > 0
        ? [
            {
              kind: 'fee' as const,
              amountKobo: -fees,
              source: `paystack:fee:${transactionId}`,
              paymentId: payment.id,
              organisationId: subscription.organisationId,
              createdAt: now,
            },
          ]
        : []),
    ])
    .onConflictDoNothing({ target: ledgerEntries.source });
  // A renewal continues the period that ended; one after the workspace went read-only starts now.
  const start =
    subscription.status === 'read_only' || subscription.status === 'cancelled'
      ? now
      : subscription.currentPeriodEnd;
  const end = addMonthLagos(start);
  await tx
    .update(organisationSubscriptions)
    .set({
      status: 'active',
      graceUntil: null,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      updatedAt: now,
    })
    .where(eq(organisationSubscriptions.organisationId, subscription.organisationId));
  await issuePaymentDocuments(
    tx,
    payment,
    { plan: subscription.plan, periodStart: start, periodEnd: end },
    now,
  );
  return 'renewed';
}

async function organiserPaying(tx: Transaction, organisationId: number): Promise<string | null> {
  const [last] = await tx
    .select({ payerId: payments.payerId })
    .from(payments)
    .where(
      and(
        eq(payments.organisationId, organisationId),
        eq(payments.purpose, 'plan'),
        ne(payments.status, 'failed'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return last?.payerId ?? null;
}

/** An e-mail to each organiser of the organisation, queued in the transaction that makes it true. */
export async function tellOrganisers(
  tx: Transaction,
  organisationId: number,
  kind: string,
  message: (planName: string, organisationName: string) => { subject: string; text: string },
): Promise<number> {
  const [organisation] = await tx
    .select({ name: organisations.name, plan: organisations.plan })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) return 0;
  const organisers = await tx
    .select({ email: user.email, name: user.name })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        inArray(organisationMembers.memberRole, ['organiser']),
      ),
    );
  const { subject, text: body } = message(
    planById(organisation.plan)?.name ?? organisation.plan,
    organisation.name,
  );
  for (const organiser of organisers)
    await queueEmail(tx, {
      kind,
      to: organiser.email,
      subject,
      text: `Hello ${organiser.name},\n\n${body}\n\n${organisation.name} on AJBXNG`,
    });
  return organisers.length;
}

export { nairaText };

/**
 * After a paid change of plan, Paystack's subscription follows (the grace job runs this; decision 0028): a new
 * subscription on the new plan from the end of the period just bought (POST /subscription, with the customer's
 * saved card), then the old one disabled (POST /subscription/disable). Each change is claimed by one conditional
 * update, so two instances never switch it twice; one Paystack refuses is tried again next time.
 */
export async function switchProviderPlans(
  db: Database,
  paystack: { plans: PaystackPlansClient; baseUrl: string },
): Promise<number> {
  const pending = await db
    .select({ id: payments.id, organisationId: payments.organisationId, metadata: payments.metadata })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'plan'),
        eq(payments.status, 'succeeded'),
        sql`${payments.metadata}->>'switchPending' = 'true'`,
      ),
    )
    .limit(20);
  let switched = 0;
  for (const change of pending) {
    const [claimed] = await db
      .update(payments)
      .set({ metadata: { ...change.metadata, switchPending: 'claimed' } })
      .where(and(eq(payments.id, change.id), sql`${payments.metadata}->>'switchPending' = 'true'`))
      .returning({ id: payments.id });
    if (!claimed || !change.organisationId) continue;
    const subscription = await subscriptionOf(db, change.organisationId);
    const done = (value: boolean | 'true') =>
      db
        .update(payments)
        .set({ metadata: { ...change.metadata, switchPending: value } })
        .where(eq(payments.id, change.id));
    if (!subscription?.providerCustomerCode || !subscription.providerAuthorizationCode) {
      await done(false);
      continue;
    }
    try {
      const old = { code: subscription.providerSubscriptionCode, token: subscription.providerEmailToken };
      const made = await paystack.plans.createSubscription({
        customer: subscription.providerCustomerCode,
        planCode: await providerPlanCode(paystack.plans, paystack.baseUrl, subscription.plan),
        authorization: subscription.providerAuthorizationCode,
        startDate: subscription.currentPeriodEnd,
      });
      await db
        .update(organisationSubscriptions)
        .set({ providerSubscriptionCode: made.subscriptionCode, providerEmailToken: made.emailToken })
        .where(eq(organisationSubscriptions.organisationId, change.organisationId));
      if (old.code && old.token && old.code !== made.subscriptionCode)
        await paystack.plans.disableSubscription({ code: old.code, token: old.token });
      await done(false);
      switched += 1;
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      await done('true');
    }
  }
  return switched;
}
