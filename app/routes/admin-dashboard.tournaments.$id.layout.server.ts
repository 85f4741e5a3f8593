import type { Route } from './+types/admin-dashboard.tournaments.$id.layout';
import { requireWorkspace } from '~/features/organisations';
import { NOT_YOURS, requireTournamentOrganiser } from '~/features/tournaments';

/**
 * The one guard of a tournament's management pages (decision 0021): the workspace, then the tournament if
 * it runs it, with the management page's words; someone else's draft is a 404 (it does not exist for
 * them). Every child still guards its own loader and action, since React Router runs them in parallel with
 * this one; the lookup is shared through the request (`requireTournamentOrganiser`'s per-request memo).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const tournament = await requireTournamentOrganiser(
    context.services.database.db,
    workspace,
    params.id,
    { ...NOT_YOURS, hideDraft: true },
    request,
  );
  return { tournament: { id: tournament.id, name: tournament.name } };
}
