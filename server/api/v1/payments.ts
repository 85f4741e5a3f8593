import { z } from 'zod';
import type { AppServices } from '@server/services';
import { paystackClient } from '@server/payments/paystack';
import { workspaceFor } from '~/features/organisations';
import {
  CHECKOUT_ENTRIES_MAX,
  confirmPayment,
  entryRefunds,
  organiserMoney,
  receivePaystackWebhook,
  startEntryCheckout,
} from '~/features/payments';
import { defineEndpoint } from './endpoint';

/**
 * Payments in naira through Paystack (issue 31): a checkout of entry fees, a payment's state, and Paystack's
 * webhook. Without PAYSTACK_SECRET_KEY the local Paystack double answers in Paystack's place (README
 * "Payments"). The secret key is in the server's config only: never in an answer, a page or a log line.
 */

const paymentSchema = z.object({
  reference: z.string().describe('Ours (AJB-…), as Paystack returns it'),
  status: z.enum(['pending', 'succeeded', 'failed', 'abandoned']),
  amountKobo: z.number().int().describe('The amount in kobo (₦1 = 100 kobo), worked out by the server'),
  purpose: z.string().describe('entry_fee'),
  tournament: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  entryIds: z.array(z.number().int()),
  retry: z.boolean().describe('The payment failed or was abandoned: start a new checkout to pay'),
  refunds: z
    .array(
      z.object({
        entryId: z.number().int(),
        status: z.enum(['pending', 'processed', 'failed']),
        amountKobo: z.number().int().describe('What the refund policy gives back, in kobo'),
      }),
    )
    .describe(
      "Refunds of its entries (withdrawn, refused at the weigh-in, tournament cancelled), by the tournament's refund policy: pending until Paystack processes them",
    ),
});

