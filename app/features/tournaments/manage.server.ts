import type { Database } from '@server/db/client';
import { ServiceError } from '@server/service-error';
import type { Workspace } from '~/features/organisations';
import { NOT_YOURS, requireOrganiserOf } from './tournament-access.server';
import { getTournament } from './tournaments.server';
import type { TournamentDetail } from './types';

/**
 * The tournament as its management page reads it, if this workspace runs it. Someone else's draft does not
 * exist for them (getTournament's 404); someone else's published tournament is public, but not theirs to
 * manage (403).
 */
export async function managedTournamentDetail(
  db: Database,
  workspace: Workspace,
  id: string | undefined,
): Promise<TournamentDetail> {
  if (!id || !/^\d{1,9}$/.test(id))
    throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  const tournament = await getTournament(db, Number(id), workspace);
  requireOrganiserOf(workspace, { organisationId: tournament.organisation.id }, NOT_YOURS);
  return tournament;
}

/** What an organiser may do to the tournament now, by its state (DESIGN "A tournament's life"). */
export function tournamentActions(t: TournamentDetail, plan: string, today: string) {
  const open = t.status !== 'completed' && t.status !== 'cancelled';
  return {
    edit: t.status === 'draft',
    publish: t.status === 'draft',
    cancel: open,
    // A tournament not boxed in the app has its headline result recorded once it has started. Once drawn,
    // results come from the bouts' decisions and corrections only (issue 30): no free-text result.
    result:
      (t.status === 'published' && t.startDate <= today) ||
      (t.status === 'completed' && t.resultWinner !== null),
    capacity: open && plan === 'enterprise',
    enterprise: plan === 'enterprise',
  };
}
export type TournamentActions = ReturnType<typeof tournamentActions>;
