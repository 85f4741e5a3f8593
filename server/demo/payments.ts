import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { and, asc, eq, gt, like, max, ne, sql } from 'drizzle-orm';
import express from 'express';
import type { Database } from '../db/client';
import { appMeta, entries, outbox, tournaments } from '../db/schema';
import { findUserByEmail } from '../auth/accounts';
import { paystackDouble } from '../payments/double';
import { paystackPlansDouble } from '../payments/double-plans';
import { doubleBooks, doubleBooksFile } from '../payments/double-books';
import { paystackClient } from '../payments/paystack';
import type { PaystackClient } from '../payments/paystack';
import { paystackPlansClient } from '../payments/paystack-plans';
import { markEntryPaid, registerEntry, withdrawEntry } from '~/features/entries';
import { workspaceFor } from '~/features/organisations';
import {
  receivePaystackWebhook,
  savePayout,
  sendPendingRefunds,
  startEntryCheckout,
  startPlanCheckout,
} from '~/features/payments';
import { accountViewer } from './organisations';
import type { DemoOrganisationIds } from './organisations';
import { demoBoxers } from './tournaments';
import { clock } from '@server/clock';

/** The app_meta key that says the demo's money exists: made once per database. */
export const DEMO_PAYMENTS_MARKER = 'demo-payments';
/** Seeding takes turns on this lock when instances start together on one PostgreSQL. */
const SEED_LOCK = 727279;

/** The demo tournament whose money a newcomer sees: Ikeja Boxing Club's open one (₦25,000 a boxer). */
export const DEMO_MONEY_TOURNAMENT = 'Lagos Open Championship';
/** How many of its entries its boxers paid online, one payment each (one more entry is paid, then withdrawn). */
export const DEMO_PAID_ONLINE = 3;
/** The bank account Ikeja Boxing Club is paid to: Zenith Bank, a number that passes the NUBAN check. */
export const DEMO_PAYOUT = {
  bankCode: '057',
  accountNumber: '1012345671',
  businessName: 'Ikeja Boxing Club',
} as const;

/**
 * A Paystack double of the seeding's own, on a loopback port for the seeding's length: the same checkout,
 * subaccount, refund and subscription calls the server makes of Paystack, answered as the double answers
 * them, its signed webhooks kept in order and delivered to the platform's webhook handler (signature checked,
 * each event applied once) when the seeding says so, in its transaction.
 */
