import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import type { EnquiryListRow } from '../inbox.server';
import { enquiryFormTitles } from '../forms';
import { cn } from '~/lib/cn';
import { StatusBadge } from './status-badge';

function pageLink(query: string, page: number) {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/admin-dashboard/enquiries${search ? `?${search}` : ''}`;
}

/**
 * The inbox's page of enquiries, newest first: cards on a phone, a table from a laptop up, and the pager
 * (the filters' query is kept in its links).
 */
export function InboxList({
  rows,
  filtered,
  query,
  page,
  pageCount,
}: {
  rows: Array<
    Pick<EnquiryListRow, 'reference' | 'status' | 'name' | 'email' | 'form'> & { received: string }
  >;
  filtered: boolean;
  query: string;
  page: number;
  pageCount: number;
}) {
  return (
    <>
      {/* Phones get cards; the table needs the width of a laptop or more. */}
      <ul className="space-y-3 lg:hidden" aria-label="Enquiries, newest first">
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

      <Card className="hidden overflow-x-auto lg:block">
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
    </>
  );
}
