import { randomBytes, randomInt } from 'node:crypto';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { clock } from '../clock';
import { paystackLocalFeeKobo } from './double';
import { doubleBooks } from './double-books';
import type { DoubleBooks } from './double-books';
import { paystackSignature } from './signature';

/**
 * The local Paystack's plans and subscriptions (issue 31 item 3; decision 0028), beside the double of
 * payments (./double.ts) at /_paystack: plans (GET/POST /plan), a subscription's first charge
 * (POST /transaction/initialize with `plan`, its own hosted checkout), POST /subscription,
 * POST /subscription/disable, and the webhooks Paystack sends for them (`charge.success` with the plan,
 * `subscription.create`, `invoice.payment_failed`, `subscription.disable`), signed with the same secret key.
 *
 * A renewal happens when a test or a person asks for it, never by the hour: `renew(code, outcome)`, or the
 * subscription's page (/_paystack/subscriptions/<code>) with "Renew now" and "Fail the renewal". No money moves.
 * Everything lives in memory (a restart forgets it; the platform's plan codes are looked up again).
 */

type Plan = { code: string; name: string; amountKobo: number; interval: string };
type PlanCheckout = {
  id: number;
  reference: string;
  accessCode: string;
  plan: Plan;
  email: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  paidAt: string | null;
  webhookUrl: string;
  createdAt: string;
};
export type DoubleSubscription = {
  code: string;
  emailToken: string;
  customerCode: string;
  email: string;
  plan: Plan;
  authorizationCode: string;
  status: 'active' | 'disabled';
  nextPaymentDate: Date;
  webhookUrl: string;
};

