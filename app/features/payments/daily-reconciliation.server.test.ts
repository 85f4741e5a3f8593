import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import { setClock } from '@server/clock';
import { payments, reconciliationReports, refunds, tournaments } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import type { SeededEvent } from '@server/db/test-builders/event.test-support';
import type { PaystackDouble } from '@server/payments/double';
import { paystackClient } from '@server/payments/paystack';
import type { PaystackClient } from '@server/payments/paystack';
import { startApi } from '@server/api/v1/harness.test-support';
import type { ApiHarness } from '@server/api/v1/harness.test-support';
import { isServiceError } from '@server/service-error';
import { withdrawEntry } from '~/features/entries';
import { workspaceFor } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { startEntryCheckout } from './checkout.server';
import { sendPendingRefunds } from './refunds.server';
import {
  reconcileDay,
  reconciliationReportsFor,
  runDailyReconciliation,
  runReconciliationNow,
} from './daily-reconciliation.server';

/**
 * The daily report of issue 31 item 6 (decision 0032), on both databases, against the local Paystack double's
 * own lists: a day whose books agree is matched (Paystack's count and sum equal ours, a refund on both sides);
 * each way the two can disagree is named with its reference and both amounts; Paystack unreachable is a
 * failed report saying so; the daily run makes yesterday's report once, after 06:00 in Lagos; only a platform
 * admin sees or runs it.
 */

const COACH: Viewer = { id: 'coach-recon', name: 'Bisi Coach', email: 'bisi@example.ng', role: 'coach' };
const FEE = 25_000;
/** 09:30 in Lagos on Monday 15 June 2026. */
const NOW = new Date('2026-06-15T08:30:00Z');
const TODAY = '2026-06-15';

