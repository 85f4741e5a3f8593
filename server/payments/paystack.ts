import type { PaystackConfig } from '../config';

/**
 * The Paystack REST API, as far as the platform uses it (issue 31; decision 0024): initialise a transaction,
 * verify it, refund it. Plain fetch with a timeout: four calls do not need an SDK, and every call can be
 * pointed at the local double by the base address alone. The secret key goes in the Authorization header
 * and nowhere else (never in a log line or an error message).
 */

/** Where Paystack's hosted checkout is: a checkout form's answer sends the payer there. */
export const PAYSTACK_CHECKOUT_ORIGIN = 'https://checkout.paystack.com';

export type PaystackTransactionStatus =
  'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'reversed';

export type InitialiseRequest = {
  /** Kobo, worked out on the server. */
  amountKobo: number;
  email: string;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
  /**
   * Split payments: the organiser's subaccount the charge settles to, the platform's commission in kobo it
   * keeps (`transaction_charge`), and the subaccount bearing Paystack's fee (decision 0030).
   */
  split?: { subaccount: string; transactionChargeKobo: number };
};

export type InitialisedTransaction = { authorizationUrl: string; accessCode: string; reference: string };

export type VerifiedTransaction = {
  id: string;
  reference: string;
  status: PaystackTransactionStatus;
  amountKobo: number;
  currency: string;
  feesKobo: number;
  paidAt: string | null;
};

export type RefundRequest = {
  /** The transaction to refund: its reference (ours, AJB-…) or Paystack's id. */
  transaction: string;
  /** Kobo; left out, the whole amount not yet refunded. */
  amountKobo?: number;
  /** Why, for the organiser's Paystack dashboard (and our refund's id, so its webhook finds it). */
  merchantNote?: string;
};
/** Paystack's refund as it answers POST /refund: pending until its `refund.processed` webhook. */
export type Refund = { id: string; status: string; amountKobo: number; currency: string };

/** One transaction of Paystack's list (GET /transaction): what the daily reconciliation compares. */
export type ListedTransaction = {
  id: string;
  reference: string;
  status: PaystackTransactionStatus;
  amountKobo: number;
  currency: string;
  createdAt: string;
};
/** One refund of Paystack's list (GET /refund): `transactionId` is the refunded transaction's id. */
export type ListedRefund = {
  id: string;
  transactionId: string;
  amountKobo: number;
  currency: string;
  status: string;
  createdAt: string;
};
/** A window of Paystack's lists, by the time each record was created. */
export type ListWindow = { from: Date; to: Date };

export type Bank = { name: string; code: string };
export type SubaccountRequest = { businessName: string; bankCode: string; accountNumber: string };
export type Subaccount = { subaccountCode: string; bankName: string; accountNumber: string };

export class PaystackError extends Error {
  constructor(
    message: string,
    /** The HTTP status Paystack answered, or 0 when it could not be reached. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

export type PaystackClient = {
  initialise: (request: InitialiseRequest) => Promise<InitialisedTransaction>;
  verify: (reference: string) => Promise<VerifiedTransaction>;
  /** POST /refund: a full or partial refund of a successful transaction. */
  createRefund: (request: RefundRequest) => Promise<Refund>;
  /** Nigeria's banks Paystack settles to (GET /bank?country=nigeria). */
  banks: () => Promise<Bank[]>;
  /** An organiser's subaccount (POST /subaccount): Paystack checks the account number with the bank. */
  createSubaccount: (request: SubaccountRequest) => Promise<Subaccount>;
  /** Every transaction created in the window, all pages (GET /transaction?from&to). */
  listTransactions: (window: ListWindow) => Promise<ListedTransaction[]>;
  /** Every refund created in the window, all pages (GET /refund?from&to). */
  listRefunds: (window: ListWindow) => Promise<ListedRefund[]>;
};

/** A list's page size, and how many pages one window may take (10,000 records a day is far beyond us). */
const PER_PAGE = 100;
const MAX_PAGES = 100;

type Envelope<T> = {
  status: boolean;
  message: string;
  data: T;
  meta?: { page?: number | string; pageCount?: number | string };
};

const TIMEOUT_MS = 15_000;

export function paystackClient(
  config: Pick<PaystackConfig, 'baseUrl' | 'secretKey'>,
  fetchImpl: typeof fetch = fetch,
): PaystackClient {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    return (await answer<T>(method, path, body)).data;
  }

