import type { Route } from './+types/admin-dashboard.tournaments.$id.bouts.$boutId';
import { parseSubmission } from '~/components/forms/submission';
import { boutSheet, correctResult, managedTournament } from '~/features/competition';
import { correctionFormSchema, NOT_UNDERSTOOD } from '~/features/competition/forms';
import { requireWorkspace } from '~/features/organisations';
import { isServiceError, ServiceError } from '@server/service-error';

/** The bout's own page for its organisers: every card, the fouls, the decision, corrections and their audit. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id, request);
  const boutId = /^\d{1,9}$/.test(params.boutId) ? Number(params.boutId) : 0;
  const bout = await boutSheet(db, workspace.viewer, boutId);
  if (bout.tournament.id !== tournament.id)
    throw new ServiceError(404, 'bout_not_found', 'There is no such bout.');
  return { tournament, bout };
}

export type Answer = { ok: boolean; message: string; voids?: boolean; fields?: Record<string, string[]> };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Answer> {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id, request);
  const boutId = /^\d{1,9}$/.test(params.boutId) ? Number(params.boutId) : 0;
  const sheet = await boutSheet(db, workspace.viewer, boutId);
  if (sheet.tournament.id !== tournament.id)
    throw new ServiceError(404, 'bout_not_found', 'There is no such bout.');
  const parsed = parseSubmission(correctionFormSchema, await request.formData());
  if (!parsed.ok)
    return parsed.failure.fieldErrors.outcome
      ? { ok: false, message: 'Choose the outcome.', fields: { outcome: ['Choose the outcome'] } }
      : { ok: false, message: NOT_UNDERSTOOD };
  try {
    const done = await correctResult(db, workspace.viewer, boutId, parsed.data, {
      notify: { baseUrl: context.services.config.baseUrl },
    });
    return {
      ok: true,
      message: !done.changed
        ? 'The bout already has this result: nothing was changed.'
        : done.voided.length > 0
          ? `Result corrected. Set aside, to be boxed again: bout ${done.voided.join(', ')}.`
          : 'Result corrected.',
    };
  } catch (error) {
    if (isServiceError(error) && error.status !== 403 && error.status !== 404)
      return {
        ok: false,
        message: error.message,
        voids: error.code === 'correction_voids_bouts',
        ...(error.fields ? { fields: error.fields } : {}),
      };
    throw error;
  }
}