export async function seedingPaystack(db: Database, booksFile: string | undefined) {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const told: { body: string; signature: string | undefined }[] = [];
  const keep: typeof fetch = async (_url, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    told.push({ body: String(init?.body ?? ''), signature: headers['x-paystack-signature'] });
    return new Response(null, { status: 200 });
  };
  const app = express();
  // Its books are the server's double's (in the data folder): Paystack's lists then hold the demo's money.
  const books = doubleBooks(booksFile);
  app.use('/_paystack', paystackPlansDouble({ secretKey, fetchImpl: keep, books }).router);
  app.use('/_paystack', paystackDouble({ secretKey, fetchImpl: keep, webhookUrl: () => '', books }).router);
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/_paystack`;
  const config = { baseUrl, secretKey };

  /** Paystack's webhooks told so far, through the platform's handler; each must be taken. */
  async function deliver() {
    while (told.length > 0) {
      const event = told.shift()!;
      const answer = await receivePaystackWebhook(
        () => db,
        secretKey,
        Buffer.from(event.body, 'utf8'),
        event.signature,
      );
      if (answer.status !== 200)
        throw new Error(`The demo's Paystack webhook was refused: ${JSON.stringify(answer.body)}`);
    }
  }
  /** The payer on the double's checkout page presses Pay; its charge.success comes back signed. */
  async function pay(authorizationUrl: string) {
    const answer = await fetch(authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    if (answer.status !== 303) throw new Error(`The demo's checkout answered ${answer.status}.`);
    await deliver();
  }
  return {
    payments: paystackClient(config) as PaystackClient,
    plans: paystackPlansClient(config),
    baseUrl,
    pay,
    /** The refund.processed the double sends once it has answered: waited for (a few turns at most). */
    async deliverRefunds() {
      for (let turn = 0; turn < 20 && told.length === 0; turn++)
        await new Promise((resolve) => setImmediate(resolve));
      await deliver();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The demo's money (issue 31 item 5: "paid, unpaid, refunded and cash entries and one subscribed
 * organisation"), made through the same services and the same Paystack calls and webhooks as real money, on
 * a Paystack double of the seeding's own (so a demo run with real Paystack keys gets none: its ledger would
 * name transactions Paystack never made). Demo mode only, after the demo tournaments; once per database (an
 * app_meta marker taken in the same transaction as everything it marks, under an advisory lock).
 * - Ikeja Boxing Club names its bank account (a Paystack subaccount), so its entry fees are split payments.
 * - Ikeja Boxing Club subscribes to its Professional plan (₦150,000): active, with a receipt and an invoice.
 * - Lagos Open Championship: three boxers pay online (Paystack's fee and the platform's commission each their
 *   own line), one more boxer enters, pays, withdraws and is refunded in full by the tournament's policy, one
 *   boxer's fee is marked paid in cash by the organiser, the rest stay unpaid.
 * The e-mails these steps queue (receipts, refunds, to demo addresses) are dropped.
 */
export async function seedDemoPayments(
  db: Database,
  organisationIds: DemoOrganisationIds,
  options: { baseUrl: string; paystack: { mode: 'paystack' | 'double' }; dataDir?: string },
): Promise<{ seeded: boolean }> {
  if (options.paystack.mode !== 'double') return { seeded: false };
  return db.transaction(async (tx) => {
    // The services open transactions of their own: inside this one they become savepoints.
    const txDb = tx as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_PAYMENTS_MARKER));
    if (marker) return { seeded: false };
    const [tournament] = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(
        and(
          eq(tournaments.name, DEMO_MONEY_TOURNAMENT),
          eq(tournaments.organisationId, organisationIds.ikejaId),
        ),
      );
    if (!tournament) throw new Error(`${DEMO_MONEY_TOURNAMENT} is missing: seed the demo tournaments first.`);
    const [lastMail] = await tx.select({ id: max(outbox.id) }).from(outbox);

    const paystack = await seedingPaystack(
      txDb,
      options.dataDir ? doubleBooksFile(options.dataDir) : undefined,
    );
    try {
      const organiser = await workspaceFor(txDb, await accountViewer(txDb, 'organiser@ajbxng.test'));
      const back = { callbackUrl: `${options.baseUrl}/payments/return` };

      // Where Ikeja Boxing Club is paid, then its plan.
      await savePayout(txDb, paystack.payments, organiser, DEMO_PAYOUT);
      const plan = await startPlanCheckout(
        txDb,
        paystack,
        organiser,
        { plan: 'professional' },
        { callbackUrl: `${options.baseUrl}/admin-dashboard/plan` },
      );
      if (plan.kind !== 'checkout') throw new Error('The demo plan was not charged.');
      await paystack.pay(plan.authorizationUrl);

      // The open tournament's entries, oldest first: the first paid online, the next in cash.
      const entered = await tx
        .select({ id: entries.id, boxerId: entries.boxerId })
        .from(entries)
        .where(and(eq(entries.tournamentId, tournament.id), ne(entries.status, 'withdrawn')))
        .orderBy(asc(entries.id));
      // The demo boxers' accounts, by id: whoever pays an entry pays as themself.
      const emailOf = new Map<string, string>();
      const idOf = new Map<string, string>();
      for (const b of demoBoxers) {
        const found = await findUserByEmail(txDb, b.email);
        if (found) {
          emailOf.set(found.id, b.email);
          idOf.set(b.email, found.id);
        }
      }
      const payer = async (boxerId: string) => {
        const email = emailOf.get(boxerId);
        if (!email) throw new Error(`The entry of ${boxerId} is not a demo boxer's.`);
        return workspaceFor(txDb, await accountViewer(txDb, email));
      };
      const payOnline = async (entry: { id: number; boxerId: string }) => {
        const checkout = await startEntryCheckout(
          txDb,
          paystack.payments,
          await payer(entry.boxerId),
          { entryIds: [entry.id] },
          back,
        );
        await paystack.pay(checkout.authorizationUrl);
      };
      for (const entry of entered.slice(0, DEMO_PAID_ONLINE)) await payOnline(entry);
      const cash = entered[DEMO_PAID_ONLINE];
      if (cash) await markEntryPaid(txDb, organiser, cash.id);

      // One boxer more enters, pays, then withdraws before the deadline: the full refund, through Paystack.
      const takenIds = new Set(entered.map((e) => e.boxerId));
      const late = demoBoxers.find(
        (b) => b.ageGroup !== 'cadet' && idOf.has(b.email) && !takenIds.has(idOf.get(b.email)!),
      );
      if (late) {
        const workspace = await workspaceFor(txDb, await accountViewer(txDb, late.email));
        const entry = await registerEntry(txDb, workspace, {
          tournamentId: tournament.id,
          boxerId: idOf.get(late.email)!,
          weightClass: late.weightClass,
          ageGroup: late.ageGroup,
        });
        await payOnline({ id: entry.id, boxerId: idOf.get(late.email)! });
        await withdrawEntry(txDb, workspace, entry.id, 'Injured in training');
        await sendPendingRefunds(txDb, paystack.payments);
        await paystack.deliverRefunds();
      }
    } finally {
      await paystack.close();
    }

    await tx
      .delete(outbox)
      .where(and(gt(outbox.id, lastMail?.id ?? 0), like(outbox.toAddress, '%ajbxng.test')));
    await tx.insert(appMeta).values({ key: DEMO_PAYMENTS_MARKER, value: clock.now().toISOString() });
    return { seeded: true };
  });
}
