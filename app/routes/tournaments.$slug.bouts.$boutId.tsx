import type { Route } from './+types/tournaments.$slug.bouts.$boutId';

import { data } from 'react-router';
import { boutProtests, boutSheet, readBoutClock } from '~/features/competition';
import { BoutProtests } from '~/features/competition/components/bout-protests';
import { RoundClockPanel } from '~/features/competition/components/round-clock';
import { PublicBout } from '~/features/ringside/components/public-bout';
import { EventNotFound } from '~/features/results/components/event-not-found';
import { isServiceError } from '@server/service-error';
import { LiveStatusNotice } from '~/components/ui/live-status';
import { useLiveEvents } from '~/lib/use-live-events';

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? [
        {
          title: `${loaded.sheet.red?.name ?? 'Red'} v ${loaded.sheet.blue?.name ?? 'Blue'} · ${loaded.sheet.tournament.name} | AJBXNG`,
        },
      ]
    : [{ title: 'Bout not found | AJBXNG' }];

/** A bout as the public sees it: a round's cards once all are in, the decision once given. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,8}$/.test(params.boutId) ? Number(params.boutId) : 0;
  try {
    const sheet = await boutSheet(context.services.database.db, null, id);
    if (sheet.tournament.slug !== params.slug)
      throw data({ message: 'There is no such bout.' }, { status: 404 });
    // The round clock (issue 33), followed live while the bout is boxed.
    const clock =
      sheet.status === 'in_progress' ? await readBoutClock(context.services.database.db, null, id) : null;
    // Protests (issue 33): "Under review" while the jury has one, then its outcome.
    const protests = await boutProtests(context.services.database.db, id);
    return { sheet, clock, protests };
  } catch (error) {
    if (isServiceError(error) && error.status === 404)
      throw data({ message: 'There is no such bout.' }, { status: 404 });
    throw error;
  }
}

export default function BoutPage({ loaderData }: Route.ComponentProps) {
  const sheet = loaderData.sheet;
  // This bout's start, cards, warnings, decision and corrections (issue 17): the loader runs again.
  const live = useLiveEvents(sheet.tournament.id, {
    relevant: (type, payload) => payload.boutId === sheet.id || type === 'tournament.updated',
  });
  return (
    <>
      <BoutProtests protests={loaderData.protests} />
      <PublicBout
        initial={sheet}
        clock={
          loaderData.clock ? <RoundClockPanel key={sheet.id} initial={loaderData.clock} size="md" /> : null
        }
      />
      <LiveStatusNotice
        status={live}
        className="fixed right-4 bottom-4 z-40 rounded-full bg-ink-900/90 px-3 py-1 text-white shadow-lg empty:hidden"
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EventNotFound error={error} what="There is no such bout in this tournament." />;
}
