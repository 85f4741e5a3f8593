import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoices,
  ledgerEntries,
  organisationSubscriptions,
  outbox,
  paymentEvents,
  payments,
  tournaments,
} from '@server/db/schema';
import { clock, setClock } from '@server/clock';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { EVENT_CATEGORIES, eventPerson } from '@server/db/test-builders/event.test-support';
import type { PaystackPlansDouble } from '@server/payments/double-plans';
import { paystackPlansClient } from '@server/payments/paystack-plans';
import { paystackSignature } from '@server/payments/signature';
import type { ServiceError } from '@server/service-error';
import { inviteMember, workspaceFor } from '~/features/organisations';
import { runPlanGrace, switchProviderPlans } from '~/features/payments';
import { pdfText } from '~/features/payments/pdf-text.test-support';
import { startRun } from './tournament-run.test-support';
import type { TournamentRun } from './tournament-run.test-support';

/**
 * Issue 31 item 3 through the API on the local Paystack double, on both databases: the host's organiser
 * subscribes to Professional; a renewal extends the period (its webhook told twice, applied once); a failed
 * renewal gives 7 days of grace with e-mails, then the grace job makes the organisation read-only (the API and
 * the services refuse its changes while its published event keeps scoring); paying again makes it active at
 * once; receipts and invoices are PDFs in naira for their organisation and the admin, 404 to anyone else.
 */

const DAY = 24 * 60 * 60_000;
const START = new Date('2026-12-01T09:00:00+01:00');

