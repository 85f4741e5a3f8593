import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import {
  boutOfficials,
  bouts,
  entries,
  organisationMembers,
  organisations,
  profiles,
  tournamentCategories,
  tournamentSessions,
  tournaments,
  user,
} from '@server/db/schema';
import { nudgeOutbox } from '@server/mail/outbox';
import { recordLiveEvent } from '@server/realtime/events';
import { ServiceError } from '@server/service-error';
import { formatClock, isCalendarDate } from '~/lib/lagos-time';
import type { Workspace } from '~/features/organisations';
import { requireOrganiserOf } from '~/features/tournaments';
import { entryPlans, programmeChanges, queueProgrammeMail } from './bout-mail.server';
import { queueOfficialMessages, queueProgrammeMessages, tournamentFacts } from './bout-messages.server';
import { applySchedule, boutMinutes, estimateTimes, planSchedule, setBoutDetails } from './engine';
import type { Bout, BoutTimes, CategoryDraw, PlannedBout, ScheduleCategory, Session } from './engine';
import { engine, readState, writeState } from './engine-state.server';

/**
 * Rings and the bout order (issue 15). The organiser sets the sessions (a day, a start time in Lagos,
 * how many rings); the engine's scheduler numbers the bouts, gives each a ring and a planned start, one
 * bout a day per boxer (the amateur default). A session runs until the next one that day starts, or
 * until SESSION_ENDS (Lagos). Moving a bout re-estimates every planned start with the engine.
 */

export const SESSION_ENDS = '22:00';
export const MAX_RINGS = 8;
const LAGOS = '+01:00';
/** Minutes between one bout and the next in a ring. */
const CHANGEOVER_MINUTES = 5;

export type SessionInput = { day: string; start: string };

type TournamentRow = {
  id: number;
  organisationId: number;
  status: string;
  startDate: string;
  endDate: string;
  judgesCount: 3 | 5;
};

async function loadTournament(db: Database | Transaction, tournamentId: number): Promise<TournamentRow> {
  const [row] = await db
    .select({
      id: tournaments.id,
      organisationId: tournaments.organisationId,
      status: tournaments.status,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      rules: tournaments.rules,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!row) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  return { ...row, judgesCount: row.rules.judgesCount };
}

export async function listSessions(db: Database | Transaction, tournamentId: number) {
  return db
    .select({
      id: tournamentSessions.id,
      day: tournamentSessions.day,
      start: tournamentSessions.startsAt,
      rings: tournamentSessions.rings,
    })
    .from(tournamentSessions)
    .where(eq(tournamentSessions.tournamentId, tournamentId))
    .orderBy(asc(tournamentSessions.day), asc(tournamentSessions.startsAt));
}

/** The engine's sessions: each runs until the next one that day starts, or SESSION_ENDS. */
function engineSessions(rows: Array<{ day: string; start: string }>): Session[] {
  return rows.map((s, i) => {
    const next = rows[i + 1];
    const end = next && next.day === s.day ? next.start : SESSION_ENDS;
    return { start: `${s.day}T${s.start}:00${LAGOS}`, end: `${s.day}T${end}:00${LAGOS}` };
  });
}

const ringNames = (rings: number) => Array.from({ length: rings }, (_, i) => String(i + 1));

/**
 * Replaces the tournament's sessions. Each is a day of the tournament and an HH:MM start; the rings are
 * the same in every session (the venue's). Field errors by index: `sessions.0.start`.
 */
export async function setSessions(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  input: { rings: number; sessions: SessionInput[] },
) {
  const tournament = await loadTournament(db, tournamentId);
  requireOrganiserOf(workspace, tournament);
  const fields: Record<string, string[]> = {};
  if (!Number.isInteger(input.rings) || input.rings < 1 || input.rings > MAX_RINGS)
    fields.rings = [`From 1 to ${MAX_RINGS} rings`];
  if (input.sessions.length === 0) fields.sessions = ['Add at least one session'];
  const seen = new Set<string>();
  input.sessions.forEach((s, i) => {
    if (!isCalendarDate(s.day) || s.day < tournament.startDate || s.day > tournament.endDate)
      fields[`sessions.${i}.day`] = ['Choose a day of the tournament'];
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(s.start) || s.start >= SESSION_ENDS)
      fields[`sessions.${i}.start`] = [`A start time is HH:MM, before ${SESSION_ENDS}`];
    if (seen.has(`${s.day} ${s.start}`)) fields[`sessions.${i}.start`] = ['This session is listed twice'];
    seen.add(`${s.day} ${s.start}`);
  });
  if (Object.keys(fields).length > 0)
    throw new ServiceError(400, 'invalid_sessions', 'Check the sessions.', fields);
  await db.transaction(async (tx) => {
    await tx.delete(tournamentSessions).where(eq(tournamentSessions.tournamentId, tournamentId));
    await tx
      .insert(tournamentSessions)
      .values(
        input.sessions.map((s) => ({ tournamentId, day: s.day, startsAt: s.start, rings: input.rings })),
      );
  });
  return { rings: input.rings, sessions: await listSessions(db, tournamentId) };
}

