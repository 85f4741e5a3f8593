import type { Route } from './+types/coach-dashboard';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { CalendarClock, Users } from 'lucide-react';
import { DashboardShell, NotYetAvailable } from '~/components/dashboard/dashboard-shell';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { requireViewer } from '~/features/auth/guard.server';
import { listActiveTournaments } from '~/features/tournaments';
import {
  ActiveTournaments,
  activeTournamentRow,
} from '~/features/tournaments/components/workspace/active-tournaments';

export const meta: Route.MetaFunction = () => [
  { title: 'Coach Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['coach', 'admin']);
  const tournaments = await listActiveTournaments(context.services.database.db);
  return { viewer, tournaments: tournaments.map(activeTournamentRow) };
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
            <ActiveTournaments
              rows={loaderData.tournaments}
              title="Active tournaments"
              lead="Active tournaments by start date: open one for its categories, fee and deadline to register your students."
              empty="Tournaments appear here by start date as soon as an organiser publishes one; you then register your students by weight class and age group. The calendar lists what is coming."
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
