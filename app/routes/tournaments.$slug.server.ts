import { data } from 'react-router';
import type { Route } from './+types/tournaments.$slug';
import type { Database } from '@server/db/client';
import { isServiceError, ServiceError } from '@server/service-error';
import { getViewer, requireViewer } from '~/features/auth';
import { parseSubmission, toRawValues } from '~/components/forms/submission';
import {
  boxerRegistration,
  entryStandings,
  isInvited,
  registerEntry,
  withdrawEntry,
} from '~/features/entries';
import { updateBoxerFacts } from '~/features/entries/students.server';
import { publicEntries } from '~/features/entries/public-entries.server';
import { ownEntryFormSchema, ownWithdrawFormSchema } from '~/features/entries/forms';
import type { Workspace } from '~/features/organisations';
import { workspaceFor } from '~/features/organisations/workspace.server';
import { eventLinks, liveRings } from '~/features/results';
import { getTournament } from '~/features/tournaments';
import { lagosDate } from '~/lib/lagos-time';
import { absoluteUrl } from '~/lib/seo';
import { clock } from '@server/clock';

/** The tournament at the address, as the viewer may see it; a ServiceError becomes its HTTP answer. */
function tournamentAt(db: Database, slug: string, workspace: Workspace | null) {
  return getTournament(db, slug, workspace).catch((error: unknown) => {
    // The refusal's own status and body, for this page's error boundary.
    if (error instanceof ServiceError) throw data(error.body, { status: error.status });
    throw error;
  });
}

/**
 * A tournament's public page (/tournaments/<slug>; an id works too). A draft is shown only to the people
 * who run its organisation (getTournament decides; everyone else gets the 404). While the tournament is
 * live (issue 26), each ring's Now and Next from its public bout order.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const viewer = await getViewer(request, context);
  const workspace = viewer ? await workspaceFor(db, viewer) : null;
  const tournament = await tournamentAt(db, params.slug, workspace);
  const links = await eventLinks(db, tournament.id);
  // The entries by category, as the tournament lists its categories: names and clubs only.
  const entered = new Map((await publicEntries(db, tournament.id)).map((c) => [c.categoryId, c.entrants]));
  const entries = tournament.categories
    .filter((c) => entered.has(c.id))
    .map((c) => ({ id: c.id, label: c.label, entrants: entered.get(c.id)! }));
  const event = {
    slug: tournament.slug,
    drawn: tournament.categories
      .filter((c) => links.drawnCategoryIds.includes(c.id))
      .map((c) => ({ id: c.id, label: c.label })),
    hasBoutOrder: links.hasBoutOrder,
    entered: entries.reduce((n, c) => n + c.entrants.length, 0),
  };
  const now = clock.now();
  const live =
    tournament.live && links.hasBoutOrder
      ? { ...(await liveRings(db, tournament.slug, workspace, { now })), asOf: now.toISOString() }
      : null;
  // A signed-in boxer registers here: their category from their profile, and their entry if they have one.
  const registration = viewer?.role === 'boxer' ? await boxerRegistration(db, viewer.id, tournament) : null;
  // An invitation-only tournament: a signed-in boxer is told whether they hold an invitation, and an invited
  // one registers here until the deadline (the service checks both again).
  const invitation =
    viewer?.role === 'boxer' && tournament.visibility === 'invitation' && tournament.status === 'published'
      ? {
          invited: await isInvited(db, tournament.id, viewer.id),
          open: lagosDate(now) <= tournament.registrationDeadline,
        }
      : null;
  // Where the signed-in boxer's entry stands, or a coach's students' (issue 30 item 2). Only a signed-in
  // person's request carries them, and such a request is never served from or kept in the public page cache.
  const standings =
    workspace && (viewer?.role === 'boxer' || viewer?.role === 'coach')
      ? await entryStandings(db, viewer.role === 'boxer' ? { boxerId: viewer.id } : { coach: workspace }, {
          tournamentIds: [tournament.id],
        })
      : [];
  return {
    tournament,
    role: viewer?.role ?? null,
    standing: viewer?.role === 'boxer' ? (standings[0] ?? null) : null,
    students: viewer?.role === 'coach' ? standings : [],
    url: absoluteUrl(context.services.config.baseUrl, `/tournaments/${tournament.slug}`),
    event,
    entries,
    live,
    registration,
    invitation,
  };
}

/** A boxer registers themself (or withdraws) from the page's register section; the rules are the service's. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['boxer']);
  const db = context.services.database.db;
  const workspace = await workspaceFor(db, viewer);
  const tournament = await tournamentAt(db, params.slug, workspace);
  const form = await request.formData();
  const raw = toRawValues(form);
  const withdrawing = raw.intent === 'withdraw';
  const refused = withdrawing ? ('withdraw-refused' as const) : ('refused' as const);
  const parsed = withdrawing
    ? parseSubmission(ownWithdrawFormSchema, form)
    : parseSubmission(ownEntryFormSchema, form);
  if (!parsed.ok)
    return data(
      {
        status: refused,
        reason: Object.values(parsed.failure.fieldErrors)[0]?.[0] ?? 'That was not understood. Try again.',
        fieldErrors: parsed.failure.fieldErrors,
      },
      { status: 400 },
    );
  try {
    if ('reason' in parsed.data) {
      await withdrawEntry(db, workspace, parsed.data.entryId, parsed.data.reason);
      return { status: 'withdrawn' as const };
    }
    // One path (issue 30 item 2): a boxer whose profile lacks what decides their category gives it in the
    // registration form itself; it is saved to their profile (checked as the account page checks it) first.
    if (parsed.data.profile) {
      const saved = await updateBoxerFacts(db, viewer.id, {
        dateOfBirth: raw.dateOfBirth,
        gender: raw.gender,
        weightKg: raw.weightKg,
      }).catch((error: unknown) => {
        if (isServiceError(error) && error.fields)
          return { status: refused, reason: 'Check your details below.', fieldErrors: error.fields };
        throw error;
      });
      if ('status' in saved) return data(saved, { status: 400 });
    }
    let choice = parsed.data.entry;
    if (!choice.weightClass) {
      // "The category my details put me in": the one the profile now gives, when the tournament has it.
      const fit = await boxerRegistration(db, viewer.id, tournament);
      if (!fit.suggestion)
        return data(
          {
            status: refused,
            reason: fit.missing
              ? `Add your ${fit.missing}: they decide the category you enter.`
              : (fit.noCategory ?? 'Choose your category.'),
          },
          { status: 400 },
        );
      choice = { ...choice, weightClass: fit.suggestion.weightClass, ageGroup: fit.suggestion.ageGroup };
    }
    await registerEntry(
      db,
      workspace,
      { tournamentId: tournament.id, boxerId: viewer.id, ...choice },
      { notify: { baseUrl: context.services.config.baseUrl } },
    );
    return { status: 'registered' as const };
  } catch (error) {
    if (isServiceError(error))
      return data(
        { status: refused, reason: error.message, fieldErrors: error.fields ?? {} },
        { status: error.status },
      );
    throw error;
  }
}
