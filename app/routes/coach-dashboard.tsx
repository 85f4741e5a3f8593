import type { Route } from './+types/coach-dashboard';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { CalendarClock, Trophy, Users } from 'lucide-react';
import { DashboardShell, NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
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
        {
          value: 'students',
          label: 'My Students',
          content: (
            <NotYetAvailable
              icon={Users}
              title="Your students"
              what="The boxers you coach, with their weight class, entries and fight record."
              arrives="Student registration arrives with the tournament platform: nothing to show yet."
            />
          ),
        },
        {
          value: 'schedule',
          label: 'Match Schedule',
          content: (
            <NotYetAvailable
              icon={CalendarClock}
              title="Your students’ bouts"
              what="Every bout your students are drawn into, with its ring and planned start time."
              arrives="Match schedules arrive with the tournament platform: nothing to show yet."
            />
          ),
        },
        {
          value: 'tournaments',
          label: 'Tournaments',
          content: (
            <NotYetAvailable
              icon={Trophy}
              title="Tournaments to enter"
              what="Tournaments open for entries, where you can register your students by weight class and age group."
              arrives="Tournaments arrive with the tournament platform: nothing to show yet."
            />
          ),
        },
      ]}
      actions={
        <Button asChild>
          <Link to="/students/register">Register Student</Link>
        </Button>
      }
    />
  );
}

/** A refusal (403), a missing page (404) or a failure, shown inside this dashboard's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPage error={error} eyebrow="Coach" title="Coach Dashboard" home="/coach-dashboard" />;
}