type Drawn = { id: number; revision: number; draw: CategoryDraw };

async function drawnCategories(tx: Database | Transaction, tournamentId: number): Promise<Drawn[]> {
  const rows = await tx
    .select({
      id: tournamentCategories.id,
      drawState: tournamentCategories.drawState,
      revision: tournamentCategories.drawRevision,
    })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId))
    .orderBy(asc(tournamentCategories.id));
  const out: Drawn[] = [];
  for (const r of rows) {
    const draw = readState(r.drawState);
    if (draw) out.push({ id: r.id, revision: r.revision, draw });
  }
  return out;
}

const scheduleCategories = (drawn: Drawn[]): ScheduleCategory[] =>
  drawn.map((d) => ({ id: String(d.id), draw: d.draw }));

async function scheduleOptions(tx: Database | Transaction, tournamentId: number) {
  const sessions = await listSessions(tx, tournamentId);
  if (sessions.length === 0)
    throw new ServiceError(409, 'no_sessions', 'Set the sessions and rings before scheduling.');
  const rings = Math.max(...sessions.map((s) => s.rings));
  return { rings: ringNames(rings), sessions: engineSessions(sessions), rest: 'next-day' as const };
}

/** Bouts a programme places: still to box and not started (the engine's rule, engine/schedule.ts toPlan). */
function toPlan(bout: Bout): boolean {
  return (bout.status === 'waiting' || bout.status === 'ready') && bout.live?.status !== 'in-progress';
}

/**
 * What scheduling again must leave alone: the bouts already boxed, being boxed or decided otherwise
 * (a walkover) that have a number. The rest are numbered after the highest of theirs, and planned to
 * start once the last of them is over (its real end, else its start or planned start plus its length).
 */
function keptBouts(drawn: Drawn[]) {
  let highest = 0;
  let over = -Infinity;
  for (const d of drawn)
    for (const round of d.draw.rounds)
      for (const b of round.bouts) {
        if (toPlan(b) || b.live?.number === undefined) continue;
        highest = Math.max(highest, b.live.number);
        const began = b.live.startedAt ?? b.live.plannedStart;
        const end = b.live.endedAt
          ? Date.parse(b.live.endedAt)
          : began
            ? Date.parse(began) + boutMinutes(d.draw.rules, CHANGEOVER_MINUTES) * 60_000
            : -Infinity;
        over = Math.max(over, end);
      }
  return { highest, over };
}

/** A moment written as the engine's sessions are: Lagos wall clock with its offset, to the minute. */
const lagosTime = (ms: number) => `${new Date(ms + 60 * 60_000).toISOString().slice(0, 16)}${LAGOS}`;

/** The sessions from `from` on: those over are dropped, one under way starts then. */
function sessionsFrom(sessions: Session[], from: number): Session[] {
  if (!Number.isFinite(from)) return sessions;
  return sessions
    .filter((s) => Date.parse(s.end) > from)
    .map((s) => (Date.parse(s.start) < from ? { ...s, start: lagosTime(from) } : s));
}

/**
 * Writes each category's part of a programme onto its state and bouts rows. A bout to box that the
 * programme has no room for loses its old number, ring and planned start (it is unscheduled), so no
 * number is held twice.
 */
