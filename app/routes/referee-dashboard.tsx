import type { Route } from './+types/referee-dashboard';

import { DashboardShell } from '~/components/dashboard/dashboard-shell';
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
        { value: 'matches', label: 'My Matches' },
        { value: 'scoring', label: 'Live Scoring' },
        { value: 'fouls', label: 'Foul History' },
      ]}
    />
  );
}
