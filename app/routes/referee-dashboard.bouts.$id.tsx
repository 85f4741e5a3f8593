import type { Route } from './+types/referee-dashboard.bouts.$id';

import { data } from 'react-router';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { dashboardFor } from '~/content/roles';
import { boutSheet, readBoutClock } from '~/features/competition';
import { RoundClockPanel } from '~/features/competition/components/round-clock';
import { ScoringPage } from '~/features/ringside/components/scoring-page';
import { requireOfficial } from '~/features/ringside/guard.server';
import { isServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title: loaded?.sheet.number
      ? `Bout ${loaded.sheet.number} · Ringside | AJBXNG`
      : 'Ringside scoring | AJBXNG',
  },
  { name: 'robots', content: 'noindex' },
];

/**
 * A bout's ringside page: the referee dashboard's people (referees, officials, admins) and, of them, the
 * bout's own officials (an admin sees it as an organiser); anyone else gets the 403.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireOfficial(request, context);
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  try {
    const sheet = await boutSheet(context.services.database.db, viewer, id);
    if (sheet.viewer.role === 'public')
      throw data(
        { reason: 'forbidden', dashboard: dashboardFor[viewer.role], role: viewer.role },
        { status: 403, headers: { 'Cache-Control': 'private, no-store' } },
      );
    // The account the device's outbox sends cards under (a shared tablet never sends another's).
    const clock = await readBoutClock(context.services.database.db, viewer, id);
    return { sheet, account: viewer.id, clock };
  } catch (error) {
    if (isServiceError(error) && error.status === 404)
      throw data({ reason: 'not_found', message: error.message }, { status: 404 });
    throw error;
  }
}

export default function RingsidePage({ loaderData }: Route.ComponentProps) {
  const { clock } = loaderData;
  return (
    <ScoringPage
      initial={loaderData.sheet}
      account={loaderData.account}
      clock={<RoundClockPanel key={clock.boutId} initial={clock} size="md" />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DashboardErrorPage error={error} eyebrow="Referee" title="Ringside scoring" home="/referee-dashboard" />
  );
}
