import { isDeepStrictEqual } from 'node:util';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import {
  boutOfficials,
  bouts,
  entries,
  fouls,
  medicalSuspensions,
  organisations,
  profiles,
  resultCorrections,
  scorecards,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import type { CornerName, FoulType } from '@server/db/schema/officiating';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { recordLiveEvent } from '@server/realtime/events';
import { addDays, lagosDate } from '~/lib/lagos-time';
import { runsOrganisation, workspaceFor } from '~/features/organisations';
import { transition } from '~/features/tournaments';
import { getBout, recordResult, recordRoundScore, startBout as engineStart } from './engine';
import type { CategoryDraw, Outcome, ResultInput, Scorecard } from './engine';
import { queueCorrectionMail } from './correction-mail.server';
import { categoryLabel } from './draws.server';
import { appEntryId, engine, engineEntryId, readState, writeState } from './engine-state.server';
import { settleCategory } from './settle.server';
import { clock } from '@server/clock';
import { boutEtas } from './bout-times.server';

/**
 * Bouts officiated and scored (issue 16): the referee starts a bout, each judge sends their card round by
 * round (or the recorder types them from paper), the referee records fouls and warnings and stops a bout;
 * an organiser corrects a result with a reason. Every change runs in one transaction that first locks the
 * bout's category row, so changes to one category queue instead of failing on the revision, and writes the
 * engine's state, the bouts rows and the rows people query (scorecards, fouls, awards, records) together.
 */

export type OfficialRef = { userId: string; name: string };
export type SheetCorner = { entryId: number; boxerId: string; name: string; club: string | null };
export type SheetViewerRole = 'referee' | 'judge' | 'recorder' | 'organiser' | 'public';
export type SheetDecision = {
  outcome: string;
  winner: CornerName | null;
  round: number | null;
  verdict: string | null;
  totals: Array<[number, number]> | null;
};
export type BoutSheet = {
  id: number;
  number: number | null;
  ring: number | null;
  plannedStart: string | null;
  /** The one ETA (bout-times.server.ts): what every screen shows as the bout's time. */
  eta: string | null;
  status: 'scheduled' | 'in_progress' | 'decided' | 'cancelled';
  tournament: { id: number; name: string; slug: string };
  category: { id: number; label: string };
  rules: { rounds: number; roundMinutes: number; judges: number };
  red: SheetCorner | null;
  blue: SheetCorner | null;
  officials: {
    referee: OfficialRef | null;
    judges: Array<OfficialRef & { seat: number }>;
    recorder: OfficialRef | null;
  };
  viewer: { role: SheetViewerRole; seat: number | null };
  rounds: Array<{
    round: number;
    complete: boolean;
    cards: Array<{ seat: number; red: number; blue: number }>;
    mine: { red: number; blue: number } | null;
  }>;
  warnings: { red: number; blue: number };
  fouls: Array<{
    id: number;
    round: number;
    corner: CornerName;
    foulType: FoulType;
    deduct: boolean;
    description: string | null;
    createdAt: string;
  }>;
  decision: SheetDecision | null;
  corrections: Array<{
    createdAt: string;
    actorName: string | null;
    reason: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    voided: string[];
  }>;
};

export type ScorecardInput = {
  round: number;
  red: number;
  blue: number;
  /** The recorder names the judge's seat; a judge sends their own card. */
  seat?: number;
  /** The boxer a judge names on a card level after deductions (last round). */
  preferred?: CornerName;
};
export type FoulInput = {
  corner: CornerName;
  foulType: FoulType;
  round: number;
  deduct: boolean;
  description?: string;
};
export type DecisionInput = { outcome: Outcome; winner?: CornerName; round?: number };
export type CorrectionInput = DecisionInput & { reason: string; acceptVoided?: boolean };

const WARNINGS_TO_DISQUALIFY = 3;
const STOPPAGE_OUTCOMES: readonly Outcome[] = ['RSC', 'RSC-I', 'KO', 'ABD', 'DSQ'];
const SUSPENDING: readonly Outcome[] = ['KO', 'RSC-I'];

type Db = Database | Transaction;
type BoutContext = Awaited<ReturnType<typeof loadBout>>;
type OfficialRow = { userId: string; role: 'referee' | 'judge' | 'recorder'; seat: number; name: string };

const notFound = () => new ServiceError(404, 'bout_not_found', 'There is no such bout.');

async function loadBout(db: Db, boutId: number) {
  if (!Number.isInteger(boutId) || boutId < 1) throw notFound();
  const [row] = await db
    .select({
      bout: bouts,
      tournament: {
        id: tournaments.id,
        name: tournaments.name,
        slug: tournaments.slug,
        status: tournaments.status,
        organisationId: tournaments.organisationId,
        rules: tournaments.rules,
        suspensionDays: tournaments.medicalSuspensionDays,
      },
      category: {
        id: tournamentCategories.id,
        weightClass: tournamentCategories.weightClass,
        ageGroup: tournamentCategories.ageGroup,
        gender: tournamentCategories.gender,
        state: tournamentCategories.drawState,
        revision: tournamentCategories.drawRevision,
      },
    })
    .from(bouts)
    .innerJoin(tournaments, eq(tournaments.id, bouts.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, bouts.categoryId))
    .where(eq(bouts.id, boutId));
  if (!row) throw notFound();
  return row;
}

async function loadOfficials(db: Db, boutId: number): Promise<OfficialRow[]> {
  return db
    .select({
      userId: boutOfficials.userId,
      role: boutOfficials.role,
      seat: boutOfficials.seat,
      name: user.name,
    })
    .from(boutOfficials)
    .innerJoin(user, eq(user.id, boutOfficials.userId))
    .where(eq(boutOfficials.boutId, boutId))
    .orderBy(asc(boutOfficials.seat));
}

/**
 * Runs a change of one bout: locks its category row (changes to a category queue), reads the bout and
 * its officials fresh inside the transaction, and hands them to `change`.
 */
async function withBout<T>(
  db: Database,
  boutId: number,
  change: (tx: Transaction, ctx: BoutContext, officials: OfficialRow[], state: CategoryDraw) => Promise<T>,
): Promise<T> {
  const first = await loadBout(db, boutId);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: tournamentCategories.id })
      .from(tournamentCategories)
      .where(eq(tournamentCategories.id, first.category.id))
      .for('update');
    const ctx = await loadBout(tx, boutId);
    const state = readState(ctx.category.state);
    if (!state) throw new ServiceError(409, 'not_drawn', 'This category is not drawn.');
    return change(tx, ctx, await loadOfficials(tx, boutId), state);
  });
}

