import type { Route } from './+types/spectator-dashboard';

import { Radio, Star, Vote } from 'lucide-react';
import { DashboardShell, NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { requireViewer } from '~/features/auth/guard.server';
import { listActiveTournaments } from '~/features/tournaments';
import {
  ActiveTournaments,
  activeTournamentRow,
} from '~/features/tournaments/components/workspace/active-tournaments';

export const meta: Route.MetaFunction = () => [
  { title: 'Spectator Hub | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const tournaments = await listActiveTournaments(context.services.database.db);
  return { viewer, tournaments: tournaments.map(activeTournamentRow) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell
      eyebrow="Spectator"
      title="Spectator Hub"
      lead={`Signed in as ${loaderData.viewer.name}`}
      tabs={[
        {
          value: 'live',
          label: 'Live & Upcoming',
          content: (
            <NotYetAvailable
              icon={Radio}
              title="Live and upcoming bouts"
              what="Bouts in the ring now, with round-by-round results as the judges’ cards come in, and the bouts coming up next."
              arrives="Live results arrive with the tournament platform: nothing to show yet."
            />
          ),
        },
        {
          value: 'tournaments',
          label: 'Tournaments',
          content: (
            <ActiveTournaments
              rows={loaderData.tournaments}
              title="Tournaments to follow"
              lead="Active tournaments by start date: open one for its categories, venue and dates."
              empty="Tournaments appear here by start date as soon as an organiser publishes one; their brackets and results follow as they are boxed. The calendar lists what is coming."
            />
          ),
        },
        {
          value: 'highlights',
          label: 'Highlights',
          content: (
            <NotYetAvailable
              icon={Star}
              title="Highlights"
              what="The standout bouts and results of finished tournaments."
              arrives="Highlights arrive with the tournament platform: nothing to show yet."
            />
          ),
        },
        {
          value: 'voting',
          label: 'Fan Voting',
          content: (
            <NotYetAvailable
              icon={Vote}
              title="Fan voting"
              what="Polls such as fight of the night, one vote per account."
              arrives="Fan voting arrives with the tournament platform: nothing to vote on yet."
            />
          ),
        },
      ]}
    />
  );
}

/** A refusal (403), a missing page (404) or a failure, shown inside this dashboard's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DashboardErrorPage error={error} eyebrow="Spectator" title="Spectator Hub" home="/spectator-dashboard" />
  );
}
