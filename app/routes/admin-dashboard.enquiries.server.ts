import type { Route } from './+types/admin-dashboard.enquiries';
import { requireViewer } from '~/features/auth/guard.server';
import {
  countNewEnquiriesByForm,
  filtersToQuery,
  listEnquiries,
  parseFilters,
} from '~/features/enquiries/inbox.server';
import { formatDateTime } from '~/lib/lagos-time';

/** The enquiries inbox (admins only): a page of enquiries by the filters in the address, and the new ones' counts. */
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
