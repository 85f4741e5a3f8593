import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { entries, fouls } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { officiatesBout } from '~/features/tournaments';
import { recordLiveEvent } from '@server/realtime/events';
import { engineEntryId } from '../engine-state.server';
import { boutSheet } from './bout-sheet.server';
import { applyResult } from './consequences.server';
import {
  boutName,
  cornerOf,
  livePayload,
  requireInProgress,
  warningCounts,
  withBout,
} from './context.server';
import type { FoulInput, FoulOutcome } from './types';

/** Fouls and warnings the referee records; a corner's third warning disqualifies it. */

const WARNINGS_TO_DISQUALIFY = 3;

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
    if (!officiatesBout(officials, viewer, 'referee'))
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
