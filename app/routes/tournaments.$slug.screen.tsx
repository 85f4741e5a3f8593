import { data } from 'react-router';
import type { Route } from './+types/tournaments.$slug.screen';
import { isServiceError } from '@server/service-error';
import { getViewer } from '~/features/auth';
import { workspaceFor } from '~/features/organisations';
import { EventNotFound } from '~/features/results/components/event-not-found';
import { readBoutClock } from '~/features/competition';
import { RoundClockPanel } from '~/features/competition/components/round-clock';
import { venueScreen } from '~/features/venue';
import { VenueScreenView } from '~/features/venue/components/venue-screen';
import { useLiveEvents } from '~/lib/use-live-events';

/** A ring's screen at the venue (no sign-in): ?ring=N, else the first ring. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const viewer = await getViewer(request, context);
  const workspace = viewer ? await workspaceFor(db, viewer) : null;
  try {
    const screen = await venueScreen(
      db,
      params.slug,
      new URL(request.url).searchParams.get('ring'),
      workspace,
    );
    // The round clock of the bout in the ring (issue 33), followed live by the screen.
    const clock =
      screen.current?.status === 'in_progress' ? await readBoutClock(db, viewer, screen.current.id) : null;
    return { ...screen, clock };
  } catch (error) {
    if (isServiceError(error)) throw data(error.body, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  d
    ? [
        { title: `${d.ring === null ? 'Venue screen' : `Ring ${d.ring}`} — ${d.tournament.name} | AJBXNG` },
        { name: 'robots', content: 'noindex' },
      ]
    : [{ title: 'Page not found | AJBXNG' }, { name: 'robots', content: 'noindex' }];

export default function VenueScreenPage({ loaderData }: Route.ComponentProps) {
  const live = useLiveEvents(loaderData.tournament.id, { relevant: (type) => type !== 'vote.cast' });
  const { clock } = loaderData;
  return (
    <VenueScreenView
      screen={loaderData}
      live={live}
      clock={
        clock ? <RoundClockPanel key={clock.boutId} initial={clock} size="xl" title="Round clock" /> : null
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EventNotFound error={error} what="There is no published tournament at this address." />;
}