  /** Every page of a list, in order, until its meta says the last page was read. */
  async function list<T>(path: string, window: ListWindow): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const query = new URLSearchParams({
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        perPage: String(PER_PAGE),
        page: String(page),
      });
      const { data, meta } = await answer<T[]>('GET', `${path}?${query.toString()}`);
      if (!Array.isArray(data)) throw new PaystackError(`Paystack's ${path} list was not a list.`, 502);
      all.push(...data);
      const pageCount = Number(meta?.pageCount ?? 1);
      if (data.length === 0 || !(page < pageCount)) return all;
    }
    throw new PaystackError(`Paystack's ${path} list has more than ${MAX_PAGES} pages for one window.`, 502);
  }

  async function answer<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
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
    let envelope: Envelope<T> | null = null;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      envelope = null;
    }
    if (!response.ok || !envelope?.status)
      throw new PaystackError(
        `Paystack refused ${method} ${path.split('?')[0]}: ${String(envelope?.message ?? response.status).slice(0, 200)}`,
        response.status,
      );
    return envelope;
  }

  return {
    async initialise(request) {
      const data = await call<{ authorization_url: string; access_code: string; reference: string }>(
        'POST',
        '/transaction/initialize',
        {
          amount: request.amountKobo,
          email: request.email,
          currency: 'NGN',
          reference: request.reference,
          callback_url: request.callbackUrl,
          metadata: request.metadata,
          ...(request.split
            ? {
                subaccount: request.split.subaccount,
                transaction_charge: request.split.transactionChargeKobo,
                bearer: 'subaccount',
              }
            : {}),
        },
      );
      return {
        authorizationUrl: data.authorization_url,
        accessCode: data.access_code,
        reference: data.reference,
      };
    },
    async verify(reference) {
      const data = await call<{
        id: number | string;
        reference: string;
        status: PaystackTransactionStatus;
        amount: number;
        currency: string;
        fees: number | null;
        paid_at: string | null;
      }>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      return {
        id: String(data.id),
        reference: data.reference,
        status: data.status,
        amountKobo: data.amount,
        currency: data.currency,
        feesKobo: data.fees ?? 0,
        paidAt: data.paid_at,
      };
    },
    async createRefund(request) {
      const data = await call<{ id: number | string; status: string; amount: number; currency?: string }>(
        'POST',
        '/refund',
        {
          transaction: request.transaction,
          ...(request.amountKobo === undefined ? {} : { amount: request.amountKobo }),
          ...(request.merchantNote ? { merchant_note: request.merchantNote.slice(0, 200) } : {}),
        },
      );
      return {
        id: String(data.id),
        status: data.status,
        amountKobo: data.amount,
        currency: data.currency ?? 'NGN',
      };
    },
    async banks() {
      const data = await call<Array<{ name: string; code: string; active?: boolean; currency?: string }>>(
        'GET',
        '/bank?country=nigeria&currency=NGN&perPage=100',
      );
      return data.filter((b) => b.active !== false).map((b) => ({ name: b.name, code: b.code }));
    },
    async createSubaccount(request) {
      const data = await call<{ subaccount_code: string; settlement_bank: string; account_number: string }>(
        'POST',
        '/subaccount',
        {
          business_name: request.businessName,
          settlement_bank: request.bankCode,
          account_number: request.accountNumber,
          // Required by Paystack; every entry-fee checkout names its own commission (transaction_charge).
          percentage_charge: 0,
        },
      );
      return {
        subaccountCode: data.subaccount_code,
        bankName: data.settlement_bank,
        accountNumber: data.account_number,
      };
    },
    async listTransactions(window) {
      const data = await list<{
        id: number | string;
        reference: string;
        status: PaystackTransactionStatus;
        amount: number;
        currency: string;
        created_at?: string;
        createdAt?: string;
      }>('/transaction', window);
      return data.map((t) => ({
        id: String(t.id),
        reference: t.reference,
        status: t.status,
        amountKobo: t.amount,
        currency: t.currency,
        createdAt: t.created_at ?? t.createdAt ?? '',
      }));
    },
    async listRefunds(window) {
      const data = await list<{
        id: number | string;
        transaction: number | string | { id: number | string };
        amount: number;
        currency?: string;
        status: string;
        created_at?: string;
        createdAt?: string;
      }>('/refund', window);
      return data.map((r) => ({
        id: String(r.id),
        transactionId: String(typeof r.transaction === 'object' ? r.transaction.id : r.transaction),
        amountKobo: r.amount,
        currency: r.currency ?? 'NGN',
        status: r.status,
        createdAt: r.created_at ?? r.createdAt ?? '',
      }));
    },
  };
}
