import { data } from 'react-router';
import type { Route } from './+types/admin-dashboard.payouts';
import { parseSubmission, toRawValues } from '~/components/forms/submission';
import { requireWorkspace } from '~/features/organisations';
import {
  commissionBps,
  commissionFormSchema,
  payoutFormSchema,
  payoutOf,
  savePayout,
  setCommission,
  settlementBanks,
} from '~/features/payments';
import { PayoutsPage } from '~/features/payments/components/payouts-page';
import type { PayoutsAnswer } from '~/features/payments/components/payouts-page';
import { paystackClient } from '@server/payments/paystack';
import { isServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = () => [
  { title: 'Payouts | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * Where an organisation is paid its entry fees (its Paystack subaccount, issue 31 decision 0030) and, for a
 * platform admin, the commission the platform keeps of every entry fee.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const membership = workspace.membership;
  const organises = membership?.memberRole === 'organiser' && !membership.isAcademy;
  let banks: { name: string; code: string }[] = [];
  let banksUnavailable = false;
  if (organises) {
    try {
      banks = await settlementBanks(
        paystackClient(context.services.config.paystack),
        context.services.config.paystack.baseUrl,
      );
    } catch (error) {
      if (!isServiceError(error)) throw error;
      banksUnavailable = true;
    }
  }
  return {
    organisation: membership
      ? { name: membership.organisationName, isAcademy: membership.isAcademy, organises }
      : null,
    payout: organises ? await payoutOf(db, membership.organisationId) : null,
    banks,
    banksUnavailable,
    commissionBps: await commissionBps(db),
    platformAdmin: workspace.platformAdmin,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const form = await request.formData();
  const intent = toRawValues(form).intent === 'commission' ? 'commission' : 'payout';
  const parsed =
    intent === 'commission'
      ? parseSubmission(commissionFormSchema, form, { ignore: ['intent'] })
      : parseSubmission(payoutFormSchema, form, { ignore: ['intent'] });
  if (!parsed.ok)
    return data(
      {
        ok: false,
        intent,
        message: Object.values(parsed.failure.fieldErrors)[0]?.[0] ?? 'Check the form.',
        fieldErrors: parsed.failure.fieldErrors,
        values: parsed.values,
      } satisfies PayoutsAnswer,
      { status: 400 },
    );
  try {
    if (intent === 'commission') {
      const { bps } = await setCommission(db, workspace, parsed.data);
      return {
        ok: true,
        intent,
        message: `The commission is now ${(bps / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })} % of every entry fee paid online.`,
      } satisfies PayoutsAnswer;
    }
    const payout = await savePayout(
      db,
      paystackClient(context.services.config.paystack),
      workspace,
      parsed.data,
    );
    return {
      ok: true,
      intent,
      message: `Entry fees are now paid to ${payout.bankName} ····${payout.accountLast4}.`,
    } satisfies PayoutsAnswer;
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data(
      {
        ok: false,
        intent,
        message: error.message,
        fieldErrors: error.fields ?? {},
        values: parsed.values,
      } satisfies PayoutsAnswer,
      { status: error.status },
    );
  }
}

export default function Payouts({ loaderData, actionData }: Route.ComponentProps) {
  return <PayoutsPage {...loaderData} answer={actionData as PayoutsAnswer | undefined} />;
}
