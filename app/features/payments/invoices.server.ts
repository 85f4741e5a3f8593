import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { invoices, organisations, payments, tournaments, user } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { planById } from '~/content/plans';
import type { PlanId } from '~/content/plans';
import { runsOrganisation } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';

/**
 * Receipts and invoices (issue 31; decision 0028): one row each, numbered in one series (`AJB-2026-000123`),
 * written in the transaction that settles the payment they record; the PDF is made from the row on request.
 * Every successful payment gets a receipt for its payer; each paid plan period also gets an invoice for the
 * organisation. Who may read one: its payer, an organiser of the organisation a plan document is for, a
 * platform admin; anyone else gets 404, as for a number that does not exist.
 */

export type InvoiceRow = typeof invoices.$inferSelect;
export type DocumentKind = InvoiceRow['kind'];

const lagosYear = (at: Date) => new Date(at.getTime() + 60 * 60_000).getUTCFullYear();
const lagosDate = (at: Date) => new Date(at.getTime() + 60 * 60_000).toISOString().slice(0, 10);

/** The series' number of a row: the year it was issued in Lagos and its place in the one series. */
export const documentNumber = (id: number, issuedAt: Date) =>
  `AJB-${lagosYear(issuedAt)}-${String(id).padStart(6, '0')}`;
export const DOCUMENT_NUMBER = /^AJB-\d{4}-\d{6,}$/;

type Payment = typeof payments.$inferSelect;

async function issue(
  tx: Transaction,
  values: Omit<typeof invoices.$inferInsert, 'number' | 'issuedAt'>,
  now: Date,
): Promise<InvoiceRow | null> {
  // The number follows from the row's id (one series, no counter to race on): written in two steps of the
  // transaction, so no one ever sees the provisional one.
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, number: `pending-${values.paymentId}-${values.kind}`, issuedAt: now })
    .onConflictDoNothing({ target: [invoices.paymentId, invoices.kind] })
    .returning();
  if (!row) return null;
  const [numbered] = await tx
    .update(invoices)
    .set({ number: documentNumber(row.id, now) })
    .where(eq(invoices.id, row.id))
    .returning();
  return numbered!;
}

/** Whom a payment's documents are made out to: the organisation for a plan, else the payer by name. */
async function billedTo(tx: Transaction, payment: Payment): Promise<string> {
  const [payer] = payment.payerId
    ? await tx.select({ name: user.name }).from(user).where(eq(user.id, payment.payerId))
    : [];
  if (payment.purpose === 'plan' && payment.organisationId) {
    const [organisation] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, payment.organisationId));
    return [organisation?.name, payer?.name, payment.payerEmail].filter(Boolean).join('\n');
  }
  return [payer?.name, payment.payerEmail].filter(Boolean).join('\n');
}

async function describe(tx: Transaction, payment: Payment): Promise<string> {
  if (payment.purpose === 'entry_fee') {
    const [tournament] = payment.tournamentId
      ? await tx
          .select({ name: tournaments.name })
          .from(tournaments)
          .where(eq(tournaments.id, payment.tournamentId))
      : [];
    const ids = Array.isArray(payment.metadata.entryIds) ? payment.metadata.entryIds.length : 1;
    return `Entry fee${ids > 1 ? `s, ${ids} entries` : ''}: ${tournament?.name ?? 'a tournament'}`;
  }
  // A course or programme (decision 0031): what was bought, as its checkout described it.
  if (typeof payment.metadata.description === 'string') return payment.metadata.description;
  return `Payment ${payment.reference}`;
}

/**
 * The documents of a payment that has just succeeded: its receipt, and for a plan period its invoice. Written
 * once (a payment has one of each kind), in the settling transaction.
 */
export async function issuePaymentDocuments(
  tx: Transaction,
  payment: Payment,
  plan?: { plan: PlanId; periodStart: Date; periodEnd: Date; description?: string },
  now: Date = clock.now(),
): Promise<void> {
  const to = await billedTo(tx, payment);
  const base = {
    paymentId: payment.id,
    payerId: payment.payerId,
    billedTo: to,
    amountKobo: payment.amountKobo,
    paidAt: now,
  };
  if (plan) {
    const name = planById(plan.plan)?.name ?? plan.plan;
    const description = plan.description ?? `${name} plan, monthly subscription`;
    const period = { periodStart: lagosDate(plan.periodStart), periodEnd: lagosDate(plan.periodEnd) };
    await issue(
      tx,
      { ...base, ...period, kind: 'invoice', organisationId: payment.organisationId, description },
      now,
    );
    await issue(
      tx,
      { ...base, ...period, kind: 'receipt', organisationId: payment.organisationId, description },
      now,
    );
    return;
  }
  await issue(
    tx,
    { ...base, kind: 'receipt', organisationId: null, description: await describe(tx, payment) },
    now,
  );
}

/** A document by its number, for whoever may read it (see above); 404 for anyone else. */
export async function readableDocument(db: Database, actor: Workspace, number: string): Promise<InvoiceRow> {
  const [row] = DOCUMENT_NUMBER.test(number)
    ? await db.select().from(invoices).where(eq(invoices.number, number))
    : [];
  const mayRead =
    row &&
    (actor.platformAdmin ||
      row.payerId === actor.viewer.id ||
      (row.organisationId !== null && runsOrganisation(actor, row.organisationId)));
  if (!row || !mayRead)
    throw new ServiceError(404, 'document_not_found', 'There is no such receipt or invoice.');
  return row;
}

/** The receipt of a payment, by its reference, if the viewer paid it (the return page's download link). */
export async function receiptNumberOf(
  db: Database,
  reference: string,
  payerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(
      and(eq(payments.reference, reference), eq(invoices.kind, 'receipt'), eq(invoices.payerId, payerId)),
    );
  return row?.number ?? null;
}

export type DocumentListing = Pick<
  InvoiceRow,
  'number' | 'kind' | 'description' | 'amountKobo' | 'issuedAt' | 'periodStart' | 'periodEnd'
>;

/** An organisation's plan documents, newest first (its organisers' plan page). */
export async function organisationDocuments(
  db: Database,
  organisationId: number,
  limit = 24,
): Promise<DocumentListing[]> {
  return db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      description: invoices.description,
      amountKobo: invoices.amountKobo,
      issuedAt: invoices.issuedAt,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
    })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), isNotNull(invoices.paymentId)))
    .orderBy(desc(invoices.id))
    .limit(limit);
}

/** A person's own receipts (entry fees and plans they paid), newest first. */
export async function payerDocuments(db: Database, payerId: string, limit = 24): Promise<DocumentListing[]> {
  return db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      description: invoices.description,
      amountKobo: invoices.amountKobo,
      issuedAt: invoices.issuedAt,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
    })
    .from(invoices)
    .where(or(and(eq(invoices.payerId, payerId), eq(invoices.kind, 'receipt'))))
    .orderBy(desc(invoices.id))
    .limit(limit);
}
