import { Download, Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-dashboard.enquiries';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { InboxList } from '~/features/enquiries/components/inbox-list';
import {
  enquiryFormIds,
  enquiryFormTitles,
  enquiryStatusIds,
  enquiryStatusLabels,
} from '~/features/enquiries/forms';

export { loader } from './admin-dashboard.enquiries.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Enquiries | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

const formOptions = [
  { value: 'all', label: 'All forms' },
  ...enquiryFormIds.map((id) => ({ value: id, label: enquiryFormTitles[id] })),
];
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...enquiryStatusIds.map((id) => ({ value: id, label: enquiryStatusLabels[id] })),
];

export default function EnquiriesTab({ loaderData }: Route.ComponentProps) {
  const { filters, query, rows, total, page, pageCount, newByForm } = loaderData;
  const newTotal = Object.values(newByForm).reduce((sum, n) => sum + (n ?? 0), 0);
  const filtered = query !== '';
  return (
    <section aria-labelledby="enquiries-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="enquiries-heading" className="text-3xl font-extrabold uppercase">
            Enquiries
          </h2>
          <p className="mt-1 text-ink-600">
            {newTotal} new across all forms · {total} {filtered ? 'matching' : 'in total'}
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={`/admin-dashboard/enquiries/export.csv${query ? `?${query}` : ''}`} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>

      {newTotal > 0 ? (
        <ul aria-label="New enquiries by form" className="flex flex-wrap gap-2">
          {enquiryFormIds
            .filter((id) => (newByForm[id] ?? 0) > 0)
            .map((id) => (
              <li key={id}>
                <Link
                  to={`/admin-dashboard/enquiries?form=${id}&status=new`}
                  className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold ring-1 ring-ink-900/15 hover:ring-gold-500"
                >
                  {enquiryFormTitles[id]}
                  <span className="rounded-full bg-gold-400 px-2 text-xs font-bold text-ink-950">
                    {newByForm[id]}
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      ) : null}

      <Form
        method="get"
        role="search"
        aria-label="Filter enquiries"
        key={query}
        className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-900/10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_0.9fr_0.9fr_auto]"
      >
        <div>
          <Label htmlFor="enquiry-search">Search name, e-mail or reference</Label>
          <Input id="enquiry-search" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={200} />
        </div>
        <div>
          <Label htmlFor="enquiry-form">Form</Label>
          <Select id="enquiry-form" name="form" defaultValue={filters.form ?? 'all'} options={formOptions} />
        </div>
        <div>
          <Label htmlFor="enquiry-status">Status</Label>
          <Select
            id="enquiry-status"
            name="status"
            defaultValue={filters.status ?? 'all'}
            options={statusOptions}
          />
        </div>
        <div>
          <Label htmlFor="enquiry-from">From</Label>
          <Input id="enquiry-from" name="from" type="date" defaultValue={filters.from ?? ''} />
        </div>
        <div>
          <Label htmlFor="enquiry-to">To</Label>
          <Input id="enquiry-to" name="to" type="date" defaultValue={filters.to ?? ''} />
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit" variant="dark">
            <Search aria-hidden />
            Filter
          </Button>
          {filtered ? (
            <Button asChild variant="ghost">
              <Link to="/admin-dashboard/enquiries">Clear</Link>
            </Button>
          ) : null}
        </div>
      </Form>

      <InboxList rows={rows} filtered={filtered} query={query} page={page} pageCount={pageCount} />
    </section>
  );
}

/** A failure of this tab (a 404 for an unknown record, a refused change) shown inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
