import type { Route } from './+types/admin-dashboard.matches';
import { DashboardErrorPanel } from '~/components/dashboard/dashboard-error';
import { requireWorkspace } from '~/features/organisations';
import { workspaceMatches } from '~/features/results';
import { MatchesTable } from '~/features/results/components/matches-table';
import { LiveStatusNotice } from '~/components/ui/live-status';
import { ALL_TOURNAMENTS, changesBoutLists, useLiveEvents } from '~/lib/use-live-events';

export async function loader({ request, context }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const matches = await workspaceMatches(
    context.services.database.db,
    workspace,
    Number.isFinite(page) ? page : 1,
  );
  return {
    platformAdmin: workspace.platformAdmin,
    organisation: workspace.platformAdmin ? null : (workspace.membership?.organisationName ?? null),
    matches,
  };
}

/** SPEC §7: bouts with tournament, both boxers' and the referee's names, by scheduled time, 10 a page. */
export default function MatchesTab({ loaderData }: Route.ComponentProps) {
  const { platformAdmin, organisation, matches } = loaderData;
  // The workspace's bouts start, end and move in any of its tournaments: the table follows them all.
  const live = useLiveEvents(ALL_TOURNAMENTS, { relevant: changesBoutLists });
  return (
    <section aria-labelledby="matches-heading" className="space-y-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="matches-heading" className="text-3xl font-extrabold uppercase">
          Matches
        </h2>
        <div className="flex flex-col gap-1 sm:items-end">
          <LiveStatusNotice status={live} className="text-ink-700" />
          <p className="text-sm text-ink-600">
            {platformAdmin ? 'Every organisation' : organisation}
            {matches.total > 0
              ? ` · ${matches.total} ${matches.total === 1 ? 'bout' : 'bouts'} by scheduled time`
              : ''}
          </p>
        </div>
      </div>
      <MatchesTable data={matches} />
    </section>
  );
}

/** A failure of this tab (a 404 for an unknown record, a refused change) shown inside the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPanel error={error} home="/admin-dashboard" />;
}
