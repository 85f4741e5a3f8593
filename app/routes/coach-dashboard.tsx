import type { Route } from './+types/coach-dashboard';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { DashboardShell } from '~/components/dashboard/dashboard-shell';
import { requireViewer } from '~/features/auth/guard.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Coach Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['coach', 'admin']);
  return { viewer };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell
      eyebrow="Coach"
      title="Coach Dashboard"
      lead={`Signed in as ${loaderData.viewer.name}`}
      tabs={[
        { value: 'students', label: 'My Students' },
        { value: 'schedule', label: 'Match Schedule' },
        { value: 'tournaments', label: 'Tournaments' },
      ]}
      actions={
        <Button asChild>
          <Link to="/students/register">Register Student</Link>
        </Button>
      }
    />
  );
}
