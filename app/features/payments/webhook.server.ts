import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { paymentEvents } from '@server/db/schema';
import { isPaystackSignature } from '@server/payments/signature';
import { clock } from '@server/clock';
import { applyRefundEvent } from './refunds.server';
import { applyPlanEvent } from './plan-subscriptions.server';
import { settleCharge } from './settle.server';

/**
 * Paystack's webhooks (issue 31): `POST /api/v1/payments/paystack/webhook`. A body whose
 * `x-paystack-signature` is not the HMAC-SHA512 of its bytes under our secret key is refused (401) and
 * changes nothing. A signed event is kept once (provider, event, transaction or refund id: a unique key) and
 * applied in the same transaction, so one told twice, or to two instances at once, is applied once; told in
 * any order, each is applied to what the payment is then (a charge settles a pending payment whatever came
 * before; a refund is money out whenever it arrives).
 */

export type WebhookAnswer = { status: 200 | 400 | 401; body: Record<string, unknown> };

type PaystackEvent = { event?: unknown; data?: Record<string, unknown> };

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : NaN);

export async function receivePaystackWebhook(
  /** Looked up only for a signed event: a forged one is refused without touching the database. */
  database: () => Database,
  secretKey: string,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  if (!secretKey || !isPaystackSignature(secretKey, rawBody, signature))
    return {
      status: 401,
      body: { error: { code: 'bad_signature', message: 'The signature does not match.' } },
    };
  let parsed: PaystackEvent;
  try {
    parsed = JSON.parse(rawBody.toString('utf8')) as PaystackEvent;
  } catch {
    return { status: 400, body: { error: { code: 'invalid_json', message: 'The body is not JSON.' } } };
  }
  const type = text(parsed.event);
  const data = parsed.data && typeof parsed.data === 'object' ? parsed.data : null;
  if (!type || !data)
    return {
      status: 400,
      body: { error: { code: 'invalid_event', message: 'An event and its data are required.' } },
    };
  const subject = text(data.id) || createHash('sha256').update(rawBody).digest('hex');
  const key = `${type}:${subject}`.slice(0, 200);
  const reference =
    text(data.reference) ||
    text(data.transaction_reference) ||
    text((data.transaction as Record<string, unknown> | undefined)?.reference) ||
    null;

  const outcome = await database().transaction(async (tx) => {
    const [kept] = await tx
      .insert(paymentEvents)
      .values({
        provider: 'paystack',
        key,
        type: type.slice(0, 100),
        reference: reference?.slice(0, 100) ?? null,
        payload: data,
        outcome: 'received',
        receivedAt: clock.now(),
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.key] })
      .returning({ id: paymentEvents.id });
    if (!kept) return 'duplicate';
    // Plans and subscriptions (decision 0028): a renewal paid or failed, a subscription made or ended.
    const planOutcome = await applyPlanEvent(tx, type, data);
    let result: string;
    if (planOutcome) result = planOutcome;
    else if (type === 'charge.success' && reference) {
      result = await settleCharge(tx, {
        reference,
        transactionId: text(data.id),
        status: 'success',
        amountKobo: whole(data.amount),
        currency: text(data.currency),
        feesKobo: Number.isFinite(whole(data.fees)) ? whole(data.fees) : 0,
      });
    } else if ((type === 'refund.processed' || type === 'refund.failed') && reference) {
      result = await applyRefundEvent(tx, {
        outcome: type === 'refund.processed' ? 'processed' : 'failed',
        reference,
        providerRefundId: subject,
        amountKobo: whole(data.amount),
        note: text(data.merchant_note),
      });
    } else result = 'ignored';
    await tx.update(paymentEvents).set({ outcome: result }).where(eq(paymentEvents.id, kept.id));
    return result;
  });
  return { status: 200, body: { received: true, outcome } };
}
