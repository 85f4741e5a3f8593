import { and, asc, eq, inArray, isNull, like, lt, or } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { entries, ledgerEntries, paymentEntries, payments, refunds, tournaments } from '@server/db/schema';
import type { RefundReason } from '@server/db/schema/payments';
import { headerText } from '@server/http/plain-text';
import { nudgeOutbox, queueEmail } from '@server/mail/outbox';
import type { PaystackClient } from '@server/payments/paystack';
import { PaystackError } from '@server/payments/paystack';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { academy } from '~/content/academy';
import { lagosDate } from '~/lib/lagos-time';
import { nairaOfKobo, refundDueKobo, WEIGH_IN_REFUSAL_REASON } from '~/lib/refund-policy';
import type { RefundCause, RefundPolicy } from '~/lib/refund-policy';
import { endRefundedEnrolments } from './enrolment-settle.server';

/**
 * Refunds of entry fees (issue 31; decision 0029). A withdrawal, a refusal at the weigh-in or a cancelled
 * tournament opens a refund of what the tournament's policy gives back, in the same transaction as the change
 * (at most one per entry: refunds_entry_once), with an e-mail to whoever paid. Paystack is asked only after
 * that transaction commits (`nudgeRefunds`, then `sendPendingRefunds`): a provider that is down leaves the
 * refund pending for the reconciliation to ask again, and never holds up the withdrawal or the cancel. The
 * ledger's refund line is written when Paystack's `refund.processed` webhook says so, once.
 *
 * Fees paid in cash at the venue are not refunded online: the organiser owes them back by hand (`cash-owed`)
 * and records it (`recordCashRefund`), a ledger line of its own.
 */

/** How an entry's refund stands, as pages and the API show it. */
export type EntryRefund = {
  status: 'pending' | 'processed' | 'failed' | 'cash-owed' | 'cash-refunded';
  amountKobo: number;
};

const REASONS: Record<RefundCause, RefundReason> = {
  withdrawal: 'withdrawal',
  weigh_in: 'weigh_in',
  cancelled: 'cancelled',
};

const WHY: Record<RefundCause, string> = {
  withdrawal: 'the entry was withdrawn',
  weigh_in: 'the boxer was refused at the weigh-in',
  cancelled: 'the tournament was cancelled',
};

const policyOf = (t: {
  refundPolicy: RefundPolicy['policy'];
  refundPercent: number | null;
  refundUntil: string | null;
  refundWeighInRefusal: boolean;
}): RefundPolicy => ({
  policy: t.refundPolicy,
  percent: t.refundPercent,
  until: t.refundUntil,
  weighInRefusal: t.refundWeighInRefusal,
});

const policyColumns = {
  refundPolicy: tournaments.refundPolicy,
  refundPercent: tournaments.refundPercent,
  refundUntil: tournaments.refundUntil,
  refundWeighInRefusal: tournaments.refundWeighInRefusal,
  registrationDeadline: tournaments.registrationDeadline,
};

/**
 * Opens the refunds the policy gives these entries for `cause`, inside the caller's transaction: one for each
 * entry paid online (a succeeded payment) with something to give back and none yet. Returns how many it
 * opened; the caller calls `nudgeRefunds()` once its transaction has committed.
 */
