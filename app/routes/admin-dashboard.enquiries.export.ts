import type { Route } from './+types/admin-dashboard.enquiries.export';
import { requireViewer } from '~/features/auth/guard.server';
import { exportEnquiriesCsv, parseFilters } from '~/features/enquiries/inbox.server';
import { lagosDate } from '~/lib/lagos-time';
import { clock } from '@server/clock';

/** The inbox's filtered list as a CSV download (every field; formula-looking cells defused). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context, ['admin']);
  const filters = parseFilters(new URL(request.url).searchParams);
  const csv = await exportEnquiriesCsv(context.services.database.db, filters);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="ajbxng-enquiries-${lagosDate(clock.now())}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