export function paymentEndpoints(services: AppServices) {
  const paystack = () => paystackClient(services.config.paystack);
  return [
    defineEndpoint({
      method: 'post',
      path: '/payments/checkout',
      roles: ['boxer', 'coach', 'admin'],
      // With an Idempotency-Key, a retried checkout answers the first checkout (one payment, one Paystack page).
      idempotent: true,
      summary:
        "Start paying entry fees: one payment for a boxer's entry or a coach's squad in one tournament",
      description:
        `Up to ${CHECKOUT_ENTRIES_MAX} entries of one tournament, each unpaid and not withdrawn, that the caller ` +
        'may enter (the boxer, their coach, an organiser of their club, a platform admin). The amount is the ' +
        "tournament's entry fee per entry, in kobo. Send the payer to `authorizationUrl` (Paystack's checkout); " +
        'they come back to /payments/return. The entries are paid only once Paystack verifies the payment (its ' +
        'webhook, or GET /payments/{reference}). The same entries asked again while their checkout is under way ' +
        'get the same checkout. 503 payments_unavailable when Paystack cannot be reached.',
      body: z.object({
        entryIds: z
          .array(z.number().int().positive())
          .describe(`The entries to pay for, 1 to ${CHECKOUT_ENTRIES_MAX}, of one tournament`),
      }),
      response: z.object({
        payment: z.object({
          reference: z.string(),
          amountKobo: z.number().int(),
          authorizationUrl: z.string().describe("Paystack's hosted checkout for this payment"),
          entryIds: z.array(z.number().int()),
        }),
      }),
      refusals: [
        { status: 403, description: 'Not your entry, your student’s or your club’s (not_your_entry)' },
        { status: 404, description: 'No such entry (entry_not_found)' },
        {
          status: 409,
          description:
            'Withdrawn (entry_withdrawn), already paid (already_paid), no fee (no_entry_fee), tournament closed, or a checkout of some of these entries under way (payment_under_way)',
        },
      ],
      handle: async ({ db, viewer, body }) => ({
        payment: await startEntryCheckout(db, paystack(), await workspaceFor(db, viewer!), body, {
          callbackUrl: `${services.config.baseUrl}/payments/return`,
        }),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/tournaments/:id/money',
      roles: ['admin', 'coach'],
      summary: "A tournament's money, from the payments ledger, as its organisers see it",
      description:
        'Every figure in kobo (₦1 = 100 kobo), summed from the ledger: collected online, cash at the venue, ' +
        "Paystack's fees, the platform's commission, refunds, the net to the organiser, and what is still " +
        'outstanding (the fee of each entry neither paid nor withdrawn); then every ledger line, oldest first, ' +
        "and where the organisation is paid (its Paystack subaccount; null for the academy's own account or none " +
        'yet). The same figures as the Money page and its CSV. Only the organisers of the tournament’s ' +
        'organisation and platform admins: 403 for another organisation’s published tournament, 404 for its draft.',
      params: z.object({ id: z.string().max(12).describe('The numeric id') }),
      response: z.object({
        tournament: z.object({
          id: z.number().int(),
          name: z.string(),
          slug: z.string(),
          status: z.string(),
          entryFee: z.number().int().describe('Naira'),
        }),
        money: z.object({
          collectedKobo: z.number().int(),
          cashKobo: z.number().int(),
          feesKobo: z.number().int(),
          commissionKobo: z.number().int(),
          refundsKobo: z.number().int(),
          netKobo: z.number().int(),
          outstandingKobo: z.number().int(),
          unpaidEntries: z.number().int(),
        }),
        lines: z.array(
          z.object({
            id: z.number().int(),
            at: z.string().describe('ISO instant'),
            kind: z.enum(['charge', 'refund', 'fee', 'cash', 'commission']),
            description: z.string(),
            reference: z.string().nullable().describe('The payment’s reference (AJB-…), when it has one'),
            amountKobo: z.number().int().describe('Signed: money in positive, out negative'),
          }),
        ),
        payout: z
          .object({
            subaccountCode: z.string(),
            businessName: z.string(),
            bankName: z.string(),
            accountLast4: z.string(),
            updatedAt: z.string(),
          })
          .nullable(),
        isAcademy: z.boolean(),
      }),
      refusals: [
        { status: 403, description: "Not your organisation's tournament (not_your_tournament)" },
        {
          status: 404,
          description: 'No such tournament, or another organisation’s draft (tournament_not_found)',
        },
      ],
      handle: async ({ db, viewer, params }) =>
        organiserMoney(db, await workspaceFor(db, viewer!), params.id),
    }),
    defineEndpoint({
      method: 'get',
      path: '/payments/:reference',
      roles: 'signed-in',
      summary: 'A payment you made, asking Paystack first while it is pending',
      description:
        'Only its payer (or a platform admin) sees a payment; anyone else gets 404. A pending payment is verified ' +
        'with Paystack first, so the answer is what Paystack says now.',
      params: z.object({ reference: z.string().max(40).describe('AJB-…') }),
      response: z.object({ payment: paymentSchema }),
      refusals: [{ status: 404, description: 'No such payment of yours (payment_not_found)' }],
      handle: async ({ db, viewer, params }) => {
        const payment = await confirmPayment(
          db,
          paystack(),
          await workspaceFor(db, viewer!),
          params.reference,
        );
        const refunds = await entryRefunds(db, payment.entryIds);
        return {
          payment: {
            ...payment,
            refunds: payment.entryIds.flatMap((entryId) => {
              const refund = refunds.get(entryId);
              return refund &&
                (refund.status === 'pending' || refund.status === 'processed' || refund.status === 'failed')
                ? [{ entryId, status: refund.status, amountKobo: refund.amountKobo }]
                : [];
            }),
          },
        };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/payments/paystack/webhook',
      roles: 'public',
      rawBody: true,
      summary: "Paystack's webhook: register this address in Paystack's dashboard",
      description:
        "Paystack's events as it sends them, signed in `x-paystack-signature` (the hex HMAC-SHA512 of the raw body " +
        'with the secret key). A missing or wrong signature is a 401 and changes nothing. Each event is applied ' +
        'once: one delivered twice, or to two instances at once, is answered 200 with outcome `duplicate`. ' +
        '`charge.success` settles the payment of its reference (an amount or currency other than the one asked ' +
        'for is refused and flagged for the admin); `refund.processed` marks the refund processed and records it ' +
        'in the ledger once; `refund.failed` marks it failed, recording nothing.',
      upload: {
        contentTypes: ['application/json'],
        description: "Paystack's event as it sent it: { event, data }",
      },
      response: z.object({
        received: z.boolean(),
        outcome: z
          .string()
          .describe(
            'paid, already-paid, flagged, refunded, already-refunded, refund-failed, unknown-reference, ignored, duplicate',
          ),
      }),
      handle: async (call) => {
        const { req, res } = call;
        const answer = await receivePaystackWebhook(
          () => call.db,
          services.config.paystack?.secretKey ?? '',
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          req.get('x-paystack-signature'),
        );
        res.status(answer.status);
        return answer.body as { received: boolean; outcome: string };
      },
    }),
  ];
}
