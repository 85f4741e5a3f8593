import type { Route } from './+types/admin-dashboard.venue';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { requireWorkspace } from '~/features/organisations';
import { venueSheet } from '~/features/venue-mode';
import { VenueSheetView } from '~/features/venue-mode/components/venue-sheet';

/** Venue mode (issue 18): the printable sheet with this laptop's addresses as QR codes, and its backups. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const { services } = context;
  return {
    sheet: await venueSheet(
      services.database.db,
      services.config,
      workspace,
      services.database.backup !== undefined,
    ),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Venue sheet | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export default function VenueTab({ loaderData }: Route.ComponentProps) {
  return <VenueSheetView sheet={loaderData.sheet} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
