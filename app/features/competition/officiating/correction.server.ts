import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { bouts, fouls, resultCorrections, scorecards } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { recordLiveEvent } from '@server/realtime/events';
import { clock } from '@server/clock';
import { viewerRunsTournament } from '~/features/tournaments';
import { getBout, recordResult } from '../engine';
import type { CategoryDraw } from '../engine';
import { queueCorrectionMessages, tournamentFacts } from '../bout-messages.server';
import { queueCorrectionMail } from '../correction-mail.server';
import { categoryLabel } from '../draws.server';
import { engine } from '../engine-state.server';
import { boutSheet, cornerFor } from './bout-sheet.server';
import { applyResult } from './consequences.server';
import { boutName, livePayload, warningCounts, withBout, type BoutContext, type Db } from './context.server';
import { checkDecision, resultInput } from './decision.server';
import { engineCards } from './scoring.server';
import type { CorrectionInput, CorrectionOutcome } from './types';

/** An organiser's correction of a decided bout's result, with a reason, and the later results it sets aside. */

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
  options: { notify?: { baseUrl: string }; byJury?: boolean } = {},
): Promise<CorrectionOutcome> {
  const outcome = await withBout(db, boutId, async (tx, ctx, officials, state) => {
    // `byJury`: the tournament's jury upholding a protest (the protests module checked the seat).
    if (!options.byJury && !(await viewerRunsTournament(tx, viewer, ctx.tournament)))
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
    const touched = [
      ctx.bout.redEntryId,
      ctx.bout.blueEntryId,
      ...setAside.flatMap((b) => [b.redEntryId, b.blueEntryId]),
    ].filter((id): id is number => id !== null);
    // By phone whatever `notify` says (issue 32): the boxers touched and minors' guardians.
    const facts = await tournamentFacts(tx, ctx.tournament.id);
    if (facts)
      await queueCorrectionMessages(tx, {
        tournament: facts,
        boutId,
        boutNumber: ctx.bout.number,
        before: said(before),
        after: said(afterResult),
        voided: numbers,
        entryIds: touched,
      });
    if (options.notify) {
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
          entryIds: touched,
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
