import { eq } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import { setClock } from '@server/clock';
import { refunds, tournaments } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { TestDatabaseKind } from '@server/db/testing';
import { EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import type { SeededEvent } from '@server/db/test-builders/event.test-support';
import { paystackClient } from '@server/payments/paystack';
import { startApi } from '@server/api/v1/harness.test-support';
import type { ApiHarness } from '@server/api/v1/harness.test-support';
import { organiserMoney, sendPendingRefunds } from '~/features/payments';
import { EntriesBoard } from './components/entries-board';
import { entriesPage } from './manage.server';
import { markEntryPaid } from './registration.server';

/**
 * The Entries page's Paid and Outstanding tiles and the tournament's Money page tell one truth, on both
 * databases and the local Paystack double: both read the payments ledger, so an entry paid online, one paid in
 * cash at the venue and one paid then withdrawn and refunded by the policy are counted and summed alike.
 */

const FEE_NAIRA = 20_000;
const FEE_KOBO = FEE_NAIRA * 100;
/** Before the seeded tournament's deadline (1 Dec) and its refund date. */
const BEFORE = new Date('2026-11-20T10:00:00+01:00');

/** Each tile's label (with its note) and value, as the page renders them. */
function tiles(html: string): Record<string, { value: string; note: string }> {
  const found: Record<string, { value: string; note: string }> = {};
  for (const [, dt, dd] of html.matchAll(/<div[^>]*><dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd><\/div>/g)) {
    const [, label, note] = /^([^<]*)(?:<span[^>]*>(.*)<\/span>)?$/.exec(dt!)!;
    found[label!] = { value: dd!, note: note ?? '' };
  }
  return found;
}

describe.each(testDatabaseKinds())('the Entries page’s money tiles, on %s', (kind: TestDatabaseKind) => {
  let api: ApiHarness;
  let event: SeededEvent;
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
      boxers = await event.enterBoxers(event.categoryIds[0]!, ['A', 'B', 'A', 'B', 'A']);
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
  }, 120_000);
  beforeEach(() => setClock(BEFORE));
  afterAll(async () => {
    await api?.close();
  });

  const db = () => api.services.database.db;
  async function payOnline(boxer: { boxerId: string; entryId: number }) {
    const started = await api.call('POST', '/payments/checkout', {
      as: boxer.boxerId,
      body: { entryIds: [boxer.entryId] },
    });
    expect(started.status).toBe(200);
    const paid = await fetch(started.json.payment.authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
  }
  /** The page as the organiser sees it, rendered, with the Money page's figures for the same moment. */
  async function bothPages() {
    const organiser = event.workspaces.organiser;
    const page = await entriesPage(db(), organiser, String(event.tournamentId));
    const money = (await organiserMoney(db(), organiser, String(event.tournamentId))).money;
    const Stub = createRoutesStub([
      {
        path: '/entries',
        Component: () => (
          <EntriesBoard
            page={page}
            paging={{ page: 1, total: page.rows.length, pageSize: 50 }}
            confirmWithdraw={null}
            answer={undefined}
          />
        ),
      },
    ]);
    const html = renderToStaticMarkup(<Stub initialEntries={['/entries']} />);
    return { page, money, shown: tiles(html), html };
  }

  it('agree after an online payment, a cash mark and a refund', async () => {
    let { page, money, shown } = await bothPages();
    expect(shown.Paid).toEqual({ value: '0 of 5', note: 'Nothing collected yet' });
    expect(shown.Outstanding).toEqual({ value: '₦100,000', note: '5 unpaid entries' });
    expect(money).toMatchObject({ outstandingKobo: 5 * FEE_KOBO, unpaidEntries: 5 });

    // Paid online through Paystack (the double's checkout).
    await payOnline(boxers[0]!);
    ({ page, money, shown } = await bothPages());
    expect(money).toMatchObject({ collectedKobo: FEE_KOBO, cashKobo: 0, unpaidEntries: 4 });
    expect(shown.Paid).toEqual({ value: '1 of 5', note: '₦20,000 online' });
    expect(shown.Outstanding).toEqual({ value: '₦80,000', note: '4 unpaid entries' });

    // Paid in cash at the venue, marked by the organiser.
    await markEntryPaid(db(), event.workspaces.organiser, boxers[1]!.entryId);
    ({ page, money, shown } = await bothPages());
    expect(money).toMatchObject({ collectedKobo: FEE_KOBO, cashKobo: FEE_KOBO, unpaidEntries: 3 });
    expect(shown.Paid).toEqual({ value: '2 of 5', note: '₦20,000 online · ₦20,000 in cash' });
    expect(shown.Outstanding).toEqual({ value: '₦60,000', note: '3 unpaid entries' });

    // Paid online, then withdrawn before the refund date: half back by the policy, once Paystack processes it.
    await payOnline(boxers[2]!);
    const withdrawn = await api.call('DELETE', `/entries/${boxers[2]!.entryId}`, {
      as: boxers[2]!.boxerId,
      body: { reason: 'Injured in sparring' },
    });
    expect(withdrawn.status).toBe(200);
    expect(await sendPendingRefunds(db(), paystackClient(api.services.config.paystack))).toMatchObject({
      accepted: 1,
    });
    await vi.waitFor(
      async () => {
        const [refund] = await db().select().from(refunds).where(eq(refunds.entryId, boxers[2]!.entryId));
        expect(refund?.status).toBe('processed');
      },
      { timeout: 5_000, interval: 20 },
    );
    ({ page, money, shown } = await bothPages());
    expect(money).toMatchObject({
      collectedKobo: 2 * FEE_KOBO,
      cashKobo: FEE_KOBO,
      refundsKobo: FEE_KOBO / 2,
      outstandingKobo: 2 * FEE_KOBO,
      unpaidEntries: 2,
    });
    // The withdrawn entry left the count, its money stays collected and its refund is said.
    expect(shown.Entered!.value).toBe('4');
    expect(shown.Withdrawn!.value).toBe('1');
    expect(shown.Paid).toEqual({
      value: '2 of 4',
      note: '₦40,000 online · ₦20,000 in cash · ₦10,000 refunded',
    });
    expect(shown.Outstanding).toEqual({ value: '₦40,000', note: '2 unpaid entries' });

    // The page's own figures are the Money page's, kobo for kobo; its count is the entries' own flags.
    expect(page.totals).toEqual({
      active: 4,
      paid: 2,
      unpaid: money.unpaidEntries,
      withdrawn: 1,
      collectedKobo: money.collectedKobo,
      cashKobo: money.cashKobo,
      refundsKobo: money.refundsKobo,
      outstandingKobo: money.outstandingKobo,
    });
    expect(page.rows.filter((r) => r.status !== 'withdrawn' && r.paid)).toHaveLength(page.totals.paid);
  });

  it('points to the Money page for every payment', async () => {
    const { html } = await bothPages();
    expect(html).toMatch(
      new RegExp(
        `<a [^>]*href="/admin-dashboard/tournaments/${event.tournamentId}/money"[^>]*>Money page</a>`,
      ),
    );
  });
});
