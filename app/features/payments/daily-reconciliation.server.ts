import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { payments, reconciliationReports, refunds } from '@server/db/schema';
import type { ReconciliationStatus } from '@server/db/schema';
import type { ListedRefund, ListedTransaction, PaystackClient } from '@server/payments/paystack';
import { PaystackError } from '@server/payments/paystack';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import type { Viewer } from '@server/auth/roles';
import { addDays, isCalendarDate, lagosDate, lagosInstant } from '~/lib/lagos-time';

/**
 * Issue 31 item 6, the daily report (decision 0032): one Lagos day of our books compared with Paystack's own
 * list of transactions and refunds. A webhook that never came is caught within the hour by the pending
 * payments' reconciliation (reconcile.server.ts); this finds what that cannot: a charge Paystack took that we
 * never asked for or never recorded as paid, an amount that differs, a refund on one side only. Each difference
 * is kept with the day's report and shown to the platform admin; nothing is changed on either side.
 */

export type ReconciliationMismatch = {
  kind:
    | 'missing_in_ledger'
    | 'missing_at_provider'
    | 'amount_differs'
    | 'status_differs'
    | 'refund_missing_in_ledger'
    | 'refund_missing_at_provider'
    | 'refund_amount_differs'
    | 'refund_status_differs';
  /** Our reference (AJB-…) where one is known. */
  reference: string | null;
  providerId: string | null;
  providerAmountKobo: number | null;
  ledgerAmountKobo: number | null;
  providerStatus: string | null;
  ledgerStatus: string | null;
};

export type ReconciliationReport = {
  day: string;
  status: ReconciliationStatus;
  providerCount: number;
  ledgerCount: number;
  providerTotalKobo: number;
  ledgerTotalKobo: number;
  mismatches: ReconciliationMismatch[];
  error: string | null;
  ranAt: Date;
};

/** Paystack's record of a day may be listed under its neighbour (a charge made a moment before midnight). */
const NEIGHBOUR_DAYS = 1;
/** How many days of reports the admin page shows. */
const REPORTS_SHOWN = 30;
/** The daily run takes yesterday's report once Lagos is this far into today (settlements and late webhooks). */
export const DAILY_RUN_AFTER_HOUR = 6;

const dayWindow = (day: string) => ({
  from: lagosInstant(day, '00:00'),
  to: lagosInstant(addDays(day, 1), '00:00'),
});
const within = (at: Date, window: { from: Date; to: Date }) => at >= window.from && at < window.to;

/** Paystack's refund statuses that mean the money went back (or is on its way and will). */
const REFUND_DONE = new Set(['processed', 'processing', 'pending', 'needs-attention']);

/**
 * Compares one Lagos day and keeps its report (a second run of a day replaces it). Paystack unreachable or
 * refusing: a failed report saying why, kept the same way, so the admin sees the day was not checked.
 */
export async function reconcileDay(
  db: Database,
  paystack: PaystackClient,
  day: string,
): Promise<ReconciliationReport> {
  if (!isCalendarDate(day))
    throw new ServiceError(400, 'invalid_day', 'Choose a day as YYYY-MM-DD.', { day: ['Choose a day.'] });
  const window = dayWindow(day);
  let report: Omit<ReconciliationReport, 'ranAt'>;
  try {
    report = await compare(db, paystack, day, window);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    report = {
      day,
      status: 'failed',
      providerCount: 0,
      ledgerCount: 0,
      providerTotalKobo: 0,
      ledgerTotalKobo: 0,
      mismatches: [],
      error: error.message.slice(0, 500),
    };
  }
  const ranAt = clock.now();
  const values = { ...report, ranAt };
  await db
    .insert(reconciliationReports)
    .values(values)
    .onConflictDoUpdate({ target: reconciliationReports.day, set: values });
  return values;
}