describe.each(testDatabaseKinds())('organisation plans by subscription, on %s', (kind: TestDatabaseKind) => {
  let run: TournamentRun;
  let plans: PaystackPlansDouble;
  let hostId = 0;

  beforeAll(async () => {
    setClock(START);
    run = await startRun(kind, {
      format: 'single-elimination',
      categories: [EVENT_CATEGORIES[0]],
      boxers: [2],
    });
    const api = run.api;
    api.services.config.paystack = { ...api.services.config.paystack, baseUrl: `${api.base}/_paystack` };
    plans = api.app.locals.paystackPlansDouble as PaystackPlansDouble;
    const [row] = await db()
      .select({ id: tournaments.organisationId })
      .from(tournaments)
      .where(eq(tournaments.id, run.tournamentId));
    hostId = row!.id;
  }, 120_000);
  afterAll(async () => {
    setClock(null);
    await run?.close();
  });

  const db = () => run.api.services.database.db;
  /** The clock runs on from where a test set it: an instant within a few seconds of the one expected. */
  const near = (at: Date, iso: string) =>
    expect(Math.abs(at.getTime() - Date.parse(iso))).toBeLessThan(10_000);
  const subscription = async () =>
    (
      await db()
        .select()
        .from(organisationSubscriptions)
        .where(eq(organisationSubscriptions.organisationId, hostId))
    )[0]!;
  /** The payer on the double's checkout page, choosing to pay. */
  const pay = async (authorizationUrl: string) => {
    const answer = await fetch(authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
  };
  const mails = async (kindOf: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, kindOf), eq(outbox.toAddress, 'olu@example.ng')));
  const pdf = (number: string, as: string) =>
    fetch(`${run.api.base}/api/v1/invoices/${number}`, {
      headers: { 'x-test-as': as, origin: run.api.base },
    });

  it('subscribes, renews once however often told, falls into grace with e-mails, turns read-only, and pays again', async () => {
    // Subscribe: Paystack's checkout with the plan, then its webhooks (charge, subscription).
    setClock(START);
    const started = await run.ok('POST', '/organisation/plan/checkout', {
      as: 'organiser',
      body: { plan: 'professional' },
    });
    expect(started.json.checkout).toMatchObject({ kind: 'checkout', amountKobo: 15_000_000 });
    await pay(started.json.checkout.authorizationUrl);
    let sub = await subscription();
    expect(sub).toMatchObject({ plan: 'professional', status: 'active', graceUntil: null });
    near(sub.currentPeriodEnd, '2027-01-01T08:00:00.000Z');
    expect(sub.providerSubscriptionCode).toMatch(/^SUB_/);
    const view = (await run.ok('GET', '/organisation/plan', { as: 'organiser' })).json;
    expect(view.subscription).toMatchObject({ status: 'active', nextCharge: { amountKobo: 15_000_000 } });
    expect(view.documents.map((d: { kind: string }) => d.kind).sort()).toEqual(['invoice', 'receipt']);

    // The receipt as PDF: its number, the payer, ₦ and the amount, for the organiser and the admin only.
    const receipt = view.documents.find((d: { kind: string }) => d.kind === 'receipt');
    const answer = await pdf(receipt.number, 'organiser');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await answer.arrayBuffer()));
    expect(text).toContain(receipt.number);
    expect(text).toContain('Olu Organiser');
    expect(text).toMatch(/₦\n150,000\.00/);
    expect((await pdf(receipt.number, 'admin')).status).toBe(200);
    for (const stranger of ['other-organiser', 'spectator', 'official'])
      expect((await pdf(receipt.number, stranger)).status, stranger).toBe(404);

    // A renewal on its day: the period runs a month more; the same webhook told again changes nothing.
    setClock(new Date('2027-01-01T09:00:00+01:00'));
    const renewal = await plans.renew(sub.providerSubscriptionCode!, 'success');
    sub = await subscription();
    near(sub.currentPeriodEnd, '2027-02-01T08:00:00.000Z');
    const [event] = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, renewal!.reference));
    const body = JSON.stringify({ event: 'charge.success', data: event!.payload });
    const again = await run.api.call('POST', '/payments/paystack/webhook', {
      rawBody: body,
      headers: {
        'x-paystack-signature': paystackSignature(run.api.services.config.paystack.secretKey, body),
      },
    });
    expect(again.json.outcome).toBe('duplicate');
    expect((await subscription()).currentPeriodEnd).toEqual(sub.currentPeriodEnd);
    const charges = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.organisationId, hostId), eq(ledgerEntries.kind, 'charge')));
    expect(charges.map((c) => c.amountKobo)).toEqual([15_000_000, 15_000_000]);
    expect(await db().select().from(invoices).where(eq(invoices.organisationId, hostId))).toHaveLength(4);

    // The next renewal fails: past due, 7 days of grace, the organiser told at once.
    const failedAt = new Date('2027-02-01T09:00:00+01:00');
    setClock(failedAt);
    await plans.renew(sub.providerSubscriptionCode!, 'failed');
    sub = await subscription();
    expect(sub.status).toBe('past_due');
    expect(Math.abs(sub.graceUntil!.getTime() - (failedAt.getTime() + 7 * DAY))).toBeLessThan(5_000);
    expect(await mails('plan-renewal-failed')).toHaveLength(1);

    // The grace job on an injected clock: 3 days and 1 day before, once each; read-only at the end.
    const graceEnd = sub.graceUntil!.getTime();
    expect(await runPlanGrace(db(), new Date(graceEnd - 3 * DAY + 60_000))).toEqual({
      readOnly: 0,
      reminded: 1,
    });
    expect(await runPlanGrace(db(), new Date(graceEnd - 3 * DAY + 120_000))).toEqual({
      readOnly: 0,
      reminded: 0,
    });
    expect(await runPlanGrace(db(), new Date(graceEnd - DAY + 60_000))).toEqual({ readOnly: 0, reminded: 1 });
    expect((await mails('plan-grace-3d')).length + (await mails('plan-grace-1d')).length).toBe(2);
    expect(await runPlanGrace(db(), new Date(graceEnd))).toEqual({ readOnly: 1, reminded: 0 });
    expect(await runPlanGrace(db(), new Date(graceEnd + 60_000))).toEqual({ readOnly: 0, reminded: 0 });
    expect((await subscription()).status).toBe('read_only');
    expect(await mails('plan-read-only')).toHaveLength(1);
    setClock(new Date(graceEnd + DAY));

    // Read-only: the API and the services refuse its organisers' changes...
    const edit = await run.api.call('PATCH', `/tournaments/${run.tournamentId}`, {
      as: 'organiser',
      body: { name: 'Renamed' },
    });
    expect(edit.status).toBe(409);
    expect(edit.json.error.code).toBe('organisation_read_only');
    const organiser = await workspaceFor(db(), eventPerson('organiser'));
    await expect(
      inviteMember(
        db(),
        organiser,
        { email: 'new@example.ng', name: 'New Person', memberRole: 'coach' },
        'http://x',
      ),
    ).rejects.toMatchObject({ status: 409, code: 'organisation_read_only' } satisfies Partial<ServiceError>);
    for (const [path, body] of [
      [`/tournaments/${run.tournamentId}/cancel`, { reason: 'Unpaid plan' }],
      [`/tournaments/${run.tournamentId}/result`, { winner: 'A', category: 'B' }],
    ] as const) {
      const refused = await run.api.call('POST', path, { as: 'organiser', body });
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe('organisation_read_only');
    }
    // A platform admin is never refused by the guard (decision 0028): the academy may still cancel a
    // read-only organisation's tournament (here a second one of its own), which its organisers may not.
    const [second] = await db()
      .insert(tournaments)
      .values({
        slug: 'read-only-second',
        organisationId: hostId,
        name: 'Second Open',
        format: 'single-elimination',
        status: 'published',
        startDate: '2027-03-05',
        endDate: '2027-03-06',
        registrationDeadline: '2027-03-01',
        weighInDate: '2027-03-05',
        city: 'Lagos',
        level: 'Elite',
        maxParticipants: 16,
        rules: {
          roundDuration: 2,
          numberOfRounds: 3,
          judgesCount: 3,
          medicalCheckRequired: false,
          equipmentProvided: false,
        },
      })
      .returning({ id: tournaments.id });
    const byOrganiser = await run.api.call('POST', `/tournaments/${second!.id}/cancel`, {
      as: 'organiser',
      body: { reason: 'Unpaid plan' },
    });
    expect(byOrganiser.json.error?.code).toBe('organisation_read_only');
    const byAdmin = await run.ok('POST', `/tournaments/${second!.id}/cancel`, {
      as: 'admin',
      body: { reason: 'The organisation stopped paying' },
    });
    expect(byAdmin.json.tournament.status).toBe('cancelled');
    // ...while its published event keeps running: drawn, officiated and scored.
    await run.ok('POST', `/tournaments/${run.tournamentId}/draw`, { as: 'organiser' });
    const [a, b] = run.entries[0]!;
    const bout = await run.boutBetween(a!, b!);
    await run.onCards(bout.id, a!);
    expect((await run.bouts()).find((x) => x.id === bout.id)?.status).toBe('decided');

    // Paying again makes it active at once, and the organiser may edit again.
    const repay = await run.ok('POST', '/organisation/plan/checkout', {
      as: 'organiser',
      body: { plan: 'professional' },
    });
    expect(repay.json.checkout.amountKobo).toBe(15_000_000);
    await pay(repay.json.checkout.authorizationUrl);
    sub = await subscription();
    expect(sub).toMatchObject({ status: 'active', graceUntil: null });
    const renamed = await run.api.call('PATCH', `/tournaments/${run.tournamentId}`, {
      as: 'organiser',
      body: { name: 'Renamed' },
    });
    expect(renamed.json.error?.code).not.toBe('organisation_read_only');
  });

  it("gives an entry fee's payer a receipt of their own, 404 to the tournament's organiser", async () => {
    const boxer = run.boxerOf.get(run.entries[0]![0]!)!;
    const reference = 'AJB-RECEIPTTEST2345';
    const [payment] = await db()
      .insert(payments)
      .values({
        reference,
        purpose: 'entry_fee',
        amountKobo: 2_500_000,
        payerId: boxer,
        payerEmail: `${boxer}@example.ng`,
        tournamentId: run.tournamentId,
        organisationId: hostId,
        metadata: { entryIds: [run.entries[0]![0]!] },
      })
      .returning();
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 7_000_001, reference, amount: 2_500_000, currency: 'NGN', fees: 47_500 },
    });
    const settled = await run.api.call('POST', '/payments/paystack/webhook', {
      rawBody: body,
      headers: {
        'x-paystack-signature': paystackSignature(run.api.services.config.paystack.secretKey, body),
      },
    });
    expect(settled.json.outcome).toBe('paid');
    const [receipt] = await db().select().from(invoices).where(eq(invoices.paymentId, payment!.id));
    expect(receipt).toMatchObject({
      kind: 'receipt',
      payerId: boxer,
      organisationId: null,
      amountKobo: 2_500_000,
    });
    const answer = await pdf(receipt!.number, boxer);
    expect(answer.status).toBe(200);
    expect(pdfText(Buffer.from(await answer.arrayBuffer()))).toMatch(/₦\n25,000\.00/);
    expect((await pdf(receipt!.number, 'organiser')).status).toBe(404);
  });

  it('quotes a change of plan pro-rated, refuses the academy nothing and charges the difference', async () => {
    // Active on Professional from the last payment: halfway to Enterprise costs ₦500,000 less half of ₦150,000.
    const sub = await subscription();
    const halfway = new Date((sub.currentPeriodStart.getTime() + sub.currentPeriodEnd.getTime()) / 2);
    setClock(halfway);
    const quote = (await run.ok('GET', '/organisation/plan?plan=enterprise', { as: 'organiser' })).json;
    expect(quote.choices).toHaveLength(1);
    // The clock runs on from halfway (setClock): the credit shrinks by the kobo of the time gone since, and
    // may be a kobo off by rounding. So much time is allowed, whatever the machine's load, and no more.
    const periodMs = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
    const creditGone = () => ((clock.ms() - halfway.getTime()) * 15_000_000) / periodMs + 1;
    expect(Math.abs(quote.choices[0].creditKobo - 7_500_000)).toBeLessThanOrEqual(creditGone());
    expect(quote.choices[0].chargeKobo + quote.choices[0].creditKobo).toBe(50_000_000);
    const change = await run.ok('POST', '/organisation/plan/checkout', {
      as: 'organiser',
      body: { plan: 'enterprise' },
    });
    expect(Math.abs(change.json.checkout.amountKobo - 42_500_000)).toBeLessThanOrEqual(creditGone());
    await pay(change.json.checkout.authorizationUrl);
    const changed = await subscription();
    expect(changed).toMatchObject({ plan: 'enterprise', status: 'active' });
    // Paystack's subscription follows: a new one on Enterprise from the new period's end, the old one disabled.
    const client = {
      plans: paystackPlansClient(run.api.services.config.paystack),
      baseUrl: run.api.services.config.paystack.baseUrl,
    };
    expect(await switchProviderPlans(db(), client)).toBe(1);
    expect(await switchProviderPlans(db(), client)).toBe(0);
    const moved = await subscription();
    expect(moved.providerSubscriptionCode).not.toBe(changed.providerSubscriptionCode);
    const onDouble = plans.subscriptions();
    expect(onDouble.find((s) => s.code === changed.providerSubscriptionCode)?.status).toBe('disabled');
    expect(onDouble.find((s) => s.code === moved.providerSubscriptionCode)).toMatchObject({
      status: 'active',
      plan: { amountKobo: 50_000_000 },
    });
    const same = await run.api.call('POST', '/organisation/plan/checkout', {
      as: 'organiser',
      body: { plan: 'enterprise' },
    });
    expect(same.json.error.code).toBe('already_on_plan');
    const coach = await run.api.call('POST', '/organisation/plan/checkout', {
      as: 'referee',
      body: { plan: 'starter' },
    });
    expect(coach.status).toBe(403);
  });
});