async function applyProgramme(
  tx: Transaction,
  tournamentId: number,
  drawn: Drawn[],
  programme: readonly PlannedBout[],
): Promise<Drawn[]> {
  const placed = new Set(programme.map((b) => `${b.category}:${b.bout}`));
  const written: Drawn[] = [];
  for (const d of drawn) {
    let state = d.draw;
    for (const round of d.draw.rounds)
      for (const b of round.bouts)
        if (toPlan(b) && b.live?.number !== undefined && !placed.has(`${d.id}:${b.id}`))
          state = engine(() =>
            setBoutDetails(state, b.id, { number: null, ring: null, plannedStart: null }),
          ).state;
    const change = engine(() =>
      applySchedule(state, String(d.id), { bouts: programme, unscheduled: [] }, { revision: state.revision }),
    );
    if (change.state !== d.draw) await writeState(tx, d.id, tournamentId, d.revision, change.state);
    written.push({ ...d, draw: change.state });
  }
  return written;
}

/**
 * Numbers every bout still to box across the drawn categories and gives each a ring and a planned
 * start (the engine's planSchedule). Bouts the sessions have no room for are counted as unscheduled.
 * Run again once bouts are boxed or under way, it keeps theirs (number, ring, times) and numbers the
 * rest after them, from when the last of them is over.
 */
export async function scheduleTournament(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  options: ProgrammeMailOptions = {},
) {
  const tournament = await loadTournament(db, tournamentId);
  requireOrganiserOf(workspace, tournament);
  const done = await db.transaction(async (tx) => {
    const drawn = await drawnCategories(tx, tournamentId);
    if (drawn.length === 0)
      throw new ServiceError(409, 'nothing_drawn', 'Draw the categories before scheduling the bouts.');
    const plan = await scheduleOptions(tx, tournamentId);
    const kept = keptBouts(drawn);
    const sessions = sessionsFrom(plan.sessions, kept.over);
    if (sessions.length === 0)
      throw new ServiceError(
        409,
        'no_sessions_left',
        'Every session ends before the bouts already boxed: add a session to schedule the rest.',
      );
    const schedule = engine(() =>
      planSchedule(scheduleCategories(drawn), {
        ...plan,
        sessions,
        changeoverMinutes: CHANGEOVER_MINUTES,
      }),
    );
    const programme = schedule.bouts.map((b) => ({ ...b, number: b.number + kept.highest }));
    const written = await applyProgramme(tx, tournamentId, drawn, programme);
    const mailed = await mailChanges(tx, tournamentId, drawn, written, options);
    await recordLiveEvent(tx, 'bout.scheduled', { tournamentId });
    return {
      scheduled: schedule.bouts.length,
      unscheduled: schedule.unscheduled.length,
      rings: plan.rings.length,
      mailed,
    };
  });
  if (done.mailed > 0) nudgeOutbox();
  const { mailed: _mailed, ...answer } = done;
  return answer;
}

/**
 * Who hears of a change to the bout order: with `notify`, the boxers whose first bout is newly in the
 * programme or whose bout moved by more than 15 minutes, and their coaches (bout-mail.server.ts). Without
 * it (demo data, scripts) nobody is e-mailed.
 */
export type ProgrammeMailOptions = { notify?: { baseUrl: string } };

async function mailChanges(
  tx: Transaction,
  tournamentId: number,
  before: Drawn[],
  after: Drawn[],
  options: ProgrammeMailOptions,
) {
  const [was, now] = [entryPlans(before), entryPlans(after)];
  // By phone whatever `notify` says (issue 32): to those who chose WhatsApp or SMS, and minors' guardians.
  await queueProgrammeMessages(tx, tournamentId, was, now);
  if (!options.notify) return 0;
  const changes = programmeChanges(was, now);
  return queueProgrammeMail(tx, tournamentId, changes, options.notify.baseUrl);
}

/** Expected starts of the numbered bouts (engine estimateTimes), by category and engine bout id. */
export async function estimates(
  db: Database | Transaction,
  tournamentId: number,
  now?: Date,
): Promise<Map<string, BoutTimes>> {
  const sessions = await listSessions(db, tournamentId);
  const drawn = await drawnCategories(db, tournamentId);
  if (sessions.length === 0 || drawn.length === 0) return new Map();
  const times = estimateTimes(scheduleCategories(drawn), {
    rings: ringNames(Math.max(...sessions.map((s) => s.rings))),
    sessions: engineSessions(sessions),
    rest: 'next-day',
    ...(now ? { now: now.toISOString() } : {}),
  });
  return new Map(times.map((t) => [`${t.category}:${t.bout}`, t]));
}

/**
 * Moves a bout up or down its ring's order (swapping with its neighbour), or to another ring; then
 * every planned start follows the new order (estimateTimes). Only bouts not yet boxed move.
 */
