import { data } from 'react-router';
import type { Route } from './+types/coach-dashboard';
import { parseSubmission, toRawValues } from '~/components/forms/submission';
import { requireViewer } from '~/features/auth/guard.server';
import { entryStandings, registerSquad, withdrawEntry } from '~/features/entries';
import { squadFormSchema, withdrawFormSchema } from '~/features/entries/forms';
import { listStudents, squadChoices } from '~/features/entries/students.server';
import { STUDENTS_PAGE } from '~/features/entries/students-page';
import type { StudentNextBout } from '~/features/entries/components/coach-entries';
import { workspaceFor } from '~/features/organisations';
import { squadPayments } from '~/features/payments';
import { coachBouts, coachFeedbackForm, feedbackChoices } from '~/features/results';
import { coachFeedbackFormSchema } from '~/features/results/forms';
import { getTournament, listActiveTournaments } from '~/features/tournaments';
import { activeTournamentRow } from '~/features/tournaments/components/workspace/active-tournaments';
import { isServiceError } from '@server/service-error';
import { clock } from '@server/clock';

/** What only a stale page or a forged post gets wrong: said as the refusal. */
const NOT_UNDERSTOOD = 'That change was not understood. Reload the page and try again.';

/** A page number from the address: 1 unless it is a whole number from 1 up. */
function pageNumber(raw: string | null): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** The coach's students, their bouts, the open tournaments and, when one is chosen, the squad to enter. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, ['coach', 'admin']);
  const db = context.services.database.db;
  const workspace = await workspaceFor(db, viewer);
  const url = new URL(request.url);
  const all = url.searchParams.get('students') === 'all';
  // A club of any size is reachable: My Students in full pages 50 at a time, and both lists take a search.
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = pageNumber(url.searchParams.get('page'));
  const [tournaments, students, schedule] = await Promise.all([
    listActiveTournaments(db),
    listStudents(db, workspace, {
      limit: all ? STUDENTS_PAGE : 10,
      offset: all ? (page - 1) * STUDENTS_PAGE : 0,
      q,
    }),
    coachBouts(db, workspace, clock.now()),
  ]);
  const open = tournaments.filter((t) => t.badge === 'open' || t.badge === 'closing');
  const chosen = Number(url.searchParams.get('register'));
  const target = open.find((t) => t.id === chosen) ?? null;
  let squad = null;
  if (target) {
    const detail = await getTournament(db, target.id, workspace);
    // The entered students' standings, as each reads them on their own page (issue 30 item 2).
    const standings = Object.fromEntries(
      (await entryStandings(db, { coach: workspace }, { tournamentIds: [detail.id] })).map((s) => [
        s.entryId,
        { state: s.state, headline: s.headline, details: s.details, fee: s.fee },
      ]),
    );
    squad = {
      tournament: { id: detail.id, name: detail.name, slug: detail.slug, fee: detail.entryFee },
      standings,
      ...(await squadChoices(db, workspace, detail, {
        q,
        page: pageNumber(url.searchParams.get('squadPage')),
      })),
    };
  }
  const feedback = await feedbackChoices(db, workspace);
  // The students' entry fees still to pay, per tournament: one payment for those ticked (issue 31).
  const fees = await squadPayments(db, workspace);
  // Each student's next bout, for My Students: number, ring and the one ETA (the planned start until then).
  const nextBouts: Record<string, StudentNextBout> = {};
  for (const b of schedule.next)
    if (b.boxer?.boxerId)
      nextBouts[b.boxer.boxerId] = {
        number: b.number,
        ring: b.ring,
        at: b.eta ?? b.plannedStart,
        live: b.status === 'in_progress',
        boutOrderHref: `/tournaments/${b.tournament.slug}/bouts`,
      };
  return {
    viewer,
    students: { ...students, page, pages: Math.max(1, Math.ceil(students.total / STUDENTS_PAGE)) },
    q,
    feedback,
    all,
    open: open.map((t) => ({ id: t.id, name: t.name })),
    squad,
    fees,
    schedule: { bouts: schedule.bouts, total: schedule.total },
    nextBouts,
    tournaments: tournaments.map(activeTournamentRow),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, ['coach', 'admin']);
  const db = context.services.database.db;
  const form = await request.formData();
  const intent = toRawValues(form).intent;
  if (intent === 'note' || intent === 'assess') {
    // A coach's feedback to a boxer (issue 16): a note or a skill assessment.
    const parsed = parseSubmission(coachFeedbackFormSchema, form);
    if (!parsed.ok)
      return data(
        {
          status: 'feedback-refused' as const,
          kind: intent,
          message: NOT_UNDERSTOOD,
          fields: parsed.failure.fieldErrors,
          httpStatus: 400,
        },
        { status: 400 },
      );
    const answer = await coachFeedbackForm(db, await workspaceFor(db, viewer), parsed.data);
    return answer.status === 'feedback-saved' ? answer : data(answer, { status: answer.httpStatus });
  }
  if (intent === 'withdraw') {
    const parsed = parseSubmission(withdrawFormSchema, form);
    // A reason too long is the person's to fix, and said so; anything else is a stale page or a forged post.
    if (!parsed.ok)
      return data(
        {
          status: 'withdraw-refused' as const,
          reason: parsed.failure.fieldErrors.reason?.[0] ?? NOT_UNDERSTOOD,
          fieldErrors: parsed.failure.fieldErrors,
        },
        { status: 400 },
      );
    const { entryId, reason, name } = parsed.data;
    try {
      await withdrawEntry(db, await workspaceFor(db, viewer), entryId, reason);
      return { status: 'withdrawn' as const, name };
    } catch (error) {
      if (isServiceError(error))
        return data({ status: 'withdraw-refused' as const, reason: error.message }, { status: error.status });
      throw error;
    }
  }
  const parsed = parseSubmission(squadFormSchema, form);
  if (!parsed.ok)
    return data(
      { status: 'refused' as const, reason: NOT_UNDERSTOOD, fieldErrors: parsed.failure.fieldErrors },
      { status: 400 },
    );
  const { tournamentId, entries: list } = parsed.data;
  try {
    const entered = await registerSquad(db, await workspaceFor(db, viewer), tournamentId, list, {
      notify: { baseUrl: context.services.config.baseUrl },
    });
    return {
      status: 'registered' as const,
      names: entered.map((e) => e.boxerName),
    };
  } catch (error) {
    if (isServiceError(error))
      return data({ status: 'refused' as const, reason: error.message }, { status: error.status });
    throw error;
  }
}
