import { data, redirect } from 'react-router';
import type { Route } from './+types/admin-dashboard.plan';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { requireWorkspace } from '~/features/organisations';
import { PAYMENT_REFERENCE, confirmPayment, planView, startPlanCheckout } from '~/features/payments';
import { PlanPanel } from '~/features/payments/components/plan-panel';
import { formatNaira } from '~/lib/money';
import { paystackClient } from '@server/payments/paystack';
import { paystackPlansClient } from '@server/payments/paystack-plans';
import { isServiceError } from '@server/service-error';

/**
 * The organisation's plan (issue 31 item 3): its subscription, the period paid for and the next charge, the grace
 * period's warning, what changing plan costs now (pro-rated, shown before paying), and its receipts and invoices.
 * Paystack's checkout comes back here with the payment's reference, verified before the page is shown.
 */

export const meta: Route.MetaFunction = () => [
  { title: 'Plan | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const config = context.services.config;
  const url = new URL(request.url);
  const reference = url.searchParams.get('reference') ?? '';
  let notice: { tone: 'good' | 'bad'; text: string } | null = null;
  if (PAYMENT_REFERENCE.test(reference)) {
    try {
      const payment = await confirmPayment(db, paystackClient(config.paystack), workspace, reference);
      notice =
        payment.status === 'succeeded'
          ? { tone: 'good', text: `Paid ${formatNaira(payment.amountKobo / 100)}: your plan is active.` }
          : payment.status === 'pending'
            ? {
                tone: 'good',
                text: 'Your payment is being confirmed by Paystack: this page shows it once it is.',
              }
            : {
                tone: 'bad',
                text: 'Nothing was paid: the payment was declined or cancelled. You can try again.',
              };
    } catch (error) {
      if (!isServiceError(error)) throw error;
    }
  } else if (url.searchParams.get('changed')) notice = { tone: 'good', text: 'Your plan is changed.' };
  try {
    const view = await planView(db, workspace);
    return {
      notice,
      view: {
        ...view,
        documents: view.documents.map((d) => ({ ...d, issuedAt: d.issuedAt.toISOString() })),
        renewOnDouble:
          config.paystack.mode === 'double' && view.subscription?.providerSubscriptionCode
            ? `/_paystack/subscriptions/${encodeURIComponent(view.subscription.providerSubscriptionCode)}`
            : null,
      },
    };
  } catch (error) {
    if (isServiceError(error)) throw data({ reason: error.message }, { status: error.status });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const workspace = await requireWorkspace(request, context);
  const config = context.services.config;
  const form = await request.formData();
  try {
    const checkout = await startPlanCheckout(
      context.services.database.db,
      {
        payments: paystackClient(config.paystack),
        plans: paystackPlansClient(config.paystack),
        baseUrl: config.paystack.baseUrl,
      },
      workspace,
      { plan: form.get('plan') },
      { callbackUrl: `${config.baseUrl}/admin-dashboard/plan` },
    );
    return redirect(
      checkout.kind === 'checkout' ? checkout.authorizationUrl : '/admin-dashboard/plan?changed=1',
      {
        headers: { 'Cache-Control': 'private, no-store' },
      },
    );
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data({ message: error.message }, { status: error.status });
  }
}

export default function PlanTab({ loaderData, actionData }: Route.ComponentProps) {
  const notice = actionData ? { tone: 'bad' as const, text: actionData.message } : loaderData.notice;
  return <PlanPanel view={loaderData.view} notice={notice} />;
}

/** A failure of this tab (an account that runs no organisation) shown inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
