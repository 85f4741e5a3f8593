import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '@server/db/unavailable';
import { idempotent } from '@server/api/idempotency';
import type { Database } from '@server/db/client';
import { logDatabaseUnavailable } from '@server/http/database-outage';
import { ServiceError } from '@server/service-error';
import { formFailure, parseSubmission } from '~/components/forms/submission';
import type { FormFailure, RawValues } from '~/components/forms/submission';
import { roleLabels } from '~/content/roles';
import { getViewer } from '~/features/auth';
import { hasWorkspace, requireWorkspace, workspaceFor } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { formFromTournament, LAUNCH_KEY_FIELD, wizardFieldErrors } from './components/wizard/wizard-fields';
import { runsTournament } from './tournament-access.server';
import type { WizardAccess } from './components/wizard/wizard-fields';
import { tournamentFormSchema } from './components/wizard/wizard-schema';
import { createTournament, getTournament, planUsage, updateDraft } from './tournaments.server';

/**
 * The wizard's loaders and actions (SPEC §2 wizard, issue 14 item 2): the same form on /start-tournament
 * (public: anyone may go through the steps; launching needs an organiser or a platform admin),
 * /tournaments/create (the workspace's) and a draft's edit page. Every post is checked with the one draft
 * schema; the services check the plan.
 */

const privateAnswer = { 'Cache-Control': 'private, no-store' };

async function accessOf(context: AppLoadContext, workspace: Workspace): Promise<WizardAccess> {
  const { viewer, membership } = workspace;
  const organiser = membership?.memberRole === 'organiser' ? membership : null;
  return {
    launch: 'ready',
    viewerName: viewer.name,
    // A platform admin without an organisation of their own creates for the academy (the service's rule).
    organisationName: organiser?.organisationName ?? null,
    usage: organiser ? await planUsage(context.services.database.db, organiser.organisationId) : null,
  };
}

/** /start-tournament's loader: anyone may open it; what Launch does depends on who they are. */
export async function publicWizardAccess(request: Request, context: AppLoadContext): Promise<WizardAccess> {
  const viewer = await getViewer(request, context);
  if (!viewer) return { launch: 'sign-in' };
  const workspace = await workspaceFor(context.services.database.db, viewer);
  if (!hasWorkspace(workspace)) {
    return { launch: 'no-organisation', viewerName: viewer.name, roleLabel: roleLabels[viewer.role] };
  }
  return accessOf(context, workspace);
}

/** /tournaments/create's loader: the workspace's (a visitor is sent to sign in, anyone else gets 403). */
export async function workspaceWizardAccess(
  request: Request,
  context: AppLoadContext,
): Promise<WizardAccess> {
  return accessOf(context, await requireWorkspace(request, context));
}

export const noOrganisationMessage =
  'Launching a tournament needs an organiser account. Sign up your organisation on a plan with Get Started, or sign in as its organiser.';

/** A fresh launch key for a wizard page (see LAUNCH_KEY_FIELD). */
export function newLaunchKey() {
  return randomUUID();
}

type Submission = { values: RawValues } & (
  { ok: true; draft: unknown; launchKey: string | null } | { ok: false; answer: unknown }
);

async function readSubmission(request: Request): Promise<Submission> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {
      ok: false,
      values: {},
      answer: data(formFailure({ formError: 'We could not read that submission. Please try again.' }), {
        status: 400,
      }),
    };
  }
  const parsed = parseSubmission(tournamentFormSchema, form, { ignore: [LAUNCH_KEY_FIELD] });
  if (!parsed.ok) return { ok: false, values: parsed.values, answer: data(parsed.failure, { status: 400 }) };
  const key = form.get(LAUNCH_KEY_FIELD);
  // A key the page did not make is ignored rather than refused: the launch still happens once.
  const launchKey = typeof key === 'string' && /^[\w-]{16,64}$/.test(key) ? key : null;
  return { ok: true, values: parsed.values, draft: parsed.data, launchKey };
}

/**
 * A service's refusal (the plan's quota or participant cap, a draft already published…) or a database
 * outage, as the form's answer: what was typed comes back with the message, next to the field to blame
 * or, when none is, on the step where the person pressed the button.
 */
