import type { Route } from './+types/admin-dashboard.tournaments.$id.live';
import { parseSubmission } from '~/components/forms/submission';
import { managedTournament } from '~/features/competition';
import {
  closePoll,
  createPoll,
  pollChoices,
  setHighlight,
  tournamentMedia,
  tournamentPolls,
} from '~/features/live';
import type { LiveAnswer } from '~/features/live/components/live-management';
import { liveManagementFormSchema } from '~/features/live/forms';
import { requireWorkspace } from '~/features/organisations';
import { isServiceError } from '@server/service-error';

/** The tournament's polls and media for its organisers, and the choices a new poll offers. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id, request);
  return {
    tournament: {
      id: tournament.id,
      name: tournament.name,
      slug: tournament.slug,
      status: tournament.status,
    },
    choices: await pollChoices(db, tournament.id),
    polls: tournament.status === 'draft' ? [] : await tournamentPolls(db, workspace.viewer, tournament.id),
    media: await tournamentMedia(db, workspace.viewer, tournament.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<LiveAnswer> {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id, request);
  const parsed = parseSubmission(liveManagementFormSchema, await request.formData());
  if (!parsed.ok)
    return { ok: false, intent: String(parsed.values.intent ?? ''), message: 'Unknown action.' };
  const command = parsed.data;
  const intent = command.intent;
  try {
    if (command.intent === 'create-poll') {
      await createPoll(db, workspace.viewer, tournament.id, command.draft);
      return { ok: true, intent, message: 'Poll opened: fans can vote on the Spectator Hub.' };
    }
    if (command.intent === 'close-poll') {
      await closePoll(db, workspace.viewer, command.pollId);
      return { ok: true, intent, message: 'Poll closed: its results are final.' };
    }
    const on = command.highlight;
    await setHighlight(db, workspace.viewer, command.mediaId, on);
    return { ok: true, intent, message: on ? 'Marked as a highlight.' : 'No longer a highlight.' };
  } catch (error) {
    if (isServiceError(error) && error.status !== 403 && error.status !== 404)
      return { ok: false, intent, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
    throw error;
  }
}
