import type { PaystackConfig } from '../config';
import { PaystackError } from './paystack';

/**
 * Paystack's plans and subscriptions (issue 31 item 3; decision 0028), by plain fetch as the rest of the
 * adapter (decision 0027): a plan per price (GET/POST /plan), the first charge of a subscription
 * (POST /transaction/initialize with `plan`: Paystack charges the plan's amount and then subscribes the
 * customer), a subscription started later (POST /subscription, after a change of plan) and one ended
 * (POST /subscription/disable). The renewals come as webhooks (`charge.success` with the plan,
 * `invoice.payment_failed`, `subscription.create`, `subscription.disable`). The secret key goes in the
 * Authorization header only.
 */

export type PaystackPlan = { planCode: string; name: string; amountKobo: number; interval: string };

export type SubscriptionCheckoutRequest = {
  planCode: string;
  /** The plan's amount in kobo: Paystack charges the plan's own amount; ours is checked against it. */
  amountKobo: number;
  email: string;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
};

export type PaystackPlansClient = {
  listPlans: () => Promise<PaystackPlan[]>;
  createPlan: (plan: { name: string; amountKobo: number }) => Promise<PaystackPlan>;
  initialiseSubscription: (
    request: SubscriptionCheckoutRequest,
  ) => Promise<{ authorizationUrl: string; accessCode: string; reference: string }>;
  createSubscription: (request: {
    customer: string;
    planCode: string;
    authorization: string;
    startDate: Date;
  }) => Promise<{ subscriptionCode: string; emailToken: string }>;
  disableSubscription: (request: { code: string; token: string }) => Promise<void>;
};

type Envelope<T> = { status: boolean; message: string; data: T };
const TIMEOUT_MS = 15_000;

type RawPlan = { plan_code: string; name: string; amount: number; interval: string };
const planOf = (p: RawPlan): PaystackPlan => ({
  planCode: p.plan_code,
  name: p.name,
  amountKobo: p.amount,
  interval: p.interval,
});

export function paystackPlansClient(
  config: Pick<PaystackConfig, 'baseUrl' | 'secretKey'>,
  fetchImpl: typeof fetch = fetch,
): PaystackPlansClient {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PaystackError('Paystack could not be reached.', 0);
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || !envelope?.status)
      throw new PaystackError(
        `Paystack refused ${method} ${path.split('?')[0]}: ${String(envelope?.message ?? response.status).slice(0, 200)}`,
        response.status,
      );
    return envelope.data;
  }

  return {
    async listPlans() {
      const data = await call<RawPlan[]>('GET', '/plan?perPage=100&interval=monthly');
      return data.map(planOf);
    },
    async createPlan(plan) {
      return planOf(
        await call<RawPlan>('POST', '/plan', {
          name: plan.name,
          amount: plan.amountKobo,
          interval: 'monthly',
          currency: 'NGN',
        }),
      );
    },
    async initialiseSubscription(request) {
      const data = await call<{ authorization_url: string; access_code: string; reference: string }>(
        'POST',
        '/transaction/initialize',
        {
          amount: request.amountKobo,
          plan: request.planCode,
          email: request.email,
          currency: 'NGN',
          reference: request.reference,
          callback_url: request.callbackUrl,
          metadata: request.metadata,
        },
      );
      return {
        authorizationUrl: data.authorization_url,
        accessCode: data.access_code,
        reference: data.reference,
      };
    },
    async createSubscription(request) {
      const data = await call<{ subscription_code: string; email_token: string }>('POST', '/subscription', {
        customer: request.customer,
        plan: request.planCode,
        authorization: request.authorization,
        start_date: request.startDate.toISOString(),
      });
      return { subscriptionCode: data.subscription_code, emailToken: data.email_token };
    },
    async disableSubscription(request) {
      await call<unknown>('POST', '/subscription/disable', { code: request.code, token: request.token });
    },
  };
}