describe.each(testDatabaseKinds())('the daily reconciliation, on %s', (kind: TestDatabaseKind) => {
  let api: ApiHarness;
  let double: PaystackDouble;
  let paystack: PaystackClient;
  let event: SeededEvent;
  let coach: Workspace;
  let squad: { boxerId: string; entryId: number }[] = [];
  let paidReference = '';

  beforeAll(async () => {
    setClock(NOW);
    api = await startApi(kind, async (services) => {
      const db = services.database.db;
      event = await seedEvent(db, { people: [...EVENT_PEOPLE, COACH] });
      await db.update(tournaments).set({ entryFee: FEE }).where(eq(tournaments.id, event.tournamentId));
      squad = await event.enterBoxers(event.categoryIds[0]!, ['A', 'B'], {
        profile: { coachId: COACH.id },
      });
      return [...EVENT_PEOPLE, COACH];
    });
    api.services.config.paystack = { ...api.services.config.paystack, baseUrl: `${api.base}/_paystack` };
    double = api.app.locals.paystackDouble as PaystackDouble;
    paystack = paystackClient(api.services.config.paystack);
    coach = await workspaceFor(db(), COACH);
  }, 120_000);
  // The clock is reset after every test (vitest.setup.ts): each starts at 09:30 on the 15th.
  beforeEach(() => setClock(NOW));
  afterAll(async () => {
    await api?.close();
  });

  const db = () => api.services.database.db;
  const admin = () => event.workspaces.admin.viewer;
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      if (isServiceError(error)) return { status: error.status, code: error.code };
      throw error;
    }
    throw new Error('expected a refusal');
  };
  async function until(check: () => Promise<boolean>) {
    for (let turn = 0; turn < 100; turn++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('never happened');
  }

  it('a day without money is matched: nothing on either side', async () => {
    const report = await reconcileDay(db(), paystack, TODAY);
    expect(report).toMatchObject({
      day: TODAY,
      status: 'matched',
      providerCount: 0,
      ledgerCount: 0,
      mismatches: [],
      error: null,
    });
  });

  it('a squad paid online and one entry refunded: Paystack’s count and sum are ours, the refund on both sides', async () => {
    const started = await startEntryCheckout(
      db(),
      paystack,
      coach,
      { entryIds: squad.map((s) => s.entryId) },
      { callbackUrl: `${api.base}/payments/return` },
    );
    paidReference = started.reference;
    const paid = await fetch(started.authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await until(async () => {
      const [payment] = await db().select().from(payments).where(eq(payments.reference, paidReference));
      return payment?.status === 'succeeded';
    });
    // A boxer withdraws before the deadline: the policy's refund goes to Paystack and comes back processed.
    await withdrawEntry(db(), coach, squad[1]!.entryId, 'Injured in training');
    await sendPendingRefunds(db(), paystack);
    await until(async () => {
      const [refund] = await db().select().from(refunds).where(eq(refunds.entryId, squad[1]!.entryId));
      return refund?.status === 'processed';
    });

    const report = await reconcileDay(db(), paystack, TODAY);
    expect(report).toMatchObject({
      status: 'matched',
      providerCount: 1,
      ledgerCount: 1,
      providerTotalKobo: 2 * FEE * 100,
      ledgerTotalKobo: 2 * FEE * 100,
      mismatches: [],
    });
    // The day before and the day after have none of it.
    expect(await reconcileDay(db(), paystack, '2026-06-14')).toMatchObject({
      providerCount: 0,
      ledgerCount: 0,
    });
    expect(await reconcileDay(db(), paystack, '2026-06-16')).toMatchObject({
      providerCount: 0,
      ledgerCount: 0,
    });
  });

  it('each disagreement is named: an amount that differs, a charge or a refund only Paystack has, a payment only we have', async () => {
    // Paystack lists our charge at another amount, and a charge nobody here asked for.
    double.tamper.listedAmount(paidReference, 2 * FEE * 100 - 5_000);
    double.tamper.addTransaction({
      reference: 'T-not-ours',
      status: 'success',
      amountKobo: 1_000_000,
      currency: 'NGN',
      createdAt: NOW.toISOString(),
    });
    // A refund made on Paystack's dashboard (not through the platform).
    const outside = await paystack.createRefund({ transaction: paidReference, amountKobo: 10_000 });
    // A payment we recorded as paid that Paystack never took.
    await db().insert(payments).values({
      reference: 'AJB-NEVER-PAID',
      purpose: 'entry_fee',
      status: 'succeeded',
      amountKobo: 2_500_000,
      payerEmail: COACH.email,
      settledAt: NOW,
    });

    const report = await reconcileDay(db(), paystack, TODAY);
    expect(report.status).toBe('mismatched');
    expect(report).toMatchObject({
      providerCount: 2,
      ledgerCount: 2,
      providerTotalKobo: 2 * FEE * 100 - 5_000 + 1_000_000,
      ledgerTotalKobo: 2 * FEE * 100 + 2_500_000,
    });
    const byKind = Object.fromEntries(report.mismatches.map((m) => [m.kind, m]));
    expect(Object.keys(byKind).sort()).toEqual([
      'amount_differs',
      'missing_at_provider',
      'missing_in_ledger',
      'refund_missing_in_ledger',
    ]);
    expect(byKind.amount_differs).toMatchObject({
      reference: paidReference,
      providerAmountKobo: 2 * FEE * 100 - 5_000,
      ledgerAmountKobo: 2 * FEE * 100,
    });
    expect(byKind.missing_in_ledger).toMatchObject({
      reference: 'T-not-ours',
      providerAmountKobo: 1_000_000,
    });
    expect(byKind.missing_at_provider).toMatchObject({
      reference: 'AJB-NEVER-PAID',
      ledgerAmountKobo: 2_500_000,
      ledgerStatus: 'succeeded',
    });
    expect(byKind.refund_missing_in_ledger).toMatchObject({
      providerId: outside.id,
      providerAmountKobo: 10_000,
    });

    // Run again the same day: the report is replaced, one row a day.
    await reconcileDay(db(), paystack, TODAY);
    expect(
      await db().select().from(reconciliationReports).where(eq(reconciliationReports.day, TODAY)),
    ).toHaveLength(1);
  });

  it('Paystack unreachable: the day’s report is failed and says why', async () => {
    const away = paystackClient({ baseUrl: 'http://127.0.0.1:9/_paystack', secretKey: 'sk_test_x' });
    const report = await reconcileDay(db(), away, '2026-06-13');
    expect(report).toMatchObject({ status: 'failed', error: 'Paystack could not be reached.' });
    const [kept] = await db()
      .select()
      .from(reconciliationReports)
      .where(eq(reconciliationReports.day, '2026-06-13'));
    expect(kept).toMatchObject({ status: 'failed', error: 'Paystack could not be reached.' });
  });

  it('the daily run makes yesterday’s report once, after 06:00 in Lagos', async () => {
    // 05:59 in Lagos on the 18th: too early.
    expect(await runDailyReconciliation(db(), paystack, new Date('2026-06-18T04:59:00Z'))).toBeNull();
    const made = await runDailyReconciliation(db(), paystack, new Date('2026-06-18T05:00:00Z'));
    expect(made).toMatchObject({ day: '2026-06-17', status: 'matched', providerCount: 0 });
    expect(await runDailyReconciliation(db(), paystack, new Date('2026-06-18T09:00:00Z'))).toBeNull();
  });

  it('only a platform admin sees and runs it; a day to come or not a day is refused', async () => {
    expect(await refusal(reconciliationReportsFor(db(), COACH))).toMatchObject({ status: 403 });
    expect(
      await refusal(runReconciliationNow(db(), paystack, event.workspaces.organiser.viewer)),
    ).toMatchObject({ status: 403 });
    expect(await refusal(runReconciliationNow(db(), paystack, admin(), '2026-06-16'))).toMatchObject({
      status: 400,
      code: 'future_day',
    });
    expect(await refusal(runReconciliationNow(db(), paystack, admin(), '15/06/2026'))).toMatchObject({
      status: 400,
      code: 'invalid_day',
    });
    const listed = await reconciliationReportsFor(db(), admin());
    expect(listed.map((r) => r.day)).toEqual([
      '2026-06-17',
      '2026-06-16',
      '2026-06-15',
      '2026-06-14',
      '2026-06-13',
    ]);
    expect(listed.map((r) => r.status)).toEqual(['matched', 'matched', 'mismatched', 'matched', 'failed']);
  });
});
