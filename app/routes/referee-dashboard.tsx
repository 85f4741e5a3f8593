import type { Route } from './+types/referee-dashboard';

import { useCallback } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { DashboardShell } from '~/components/dashboard/dashboard-shell';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { boutSheet } from '~/features/competition';
import { allOfficiatingBouts, foulHistory, officiatingBouts } from '~/features/results';
import { FoulHistory, LiveScoring, MyMatches } from '~/features/ringside/components/dashboard-tabs';
import { requireOfficial } from '~/features/ringside/guard.server';
import { useStartBout } from '~/features/ringside/use-start-bout';
import { ALL_TOURNAMENTS, changesBoutLists, useLiveEvents } from '~/lib/use-live-events';
import { clock } from '@server/clock';

export const meta: Route.MetaFunction = () => [
  { title: 'Referee Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireOfficial(request, context);
  const db = context.services.database.db;
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? '1');
  const now = clock.now();
  const [matches, all, fouls] = await Promise.all([
    officiatingBouts(db, viewer.id, Number.isFinite(page) ? page : 1, now),
    allOfficiatingBouts(db, viewer.id, now),
    foulHistory(db, viewer.id),
  ]);
  // The active bout of Live Scoring: the one just started or scored (?active=), else the viewer's bout in
  // progress; a bout decided by the card just sent stays there, to say so.
  const live = all.filter((b) => b.status === 'in_progress');
  const chosen = Number(url.searchParams.get('active'));
  const active =
    live.find((b) => b.boutId === chosen) ?? live[0] ?? all.find((b) => b.boutId === chosen) ?? null;
  return {
    viewer,
    matches,
    fouls,
    active: active ? await boutSheet(db, viewer, active.boutId) : null,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  // SPEC §4: once started, the bout is the active bout of Live Scoring and the list reloads.
  const makeActive = useCallback(
    (sheet: { id: number }) => {
      const next = new URLSearchParams(params);
      next.set('active', String(sheet.id));
      setParams(next, { preventScrollReset: true, replace: true });
    },
    [params, setParams],
  );
  const { start, starting } = useStartBout(makeActive);
  // My Matches follows the official's bouts being scheduled, started and decided by others (the other
  // judges' cards are the scoring page's business, not this list's).
  const live = useLiveEvents(ALL_TOURNAMENTS, { relevant: changesBoutLists });
  return (
    <DashboardShell
      eyebrow="Referee"
      title="Referee Dashboard"
      lead={`Signed in as ${loaderData.viewer.name}`}
      live={live}
      tabs={[
        {
          value: 'matches',
          label: 'My Matches',
          content: <MyMatches data={loaderData.matches} onStart={start} starting={starting} />,
        },
        {
          value: 'scoring',
          label: 'Live Scoring',
          content: (
            <LiveScoring
              key={loaderData.active?.id ?? 0}
              sheet={loaderData.active}
              onSent={(id) =>
                loaderData.active?.id === id && params.get('active') === String(id)
                  ? void revalidator.revalidate()
                  : makeActive({ id })
              }
            />
          ),
        },
        {
          value: 'fouls',
          label: 'Foul History',
          content: <FoulHistory fouls={loaderData.fouls} />,
        },
      ]}
    />
  );
}

/** A refusal (403), a missing page (404) or a failure, shown inside this dashboard's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DashboardErrorPage error={error} eyebrow="Referee" title="Referee Dashboard" home="/referee-dashboard" />
  );
}
