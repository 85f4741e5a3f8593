import { randomBytes, randomInt } from 'node:crypto';
import express from 'express';
import type { Request, Response } from 'express';
import { clock } from '../clock';
import { paystackSignature } from './signature';
import { doubleBooks } from './double-books';
import type { BookedTransaction, DoubleBooks } from './double-books';

/**
 * A local Paystack (issue 31 item 5): what `npm start` takes payments with when no PAYSTACK_SECRET_KEY is set,
 * so a newcomer pays an entry fee in the demo. It speaks the part of Paystack's REST API the platform calls
 * (initialise, verify, refund: the same envelopes, amounts in kobo, the Bearer secret key), shows a hosted
 * checkout page where the payer picks success, failure or abandon, and then does what Paystack does: sends a
 * webhook signed with the secret key (x-paystack-signature, HMAC-SHA512 of the body) to the server's webhook
 * address and sends the payer back to the callback address with the reference.
 *
 * Its transactions live in memory: a restart forgets checkouts under way (verify answers 404, as Paystack
 * does for a reference it does not know).
 */

type DoubleTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  amountKobo: number;
  currency: string;
  email: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  paidAt: string | null;
  refundedKobo: number;
  /** A split payment: the organiser's subaccount and the platform's commission in kobo (decision 0030). */
  subaccount: string | null;
  transactionChargeKobo: number;
  /** When it was initialised (ISO): Paystack's lists filter by it. */
  createdAt: string;
};

/** A transaction as Paystack's list names it. */
export type DoubleListedTransaction = BookedTransaction;

/** Some of the banks Paystack lists for Nigeria (GET /bank?country=nigeria), with their CBN codes. */
export const DOUBLE_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
] as const;

/**
 * The CBN's NUBAN check: the tenth digit of an account number follows from the bank's code and the first
 * nine (weights 3, 7, 3 …). The double refuses a number that fails it, as Paystack refuses an account the bank
 * does not know.
 */
export function nubanValid(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{10}$/.test(accountNumber)) return false;
  const digits = `${bankCode}${accountNumber.slice(0, 9)}`.split('').map(Number);
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const sum = digits.reduce((total, d, i) => total + d * weights[i]!, 0);
  return (10 - (sum % 10)) % 10 === Number(accountNumber[9]);
}

