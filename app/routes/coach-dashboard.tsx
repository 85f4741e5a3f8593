import type { Route } from './+types/coach-dashboard';
import { useEffect } from 'react';
import { Link, useActionData, useLocation, useNavigation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { DashboardShell } from '~/components/dashboard/dashboard-shell';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { MyStudents, SquadEntry } from '~/features/entries/components/coach-entries';
import { SquadPayPanel } from '~/features/payments/components/squad-pay-panel';
import { CoachSchedule } from '~/features/results/components/coach-schedule';
import { CoachFeedback } from '~/features/results/components/coach-feedback';
import { ActiveTournaments } from '~/features/tournaments/components/workspace/active-tournaments';
import { ALL_TOURNAMENTS, changesBoutLists, useLiveEvents } from '~/lib/use-live-events';
import type { action } from './coach-dashboard.server';

// The coach's students, entries, feedback and bouts: loader and action are server-only.
export { action, loader } from './coach-dashboard.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Coach Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

const SUCCESS = {
  title: 'Registration Successful',
  description: "You've been registered for the tournament",
};
const FAILURE = { title: 'Registration Failed', description: 'Failed to register for tournament' };

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  useEffect(() => {
    if (result?.status === 'registered') toast.success(SUCCESS.title, { description: SUCCESS.description });
    if (result?.status === 'refused')
      toast.error(FAILURE.title, { description: `${FAILURE.description}: ${result.reason}` });
  }, [result]);
  const { students, squad } = loaderData;
  const location = useLocation();
  // The Match Schedule follows the students' bouts being scheduled, moved, started and decided.
  const live = useLiveEvents(ALL_TOURNAMENTS, { relevant: changesBoutLists });
  return (
    <DashboardShell
      eyebrow="Coach"
      title="Coach Dashboard"
      lead={`Signed in as ${loaderData.viewer.name}`}
      live={live}
      tabs={[
        {
          value: 'students',
          label: 'My Students',
          content: (
            <div className="space-y-8">
              {result?.status === 'withdrawn' || result?.status === 'withdraw-refused' ? (
                <div
                  role={result.status === 'withdraw-refused' ? 'alert' : 'status'}
                  className={`rounded-2xl p-4 ring-1 ${result.status === 'withdraw-refused' ? 'bg-corner-600/10 text-corner-600 ring-corner-600/30' : 'bg-naija-500/10 text-naija-700 ring-naija-500/40'}`}
                >
                  <p className="font-bold">
                    {result.status === 'withdrawn' ? `${result.name} is withdrawn` : 'Withdrawal refused'}
                  </p>
                  {result.status === 'withdraw-refused' ? <p>{result.reason}</p> : null}
                </div>
              ) : result?.status === 'refused' || result?.status === 'registered' ? (
                <div
                  role={result.status === 'refused' ? 'alert' : 'status'}
                  className={`rounded-2xl p-4 ring-1 ${result.status === 'refused' ? 'bg-corner-600/10 text-corner-600 ring-corner-600/30' : 'bg-naija-500/10 text-naija-700 ring-naija-500/40'}`}
                >
                  <p className="font-bold">{result.status === 'refused' ? FAILURE.title : SUCCESS.title}</p>
                  <p>
                    {result.status === 'refused'
                      ? `${FAILURE.description}: ${result.reason}`
                      : `${SUCCESS.description}: ${result.names.join(', ')}.`}
                  </p>
                </div>
              ) : null}
              <MyStudents
                students={students}
                q={loaderData.q}
                all={loaderData.all}
                search={location.search}
                nextBouts={loaderData.nextBouts}
              />

              <SquadPayPanel payments={loaderData.fees} />

              <SquadEntry
                open={loaderData.open}
                squad={squad}
                q={loaderData.q}
                busy={busy}
                search={location.search}
              />

              <CoachFeedback students={loaderData.feedback} />
            </div>
          ),
        },
        {
          value: 'schedule',
          label: 'Match Schedule',
          content: <CoachSchedule bouts={loaderData.schedule.bouts} total={loaderData.schedule.total} />,
        },
        {
          value: 'tournaments',
          label: 'Tournaments',
          content: (
            <ActiveTournaments
              rows={loaderData.tournaments}
              title="Active tournaments"
              lead="Active tournaments by start date: open one for its categories, fee and deadline; enter your students from My Students."
              empty="Tournaments appear here by start date as soon as an organiser publishes one; you then register your students by weight class and age group. The calendar lists what is coming."
            />
          ),
        },
      ]}
      actions={
        <>
          <Button asChild variant="ghost">
            <Link to="/protests">Protests</Link>
          </Button>
          <Button asChild>
            <Link to="/students/register">Register Student</Link>
          </Button>
        </>
      }
    />
  );
}

/** A refusal (403), a missing page (404) or a failure, shown inside this dashboard's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorPage error={error} eyebrow="Coach" title="Coach Dashboard" home="/coach-dashboard" />;
}
