import { and, eq, gt, inArray } from 'drizzle-orm';
import { z } from '~/lib/zod';
import type { Database } from '@server/db/client';
import { entries, paymentEntries, payments, profiles, tournaments } from '@server/db/schema';
import type { PaystackClient } from '@server/payments/paystack';
import { PaystackError } from '@server/payments/paystack';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { mayEnterBoxer } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { entryFeeSplit } from './payouts.server';
import { koboOf, newPaymentReference } from './reference';
import { settleCharge } from './settle.server';

/** At most this many entries in one payment (a coach's squad). */
export const CHECKOUT_ENTRIES_MAX = 50;
/** A checkout under way is offered again rather than a second one for the same entries, this long. */
const CHECKOUT_REUSE_MS = 30 * 60_000;

export const entryCheckoutSchema = z.object({
  entryIds: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), { error: 'Name the entries to pay for' })
    .min(1, 'Name the entries to pay for')
    .max(CHECKOUT_ENTRIES_MAX, `Pay for at most ${CHECKOUT_ENTRIES_MAX} entries at once`),
});

export type Checkout = {
  reference: string;
  amountKobo: number;
  authorizationUrl: string;
  entryIds: number[];
};

/**
 * Issue 31 item 2: a boxer, their coach or their club's organiser pays the entry fees of one tournament's
 * entries in one payment. The amount is the tournament's fee per entry, worked out here in kobo; the entries
 * are paid only when Paystack verifies the payment (settleCharge). A checkout for the same entries under way
 * is offered again; one that overlaps it is refused until it ends.
 */