/** What a live event says of a bout (DESIGN "Realtime"): pages refetch what they show. */
function livePayload(ctx: BoutContext) {
  return { tournamentId: ctx.tournament.id, categoryId: ctx.category.id, boutId: ctx.bout.id };
}

function boutName(ctx: BoutContext): string {
  return ctx.bout.number === null ? 'This bout' : `Bout ${ctx.bout.number}`;
}

async function runsTournament(db: Db, viewer: Viewer, organisationId: number): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  return runsOrganisation(await workspaceFor(db as Database, viewer), organisationId);
}

function requireInProgress(ctx: BoutContext): void {
  if (ctx.bout.status === 'in_progress') return;
  const name = boutName(ctx);
  if (ctx.bout.status === 'decided')
    throw new ServiceError(
      409,
      'bout_decided',
      `${name} is already decided: an organiser can correct the result.`,
    );
  if (ctx.bout.status === 'cancelled')
    throw new ServiceError(409, 'bout_cancelled', `${name} was cancelled.`);
  throw new ServiceError(409, 'bout_not_started', `${name} has not started: the referee starts it first.`);
}

const cornerOf = (ctx: BoutContext, corner: CornerName): number | null =>
  corner === 'red' ? ctx.bout.redEntryId : ctx.bout.blueEntryId;

/** Warnings (fouls with a point off) per corner, from the rows. */
async function warningCounts(db: Db, boutId: number): Promise<[number, number]> {
  const rows = await db
    .select({ corner: fouls.corner, n: count() })
    .from(fouls)
    .where(and(eq(fouls.boutId, boutId), eq(fouls.deduct, 1)))
    .groupBy(fouls.corner);
  const of = (c: CornerName) => rows.find((r) => r.corner === c)?.n ?? 0;
  return [of('red'), of('blue')];
}

// ---------------------------------------------------------------------------------------------------
// Start

/** The bout's referee (or an organiser of the tournament, or an admin) starts it: scheduled → in progress. */
export async function startBout(db: Database, viewer: Viewer, boutId: number): Promise<BoutSheet> {
  await recordStart(db, viewer, boutId);
  return boutSheet(db, viewer, boutId);
}

/**
 * Starts a bout (startBout's write) without reading the sheet back: for callers that do not show it (the
 * demo event's seeding, hundreds of writes). The same checks and the same writes.
 */
export async function recordStart(db: Database, viewer: Viewer, boutId: number): Promise<void> {
  try {
    await startInTransaction(db, viewer, boutId);
  } catch (error) {
    // Two starts on one ring raced past the check: the partial unique index refused the second.
    if (!isRingClash(error)) throw error;
    const ctx = await loadBout(db, boutId);
    throw ringBusy((await boutInProgressOnRing(db, ctx)) ?? { number: null, ring: ctx.bout.ring });
  }
}

async function startInTransaction(db: Database, viewer: Viewer, boutId: number): Promise<void> {
  await withBout(db, boutId, async (tx, ctx, officials, state) => {
    const referee = officials.some((o) => o.role === 'referee' && o.userId === viewer.id);
    if (!referee && !(await runsTournament(tx, viewer, ctx.tournament.organisationId)))
      throw new ServiceError(
        403,
        'not_the_referee',
        `Only the referee of ${boutName(ctx).toLowerCase()} can start it.`,
      );
    if (ctx.bout.status === 'in_progress')
      throw new ServiceError(409, 'bout_in_progress', `${boutName(ctx)} is already in progress.`);
    if (ctx.bout.status !== 'scheduled') requireInProgress(ctx);
    if (ctx.bout.redEntryId === null || ctx.bout.blueEntryId === null)
      throw new ServiceError(409, 'bout_not_ready', `${boutName(ctx)} waits for an earlier bout’s winner.`);
    const busy = await boutInProgressOnRing(tx, ctx);
    if (busy) throw ringBusy(busy);
    const judges = officials.filter((o) => o.role === 'judge').length;
    if (officials.every((o) => o.role !== 'referee') || judges !== ctx.tournament.rules.judgesCount)
      throw new ServiceError(
        409,
        'officials_missing',
        `${boutName(ctx)} needs a referee and ${ctx.tournament.rules.judgesCount} judges before it starts.`,
      );
    const change = engine(() =>
      engineStart(state, ctx.bout.engineBoutId, { by: viewer.id, at: clock.now().toISOString() }),
    );
    await writeState(tx, ctx.category.id, ctx.tournament.id, ctx.category.revision, change.state);
    await transition(tx, ctx.tournament.id, 'in_progress', { from: ['published', 'drawn'] });
    await recordLiveEvent(tx, 'bout.started', livePayload(ctx));
  });
}

/** The bout in progress on `ctx`'s ring (issue 26: one at a time), if another one is. */
async function boutInProgressOnRing(
  db: Db,
  ctx: BoutContext,
): Promise<{ number: number | null; ring: number | null } | null> {
  if (ctx.bout.ring === null) return null;
  const [busy] = await db
    .select({ number: bouts.number, ring: bouts.ring })
    .from(bouts)
    .where(
      and(
        eq(bouts.tournamentId, ctx.tournament.id),
        eq(bouts.ring, ctx.bout.ring),
        eq(bouts.status, 'in_progress'),
        ne(bouts.id, ctx.bout.id),
      ),
    )
    .limit(1);
  return busy ?? null;
}

