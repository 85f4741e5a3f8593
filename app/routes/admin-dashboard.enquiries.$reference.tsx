import { ArrowLeft, Mail, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/admin-dashboard.enquiries.$reference';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { FormAlert } from '~/components/forms/fields';
import { isFormFailure } from '~/components/forms/submission';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Label, Textarea } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { StatusBadge } from '~/features/enquiries/components/status-badge';
import { enquiryStatusLabels, isEnquiryStatus, NOTE_MAX } from '~/features/enquiries/forms';

// An enquiry, its status changes and an organisation's approval: loader and action are server-only.
export { action, loader } from './admin-dashboard.enquiries.$reference.server';

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.reference} | Enquiries | AJBXNG` },
  { name: 'robots', content: 'noindex' },
];

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const enquiry = loaderData;
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (actionData?.status === 'done') toast.success(actionData.message);
  }, [actionData]);
  const options = enquiry.nextStatuses.map((status) => ({
    value: status,
    label: enquiryStatusLabels[status],
  }));
  return (
    <article aria-labelledby="enquiry-title" className="space-y-6">
      <Link
        to="/admin-dashboard/enquiries"
        className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All enquiries
      </Link>

      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="eyebrow text-gold-700">{enquiry.formTitle}</p>
          <h2 id="enquiry-title" className="mt-1 text-4xl font-extrabold tracking-wide uppercase">
            {enquiry.reference}
          </h2>
          <p className="mt-1 text-ink-600">
            From <strong className="text-ink-900">{enquiry.name}</strong>, received {enquiry.received} WAT
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={enquiry.status} />
          <Button asChild variant="outline" size="sm">
            <a
              href={`mailto:${enquiry.email}?subject=${encodeURIComponent(`Your enquiry ${enquiry.reference}`)}`}
            >
              <Mail aria-hidden />
              E-mail
            </a>
          </Button>
          {enquiry.phone ? (
            <Button asChild variant="outline" size="sm">
              <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>
                <Phone aria-hidden />
                Call
              </a>
            </Button>
          ) : null}
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Card className="p-6">
          <h3 className="text-xl font-bold uppercase">Submission</h3>
          <dl className="mt-4 divide-y divide-ink-900/10">
            {enquiry.fields.map((field) => (
              <div key={field.name} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
                <dt className="text-sm font-semibold text-ink-600">{field.label}</dt>
                <dd className="break-words whitespace-pre-line text-ink-900">{field.value}</dd>
              </div>
            ))}
          </dl>
        </Card>

        <div className="space-y-6">
          {enquiry.organisation ? (
            <Card className="p-6">
              <h3 className="text-xl font-bold uppercase">Organisation</h3>
              <p className="mt-2 text-sm text-ink-700">
                Sign-up is <strong>{enquiry.organisation.status}</strong> on the{' '}
                <strong className="capitalize">{enquiry.organisation.plan}</strong> plan.
              </p>
              {enquiry.organisation.status === 'pending' ? (
                <Form method="post" className="mt-4 space-y-3">
                  <input type="hidden" name="intent" value="approve" />
                  <p className="text-sm text-ink-600">
                    Approving creates the organisation&apos;s account for {enquiry.email}, e-mails a link to
                    set its password, and accepts this enquiry.
                  </p>
                  <Button type="submit" disabled={busy}>
                    Approve organisation
                  </Button>
                </Form>
              ) : null}
            </Card>
          ) : null}

          <Card className="p-6">
            <h3 className="text-xl font-bold uppercase">Status</h3>
            <div className="mt-3">
              {isFormFailure(actionData) ? (
                <FormAlert message={actionData.formError} />
              ) : (
                <FormAlert tone="success" message={actionData?.message} />
              )}
            </div>
            {options.length > 0 ? (
              <Form method="post" className="mt-4 space-y-4">
                <input type="hidden" name="fromStatus" value={enquiry.status} />
                <div>
                  <Label htmlFor="enquiry-next-status">Move to</Label>
                  <Select
                    id="enquiry-next-status"
                    name="toStatus"
                    options={options}
                    defaultValue={options[0]?.value}
                  />
                </div>
                <div>
                  <Label htmlFor="enquiry-note">Note (optional)</Label>
                  <Textarea id="enquiry-note" name="note" rows={3} maxLength={NOTE_MAX} />
                </div>
                <Button type="submit" variant="dark" disabled={busy}>
                  Update status
                </Button>
              </Form>
            ) : (
              <p className="mt-3 text-sm text-ink-600">This enquiry is archived: nothing more to do.</p>
            )}
          </Card>

          <Card className="p-6">
            <h3 className="text-xl font-bold uppercase">History</h3>
            <ol className="mt-4 space-y-4 text-sm">
              {enquiry.history.map((event, i) => (
                <li key={i} className="border-l-2 border-gold-400 pl-4">
                  <p className="font-semibold text-ink-900">
                    {isEnquiryStatus(event.fromStatus) ? `${enquiryStatusLabels[event.fromStatus]} → ` : ''}
                    {isEnquiryStatus(event.toStatus) ? enquiryStatusLabels[event.toStatus] : event.toStatus}
                  </p>
                  <p className="text-ink-600">
                    {event.actor ?? 'A former account'}, {event.when} WAT
                  </p>
                  {event.note ? <p className="mt-1 whitespace-pre-line text-ink-800">{event.note}</p> : null}
                </li>
              ))}
              <li className="border-l-2 border-ink-900/15 pl-4">
                <p className="font-semibold text-ink-900">Received</p>
                <p className="text-ink-600">{enquiry.received} WAT</p>
              </li>
            </ol>
          </Card>
        </div>
      </div>
    </article>
  );
}

/** A failure of this tab (a 404 for an unknown record, a refused change) shown inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
