import { AlertTriangle } from 'lucide-react';
import { eq } from 'drizzle-orm';
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/application.pay';
import { AuthShell } from '~/components/auth/auth-shell';
import { Button } from '~/components/ui/button';
import { DEPOSIT_PERCENT } from '~/content/programmes';
import { requireViewer } from '~/features/auth';
import { startProgrammeCheckout } from '~/features/payments';
import { programmeOffer } from '~/features/payments/components/programme-pay-offer';
import { formatNaira } from '~/lib/money';
import { enquiries } from '@server/db/schema';
import type { Database } from '@server/db/client';
import { paystackClient } from '@server/payments/paystack';
import { isServiceError } from '@server/service-error';

/**
 * Paying for a priced programme after applying (issue 31 item 4, decision 0031): a deposit or the whole fee,
 * through the same Paystack checkout as courses. The application's form sends here by GET (so a visitor
 * signs in and comes back with their choice); Pay posts here and goes to Paystack. The enrolment is linked
 * to the application by its reference.
 */

export const meta: Route.MetaFunction = () => [
  { title: 'Pay for your programme | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const ENQUIRY_REFERENCE = /^[A-Z0-9-]{4,40}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const url = new URL(request.url);
  const enquiry = url.searchParams.get('enquiry') ?? '';
  const offer = programmeOffer(
    url.searchParams.get('programme'),
    ENQUIRY_REFERENCE.test(enquiry) ? enquiry : '',
  );
  return { offer, paymentKind: url.searchParams.get('paymentKind') === 'full' ? 'full' : 'deposit' };
}

async function enquiryIdOf(db: Database, reference: string): Promise<number | null> {
  if (!ENQUIRY_REFERENCE.test(reference)) return null;
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(eq(enquiries.reference, reference));
  return row?.id ?? null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  const db = context.services.database.db;
  const form = await request.formData();
  const baseUrl = context.services.config.baseUrl;
  try {
    const checkout = await startProgrammeCheckout(
      db,
      paystackClient(context.services.config.paystack),
      viewer,
      {
        programme: String(form.get('programme') ?? ''),
        paymentKind: String(form.get('paymentKind') ?? ''),
        enquiryId: await enquiryIdOf(db, String(form.get('enquiry') ?? '')),
      },
      { callbackUrl: `${baseUrl}/payments/return`, siteUrl: baseUrl },
    );
    return redirect(checkout.authorizationUrl, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data({ message: error.message }, { status: error.status });
  }
}

export default function ApplicationPay({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, paymentKind } = loaderData;
  const link = 'font-semibold text-red-700 underline-offset-4 hover:underline';
  if (!offer)
    return (
      <AuthShell
        title="Pay for your programme"
        lead="Apply for a programme first: its page says what it costs."
      >
        <p>
          <Link to="/application" className={link}>
            Apply for a programme
          </Link>
        </p>
      </AuthShell>
    );
  const amount = paymentKind === 'full' ? offer.price : offer.deposit;
  return (
    <AuthShell
      title={`Pay for ${offer.title}`}
      lead={
        paymentKind === 'full'
          ? `The whole fee, ${formatNaira(offer.price)}, through Paystack.`
          : `A ${DEPOSIT_PERCENT}% deposit of ${formatNaira(offer.deposit)} now; the balance of ${formatNaira(offer.price - offer.deposit)} before you start.`
      }
    >
      {actionData && 'message' in actionData ? (
        <p role="alert" className="mb-6 flex items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-900">
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
          {actionData.message}
        </p>
      ) : null}
      <Form method="post" reloadDocument className="space-y-4">
        <input type="hidden" name="programme" value={offer.slug} />
        <input type="hidden" name="enquiry" value={offer.enquiry} />
        <input type="hidden" name="paymentKind" value={paymentKind} />
        <Button type="submit" size="lg" className="w-full">
          Pay {formatNaira(amount)}
        </Button>
      </Form>
      <p className="mt-6">
        <Link
          to={`/application/pay?programme=${offer.slug}&enquiry=${offer.enquiry}&paymentKind=${paymentKind === 'full' ? 'deposit' : 'full'}`}
          className={link}
        >
          {paymentKind === 'full' ? 'Pay a deposit instead' : 'Pay in full instead'}
        </Link>
      </p>
    </AuthShell>
  );
}