export type PaystackPlansDouble = {
  router: express.Router;
  subscriptions: () => DoubleSubscription[];
  /** A renewal charge of the subscription, as Paystack makes it on its day: paid, or the card declined. */
  renew: (code: string, outcome: 'success' | 'failed') => Promise<{ reference: string } | null>;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG')}`;
const token = (prefix: string) => `${prefix}${randomBytes(7).toString('hex')}`;

export function paystackPlansDouble(options: {
  secretKey: string;
  fetchImpl?: typeof fetch;
  /** The books it shares with the entry double (Paystack lists every transaction together). */
  books?: DoubleBooks;
}): PaystackPlansDouble {
  const books = options.books ?? doubleBooks();
  /** A subscription kept in the books (made, renewed or disabled): a restarted double still knows it. */
  const keep = (s: DoubleSubscription) =>
    books.subscription({ ...s, nextPaymentDate: s.nextPaymentDate.toISOString() });
  const book = (c: PlanCheckout) =>
    books.transaction({
      id: c.id,
      reference: c.reference,
      status: c.status,
      amountKobo: c.plan.amountKobo,
      currency: 'NGN',
      createdAt: c.createdAt,
    });
  const plans = new Map<string, Plan>();
  const checkouts = new Map<string, PlanCheckout>();
  const byAccessCode = new Map<string, PlanCheckout>();
  const subscriptions = new Map<string, DoubleSubscription>();
  const customers = new Map<string, string>();
  for (const kept of books.subscriptions()) {
    subscriptions.set(kept.code, { ...kept, nextPaymentDate: new Date(kept.nextPaymentDate) });
    customers.set(kept.email, kept.customerCode);
  }
  // Unique across doubles and restarts, as Paystack's are (see the entry double): a transaction range of
  // its own, apart from the entry double's.
  let nextId = randomInt(5_000_000_000, 8_000_000_000);
  let nextInvoice = randomInt(1_000_000, 9_000_000);
  const send = options.fetchImpl ?? fetch;
  const router = express.Router();

  const refuse = (res: Response, status: number, message: string) =>
    res.status(status).json({ status: false, message });
  const authorised = (req: Request) => req.get('authorization') === `Bearer ${options.secretKey}`;
  const webhookOf = (req: Request) => `${req.protocol}://${req.get('host')}/api/v1/payments/paystack/webhook`;
  const customerOf = (email: string) => {
    let code = customers.get(email);
    if (!code) customers.set(email, (code = token('CUS_')));
    return code;
  };
  const planData = (p: Plan) => ({
    plan_code: p.code,
    name: p.name,
    amount: p.amountKobo,
    interval: p.interval,
  });

  async function tell(url: string, event: string, data: Record<string, unknown>) {
    const body = JSON.stringify({ event, data });
    try {
      await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': paystackSignature(options.secretKey, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      console.warn(
        '[paystack double] webhook not delivered:',
        error instanceof Error ? error.message : error,
      );
    }
  }

  function subscribe(input: {
    email: string;
    plan: Plan;
    authorizationCode: string;
    start: Date;
    webhookUrl: string;
  }): DoubleSubscription {
    const next = new Date(input.start);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const subscription: DoubleSubscription = {
      code: token('SUB_'),
      emailToken: token(''),
      customerCode: customerOf(input.email),
      email: input.email,
      plan: input.plan,
      authorizationCode: input.authorizationCode,
      status: 'active',
      nextPaymentDate: next,
      webhookUrl: input.webhookUrl,
    };
    subscriptions.set(subscription.code, subscription);
    keep(subscription);
    return subscription;
  }
  const subscriptionData = (s: DoubleSubscription) => ({
    subscription_code: s.code,
    email_token: s.emailToken,
    status: s.status === 'active' ? 'active' : 'complete',
    amount: s.plan.amountKobo,
    next_payment_date: s.nextPaymentDate.toISOString(),
    plan: planData(s.plan),
    customer: { email: s.email, customer_code: s.customerCode },
    authorization: { authorization_code: s.authorizationCode, reusable: true },
  });

  router.get('/plan', (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    res.json({ status: true, message: 'Plans retrieved', data: [...plans.values()].map(planData) });
  });
  router.post('/plan', express.json({ limit: '8kb' }), (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.name !== 'string' || !body.name) return refuse(res, 400, 'Name is required');
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 100)
      return refuse(res, 400, 'Invalid amount');
    const plan: Plan = {
      code: token('PLN_'),
      name: body.name,
      amountKobo: body.amount,
      interval: typeof body.interval === 'string' ? body.interval : 'monthly',
    };
    plans.set(plan.code, plan);
    res.status(201).json({ status: true, message: 'Plan created', data: planData(plan) });
  });

  // A checkout with a plan is the subscription's first charge; any other goes on to the payments' double.
  router.post(
    '/transaction/initialize',
    express.json({ limit: '32kb' }),
    (req: Request, res: Response, next: NextFunction) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (typeof body.plan !== 'string' || !body.plan) return next();
      if (!authorised(req)) return refuse(res, 401, 'Invalid key');
      const plan = plans.get(body.plan);
      if (!plan) return refuse(res, 400, 'Plan not found');
      if (typeof body.email !== 'string' || !body.email.includes('@'))
        return refuse(res, 400, 'Invalid Email Address Passed');
      const reference = typeof body.reference === 'string' && body.reference ? body.reference : token('T');
      if (checkouts.has(reference)) return refuse(res, 400, 'Duplicate Transaction Reference');
      const checkout: PlanCheckout = {
        id: nextId++,
        reference,
        accessCode: token(''),
        plan,
        email: body.email,
        callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : '',
        metadata: (body.metadata && typeof body.metadata === 'object' ? body.metadata : {}) as Record<
          string,
          unknown
        >,
        status: 'ongoing',
        paidAt: null,
        webhookUrl: webhookOf(req),
        createdAt: clock.now().toISOString(),
      };
      checkouts.set(reference, checkout);
      byAccessCode.set(checkout.accessCode, checkout);
      book(checkout);
      res.json({
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${req.protocol}://${req.get('host')}${req.baseUrl}/subscribe/${checkout.accessCode}`,
          access_code: checkout.accessCode,
          reference,
        },
      });
    },
  );

  const chargeData = (c: {
    id: number;
    reference: string;
    amountKobo: number;
    paidAt: string | null;
    status: string;
    plan: Plan;
    email: string;
    authorizationCode: string;
    metadata?: Record<string, unknown>;
  }) => ({
    id: c.id,
    domain: 'test',
    status: c.status,
    reference: c.reference,
    amount: c.amountKobo,
    currency: 'NGN',
    fees: c.status === 'success' ? paystackLocalFeeKobo(c.amountKobo) : null,
    paid_at: c.paidAt,
    channel: 'card',
    metadata: c.metadata ?? {},
    plan: planData(c.plan),
    customer: { email: c.email, customer_code: customerOf(c.email) },
    authorization: { authorization_code: c.authorizationCode, reusable: true },
  });

  router.get('/transaction/verify/:reference', (req, res, next) => {
    const checkout = checkouts.get(String(req.params.reference));
    if (!checkout) return next();
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    res.json({
      status: true,
      message: 'Verification successful',
      data: chargeData({
        ...checkout,
        amountKobo: checkout.plan.amountKobo,
        authorizationCode: 'AUTH_double',
      }),
    });
  });

  router.post('/subscription', express.json({ limit: '8kb' }), async (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const plan = plans.get(String(body.plan ?? ''));
    const email = [...customers.entries()].find(([, code]) => code === body.customer)?.[0];
    if (!plan || !email) return refuse(res, 400, 'Customer or plan not found');
    const start = typeof body.start_date === 'string' ? new Date(body.start_date) : clock.now();
    const subscription = subscribe({
      email,
      plan,
      authorizationCode: String(body.authorization ?? 'AUTH_double'),
      start: Number.isNaN(start.getTime()) ? clock.now() : start,
      webhookUrl: webhookOf(req),
    });
    subscription.nextPaymentDate = Number.isNaN(start.getTime()) ? clock.now() : start;
    keep(subscription);
    res.json({
      status: true,
      message: 'Subscription successfully created',
      data: subscriptionData(subscription),
    });
    await tell(subscription.webhookUrl, 'subscription.create', subscriptionData(subscription));
  });

  router.post('/subscription/disable', express.json({ limit: '8kb' }), async (req, res) => {
    if (!authorised(req)) return refuse(res, 401, 'Invalid key');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const subscription = subscriptions.get(String(body.code ?? ''));
    if (!subscription || subscription.emailToken !== body.token)
      return refuse(res, 400, 'Subscription with code not found or already inactive');
    subscription.status = 'disabled';
    // Told to the server that asked (a subscription kept from before a restart knew another address).
    subscription.webhookUrl = webhookOf(req);
    keep(subscription);
    res.json({ status: true, message: 'Subscription disabled successfully' });
    await tell(subscription.webhookUrl, 'subscription.disable', subscriptionData(subscription));
  });

  async function renew(code: string, outcome: 'success' | 'failed') {
    const subscription = subscriptions.get(code);
    if (!subscription || subscription.status !== 'active') return null;
    const reference = token('');
    if (outcome === 'success') {
      const paidAt = clock.now().toISOString();
      subscription.nextPaymentDate = new Date(subscription.nextPaymentDate);
      subscription.nextPaymentDate.setUTCMonth(subscription.nextPaymentDate.getUTCMonth() + 1);
      keep(subscription);
      const id = nextId++;
      books.transaction({
        id,
        reference,
        status: 'success',
        amountKobo: subscription.plan.amountKobo,
        currency: 'NGN',
        createdAt: paidAt,
      });
      await tell(
        subscription.webhookUrl,
        'charge.success',
        chargeData({
          id,
          reference,
          amountKobo: subscription.plan.amountKobo,
          paidAt,
          status: 'success',
          plan: subscription.plan,
          email: subscription.email,
          authorizationCode: subscription.authorizationCode,
        }),
      );
    } else {
      await tell(subscription.webhookUrl, 'invoice.payment_failed', {
        id: nextInvoice++,
        invoice_code: token('INV_'),
        amount: subscription.plan.amountKobo,
        paid: false,
        status: 'failed',
        description: 'Card declined',
        subscription: subscriptionData(subscription),
        customer: { email: subscription.email, customer_code: subscription.customerCode },
      });
    }
    return { reference };
  }

  const page = (
    title: string,
    body: string,
  ) => `<!doctype html><html lang="en-NG"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#0b0b0c;color:#f5f5f4;display:grid;place-items:center;min-height:100vh}
main{width:min(26rem,92vw);background:#17171a;border:1px solid #2c2c31;border-radius:1rem;padding:2rem}
h1{font-size:1.1rem;margin:0 0 .25rem}p{color:#b9b9c0;margin:.25rem 0}.amount{font-size:2rem;font-weight:700;color:#fff;margin:1rem 0}
.note{font-size:.8rem;color:#9b9ba3;border-top:1px solid #2c2c31;margin-top:1.25rem;padding-top:1rem}
button{display:block;width:100%;margin-top:.75rem;padding:.85rem;border-radius:.6rem;border:0;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
.pay{background:#16a34a;color:#fff}.fail{background:#3f3f46;color:#fff}.abandon{background:transparent;color:#e4e4e7;border:1px solid #52525b}
</style></head><body><main>${body}
<p class="note">A local stand-in for Paystack: no money moves. Set PAYSTACK_SECRET_KEY to take real payments.</p></main></body></html>`;

  router.get('/subscribe/:accessCode', (req, res) => {
    const c = byAccessCode.get(String(req.params.accessCode));
    if (!c)
      return res.status(404).type('text').send('This checkout is not known (the test double was restarted).');
    res.type('html').send(
      page(
        'Paystack test checkout',
        `<h1>Paystack test checkout</h1><p>${escapeHtml(c.email)}</p><p>${escapeHtml(c.plan.name)}, monthly</p>
<p class="amount">${naira(c.plan.amountKobo)}</p><p>Reference ${escapeHtml(c.reference)}</p>
${
  c.status !== 'ongoing'
    ? `<p>This payment is ${c.status === 'success' ? 'paid' : c.status}.</p>`
    : `<form method="post"><button class="pay" name="outcome" value="success">Subscribe and pay ${naira(c.plan.amountKobo)}</button>
<button class="fail" name="outcome" value="failed">Decline the card</button>
<button class="abandon" name="outcome" value="abandoned">Cancel payment</button></form>`
}`,
      ),
    );
  });

  router.post(
    '/subscribe/:accessCode',
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      const c = byAccessCode.get(String(req.params.accessCode));
      if (!c) return res.status(404).type('text').send('This checkout is not known.');
      const outcome = (req.body as Record<string, unknown>)?.outcome;
      if (outcome !== 'success' && outcome !== 'failed' && outcome !== 'abandoned')
        return res.status(400).type('text').send('Choose an outcome.');
      if (c.status === 'ongoing') {
        c.status = outcome;
        book(c);
        if (outcome === 'success') {
          c.paidAt = clock.now().toISOString();
          const authorizationCode = token('AUTH_');
          await tell(
            c.webhookUrl,
            'charge.success',
            chargeData({ ...c, amountKobo: c.plan.amountKobo, authorizationCode }),
          );
          const subscription = subscribe({
            email: c.email,
            plan: c.plan,
            authorizationCode,
            start: clock.now(),
            webhookUrl: c.webhookUrl,
          });
          await tell(c.webhookUrl, 'subscription.create', subscriptionData(subscription));
        }
      }
      const back = c.callbackUrl ? new URL(c.callbackUrl) : null;
      if (!back) return res.type('text').send(`Payment ${c.status}.`);
      back.searchParams.set('reference', c.reference);
      back.searchParams.set('trxref', c.reference);
      res.redirect(303, back.toString());
    },
  );

  // The dev hook: a subscription's renewal, now, by hand (the organiser's plan page links here on the double).
  router.get('/subscriptions/:code', (req, res) => {
    const s = subscriptions.get(String(req.params.code));
    if (!s)
      return res
        .status(404)
        .type('text')
        .send('This subscription is not known (the test double was restarted).');
    res.type('html').send(
      page(
        'Paystack test subscription',
        `<h1>Paystack test subscription</h1><p>${escapeHtml(s.email)}</p><p>${escapeHtml(s.plan.name)}, ${s.status}</p>
<p class="amount">${naira(s.plan.amountKobo)} a month</p><p>Next charge ${s.nextPaymentDate.toISOString().slice(0, 10)}</p>
${
  s.status === 'active'
    ? `<form method="post"><button class="pay" name="outcome" value="success">Renew now: the charge succeeds</button>
<button class="fail" name="outcome" value="failed">Renew now: the card is declined</button></form>`
    : ''
}`,
      ),
    );
  });
  router.post(
    '/subscriptions/:code',
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      const outcome = (req.body as Record<string, unknown>)?.outcome;
      if (outcome !== 'success' && outcome !== 'failed')
        return res.status(400).type('text').send('Choose an outcome.');
      // Its webhooks go to the server whose page asked (a subscription kept from before a restart, or made
      // by the demo seeding's own double, knew another address).
      const known = subscriptions.get(String(req.params.code));
      if (known) known.webhookUrl = webhookOf(req);
      const done = await renew(String(req.params.code), outcome);
      if (!done) return res.status(404).type('text').send('This subscription is not active.');
      res.redirect(303, `${req.baseUrl}/subscriptions/${encodeURIComponent(String(req.params.code))}`);
    },
  );

  return {
    router,
    subscriptions: () => [...subscriptions.values()],
    renew,
  };
}
