import type { Route } from './+types/admin-dashboard.matches';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { Swords } from 'lucide-react';
import { NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { requireWorkspace } from '~/features/organisations';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireWorkspace(request, context);
  return null;
}

export default function Tab() {
  return (
    <NotYetAvailable
      icon={Swords}
      title="Matches"
      what="Every bout of your tournaments, with its ring, officials and result."
      arrives="Matches arrive with the tournament platform: nothing to show yet."
    />
  );
}

/** A failure of this tab (a 404 for an unknown record, a refused change) shown inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
