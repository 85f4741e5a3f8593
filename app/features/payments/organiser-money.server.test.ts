import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import { setClock } from '@server/clock';
import {
  entries,
  ledgerEntries,
  organisationPayouts,
  outbox,
  payments,
  refunds,
  tournaments,
} from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import type { SeededEvent } from '@server/db/test-builders/event.test-support';
import { nubanValid, paystackLocalFeeKobo } from '@server/payments/double';
import type { PaystackDouble } from '@server/payments/double';
import { paystackClient } from '@server/payments/paystack';
import type { PaystackClient } from '@server/payments/paystack';
import { startApi } from '@server/api/v1/harness.test-support';
import type { ApiHarness } from '@server/api/v1/harness.test-support';
import { isServiceError } from '@server/service-error';
import { markEntryPaid } from '~/features/entries';
import { workspaceFor } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { commissionKobo, savePayout, setCommission } from './payouts.server';
import { startEntryCheckout } from './checkout.server';
import { moneyCsv, organiserMoney } from './money.server';
import { expireUnpaidEntries, remindUnpaidEntries, UNPAID_REASON } from './expiry.server';
import { squadPayments } from './squad.server';

/**
 * Organisers' money (issue 31, decision 0030) on both databases, on the local Paystack double: a subaccount
 * made from good bank details and refused for a bad account number; a split checkout's commission in kobo;
 * its ledger lines written once; the Money page's figures and its CSV; unpaid entries reminded once and
 * expired once at the deadline (paid ones kept; a late payment reinstates); a coach's squad paid all or
 * nothing.
 */

const COACH: Viewer = { id: 'coach-ngozi', name: 'Ngozi Coach', email: 'ngozi@example.ng', role: 'coach' };
const OTHER_COACH: Viewer = {
  id: 'coach-tunde',
  name: 'Tunde Coach',
  email: 'tunde@example.ng',
  role: 'coach',
};
const FEE = 25_000;
const GTBANK = '058';
/** A ten-digit number the NUBAN check accepts for the bank, and one it refuses. */
function accountNumbers(bank: string) {
  const first = '012345678';
  const good = [...'0123456789'].map((d) => `${first}${d}`).find((n) => nubanValid(bank, n))!;
  const bad = `${first}${(Number(good[9]) + 1) % 10}`;
  return { good, bad };
}

