import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Server } from 'node:http';
import { createApp } from '@server/app';
import { setClock } from '@server/clock';
import type { Viewer } from '@server/auth/roles';
import {
  entries,
  ledgerEntries,
  outbox,
  paymentEntries,
  paymentEvents,
  payments,
  refunds,
  tournaments,
} from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import type { SeededEvent } from '@server/db/test-builders/event.test-support';
import type { PaystackDouble } from '@server/payments/double';
import { paystackSignature } from '@server/payments/signature';
import { paystackClient } from '@server/payments/paystack';
import { withdrawEntry } from '~/features/entries';
import { drawCategory, recordWeighIn } from '~/features/competition';
import { sendPendingRefunds, tournamentMoney } from '~/features/payments';
import { WEIGH_IN_REFUSAL_REASON } from '~/lib/refund-policy';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

/**
 * Issue 31's refunds on both databases, through the API and the local Paystack double: a withdrawal before
 * the refund date gets the policy's share, its `refund.processed` webhook writes the ledger's refund line
 * once (told twice, to two instances at once); Paystack down leaves it pending until the reconciler asks
 * again; after the date nothing; a refusal at the weigh-in only when the policy says so; a cancelled
 * tournament refunds every paid entry, a cash-paid one owed back by hand; a bad policy is a 400 by field.
 */

const FEE_NAIRA = 25_000;
const FEE_KOBO = FEE_NAIRA * 100;
/** Before the seeded tournament's deadline (1 Dec) and start (5 Dec 2026), Lagos. */
const BEFORE = new Date('2026-11-20T10:00:00+01:00');

