import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { createApp } from '@server/app';
import type { Viewer } from '@server/auth/roles';
import { entries, ledgerEntries, payments, tournaments } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import type { PaystackDouble } from '@server/payments/double';
import { paystackSignature } from '@server/payments/signature';
import { paystackClient } from '@server/payments/paystack';
import { RECONCILE_AFTER_MS, reconcilePendingPayments, tournamentMoney } from '~/features/payments';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

/**
 * Issue 31's payments through the API on the local Paystack double, on both databases: a boxer pays an entry
 * fee on the double's checkout and the signed webhook settles it; a coach pays for a squad in one payment; a
 * failed payment leaves the entry unpaid and may be tried again; forged, replayed, duplicated (also to two
 * instances at once) and out-of-order webhooks change the ledger exactly once or not at all; an amount the
 * server did not ask for is refused and flagged; the ledger's sums equal the double's.
 */

const COACH: Viewer = { id: 'coach-kola', name: 'Kola Coach', email: 'kola@example.ng', role: 'coach' };
const FEE_NAIRA = 25_000;

describe.each(testDatabaseKinds())('entry fees paid through Paystack, on %s', (kind: TestDatabaseKind) => {
  let api: ApiHarness;
  let double: PaystackDouble;
  let second: { url: string; close: () => Promise<void> };
  let boxers: { boxerId: string; entryId: number }[] = [];
  let squad: { boxerId: string; entryId: number }[] = [];

  beforeAll(async () => {
    api = await startApi(kind, async (services) => {
      const db = services.database.db;
      const event = await seedEvent(db, { people: [...EVENT_PEOPLE, COACH] });
      await db.update(tournaments).set({ entryFee: FEE_NAIRA }).where(eq(tournaments.id, event.tournamentId));
      boxers = await event.enterBoxers(event.categoryIds[0]!, ['A', 'B', 'A']);
      squad = await event.enterBoxers(event.categoryIds[1]!, ['A', 'B', 'A'], {
        profile: { coachId: COACH.id },
      });
      return [
        ...EVENT_PEOPLE,
        COACH,
        ...[...boxers, ...squad].map((b): Viewer => ({
          id: b.boxerId,
          name: b.boxerId,
          email: `${b.boxerId}@example.ng`,
          role: 'boxer',
        })),
      ];
    });
    // The double lives in the app the harness started; the client must call it at the harness's own port.
    api.services.config.paystack = { ...api.services.config.paystack, baseUrl: `${api.base}/_paystack` };
    double = api.app.locals.paystackDouble as PaystackDouble;
    // A second instance of the platform on the same database (its own page of the webhook).
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
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  const db = () => api.services.database.db;
  const checkout = (as: string, entryIds: number[]) =>
    api.call('POST', '/payments/checkout', { as, body: { entryIds } });
  /** The payer on the double's checkout page: picks an outcome, is sent back with the reference. */
  async function pay(authorizationUrl: string, outcome: 'success' | 'failed' | 'abandoned') {
    const page = await fetch(authorizationUrl);
    expect(page.status).toBe(200);
    const response = await fetch(authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }
  const paidAt = async (entryId: number) =>
    (await db().select({ paidAt: entries.paidAt }).from(entries).where(eq(entries.id, entryId)))[0]!.paidAt;
  const ledgerOf = async (paymentReference: string) => {
    const [payment] = await db().select().from(payments).where(eq(payments.reference, paymentReference));
    return db()
      .select({ kind: ledgerEntries.kind, amountKobo: ledgerEntries.amountKobo })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, payment!.id));
  };
  const webhook = (base: string, body: string, signature?: string) =>
    fetch(`${base}/api/v1/payments/paystack/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
      },
      body,
    });
  const secret = () => api.services.config.paystack.secretKey;

  it("a boxer pays their entry fee on Paystack's checkout: the signed webhook marks it paid, once, and the ledger has the charge and the fee", async () => {
    const [mine] = boxers;
    const started = await checkout(mine!.boxerId, [mine!.entryId]);
    expect(started.status).toBe(200);
    const { reference, amountKobo, authorizationUrl } = started.json.payment;
    expect(amountKobo).toBe(FEE_NAIRA * 100);
    expect(reference).toMatch(/^AJB-[A-Z2-9]{16}$/);
    // Asked again while it is under way: the same checkout, not a second payment.
    expect((await checkout(mine!.boxerId, [mine!.entryId])).json.payment.reference).toBe(reference);
    expect(await paidAt(mine!.entryId)).toBeNull();

    const back = await pay(authorizationUrl, 'success');
    expect(back.pathname).toBe('/payments/return');
    expect(back.searchParams.get('reference')).toBe(reference);
    expect(await paidAt(mine!.entryId)).not.toBeNull();
    const seen = await api.call('GET', `/payments/${reference}`, { as: mine!.boxerId });
    expect(seen.json.payment).toMatchObject({ status: 'succeeded', amountKobo: 2_500_000, retry: false });
    // Another person is not told of it.
    expect((await api.call('GET', `/payments/${reference}`, { as: boxers[1]!.boxerId })).status).toBe(404);
    const fee = 10_000 + Math.round(2_500_000 * 0.015);
    expect((await ledgerOf(reference)).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'charge', amountKobo: 2_500_000 },
      { kind: 'fee', amountKobo: -fee },
    ]);
    // Paid: nothing more to pay.
    expect((await checkout(mine!.boxerId, [mine!.entryId])).json.error.code).toBe('already_paid');
  });

  it('forged, unsigned, replayed and duplicated webhooks (to two instances at once) change the ledger once or not at all', async () => {
    const [, theirs] = boxers;
    const started = (await checkout(theirs!.boxerId, [theirs!.entryId])).json.payment;
    const transaction = double.transaction(started.reference)!;
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        id: transaction.id,
        reference: started.reference,
        status: 'success',
        amount: started.amountKobo,
        currency: 'NGN',
        fees: 20_000,
      },
    });
    expect((await webhook(api.base, body)).status).toBe(401);
    expect((await webhook(api.base, body, paystackSignature('sk_test_not_ours_at_all', body))).status).toBe(
      401,
    );
    expect((await webhook(api.base, body, 'zz')).status).toBe(401);
    expect(await paidAt(theirs!.entryId)).toBeNull();
    expect(await ledgerOf(started.reference)).toEqual([]);

    const signature = paystackSignature(secret(), body);
    const answers = await Promise.all(
      [api.base, second.url, api.base, second.url].map((base) => webhook(base, body, signature)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const outcomes = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(3);
    expect(await paidAt(theirs!.entryId)).not.toBeNull();
    expect(await ledgerOf(started.reference)).toHaveLength(2);
    // The payer returns from the checkout afterwards (out of order): verified again, nothing written twice.
    const after = await api.call('GET', `/payments/${started.reference}`, { as: theirs!.boxerId });
    expect(after.json.payment.status).toBe('succeeded');
    expect(await ledgerOf(started.reference)).toHaveLength(2);
  });

  it('an amount or a currency other than the one asked for is refused and flagged: the entry stays unpaid', async () => {
    const [, , third] = boxers;
    const started = (await checkout(third!.boxerId, [third!.entryId])).json.payment;
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 77_000_001, reference: started.reference, status: 'success', amount: 100, currency: 'NGN' },
    });
    const answer = await webhook(api.base, body, paystackSignature(secret(), body));
    expect(((await answer.json()) as { outcome: string }).outcome).toBe('flagged');
    const dollars = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 77_000_002,
        reference: started.reference,
        status: 'success',
        amount: started.amountKobo,
        currency: 'USD',
      },
    });
    await webhook(api.base, dollars, paystackSignature(secret(), dollars));
    const [payment] = await db().select().from(payments).where(eq(payments.reference, started.reference));
    expect(payment!.status).toBe('pending');
    expect(payment!.flag).toMatch(/USD/);
    expect(await paidAt(third!.entryId)).toBeNull();
    expect(await ledgerOf(started.reference)).toEqual([]);
  });

  it('a declined card leaves the entry unpaid with a way to try again; a coach then pays for a squad of 3 in one payment', async () => {
    const ids = squad.map((s) => s.entryId);
    // Not the boxer's to pay for the others, nor another club's organiser's.
    expect((await checkout(squad[0]!.boxerId, ids)).status).toBe(403);
    expect((await checkout('other-organiser', ids)).status).toBe(403);
    expect((await checkout(COACH.id, [999_999])).status).toBe(404);
    expect((await checkout(COACH.id, [])).status).toBe(400);
    expect((await checkout(COACH.id, [ids[0]!, boxers[0]!.entryId])).status).toBe(403);

    const first = (await checkout(COACH.id, ids)).json.payment;
    expect(first.amountKobo).toBe(3 * FEE_NAIRA * 100);
    await pay(first.authorizationUrl, 'failed');
    const failed = (await api.call('GET', `/payments/${first.reference}`, { as: COACH.id })).json.payment;
    expect(failed).toMatchObject({ status: 'failed', retry: true, entryIds: ids });
    for (const id of ids) expect(await paidAt(id)).toBeNull();

    const again = (await checkout(COACH.id, ids)).json.payment;
    expect(again.reference).not.toBe(first.reference);
    await pay(again.authorizationUrl, 'success');
    for (const id of ids) expect(await paidAt(id)).not.toBeNull();
    expect((await ledgerOf(again.reference)).find((l) => l.kind === 'charge')!.amountKobo).toBe(7_500_000);
  });

  it('a payment whose webhook never came is settled by the reconciliation once it is 15 minutes old', async () => {
    // The third boxer's payment was flagged; once it is no longer under way, a new checkout.
    await db().update(payments).set({ status: 'abandoned' }).where(eq(payments.payerId, boxers[2]!.boxerId));
    const started = (await checkout(boxers[2]!.boxerId, [boxers[2]!.entryId])).json.payment;
    // Paid on Paystack, but its webhook is lost on the way.
    const lost = double.transaction(started.reference)!;
    lost.status = 'success';
    const client = paystackClient(api.services.config.paystack);
    const [row] = await db().select().from(payments).where(eq(payments.reference, started.reference));
    const began = row!.createdAt.getTime();
    const soon = await reconcilePendingPayments(db(), client, new Date(began + 60_000));
    expect(soon.checked).toBe(0);
    expect(await paidAt(boxers[2]!.entryId)).toBeNull();
    const later = await reconcilePendingPayments(db(), client, new Date(began + RECONCILE_AFTER_MS + 60_000));
    expect(later).toEqual({ checked: 1, settled: 1 });
    expect(await paidAt(boxers[2]!.entryId)).not.toBeNull();
  });

  it('cash at the venue is in the same ledger: marked paid, marked unpaid again; a fee paid online is not unmarked', async () => {
    const [, , third] = squad;
    // The first boxer paid online (the first test).
    const [cashEntry] = await db()
      .select({ id: entries.id, tournamentId: entries.tournamentId })
      .from(entries)
      .where(eq(entries.boxerId, boxers[0]!.boxerId));
    const before = await tournamentMoney(db(), cashEntry!.tournamentId);
    // Paid online: not the organiser's to unmark.
    const refused = await api.call('DELETE', `/entries/${cashEntry!.id}/paid`, { as: 'organiser' });
    expect(refused.json.error.code).toBe('paid_online');
    // The squad's third entry, as if never paid: the organiser takes its fee in cash.
    await db()
      .update(entries)
      .set({ paidAt: null, paidMarkedBy: null })
      .where(eq(entries.id, third!.entryId));
    expect((await api.call('POST', `/entries/${third!.entryId}/paid`, { as: 'organiser' })).status).toBe(200);
    const marked = await tournamentMoney(db(), cashEntry!.tournamentId);
    expect(marked.cashKobo - before.cashKobo).toBe(FEE_NAIRA * 100);
    expect((await api.call('DELETE', `/entries/${third!.entryId}/paid`, { as: 'organiser' })).status).toBe(
      200,
    );
    const unmarked = await tournamentMoney(db(), cashEntry!.tournamentId);
    expect(unmarked.cashKobo).toBe(before.cashKobo);
    expect(unmarked.collectedKobo).toBe(before.collectedKobo);
  });

  it("the ledger's charges equal what the double took", async () => {
    const taken = double
      .transactions()
      .filter((t) => t.status === 'success')
      .reduce((sum, t) => sum + t.amountKobo, 0);
    const charged = (
      await db()
        .select({ amountKobo: ledgerEntries.amountKobo })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'charge')))
    ).reduce((sum, l) => sum + l.amountKobo, 0);
    // The second boxer's charge came from a webhook the double did not send (its checkout is still open there).
    expect(charged).toBe(taken + 2_500_000);
    expect(taken).toBe(2_500_000 + 7_500_000 + 2_500_000);
  });

  it("the tournament's organisers read its money from the API, the ledger's own figures; nobody else does", async () => {
    const [{ tournamentId }] = (await db()
      .select({ tournamentId: entries.tournamentId })
      .from(entries)
      .where(eq(entries.boxerId, boxers[0]!.boxerId))) as [{ tournamentId: number }];
    const path = `/tournaments/${tournamentId}/money`;
    const answer = await api.call('GET', path, { as: 'organiser' });
    expect(answer.status).toBe(200);
    const ledger = await tournamentMoney(db(), tournamentId);
    expect(answer.json.money).toMatchObject(ledger);
    expect(ledger.collectedKobo).toBe(2_500_000 * 6);
    const lines = answer.json.lines as { kind: string; amountKobo: number; reference: string | null }[];
    const charged = lines.filter((l) => l.kind === 'charge').reduce((sum, l) => sum + l.amountKobo, 0);
    expect(charged).toBe(ledger.collectedKobo);
    expect(lines.every((l) => l.kind !== 'charge' || /^AJB-/.test(l.reference ?? ''))).toBe(true);
    // A coach who does not run the organisation, a boxer who paid, an unknown tournament.
    expect((await api.call('GET', path, { as: COACH.id })).json.error.code).toBe('not_your_tournament');
    expect((await api.call('GET', path, { as: boxers[0]!.boxerId })).status).toBe(403);
    expect((await api.call('GET', '/tournaments/99999/money', { as: 'organiser' })).status).toBe(404);
  });
});