export async function openEntryRefunds(
  tx: Transaction,
  request: { entryIds: readonly number[]; cause: RefundCause; by: string | null; now?: Date },
): Promise<number> {
  if (request.entryIds.length === 0) return 0;
  const now = request.now ?? clock.now();
  const paid = await tx
    .select({
      entryId: paymentEntries.entryId,
      shareKobo: paymentEntries.amountKobo,
      paymentId: payments.id,
      payerEmail: payments.payerEmail,
      tournamentName: tournaments.name,
      slug: tournaments.slug,
      ...policyColumns,
    })
    .from(paymentEntries)
    .innerJoin(payments, eq(payments.id, paymentEntries.paymentId))
    .innerJoin(entries, eq(entries.id, paymentEntries.entryId))
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(
      and(
        inArray(paymentEntries.entryId, [...request.entryIds]),
        eq(payments.status, 'succeeded'),
        eq(payments.purpose, 'entry_fee'),
      ),
    )
    .orderBy(asc(paymentEntries.entryId));
  const today = lagosDate(now);
  let opened = 0;
  for (const row of paid) {
    const amountKobo = refundDueKobo(
      policyOf(row),
      row.shareKobo,
      request.cause,
      today,
      row.registrationDeadline,
    );
    if (amountKobo <= 0) continue;
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: row.paymentId,
        entryId: row.entryId,
        amountKobo,
        reason: REASONS[request.cause],
        requestedBy: request.by,
        createdAt: now,
      })
      .onConflictDoNothing({ target: refunds.entryId })
      .returning({ id: refunds.id });
    if (!refund) continue;
    opened += 1;
    await queueEmail(tx, {
      kind: 'entry-refund',
      to: row.payerEmail,
      subject: headerText(`Refund of ${nairaOfKobo(amountKobo)}: ${row.tournamentName}`),
      text: [
        'Hello,',
        '',
        `${nairaOfKobo(amountKobo)} of the entry fee you paid for ${row.tournamentName} is being refunded, because ${WHY[request.cause]}.`,
        row.shareKobo === amountKobo
          ? 'That is the whole fee.'
          : `The fee was ${nairaOfKobo(row.shareKobo)}; the organiser's refund policy gives back ${nairaOfKobo(amountKobo)}.`,
        '',
        'Paystack returns it to the card or account you paid with, usually within 5 to 10 working days.',
        '',
        `The tournament: /tournaments/${row.slug}`,
        '',
        `Questions? ${academy.email} or ${academy.phone}.`,
        '',
        academy.name,
      ].join('\n'),
    });
  }
  return opened;
}

/** Refunds this process's reconciler sends at once when asked (none in tests and scripts). */
const senders = new Set<() => void>();

/** Registers a sender of pending refunds (the reconciler); returns how to take it away. */
export function onRefundsOpened(send: () => void): () => void {
  senders.add(send);
  return () => senders.delete(send);
}

/**
 * Called once the transaction that opened refunds has committed: asks Paystack now (the reconciler's
 * sender), and delivers their e-mails. Harmless when nothing runs.
 */
export function nudgeRefunds() {
  for (const send of senders) send();
  nudgeOutbox();
}

/** A refund being asked for right now: claimed by one instance, so two never ask Paystack twice. */
const REQUESTING = 'requesting:';
/** A claim older than this was left by an instance that died mid-request: asked again. */
const CLAIM_STALE_MS = 10 * 60_000;

/** The note sent with a refund: names our refund, so its webhook finds it whatever order things happen in. */
export const refundNote = (refundId: number, why: string) => `AJB refund ${refundId}: ${why}`;
const NOTE = /^AJB refund (\d{1,10})\b/;

/**
 * Asks Paystack for every pending refund not yet asked (or whose ask was left half-way), oldest first.
 * Paystack down or busy: left pending, asked again next time. Paystack refusing it (a transaction it cannot
 * refund): failed, with its words, for the organiser to settle by hand.
 */