describe.each(testDatabaseKinds())('organisers’ money, on %s', (kind: TestDatabaseKind) => {
  let api: ApiHarness;
  let double: PaystackDouble;
  let paystack: PaystackClient;
  let event: SeededEvent;
  let organiser: Workspace;
  let coach: Workspace;
  let squad: { boxerId: string; entryId: number }[] = [];
  let stranger: { boxerId: string; entryId: number }[] = [];

  beforeAll(async () => {
    api = await startApi(kind, async (services) => {
      const db = services.database.db;
      event = await seedEvent(db, { people: [...EVENT_PEOPLE, COACH, OTHER_COACH] });
      await db.update(tournaments).set({ entryFee: FEE }).where(eq(tournaments.id, event.tournamentId));
      squad = await event.enterBoxers(event.categoryIds[0]!, ['A', 'B', 'A', 'B'], {
        profile: { coachId: COACH.id },
      });
      stranger = await event.enterBoxers(event.categoryIds[1]!, [null], {
        profile: { coachId: OTHER_COACH.id },
      });
      return [...EVENT_PEOPLE, COACH, OTHER_COACH];
    });
    api.services.config.paystack = { ...api.services.config.paystack, baseUrl: `${api.base}/_paystack` };
    double = api.app.locals.paystackDouble as PaystackDouble;
    paystack = paystackClient(api.services.config.paystack);
    organiser = event.workspaces.organiser;
    coach = await workspaceFor(db(), COACH);
  }, 120_000);
  afterEach(() => setClock(null));
  afterAll(async () => {
    await api?.close();
  });

  const db = () => api.services.database.db;
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      if (isServiceError(error)) return { status: error.status, code: error.code, fields: error.fields };
      throw error;
    }
    throw new Error('expected a refusal');
  };
  async function pay(authorizationUrl: string) {
    const response = await fetch(authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
  }
  const checkout = (as: Workspace, entryIds: number[]) =>
    startEntryCheckout(db(), paystack, as, { entryIds }, { callbackUrl: `${api.base}/payments/return` });

  it('an organiser’s subaccount is made from good bank details; a bad account number is refused and nothing kept', async () => {
    const { good, bad } = accountNumbers(GTBANK);
    const refused = await refusal(
      savePayout(db(), paystack, organiser, {
        bankCode: GTBANK,
        accountNumber: bad,
        businessName: 'Lagos Boxing Federation',
      }),
    );
    expect(refused).toMatchObject({ status: 400, code: 'account_not_verified' });
    expect(refused.fields?.accountNumber?.[0]).toMatch(/Guaranty Trust Bank does not recognise account/);
    expect(await db().select().from(organisationPayouts)).toEqual([]);
    // Not an organiser of an organisation: refused before Paystack is asked.
    expect(
      await refusal(
        savePayout(db(), paystack, coach, { bankCode: GTBANK, accountNumber: good, businessName: 'X Y' }),
      ),
    ).toMatchObject({ status: 403 });

    // A read-only organisation (its plan unpaid past the grace period) cannot change where its money goes.
    const readOnly: Workspace = { ...organiser, membership: { ...organiser.membership!, readOnly: true } };
    expect(
      await refusal(
        savePayout(db(), paystack, readOnly, { bankCode: GTBANK, accountNumber: good, businessName: 'X Y' }),
      ),
    ).toMatchObject({ status: 409, code: 'organisation_read_only' });
    expect(await db().select().from(organisationPayouts)).toEqual([]);

    const saved = await savePayout(db(), paystack, organiser, {
      bankCode: GTBANK,
      accountNumber: good,
      businessName: 'Lagos Boxing Federation',
    });
    expect(saved).toMatchObject({ bankName: 'Guaranty Trust Bank', accountLast4: good.slice(-4) });
    expect(saved.subaccountCode).toMatch(/^ACCT_/);
    const [row] = await db().select().from(organisationPayouts);
    expect(row).toMatchObject({ organisationId: event.organisations.host, accountLast4: good.slice(-4) });
    // The whole number is kept nowhere.
    expect(JSON.stringify(row)).not.toContain(good);
  });

  it('the commission is a whole number of kobo, half a kobo up; only a platform admin sets it', async () => {
    expect(commissionKobo(7_500_000, 500)).toBe(375_000);
    expect(commissionKobo(333_333, 250)).toBe(8_333); // 8,333.325
    expect(commissionKobo(10_020, 250)).toBe(251); // 250.5
    expect(commissionKobo(10_002, 250)).toBe(250); // 250.05
    expect(await refusal(setCommission(db(), organiser, { percent: '2.5' }))).toMatchObject({ status: 403 });
    expect(await refusal(setCommission(db(), event.workspaces.admin, { percent: '2.555' }))).toMatchObject({
      status: 400,
    });
    expect(await setCommission(db(), event.workspaces.admin, { percent: '2.5' })).toEqual({ bps: 250 });
  });

  it('a coach pays for a squad in one split checkout: subaccount and commission sent to Paystack, the ledger written once; a stranger’s entry refuses the lot', async () => {
    // All or nothing: one entry of another coach's student refuses the whole checkout, and nothing is made.
    const before = (await db().select().from(payments)).length;
    expect(await refusal(checkout(coach, [squad[0]!.entryId, stranger[0]!.entryId]))).toMatchObject({
      status: 403,
      code: 'not_your_entry',
    });
    expect(await db().select().from(payments)).toHaveLength(before);

    const listed = await squadPayments(db(), coach);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.entries.map((e) => e.id)).toEqual(squad.map((s) => s.entryId));

    const two = [squad[0]!.entryId, squad[1]!.entryId];
    const started = await checkout(coach, two);
    const amount = 2 * FEE * 100;
    expect(started.amountKobo).toBe(amount);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, started.reference));
    const [payout] = await db().select().from(organisationPayouts);
    expect(payment).toMatchObject({ subaccountCode: payout!.subaccountCode, platformFeeKobo: 125_000 });
    expect(double.transaction(started.reference)).toMatchObject({
      amountKobo: amount,
      subaccount: payout!.subaccountCode,
      transactionChargeKobo: 125_000,
    });

    await pay(started.authorizationUrl);
    // Told again (the payer's return verifies too): nothing more is written.
    const { confirmPayment } = await import('./checkout.server');
    await confirmPayment(db(), paystack, coach, started.reference);
    const lines = await db()
      .select({ kind: ledgerEntries.kind, amountKobo: ledgerEntries.amountKobo })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, payment!.id));
    expect(lines.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'charge', amountKobo: amount },
      { kind: 'commission', amountKobo: -125_000 },
      { kind: 'fee', amountKobo: -paystackLocalFeeKobo(amount) },
    ]);
    const paid = await db()
      .select({ id: entries.id, paidAt: entries.paidAt })
      .from(entries)
      .where(inArray(entries.id, two));
    expect(paid.every((e) => e.paidAt !== null)).toBe(true);
  });

  it('the Money page sums the ledger (online, cash, fees, commission, net, outstanding) and its CSV has a row a line with the same total; another organiser is refused', async () => {
    await markEntryPaid(db(), organiser, squad[2]!.entryId);
    const view = await organiserMoney(db(), organiser, String(event.tournamentId));
    const amount = 2 * FEE * 100;
    const fee = paystackLocalFeeKobo(amount);
    expect(view.money).toMatchObject({
      collectedKobo: amount,
      cashKobo: FEE * 100,
      feesKobo: fee,
      commissionKobo: 125_000,
      refundsKobo: 0,
      netKobo: amount + FEE * 100 - fee - 125_000,
      // squad[3] and the stranger's entry.
      unpaidEntries: 2,
      outstandingKobo: 2 * FEE * 100,
    });
    expect(view.lines.map((l) => l.kind)).toEqual(['charge', 'fee', 'commission', 'cash']);
    expect(view.lines[0]!.description).toBe('Paid online · 2 entries');

    const csv = moneyCsv(view)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe(
      '"Date and time (Lagos)","Kind","Description","Payment reference","Amount (NGN)","Amount (kobo)"',
    );
    expect(csv).toHaveLength(1 + view.lines.length);
    const kobo = csv.slice(1).map((row) => Number(row.split(',').at(-1)));
    const naira = csv.slice(1).map((row) => Number(row.split(',').at(-2)));
    expect(kobo.reduce((a, b) => a + b, 0)).toBe(view.money.netKobo);
    expect(Math.round(naira.reduce((a, b) => a + b, 0) * 100)).toBe(view.money.netKobo);
    expect(csv[2]).toContain(`"fee","Paystack’s fee"`);

    expect(
      await refusal(organiserMoney(db(), event.workspaces.otherOrganiser, String(event.tournamentId))),
    ).toMatchObject({
      status: 403,
    });
  });

  it('unpaid entries are reminded once in the 48 hours before the deadline, then withdrawn once after it; paid ones are kept; a late payment reinstates its entry, or is refunded in full when no place is left', async () => {
    // Registration closes at the end of 1 December in Lagos: 23:00 UTC.
    const reminders = () => db().select().from(outbox).where(like(outbox.kind, 'entry-fee-reminder:%'));
    expect(
      (await remindUnpaidEntries(db(), { baseUrl: 'https://x', now: new Date('2026-11-29T22:00:00Z') }))
        .reminded,
    ).toEqual([]);
    const first = await remindUnpaidEntries(db(), {
      baseUrl: 'https://x',
      now: new Date('2026-11-30T09:00:00Z'),
    });
    expect(first.reminded.sort()).toEqual([squad[3]!.entryId, stranger[0]!.entryId].sort());
    expect(
      (await remindUnpaidEntries(db(), { baseUrl: 'https://x', now: new Date('2026-12-01T09:00:00Z') }))
        .reminded,
    ).toEqual([]);
    const mails = await reminders();
    // The boxer and their coach, once each.
    expect(mails).toHaveLength(4);
    expect(mails.find((m) => m.toAddress === COACH.email)?.subject).toMatch(/by \w+, 1 December 2026$/);

    // Entered with no reminder sent (the server was down through the 48 hours): never withdrawn without notice.
    const [unwarned] = await event.enterBoxers(event.categoryIds[2]!, [null]);
    // A checkout of squad[3] begun before the deadline and paid after its entry expired.
    setClock(new Date('2026-12-01T22:00:00Z'));
    const late = await checkout(coach, [squad[3]!.entryId]);
    const lateStranger = await checkout(await workspaceFor(db(), OTHER_COACH), [stranger[0]!.entryId]);
    expect(
      (await expireUnpaidEntries(db(), { baseUrl: 'https://x', now: new Date('2026-12-01T22:59:00Z') }))
        .expired,
    ).toEqual([]);
    const after = new Date('2026-12-01T23:40:00Z');
    const expired = await expireUnpaidEntries(db(), { baseUrl: 'https://x', now: after });
    expect(expired.expired.sort()).toEqual([squad[3]!.entryId, stranger[0]!.entryId].sort());
    expect(expired.expired).not.toContain(unwarned!.entryId);
    expect((await expireUnpaidEntries(db(), { baseUrl: 'https://x', now: after })).expired).toEqual([]);
    const states = await db()
      .select({ id: entries.id, status: entries.status, reason: entries.withdrawReason })
      .from(entries)
      .where(inArray(entries.id, [...squad.map((s) => s.entryId), stranger[0]!.entryId]));
    const byId = new Map(states.map((s) => [s.id, s]));
    for (const kept of squad.slice(0, 3)) expect(byId.get(kept.entryId)?.status).toBe('registered');
    expect(byId.get(stranger[0]!.entryId)).toMatchObject({ status: 'withdrawn', reason: UNPAID_REASON });
    expect(await db().select().from(outbox).where(eq(outbox.kind, 'entry-expired-unpaid'))).toHaveLength(4);

    setClock(after);
    await pay(late.authorizationUrl);
    const [back] = await db().select().from(entries).where(eq(entries.id, squad[3]!.entryId));
    expect(back).toMatchObject({ status: 'registered', withdrawReason: null });
    expect(back!.paidAt).not.toBeNull();
    const [settled] = await db()
      .select({ status: payments.status, flag: payments.flag })
      .from(payments)
      .where(and(eq(payments.reference, late.reference)));
    expect(settled).toEqual({ status: 'succeeded', flag: null });

    // No place left when the stranger's late payment arrives: the entry stays withdrawn, the whole fee refunded.
    const active = await db().select({ id: entries.id }).from(entries).where(ne(entries.status, 'withdrawn'));
    await db()
      .update(tournaments)
      .set({ maxParticipants: active.length })
      .where(eq(tournaments.id, event.tournamentId));
    await pay(lateStranger.authorizationUrl);
    const [still] = await db().select().from(entries).where(eq(entries.id, stranger[0]!.entryId));
    expect(still).toMatchObject({ status: 'withdrawn', paidAt: null });
    expect(
      await db()
        .select({ amountKobo: refunds.amountKobo, status: refunds.status, reason: refunds.reason })
        .from(refunds)
        .where(eq(refunds.entryId, stranger[0]!.entryId)),
    ).toEqual([{ amountKobo: FEE * 100, status: 'pending', reason: 'withdrawal' }]);
  });
});
