import { ChevronLeft, ChevronRight, Download, Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-dashboard.enquiries';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { requireViewer } from '~/features/auth/guard.server';
import { StatusBadge } from '~/features/enquiries/components/status-badge';
import {
  enquiryFormIds,
  enquiryFormTitles,
  enquiryStatusIds,
  enquiryStatusLabels,
} from '~/features/enquiries/forms';
import {
  countNewEnquiriesByForm,
  filtersToQuery,
  listEnquiries,
  parseFilters,
} from '~/features/enquiries/inbox.server';
import { formatDateTime } from '~/lib/lagos-time';
import { cn } from '~/lib/cn';

export const meta: Route.MetaFunction = () => [
  { title: 'Enquiries | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context, ['admin']);
  const db = context.services.database.db;
  const filters = parseFilters(new URL(request.url).searchParams);
  const [list, newByForm] = await Promise.all([listEnquiries(db, filters), countNewEnquiriesByForm(db)]);
  return {
    filters,
    query: filtersToQuery(filters),
    newByForm,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((row) => ({ ...row, received: formatDateTime(row.createdAt) })),
  };
}

const formOptions = [
  { value: 'all', label: 'All forms' },
  ...enquiryFormIds.map((id) => ({ value: id, label: enquiryFormTitles[id] })),
];
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...enquiryStatusIds.map((id) => ({ value: id, label: enquiryStatusLabels[id] })),
];

function pageLink(query: string, page: number) {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/admin-dashboard/enquiries${search ? `?${search}` : ''}`;
}

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

      {/* Phones get cards; the table needs the width of a tablet or more. */}
      <ul className="space-y-3 md:hidden" aria-label="Enquiries, newest first">
        {rows.length === 0 ? (
          <li className="rounded-2xl bg-white p-5 text-center text-ink-600 ring-1 ring-ink-900/10">
            {filtered ? 'No enquiries match these filters.' : 'No enquiries yet.'}
          </li>
        ) : null}
        {rows.map((row) => (
          <li
            key={row.reference}
            className={cn(
              'relative rounded-2xl bg-white p-4 ring-1 ring-ink-900/10 focus-within:ring-gold-500',
              row.status === 'new' && 'bg-gold-200/20',
            )}
          >
            <div className="flex items-center justify-between gap-3">
              <Link
                to={`/admin-dashboard/enquiries/${row.reference}`}
                className="font-display text-lg font-bold tracking-wider text-ink-900 after:absolute after:inset-0"
              >
                {row.reference}
              </Link>
              <StatusBadge status={row.status} />
            </div>
            <p className="mt-1 text-sm font-semibold text-ink-900">{row.name}</p>
            <p className="text-sm break-all text-ink-600">{row.email}</p>
            <p className="mt-2 text-xs text-ink-600">
              {enquiryFormTitles[row.form]} · {row.received} WAT
            </p>
          </li>
        ))}
      </ul>

      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Enquiries, newest first</caption>
          <thead className="border-b border-ink-900/10 text-xs tracking-wider text-ink-600 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                Reference
              </th>
              <th scope="col" className="px-5 py-3">
                Received (WAT)
              </th>
              <th scope="col" className="px-5 py-3">
                Form
              </th>
              <th scope="col" className="px-5 py-3">
                From
              </th>
              <th scope="col" className="px-5 py-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-900/5">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-5 py-12 text-center text-ink-600">
                  {filtered ? 'No enquiries match these filters.' : 'No enquiries yet.'}
                </td>
              </tr>
            ) : null}
            {rows.map((row) => (
              <tr key={row.reference} className={row.status === 'new' ? 'bg-gold-200/20' : undefined}>
                <td className="px-5 py-3">
                  <Link
                    to={`/admin-dashboard/enquiries/${row.reference}`}
                    className="font-display text-lg font-bold tracking-wider text-ink-900 underline-offset-4 hover:underline"
                  >
                    {row.reference}
                  </Link>
                </td>
                <td className="px-5 py-3 whitespace-nowrap text-ink-700">{row.received}</td>
                <td className="px-5 py-3 text-ink-700">{enquiryFormTitles[row.form]}</td>
                <td className="px-5 py-3">
                  <div className="font-semibold text-ink-900">{row.name}</div>
                  <div className="text-ink-600">{row.email}</div>
                </td>
                <td className="px-5 py-3">
                  <StatusBadge status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-4">
          {page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageLink(query, page - 1)}>
                <ChevronLeft aria-hidden />
                Newer
              </Link>
            </Button>
          ) : (
            <span />
          )}
          <p className="text-sm text-ink-600">
            Page {page} of {pageCount}
          </p>
          {page < pageCount ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageLink(query, page + 1)}>
                Older
                <ChevronRight aria-hidden />
              </Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

/** A failure of this tab (a 404 for an unknown record, a refused change) shown inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