function refused(error: unknown, values: RawValues, what: string) {
  if (error instanceof ServiceError && error.code === 'idempotency_key_reused') {
    const formError =
      'This page has already launched a tournament with other details. Reload the page to launch another.';
    return data(formFailure({ formError }, values), { status: 409 });
  }
  if (error instanceof ServiceError) {
    const fields = wizardFieldErrors(error.fields);
    const failure: FormFailure =
      Object.keys(fields).length > 0
        ? formFailure({ fieldErrors: fields }, values)
        : formFailure({ formError: error.message }, values);
    return data(failure, { status: error.status });
  }
  if (isDatabaseUnavailable(error)) {
    logDatabaseUnavailable(what, error);
    return data(formFailure({ formError: databaseUnavailableMessage }, values), {
      status: 503,
      headers: { 'Retry-After': String(databaseRetryAfterSeconds) },
    });
  }
  throw error;
}

export function managementPage(id: number) {
  return `/admin-dashboard/tournaments/${id}`;
}

/**
 * Launch Tournament: creates the draft as the signed-in organiser's organisation's (a platform admin's:
 * the academy's) and goes to its management page. The form is checked first, so a visitor without
 * JavaScript sees what to fix before being sent to sign in (with JavaScript the page keeps the draft in
 * the browser and asks them to sign in before it posts).
 */
export async function createFromWizard(
  request: Request,
  context: AppLoadContext,
  page: '/start-tournament' | '/tournaments/create',
) {
  const workspace = page === '/tournaments/create' ? await requireWorkspace(request, context) : undefined;
  const submission = await readSubmission(request);
  if (!submission.ok) return submission.answer;
  const { db } = context.services.database;
  let runner = workspace;
  if (!runner) {
    const viewer = await getViewer(request, context);
    if (!viewer) {
      throw redirect(`/sign-in?redirectTo=${encodeURIComponent(page)}`, { headers: privateAnswer });
    }
    runner = await workspaceFor(db, viewer);
    if (!hasWorkspace(runner)) {
      return data(formFailure({ formError: noOrganisationMessage }, submission.values), { status: 403 });
    }
  }
  const workspaceOfLaunch = runner;
  const { draft, launchKey } = submission;
  const create = async (on: Database) => (await createTournament(on, workspaceOfLaunch, draft)).id;
  let id: number;
  try {
    if (launchKey) {
      // Once per launch key and person: sent again, the same launch answers with the same tournament.
      const kept = await idempotent(
        db,
        { scope: `${runner.viewer.id} tournament wizard launch`, key: launchKey, body: draft },
        async (tx) => ({ status: 201, body: { id: await create(tx) } }),
      );
      id = (kept.body as { id: number }).id;
    } else {
      id = await create(db);
    }
  } catch (error) {
    return refused(error, submission.values, 'tournament wizard: create');
  }
  throw redirect(managementPage(id), { headers: privateAnswer });
}

/** The id in the address; anything else is a tournament that does not exist. */
function tournamentId(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param)) {
    throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  }
  return Number(param);
}

/** A draft as the wizard's fields, for its edit page: only the organisation's organisers and admins, only a draft. */
export async function draftForEditing(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const workspace = await requireWorkspace(request, context);
  const id = tournamentId(idParam);
  const tournament = await getTournament(context.services.database.db, id, workspace);
  // Anyone else's draft is already a 404 (getTournament); anyone else's published tournament is not theirs.
  if (!runsTournament(workspace, { organisationId: tournament.organisation.id })) {
    throw new ServiceError(
      403,
      'not_your_tournament',
      "Only the organisation's organisers or a platform admin may manage this tournament.",
    );
  }
  if (tournament.status !== 'draft') {
    throw new ServiceError(
      409,
      'not_draft',
      `Only a draft can be edited: ${tournament.name} is ${
        tournament.status === 'cancelled' || tournament.status === 'completed'
          ? tournament.status
          : 'published'
      }.`,
    );
  }
  return {
    tournament: { id: tournament.id, name: tournament.name, slug: tournament.slug },
    values: formFromTournament(tournament),
  };
}

/** Save Changes on a draft's edit page: the whole draft again (blank optional fields cleared). */
export async function saveDraftFromWizard(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const workspace = await requireWorkspace(request, context);
  const id = tournamentId(idParam);
  const submission = await readSubmission(request);
  if (!submission.ok) return submission.answer;
  const draft = submission.draft as { description?: string; location?: string };
  try {
    await updateDraft(context.services.database.db, workspace, id, {
      ...draft,
      // updateDraft keeps a stored field that is not sent; a field emptied in the form is cleared.
      description: draft.description ?? null,
      location: draft.location ?? null,
    });
  } catch (error) {
    return refused(error, submission.values, 'tournament wizard: save draft');
  }
  throw redirect(managementPage(id), { headers: privateAnswer });
}