function ringBusy(busy: { number: number | null; ring: number | null }): ServiceError {
  const name = busy.number === null ? 'Another bout' : `Bout ${busy.number}`;
  const ring = busy.ring === null ? 'this ring' : `Ring ${busy.ring}`;
  return new ServiceError(409, 'ring_busy', `${name} is still in progress on ${ring}.`);
}

/** Whether `error` (or a cause of it) is the database refusing a second bout in progress on a ring. */
function isRingClash(error: unknown): boolean {
  const seen = new Set<object>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, message, cause } = current as Record<string, unknown>;
    if (
      code === '23505' &&
      (constraint === RING_INDEX || (typeof message === 'string' && message.includes(RING_INDEX)))
    )
      return true;
    current = cause;
  }
  return false;
}
const RING_INDEX = 'bouts_one_in_progress_per_ring';

// ---------------------------------------------------------------------------------------------------
// Scorecards

export type ScorecardOutcome = {
  sheet: BoutSheet;
  replayed: boolean;
  roundComplete: boolean;
  decided: boolean;
};

function roundScoreProblem(red: number, blue: number): string | null {
  if (!Number.isInteger(red) || !Number.isInteger(blue)) return 'Scores are whole numbers.';
  const high = Math.max(red, blue);
  const low = Math.min(red, blue);
  if (high !== 10 || low < 7 || low > 9)
    return 'A round goes 10 to its winner and 7, 8 or 9 to the loser (every round has a winner).';
  return null;
}

/**
 * A judge's card for one round (or the recorder's copy of it). The same card sent again counts once; a
 * different score for a round already sent is refused (an organiser corrects the result instead). Once
 * every judge has scored every round, the bout is decided on points.
 */
export async function submitScorecard(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: ScorecardInput,
): Promise<ScorecardOutcome> {
  const outcome = await recordScorecard(db, viewer, boutId, input);
  return { ...outcome, sheet: await boutSheet(db, viewer, boutId) };
}

/** submitScorecard's write alone, without reading the sheet back (see recordStart). */
export async function recordScorecard(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: ScorecardInput,
): Promise<Omit<ScorecardOutcome, 'sheet'>> {
  return withBout(db, boutId, async (tx, ctx, officials, state) => {
    const rules = ctx.tournament.rules;
    const judges = officials.filter((o) => o.role === 'judge');
    const own = judges.find((j) => j.userId === viewer.id);
    const recorder = officials.some((o) => o.role === 'recorder' && o.userId === viewer.id);
    let judge: OfficialRow | undefined = own;
    if (input.seat !== undefined && input.seat !== own?.seat) {
      if (!recorder)
        throw new ServiceError(
          403,
          'not_your_card',
          'You can only send your own card: the recorder types the others.',
        );
      judge = judges.find((j) => j.seat === input.seat);
      if (!judge)
        throw new ServiceError(
          400,
          'invalid_seat',
          `There is no judge in seat ${input.seat} of ${boutName(ctx).toLowerCase()}.`,
          {
            seat: [`Choose a seat from 1 to ${rules.judgesCount}`],
          },
        );
    }
    if (!judge)
      throw new ServiceError(
        403,
        'not_a_judge',
        recorder
          ? 'Say whose card this is: choose the judge’s seat.'
          : `You are not a judge of ${boutName(ctx).toLowerCase()}.`,
      );
    const fields: Record<string, string[]> = {};
    if (!Number.isInteger(input.round) || input.round < 1 || input.round > rules.numberOfRounds)
      fields.round = [`A round from 1 to ${rules.numberOfRounds}`];
    const problem = roundScoreProblem(input.red, input.blue);
    if (problem) fields.score = [problem];
    if (Object.keys(fields).length > 0)
      throw new ServiceError(400, 'invalid_scorecard', fields.score?.[0] ?? fields.round![0]!, fields);

    const [previous] = await tx
      .select()
      .from(scorecards)
      .where(
        and(
          eq(scorecards.boutId, boutId),
          eq(scorecards.judgeUserId, judge.userId),
          eq(scorecards.round, input.round),
        ),
      );
    if (previous) {
      const same = previous.red === input.red && previous.blue === input.blue;
      if (!same)
        throw new ServiceError(
          409,
          'round_already_scored',
          `Round ${input.round} of this card is already in (${previous.red}-${previous.blue}). An organiser can correct a result.`,
        );
      // The same card again (a double tap, a retry): counted once. A judge naming the winner of a level
      // card sends the last round again with `preferred`.
      if (input.preferred && previous.preferred !== input.preferred && ctx.bout.status === 'in_progress') {
        await tx.update(scorecards).set({ preferred: input.preferred }).where(eq(scorecards.id, previous.id));
        const decided = await decideIfComplete(tx, ctx, viewer, state, judges);
        return { replayed: false, roundComplete: true, decided };
      }
      return { replayed: true, roundComplete: false, decided: false };
    }
    requireInProgress(ctx);
    const scored = await tx
      .select({ round: scorecards.round })
      .from(scorecards)
      .where(and(eq(scorecards.boutId, boutId), eq(scorecards.judgeUserId, judge.userId)));
    if (input.round > scored.length + 1)
      throw new ServiceError(409, 'round_out_of_order', `Send round ${scored.length + 1} first.`, {
        round: [`Round ${scored.length + 1} comes first`],
      });
    if (input.round === rules.numberOfRounds) {
      const earlier = await cardOf(tx, boutId, judge.userId);
      const [w0, w1] = await warningCounts(tx, boutId);
      const red = earlier.reduce((s, r) => s + r.red, input.red) - w0;
      const blue = earlier.reduce((s, r) => s + r.blue, input.blue) - w1;
      // A level card names a winner, unless this round robin's rules let a bout end level (issue 27 item 12).
      if (red === blue && !input.preferred && !state.rules.draws)
        throw new ServiceError(400, 'name_the_winner', 'The card is level: name the boxer you think won.', {
          preferred: ['Choose the winner of a level card'],
        });
    }
    await tx.insert(scorecards).values({
      boutId,
      judgeUserId: judge.userId,
      seat: judge.seat,
      round: input.round,
      red: input.red,
      blue: input.blue,
      preferred: input.preferred ?? null,
      enteredBy: viewer.id,
    });
    const change = engine(() =>
      recordRoundScore(
        state,
        ctx.bout.engineBoutId,
        { judge: judge.userId, round: input.round, score: [input.red, input.blue] },
        { by: viewer.id },
      ),
    );
    const revision = await writeState(
      tx,
      ctx.category.id,
      ctx.tournament.id,
      ctx.category.revision,
      change.state,
    );
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(scorecards)
      .where(and(eq(scorecards.boutId, boutId), eq(scorecards.round, input.round)))) as [{ n: number }];
    if (n === judges.length)
      await recordLiveEvent(tx, 'round.scored', { ...livePayload(ctx), round: input.round });
    const decided = await decideIfComplete(
      tx,
      { ...ctx, category: { ...ctx.category, revision } },
      viewer,
      change.state,
      judges,
    );
    return { replayed: false, roundComplete: n >= judges.length, decided };
  });
}

