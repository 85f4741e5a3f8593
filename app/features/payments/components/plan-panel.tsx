import { AlertTriangle, CheckCircle2, Download, Lock, Receipt } from 'lucide-react';
import { Form } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { formatNaira } from '~/lib/money';

/** The plan page as its loader gives it (dates as ISO strings, money in kobo). */
export type PlanPanelView = {
  organisation: { name: string; isAcademy: boolean };
  plan: { id: string; name: string; priceKobo: number; allowance: string };
  subscription: {
    status: 'active' | 'past_due' | 'read_only' | 'cancelled';
    periodStart: string;
    periodEnd: string;
    graceUntil: string | null;
    nextCharge: { amountKobo: number; on: string } | null;
  } | null;
  choices: {
    plan: string;
    name: string;
    priceKobo: number;
    chargeKobo: number;
    creditKobo: number;
    periodEnd: string;
  }[];
  documents: {
    number: string;
    kind: 'invoice' | 'receipt';
    description: string;
    amountKobo: number;
    issuedAt: string;
  }[];
  /** The local Paystack's page of this subscription, where a renewal is made to succeed or fail (no keys set). */
  renewOnDouble: string | null;
};

const day = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const when = (iso: string) => day.format(new Date(iso));
const money = (kobo: number) =>
  kobo % 100 === 0
    ? formatNaira(kobo / 100)
    : `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;

/** The subscription's state, on the plan card's dark band. */
const statusBadge = {
  active: { tone: 'green', label: 'Active', onDark: 'bg-naija-500/20 text-emerald-300 ring-emerald-400/40' },
  past_due: {
    tone: 'yellow',
    label: 'Payment failed',
    onDark: 'bg-amber-400/20 text-amber-200 ring-amber-300/50',
  },
  read_only: { tone: 'red', label: 'Read-only', onDark: '' },
  cancelled: { tone: 'muted', label: 'Cancelled', onDark: 'bg-white/10 text-ink-300 ring-white/20' },
} as const;

function PayButton({
  plan,
  label,
  variant = 'gold',
}: {
  plan: string;
  label: string;
  variant?: 'gold' | 'dark';
}) {
  return (
    // A whole page's post: the answer sends the browser on to Paystack's checkout, another site.
    <Form method="post" reloadDocument>
      <input type="hidden" name="plan" value={plan} />
      <Button type="submit" variant={variant} className="w-full sm:w-auto">
        {label}
      </Button>
    </Form>
  );
}

export function PlanPanel({
  view,
  notice,
}: {
  view: PlanPanelView;
  notice: { tone: 'good' | 'bad'; text: string } | null;
}) {
  const { subscription, plan } = view;
  const status = subscription ? statusBadge[subscription.status] : null;
  return (
    <section aria-labelledby="plan-heading" className="space-y-8">
      <div>
        <h2 id="plan-heading" className="text-3xl font-extrabold uppercase">
          Plan
        </h2>
        <p className="mt-1 text-ink-600">
          {view.organisation.name}’s plan, paid monthly through Paystack, with its receipts and invoices.
        </p>
      </div>

      {notice ? (
        <p
          role={notice.tone === 'bad' ? 'alert' : 'status'}
          className={
            notice.tone === 'good'
              ? 'flex items-start gap-3 rounded-2xl bg-naija-500/10 p-5 text-naija-700 ring-1 ring-naija-500/30'
              : 'flex items-start gap-3 rounded-2xl bg-corner-600/10 p-5 text-corner-600 ring-1 ring-corner-600/30'
          }
        >
          {notice.tone === 'good' ? (
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
          ) : (
            <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
          )}
          <span>{notice.text}</span>
        </p>
      ) : null}

      {subscription?.status === 'past_due' && subscription.graceUntil ? (
        <div role="alert" className="rounded-2xl bg-amber-400/15 p-6 ring-1 ring-amber-500/40">
          <p className="flex items-start gap-3 text-lg font-semibold text-amber-900">
            <AlertTriangle aria-hidden className="mt-1 size-5 shrink-0" />
            Your payment failed: pay by {when(subscription.graceUntil)} or the workspace becomes read-only.
          </p>
          <p className="mt-2 text-amber-900/80">
            Until then everything works as usual. Your published events keep running whatever happens, and
            nothing is deleted.
          </p>
          <div className="mt-4">
            <PayButton plan={plan.id} label={`Pay ${money(plan.priceKobo)} now`} variant="dark" />
          </div>
        </div>
      ) : null}
      {subscription?.status === 'read_only' ? (
        <div role="alert" className="rounded-2xl bg-ink-950 p-6 text-white ring-1 ring-corner-500/60">
          <p className="flex items-start gap-3 text-lg font-semibold">
            <Lock aria-hidden className="mt-1 size-5 shrink-0 text-corner-400" />
            Your workspace is read-only: its plan is unpaid.
          </p>
          <p className="mt-2 text-ink-300">
            You cannot create or edit tournaments, members or settings. Your published events keep running
            (draws, scoring, results) and nothing is deleted. Paying makes the workspace active again at once.
          </p>
          <div className="mt-4">
            <PayButton plan={plan.id} label={`Pay ${money(plan.priceKobo)} now`} />
          </div>
        </div>
      ) : null}

      <Card className="overflow-hidden p-0">
        <div className="bg-ink-950 p-6 text-white sm:p-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">Current plan</p>
            {status ? (
              <Badge tone={status.tone} className={status.onDark}>
                {status.label}
              </Badge>
            ) : (
              <Badge tone="goldOnDark">{view.organisation.isAcademy ? 'Included' : 'Not subscribed'}</Badge>
            )}
          </div>
          <h3 className="mt-3 text-4xl font-extrabold uppercase sm:text-5xl">{plan.name}</h3>
          <p className="mt-1 text-ink-300">{plan.allowance}</p>
          <p className="mt-4 font-display text-3xl font-bold text-gold-300">
            {money(plan.priceKobo)}
            <span className="ml-1 font-sans text-base font-normal text-ink-300">a month</span>
          </p>
        </div>
        <dl className="grid gap-px bg-ink-900/10 sm:grid-cols-3">
          {[
            [
              'Period paid',
              subscription ? `${when(subscription.periodStart)} to ${when(subscription.periodEnd)}` : '—',
            ],
            ['Period ends', subscription ? when(subscription.periodEnd) : '—'],
            [
              'Next charge',
              subscription?.nextCharge
                ? `${money(subscription.nextCharge.amountKobo)} on ${when(subscription.nextCharge.on)}`
                : view.organisation.isAcademy
                  ? 'Never: the academy does not pay'
                  : 'None',
            ],
          ].map(([term, value]) => (
            <div key={term} className="bg-white p-5">
              <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">{term}</dt>
              <dd className="mt-1 font-semibold text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
        {view.renewOnDouble ? (
          <p className="border-t border-ink-900/10 bg-canvas px-5 py-3 text-sm text-ink-600">
            Test payments (no Paystack keys):{' '}
            <a
              href={view.renewOnDouble}
              className="font-semibold text-gold-700 underline-offset-4 hover:underline"
            >
              make this month’s renewal succeed or fail
            </a>
            .
          </p>
        ) : null}
      </Card>

      {view.organisation.isAcademy ? (
        <p className="text-ink-600">The academy’s own organisation never pays a plan.</p>
      ) : view.choices.length > 0 &&
        subscription?.status !== 'past_due' &&
        subscription?.status !== 'read_only' ? (
        <section aria-labelledby="plan-choices" className="space-y-4">
          <h3 id="plan-choices" className="text-2xl font-extrabold uppercase">
            {subscription?.status === 'active' ? 'Change plan' : 'Subscribe'}
          </h3>
          {subscription?.status === 'active' ? (
            <p className="text-ink-600">
              The unused part of this month is credited against the new plan, and the difference is charged
              now. The new plan’s month starts today.
            </p>
          ) : null}
          <ul className="grid gap-4 md:grid-cols-3">
            {view.choices.map((choice) => (
              <li key={choice.plan}>
                <Card className="flex h-full flex-col p-6">
                  <h4 className="font-display text-2xl font-extrabold uppercase">{choice.name}</h4>
                  <p className="mt-1 font-display text-xl font-bold">
                    {money(choice.priceKobo)}
                    <span className="ml-1 font-sans text-sm font-normal text-ink-600">a month</span>
                  </p>
                  <dl className="mt-4 flex-1 space-y-1 text-sm">
                    {choice.creditKobo > 0 ? (
                      <div className="flex justify-between gap-3">
                        <dt className="text-ink-600">Credit for unused days</dt>
                        <dd className="font-semibold">−{money(choice.creditKobo)}</dd>
                      </div>
                    ) : null}
                    <div className="flex justify-between gap-3">
                      <dt className="text-ink-600">To pay now</dt>
                      <dd className="font-semibold">{money(choice.chargeKobo)}</dd>
                    </div>
                    <div className="flex justify-between gap-3">
                      <dt className="text-ink-600">Paid until</dt>
                      <dd className="font-semibold">{when(choice.periodEnd)}</dd>
                    </div>
                  </dl>
                  <div className="mt-5">
                    <PayButton
                      plan={choice.plan}
                      variant={choice.plan === 'professional' ? 'gold' : 'dark'}
                      label={
                        subscription?.status === 'active'
                          ? choice.chargeKobo > 0
                            ? `Change · pay ${money(choice.chargeKobo)}`
                            : `Change to ${choice.name}`
                          : `Subscribe · pay ${money(choice.chargeKobo)}`
                      }
                    />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="plan-documents" className="space-y-4">
        <h3 id="plan-documents" className="text-2xl font-extrabold uppercase">
          Receipts and invoices
        </h3>
        {view.documents.length === 0 ? (
          <p className="text-ink-600">
            None yet: each payment’s receipt and each month’s invoice appear here.
          </p>
        ) : (
          <ul className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10">
            {view.documents.map((doc) => (
              <li key={doc.number} className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
                <div className="flex min-w-0 flex-1 basis-full items-start gap-3 sm:basis-0">
                  <Receipt aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-600" />
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {doc.kind === 'invoice' ? 'Invoice' : 'Receipt'}{' '}
                      <span className="whitespace-nowrap">{doc.number}</span>
                    </p>
                    <p className="text-sm text-ink-600">
                      {doc.description} · {when(doc.issuedAt)}
                    </p>
                  </div>
                </div>
                <p className="ml-8 font-display text-lg font-bold sm:ml-0">{money(doc.amountKobo)}</p>
                <a
                  href={`/invoices/${doc.number}`}
                  download
                  className="ml-auto inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-gold-700 ring-1 ring-gold-500/40 hover:bg-gold-400/10"
                >
                  <Download aria-hidden className="size-4" />
                  PDF
                  <span className="sr-only">
                    {' '}
                    of {doc.kind} {doc.number}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