export async function moveBout(
  db: Database,
  workspace: Workspace,
  boutId: number,
  move: { direction: 'up' | 'down' } | { ring: number },
  options: ProgrammeMailOptions = {},
) {
  const [bout] = await db.select().from(bouts).where(eq(bouts.id, boutId));
  if (!bout) throw new ServiceError(404, 'bout_not_found', 'There is no such bout.');
  const tournament = await loadTournament(db, bout.tournamentId);
  requireOrganiserOf(workspace, tournament);
  if (bout.number === null || bout.ring === null)
    throw new ServiceError(409, 'not_scheduled', 'Schedule the bouts before moving one.');
  const ring = bout.ring;
  if (bout.status !== 'scheduled')
    throw new ServiceError(409, 'bout_started', 'This bout has started or is decided: it stays where it is.');
  const done = await db.transaction(async (tx) => {
    const drawn = await drawnCategories(tx, bout.tournamentId);
    const schedule = await scheduleOptions(tx, bout.tournamentId);
    // The programme as it stands, changed by the move, then timed again.
    const current = new Map<string, { number: number; ring: string; category: string; bout: string }>();
    for (const d of drawn)
      for (const round of d.draw.rounds)
        for (const b of round.bouts)
          if (b.live?.number !== undefined && b.live.ring !== undefined)
            current.set(`${d.id}:${b.id}`, {
              number: b.live.number,
              ring: b.live.ring,
              category: String(d.id),
              bout: b.id,
            });
    const key = `${bout.categoryId}:${bout.engineBoutId}`;
    const mine = current.get(key);
    if (!mine) throw new ServiceError(409, 'not_scheduled', 'Schedule the bouts before moving one.');
    if ('ring' in move) {
      if (!Number.isInteger(move.ring) || move.ring < 1 || move.ring > schedule.rings.length)
        throw new ServiceError(400, 'invalid_ring', `Choose a ring from 1 to ${schedule.rings.length}.`, {
          ring: [`From 1 to ${schedule.rings.length}`],
        });
      mine.ring = String(move.ring);
    } else {
      const movable = await tx
        .select({ categoryId: bouts.categoryId, engineBoutId: bouts.engineBoutId, number: bouts.number })
        .from(bouts)
        .where(
          and(eq(bouts.tournamentId, bout.tournamentId), eq(bouts.ring, ring), eq(bouts.status, 'scheduled')),
        );
      const sorted = movable.filter((b) => b.number !== null).sort((a, b) => a.number! - b.number!);
      const at = sorted.findIndex(
        (b) => b.categoryId === bout.categoryId && b.engineBoutId === bout.engineBoutId,
      );
      const neighbour = sorted[move.direction === 'up' ? at - 1 : at + 1];
      if (!neighbour)
        throw new ServiceError(
          409,
          'cannot_move',
          move.direction === 'up'
            ? 'This bout is already first in its ring.'
            : 'This bout is already last in its ring.',
        );
      const other = current.get(`${neighbour.categoryId}:${neighbour.engineBoutId}`)!;
      [mine.number, other.number] = [other.number, mine.number];
    }
    // Number the categories' bouts afresh (in two steps: a category refuses two bouts with one number).
    const cleared: Drawn[] = drawn.map((d) => {
      let state = d.draw;
      for (const round of state.rounds)
        for (const b of round.bouts)
          if (current.has(`${d.id}:${b.id}`) && b.live?.number !== undefined)
            state = engine(() => setBoutDetails(state, b.id, { number: null })).state;
      return { ...d, draw: state };
    });
    const withNumbers = cleared.map((d) => {
      let state = d.draw;
      for (const row of current.values())
        if (row.category === String(d.id))
          state = engine(() => setBoutDetails(state, row.bout, { number: row.number, ring: row.ring })).state;
      return { ...d, draw: state };
    });
    const times = estimateTimes(scheduleCategories(withNumbers), schedule);
    const programme: PlannedBout[] = times
      .filter((t) => t.start !== undefined)
      .map((t) => ({
        category: t.category,
        bout: t.bout,
        number: t.number,
        ring: t.ring,
        start: t.start!,
        end: t.end ?? t.start!,
        final: false,
      }));
    const timed = withNumbers.map((d) => ({
      ...d,
      draw: engine(() => applySchedule(d.draw, String(d.id), { bouts: programme, unscheduled: [] })).state,
    }));
    for (const d of timed) {
      const before = drawn.find((x) => x.id === d.id)!;
      if (d.draw !== before.draw) await writeState(tx, d.id, bout.tournamentId, d.revision, d.draw);
    }
    const mailed = await mailChanges(tx, bout.tournamentId, drawn, timed, options);
    await recordLiveEvent(tx, 'bout.scheduled', { tournamentId: bout.tournamentId, boutId });
    return { boutId, number: mine.number, ring: Number(mine.ring), mailed };
  });
  if (done.mailed > 0) nudgeOutbox();
  return { boutId: done.boutId, number: done.number, ring: done.ring };
}

