import type { Route } from './+types/referee-dashboard';

import { CalendarClock, ClipboardPen, Flag } from 'lucide-react';
import { DashboardShell, NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { requireViewer } from '~/features/auth/guard.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Referee Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['referee', 'admin']);
  return { viewer };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell
      eyebrow="Referee"
      title="Referee Dashboard"
      lead={`Signed in as ${loaderData.viewer.name}`}
      tabs={[
        {
          value: 'matches',
          label: 'My Matches',
          content: (
            <NotYetAvailable
              icon={CalendarClock}
              title="Your assigned bouts"
              what="The bouts you are assigned to as referee or judge, with ring, corners and start time."
              arrives="Match assignments arrive with the tournament platform: nothing to show yet."
            />
          ),
        },
        {
          value: 'scoring',
          label: 'Live Scoring',
          content: (
            <NotYetAvailable
              icon={ClipboardPen}
              title="Ringside scoring"
              what="Round-by-round scorecards for the bout you are officiating, saved on this device if the venue’s network drops."
              arrives="Live scoring arrives with the tournament platform: nothing to score yet."
            />
          ),
        },
        {
          value: 'fouls',
          label: 'Foul History',
          content: (
            <NotYetAvailable
              icon={Flag}
              title="Warnings and fouls"
              what="Every warning and point deduction you have given, by bout, round and corner."
              arrives="Foul records arrive with the tournament platform: nothing to show yet."
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
    <DashboardErrorPage error={error} eyebrow="Referee" title="Referee Dashboard" home="/referee-dashboard" />
  );
}
