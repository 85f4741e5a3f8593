import type { Route } from './+types/admin-dashboard.tournaments.$id.bouts';
import { parseSubmission } from '~/components/forms/submission';
import {
  assignOfficials,
  boutDays,
  listBouts,
  listSessions,
  managedTournament,
  MAX_RINGS,
  moveBout,
  officialPool,
  officialsByBout,
  scheduleTournament,
  setSessions,
} from '~/features/competition';
import type { BoutOrderAnswer } from '~/features/competition/components/bout-order';
import { boutOrderFormSchema, NOT_UNDERSTOOD } from '~/features/competition/forms';
import { requireWorkspace } from '~/features/organisations';
import { pickDay } from '~/lib/event-days';
import { isServiceError } from '@server/service-error';
import { clock } from '@server/clock';

/** The bout order a day (and a ring) at a time, the sessions, and the officials form of one bout when asked. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  const tournament = await managedTournament(db, workspace, params.id, request);
  const sessions = await listSessions(db, tournament.id);
  const rings = sessions[0]?.rings ?? 2;
  // A large event is shown a day (and, when asked, a ring) at a time: ~100 bouts a day at 600 entries.
  const url = new URL(request.url);
  const spread =
    tournament.status === 'draft' ? { days: [], unscheduled: 0 } : await boutDays(db, tournament.id);
  const { days, day } = pickDay(spread.days, url.searchParams.get('day'), clock.now());
  // A ring at a time (ring 1 first) when there are several; ?ring=all shows every ring of the day.
  const askedRing = url.searchParams.get('ring');
  const ringNumber = Number(askedRing);
  const ring =
    askedRing === 'all' || rings === 1
      ? null
      : Number.isInteger(ringNumber) && ringNumber >= 1 && ringNumber <= rings
        ? ringNumber
        : 1;
  // Bouts the order could not fit into the sessions are listed after the last day's.
  const bouts =
    tournament.status === 'draft'
      ? []
      : day === null
        ? // No bout has a planned start yet: every bout a ring holds.
          (await listBouts(db, tournament.id, ring === null ? {} : { ring })).filter((b) => b.ring !== null)
        : await listBouts(db, tournament.id, {
            ...(ring === null ? {} : { ring }),
            day: { day, unplanned: day === days.at(-1) },
          });
  const officials = await officialsByBout(
    db,
    tournament.id,
    bouts.map((b) => b.id),
  );
  // The officials form is opened for one bout at a time (its selects list every official of the pool).
  const askedBout = Number(url.searchParams.get('officials'));
  const editing =
    bouts.find((b) => b.id === askedBout && (b.status === 'scheduled' || b.status === 'in_progress'))?.id ??
    null;
  const pool = editing === null ? [] : await officialPool(db, tournament.organisationId);
  return {
    tournament,
    sessions,
    rings,
    bouts,
    days,
    day,
    ring,
    editing,
    unscheduled: spread.unscheduled,
    officials: Object.fromEntries(officials),
    pool: pool.map((o) => ({
      value: o.id,
      label: o.organisationName ? `${o.name} (${o.organisationName})` : o.name,
    })),
    judges: tournament.rules.judgesCount,
    maxRings: MAX_RINGS,
  };
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<BoutOrderAnswer> {
  const workspace = await requireWorkspace(request, context);
  const db = context.services.database.db;
  // A change to the bout order e-mails the boxers it matters to (and their coaches).
  const notify = { notify: { baseUrl: context.services.config.baseUrl } };
  const tournament = await managedTournament(db, workspace, params.id, request);
  const parsed = parseSubmission(boutOrderFormSchema, await request.formData());
  if (!parsed.ok) return { ok: false, part: 'bout', boutId: null, message: NOT_UNDERSTOOD };
  const command = parsed.data;
  const intent = command.intent;
  const boutId = 'boutId' in command ? command.boutId : null;
  const part = intent === 'sessions' || intent === 'schedule' ? intent : 'bout';
  try {
    if (command.intent === 'sessions') {
      const saved = await setSessions(db, workspace, tournament.id, {
        rings: command.rings,
        sessions: command.sessions,
      });
      return {
        ok: true,
        part,
        boutId: null,
        message: `${saved.sessions.length} sessions on ${saved.rings} rings saved.`,
      };
    }
    if (command.intent === 'schedule') {
      const done = await scheduleTournament(db, workspace, tournament.id, notify);
      return {
        ok: true,
        part,
        boutId: null,
        message:
          done.unscheduled > 0
            ? `${done.scheduled} bouts scheduled; ${done.unscheduled} did not fit: add a session or a ring.`
            : `${done.scheduled} bouts scheduled on ${done.rings} rings.`,
      };
    }
    if (command.intent === 'officials') {
      const done = await assignOfficials(db, workspace, command.boutId, command.officials, notify);
      return { ok: true, part, boutId, message: 'Officials saved.', warnings: done.warnings };
    }
    if (command.intent === 'ring') {
      const moved = await moveBout(db, workspace, command.boutId, { ring: command.ring }, notify);
      return { ok: true, part, boutId, message: `Bout moved to ring ${moved.ring}.` };
    }
    await moveBout(db, workspace, command.boutId, { direction: command.intent }, notify);
    return { ok: true, part, boutId, message: `Bout moved ${intent}.` };
  } catch (error) {
    if (isServiceError(error) && error.status !== 403 && error.status !== 404)
      return {
        ok: false,
        part,
        boutId,
        message: Object.values(error.fields ?? {})[0]?.[0] ?? error.message,
      };
    throw error;
  }
}