export async function sendPendingRefunds(
  db: Database,
  paystack: PaystackClient,
  now: Date = clock.now(),
): Promise<{ asked: number; accepted: number }> {
  const stale = `${REQUESTING}${now.getTime() - CLAIM_STALE_MS}`;
  const due = await db
    .select({
      id: refunds.id,
      amountKobo: refunds.amountKobo,
      reason: refunds.reason,
      providerRefundId: refunds.providerRefundId,
      reference: payments.reference,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        or(
          isNull(refunds.providerRefundId),
          and(like(refunds.providerRefundId, `${REQUESTING}%`), lt(refunds.providerRefundId, stale)),
        ),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(50);
  let accepted = 0;
  for (const refund of due) {
    const claim = `${REQUESTING}${now.getTime()}`;
    const [claimed] = await db
      .update(refunds)
      .set({ providerRefundId: claim })
      .where(
        and(
          eq(refunds.id, refund.id),
          eq(refunds.status, 'pending'),
          refund.providerRefundId === null
            ? isNull(refunds.providerRefundId)
            : eq(refunds.providerRefundId, refund.providerRefundId),
        ),
      )
      .returning({ id: refunds.id });
    if (!claimed) continue;
    try {
      const answer = await paystack.createRefund({
        transaction: refund.reference,
        amountKobo: refund.amountKobo,
        merchantNote: refundNote(refund.id, refund.reason.replace('_', '-')),
      });
      accepted += 1;
      // Its webhook may have come first and recorded the id already: only the claim is replaced.
      await db
        .update(refunds)
        .set({ providerRefundId: answer.id })
        .where(and(eq(refunds.id, refund.id), eq(refunds.providerRefundId, claim)));
    } catch (error) {
      const refused =
        error instanceof PaystackError && error.status >= 400 && error.status < 500 && error.status !== 401;
      await db
        .update(refunds)
        .set(
          refused
            ? { status: 'failed', failure: error.message.slice(0, 300), providerRefundId: null }
            : { providerRefundId: null },
        )
        .where(and(eq(refunds.id, refund.id), eq(refunds.providerRefundId, claim)));
      if (!(error instanceof PaystackError))
        console.error('[payments] refund request failed:', error instanceof Error ? error.message : error);
    }
  }
  return { asked: due.length, accepted };
}

/**
 * Paystack's `refund.processed` or `refund.failed` for a payment (inside the webhook's transaction, already
 * kept once by its event key): the refund it names (by our note, its id, else the payment's oldest pending
 * refund of that amount) is processed, writing the ledger's refund line once, or failed, writing nothing. A
 * refund made in Paystack's dashboard, none of ours, is still money out: its ledger line is written alone.
 */
export async function applyRefundEvent(
  tx: Transaction,
  event: {
    outcome: 'processed' | 'failed';
    reference: string;
    providerRefundId: string;
    amountKobo: number;
    note: string;
  },
): Promise<string> {
  const [payment] = await tx.select().from(payments).where(eq(payments.reference, event.reference));
  if (!payment || !(event.amountKobo > 0)) return 'unknown-reference';
  const byNote = NOTE.exec(event.note)?.[1];
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, payment.id),
        byNote
          ? eq(refunds.id, Number(byNote))
          : or(
              eq(refunds.providerRefundId, event.providerRefundId),
              and(eq(refunds.status, 'pending'), eq(refunds.amountKobo, event.amountKobo)),
            ),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(1)
    .for('update');
  const now = clock.now();
  if (event.outcome === 'failed') {
    if (!refund || refund.status !== 'pending') return 'ignored';
    await tx
      .update(refunds)
      .set({
        status: 'failed',
        failure: 'Paystack could not process the refund.',
        providerRefundId: event.providerRefundId,
      })
      .where(eq(refunds.id, refund.id));
    return 'refund-failed';
  }
  if (refund?.status === 'processed') return 'already-refunded';
  if (refund)
    await tx
      .update(refunds)
      .set({ status: 'processed', processedAt: now, providerRefundId: event.providerRefundId, failure: null })
      .where(eq(refunds.id, refund.id));
  await tx
    .insert(ledgerEntries)
    .values({
      kind: 'refund',
      amountKobo: -event.amountKobo,
      source: `paystack:refund:${event.providerRefundId}`,
      paymentId: payment.id,
      entryId: refund?.entryId ?? null,
      tournamentId: payment.tournamentId,
      organisationId: payment.organisationId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: ledgerEntries.source });
  // A course or programme refunded in full: its enrolment ends (decision 0031).
  await endRefundedEnrolments(tx, payment);
  return 'refunded';
}

/** The ledger's source of a cash refund: one per entry. */
const cashRefundSource = (entryId: number) => `cash-refund:entry:${entryId}`;

type RefundFacts = RefundPolicy & {
  status: string;
  paidAt: Date | null;
  withdrawnAt: Date | null;
  withdrawReason: string | null;
  tournamentStatus: string;
  entryFee: number;
  registrationDeadline: string;
};

/** What an entry paid in cash is owed back, by why it left (the cancellation, the weigh-in, a withdrawal). */
function cashOwedKobo(e: RefundFacts): number {
  if (!e.paidAt || e.entryFee <= 0) return 0;
  const paidKobo = e.entryFee * 100;
  if (e.status === 'withdrawn' && e.withdrawnAt) {
    const cause: RefundCause = e.withdrawReason === WEIGH_IN_REFUSAL_REASON ? 'weigh_in' : 'withdrawal';
    return refundDueKobo(e, paidKobo, cause, lagosDate(e.withdrawnAt), e.registrationDeadline);
  }
  if (e.tournamentStatus === 'cancelled')
    return refundDueKobo(e, paidKobo, 'cancelled', '', e.registrationDeadline);
  return 0;
}

/**
 * How each of these entries' refunds stands: the online refund, else what was paid in cash and is owed back
 * or was given back. Entries with nothing to refund are left out.
 */
export async function entryRefunds(
  db: Database | Transaction,
  entryIds: readonly number[],
): Promise<Map<number, EntryRefund>> {
  const found = new Map<number, EntryRefund>();
  if (entryIds.length === 0) return found;
  const ids = [...new Set(entryIds)];
  const online = await db
    .select({ entryId: refunds.entryId, status: refunds.status, amountKobo: refunds.amountKobo })
    .from(refunds)
    .where(inArray(refunds.entryId, ids));
  for (const r of online)
    if (r.entryId !== null) found.set(r.entryId, { status: r.status, amountKobo: r.amountKobo });
  const rest = ids.filter((id) => !found.has(id));
  if (rest.length === 0) return found;
  const paidOnline = new Set(
    (
      await db
        .select({ entryId: paymentEntries.entryId })
        .from(paymentEntries)
        .innerJoin(payments, eq(payments.id, paymentEntries.paymentId))
        .where(and(inArray(paymentEntries.entryId, rest), eq(payments.status, 'succeeded')))
    ).map((p) => p.entryId),
  );
  const cash = rest.filter((id) => !paidOnline.has(id));
  if (cash.length === 0) return found;
  const [facts, given] = await Promise.all([
    db
      .select({
        id: entries.id,
        status: entries.status,
        paidAt: entries.paidAt,
        withdrawnAt: entries.withdrawnAt,
        withdrawReason: entries.withdrawReason,
        tournamentStatus: tournaments.status,
        entryFee: tournaments.entryFee,
        ...policyColumns,
      })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .where(inArray(entries.id, cash)),
    db
      .select({ entryId: ledgerEntries.entryId, amountKobo: ledgerEntries.amountKobo })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.source,
          cash.map((id) => cashRefundSource(id)),
        ),
      ),
  ]);
  for (const g of given)
    if (g.entryId !== null) found.set(g.entryId, { status: 'cash-refunded', amountKobo: -g.amountKobo });
  for (const f of facts) {
    if (found.has(f.id)) continue;
    const owed = cashOwedKobo({ ...f, ...policyOf(f) });
    if (owed > 0) found.set(f.id, { status: 'cash-owed', amountKobo: owed });
  }
  return found;
}

