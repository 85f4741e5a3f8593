import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import {
  bouts,
  entries,
  profiles,
  protests,
  resultCorrections,
  tournamentJury,
  tournaments,
  user,
} from '@server/db/schema';
import type { ProtestStatus } from '@server/db/schema/sport';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { recordLiveEvent } from '@server/realtime/events';
import { queueEmail, nudgeOutbox } from '@server/mail/outbox';
import { clock } from '@server/clock';
import { viewerRunsTournament } from '~/features/tournaments';
import { nudgeMessages, queueMessage, userRecipients } from '~/features/messages';
import { formatDateTime } from '~/lib/lagos-time';
import { correctResult } from '../officiating/correction.server';
import { loadBout, type Db } from '../officiating/context.server';
import { officialPool } from '../schedule.server';
import type { DecisionInput } from '../officiating/types';

/**
 * Protests and the jury's review (issue 33 item 3). The coach of a boxer in a decided bout lodges a protest
 * within PROTEST_WINDOW_MS of the decision (inclusive: at 15:00 exactly it is still open); the tournament's
 * jury, officials its organisers name, upholds it through the correction flow or rejects it with a reason.
 */

export const PROTEST_WINDOW_MS = 15 * 60 * 1000;

export type JuryMember = { userId: string; name: string };

export type ProtestView = {
  id: number;
  boutId: number;
  boutNumber: number | null;
  corner: 'red' | 'blue';
  boxer: string;
  reason: string;
  fee: number;
  feeStatus: 'none' | 'recorded' | 'paid' | 'refunded';
  status: ProtestStatus;
  decisionReason: string | null;
  lodgedAt: string;
  decidedAt: string | null;
  correctionId: number | null;
};

async function loadTournament(db: Db, tournamentId: number) {
  const [t] = Number.isInteger(tournamentId)
    ? await db.select().from(tournaments).where(eq(tournaments.id, tournamentId))
    : [];
  if (!t) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');
  return t;
}

async function requireOrganiser(db: Db, viewer: Viewer, tournamentId: number) {
  const t = await loadTournament(db, tournamentId);
  if (!(await viewerRunsTournament(db, viewer, t)))
    throw new ServiceError(403, 'forbidden', "Only the tournament's organisers name its jury.");
  return t;
}

export async function isJuror(db: Db, viewer: Viewer, tournamentId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: tournamentJury.userId })
    .from(tournamentJury)
    .where(and(eq(tournamentJury.tournamentId, tournamentId), eq(tournamentJury.userId, viewer.id)));
  return row !== undefined;
}

/** The jury, for its organisers, its members and admins. */
export async function listJury(db: Database, viewer: Viewer, tournamentId: number): Promise<JuryMember[]> {
  const t = await loadTournament(db, tournamentId);
  if (!(await viewerRunsTournament(db, viewer, t)) && !(await isJuror(db, viewer, tournamentId)))
    throw new ServiceError(403, 'forbidden', "Only the tournament's organisers and jury see its jury.");
  return db
    .select({ userId: tournamentJury.userId, name: user.name })
    .from(tournamentJury)
    .innerJoin(user, eq(user.id, tournamentJury.userId))
    .where(eq(tournamentJury.tournamentId, tournamentId))
    .orderBy(user.name);
}