describe.each(testDatabaseKinds())('entry fee refunds, on %s', (kind: TestDatabaseKind) => {
  let api: ApiHarness;
  let double: PaystackDouble;
  let event: SeededEvent;
  let second: { url: string; close: () => Promise<void> };
  let boxers: { boxerId: string; entryId: number }[] = [];

  beforeAll(async () => {
    setClock(BEFORE);
    api = await startApi(kind, async (services) => {
      const db = services.database.db;
      event = await seedEvent(db);
      await db
        .update(tournaments)
        .set({
          entryFee: FEE_NAIRA,
          refundPolicy: 'percentage',
          refundPercent: 50,
          refundUntil: '2026-11-25',
        })
        .where(eq(tournaments.id, event.tournamentId));
      boxers = await event.enterBoxers(event.categoryIds[0]!, ['A', 'B', 'A', 'B', 'A', 'B', 'A', 'B']);
      return [
        ...EVENT_PEOPLE,
        ...boxers.map((b): Viewer => ({
          id: b.boxerId,
          name: b.boxerId,
          email: `${b.boxerId}@example.ng`,
          role: 'boxer',
        })),
      ];
    });
    api.services.config.paystack = { ...api.services.config.paystack, baseUrl: `${api.base}/_paystack` };
    double = api.app.locals.paystackDouble as PaystackDouble;
    const app = createApp({
      services: api.services,
      build: async () => {
        throw new Error('no pages here');
      },
    });
    const server: Server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    second = {
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }, 120_000);
  // vitest.setup.ts puts the clock back after every test.
  beforeEach(() => setClock(BEFORE));
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  const db = () => api.services.database.db;
  const client = () => paystackClient(api.services.config.paystack);
  /** A boxer pays their entry on the double's checkout; returns the payment's reference. */
  async function payOnline(boxer: { boxerId: string; entryId: number }): Promise<string> {
    const started = await api.call('POST', '/payments/checkout', {
      as: boxer.boxerId,
      body: { entryIds: [boxer.entryId] },
    });
    expect(started.status).toBe(200);
    const { authorizationUrl, reference } = started.json.payment;
    const paid = await fetch(authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    return reference as string;
  }
  const refundOf = async (entryId: number) =>
    (await db().select().from(refunds).where(eq(refunds.entryId, entryId)))[0];
  const refundLines = async (reference: string) => {
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    return db()
      .select({ amountKobo: ledgerEntries.amountKobo, entryId: ledgerEntries.entryId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, payment!.id), eq(ledgerEntries.kind, 'refund')));
  };
  /** A paid-online entry made straight in the database (no checkout: its refund is only opened here). */
  async function paidStraight(entryIds: number[]) {
    const [payment] = await db()
      .insert(payments)
      .values({
        reference: `AJB-STRAIGHT-${entryIds.join('-')}`,
        purpose: 'entry_fee',
        status: 'succeeded',
        amountKobo: FEE_KOBO * entryIds.length,
        payerEmail: 'payer@example.ng',
        tournamentId: event.tournamentId,
      })
      .returning();
    await db()
      .insert(paymentEntries)
      .values(entryIds.map((entryId) => ({ paymentId: payment!.id, entryId, amountKobo: FEE_KOBO })));
    await db().update(entries).set({ paidAt: BEFORE }).where(inArray(entries.id, entryIds));
  }

  it("a withdrawal before the refund date gets the policy's 50 %: pending, then processed by Paystack's webhook, written to the ledger once though told twice to two instances", async () => {
    const [mine] = boxers;
    const reference = await payOnline(mine!);
    const withdrawn = await api.call('DELETE', `/entries/${mine!.entryId}`, {
      as: mine!.boxerId,
      body: { reason: 'Injured in sparring' },
    });
    expect(withdrawn.status).toBe(200);
    expect(await refundOf(mine!.entryId)).toMatchObject({
      status: 'pending',
      amountKobo: FEE_KOBO / 2,
      reason: 'withdrawal',
    });
    const seen = await api.call('GET', `/payments/${reference}`, { as: mine!.boxerId });
    expect(seen.json.payment.refunds).toEqual([
      { entryId: mine!.entryId, status: 'pending', amountKobo: FEE_KOBO / 2 },
    ]);
    // The e-mail to the payer says what and why.
    const [mail] = await db()
      .select({ subject: outbox.subject, text: outbox.textBody })
      .from(outbox)
      .where(eq(outbox.kind, 'entry-refund'));
    expect(mail!.subject).toContain('₦12,500');
    expect(mail!.text).toContain('because the entry was withdrawn');

    expect(await sendPendingRefunds(db(), client())).toEqual({ asked: 1, accepted: 1 });
    await vi.waitFor(async () => expect((await refundOf(mine!.entryId))!.status).toBe('processed'), {
      timeout: 5_000,
      interval: 20,
    });
    expect(double.transaction(reference)!.refundedKobo).toBe(FEE_KOBO / 2);
    expect(await refundLines(reference)).toEqual([{ amountKobo: -FEE_KOBO / 2, entryId: mine!.entryId }]);

    // Paystack tells it again, to both instances at once: one line still.
    const [told] = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.type, 'refund.processed'), eq(paymentEvents.reference, reference)));
    const body = JSON.stringify({ event: 'refund.processed', data: told!.payload });
    const signature = paystackSignature(api.services.config.paystack.secretKey, body);
    const answers = await Promise.all(
      [api.base, second.url, api.base, second.url].map((base) =>
        fetch(`${base}/api/v1/payments/paystack/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          body,
        }).then(async (a) => ((await a.json()) as { outcome: string }).outcome),
      ),
    );
    expect(answers).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await refundLines(reference)).toHaveLength(1);
    const seenAfter = await api.call('GET', `/payments/${reference}`, { as: mine!.boxerId });
    expect(seenAfter.json.payment.refunds[0].status).toBe('processed');
    expect((await tournamentMoney(db(), event.tournamentId)).refundsKobo).toBe(FEE_KOBO / 2);
  });

  it('Paystack down: the withdrawal is kept and its refund stays pending; the reconciler asks again and it is processed', async () => {
    const [, theirs] = boxers;
    const reference = await payOnline(theirs!);
    const withdrawn = await api.call('DELETE', `/entries/${theirs!.entryId}`, {
      as: theirs!.boxerId,
      body: { reason: 'Exams' },
    });
    expect(withdrawn.status).toBe(200);
    const down = paystackClient({ ...api.services.config.paystack, baseUrl: 'http://127.0.0.1:9/_paystack' });
    expect(await sendPendingRefunds(db(), down)).toEqual({ asked: 1, accepted: 0 });
    expect(await refundOf(theirs!.entryId)).toMatchObject({ status: 'pending', providerRefundId: null });
    expect(await refundLines(reference)).toEqual([]);

    expect(await sendPendingRefunds(db(), client())).toEqual({ asked: 1, accepted: 1 });
    await vi.waitFor(async () => expect((await refundOf(theirs!.entryId))!.status).toBe('processed'), {
      timeout: 5_000,
      interval: 20,
    });
    expect(await refundLines(reference)).toHaveLength(1);
    // Nothing left to ask.
    expect(await sendPendingRefunds(db(), client())).toEqual({ asked: 0, accepted: 0 });
  });

  it('a refund Paystack could not process (refund.failed) is marked failed and writes nothing to the ledger', async () => {
    const failing = boxers[7]!;
    const reference = await payOnline(failing);
    await withdrawEntry(db(), event.workspaces.organiser, failing.entryId, 'Left the club');
    double.setRefundOutcome('failed');
    try {
      expect(await sendPendingRefunds(db(), client())).toEqual({ asked: 1, accepted: 1 });
      await vi.waitFor(async () => expect((await refundOf(failing.entryId))!.status).toBe('failed'), {
        timeout: 5_000,
        interval: 20,
      });
    } finally {
      double.setRefundOutcome('processed');
    }
    expect(await refundLines(reference)).toEqual([]);
    const seen = await api.call('GET', `/payments/${reference}`, { as: failing.boxerId });
    expect(seen.json.payment.refunds[0]).toMatchObject({ status: 'failed', amountKobo: FEE_KOBO / 2 });
  });

  it('after the refund date a withdrawal gets nothing; a refusal at the weigh-in is refunded only when the policy says so', async () => {
    const [, , late, refusedA, refusedB] = boxers;
    await paidStraight([late!.entryId, refusedA!.entryId, refusedB!.entryId]);
    const organiser = event.workspaces.organiser;
    const after = new Date('2026-11-26T09:00:00+01:00');
    await withdrawEntry(db(), organiser, late!.entryId, 'Moved away', { now: after });
    expect(await refundOf(late!.entryId)).toBeUndefined();

    await withdrawEntry(db(), organiser, refusedA!.entryId, WEIGH_IN_REFUSAL_REASON, {
      refusedAtWeighIn: true,
      now: after,
    });
    expect(await refundOf(refusedA!.entryId)).toBeUndefined();
    await db()
      .update(tournaments)
      .set({ refundWeighInRefusal: true })
      .where(eq(tournaments.id, event.tournamentId));
    await withdrawEntry(db(), organiser, refusedB!.entryId, WEIGH_IN_REFUSAL_REASON, {
      refusedAtWeighIn: true,
      now: after,
    });
    expect(await refundOf(refusedB!.entryId)).toMatchObject({
      status: 'pending',
      reason: 'weigh_in',
      amountKobo: FEE_KOBO / 2,
    });
  });

  it('a cancelled tournament refunds every entry paid online by the policy; one paid in cash is owed back by hand, recorded once', async () => {
    const [, , , , , online, cash] = boxers;
    await paidStraight([online!.entryId]);
    expect((await api.call('POST', `/entries/${cash!.entryId}/paid`, { as: 'organiser' })).status).toBe(200);
    const cancelled = await api.call('POST', `/tournaments/${event.tournamentId}/cancel`, {
      as: 'organiser',
      body: { reason: 'The venue flooded' },
    });
    expect(cancelled.status).toBe(200);
    expect(await refundOf(online!.entryId)).toMatchObject({ reason: 'cancelled', amountKobo: FEE_KOBO / 2 });
    expect(await refundOf(cash!.entryId)).toBeUndefined();
    // Already withdrawn ones keep what their withdrawal gave them.
    expect(await refundOf(boxers[2]!.entryId)).toBeUndefined();

    const listed = await api.call('GET', `/tournaments/${event.tournamentId}/entries`, { as: 'organiser' });
    const rowOf = (id: number) =>
      (listed.json.entries as { id: number; refund: unknown }[]).find((e) => e.id === id)!.refund;
    expect(rowOf(cash!.entryId)).toEqual({ status: 'cash-owed', amountKobo: FEE_KOBO / 2 });
    expect(rowOf(online!.entryId)).toEqual({ status: 'pending', amountKobo: FEE_KOBO / 2 });

    const before = await tournamentMoney(db(), event.tournamentId);
    const cashRefund = (entryId: number, as: string) =>
      api.call('POST', `/entries/${entryId}/cash-refund`, { as });
    expect((await cashRefund(cash!.entryId, 'other-organiser')).status).toBe(403);
    for (let i = 0; i < 2; i++) {
      const recorded = await cashRefund(cash!.entryId, 'organiser');
      expect(recorded.status).toBe(200);
      expect(recorded.json.entry.refund).toEqual({ status: 'cash-refunded', amountKobo: FEE_KOBO / 2 });
    }
    expect((await tournamentMoney(db(), event.tournamentId)).refundsKobo - before.refundsKobo).toBe(
      FEE_KOBO / 2,
    );
    expect((await cashRefund(online!.entryId, 'organiser')).json.error.code).toBe('no_cash_refund_owed');
  });

  it('a refund policy is checked on create and edit: a percentage needs 1 to 99, refunds end by the start; the tournament says it', async () => {
    const draft = {
      name: 'Refund Cup',
      format: 'single-elimination',
      startDate: '2026-12-20',
      endDate: '2026-12-20',
      weightClasses: ['lightweight'],
      ageGroups: ['elite'],
    };
    const create = (refund: unknown) =>
      api.call('POST', '/tournaments', { as: 'organiser', body: { ...draft, refund } });
    const fieldsOf = async (refund: unknown) => {
      const answer = await create(refund);
      expect(answer.status).toBe(400);
      return answer.json.error.fields as Record<string, string[]>;
    };
    expect((await fieldsOf({ policy: 'percentage' }))['refund.percent']).toEqual([
      'Give the percentage refunded, from 1 to 99',
    ]);
    expect((await fieldsOf({ policy: 'percentage', percent: 0 }))['refund.percent']![0]).toMatch(/1 to 99/);
    expect((await fieldsOf({ policy: 'percentage', percent: 100 }))['refund.percent']![0]).toMatch(/1 to 99/);
    expect((await fieldsOf({ policy: 'full', until: '2026-12-21' }))['refund.until']).toEqual([
      'Refunds must end on or before the start date',
    ]);
    expect((await fieldsOf({ policy: 'sometimes' }))['refund.policy']).toBeDefined();

    const made = await create({
      policy: 'percentage',
      percent: 40,
      until: '2026-12-10',
      weighInRefusal: true,
    });
    expect(made.status).toBe(201);
    expect(made.json.tournament.refund).toEqual({
      policy: 'percentage',
      percent: 40,
      until: '2026-12-10',
      weighInRefusal: true,
    });
    const id = made.json.tournament.id as number;
    const none = await api.call('PATCH', `/tournaments/${id}`, {
      as: 'organiser',
      body: { refund: { policy: 'none' } },
    });
    expect(none.json.tournament.refund).toEqual({
      policy: 'none',
      percent: null,
      until: null,
      weighInRefusal: false,
    });
    const moved = await api.call('PATCH', `/tournaments/${id}`, {
      as: 'organiser',
      body: {
        refund: { policy: 'full', until: '2026-12-19' },
        startDate: '2026-12-18',
        endDate: '2026-12-18',
      },
    });
    expect(moved.status).toBe(400);
    expect(moved.json.error.fields['refund.until']).toBeDefined();
  });

  it('a walkover given at the weigh-in after the draw is a refusal there: refunded by the policy once when it says so, never when it does not', async () => {
    const organiser = event.workspaces.organiser;
    // Run last: the tournament the test before cancelled is on again (a drawn one cannot be cancelled).
    await db().update(tournaments).set({ status: 'published' }).where(eq(tournaments.id, event.tournamentId));
    const [kept, refused, missed] = await event.enterBoxers(event.categoryIds[1]!, ['A', 'B', 'A']);
    await paidStraight([refused!.entryId, missed!.entryId]);
    await drawCategory(db(), organiser, event.categoryIds[1]!, { now: BEFORE });
    const onTheDay = { now: new Date('2026-12-05T08:00:00+01:00') };
    // The policy refunds a refusal: over the limit on the morning gives a walkover and half the fee back...
    await db()
      .update(tournaments)
      .set({ refundWeighInRefusal: true })
      .where(eq(tournaments.id, event.tournamentId));
    const weighed = await recordWeighIn(
      db(),
      organiser,
      refused!.entryId,
      { weightKg: 150, medicalCleared: true },
      onTheDay,
    );
    expect(weighed.walkover).toBe(true);
    expect(await refundOf(refused!.entryId)).toMatchObject({
      status: 'pending',
      reason: 'weigh_in',
      amountKobo: FEE_KOBO / 2,
    });
    // ...once: the same weigh-in corrected opens no second refund.
    await recordWeighIn(
      db(),
      organiser,
      refused!.entryId,
      { weightKg: 151, medicalCleared: false },
      onTheDay,
    );
    expect(await db().select().from(refunds).where(eq(refunds.entryId, refused!.entryId))).toHaveLength(1);
    // A boxer who makes weight is no refusal.
    await recordWeighIn(db(), organiser, kept!.entryId, { weightKg: 55, medicalCleared: true }, onTheDay);
    expect(await refundOf(kept!.entryId)).toBeUndefined();
    // A policy that does not refund a refusal: the walkover stands, nothing comes back.
    await db()
      .update(tournaments)
      .set({ refundWeighInRefusal: false })
      .where(eq(tournaments.id, event.tournamentId));
    expect(
      (
        await recordWeighIn(
          db(),
          organiser,
          missed!.entryId,
          { weightKg: 55, medicalCleared: false },
          onTheDay,
        )
      ).walkover,
    ).toBe(true);
    expect(await refundOf(missed!.entryId)).toBeUndefined();
  });
});
