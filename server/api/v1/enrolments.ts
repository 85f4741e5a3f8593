import { z } from 'zod';
import type { AppServices } from '@server/services';
import { paystackClient } from '@server/payments/paystack';
import { enrolmentsOf, refundEnrolment, startCourseCheckout } from '~/features/payments';
import { defineEndpoint } from './endpoint';

/**
 * The academy's online courses bought through Paystack, and the enrolments they make (issue 31 item 4,
 * decision 0031). The price is the catalogue's (app/content/courses.ts), never the caller's.
 */

const enrolmentSchema = z.object({
  id: z.number().int(),
  product: z.enum(['course', 'programme']),
  slug: z.string().describe('The course’s or programme’s slug'),
  title: z.string(),
  path: z.string().describe('Its page on the site'),
  status: z
    .enum(['pending', 'active', 'refunded', 'cancelled'])
    .describe('pending until its payment is verified; active once it is; refunded once refunded in full'),
  paymentKind: z.enum(['deposit', 'full']),
  priceKobo: z.number().int().describe('Its price, in kobo (₦1 = 100 kobo)'),
  amountKobo: z.number().int().describe('What its payment is for, in kobo'),
  reference: z.string().nullable().describe('Its payment’s reference (AJB-…)'),
  retry: z.boolean().describe('Its payment failed or was abandoned: start the checkout again to pay'),
  receipt: z.string().nullable().describe('Its receipt’s number, once paid: GET /invoices/{number}'),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
});

export function enrolmentEndpoints(services: AppServices) {
  const paystack = () => paystackClient(services.config.paystack);
  return [
    defineEndpoint({
      method: 'get',
      path: '/me/enrolments',
      roles: 'signed-in',
      summary: 'Your courses and programmes: each enrolment, its status and its receipt',
      description:
        'Newest first. An enrolment is pending until Paystack verifies its payment (then active), and refunded ' +
        'once its payment is refunded in full.',
      response: z.object({ enrolments: z.array(enrolmentSchema) }),
      handle: async ({ db, viewer, res }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return { enrolments: await enrolmentsOf(db, viewer!.id) };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/courses/:slug/checkout',
      // Admins open every course without buying it (issue 34).
      roles: ['boxer', 'coach', 'referee', 'spectator'],
      // With an Idempotency-Key, a retried checkout answers the first (one payment, one Paystack page).
      idempotent: true,
      summary: 'Buy an online course: start its checkout on Paystack',
      description:
        'The amount is the course’s price in the catalogue, in kobo. A pending enrolment is written with the ' +
        'payment; send the buyer to `authorizationUrl`; they come back to /payments/return. The enrolment is ' +
        'active only once Paystack verifies the payment (its webhook, or GET /payments/{reference}), and the ' +
        'buyer is e-mailed the receipt. Asked again while its checkout is under way: the same checkout. A ' +
        'failed or abandoned payment leaves the enrolment pending: ask again to pay. 503 payments_unavailable ' +
        'when Paystack cannot be reached.',
      params: z.object({
        slug: z.string().max(80).describe('The course’s slug, e.g. boxing-fitness-fundamentals'),
      }),
      response: z.object({
        payment: z.object({
          reference: z.string(),
          amountKobo: z.number().int(),
          authorizationUrl: z.string().describe("Paystack's hosted checkout for this payment"),
          enrolmentId: z.number().int(),
        }),
      }),
      refusals: [
        { status: 404, description: 'No such course (course_not_found)' },
        {
          status: 409,
          description:
            'Already enrolled on it (already_enrolled), or a payment for it under way without its page (payment_under_way)',
        },
      ],
      handle: async ({ db, viewer, params }) => ({
        payment: await startCourseCheckout(db, paystack(), viewer!, params.slug, {
          callbackUrl: `${services.config.baseUrl}/payments/return`,
          siteUrl: services.config.baseUrl,
        }),
      }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/enrolments/:id/refund',
      roles: ['admin'],
      idempotent: true,
      summary: 'Refund a course or programme bought online, in full (platform admins)',
      description:
        'Opens a refund of the whole payment (reason purchase), asked of Paystack at once; the enrolment is ' +
        'refunded, and its access ends, when Paystack says the refund was processed. Asked again: the same refund.',
      params: z.object({ id: z.string().max(12).describe('The enrolment’s numeric id') }),
      response: z.object({ refund: z.object({ id: z.number().int(), amountKobo: z.number().int() }) }),
      refusals: [
        { status: 404, description: 'No such enrolment (enrolment_not_found)' },
        { status: 409, description: 'Not active and paid (not_refundable)' },
      ],
      handle: async ({ db, viewer, params }) => {
        const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : -1;
        const refund = await refundEnrolment(db, viewer!, id);
        return { refund: { id: refund.refundId, amountKobo: refund.amountKobo } };
      },
    }),
  ];
}
