import { data } from 'react-router';
import type { Route } from './+types/admin-dashboard.tournaments.$id';
import { formFailure, toRawValues } from '~/components/forms/submission';
import { requireWorkspace } from '~/features/organisations';
import {
  cancelTournament,
  completeTournament,
  ENTERPRISE_MAX_CAPACITY,
  managedTournamentDetail,
  planUsage,
  publishTournament,
  setCapacity,
  tournamentActions,
} from '~/features/tournaments';
import type { TournamentDetail } from '~/features/tournaments';
import type { Done, Intent, Refused } from '~/features/tournaments/components/workspace/manage-actions';
import {
  bestBoxerChoices,
  currentBestBoxer,
  nameBestBoxer,
  setSuspensionDays,
  suspensionDays,
} from '~/features/results';
import { lagosDate } from '~/lib/lagos-time';
import { refusalAnswer } from '@server/http/database-outage';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';

/** A service's 403 or 404 goes to the error boundary; any other refusal is said next to its form. */
async function orRefusal<T>(work: Promise<T>): Promise<T | ServiceError> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.status === 403 || error.status === 404) throw refusalAnswer(error);
    return error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await orRefusal(managedTournamentDetail(db, workspace, params.id));
  if (tournament instanceof ServiceError) throw refusalAnswer(tournament);
  const { plan } = await planUsage(db, tournament.organisation.id);
  const actions = tournamentActions(tournament, plan, lagosDate(clock.now()));
  // ?cancel is the confirmation step of a cancelling made without JavaScript (with it, a dialog asks).
  const confirmCancel = actions.cancel && new URL(request.url).searchParams.has('cancel');
  // Results (issue 16): the suspension after a KO or RSC-I, and the best boxer once bouts begin.
  const boxing = ['drawn', 'in_progress', 'completed'].includes(tournament.status);
  const results = {
    suspensionDays: await suspensionDays(db, tournament.id),
    canSetDays: tournament.status !== 'cancelled',
    bestBoxer: boxing ? await currentBestBoxer(db, tournament.id) : null,
    choices: boxing ? await bestBoxerChoices(db, tournament) : null,
  };
  return { tournament, actions, confirmCancel, capacityMax: ENTERPRISE_MAX_CAPACITY, results };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const form = await request.formData().catch(() => null);
  const values = form ? toRawValues(form) : {};
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
  const intent = text('intent') as Intent;
  const refuse = (error: ServiceError, which: Intent | null = intent) =>
    data<Refused>(
      { intent: which, ...formFailure({ fieldErrors: error.fields, formError: error.message }, values) },
      { status: error.status },
    );
  const tournament = await orRefusal(managedTournamentDetail(db, workspace, params.id));
  if (tournament instanceof ServiceError) return refuse(tournament);
  const id = tournament.id;

  if (intent === 'suspension-days' || intent === 'best-boxer') {
    const done =
      intent === 'suspension-days'
        ? await orRefusal(setSuspensionDays(db, workspace, id, text('days'))).then((d) =>
            d instanceof ServiceError ? d : `A KO or RSC-I now suspends the loser for ${d} days.`,
          )
        : await orRefusal(nameBestBoxer(db, workspace, id, text('boxerId'))).then((b) =>
            b instanceof ServiceError ? b : `${b.boxerName} is named best boxer of ${tournament.name}.`,
          );
    if (done instanceof ServiceError) return refuse(done);
    return { status: 'done', intent, message: done } satisfies Done;
  }

  let outcome: TournamentDetail | ServiceError;
  let message: (t: TournamentDetail) => string;
  switch (intent) {
    case 'publish':
      outcome = await orRefusal(publishTournament(db, workspace, id));
      message = (t) => `${t.name} is published: it is on the calendar and open for entries.`;
      break;
    case 'cancel':
      outcome = await orRefusal(cancelTournament(db, workspace, id, text('reason')));
      message = (t) => `${t.name} is cancelled.`;
      break;
    case 'complete':
      outcome = await orRefusal(
        completeTournament(db, workspace, id, { winner: text('winner'), category: text('category') }),
      );
      message = (t) => `Result recorded: ${t.resultWinner} won ${t.resultCategory}.`;
      break;
    case 'capacity': {
      // A number field's text: blank or not a number reaches the service as such, to be refused in its words.
      const raw = text('capacity').trim();
      outcome = await orRefusal(setCapacity(db, workspace, id, raw === '' ? undefined : Number(raw)));
      message = (t) => `Capacity is now ${t.maxParticipants.toLocaleString('en-NG')} places.`;
      break;
    }
    default:
      return data<Refused>(
        {
          intent: null,
          ...formFailure({ formError: 'That change was not understood. Reload the page and try again.' }),
        },
        { status: 400 },
      );
  }
  if (outcome instanceof ServiceError) return refuse(outcome);
  return { status: 'done', intent, message: message(outcome) } satisfies Done;
}
