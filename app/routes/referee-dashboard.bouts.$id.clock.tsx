import type { Route } from './+types/referee-dashboard.bouts.$id.clock';

import { ArrowLeft, Radio } from 'lucide-react';
import { data, Link } from 'react-router';
import { DashboardErrorPage } from '~/components/dashboard/dashboard-error';
import { Badge } from '~/components/ui/badge';
import { dashboardFor } from '~/content/roles';
import { boutSheet, readBoutClock } from '~/features/competition';
import { TimekeeperConsole } from '~/features/competition/components/round-clock';
import { requireOfficial } from '~/features/ringside/guard.server';
import { isServiceError } from '@server/service-error';

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title: loaded?.bout.number ? `Bout ${loaded.bout.number} · Round clock | AJBXNG` : 'Round clock | AJBXNG',
  },
  { name: 'robots', content: 'noindex' },
];

/**
 * The timekeeper's page of a bout (issue 33): its round clock and bell. The bout's timekeeper, the
 * organisers of its tournament and admins run it; any other official gets the 403.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireOfficial(request, context);
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  const db = context.services.database.db;
  try {
    const clock = await readBoutClock(db, viewer, id);
    if (!clock.canRun)
      throw data(
        { reason: 'forbidden', dashboard: dashboardFor[viewer.role], role: viewer.role },
        { status: 403, headers: { 'Cache-Control': 'private, no-store' } },
      );
    const sheet = await boutSheet(db, viewer, id);
    return {
      clock,
      bout: {
        number: sheet.number,
        ring: sheet.ring,
        tournament: sheet.tournament.name,
        category: sheet.category.label,
        red: sheet.red?.name ?? 'To be decided',
        blue: sheet.blue?.name ?? 'To be decided',
        status: sheet.status,
      },
    };
  } catch (error) {
    if (isServiceError(error) && error.status === 404)
      throw data({ reason: 'not_found', message: error.message }, { status: 404 });
    throw error;
  }
}

export default function TimekeeperPage({ loaderData }: Route.ComponentProps) {
  const { clock, bout } = loaderData;
  const minutes = clock.rules.roundMs / 60_000;
  return (
    <div className="bg-ring-lights min-h-screen text-white">
      <div className="container-page max-w-5xl space-y-6 py-6 sm:py-10">
        <Link
          to="/referee-dashboard"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 hover:text-gold-200"
        >
          <ArrowLeft aria-hidden className="size-4" /> Referee Dashboard
        </Link>
        <header className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="goldOnDark">Timekeeper</Badge>
            <span className="inline-flex items-center gap-1 text-xs text-ink-300">
              <Radio aria-hidden className="size-3.5 text-naija-500" /> The ring screen, the judges and the
              bout page follow this clock
            </span>
          </div>
          <h1 className="text-4xl leading-none font-extrabold uppercase sm:text-5xl">
            {bout.number === null ? 'Bout' : `Bout ${bout.number}`}
            {bout.ring !== null ? ` · Ring ${bout.ring}` : ''}
          </h1>
          <p className="text-ink-300">
            {bout.tournament} · {bout.category}
          </p>
          <p className="text-sm text-ink-300">
            <span className="font-semibold text-corner-100">{bout.red}</span> (red) v{' '}
            <span className="font-semibold text-sky-100">{bout.blue}</span> (blue) · {clock.rules.rounds}{' '}
            rounds of {minutes} min, 1 min rest
          </p>
        </header>
        {bout.status === 'scheduled' ? (
          <p className="rounded-lg bg-white/10 px-3 py-2 text-sm text-ink-200">
            The referee starts the bout first; the clock starts once it is under way.
          </p>
        ) : null}
        <TimekeeperConsole initial={clock} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DashboardErrorPage error={error} eyebrow="Timekeeper" title="Round clock" home="/referee-dashboard" />
  );
}
