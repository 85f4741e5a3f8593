import { z } from 'zod';
import type { AppServices } from '@server/services';
import { paystackClient } from '@server/payments/paystack';
import { workspaceFor } from '~/features/organisations';
import {
  COMMISSION_MAX_BPS,
  commissionBps,
  payoutFormSchema,
  payoutOf,
  savePayout,
  setCommission,
  settlementBanks,
} from '~/features/payments';
import { defineEndpoint } from './endpoint';

/**
 * Where an organisation is paid its entry fees (its Paystack subaccount, issue 31 decision 0030) and the
 * commission the platform keeps of every entry fee: what the Payouts page shows and saves, through the same
 * services (the same checks, the same refusals).
 */

const payoutSchema = z.object({
  subaccountCode: z.string().describe("Paystack's subaccount (ACCT_…) the entry fees are split to"),
  businessName: z.string().describe('The name the account is in'),
  bankName: z.string(),
  accountLast4: z.string().describe('Only the last four digits of the account number are kept'),
  updatedAt: z.string().describe('ISO instant'),
});

const commissionSchema = z.object({
  bps: z.number().int().describe('Basis points of every entry fee paid online (500 = 5 %)'),
  percent: z.number().describe('The same as a percentage (5, 2.5)'),
});

const commissionOf = (bps: number) => ({ commission: { bps, percent: bps / 100 } });

export function payoutEndpoints(services: AppServices) {
  const paystack = () => paystackClient(services.config.paystack);
  return [
    defineEndpoint({
      method: 'get',
      path: '/organisation/payout',
      roles: ['admin', 'coach'],
      summary: "Where your organisation's entry fees are paid: its Paystack subaccount",
      description:
        'For the organisation you organise: the bank, the last four digits of the account number, the business ' +
        'name and the Paystack subaccount, as the Payouts page shows them. `payout` is null until one is saved, ' +
        'and for the academy (its fees go to its own Paystack account); `organisation` is null when you organise none.',
      response: z.object({
        organisation: z.object({ id: z.number().int(), name: z.string(), isAcademy: z.boolean() }).nullable(),
        payout: payoutSchema.nullable(),
      }),
      handle: async ({ db, viewer }) => {
        const membership = (await workspaceFor(db, viewer!)).membership;
        if (membership?.memberRole !== 'organiser') return { organisation: null, payout: null };
        return {
          organisation: {
            id: membership.organisationId,
            name: membership.organisationName,
            isAcademy: membership.isAcademy,
          },
          payout: membership.isAcademy ? null : await payoutOf(db, membership.organisationId),
        };
      },
    }),
    defineEndpoint({
      method: 'put',
      path: '/organisation/payout',
      roles: ['admin', 'coach'],
      idempotent: true,
      summary: "Set where your organisation's entry fees are paid (a Paystack subaccount)",
      description:
        'The settlement bank (a `code` of GET /organisation/payout/banks), the 10-digit account number (NUBAN) ' +
        'and the name the account is in. Paystack makes the subaccount, checking the account with the bank: a ' +
        'number it refuses is a 400 on `accountNumber` and nothing is kept. Only the subaccount, the bank and ' +
        'the last four digits are stored. Entry fees paid online from then on are split to it, less the ' +
        "platform's commission. 503 payments_unavailable when Paystack cannot be reached.",
      body: payoutFormSchema,
      response: z.object({ payout: payoutSchema }),
      refusals: [
        { status: 403, description: 'Not an organiser of an organisation (not_organiser)' },
        {
          status: 409,
          description:
            "The academy's fees go to its own account (academy_not_split), or the organisation is read-only while its plan is unpaid (organisation_read_only)",
        },
      ],
      handle: async ({ db, viewer, body }) => ({
        payout: await savePayout(db, paystack(), await workspaceFor(db, viewer!), body),
      }),
    }),
    defineEndpoint({
      method: 'get',
      path: '/organisation/payout/banks',
      roles: ['admin', 'coach'],
      summary: 'The Nigerian banks a payout account may be in, as Paystack lists them',
      description:
        "Paystack's list, by name, kept an hour: the banks the Payouts page offers. 503 payments_unavailable " +
        'when Paystack cannot be reached.',
      response: z.object({ banks: z.array(z.object({ name: z.string(), code: z.string() })) }),
      handle: async () => {
        const banks = await settlementBanks(paystack(), services.config.paystack.baseUrl);
        return { banks: banks.map((b) => ({ name: b.name, code: b.code })) };
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/admin/commission',
      roles: ['admin'],
      summary: "The platform's commission on entry fees paid online",
      description:
        'Kept of every entry fee paid online to an organisation with a payout account (split at checkout); cash ' +
        'taken at the venue and the academy’s own fees carry none.',
      response: z.object({ commission: commissionSchema }),
      handle: async ({ db }) => commissionOf(await commissionBps(db)),
    }),
    defineEndpoint({
      method: 'put',
      path: '/admin/commission',
      roles: ['admin'],
      idempotent: true,
      summary: "Set the platform's commission on entry fees (platform admins)",
      description:
        `A percentage from 0 to ${COMMISSION_MAX_BPS / 100} with at most two decimals (2.5, 2.25), as the ` +
        'Payouts page takes it; kept in basis points. Checkouts started from then on are split with it.',
      body: z.object({
        percent: z
          .number()
          .min(0)
          .max(COMMISSION_MAX_BPS / 100)
          .describe('At most two decimals'),
      }),
      response: z.object({ commission: commissionSchema }),
      handle: async ({ db, viewer, body }) => {
        const { bps } = await setCommission(db, await workspaceFor(db, viewer!), body);
        return commissionOf(bps);
      },
    }),
  ];
}
