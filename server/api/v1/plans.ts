import { z } from 'zod';
import type { AppServices } from '@server/services';
import { paystackClient } from '@server/payments/paystack';
import { paystackPlansClient } from '@server/payments/paystack-plans';
import { workspaceFor } from '~/features/organisations';
import { documentPdf, planView, readableDocument, startPlanCheckout } from '~/features/payments';
import { defineEndpoint } from './endpoint';

/**
 * Organisation plans (issue 31 item 3; decision 0028): the plan, its subscription and what changing would cost;
 * paying for it through Paystack; a receipt or invoice as PDF. Amounts in kobo (₦1 = 100 kobo).
 */

const planIdSchema = z.enum(['starter', 'professional', 'enterprise']);

const planViewSchema = z.object({
  organisation: z.object({ id: z.number().int(), name: z.string(), isAcademy: z.boolean() }),
  plan: z.object({ id: planIdSchema, name: z.string(), priceKobo: z.number().int(), allowance: z.string() }),
  subscription: z
    .object({
      status: z.enum(['active', 'past_due', 'read_only', 'cancelled']),
      periodStart: z.string(),
      periodEnd: z.string(),
      graceUntil: z.string().nullable().describe('Past due: read-only from then on unless paid'),
      nextCharge: z.object({ amountKobo: z.number().int(), on: z.string() }).nullable(),
      providerSubscriptionCode: z.string().nullable(),
    })
    .nullable()
    .describe('None until the organisation first pays'),
  choices: z
    .array(
      z.object({
        plan: planIdSchema,
        name: z.string(),
        priceKobo: z.number().int(),
        chargeKobo: z
          .number()
          .int()
          .describe('What paying for it now charges (pro-rated from an active plan)'),
        creditKobo: z.number().int().describe('The unused part of the current period, credited'),
        periodEnd: z.string(),
      }),
    )
    .describe('The plans it may pay for now; none for the academy'),
  documents: z.array(
    z.object({
      number: z.string(),
      kind: z.enum(['invoice', 'receipt']),
      description: z.string(),
      amountKobo: z.number().int(),
      issuedAt: z.string(),
      periodStart: z.string().nullable(),
      periodEnd: z.string().nullable(),
    }),
  ),
});

export function planEndpoints(services: AppServices) {
  const paystack = () => ({
    payments: paystackClient(services.config.paystack),
    plans: paystackPlansClient(services.config.paystack),
    baseUrl: services.config.paystack.baseUrl,
  });
  return [
    defineEndpoint({
      method: 'get',
      path: '/organisation/plan',
      roles: ['admin', 'coach'],
      summary:
        "Your organisation's plan: its subscription, period, next charge, what changing costs, its documents",
      description:
        "For an organisation's organisers (a platform admin sees the academy's, which never pays). `plan` narrows " +
        'the choices to one plan (its pro-rated figure). 403 for a coach who runs no organisation.',
      query: z.object({ plan: planIdSchema.optional().describe('Only this plan among the choices') }),
      response: planViewSchema,
      refusals: [{ status: 403, description: 'Not an organiser (not_an_organiser)' }],
      handle: async ({ db, viewer, query, res }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        const view = await planView(db, await workspaceFor(db, viewer!));
        return {
          ...view,
          choices: query.plan ? view.choices.filter((c) => c.plan === query.plan) : view.choices,
          documents: view.documents.map((d) => ({ ...d, issuedAt: d.issuedAt.toISOString() })),
        };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/organisation/plan/checkout',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary:
        "Pay for your organisation's plan: subscribe, pay a failed renewal, or change plan (pro-rated)",
      description:
        'With no subscription: a monthly subscription through Paystack, its first month charged now. Past due or ' +
        'read-only: the plan paid now, active at once. Active on another plan: the unused part of the period is ' +
        'credited against the new plan and the difference charged now (as GET /organisation/plan showed); when ' +
        'the credit covers the new plan the change is made at once (`kind: changed`). Otherwise send the payer to ' +
        '`authorizationUrl`; the plan is active once Paystack verifies the payment.',
      body: z.object({ plan: planIdSchema }),
      response: z.object({
        checkout: z.union([
          z.object({
            kind: z.literal('checkout'),
            reference: z.string(),
            amountKobo: z.number().int(),
            authorizationUrl: z.string(),
          }),
          z.object({ kind: z.literal('changed'), plan: planIdSchema, periodEnd: z.string() }),
        ]),
      }),
      refusals: [
        { status: 403, description: 'Not an organiser (not_an_organiser)' },
        {
          status: 409,
          description:
            'The academy never pays (academy_never_pays), on this plan already (already_on_plan), or a failed renewal to pay first (pay_plan_first)',
        },
      ],
      handle: async ({ db, viewer, body }) => ({
        checkout: await startPlanCheckout(db, paystack(), await workspaceFor(db, viewer!), body, {
          callbackUrl: `${services.config.baseUrl}/admin-dashboard/plan`,
        }),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/invoices/:number',
      roles: 'signed-in',
      summary: 'A receipt or invoice as PDF (in naira, with the academy’s details)',
      description:
        'Its payer, an organiser of the organisation a plan document is for, or a platform admin gets the PDF; ' +
        'anyone else 404, as for a number that does not exist.',
      params: z.object({ number: z.string().max(40).describe('AJB-2026-000123') }),
      refusals: [{ status: 404, description: 'No such document of yours (document_not_found)' }],
      handle: async ({ db, viewer, params, res }) => {
        const row = await readableDocument(db, await workspaceFor(db, viewer!), params.number);
        const pdf = await documentPdf(row);
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `attachment; filename="${row.number}.pdf"`);
        res.send(pdf);
        return undefined;
      },
    }),
  ];
}
