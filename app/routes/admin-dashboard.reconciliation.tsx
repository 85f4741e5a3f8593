import { data } from 'react-router';
import type { Route } from './+types/admin-dashboard.reconciliation';
import { parseSubmission } from '~/components/forms/submission';
import { requireViewer } from '~/features/auth/guard.server';
import { reconciliationReportsFor, runReconciliationNow } from '~/features/payments';
import { ReconciliationPage } from '~/features/payments/components/reconciliation-page';
import type { ReconciliationAnswer } from '~/features/payments/components/reconciliation-page';
import { lagosDate } from '~/lib/lagos-time';
import { z } from '~/lib/zod';
import { paystackClient } from '@server/payments/paystack';
import { isServiceError } from '@server/service-error';
import { clock } from '@server/clock';

export const meta: Route.MetaFunction = () => [
  { title: 'Reconciliation | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const runSchema = z.object({
  day: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day.'),
});

/** The daily reports of our payments and refunds against Paystack's lists (issue 31 item 6): platform admins. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['admin']);
  const reports = await reconciliationReportsFor(context.services.database.db, viewer);
  return {
    reports: reports.map((r) => ({ ...r, ranAt: r.ranAt.toISOString() })),
    today: lagosDate(clock.now()),
  };
}

/** "Run now": one day compared at once, its report replacing any earlier one of that day. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['admin']);
  const parsed = parseSubmission(runSchema, await request.formData(), { ignore: ['intent'] });
  if (!parsed.ok)
    return data(
      {
        ok: false,
        message: 'Choose a day.',
        fieldErrors: parsed.failure.fieldErrors,
      } satisfies ReconciliationAnswer,
      { status: 400 },
    );
  try {
    const report = await runReconciliationNow(
      context.services.database.db,
      paystackClient(context.services.config.paystack),
      viewer,
      parsed.data.day,
    );
    const message =
      report.status === 'matched'
        ? 'Matched: Paystack and our books agree for that day.'
        : report.status === 'mismatched'
          ? `${report.mismatches.length} difference${report.mismatches.length === 1 ? '' : 's'} found: listed below.`
          : 'Paystack could not be asked: the report says why.';
    return { ok: true, message } satisfies ReconciliationAnswer;
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data(
      {
        ok: false,
        message: error.message,
        fieldErrors: error.fields ?? {},
        day: parsed.data.day,
      } satisfies ReconciliationAnswer,
      { status: error.status },
    );
  }
}

export default function Reconciliation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ReconciliationPage
      reports={loaderData.reports}
      today={loaderData.today}
      answer={actionData as ReconciliationAnswer | undefined}
    />
  );
}