/** Paystack's local card fee: 1.5 % plus ₦100 (waived under ₦2,500), at most ₦2,000. */
export function paystackLocalFeeKobo(amountKobo: number): number {
  const fee = Math.round(amountKobo * 0.015) + (amountKobo >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type PaystackDouble = {
  router: express.Router;
  /** What it holds of a reference (tests compare the ledger with it). */
  transaction: (reference: string) => DoubleTransaction | undefined;
  /** Every transaction it holds. */
  transactions: () => DoubleTransaction[];
  /** How the refunds asked from now on end (tests): processed (the default) or failed, told by webhook. */
  setRefundOutcome: (outcome: 'processed' | 'failed') => void;
  /**
   * Paystack's own books go wrong (tests of the daily reconciliation): a transaction's amount as Paystack
   * lists it, or a transaction only Paystack has.
   */
  tamper: {
    listedAmount: (reference: string, amountKobo: number) => void;
    addTransaction: (transaction: Omit<DoubleListedTransaction, 'id'>) => void;
  };
};

export function paystackDouble(options: {
  secretKey: string;
  /** Where its webhooks go; by default this server's own endpoint, at the address the payer used. */
  webhookUrl?: (req: Request) => string;
  fetchImpl?: typeof fetch;
  /** Its books (shared with the plans double, kept in the data folder by `npm start`); in memory by default. */
  books?: DoubleBooks;
}): PaystackDouble {
  const books = options.books ?? doubleBooks();
  const book = (t: DoubleTransaction) =>
    books.transaction({
      id: t.id,
      reference: t.reference,
      status: t.status,
      amountKobo: t.amountKobo,
      currency: t.currency,
      createdAt: t.createdAt,
    });
  const byReference = new Map<string, DoubleTransaction>();
  const byAccessCode = new Map<string, DoubleTransaction>();
  // Paystack's ids are unique for ever; a double's start anywhere in a wide range, so two doubles (the demo
  // seeding's own and the server's, or the server's before and after a restart) never name one transaction
  // or refund twice: the webhook handler keeps each event once by its id.
  let nextId = randomInt(1_000_000_000, 4_000_000_000);
  let nextRefundId = randomInt(10_000_000, 90_000_000);
  let refundOutcome: 'processed' | 'failed' = 'processed';
  const listedAmounts = new Map<string, number>();
  const extraListed: DoubleListedTransaction[] = [];
  const send = options.fetchImpl ?? fetch;
  const router = express.Router();
  const webhookUrl =
    options.webhookUrl ??
    ((req: Request) => `${req.protocol}://${req.get('host')}/api/v1/payments/paystack/webhook`);

  const refuse = (res: Response, status: number, message: string) =>
    res.status(status).json({ status: false, message });
  const authorised = (req: Request) => req.get('authorization') === `Bearer ${options.secretKey}`;

  async function tell(req: Request, event: string, data: Record<string, unknown>) {
    const body = JSON.stringify({ event, data });
    try {
      await send(webhookUrl(req), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': paystackSignature(options.secretKey, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      // Paystack retries; the platform's reconciliation verifies what a lost webhook left pending.
      console.warn(
        '[paystack double] webhook not delivered:',
        error instanceof Error ? error.message : error,
      );
    }
  }

  const transactionData = (t: DoubleTransaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amountKobo,
    currency: t.currency,
    fees: t.status === 'success' ? paystackLocalFeeKobo(t.amountKobo) : null,
    paid_at: t.paidAt,
    channel: 'card',
    metadata: t.metadata,
    subaccount: t.subaccount ? { subaccount_code: t.subaccount } : {},
    customer: { email: t.email },
  });

  router.post('/transaction/initialize', express.json({ limit: '32kb' }), (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return refuse(res, 400, 'Invalid amount');
    if (typeof body.email !== 'string' || !body.email.includes('@'))
      return refuse(res, 400, 'Invalid Email Address Passed');
    const reference =
      typeof body.reference === 'string' && body.reference ? body.reference : randomBytes(8).toString('hex');
    if (byReference.has(reference)) return refuse(res, 400, 'Duplicate Transaction Reference');
    const accessCode = randomBytes(9).toString('base64url');
    const transaction: DoubleTransaction = {
      id: nextId++,
      reference,
      accessCode,
      amountKobo: amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      email: body.email,
      callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : '',
      metadata: (body.metadata && typeof body.metadata === 'object' ? body.metadata : {}) as Record<
        string,
        unknown
      >,
      status: 'ongoing',
      paidAt: null,
      refundedKobo: 0,
      subaccount: typeof body.subaccount === 'string' ? body.subaccount : null,
      transactionChargeKobo: typeof body.transaction_charge === 'number' ? body.transaction_charge : 0,
      createdAt: clock.now().toISOString(),
    };
    // Any ACCT_ code is taken (the double forgets the subaccounts it made when it restarts; Paystack does not).
    if (transaction.subaccount && !transaction.subaccount.startsWith('ACCT_'))
      return refuse(res, 400, 'Invalid Split code / subaccount code');
    byReference.set(reference, transaction);
    byAccessCode.set(accessCode, transaction);
    book(transaction);
    const base = `${req.protocol}://${req.get('host')}${req.baseUrl}`;
    res.json({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${base}/checkout/${accessCode}`, access_code: accessCode, reference },
    });
  });

  router.get('/bank', (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    res.json({
      status: true,
      message: 'Banks retrieved',
      data: DOUBLE_BANKS.map((b, i) => ({
        id: i + 1,
        ...b,
        slug: b.code,
        country: 'Nigeria',
        currency: 'NGN',
        active: true,
      })),
    });
  });

  router.post('/subaccount', express.json({ limit: '8kb' }), (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const bank = DOUBLE_BANKS.find((b) => b.code === body.settlement_bank);
    if (typeof body.business_name !== 'string' || !body.business_name.trim())
      return refuse(res, 400, 'Business name is required');
    if (!bank) return refuse(res, 400, 'Invalid bank code');
    const accountNumber = typeof body.account_number === 'string' ? body.account_number : '';
    if (!nubanValid(bank.code, accountNumber))
      return refuse(res, 400, 'Account details are invalid. Could not resolve account name.');
    const code = `ACCT_${randomBytes(6).toString('hex')}`;
    res.json({
      status: true,
      message: 'Subaccount created',
      data: {
        subaccount_code: code,
        business_name: body.business_name,
        settlement_bank: bank.name,
        account_number: accountNumber,
        percentage_charge: typeof body.percentage_charge === 'number' ? body.percentage_charge : 0,
        active: true,
      },
    });
  });

  router.get('/transaction/verify/:reference', (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    const transaction = byReference.get(String(req.params.reference));
    if (!transaction) return refuse(res, 404, 'Transaction reference not found');
    res.json({ status: true, message: 'Verification successful', data: transactionData(transaction) });
  });

  router.post('/refund', express.json({ limit: '8kb' }), async (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const asked = String(body.transaction ?? '');
    const transaction =
      byReference.get(asked) ?? [...byReference.values()].find((t) => String(t.id) === asked);
    if (!transaction || transaction.status !== 'success')
      return refuse(res, 400, 'Transaction not found or not successful');
    const left = transaction.amountKobo - transaction.refundedKobo;
    const amount = body.amount === undefined ? left : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > left)
      return refuse(res, 400, 'Refund amount cannot be more than the transaction amount left');
    transaction.refundedKobo += amount;
    const kept = {
      id: nextRefundId,
      transactionId: transaction.id,
      amountKobo: amount,
      currency: transaction.currency,
      status: 'pending',
      merchantNote: typeof body.merchant_note === 'string' ? body.merchant_note : null,
      createdAt: clock.now().toISOString(),
    };
    books.refund(kept);
    const refund = {
      id: nextRefundId++,
      amount,
      currency: transaction.currency,
      merchant_note: typeof body.merchant_note === 'string' ? body.merchant_note : null,
      transaction_reference: transaction.reference,
      transaction: { id: transaction.id, reference: transaction.reference },
    };
    // Paystack answers at once with a pending refund; whether it was processed comes later, by webhook.
    res.json({
      status: true,
      message: 'Refund has been queued for processing',
      data: { ...refund, status: 'pending' },
    });
    const outcome = refundOutcome;
    books.refund({ ...kept, status: outcome });
    if (outcome === 'failed') transaction.refundedKobo -= amount;
    await tell(req, `refund.${outcome}`, { ...refund, status: outcome });
  });

  /** A list's window and page, as Paystack reads them (from and to inclusive, 50 a page by default). */
  const listQuery = (req: Request) => {
    const instant = (value: unknown, fallback: number) => {
      const time = typeof value === 'string' ? Date.parse(value) : NaN;
      return Number.isNaN(time) ? fallback : time;
    };
    const whole = (value: unknown, fallback: number) => {
      const n = Number(value);
      return Number.isInteger(n) && n > 0 ? n : fallback;
    };
    return {
      from: instant(req.query.from, -Infinity),
      to: instant(req.query.to, Infinity),
      page: whole(req.query.page, 1),
      perPage: Math.min(whole(req.query.perPage, 50), 100),
    };
  };
  const pageOf = <T extends { createdAt: string }>(req: Request, records: T[]) => {
    const q = listQuery(req);
    const within = records
      .filter((r) => {
        const at = Date.parse(r.createdAt);
        return at >= q.from && at <= q.to;
      })
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return {
      data: within.slice((q.page - 1) * q.perPage, q.page * q.perPage),
      meta: {
        total: within.length,
        skipped: (q.page - 1) * q.perPage,
        perPage: q.perPage,
        page: q.page,
        pageCount: Math.max(1, Math.ceil(within.length / q.perPage)),
      },
    };
  };

  router.get('/transaction', (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    const all = [...books.transactions(), ...extraListed].map((t) => ({
      ...t,
      amountKobo: listedAmounts.get(t.reference) ?? t.amountKobo,
    }));
    const { data, meta } = pageOf(req, all);
    res.json({
      status: true,
      message: 'Transactions retrieved',
      data: data.map((t) => ({
        id: t.id,
        domain: 'test',
        status: t.status,
        reference: t.reference,
        amount: t.amountKobo,
        currency: t.currency,
        created_at: t.createdAt,
        createdAt: t.createdAt,
      })),
      meta,
    });
  });

  router.get('/refund', (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    const { data, meta } = pageOf(req, books.refunds());
    res.json({
      status: true,
      message: 'Refunds retrieved',
      data: data.map((r) => ({
        id: r.id,
        domain: 'test',
        transaction: r.transactionId,
        amount: r.amountKobo,
        currency: r.currency,
        status: r.status,
        merchant_note: r.merchantNote,
        createdAt: r.createdAt,
      })),
      meta,
    });
  });

  router.get('/checkout/:accessCode', (req, res) => {
    const t = byAccessCode.get(String(req.params.accessCode));
    if (!t)
      return res.status(404).type('text').send('This checkout is not known (the test double was restarted).');
    const done = t.status !== 'ongoing';
    res.type('html')
      .send(`<!doctype html><html lang="en-NG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paystack test checkout</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#0b0b0c;color:#f5f5f4;display:grid;place-items:center;min-height:100vh}
main{width:min(26rem,92vw);background:#17171a;border:1px solid #2c2c31;border-radius:1rem;padding:2rem}
h1{font-size:1.1rem;margin:0 0 .25rem}p{color:#b9b9c0;margin:.25rem 0}.amount{font-size:2rem;font-weight:700;color:#fff;margin:1rem 0}
.note{font-size:.8rem;color:#9b9ba3;border-top:1px solid #2c2c31;margin-top:1.25rem;padding-top:1rem}
button{display:block;width:100%;margin-top:.75rem;padding:.85rem;border-radius:.6rem;border:0;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
.pay{background:#16a34a;color:#fff}.fail{background:#3f3f46;color:#fff}.abandon{background:transparent;color:#e4e4e7;border:1px solid #52525b}
</style></head><body><main>
<h1>Paystack test checkout</h1>
<p>${escapeHtml(t.email)}</p>
<p class="amount">${naira(t.amountKobo)}</p>
<p>Reference ${escapeHtml(t.reference)}</p>
${
  done
    ? `<p>This payment is ${t.status === 'success' ? 'paid' : t.status}.</p>`
    : `<form method="post"><button class="pay" name="outcome" value="success">Pay ${naira(t.amountKobo)}</button>
<button class="fail" name="outcome" value="failed">Decline the card</button>
<button class="abandon" name="outcome" value="abandoned">Cancel payment</button></form>`
}
<p class="note">A local stand-in for Paystack: no money moves. Set PAYSTACK_SECRET_KEY to take real payments.</p>
</main></body></html>`);
  });

  router.post(
    '/checkout/:accessCode',
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      const t = byAccessCode.get(String(req.params.accessCode));
      if (!t) return res.status(404).type('text').send('This checkout is not known.');
      const outcome = (req.body as Record<string, unknown>)?.outcome;
      if (outcome !== 'success' && outcome !== 'failed' && outcome !== 'abandoned')
        return res.status(400).type('text').send('Choose an outcome.');
      if (t.status === 'ongoing') {
        t.status = outcome;
        if (outcome === 'success') t.paidAt = clock.now().toISOString();
        book(t);
        // Paystack sends charge.success; a decline or an abandoned checkout is found by verifying.
        if (outcome === 'success') await tell(req, 'charge.success', transactionData(t));
      }
      const back = t.callbackUrl ? new URL(t.callbackUrl) : null;
      if (!back) return res.type('text').send(`Payment ${t.status}.`);
      back.searchParams.set('reference', t.reference);
      back.searchParams.set('trxref', t.reference);
      res.redirect(303, back.toString());
    },
  );

  return {
    router,
    transaction: (reference) => byReference.get(reference),
    transactions: () => [...byReference.values()],
    setRefundOutcome: (outcome) => {
      refundOutcome = outcome;
    },
    tamper: {
      listedAmount: (reference, amountKobo) => listedAmounts.set(reference, amountKobo),
      addTransaction: (transaction) => extraListed.push({ ...transaction, id: nextId++ }),
    },
  };
}