async function cardOf(db: Db, boutId: number, judgeUserId: string) {
  return db
    .select({
      round: scorecards.round,
      red: scorecards.red,
      blue: scorecards.blue,
      preferred: scorecards.preferred,
    })
    .from(scorecards)
    .where(and(eq(scorecards.boutId, boutId), eq(scorecards.judgeUserId, judgeUserId)))
    .orderBy(asc(scorecards.round));
}

/** The judges' cards in seat order, as the engine takes them. */
async function engineCards(db: Db, boutId: number, judges: OfficialRow[]): Promise<Scorecard[]> {
  // Every judge's rounds in one read (a card is sent after every round: this runs for each).
  const all = await db
    .select({
      judge: scorecards.judgeUserId,
      red: scorecards.red,
      blue: scorecards.blue,
      preferred: scorecards.preferred,
    })
    .from(scorecards)
    .where(eq(scorecards.boutId, boutId))
    .orderBy(asc(scorecards.round));
  return [...judges]
    .sort((a, b) => a.seat - b.seat)
    .map((j) => {
      const rows = all.filter((r) => r.judge === j.userId);
      const last = rows.at(-1);
      return {
        judge: j.userId,
        rounds: rows.map((r) => [r.red, r.blue] as const),
        ...(last?.preferred ? { preferred: last.preferred === 'red' ? 0 : 1 } : {}),
      };
    });
}

/** Once every judge has scored every round, the bout is decided on the cards (WP, or DRAW where allowed). */
async function decideIfComplete(
  tx: Transaction,
  ctx: BoutContext,
  viewer: Viewer,
  state: CategoryDraw,
  judges: OfficialRow[],
): Promise<boolean> {
  const rules = ctx.tournament.rules;
  const cards = await engineCards(tx, ctx.bout.id, judges);
  if (cards.length !== rules.judgesCount || cards.some((c) => c.rounds.length < rules.numberOfRounds))
    return false;
  const warnings = await warningCounts(tx, ctx.bout.id);
  const level = cards.some((c) => {
    const red = c.rounds.reduce((s, r) => s + r[0], 0) - warnings[0];
    const blue = c.rounds.reduce((s, r) => s + r[1], 0) - warnings[1];
    return red === blue && c.preferred === undefined;
  });
  // A level card still waits for its judge to name the winner (a warning given after the card came in),
  // unless the round robin's rules let a bout end level: then the cards decide it, a draw if they say so.
  if (level && !state.rules.draws) return false;
  await applyResult(tx, ctx, viewer, state, { outcome: 'WP', scorecards: cards, warnings });
  await recordLiveEvent(tx, 'bout.decided', livePayload(ctx));
  return true;
}

// ---------------------------------------------------------------------------------------------------
// Fouls and warnings

export type FoulOutcome = { sheet: BoutSheet; disqualified: boolean };

/** The referee records a foul in a round against a corner; with `deduct` it is a warning. */
export async function recordFoul(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: FoulInput,
): Promise<FoulOutcome> {
  const disqualified = await recordFoulCall(db, viewer, boutId, input);
  return { disqualified, sheet: await boutSheet(db, viewer, boutId) };
}

