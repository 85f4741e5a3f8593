import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../auth/accounts';
import { appMeta, entries, invoices, outbox, payments, refunds, tournaments } from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../db/testing';
import { setClock } from '../clock';
import { workspaceFor } from '~/features/organisations';
import { organiserMoney, planView } from '~/features/payments';
import { accountViewer, seedDemoOrganisations } from './organisations';
import { seedDemoTournaments } from './tournaments';
import { doubleBooks, doubleBooksFile } from '../payments/double-books';
import { paystackPlansDouble } from '../payments/double-plans';
import { DEMO_MONEY_TOURNAMENT, DEMO_PAYMENTS_MARKER, seedDemoPayments } from './payments';

const options = { baseUrl: 'http://localhost:3000', academyEmail: 'admissions@ajbxng.test' };
/** 09:30 in Lagos on 15 June 2026. */
const NOW = new Date('2026-06-15T08:30:00Z');
const FEE_KOBO = 2_500_000;

/**
 * What a newcomer sees of the demo's money (issue 31 item 5), made once through the payments' own services on
 * a Paystack double: Lagos Open Championship's Money page (paid online with Paystack's fee and the commission,
 * cash, a refund, the rest outstanding), Ikeja Boxing Club's payout account and active Professional plan with
 * its receipt and invoice, each boxer's receipt, and no e-mail left to send.
 */
describe.each(testDatabaseKinds())('the demo money on %s', (kind) => {
  it('is made once: paid online, cash, a refund, unpaid entries, a payout account and a subscribed organisation', async () => {
    setClock(NOW);
    const database = await createTestDatabase(kind);
    const folder = mkdtempSync(path.join(tmpdir(), 'ajb-demo-money-'));
    try {
      const db = database.db;
      await seedDemoAccounts(db);
      const ids = await seedDemoOrganisations(db, options);
      await seedDemoTournaments(db, ids);
      const config = { baseUrl: options.baseUrl, paystack: { mode: 'double' as const }, dataDir: folder };
      // Real Paystack keys: no demo money (its ledger would name transactions Paystack never made).
      expect(await seedDemoPayments(db, ids, { ...config, paystack: { mode: 'paystack' } })).toEqual({
        seeded: false,
      });
      // Two instances starting together: one seeds, the other waits, finds the marker and does nothing.
      const runs = await Promise.all([seedDemoPayments(db, ids, config), seedDemoPayments(db, ids, config)]);
      expect(runs.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await db.select().from(appMeta).where(eq(appMeta.key, DEMO_PAYMENTS_MARKER))).toHaveLength(1);

      // The organiser's Money page of the open tournament: four boxers paid online (₦25,000 each, ₦475 of
      // Paystack's fee and 5 % commission each), one in cash, one refunded in full, 17 of 21 unpaid.
      const organiser = await workspaceFor(db, await accountViewer(db, 'organiser@ajbxng.test'));
      const [lagosOpen] = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(eq(tournaments.name, DEMO_MONEY_TOURNAMENT));
      const view = await organiserMoney(db, organiser, String(lagosOpen!.id));
      expect(view.money).toEqual({
        collectedKobo: 4 * FEE_KOBO,
        cashKobo: FEE_KOBO,
        feesKobo: 4 * 47_500,
        commissionKobo: 4 * 125_000,
        refundsKobo: FEE_KOBO,
        netKobo: 4 * FEE_KOBO + FEE_KOBO - 4 * 47_500 - 4 * 125_000 - FEE_KOBO,
        outstandingKobo: 17 * FEE_KOBO,
        unpaidEntries: 17,
      });
      expect(view.payout).toMatchObject({ bankName: 'Zenith Bank', accountLast4: '5671' });
      expect(view.lines.filter((l) => l.kind === 'refund')).toHaveLength(1);
      // The tournament still has its 21 entries; the refunded boxer's is withdrawn, its refund processed.
      const its = await db.select().from(entries).where(eq(entries.tournamentId, lagosOpen!.id));
      expect(its.filter((e) => e.status !== 'withdrawn')).toHaveLength(21);
      expect(its.filter((e) => e.status === 'withdrawn')).toHaveLength(1);
      expect(
        await db.select({ status: refunds.status, amountKobo: refunds.amountKobo }).from(refunds),
      ).toEqual([{ status: 'processed', amountKobo: FEE_KOBO }]);

      // Ikeja Boxing Club: Professional, active for a month, its receipt and invoice on the Plan page.
      const plan = await planView(db, organiser);
      expect(plan.plan.id).toBe('professional');
      expect(plan.subscription).toMatchObject({
        status: 'active',
        nextCharge: { amountKobo: 15_000_000 },
        graceUntil: null,
      });
      expect(plan.subscription!.providerSubscriptionCode).toMatch(/^SUB_/);
      expect(plan.documents.map((d) => d.kind).sort()).toEqual(['invoice', 'receipt']);
      // Every payment verified, each with its receipt.
      const paid = await db.select().from(payments);
      expect(paid.map((p) => p.status)).toEqual(Array(5).fill('succeeded'));
      expect(await db.select().from(invoices).where(eq(invoices.kind, 'receipt'))).toHaveLength(5);
      // The server's double, started on the same data folder, has the demo's money in Paystack's books: its
      // transactions and refund listed (the daily reconciliation matches), the plan's subscription renewable.
      const books = doubleBooks(doubleBooksFile(folder));
      const listed = new Map(books.transactions().map((t) => [t.reference, t]));
      expect(paid.map((p) => listed.get(p.reference)?.status)).toEqual(Array(5).fill('success'));
      expect(books.refunds().map((r) => [r.amountKobo, r.status])).toEqual([[FEE_KOBO, 'processed']]);
      const served = paystackPlansDouble({ secretKey: 'sk_test_x', books });
      expect(served.subscriptions()).toEqual([
        expect.objectContaining({
          code: plan.subscription!.providerSubscriptionCode,
          status: 'active',
          email: 'organiser@ajbxng.test',
        }),
      ]);
      // The demo e-mails nobody: what the payments queued to demo addresses is dropped.
      expect(
        await db
          .select()
          .from(outbox)
          .where(and(like(outbox.toAddress, '%ajbxng.test'), like(outbox.kind, '%refund%'))),
      ).toEqual([]);
    } finally {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
      setClock(null);
    }
  }, 120_000);
});