export type Official = {
  id: string;
  name: string;
  organisationId: number | null;
  organisationName: string | null;
};

/**
 * Who may officiate a tournament's bouts: accounts with the referee role, and the organisation's
 * members who are officials.
 */
export async function officialPool(db: Database | Transaction, organisationId: number): Promise<Official[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      role: user.role,
      banned: user.banned,
      organisationId: organisationMembers.organisationId,
      memberRole: organisationMembers.memberRole,
      organisationName: organisations.name,
    })
    .from(user)
    .leftJoin(organisationMembers, eq(organisationMembers.userId, user.id))
    .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(inArray(user.role, ['referee', 'coach', 'admin']))
    .orderBy(asc(user.name));
  return rows
    .filter(
      (r) =>
        !r.banned &&
        (r.role === 'referee' || (r.memberRole === 'official' && r.organisationId === organisationId)),
    )
    .map((r) => ({
      id: r.id,
      name: r.name,
      organisationId: r.organisationId,
      organisationName: r.organisationName,
    }));
}

const BOUT_OVER = 'This bout is over: its officials stay as they were.';

export type OfficialsInput = {
  referee: string;
  judges: string[];
  recorder?: string | null;
  /** Runs the round clock and rings the bell (issue 33). */
  timekeeper?: string | null;
};

/**
 * Names a bout's referee, its judges (as many as the rules say) and optionally a recorder and a timekeeper, from the
 * tournament's pool. Warns, without refusing, when an official belongs to a boxer's club; refuses an
 * official who already sits on another ring's bout at the same planned time (issue 27 item 13): one person
 * cannot be at two rings at once.
 */
export async function assignOfficials(
  db: Database,
  workspace: Workspace,
  boutId: number,
  input: OfficialsInput,
  options: ProgrammeMailOptions = {},
) {
  const [bout] = await db.select().from(bouts).where(eq(bouts.id, boutId));
  if (!bout) throw new ServiceError(404, 'bout_not_found', 'There is no such bout.');
  const tournament = await loadTournament(db, bout.tournamentId);
  requireOrganiserOf(workspace, tournament);
  if (bout.status === 'decided' || bout.status === 'cancelled')
    throw new ServiceError(409, 'bout_over', BOUT_OVER);
  const fields: Record<string, string[]> = {};
  const judges = input.judges.filter((j) => j !== '');
  if (!input.referee) fields.referee = ['Choose a referee'];
  if (judges.length !== tournament.judgesCount) fields.judges = [`Choose ${tournament.judgesCount} judges`];
  const people = [
    input.referee,
    ...judges,
    ...(input.recorder ? [input.recorder] : []),
    ...(input.timekeeper ? [input.timekeeper] : []),
  ].filter(Boolean);
  if (new Set(people).size !== people.length)
    fields.judges = [...(fields.judges ?? []), 'One person holds one seat'];
  const pool = new Map((await officialPool(db, tournament.organisationId)).map((o) => [o.id, o]));
  const outsiders = people.filter((p) => !pool.has(p));
  if (outsiders.length > 0) fields.officials = ['Choose from the referees and the organisation’s officials'];
  if (Object.keys(fields).length > 0)
    throw new ServiceError(400, 'invalid_officials', 'Check the officials.', fields);

  const boxers = (await cornerClubs(db, [bout])).get(bout.id) ?? [];
  const warnings = [...new Set(people)].flatMap((id) => sameClubWarnings(pool.get(id)!, boxers));

  await db.transaction(async (tx) => {
    const [category] = await tx
      .select({ state: tournamentCategories.drawState, revision: tournamentCategories.drawRevision })
      .from(tournamentCategories)
      .where(eq(tournamentCategories.id, bout.categoryId));
    const state = readState(category!.state);
    if (!state) throw new ServiceError(409, 'not_drawn', 'This category is not drawn.');
    await refuseDoubleBooking(tx, bout, people, pool, boutMinutes(state.rules, CHANGEOVER_MINUTES));
    const change = engine(() =>
      setBoutDetails(
        state,
        bout.engineBoutId,
        { officials: { referee: input.referee, judges } },
        { by: workspace.viewer.id },
      ),
    );
    await writeState(tx, bout.categoryId, bout.tournamentId, category!.revision, change.state);
    await tx.delete(boutOfficials).where(eq(boutOfficials.boutId, boutId));
    await tx
      .insert(boutOfficials)
      .values([
        { boutId, userId: input.referee, role: 'referee' as const, seat: 0 },
        ...judges.map((userId, i) => ({ boutId, userId, role: 'judge' as const, seat: i + 1 })),
        ...(input.recorder ? [{ boutId, userId: input.recorder, role: 'recorder' as const, seat: 0 }] : []),
        ...(input.timekeeper
          ? [{ boutId, userId: input.timekeeper, role: 'timekeeper' as const, seat: 0 }]
          : []),
      ]);
    // Each official hears their seat by phone, with their page's link (issue 32).
    const facts = options.notify ? await tournamentFacts(tx, bout.tournamentId) : null;
    if (options.notify && facts)
      await queueOfficialMessages(
        tx,
        bout,
        facts,
        [
          { userId: input.referee, role: 'referee' as const },
          ...judges.map((userId) => ({ userId, role: 'judge' as const })),
          ...(input.recorder ? [{ userId: input.recorder, role: 'recorder' as const }] : []),
          ...(input.timekeeper ? [{ userId: input.timekeeper, role: 'timekeeper' as const }] : []),
        ],
        options.notify.baseUrl,
      );
  });
  return {
    boutId,
    referee: input.referee,
    judges,
    recorder: input.recorder ?? null,
    timekeeper: input.timekeeper ?? null,
    warnings,
  };
}

