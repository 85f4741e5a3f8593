import type { Route } from './+types/student-dashboard';

import { DashboardShell } from '~/components/dashboard/dashboard-shell';
import { requireViewer } from '~/features/auth/guard.server';

export const meta: Route.MetaFunction = () => [
  { title: 'My Boxing Journey | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['boxer']);
  return { viewer };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell
      eyebrow="Student Boxer"
      title="My Boxing Journey"
      lead={`Signed in as ${loaderData.viewer.name}`}
      tabs={[
        { value: 'matches', label: 'My Matches' },
        { value: 'tournaments', label: 'Tournaments' },
        { value: 'awards', label: 'Awards' },
        { value: 'progress', label: 'Progress' },
      ]}
    />
  );
}
