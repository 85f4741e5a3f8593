import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { data, Form, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/payments.return';
import { AuthShell } from '~/components/auth/auth-shell';
import { requireViewer } from '~/features/auth';
import { workspaceFor } from '~/features/organisations';
import { confirmPayment, enrolmentOfPayment, receiptNumberOf } from '~/features/payments';
import type { EnrolmentView } from '~/features/payments';
import { PayEntryFees } from '~/features/payments/components/pay-entry-fees';
import { Button } from '~/components/ui/button';
import { formatNaira } from '~/lib/money';
import { paystackClient } from '@server/payments/paystack';
import { isServiceError } from '@server/service-error';

/**
 * Where Paystack's checkout sends the payer back (issue 31): the payment as Paystack verifies it now. Paid:
 * the entries are paid. Declined or abandoned: nothing was paid, and the same entries can be paid again.
 * Still pending (a bank transfer on its way): the page says so and looks again.
 */

export const meta: Route.MetaFunction = () => [
  { title: 'Your payment | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const db = context.services.database.db;
  const reference = new URL(request.url).searchParams.get('reference') ?? '';
  try {
    const payment = await confirmPayment(
      db,
      paystackClient(context.services.config.paystack),
      await workspaceFor(db, viewer),
      reference,
    );
    return {
      payment,
      dashboard: viewer.role === 'boxer' ? '/student-dashboard' : '/coach-dashboard',
      // The payer's receipt as PDF, once the payment is paid (decision 0028).
      receipt: payment.status === 'succeeded' ? await receiptNumberOf(db, reference, viewer.id) : null,
      // A course or programme bought: the enrolment it pays for (decision 0031).
      enrolment:
        payment.purpose === 'course' || payment.purpose === 'programme'
          ? await enrolmentOfPayment(db, reference, viewer.id)
          : null,
    };
  } catch (error) {
    if (isServiceError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

/** The return from buying a course or programme: enrolled, on its way, or nothing paid with a way to retry. */
function EnrolmentReturn({
  payment,
  enrolment,
  receipt,
}: {
  payment: { reference: string; status: string; amountKobo: number };
  enrolment: EnrolmentView;
  receipt: string | null;
}) {
  const amount = formatNaira(payment.amountKobo / 100);
  const link = 'font-semibold text-red-700 underline-offset-4 hover:underline';
  return (
    <AuthShell
      title={
        payment.status === 'succeeded'
          ? 'You’re enrolled'
          : payment.status === 'pending'
            ? 'Payment on its way'
            : 'Payment not completed'
      }
      lead={`Reference ${payment.reference}`}
    >
      {payment.status === 'succeeded' ? (
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-naija-500/15 p-5 text-naija-700">
          <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0" />
          <p>
            <span className="font-bold">{amount} paid.</span> You’re enrolled on{' '}
            <Link to={enrolment.path} className="font-bold underline-offset-4 hover:underline">
              {enrolment.title}
            </Link>
            {enrolment.paymentKind === 'deposit' ? ' (deposit paid)' : ''}. Your receipt is on its way by
            e-mail too.
          </p>
        </div>
      ) : payment.status === 'pending' ? (
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-gold-200/40 p-5 text-ink-900">
          <Clock aria-hidden className="mt-0.5 size-6 shrink-0" />
          <p>
            Paystack has not confirmed your payment of {amount} yet (a bank transfer can take a few minutes).
            You’re enrolled on {enrolment.title} as soon as it does; you can leave this page.
          </p>
        </div>
      ) : (
        <div className="space-y-5">
          <div role="alert" className="flex items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-900">
            <XCircle aria-hidden className="mt-0.5 size-6 shrink-0" />
            <p>
              <span className="font-bold">Nothing was paid.</span> The payment of {amount} was{' '}
              {payment.status === 'abandoned' ? 'cancelled' : 'declined'}; your place on {enrolment.title} is
              kept for you until you pay.
            </p>
          </div>
          {enrolment.product === 'course' ? (
            <Form method="post" action={enrolment.path} reloadDocument>
              <Button type="submit">Try again: pay {amount}</Button>
            </Form>
          ) : (
            <Form method="post" action="/application/pay" reloadDocument>
              <input type="hidden" name="programme" value={enrolment.slug} />
              <input type="hidden" name="paymentKind" value={enrolment.paymentKind} />
              <Button type="submit">Try again: pay {amount}</Button>
            </Form>
          )}
        </div>
      )}
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/account#my-courses" className={link}>
          My courses
        </Link>
        {receipt ? (
          <a href={`/invoices/${receipt}`} download className={link}>
            Your receipt (PDF)
          </a>
        ) : null}
      </p>
    </AuthShell>
  );
}

export default function PaymentReturn() {
  const { payment, dashboard, receipt, enrolment } = useLoaderData<typeof loader>();
  if (enrolment) return <EnrolmentReturn payment={payment} enrolment={enrolment} receipt={receipt} />;
  const amount = formatNaira(payment.amountKobo / 100);
  const entries = payment.entryIds.length === 1 ? 'entry' : `${payment.entryIds.length} entries`;
  const tournamentLink = payment.tournament ? (
    <Link
      to={`/tournaments/${payment.tournament.slug}`}
      className="font-semibold text-red-700 underline-offset-4 hover:underline"
    >
      {payment.tournament.name}
    </Link>
  ) : null;
  return (
    <AuthShell
      title={
        payment.status === 'succeeded'
          ? 'Payment received'
          : payment.status === 'pending'
            ? 'Payment on its way'
            : 'Payment not completed'
      }
      lead={`Reference ${payment.reference}`}
    >
      {payment.status === 'succeeded' ? (
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-naija-500/15 p-5 text-naija-700">
          <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0" />
          <p>
            <span className="font-bold">{amount} paid.</span>{' '}
            {payment.entryIds.length === 1 ? 'Your entry' : `All ${payment.entryIds.length} entries`}
            {payment.tournament ? <> in {tournamentLink}</> : null} now{' '}
            {payment.entryIds.length === 1 ? 'reads' : 'read'} Entered · paid.
          </p>
        </div>
      ) : payment.status === 'pending' ? (
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-gold-200/40 p-5 text-ink-900">
          <Clock aria-hidden className="mt-0.5 size-6 shrink-0" />
          <p>
            Paystack has not confirmed your payment of {amount} yet (a bank transfer can take a few minutes).
            Your entry shows as paid as soon as it does; you can leave this page.
          </p>
        </div>
      ) : (
        <div className="space-y-5">
          <div role="alert" className="flex items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-900">
            <XCircle aria-hidden className="mt-0.5 size-6 shrink-0" />
            <p>
              <span className="font-bold">Nothing was paid.</span> The payment of {amount} was{' '}
              {payment.status === 'abandoned' ? 'cancelled' : 'declined'}; your {entries} still{' '}
              {payment.entryIds.length === 1 ? 'waits' : 'wait'} for the fee.
            </p>
          </div>
          {payment.purpose === 'entry_fee' ? (
            <PayEntryFees
              entryIds={payment.entryIds}
              amountNaira={payment.amountKobo / 100}
              label={`Try again: pay ${amount}`}
            />
          ) : null}
        </div>
      )}
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={dashboard} className="font-semibold text-red-700 underline-offset-4 hover:underline">
          Your dashboard
        </Link>
        {tournamentLink}
        {receipt ? (
          <a
            href={`/invoices/${receipt}`}
            download
            className="font-semibold text-red-700 underline-offset-4 hover:underline"
          >
            Your receipt (PDF)
          </a>
        ) : null}
      </p>
    </AuthShell>
  );
}