/** A boxer in a bout's corner, with their club: what the same-club rule reads. */
export type CornerClub = { name: string; clubId: number | null };

/**
 * The boxers in each bout's corners, by bout id. A boxer's club is their profile's organisation; their
 * name is the profile's, else the account's.
 */
async function cornerClubs(
  db: Database | Transaction,
  rows: ReadonlyArray<Pick<typeof bouts.$inferSelect, 'id' | 'redEntryId' | 'blueEntryId'>>,
): Promise<Map<number, CornerClub[]>> {
  const entryIds = rows.flatMap((b) => [b.redEntryId, b.blueEntryId]).filter((e): e is number => e !== null);
  const found = entryIds.length
    ? await db
        .select({
          entryId: entries.id,
          name: user.name,
          first: profiles.firstName,
          last: profiles.lastName,
          clubId: profiles.clubId,
        })
        .from(entries)
        .innerJoin(user, eq(user.id, entries.boxerId))
        .leftJoin(profiles, eq(profiles.id, entries.boxerId))
        .where(inArray(entries.id, [...new Set(entryIds)]))
    : [];
  const byEntry = new Map(
    found.map((b) => [
      b.entryId,
      { name: b.first ? `${b.first} ${b.last ?? ''}`.trim() : b.name, clubId: b.clubId },
    ]),
  );
  return new Map(
    rows.map((b) => [
      b.id,
      [b.redEntryId, b.blueEntryId].flatMap((e) => {
        const boxer = e === null ? undefined : byEntry.get(e);
        return boxer ? [boxer] : [];
      }),
    ]),
  );
}

/**
 * The same-club rule (a warning, never a refusal): an official who belongs to a boxer's club is named, once
 * per such boxer. The one rule assignOfficials warns with and the conflicts list reports.
 */
export function sameClubWarnings(official: Official, boxers: readonly CornerClub[]): string[] {
  return boxers
    .filter((boxer) => boxer.clubId !== null && official.organisationId === boxer.clubId)
    .map((boxer) => `${official.name} belongs to ${boxer.name}'s club (${official.organisationName}).`);
}

/** An official's seat on a bout still to box or under way, with where and when that bout is planned. */
export type BookedSeat = {
  userId: string;
  number: number | null;
  ring: number | null;
  plannedStart: Date | null;
};