export async function startEntryCheckout(
  db: Database,
  paystack: PaystackClient,
  actor: Workspace,
  input: unknown,
  options: { callbackUrl: string },
): Promise<Checkout> {
  const parsed = entryCheckoutSchema.safeParse(input);
  if (!parsed.success)
    throw new ServiceError(400, 'invalid_checkout', parsed.error.issues[0]!.message, {
      entryIds: [parsed.error.issues[0]!.message],
    });
  const entryIds = [...new Set(parsed.data.entryIds)].sort((a, b) => a - b);
  const now = clock.now();

  const pending = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: entries.id,
        status: entries.status,
        paidAt: entries.paidAt,
        boxerId: entries.boxerId,
        tournamentId: entries.tournamentId,
        tournamentName: tournaments.name,
        tournamentStatus: tournaments.status,
        organisationId: tournaments.organisationId,
        fee: tournaments.entryFee,
        clubId: profiles.clubId,
        coachId: profiles.coachId,
        firstName: profiles.firstName,
      })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .leftJoin(profiles, eq(profiles.id, entries.boxerId))
      .where(inArray(entries.id, entryIds))
      .for('update', { of: entries });
    if (rows.length !== entryIds.length)
      throw new ServiceError(404, 'entry_not_found', 'There is no such entry.');
    const tournamentIds = new Set(rows.map((r) => r.tournamentId));
    if (tournamentIds.size !== 1)
      throw new ServiceError(
        400,
        'entries_of_several_tournaments',
        'Pay for one tournament’s entries at a time.',
      );
    const first = rows[0]!;
    for (const row of rows) {
      const name = row.firstName ?? 'this boxer';
      if (
        !mayEnterBoxer(actor, { id: row.boxerId, clubId: row.clubId ?? null, coachId: row.coachId ?? null })
      )
        throw new ServiceError(
          403,
          'not_your_entry',
          `Only ${name}, their coach or their club can pay ${name}’s fee.`,
        );
      if (row.status === 'withdrawn')
        throw new ServiceError(
          409,
          'entry_withdrawn',
          `${name}’s entry is withdrawn: there is nothing to pay.`,
        );
      if (row.paidAt) throw new ServiceError(409, 'already_paid', `${name}’s entry fee is already paid.`);
    }
    if (first.fee <= 0)
      throw new ServiceError(409, 'no_entry_fee', `${first.tournamentName} has no entry fee.`);
    if (first.tournamentStatus === 'cancelled' || first.tournamentStatus === 'completed')
      throw new ServiceError(
        409,
        'tournament_closed',
        `${first.tournamentName} is ${first.tournamentStatus}.`,
      );

    // A checkout of these entries still under way: the same set is offered again, an overlapping one waits.
    const underWay = await tx
      .select({ paymentId: payments.id, entryId: paymentEntries.entryId, reference: payments.reference })
      .from(paymentEntries)
      .innerJoin(payments, eq(payments.id, paymentEntries.paymentId))
      .where(
        and(
          inArray(paymentEntries.entryId, entryIds),
          eq(payments.status, 'pending'),
          gt(payments.createdAt, new Date(now.getTime() - CHECKOUT_REUSE_MS)),
        ),
      );
    if (underWay.length > 0) {
      const [same] = await tx.select().from(payments).where(eq(payments.id, underWay[0]!.paymentId));
      const itsEntries = (
        await tx
          .select({ entryId: paymentEntries.entryId })
          .from(paymentEntries)
          .where(eq(paymentEntries.paymentId, same!.id))
      )
        .map((e) => e.entryId)
        .sort((a, b) => a - b);
      if (same?.authorizationUrl && itsEntries.join() === entryIds.join())
        return { reuse: true as const, payment: same, authorizationUrl: same.authorizationUrl };
      throw new ServiceError(
        409,
        'payment_under_way',
        'A payment for some of these entries is under way: finish or cancel it first.',
      );
    }

    const amountKobo = koboOf(first.fee) * entryIds.length;
    const [payment] = await tx
      .insert(payments)
      .values({
        reference: newPaymentReference(),
        purpose: 'entry_fee',
        amountKobo,
        payerId: actor.viewer.id,
        payerEmail: actor.viewer.email,
        tournamentId: first.tournamentId,
        organisationId: first.organisationId,
        // Split to the organiser's subaccount less the platform's commission, if it has one (decision 0030).
        ...(await entryFeeSplit(tx, first.organisationId, amountKobo)),
        metadata: { entryIds },
        createdAt: now,
      })
      .returning();
    await tx
      .insert(paymentEntries)
      .values(
        entryIds.map((entryId) => ({ paymentId: payment!.id, entryId, amountKobo: koboOf(first.fee) })),
      );
    return { reuse: false as const, payment: payment! };
  });

  if (pending.reuse)
    return {
      reference: pending.payment.reference,
      amountKobo: pending.payment.amountKobo,
      authorizationUrl: pending.authorizationUrl,
      entryIds,
    };

  const payment = pending.payment;
  try {
    const started = await paystack.initialise({
      amountKobo: payment.amountKobo,
      email: payment.payerEmail,
      reference: payment.reference,
      callbackUrl: options.callbackUrl,
      metadata: { purpose: 'entry_fee', entryIds, tournamentId: payment.tournamentId },
      ...(payment.subaccountCode
        ? { split: { subaccount: payment.subaccountCode, transactionChargeKobo: payment.platformFeeKobo } }
        : {}),
    });
    await db
      .update(payments)
      .set({ authorizationUrl: started.authorizationUrl, accessCode: started.accessCode })
      .where(eq(payments.id, payment.id));
    return {
      reference: payment.reference,
      amountKobo: payment.amountKobo,
      authorizationUrl: started.authorizationUrl,
      entryIds,
    };
  } catch (error) {
    // Never started: nothing to wait for, and the entries may be paid for again at once.
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

export type PaymentView = {
  reference: string;
  status: 'pending' | 'succeeded' | 'failed' | 'abandoned';
  amountKobo: number;
  purpose: string;
  tournament: { id: number; slug: string; name: string } | null;
  entryIds: number[];
  retry: boolean;
};

/**
 * A payment as its payer (or a platform admin) sees it after the checkout, asking Paystack first while it is
 * pending: the return from the checkout settles it even when the webhook is late or lost. Anyone else: 404.
 */
export async function confirmPayment(
  db: Database,
  paystack: PaystackClient,
  actor: Workspace,
  reference: string,
): Promise<PaymentView> {
  const [payment] = /^AJB-[A-Z0-9]{16}$/.test(reference)
    ? await db.select().from(payments).where(eq(payments.reference, reference))
    : [];
  if (!payment || (payment.payerId !== actor.viewer.id && !actor.platformAdmin))
    throw new ServiceError(404, 'payment_not_found', 'There is no such payment.');
  let status = payment.status;
  if (status === 'pending') {
    try {
      const verified = await paystack.verify(reference);
      await db.transaction((tx) =>
        settleCharge(tx, {
          reference,
          transactionId: verified.id,
          status: verified.status,
          amountKobo: verified.amountKobo,
          currency: verified.currency,
          feesKobo: verified.feesKobo,
        }),
      );
      const [after] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, payment.id));
      status = after!.status;
    } catch (error) {
      // Paystack unreachable: the payment stays pending; the webhook or the reconciliation settles it.
      if (!(error instanceof PaystackError)) throw error;
    }
  }
  const [tournament] = payment.tournamentId
    ? await db
        .select({ id: tournaments.id, slug: tournaments.slug, name: tournaments.name })
        .from(tournaments)
        .where(eq(tournaments.id, payment.tournamentId))
    : [];
  const paid = await db
    .select({ entryId: paymentEntries.entryId })
    .from(paymentEntries)
    .where(eq(paymentEntries.paymentId, payment.id));
  return {
    reference,
    status,
    amountKobo: payment.amountKobo,
    purpose: payment.purpose,
    tournament: tournament ?? null,
    entryIds: paid.map((p) => p.entryId),
    retry: status === 'failed' || status === 'abandoned',
  };
}
