import type { Route } from './+types/admin-dashboard._index';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { requireWorkspace } from '~/features/organisations';
import { listWorkspaceTournaments } from '~/features/tournaments';
import {
  WorkspaceTournaments,
  workspaceTournamentRow,
} from '~/features/tournaments/components/workspace/tournaments-table';

export async function loader({ request, context }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const tournaments = await listWorkspaceTournaments(context.services.database.db, workspace);
  return {
    platformAdmin: workspace.platformAdmin,
    organisation: workspace.platformAdmin ? null : (workspace.membership?.organisationName ?? null),
    rows: tournaments.map(workspaceTournamentRow),
  };
}

/** SPEC §7: the workspace's tournaments with their creators' names, newest first. */
export default function TournamentsTab({ loaderData }: Route.ComponentProps) {
  const { platformAdmin, organisation, rows } = loaderData;
  return (
    <section aria-labelledby="tournaments-heading" className="space-y-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="tournaments-heading" className="text-3xl font-extrabold uppercase">
          Tournaments
        </h2>
        <p className="text-sm text-ink-600">
          {platformAdmin ? 'Every organisation' : organisation}
          {rows.length > 0
            ? ` · ${rows.length} ${rows.length === 1 ? 'tournament' : 'tournaments'}, newest first`
            : ''}
        </p>
      </div>
      <WorkspaceTournaments rows={rows} showOrganisation={platformAdmin} />
    </section>
  );
}

/** A failure of this tab (a 404 for an unknown record, a refused change) shown inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
