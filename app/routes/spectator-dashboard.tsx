import type { Route } from './+types/spectator-dashboard';

import { DashboardShell } from '~/components/dashboard/dashboard-shell';
import { requireViewer } from '~/features/auth/guard.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Spectator Hub | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  return { viewer };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell
      eyebrow="Spectator"
      title="Spectator Hub"
      lead={`Signed in as ${loaderData.viewer.name}`}
      tabs={[
        { value: 'live', label: 'Live & Upcoming' },
        { value: 'tournaments', label: 'Tournaments' },
        { value: 'highlights', label: 'Highlights' },
        { value: 'voting', label: 'Fan Voting' },
      ]}
    />
  );
}