/** Who the organiser may name: the officials they could seat on a bout, the tournament's organisers, admins. */
export async function juryCandidates(db: Db, tournamentId: number): Promise<JuryMember[]> {
  const t = await loadTournament(db, tournamentId);
  const pool = await officialPool(db, t.organisationId);
  const organisers = await db
    .select({ userId: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(inArray(user.role, ['coach', 'admin']));
  const runners: JuryMember[] = [];
  for (const o of organisers)
    if (
      await viewerRunsTournament(db, { ...o, id: o.userId, role: o.role === 'admin' ? 'admin' : 'coach' }, t)
    )
      runners.push({ userId: o.userId, name: o.name });
  const all = new Map<string, JuryMember>();
  for (const p of pool) all.set(p.id, { userId: p.id, name: p.name });
  for (const r of runners) all.set(r.userId, r);
  return [...all.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The organiser sets the jury: exactly these people (an official or an organiser each). */
export async function setJury(
  db: Database,
  viewer: Viewer,
  tournamentId: number,
  userIds: readonly string[],
): Promise<JuryMember[]> {
  await db.transaction(async (tx) => {
    await requireOrganiser(tx, viewer, tournamentId);
    const wanted = [...new Set(userIds)];
    if (wanted.length > 20)
      throw new ServiceError(400, 'invalid_jury', 'A jury has at most 20 members.', {
        userIds: ['At most 20 members'],
      });
    const candidates = new Set((await juryCandidates(tx, tournamentId)).map((c) => c.userId));
    const strangers = wanted.filter((id) => !candidates.has(id));
    if (strangers.length > 0)
      throw new ServiceError(
        400,
        'not_an_official',
        'A jury member is one of the officials you can seat on a bout, or an organiser of this tournament.',
        { userIds: [`Not an official here: ${strangers.join(', ')}`] },
      );
    await tx.delete(tournamentJury).where(eq(tournamentJury.tournamentId, tournamentId));
    if (wanted.length > 0)
      await tx
        .insert(tournamentJury)
        .values(wanted.map((userId) => ({ tournamentId, userId, addedBy: viewer.id })));
  });
  return listJury(db, viewer, tournamentId);
}

/** When a decided bout's protest window closes (null: not decided). */
export function protestWindowClosesAt(decidedAt: Date | null): Date | null {
  return decidedAt === null ? null : new Date(decidedAt.getTime() + PROTEST_WINDOW_MS);
}

export type LodgeInput = { reason: string; corner?: 'red' | 'blue' };

/**
 * The coach of one of the bout's boxers lodges a protest, with a reason, while the window is open. One per
 * side: a second (even sent at the same moment) is 409 protest_exists.
 */
export async function lodgeProtest(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: LodgeInput,
): Promise<ProtestView> {
  const reason = input.reason?.trim() ?? '';
  if (reason.length < 10 || reason.length > 1000)
    throw new ServiceError(
      400,
      'invalid_protest',
      'Give the reason for the protest (10 to 1000 characters).',
      {
        reason: ['Give the reason (10 to 1000 characters)'],
      },
    );
  const id = await db.transaction(async (tx) => {
    const ctx = await loadBout(tx, boutId);
    const bout = ctx.bout;
    const name = bout.number === null ? 'This bout' : `Bout ${bout.number}`;
    const sides = [
      { corner: 'red' as const, entryId: bout.redEntryId },
      { corner: 'blue' as const, entryId: bout.blueEntryId },
    ].filter((s): s is { corner: 'red' | 'blue'; entryId: number } => s.entryId !== null);
    const coached =
      sides.length === 0
        ? []
        : await tx
            .select({ entryId: entries.id })
            .from(entries)
            .innerJoin(profiles, eq(profiles.id, entries.boxerId))
            .where(
              and(
                inArray(
                  entries.id,
                  sides.map((s) => s.entryId),
                ),
                eq(profiles.coachId, viewer.id),
              ),
            );
    const mine = sides.filter(
      (s) => coached.some((c) => c.entryId === s.entryId) && (!input.corner || input.corner === s.corner),
    );
    if (mine.length === 0)
      throw new ServiceError(
        403,
        'not_your_boxer',
        "Only the coach of one of the bout's boxers may protest it.",
      );
    if (mine.length > 1)
      throw new ServiceError(400, 'invalid_protest', 'You coach both boxers: say which corner protests.', {
        corner: ['Choose red or blue'],
      });
    const side = mine[0]!;
    if (bout.status !== 'decided' || bout.decidedAt === null)
      throw new ServiceError(409, 'bout_not_decided', `${name} has no decision to protest.`);
    const closes = protestWindowClosesAt(bout.decidedAt)!;
    if (clock.now().getTime() > closes.getTime())
      throw new ServiceError(
        409,
        'protest_window_closed',
        `The protest window for ${name.toLowerCase()} closed at ${formatDateTime(closes)} (15 minutes after the decision).`,
      );
    const fee = Math.max(0, Math.trunc(ctx.tournament.rules.protestFee ?? 0));
    const [row] = await tx
      .insert(protests)
      .values({
        tournamentId: ctx.tournament.id,
        boutId,
        entryId: side.entryId,
        lodgedBy: viewer.id,
        reason,
        fee,
        // No charge through the payments feature yet: the fee is recorded, to be paid to the organisers.
        feeStatus: fee > 0 ? 'recorded' : 'none',
      })
      .onConflictDoNothing()
      .returning({ id: protests.id });
    if (!row)
      throw new ServiceError(
        409,
        'protest_exists',
        `Your side has already protested ${name.toLowerCase()}: the jury is reviewing it.`,
      );
    await recordLiveEvent(tx, 'bout.protest', {
      tournamentId: ctx.tournament.id,
      categoryId: ctx.category.id,
      boutId,
    });
    return row.id;
  });
  return (await protestViews(db, eq(protests.id, id)))[0]!;
}

async function protestViews(db: Db, where: ReturnType<typeof eq>): Promise<ProtestView[]> {
  const rows = await db
    .select({ protest: protests, bout: bouts, boxer: user.name })
    .from(protests)
    .innerJoin(bouts, eq(bouts.id, protests.boutId))
    .innerJoin(entries, eq(entries.id, protests.entryId))
    .innerJoin(user, eq(user.id, entries.boxerId))
    .where(where)
    .orderBy(desc(protests.lodgedAt), desc(protests.id));
  return rows.map(({ protest: p, bout: b, boxer }) => ({
    id: p.id,
    boutId: p.boutId,
    boutNumber: b.number,
    corner: b.redEntryId === p.entryId ? 'red' : 'blue',
    boxer,
    reason: p.reason,
    fee: p.fee,
    feeStatus: p.feeStatus,
    status: p.status,
    decisionReason: p.decisionReason,
    lodgedAt: p.lodgedAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
    correctionId: p.correctionId,
  }));
}

/** The tournament's protests, for its jury, its organisers and admins. */
export async function listProtests(
  db: Database,
  viewer: Viewer,
  tournamentId: number,
): Promise<ProtestView[]> {
  const t = await loadTournament(db, tournamentId);
  if (!(await isJuror(db, viewer, tournamentId)) && !(await viewerRunsTournament(db, viewer, t)))
    throw new ServiceError(
      403,
      'not_the_jury',
      "Only the tournament's jury and organisers see its protests.",
    );
  return protestViews(db, eq(protests.tournamentId, tournamentId));
}

/** A bout's protests as the public sees them: the side, and whether under review or the outcome. */
export async function boutProtests(db: Db, boutId: number) {
  return (await protestViews(db, eq(protests.boutId, boutId))).map((p) => ({
    id: p.id,
    corner: p.corner,
    status: p.status,
    decisionReason: p.decisionReason,
    lodgedAt: p.lodgedAt,
    decidedAt: p.decidedAt,
  }));
}

export type ReviewInput =
  | ({ decision: 'uphold'; reason: string; acceptVoided?: boolean } & DecisionInput)
  | { decision: 'reject'; reason: string };

/**
 * The jury (or an admin) decides a lodged protest: upheld, the result the jury sets is applied by the
 * correction flow (audit, e-mails, bracket, medals, rankings and badges) and the protest keeps the
 * correction; rejected, the result stands. Both in one transaction; the protesting coach is told.
 */
export async function reviewProtest(
  db: Database,
  viewer: Viewer,
  protestId: number,
  input: ReviewInput,
  options: { baseUrl: string },
): Promise<ProtestView> {
  const reason = input.reason?.trim() ?? '';
  if (reason.length < 5 || reason.length > 500)
    throw new ServiceError(400, 'invalid_review', "Give the jury's reason (5 to 500 characters).", {
      reason: ['Give the reason (5 to 500 characters)'],
    });
  await db.transaction(async (tx) => {
    const [protest] = Number.isInteger(protestId)
      ? await tx.select().from(protests).where(eq(protests.id, protestId)).for('update')
      : [];
    if (!protest) throw new ServiceError(404, 'protest_not_found', 'There is no such protest.');
    if (viewer.role !== 'admin' && !(await isJuror(tx, viewer, protest.tournamentId)))
      throw new ServiceError(403, 'not_the_jury', "Only the tournament's jury reviews its protests.");
    if (protest.status !== 'lodged')
      throw new ServiceError(409, 'protest_decided', `This protest was ${protest.status} already.`);
    let correctionId: number | null = null;
    if (input.decision === 'uphold') {
      const { changed } = await correctResult(
        tx as unknown as Database,
        viewer,
        protest.boutId,
        {
          outcome: input.outcome,
          ...(input.winner !== undefined ? { winner: input.winner } : {}),
          ...(input.round !== undefined ? { round: input.round } : {}),
          ...(input.acceptVoided !== undefined ? { acceptVoided: input.acceptVoided } : {}),
          reason: `Protest upheld by the jury: ${reason}`,
        },
        { notify: { baseUrl: options.baseUrl }, byJury: true },
      );
      if (!changed)
        throw new ServiceError(
          409,
          'same_result',
          'That is the result the bout has already: reject the protest instead, or set a different result.',
        );
      const [correction] = await tx
        .select({ id: resultCorrections.id })
        .from(resultCorrections)
        .where(eq(resultCorrections.boutId, protest.boutId))
        .orderBy(desc(resultCorrections.id))
        .limit(1);
      correctionId = correction?.id ?? null;
    }
    await tx
      .update(protests)
      .set({
        status: input.decision === 'uphold' ? 'upheld' : 'rejected',
        decidedBy: viewer.id,
        decisionReason: reason,
        correctionId,
        decidedAt: clock.now(),
      })
      .where(eq(protests.id, protest.id));
    const ctx = await loadBout(tx, protest.boutId);
    await recordLiveEvent(tx, 'bout.protest', {
      tournamentId: ctx.tournament.id,
      categoryId: ctx.category.id,
      boutId: protest.boutId,
    });
    await tellCoach(tx, protest, input.decision === 'uphold' ? 'upheld' : 'rejected', reason, ctx, options);
  });
  nudgeOutbox();
  nudgeMessages();
  return (await protestViews(db, eq(protests.id, protestId)))[0]!;
}

async function tellCoach(
  tx: Transaction,
  protest: typeof protests.$inferSelect,
  outcome: 'upheld' | 'rejected',
  reason: string,
  ctx: Awaited<ReturnType<typeof loadBout>>,
  options: { baseUrl: string },
): Promise<void> {
  if (!protest.lodgedBy) return;
  const [coach] = await tx
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, protest.lodgedBy));
  const bout = ctx.bout.number === null ? 'the bout' : `bout ${ctx.bout.number}`;
  const link = `${options.baseUrl}/tournaments/${ctx.tournament.slug}/bouts`;
  const text = `Your protest of ${bout} at ${ctx.tournament.name} was ${outcome} by the jury: ${reason}`;
  if (coach)
    await queueEmail(tx, {
      kind: 'protest-decided',
      to: coach.email,
      subject: `Protest ${outcome}: ${bout} at ${ctx.tournament.name}`,
      text: `Dear ${coach.name},\n\n${text}\n\nThe bout order: ${link}\n\nAJBXNG`,
    });
  const phone = (await userRecipients(tx, [protest.lodgedBy])).get(protest.lodgedBy);
  if (phone)
    await queueMessage(tx, [phone], {
      purpose: 'protest-decided',
      subject: `protest:${protest.id}`,
      template: 'protest_decided',
      params: [bout, ctx.tournament.name, outcome, reason],
      body: `AJBXNG: ${text}`,
      tournamentId: ctx.tournament.id,
    });
}

export type ProtestableBout = {
  boutId: number;
  boutNumber: number | null;
  tournament: string;
  slug: string;
  corner: 'red' | 'blue';
  boxer: string;
  outcome: string | null;
  won: boolean;
  closesAt: string;
  open: boolean;
  protest: ProtestStatus | null;
};

/** A coach's boxers' bouts decided in the last day, with whether the protest window is open. */
export async function protestableBouts(db: Database, viewer: Viewer): Promise<ProtestableBout[]> {
  const since = new Date(clock.now().getTime() - 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      bout: bouts,
      entryId: entries.id,
      boxer: user.name,
      tournament: tournaments.name,
      slug: tournaments.slug,
    })
    .from(profiles)
    .innerJoin(entries, eq(entries.boxerId, profiles.id))
    .innerJoin(user, eq(user.id, profiles.id))
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .innerJoin(bouts, and(eq(bouts.tournamentId, entries.tournamentId), eq(bouts.status, 'decided')))
    .where(and(eq(profiles.coachId, viewer.id), gte(bouts.decidedAt, since)))
    .orderBy(desc(bouts.decidedAt));
  const mine = rows.filter((r) => r.bout.redEntryId === r.entryId || r.bout.blueEntryId === r.entryId);
  const lodged = mine.length
    ? await db
        .select({ boutId: protests.boutId, entryId: protests.entryId, status: protests.status })
        .from(protests)
        .where(
          inArray(
            protests.boutId,
            mine.map((r) => r.bout.id),
          ),
        )
    : [];
  const now = clock.now().getTime();
  return mine.map((r) => {
    const closes = protestWindowClosesAt(r.bout.decidedAt)!;
    return {
      boutId: r.bout.id,
      boutNumber: r.bout.number,
      tournament: r.tournament,
      slug: r.slug,
      corner: r.bout.redEntryId === r.entryId ? 'red' : 'blue',
      boxer: r.boxer,
      outcome: r.bout.outcome,
      won: r.bout.winnerEntryId === r.entryId,
      closesAt: closes.toISOString(),
      open: now <= closes.getTime(),
      protest: lodged.find((l) => l.boutId === r.bout.id && l.entryId === r.entryId)?.status ?? null,
    };
  });
}

/** The protests of every tournament whose jury the viewer sits on (an admin: every tournament's). */
export async function juryProtests(
  db: Database,
  viewer: Viewer,
): Promise<Array<ProtestView & { tournament: string }>> {
  const seats =
    viewer.role === 'admin'
      ? await db.select({ tournamentId: protests.tournamentId }).from(protests)
      : await db
          .select({ tournamentId: tournamentJury.tournamentId })
          .from(tournamentJury)
          .where(eq(tournamentJury.userId, viewer.id));
  const ids = [...new Set(seats.map((s) => s.tournamentId))];
  if (ids.length === 0) return [];
  const names = await db
    .select({ id: tournaments.id, name: tournaments.name })
    .from(tournaments)
    .where(inArray(tournaments.id, ids));
  const views = await protestViews(db, inArray(protests.tournamentId, ids) as ReturnType<typeof eq>);
  const tournamentOf = await db
    .select({ id: protests.id, tournamentId: protests.tournamentId })
    .from(protests)
    .where(inArray(protests.tournamentId, ids));
  return views.map((v) => ({
    ...v,
    tournament: names.find((n) => n.id === tournamentOf.find((t) => t.id === v.id)?.tournamentId)?.name ?? '',
  }));
}