async function compare(
  db: Database,
  paystack: PaystackClient,
  day: string,
  window: { from: Date; to: Date },
): Promise<Omit<ReconciliationReport, 'ranAt'>> {
  // Paystack's lists for the day and its neighbours: a record listed on the next day still matches.
  const wide = {
    from: lagosInstant(addDays(day, -NEIGHBOUR_DAYS), '00:00'),
    to: lagosInstant(addDays(day, 1 + NEIGHBOUR_DAYS), '00:00'),
  };
  const [listed, listedRefunds] = await Promise.all([
    paystack.listTransactions(wide),
    paystack.listRefunds(wide),
  ]);
  const providerByReference = new Map<string, ListedTransaction>(listed.map((t) => [t.reference, t]));
  const providerDay = listed.filter((t) => t.status === 'success' && within(new Date(t.createdAt), window));

  // Our side: every payment whose reference Paystack lists for the day, and every one we made that day.
  const references = providerDay.map((t) => t.reference);
  const paymentColumns = {
    reference: payments.reference,
    status: payments.status,
    amountKobo: payments.amountKobo,
    providerTransactionId: payments.providerTransactionId,
  };
  const ours =
    references.length > 0
      ? await db.select(paymentColumns).from(payments).where(inArray(payments.reference, references))
      : [];
  const madeThatDay = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(gte(payments.createdAt, window.from), lt(payments.createdAt, window.to)));
  const ledgerByReference = new Map([...ours, ...madeThatDay].map((p) => [p.reference, p]));
  const ledgerDay = madeThatDay.filter((p) => p.status === 'succeeded');

  const mismatches: ReconciliationMismatch[] = [];
  const mismatch = (m: Partial<ReconciliationMismatch> & Pick<ReconciliationMismatch, 'kind'>) =>
    mismatches.push({
      reference: null,
      providerId: null,
      providerAmountKobo: null,
      ledgerAmountKobo: null,
      providerStatus: null,
      ledgerStatus: null,
      ...m,
    });

  for (const charge of providerDay) {
    const ledger = ledgerByReference.get(charge.reference);
    const provider = {
      reference: charge.reference,
      providerId: charge.id,
      providerAmountKobo: charge.amountKobo,
      providerStatus: charge.status,
    };
    if (!ledger) mismatch({ kind: 'missing_in_ledger', ...provider });
    else if (ledger.status !== 'succeeded')
      mismatch({
        kind: 'status_differs',
        ...provider,
        ledgerAmountKobo: ledger.amountKobo,
        ledgerStatus: ledger.status,
      });
    else if (ledger.amountKobo !== charge.amountKobo || charge.currency !== 'NGN')
      mismatch({
        kind: 'amount_differs',
        ...provider,
        ledgerAmountKobo: ledger.amountKobo,
        ledgerStatus: ledger.status,
      });
  }
  for (const payment of ledgerDay) {
    const charge = providerByReference.get(payment.reference);
    if (charge?.status === 'success') continue;
    mismatch({
      kind: charge ? 'status_differs' : 'missing_at_provider',
      reference: payment.reference,
      providerId: charge?.id ?? payment.providerTransactionId,
      providerAmountKobo: charge?.amountKobo ?? null,
      providerStatus: charge?.status ?? null,
      ledgerAmountKobo: payment.amountKobo,
      ledgerStatus: payment.status,
    });
  }

  mismatches.push(...(await compareRefunds(db, listedRefunds, window)));

  return {
    day,
    status: mismatches.length === 0 ? 'matched' : 'mismatched',
    providerCount: providerDay.length,
    ledgerCount: ledgerDay.length,
    providerTotalKobo: providerDay.reduce((sum, t) => sum + t.amountKobo, 0),
    ledgerTotalKobo: ledgerDay.reduce((sum, p) => sum + p.amountKobo, 0),
    mismatches,
    error: null,
  };
}