/** recordFoul's write alone, without reading the sheet back (see recordStart): true if it disqualified. */
export async function recordFoulCall(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: FoulInput,
): Promise<boolean> {
  return withBout(db, boutId, async (tx, ctx, officials, state) => {
    if (!officials.some((o) => o.role === 'referee' && o.userId === viewer.id))
      throw new ServiceError(
        403,
        'not_the_referee',
        `Only the referee of ${boutName(ctx).toLowerCase()} records fouls.`,
      );
    requireInProgress(ctx);
    const rules = ctx.tournament.rules;
    if (!Number.isInteger(input.round) || input.round < 1 || input.round > rules.numberOfRounds)
      throw new ServiceError(400, 'invalid_foul', `A round from 1 to ${rules.numberOfRounds}.`, {
        round: [`A round from 1 to ${rules.numberOfRounds}`],
      });
    const entryId = cornerOf(ctx, input.corner)!;
    const [boxer] = await tx
      .select({ boxerId: entries.boxerId })
      .from(entries)
      .where(eq(entries.id, entryId));
    await tx.insert(fouls).values({
      boutId,
      entryId,
      boxerId: boxer?.boxerId ?? null,
      corner: input.corner,
      refereeId: viewer.id,
      foulType: input.foulType,
      roundNumber: input.round,
      description: input.description?.trim() || null,
      deduct: input.deduct ? 1 : 0,
    });
    await recordLiveEvent(tx, 'bout.foul', { ...livePayload(ctx), round: input.round });
    if (!input.deduct) return false;
    const warnings = await warningCounts(tx, boutId);
    const index = input.corner === 'red' ? 0 : 1;
    if (warnings[index] < WARNINGS_TO_DISQUALIFY) return false;
    const other = cornerOf(ctx, input.corner === 'red' ? 'blue' : 'red')!;
    await applyResult(tx, ctx, viewer, state, {
      outcome: 'DSQ',
      winner: engineEntryId(other),
      round: input.round,
      warnings,
      scorecards: [],
    });
    await recordLiveEvent(tx, 'bout.decided', livePayload(ctx));
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------
// Decisions and corrections

function resultInput(ctx: BoutContext, input: DecisionInput, warnings: [number, number]): ResultInput {
  const winnerEntry = input.winner ? cornerOf(ctx, input.winner) : null;
  return {
    outcome: input.outcome,
    ...(winnerEntry !== null ? { winner: engineEntryId(winnerEntry) } : {}),
    ...(input.round !== undefined ? { round: input.round } : {}),
    warnings,
  };
}

function checkDecision(ctx: BoutContext, input: DecisionInput): void {
  const rules = ctx.tournament.rules;
  const fields: Record<string, string[]> = {};
  const stoppage = STOPPAGE_OUTCOMES.includes(input.outcome);
  if (stoppage && !input.winner) fields.winner = ['Choose the winner'];
  if (stoppage && input.outcome !== 'DSQ' && input.round === undefined)
    fields.round = ['Say in which round the bout ended'];
  if (
    input.round !== undefined &&
    (!Number.isInteger(input.round) || input.round < 1 || input.round > rules.numberOfRounds)
  )
    fields.round = [`A round from 1 to ${rules.numberOfRounds}`];
  if (Object.keys(fields).length > 0)
    throw new ServiceError(400, 'invalid_decision', Object.values(fields)[0]![0]!, fields);
}

/**
 * The referee's decision: a stoppage (RSC, RSC-I, KO, ABD, DSQ) with its winner and round, or WP once every
 * card is in (the cards name the winner).
 */
export async function decide(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: DecisionInput,
): Promise<BoutSheet> {
  await recordDecision(db, viewer, boutId, input);
  return boutSheet(db, viewer, boutId);
}

/** decide's write alone, without reading the sheet back (see recordStart). */
export async function recordDecision(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: DecisionInput,
): Promise<void> {
  await withBout(db, boutId, async (tx, ctx, officials, state) => {
    if (!officials.some((o) => o.role === 'referee' && o.userId === viewer.id))
      throw new ServiceError(
        403,
        'not_the_referee',
        `Only the referee of ${boutName(ctx).toLowerCase()} gives its decision.`,
      );
    requireInProgress(ctx);
    checkDecision(ctx, input);
    const warnings = await warningCounts(tx, boutId);
    if (input.outcome === 'WP' || input.outcome === 'DRAW') {
      const judges = officials.filter((o) => o.role === 'judge');
      const cards = await engineCards(tx, boutId, judges);
      if (cards.some((c) => c.rounds.length < ctx.tournament.rules.numberOfRounds))
        throw new ServiceError(409, 'cards_missing', 'A decision on points waits for every judge’s card.');
      await applyResult(tx, ctx, viewer, state, { ...resultInput(ctx, input, warnings), scorecards: cards });
      await recordLiveEvent(tx, 'bout.decided', livePayload(ctx));
      return;
    }
    if (input.outcome === 'WO')
      throw new ServiceError(
        400,
        'invalid_decision',
        'A walkover is given when a boxer withdraws, not at ringside.',
      );
    await applyResult(tx, ctx, viewer, state, resultInput(ctx, input, warnings));
    await recordLiveEvent(tx, 'bout.decided', livePayload(ctx));
  });
}

/** `changed: false` when the correction asked for the result the bout already has: nothing was done. */
export type CorrectionOutcome = { sheet: BoutSheet; voided: string[]; changed: boolean };

/**
 * An organiser or admin changes a decided bout's result, with a reason. When the change would set aside
 * results of later bouts (a different winner had boxed on), nothing changes unless `acceptVoided` says so:
 * those bouts go back to be boxed again, their cards are kept in the audit, and the answer lists them.
 */
export async function correctResult(
  db: Database,
  viewer: Viewer,
  boutId: number,
  input: CorrectionInput,
  options: { notify?: { baseUrl: string } } = {},
): Promise<CorrectionOutcome> {
  const outcome = await withBout(db, boutId, async (tx, ctx, officials, state) => {
    if (!(await runsTournament(tx, viewer, ctx.tournament.organisationId)))
      throw new ServiceError(403, 'forbidden', "Only the tournament's organisers can correct a result.");
    const reason = input.reason?.trim() ?? '';
    if (reason.length < 5 || reason.length > 500)
      throw new ServiceError(
        400,
        'invalid_correction',
        'Give the reason for the correction (5 to 500 characters).',
        {
          reason: ['Give the reason (5 to 500 characters)'],
        },
      );
    if (ctx.bout.status !== 'decided')
      throw new ServiceError(409, 'bout_not_decided', `${boutName(ctx)} has no result to correct yet.`);
    checkDecision(ctx, input);
    const before = describeResult(ctx);
    const warnings = await warningCounts(tx, boutId);
    const base = resultInput(ctx, input, warnings);
    const judges = officials.filter((o) => o.role === 'judge');
    const withCards =
      input.outcome === 'WP' || input.outcome === 'DRAW'
        ? { ...base, scorecards: await engineCards(tx, boutId, judges) }
        : base;
    const change = engine(() =>
      recordResult(state, ctx.bout.engineBoutId, withCards, { by: viewer.id, at: clock.now().toISOString() }),
    );
    // The result the bout already has, asked for again (a double click, a retry without a key, a second
    // organiser): nothing to audit, announce or e-mail. The category lock withBout takes first makes
    // concurrent corrections of one bout queue, so only the first of identical ones finds a difference.
    if (sameResult(state, change.state, ctx.bout.engineBoutId)) return { voided: [], changed: false };
    const numbers = await boutNumbers(tx, ctx.category.id, change.voided);
    if (numbers.length > 0 && !input.acceptVoided)
      throw new ServiceError(
        409,
        'correction_voids_bouts',
        `This correction sets aside the result of ${numbers.length === 1 ? 'bout' : 'bouts'} ${numbers.join(', ')}: they would be boxed again. Confirm to go ahead.`,
      );
    const setAside = change.voided.length
      ? await tx
          .select()
          .from(bouts)
          .where(and(eq(bouts.categoryId, ctx.category.id), inArray(bouts.engineBoutId, [...change.voided])))
      : [];
    await applyResult(tx, ctx, viewer, state, withCards, change);
    for (const bout of setAside)
      await archiveSetAside(
        tx,
        bout,
        viewer,
        `Set aside by the correction of ${boutName(ctx).toLowerCase()}: ${reason}`,
      );
    const [after] = await tx.select().from(bouts).where(eq(bouts.id, boutId));
    const afterResult = describeResult({ ...ctx, bout: after! });
    await tx.insert(resultCorrections).values({
      boutId,
      actorUserId: viewer.id,
      reason,
      before,
      after: afterResult,
      voided: numbers,
    });
    if (options.notify) {
      const red = await cornerFor(tx, ctx.bout.redEntryId);
      const blue = await cornerFor(tx, ctx.bout.blueEntryId);
      const said = (r: Record<string, unknown>) =>
        [
          String(r.outcome),
          r.winner === 'red' ? `to ${red?.name}` : r.winner === 'blue' ? `to ${blue?.name}` : null,
          r.round ? `round ${String(r.round)}` : null,
        ]
          .filter(Boolean)
          .join(' · ');
      await queueCorrectionMail(
        tx,
        {
          tournament: { name: ctx.tournament.name, slug: ctx.tournament.slug },
          boutNumber: ctx.bout.number,
          category: categoryLabel(ctx.category),
          before: said(before),
          after: said(afterResult),
          reason,
          voided: numbers,
          entryIds: [
            ctx.bout.redEntryId,
            ctx.bout.blueEntryId,
            ...setAside.flatMap((b) => [b.redEntryId, b.blueEntryId]),
          ].filter((id): id is number => id !== null),
        },
        options.notify.baseUrl,
      );
    }
    await recordLiveEvent(tx, 'bout.corrected', livePayload(ctx));
    return { voided: numbers, changed: true };
  });
  return { ...outcome, sheet: await boutSheet(db, viewer, boutId) };
}

/**
 * A bout whose result a correction set aside is boxed again as a new attempt. Its first attempt (result,
 * every card, every foul and warning) moves into the bout's own audit, a correction row on it, and its
 * scorecard and foul rows go: left in place they would refuse the judges' new cards (round_already_scored),
 * count the old warnings against the boxers again, and show on the sheet as this attempt's.
 */
async function archiveSetAside(
  tx: Transaction,
  bout: typeof bouts.$inferSelect,
  viewer: Viewer,
  reason: string,
): Promise<void> {
  const cards = await tx
    .select({
      judge: scorecards.judgeUserId,
      seat: scorecards.seat,
      round: scorecards.round,
      red: scorecards.red,
      blue: scorecards.blue,
      preferred: scorecards.preferred,
      enteredBy: scorecards.enteredBy,
      submittedAt: scorecards.submittedAt,
    })
    .from(scorecards)
    .where(eq(scorecards.boutId, bout.id))
    .orderBy(asc(scorecards.seat), asc(scorecards.round));
  const called = await tx
    .select({
      corner: fouls.corner,
      foulType: fouls.foulType,
      round: fouls.roundNumber,
      deduct: fouls.deduct,
      description: fouls.description,
      referee: fouls.refereeId,
      createdAt: fouls.createdAt,
    })
    .from(fouls)
    .where(eq(fouls.boutId, bout.id))
    .orderBy(asc(fouls.id));
  const [now] = await tx.select().from(bouts).where(eq(bouts.id, bout.id));
  await tx.insert(resultCorrections).values({
    boutId: bout.id,
    actorUserId: viewer.id,
    reason,
    before: {
      ...describeResult({ bout }),
      status: bout.status,
      redEntryId: bout.redEntryId,
      blueEntryId: bout.blueEntryId,
      scorecards: cards.map((c) => ({ ...c, submittedAt: c.submittedAt.toISOString() })),
      fouls: called.map((f) => ({ ...f, deduct: f.deduct === 1, createdAt: f.createdAt.toISOString() })),
    },
    after: { ...describeResult({ bout: now ?? bout }), status: now?.status ?? bout.status },
    voided: [],
  });
  await tx.delete(scorecards).where(eq(scorecards.boutId, bout.id));
  await tx.delete(fouls).where(eq(fouls.boutId, bout.id));
}

/**
 * Whether recording left the bout's result as it was, judged as the engine judges a retried result (the
 * whole result compared: outcome, winner, round, cards, warnings). A walkover the engine gave itself is not
 * the same as one an organiser confirms: that one is a change.
 */
function sameResult(before: CategoryDraw, after: CategoryDraw, engineBoutId: string): boolean {
  const previous = getBout(before, engineBoutId).result;
  if (previous === null || previous.auto) return false;
  // The stored state went through jsonb, which orders keys its own way; undefined fields are not stored.
  const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;
  return isDeepStrictEqual(plain(previous), plain(getBout(after, engineBoutId).result));
}

function describeResult(ctx: Pick<BoutContext, 'bout'>): Record<string, unknown> {
  const b = ctx.bout;
  return {
    outcome: b.outcome,
    winner: b.winnerEntryId === null ? null : b.winnerEntryId === b.redEntryId ? 'red' : 'blue',
    winnerEntryId: b.winnerEntryId,
    round: b.decidedRound,
  };
}

async function boutNumbers(db: Db, categoryId: number, engineIds: readonly string[]): Promise<string[]> {
  if (engineIds.length === 0) return [];
  const rows = await db
    .select({ engineBoutId: bouts.engineBoutId, number: bouts.number })
    .from(bouts)
    .where(and(eq(bouts.categoryId, categoryId), inArray(bouts.engineBoutId, [...engineIds])));
  return engineIds.map((id) => {
    const n = rows.find((r) => r.engineBoutId === id)?.number;
    return n === null || n === undefined ? id : String(n);
  });
}

/**
 * Records a result through the engine and everything that follows it in the same transaction: the bouts
 * rows, both boxers' records, a medical suspension after a KO or RSC-I (lifted if a correction takes it
 * away), the category's medals once it is complete, and the tournament completed after its last bout.
 */
async function applyResult(
  tx: Transaction,
  ctx: BoutContext,
  viewer: Viewer,
  state: CategoryDraw,
  input: ResultInput,
  computed?: ReturnType<typeof recordResult>,
): Promise<void> {
  const change =
    computed ??
    engine(() =>
      recordResult(state, ctx.bout.engineBoutId, input, { by: viewer.id, at: clock.now().toISOString() }),
    );
  const before = await categoryOutcomes(tx, ctx.category.id);
  // The caller tells this bout's decision or correction; the bouts it changes besides are told by writeState.
  await writeState(
    tx,
    ctx.category.id,
    ctx.tournament.id,
    ctx.category.revision,
    change.state,
    {},
    {
      announced: ctx.bout.engineBoutId,
    },
  );
  await updateRecords(tx, before, await categoryOutcomes(tx, ctx.category.id));
  const result = getBout(change.state, ctx.bout.engineBoutId).result;
  const boxers = await tx
    .select({ entryId: entries.id, boxerId: entries.boxerId })
    .from(entries)
    .where(inArray(entries.id, [ctx.bout.redEntryId!, ctx.bout.blueEntryId!]));
  // Suspensions of this bout: the one its result calls for, none other.
  const loserEntry = result ? appEntryId(result.loser) : null;
  const loser = boxers.find((b) => b.entryId === loserEntry)?.boxerId ?? null;
  const suspends = result !== null && SUSPENDING.includes(result.outcome) && loser !== null;
  const existing = await tx
    .select()
    .from(medicalSuspensions)
    .where(and(eq(medicalSuspensions.boutId, ctx.bout.id), isNull(medicalSuspensions.liftedAt)));
  for (const s of existing)
    if (!suspends || s.boxerId !== loser)
      await tx
        .update(medicalSuspensions)
        .set({ liftedAt: clock.now(), liftedReason: 'The result was corrected' })
        .where(eq(medicalSuspensions.id, s.id));
  if (suspends && !existing.some((s) => s.boxerId === loser))
    await tx.insert(medicalSuspensions).values({
      boxerId: loser,
      boutId: ctx.bout.id,
      reason: `${result.outcome} in ${boutName(ctx).toLowerCase()}, ${ctx.tournament.name}`,
      until: addDays(lagosDate(clock.now()), ctx.tournament.suspensionDays),
    });
  for (const b of boxers) await refreshSuspension(tx, b.boxerId);
  await settleCategory(tx, ctx.tournament, ctx.category, categoryLabel(ctx.category), change.state);
}

type BoutOutcomeRow = {
  id: number;
  status: string;
  outcome: string | null;
  winner: number | null;
  red: number | null;
  blue: number | null;
};

async function categoryOutcomes(tx: Transaction, categoryId: number): Promise<BoutOutcomeRow[]> {
  return tx
    .select({
      id: bouts.id,
      status: bouts.status,
      outcome: bouts.outcome,
      winner: bouts.winnerEntryId,
      red: bouts.redEntryId,
      blue: bouts.blueEntryId,
    })
    .from(bouts)
    .where(eq(bouts.categoryId, categoryId));
}

/** What one bout adds to its boxers' records: a boxed bout only (a walkover is no bout boxed). */
function contribution(b: BoutOutcomeRow): Array<[number, 'wins' | 'losses' | 'draws']> {
  if (b.status !== 'decided' || b.outcome === null || b.outcome === 'WO' || b.red === null || b.blue === null)
    return [];
  if (b.winner === null)
    return [
      [b.red, 'draws'],
      [b.blue, 'draws'],
    ];
  const loser = b.winner === b.red ? b.blue : b.red;
  return [
    [b.winner, 'wins'],
    [loser, 'losses'],
  ];
}

/**
 * Boxers' W/L/D are their career records (bouts before the platform count too), so a result changes
 * them by what changed: every bout of the category before and after, old contributions out, new ones in
 * (a correction, and the later results it sets aside, undo what they had added).
 */
async function updateRecords(
  tx: Transaction,
  before: BoutOutcomeRow[],
  after: BoutOutcomeRow[],
): Promise<void> {
  const delta = new Map<number, { wins: number; losses: number; draws: number }>();
  const add = (rows: BoutOutcomeRow[], sign: 1 | -1) => {
    for (const b of rows)
      for (const [entryId, field] of contribution(b)) {
        const d = delta.get(entryId) ?? { wins: 0, losses: 0, draws: 0 };
        d[field] += sign;
        delta.set(entryId, d);
      }
  };
  add(before, -1);
  add(after, 1);
  const changed = [...delta].filter(([, d]) => d.wins || d.losses || d.draws);
  if (changed.length === 0) return;
  const owners = await tx
    .select({ id: entries.id, boxerId: entries.boxerId })
    .from(entries)
    .where(
      inArray(
        entries.id,
        changed.map(([id]) => id),
      ),
    );
  for (const [entryId, d] of changed) {
    const boxerId = owners.find((o) => o.id === entryId)?.boxerId;
    if (!boxerId) continue;
    await tx
      .update(profiles)
      .set({
        wins: sql`greatest(${profiles.wins} + ${d.wins}, 0)`,
        losses: sql`greatest(${profiles.losses} + ${d.losses}, 0)`,
        draws: sql`greatest(${profiles.draws} + ${d.draws}, 0)`,
        updatedAt: clock.now(),
      })
      .where(eq(profiles.id, boxerId));
  }
}

/** The profile's current suspension: the latest not lifted. */
async function refreshSuspension(tx: Transaction, boxerId: string): Promise<void> {
  const [suspension] = await tx
    .select({ until: medicalSuspensions.until, reason: medicalSuspensions.reason })
    .from(medicalSuspensions)
    .where(and(eq(medicalSuspensions.boxerId, boxerId), isNull(medicalSuspensions.liftedAt)))
    .orderBy(sql`${medicalSuspensions.until} desc`)
    .limit(1);
  await tx
    .update(profiles)
    .set({
      suspendedUntil: suspension?.until ?? null,
      suspensionReason: suspension?.reason ?? null,
      updatedAt: clock.now(),
    })
    .where(eq(profiles.id, boxerId));
}

// ---------------------------------------------------------------------------------------------------
// Reading

/**
 * A bout as this viewer may see it. Judges see their own card and, until the bout is decided, no other;
 * the recorder, the referee and the organisers see every card; the public sees a round's cards once all
 * of them are in.
 */
export async function boutSheet(db: Database, viewer: Viewer | null, boutId: number): Promise<BoutSheet> {
  const ctx = await loadBout(db, boutId);
  const officials = await loadOfficials(db, boutId);
  const organiser = viewer ? await runsTournament(db, viewer, ctx.tournament.organisationId) : false;
  const mine = viewer ? officials.find((o) => o.userId === viewer.id) : undefined;
  if (ctx.tournament.status === 'draft' && !organiser && !mine) throw notFound();
  const role: SheetViewerRole = mine?.role ?? (organiser ? 'organiser' : 'public');
  const rules = ctx.tournament.rules;
  const cards = await db
    .select({
      judge: scorecards.judgeUserId,
      seat: scorecards.seat,
      round: scorecards.round,
      red: scorecards.red,
      blue: scorecards.blue,
    })
    .from(scorecards)
    .where(eq(scorecards.boutId, boutId));
  const decided = ctx.bout.status === 'decided';
  const seeAll = decided || role === 'recorder' || role === 'referee' || role === 'organiser';
  const rounds: BoutSheet['rounds'] = [];
  for (let round = 1; round <= rules.numberOfRounds; round++) {
    const inRound = cards.filter((c) => c.round === round).sort((a, b) => a.seat - b.seat);
    const complete = inRound.length >= rules.judgesCount;
    const own = mine && role === 'judge' ? inRound.find((c) => c.judge === mine.userId) : undefined;
    const visible = seeAll || (complete && role !== 'judge') ? inRound : [];
    rounds.push({
      round,
      complete,
      cards: visible.map((c) => ({ seat: c.seat, red: c.red, blue: c.blue })),
      mine: own ? { red: own.red, blue: own.blue } : null,
    });
  }
  const foulRows = await db
    .select()
    .from(fouls)
    .where(eq(fouls.boutId, boutId))
    .orderBy(asc(fouls.createdAt), asc(fouls.id));
  const state = readState(ctx.category.state);
  const engineBout = state ? safeBout(state, ctx.bout.engineBoutId) : null;
  const result = engineBout?.result ?? null;
  const corrections = await db
    .select({
      createdAt: resultCorrections.createdAt,
      actorName: user.name,
      reason: resultCorrections.reason,
      before: resultCorrections.before,
      after: resultCorrections.after,
      voided: resultCorrections.voided,
    })
    .from(resultCorrections)
    .leftJoin(user, eq(user.id, resultCorrections.actorUserId))
    .where(eq(resultCorrections.boutId, boutId))
    .orderBy(asc(resultCorrections.createdAt));
  return {
    id: ctx.bout.id,
    number: ctx.bout.number,
    ring: ctx.bout.ring,
    plannedStart: ctx.bout.plannedStart?.toISOString() ?? null,
    eta: (await boutEtas(db, ctx.tournament.id, clock.now())).get(boutId) ?? null,
    status: ctx.bout.status,
    tournament: { id: ctx.tournament.id, name: ctx.tournament.name, slug: ctx.tournament.slug },
    category: { id: ctx.category.id, label: categoryLabel(ctx.category) },
    rules: { rounds: rules.numberOfRounds, roundMinutes: rules.roundDuration, judges: rules.judgesCount },
    red: await cornerFor(db, ctx.bout.redEntryId),
    blue: await cornerFor(db, ctx.bout.blueEntryId),
    officials: {
      referee: pick(officials.find((o) => o.role === 'referee')),
      judges: officials
        .filter((o) => o.role === 'judge')
        .map((o) => ({ seat: o.seat, userId: o.userId, name: o.name })),
      recorder: pick(officials.find((o) => o.role === 'recorder')),
    },
    viewer: { role, seat: mine?.role === 'judge' ? mine.seat : null },
    rounds,
    warnings: {
      red: foulRows.filter((f) => f.corner === 'red' && f.deduct === 1).length,
      blue: foulRows.filter((f) => f.corner === 'blue' && f.deduct === 1).length,
    },
    fouls: foulRows.map((f) => ({
      id: f.id,
      round: f.roundNumber,
      corner: f.corner,
      foulType: f.foulType,
      deduct: f.deduct === 1,
      description: f.description,
      createdAt: f.createdAt.toISOString(),
    })),
    decision:
      decided && ctx.bout.outcome
        ? {
            outcome: ctx.bout.outcome,
            winner:
              ctx.bout.winnerEntryId === null
                ? null
                : ctx.bout.winnerEntryId === ctx.bout.redEntryId
                  ? 'red'
                  : 'blue',
            round: ctx.bout.decidedRound,
            verdict: ctx.bout.verdict,
            totals: result?.totals ? result.totals.map((t) => [t[0], t[1]] as [number, number]) : null,
          }
        : null,
    corrections: corrections.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}

function pick(o: OfficialRow | undefined): OfficialRef | null {
  return o ? { userId: o.userId, name: o.name } : null;
}

function safeBout(state: CategoryDraw, id: string) {
  try {
    return getBout(state, id);
  } catch {
    return null;
  }
}

async function cornerFor(db: Db, entryId: number | null): Promise<SheetCorner | null> {
  if (entryId === null) return null;
  const [row] = await db
    .select({
      entryId: entries.id,
      boxerId: entries.boxerId,
      name: user.name,
      first: profiles.firstName,
      last: profiles.lastName,
      club: organisations.name,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .leftJoin(organisations, eq(organisations.id, profiles.clubId))
    .where(eq(entries.id, entryId));
  if (!row) return null;
  return {
    entryId: row.entryId,
    boxerId: row.boxerId,
    name: row.first ? `${row.first} ${row.last ?? ''}`.trim() : row.name,
    club: row.club,
  };
}
