import { data } from 'react-router';
import type { Route } from './+types/tournaments.$slug.results.csv';
import { isServiceError } from '@server/service-error';
import { getViewer } from '~/features/auth';
import { workspaceFor } from '~/features/organisations';
import { resultsCsv, tournamentResults } from '~/features/results';

/** The official results as CSV for federations: every bout, then every placing, then the best boxer. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const viewer = await getViewer(request, context);
  const workspace = viewer ? await workspaceFor(db, viewer) : null;
  try {
    const results = await tournamentResults(db, params.slug, workspace);
    return new Response(resultsCsv(results), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${results.tournament.slug}-results.csv"`,
        'Cache-Control': viewer ? 'private, no-store' : 'public, max-age=0, must-revalidate',
      },
    });
  } catch (error) {
    if (isServiceError(error)) throw data(error.body, { status: error.status });
    throw error;
  }
}
