import type { Route } from './+types/admin-dashboard.tournaments.$id.weigh-in';
import { pageParam } from '~/components/event/page-nav';
import { parseSubmission } from '~/components/forms/submission';
import {
  closeWeighIn,
  dueWithoutWeight,
  managedTournament,
  moveEntry,
  recordWeighIn,
  weighInList,
} from '~/features/competition';
import type { WeighInAnswer } from '~/features/competition/components/weigh-in-card';
import { NOT_UNDERSTOOD, weighInFormSchema } from '~/features/competition/forms';
import { WEIGH_IN_PAGE_SIZE } from '~/features/competition/weigh-in-page';
import { withdrawEntry } from '~/features/entries';
import { WEIGH_IN_REFUSAL_REASON } from '~/lib/refund-policy';
import { requireWorkspace } from '~/features/organisations';
import { addDays, formatLongDate, isCalendarDate } from '~/lib/lagos-time';
import { isServiceError } from '@server/service-error';

/** The tournament's weigh-in for a day: its entries (a page of 50, searchable) and who is due without weight. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id, request);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.slice(0, 80) ?? '';
  // A multi-day event weighs its boxers on every day they box: ?day= picks the day (today by default).
  const asked = url.searchParams.get('day') ?? '';
  const list = await weighInList(db, workspace, tournament.id, {
    q,
    ...(isCalendarDate(asked) ? { day: asked } : {}),
  });
  const days: string[] = [];
  // From the day listed when it comes first (the eve's weigh-in, before the tournament starts).
  const firstDay = list.day < tournament.startDate ? list.day : tournament.startDate;
  for (let d = firstDay; d <= tournament.endDate && days.length < 31; d = addDays(d, 1)) days.push(d);
  const due = await dueWithoutWeight(db, tournament.id, list.day);
  // 50 a page: at 600 entries the whole list is a page of 1.5 MB; search finds anyone in one step.
  const page = pageParam(url.searchParams.get('page'), list.rows.length, WEIGH_IN_PAGE_SIZE);
  return {
    tournament,
    q,
    days,
    // The day a weight is recorded on, posted with it: the list's (today, or the first or last weigh-in day
    // when today is not one of them, which a weigh-in without a day would be refused).
    chosen: isCalendarDate(asked) ? asked : list.day,
    due,
    ...list,
    rows: list.rows.slice((page - 1) * WEIGH_IN_PAGE_SIZE, page * WEIGH_IN_PAGE_SIZE),
    page,
    total: list.rows.length,
    weighed: list.rows.filter((r) => r.weighIn).length,
  };
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<WeighInAnswer> {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id, request);
  const parsed = parseSubmission(weighInFormSchema, await request.formData());
  if (!parsed.ok) return { ok: false, entryId: null, message: NOT_UNDERSTOOD };
  const command = parsed.data;
  const intent = command.intent;
  const entryId = command.intent === 'close' ? Number.NaN : command.entryId;
  try {
    if (command.intent === 'close') {
      if (!command.confirm)
        return {
          ok: false,
          entryId: null,
          part: 'close',
          message: 'Tick the box to confirm the walkovers first.',
        };
      const closed = await closeWeighIn(db, workspace, tournament.id, { day: command.day });
      const names = closed.walkovers.map((w) => w.name);
      return {
        ok: true,
        entryId: null,
        part: 'close',
        message:
          names.length === 0
            ? `Weigh-in closed for ${formatLongDate(closed.day)}: nobody was missing.`
            : `Weigh-in closed for ${formatLongDate(closed.day)}: ${names.length === 1 ? 'a walkover' : `${names.length} walkovers`} (${names.join(', ')}).`,
      };
    }
    if (command.intent === 'move') {
      const moved = await moveEntry(db, workspace, entryId, command.categoryId);
      return { ok: true, entryId, message: `Moved to ${moved.label}.` };
    }
    if (command.intent === 'withdraw') {
      await withdrawEntry(db, workspace, entryId, WEIGH_IN_REFUSAL_REASON, { refusedAtWeighIn: true });
      return { ok: true, entryId, message: 'Entry withdrawn.' };
    }
    const { weightKg, medicalCleared, day } = command;
    const done = await recordWeighIn(db, workspace, entryId, {
      weightKg,
      medicalCleared,
      ...(isCalendarDate(day) ? { day } : {}),
    });
    return {
      ok: true,
      entryId,
      message: `${done.weightKg} kg: ${done.madeWeight ? 'made weight' : 'missed weight'}, ${done.medicalCleared ? 'medically cleared' : 'medical pending'}.`,
    };
  } catch (error) {
    if (isServiceError(error) && error.status !== 403 && error.status !== 404)
      return {
        ok: false,
        entryId: Number.isInteger(entryId) ? entryId : null,
        ...(intent === 'close' ? { part: 'close' as const } : {}),
        message: Object.values(error.fields ?? {})[0]?.[0] ?? error.message,
      };
    throw error;
  }
}