/** The seats these people hold on a tournament's bouts still to box or under way. */
async function bookedSeats(
  db: Database | Transaction,
  tournamentId: number,
  people: readonly string[],
): Promise<BookedSeat[]> {
  if (people.length === 0) return [];
  return db
    .select({
      userId: boutOfficials.userId,
      number: bouts.number,
      ring: bouts.ring,
      plannedStart: bouts.plannedStart,
    })
    .from(boutOfficials)
    .innerJoin(bouts, eq(bouts.id, boutOfficials.boutId))
    .where(
      and(
        eq(bouts.tournamentId, tournamentId),
        inArray(boutOfficials.userId, [...people]),
        inArray(bouts.status, ['scheduled', 'in_progress']),
      ),
    );
}

/**
 * The double-booking rule (issue 27 item 13, a refusal): each seat these people already hold on a bout of
 * another ring whose planned slot overlaps this bout's (`slotMinutes` long from each planned start), said
 * in the order `people` lists them (the organiser's: referee, judges, recorder). Bouts not yet timed, over,
 * or on the same ring (which run one after another) never clash. The one rule assignOfficials refuses with
 * and the conflicts list reports.
 */
export function ringClashes(
  bout: { ring: number | null; plannedStart: Date | null },
  seated: readonly BookedSeat[],
  people: readonly string[],
  nameOf: (userId: string) => string | undefined,
  slotMinutes: number,
): string[] {
  if (!bout.plannedStart || bout.ring === null) return [];
  const slot = slotMinutes * 60_000;
  const mine = bout.plannedStart.getTime();
  return seated
    .filter(
      (s) =>
        people.includes(s.userId) &&
        s.plannedStart !== null &&
        s.ring !== null &&
        s.ring !== bout.ring &&
        Math.abs(s.plannedStart.getTime() - mine) < slot,
    )
    .sort((a, b) => people.indexOf(a.userId) - people.indexOf(b.userId))
    .map(
      (s) =>
        `${nameOf(s.userId) ?? 'An official'} already sits on bout ${s.number ?? '?'} in ring ${s.ring} at ${formatClock(s.plannedStart!)} WAT`,
    );
}

/** Refuses officials already seated on a bout of another ring at an overlapping planned time (ringClashes). */
async function refuseDoubleBooking(
  tx: Transaction,
  bout: typeof bouts.$inferSelect,
  people: readonly string[],
  pool: ReadonlyMap<string, Official>,
  slotMinutes: number,
) {
  if (!bout.plannedStart || bout.ring === null || people.length === 0) return;
  const seated = await bookedSeats(tx, bout.tournamentId, people);
  const clashes = ringClashes(bout, seated, people, (id) => pool.get(id)?.name, slotMinutes);
  if (clashes.length > 0)
    throw new ServiceError(
      409,
      'official_double_booked',
      `${clashes.join('; ')}: one person cannot officiate two rings at once. Choose someone else, or move one of the bouts.`,
      { officials: clashes },
    );
}

/** Why assigning an official to a bout would be refused, or what it would warn of. */
export type ConflictReason = {
  code: 'bout_over' | 'official_double_booked' | 'same_club';
  message: string;
};

export type BoutConflict = {
  boutId: number;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  categoryId: number;
  status: (typeof bouts.$inferSelect)['status'];
  /** The seat this official already holds on the bout, if any. */
  seat: 'referee' | 'judge' | 'recorder' | 'timekeeper' | null;
  /** refused: assignOfficials answers 409; warned: it assigns, with warnings; clear: neither. */
  verdict: 'refused' | 'warned' | 'clear';
  refusals: ConflictReason[];
  warnings: ConflictReason[];
};

/**
 * For each bout of a tournament, what assigning this official to it would meet (issue 27 item 16): the
 * refusals and warnings assignOfficials gives, from the same rule functions (a bout over, ringClashes,
 * sameClubWarnings), for this one official alone. Only the tournament's organisers and platform admins
 * may ask; the official is one of the tournament's pool (officialPool), else 404.
 */
