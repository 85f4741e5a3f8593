import { AlertTriangle } from 'lucide-react';
import { data, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/payments.checkout';
import { AuthShell } from '~/components/auth/auth-shell';
import { requireViewer } from '~/features/auth';
import { workspaceFor } from '~/features/organisations';
import { startEntryCheckout } from '~/features/payments';
import { paystackClient } from '@server/payments/paystack';
import { isServiceError } from '@server/service-error';

/**
 * Where a "Pay" button posts (issue 31): the entry fees of the entries named, in one payment. Paystack's
 * checkout answers it (a redirect there); a refusal is shown here with the way back.
 */

export const meta: Route.MetaFunction = () => [
  { title: 'Pay entry fees | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  const db = context.services.database.db;
  const form = await request.formData();
  const entryIds = form
    .getAll('entryId')
    .map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN));
  try {
    const checkout = await startEntryCheckout(
      db,
      paystackClient(context.services.config.paystack),
      await workspaceFor(db, viewer),
      { entryIds },
      { callbackUrl: `${context.services.config.baseUrl}/payments/return` },
    );
    return redirect(checkout.authorizationUrl, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data({ message: error.message }, { status: error.status });
  }
}

export default function PaymentCheckout() {
  const refused = useActionData<typeof action>();
  return (
    <AuthShell
      title="Pay entry fees"
      lead="Entry fees are paid from your dashboard or the tournament’s page: choose Pay beside an entry."
    >
      {refused ? (
        <div role="alert" className="mb-6 flex items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-900">
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>{refused.message}</p>
        </div>
      ) : null}
      <p>
        <Link
          to="/student-dashboard"
          className="font-semibold text-red-700 underline-offset-4 hover:underline"
        >
          Back to your dashboard
        </Link>
      </p>
    </AuthShell>
  );
}
