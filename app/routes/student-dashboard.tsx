import type { Route } from './+types/student-dashboard';

import { DashboardShell } from '~/components/dashboard/dashboard-shell';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { requireViewer } from '~/features/auth/guard.server';
import {
  allMyBouts,
  boxerAwards,
  boxerFeedback,
  boxerJourney,
  MY_MATCHES_LIMIT,
  resultsOverTime,
} from '~/features/results';
import { AwardsPanel } from '~/features/results/components/awards-panel';
import { heldBadges } from '~/features/badges';
import { BadgeShelf } from '~/features/badges/components/badge-shelf';
import { ProgressPanel } from '~/features/results/components/progress-panel';
import { MyMatches } from '~/features/results/components/my-matches';
import { ALL_TOURNAMENTS, changesBoutLists, useLiveEvents } from '~/lib/use-live-events';
import { listActiveTournaments } from '~/features/tournaments';
import {
  ActiveTournaments,
  activeTournamentRow,
} from '~/features/tournaments/components/workspace/active-tournaments';
import { clock } from '@server/clock';
import { entryStandings } from '~/features/entries';
import { StandingList } from '~/components/event/standing-view';
import { answerInvitation, myInvitations } from '~/features/rankings';
import { bootcampAnswerSchema } from '~/features/rankings/forms';
import { BootcampInvitations } from '~/features/rankings/components/bootcamp-invitation';
import { parseSubmission } from '~/components/forms/submission';
import { isServiceError } from '@server/service-error';
import { data, Link } from 'react-router';

export const meta: Route.MetaFunction = () => [
  { title: 'My Boxing Journey | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['boxer']);
  const db = context.services.database.db;
  const now = clock.now();
  const [tournaments, bouts, awards, journey, feedback, standings, badges] = await Promise.all([
    listActiveTournaments(db),
    allMyBouts(db, viewer.id, now),
    boxerAwards(db, viewer.id, context.services.config.authSecret),
    boxerJourney(db, viewer.id, now),
    boxerFeedback(db, viewer.id),
    // Where each of their entries stands (issue 30 item 2): shown above their matches and on each tournament.
    entryStandings(db, { boxerId: viewer.id }),
    // Issue 33: achievement badges, on the Awards tab above the medals.
    heldBadges(db, viewer.id),
  ]);
  // Issue 33: an invitation to the London bootcamp, to accept or decline.
  const invitations = await myInvitations(db, viewer.id);
  return {
    viewer,
    invitations,
    tournaments: tournaments.map(activeTournamentRow),
    // My Matches shows the newest 10 (SPEC §9); Progress charts every result (issue 30 item 4).
    bouts: bouts.slice(0, MY_MATCHES_LIMIT),
    results: resultsOverTime(bouts),
    awards,
    badges,
    journey,
    feedback,
    // The entries of tournaments still to come or under way, and those over with a place to keep.
    standings: standings.filter((s) => s.tournament.status !== 'cancelled'),
  };
}

/** The boxer's answer to their bootcamp invitation (issue 33). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['boxer']);
  const parsed = parseSubmission(bootcampAnswerSchema, await request.formData());
  if (!parsed.ok) return data(parsed.failure, { status: 400 });
  try {
    const status = await answerInvitation(
      context.services.database.db,
      viewer,
      parsed.data.cohort,
      parsed.data.answer === 'accept',
    );
    return { status };
  } catch (error) {
    if (isServiceError(error)) return data(error.body, { status: error.status });
    throw error;
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  // My Matches follows the boxer's bouts being scheduled, started and decided, in any tournament.
  const live = useLiveEvents(ALL_TOURNAMENTS, { relevant: changesBoutLists });
  return (
    <DashboardShell
      eyebrow="Student Boxer"
      title="My Boxing Journey"
      lead={`Signed in as ${loaderData.viewer.name}`}
      live={live}
      tabs={[
        {
          value: 'matches',
          label: 'My Matches',
          content: (
            <>
              <BootcampInvitations invitations={loaderData.invitations} />
              <StandingList standings={loaderData.standings.slice(0, 4)} title="My entries" />
              <MyMatches bouts={loaderData.bouts} />
            </>
          ),
        },
        {
          value: 'tournaments',
          label: 'Tournaments',
          content: (
            <ActiveTournaments
              rows={loaderData.tournaments}
              title="Active tournaments"
              lead="Active tournaments by start date: register for one open to entries, or open it for its categories, fee and registration deadline."
              empty="Tournaments appear here by start date as soon as an organiser publishes one, with their categories and how to enter. The calendar lists what is coming."
              register
              standings={loaderData.standings}
            />
          ),
        },
        {
          value: 'awards',
          label: 'Awards',
          content: (
            <div className="space-y-10">
              {loaderData.badges.length > 0 ? (
                <section aria-labelledby="badges-heading" className="space-y-5">
                  <h2 id="badges-heading" className="text-3xl font-extrabold uppercase">
                    Badges
                  </h2>
                  <BadgeShelf badges={loaderData.badges} label="My badges" />
                </section>
              ) : null}
              <AwardsPanel awards={loaderData.awards} />
              {/* Issue 33: the licence and medical certificates a tournament's weigh-in may require. */}
              <Link
                to={`/medical-certificates/${encodeURIComponent(loaderData.viewer.id)}`}
                className="inline-flex items-center gap-2 rounded-lg bg-ink-950 px-4 py-2.5 font-semibold text-gold-300 hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
              >
                My licence and medical certificates
              </Link>
            </div>
          ),
        },
        {
          value: 'progress',
          label: 'Progress',
          content: (
            <ProgressPanel
              journey={loaderData.journey}
              feedback={loaderData.feedback}
              results={loaderData.results}
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
    <DashboardErrorPage
      error={error}
      eyebrow="Student Boxer"
      title="My Boxing Journey"
      home="/student-dashboard"
    />
  );
}