export async function officialConflicts(
  db: Database,
  workspace: Workspace,
  userId: string,
  tournamentId: number,
): Promise<{ tournamentId: number; official: Official; bouts: BoutConflict[] }> {
  const tournament = await loadTournament(db, tournamentId);
  requireOrganiserOf(workspace, tournament);
  const official = (await officialPool(db, tournament.organisationId)).find((o) => o.id === userId);
  if (!official)
    throw new ServiceError(
      404,
      'official_not_found',
      'That account is not one of the referees or the organisation’s officials.',
    );
  const [rows, categories, seated, seats] = await Promise.all([
    db
      .select()
      .from(bouts)
      .where(eq(bouts.tournamentId, tournamentId))
      .orderBy(sql`${bouts.number} asc nulls last`, asc(bouts.id)),
    db
      .select({ id: tournamentCategories.id, state: tournamentCategories.drawState })
      .from(tournamentCategories)
      .where(eq(tournamentCategories.tournamentId, tournamentId)),
    bookedSeats(db, tournamentId, [userId]),
    db
      .select({ boutId: boutOfficials.boutId, role: boutOfficials.role })
      .from(boutOfficials)
      .innerJoin(bouts, eq(bouts.id, boutOfficials.boutId))
      .where(and(eq(bouts.tournamentId, tournamentId), eq(boutOfficials.userId, userId))),
  ]);
  const slotOf = new Map(
    categories.flatMap((c) => {
      const state = readState(c.state);
      return state ? [[c.id, boutMinutes(state.rules, CHANGEOVER_MINUTES)] as const] : [];
    }),
  );
  const corners = await cornerClubs(db, rows);
  const seatOn = new Map(seats.map((s) => [s.boutId, s.role]));
  return {
    tournamentId,
    official,
    bouts: rows.map((bout) => {
      const refusals: ConflictReason[] = [];
      if (bout.status === 'decided' || bout.status === 'cancelled')
        refusals.push({ code: 'bout_over', message: BOUT_OVER });
      else
        for (const message of ringClashes(
          bout,
          seated,
          [userId],
          () => official.name,
          slotOf.get(bout.categoryId) ?? 0,
        ))
          refusals.push({ code: 'official_double_booked', message });
      const warnings = sameClubWarnings(official, corners.get(bout.id) ?? []).map((message) => ({
        code: 'same_club' as const,
        message,
      }));
      return {
        boutId: bout.id,
        number: bout.number,
        ring: bout.ring,
        plannedStart: bout.plannedStart?.toISOString() ?? null,
        categoryId: bout.categoryId,
        status: bout.status,
        seat: seatOn.get(bout.id) ?? null,
        verdict: refusals.length > 0 ? 'refused' : warnings.length > 0 ? 'warned' : 'clear',
        refusals,
        warnings,
      };
    }),
  };
}

/** The officials of a tournament's bouts, by bout id. */
export type BoutOfficialsSeats = {
  referee: string | null;
  judges: string[];
  recorder: string | null;
  timekeeper: string | null;
  /** The same seats by name, for a summary. */
  named: { referee: string | null; judges: string[]; recorder: string | null; timekeeper: string | null };
};

/** Each bout's officials by seat; only `boutIds` when given (a day of a large event). */
export async function officialsByBout(db: Database, tournamentId: number, boutIds?: readonly number[]) {
  const out = new Map<number, BoutOfficialsSeats>();
  if (boutIds?.length === 0) return out;
  const rows = await db
    .select({
      boutId: boutOfficials.boutId,
      userId: boutOfficials.userId,
      role: boutOfficials.role,
      seat: boutOfficials.seat,
      name: user.name,
    })
    .from(boutOfficials)
    .innerJoin(bouts, eq(bouts.id, boutOfficials.boutId))
    .innerJoin(user, eq(user.id, boutOfficials.userId))
    .where(
      and(
        eq(bouts.tournamentId, tournamentId),
        boutIds ? inArray(boutOfficials.boutId, [...boutIds]) : undefined,
      ),
    );
  for (const r of rows.sort((a, b) => a.seat - b.seat)) {
    const o = out.get(r.boutId) ?? {
      referee: null,
      judges: [],
      recorder: null,
      timekeeper: null,
      named: { referee: null, judges: [], recorder: null, timekeeper: null },
    };
    if (r.role === 'referee') {
      o.referee = r.userId;
      o.named.referee = r.name;
    } else if (r.role === 'judge') {
      o.judges.push(r.userId);
      o.named.judges.push(r.name);
    } else if (r.role === 'timekeeper') {
      o.timekeeper = r.userId;
      o.named.timekeeper = r.name;
    } else {
      o.recorder = r.userId;
      o.named.recorder = r.name;
    }
    out.set(r.boutId, o);
  }
  return out;
}