/**
 * The organiser records a fee paid in cash given back in cash: the ledger's refund line for the entry, once
 * (a second recording changes nothing). Only what the policy owes it; nothing for an entry paid online.
 */
export async function recordCashRefund(
  db: Database,
  /** The caller has checked that `by` runs the tournament. */
  refund: { entryId: number; tournamentId: number; by: string },
): Promise<EntryRefund> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({
        id: entries.id,
        tournamentId: entries.tournamentId,
        organisationId: tournaments.organisationId,
      })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .where(eq(entries.id, refund.entryId))
      .for('update', { of: entries });
    if (!entry || entry.tournamentId !== refund.tournamentId)
      throw new ServiceError(404, 'entry_not_found', 'There is no such entry.');
    const owed = (await entryRefunds(tx, [entry.id])).get(entry.id);
    if (owed?.status === 'cash-refunded') return owed;
    if (owed?.status !== 'cash-owed')
      throw new ServiceError(
        409,
        'no_cash_refund_owed',
        'Nothing is owed back in cash for this entry (a fee paid online is refunded through Paystack).',
      );
    await tx
      .insert(ledgerEntries)
      .values({
        kind: 'refund',
        amountKobo: -owed.amountKobo,
        source: cashRefundSource(entry.id),
        entryId: entry.id,
        tournamentId: refund.tournamentId,
        organisationId: entry.organisationId,
        recordedBy: refund.by,
        createdAt: clock.now(),
      })
      .onConflictDoNothing({ target: ledgerEntries.source });
    return { status: 'cash-refunded' as const, amountKobo: owed.amountKobo };
  });
}
