import type { Route } from './+types/spectator-dashboard';

import { data } from 'react-router';
import { parseSubmission } from '~/components/forms/submission';
import { DashboardShell } from '~/components/dashboard/dashboard-shell';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { requireViewer } from '~/features/auth/guard.server';
import { castVote, hubPolls, listHighlights, liveAndUpcoming } from '~/features/live';
import { FanVoting } from '~/features/live/components/fan-voting';
import { voteFormSchema } from '~/features/live/forms';
import type { VoteAnswer } from '~/features/live/components/fan-voting';
import { Highlights } from '~/features/live/components/highlights';
import { LiveAndUpcoming } from '~/features/live/components/live-and-upcoming';
import { LOAD_RETRIES, loadWithRetries } from '~/features/live/retry';
import { listActiveTournaments } from '~/features/tournaments';
import {
  ActiveTournaments,
  activeTournamentRow,
} from '~/features/tournaments/components/workspace/active-tournaments';
import { isServiceError } from '@server/service-error';
import { ALL_TOURNAMENTS, changesBoutLists, useLiveEvents } from '~/lib/use-live-events';

export const meta: Route.MetaFunction = () => [
  { title: 'Spectator Hub | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const db = context.services.database.db;
  const tournaments = await listActiveTournaments(db);
  const bouts = await liveAndUpcoming(db);
  const highlights = await listHighlights(db);
  const polls = await hubPolls(db, viewer);
  return { viewer, tournaments: tournaments.map(activeTournamentRow), ...bouts, highlights, polls };
}

/**
 * The hub's data again (after a vote, or when a live page revalidates): a failed load is tried three more
 * times with backoff (SPEC §7), saying so; the last failure reaches the ErrorBoundary's 'Failed to load
 * dashboard data'. The first load is the server's render.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { toast } = await import('sonner');
  const loaded = await loadWithRetries(serverLoader, (attempt, delay) =>
    toast.warning('Trying again', {
      id: 'hub-retry',
      description: `The hub’s data did not load: trying again in ${delay / 1000} s (${attempt} of ${LOAD_RETRIES}).`,
    }),
  ).finally(() => toast.dismiss('hub-retry'));
  return loaded;
}

/** A vote from the Fan Voting tab: the answer carries the poll's results, or why it was refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  const parsed = parseSubmission(voteFormSchema, await request.formData());
  if (!parsed.ok)
    return data<VoteAnswer>(
      {
        ok: false,
        pollId: Number(parsed.values.pollId),
        message: 'Choose one of the options.',
        fieldErrors: parsed.failure.fieldErrors,
      },
      { status: 400 },
    );
  const { pollId, optionId } = parsed.data;
  try {
    return data<VoteAnswer>({
      ok: true,
      poll: await castVote(context.services.database.db, viewer, pollId, optionId),
    });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data<VoteAnswer>({ ok: false, pollId, message: error.message }, { status: error.status });
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  // Every published tournament's bouts starting and ending move the banner and the list; a vote moves a
  // poll's results. A revalidation goes through the clientLoader, so its failures are retried as SPEC §7 says.
  const live = useLiveEvents(ALL_TOURNAMENTS, {
    relevant: (type) => changesBoutLists(type) || type === 'vote.cast',
  });
  return (
    <DashboardShell
      eyebrow="Spectator"
      title="Spectator Hub"
      lead={`Signed in as ${loaderData.viewer.name}`}
      live={live}
      tabs={[
        {
          value: 'live',
          label: 'Live & Upcoming',
          content: <LiveAndUpcoming live={loaderData.live} upcoming={loaderData.upcoming} />,
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
          content: <Highlights items={loaderData.highlights} />,
        },
        {
          value: 'voting',
          label: 'Fan Voting',
          content: <FanVoting polls={loaderData.polls} signedIn />,
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