/** Refunds: Paystack's of the day against ours sent that day, by Paystack's refund id. */
async function compareRefunds(
  db: Database,
  listed: ListedRefund[],
  window: { from: Date; to: Date },
): Promise<ReconciliationMismatch[]> {
  const found: ReconciliationMismatch[] = [];
  const byId = new Map(listed.map((r) => [r.id, r]));
  const providerDay = listed.filter((r) => within(new Date(r.createdAt), window));
  const ids = providerDay.map((r) => r.id);
  const refundColumns = {
    providerRefundId: refunds.providerRefundId,
    amountKobo: refunds.amountKobo,
    status: refunds.status,
    reference: payments.reference,
  };
  const ours =
    ids.length > 0
      ? await db
          .select(refundColumns)
          .from(refunds)
          .innerJoin(payments, eq(payments.id, refunds.paymentId))
          .where(inArray(refunds.providerRefundId, ids))
      : [];
  const sentThatDay = await db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'processed'),
        gte(refunds.processedAt, window.from),
        lt(refunds.processedAt, window.to),
      ),
    );
  const ledgerById = new Map(
    [...ours, ...sentThatDay].filter((r) => r.providerRefundId).map((r) => [r.providerRefundId!, r]),
  );
  for (const refund of providerDay) {
    if (refund.status === 'failed') continue;
    const ledger = ledgerById.get(refund.id);
    const provider = {
      providerId: refund.id,
      providerAmountKobo: refund.amountKobo,
      providerStatus: refund.status,
    };
    const base = {
      reference: ledger?.reference ?? null,
      providerId: null,
      providerAmountKobo: null,
      ledgerAmountKobo: null,
      providerStatus: null,
      ledgerStatus: null,
    };
    if (!ledger) found.push({ ...base, kind: 'refund_missing_in_ledger', ...provider });
    else if (ledger.amountKobo !== refund.amountKobo)
      found.push({
        ...base,
        kind: 'refund_amount_differs',
        ...provider,
        ledgerAmountKobo: ledger.amountKobo,
        ledgerStatus: ledger.status,
      });
    else if (ledger.status === 'failed' && REFUND_DONE.has(refund.status))
      found.push({
        ...base,
        kind: 'refund_status_differs',
        ...provider,
        ledgerAmountKobo: ledger.amountKobo,
        ledgerStatus: ledger.status,
      });
  }
  for (const refund of sentThatDay) {
    const provider = refund.providerRefundId ? byId.get(refund.providerRefundId) : undefined;
    if (provider && provider.status !== 'failed') continue;
    found.push({
      kind: provider ? 'refund_status_differs' : 'refund_missing_at_provider',
      reference: refund.reference,
      providerId: refund.providerRefundId,
      providerAmountKobo: provider?.amountKobo ?? null,
      providerStatus: provider?.status ?? null,
      ledgerAmountKobo: refund.amountKobo,
      ledgerStatus: refund.status,
    });
  }
  return found;
}

/** The admin's view: the latest days' reports, newest first. Platform admins only. */
export async function reconciliationReportsFor(
  db: Database,
  viewer: Pick<Viewer, 'role'>,
): Promise<ReconciliationReport[]> {
  requirePlatformAdmin(viewer);
  const rows = await db
    .select()
    .from(reconciliationReports)
    .orderBy(desc(reconciliationReports.day))
    .limit(REPORTS_SHOWN);
  return rows.map((r) => ({
    day: r.day,
    status: r.status,
    providerCount: r.providerCount,
    ledgerCount: r.ledgerCount,
    providerTotalKobo: r.providerTotalKobo,
    ledgerTotalKobo: r.ledgerTotalKobo,
    mismatches: r.mismatches as ReconciliationMismatch[],
    error: r.error,
    ranAt: r.ranAt,
  }));
}

/** "Run now" on the admin page: a platform admin asks for one day (today by default). */
export async function runReconciliationNow(
  db: Database,
  paystack: PaystackClient,
  viewer: Pick<Viewer, 'role'>,
  day: string = lagosDate(clock.now()),
): Promise<ReconciliationReport> {
  requirePlatformAdmin(viewer);
  if (isCalendarDate(day) && day > lagosDate(clock.now()))
    throw new ServiceError(400, 'future_day', 'A day still to come has nothing to compare.', {
      day: ['Choose today or a day before it.'],
    });
  return reconcileDay(db, paystack, day);
}

function requirePlatformAdmin(viewer: Pick<Viewer, 'role'>) {
  if (viewer.role !== 'admin')
    throw new ServiceError(403, 'forbidden', 'Only a platform admin sees the reconciliation.');
}

/**
 * The daily run: once Lagos is past 06:00, yesterday's report is made if no instance has made it (checked
 * every `intervalMs`; two instances at once make the same report, the second replacing the first).
 */
export async function runDailyReconciliation(
  db: Database,
  paystack: PaystackClient,
  now: Date = clock.now(),
): Promise<ReconciliationReport | null> {
  const today = lagosDate(now);
  if (now < lagosInstant(today, `${String(DAILY_RUN_AFTER_HOUR).padStart(2, '0')}:00`)) return null;
  const yesterday = addDays(today, -1);
  const [made] = await db
    .select({ id: reconciliationReports.id })
    .from(reconciliationReports)
    .where(eq(reconciliationReports.day, yesterday));
  if (made) return null;
  return reconcileDay(db, paystack, yesterday);
}

export function startDailyReconciliation(options: {
  db: Database;
  paystack: () => PaystackClient;
  intervalMs?: number;
}) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(
    () => {
      running = runDailyReconciliation(options.db, options.paystack()).catch((error: unknown) =>
        console.error(
          '[payments] daily reconciliation failed:',
          error instanceof Error ? error.message : error,
        ),
      );
    },
    options.intervalMs ?? 15 * 60_000,
  );
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
