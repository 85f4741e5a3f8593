import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { bouts, entries, medicalSuspensions } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { arrayLiteral } from '@server/db/array-literal';
import { clock } from '@server/clock';
import { addDays, lagosDate } from '~/lib/lagos-time';
import { getBout, recordResult } from '../engine';
import type { CategoryDraw, Outcome, ResultInput } from '../engine';
import { categoryLabel } from '../draws.server';
import { appEntryId, engine, writeState } from '../engine-state.server';
import { decidedBout, queueResultMessages } from '../bout-messages.server';
import { settleCategory } from '../settle.server';
import { boutName, type BoutContext } from './context.server';

/** What a result brings with it, in its transaction: records, suspensions, medals, the tournament's end. */

const SUSPENDING: readonly Outcome[] = ['KO', 'RSC-I'];

/**
 * Records a result through the engine and everything that follows it in the same transaction: the bouts
 * rows, both boxers' records, a medical suspension after a KO or RSC-I (lifted if a correction takes it
 * away), the category's medals once it is complete, and the tournament completed after its last bout.
 */
export async function applyResult(
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
  const result = getBout(change.state, ctx.bout.engineBoutId).result;
  const boxers = await tx
    .select({ id: entries.id, boxerId: entries.boxerId })
    .from(entries)
    .where(inArray(entries.id, [ctx.bout.redEntryId!, ctx.bout.blueEntryId!]));
  await updateRecords(tx, before, await categoryOutcomes(tx, ctx.category.id), boxers);
  // Suspensions of this bout: the one its result calls for, none other.
  const loserEntry = result ? appEntryId(result.loser) : null;
  const loser = boxers.find((b) => b.id === loserEntry)?.boxerId ?? null;
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
  await refreshSuspensions(
    tx,
    boxers.map((b) => b.boxerId),
  );
  await settleCategory(tx, ctx.tournament, ctx.category, categoryLabel(ctx.category), change.state);
  // Both boxers (and a minor's guardian) hear the result by phone, once per bout (issue 32).
  const decided = await decidedBout(tx, ctx.bout.id);
  if (decided) await queueResultMessages(tx, decided);
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
  known: readonly { id: number; boxerId: string }[],
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
  // The bout's own corners are known; only another bout's entries (a correction's) are read.
  const unknown = changed.map(([id]) => id).filter((id) => !known.some((k) => k.id === id));
  const owners = [
    ...known,
    ...(unknown.length > 0
      ? await tx
          .select({ id: entries.id, boxerId: entries.boxerId })
          .from(entries)
          .where(inArray(entries.id, unknown))
      : []),
  ];
  const rows = changed.flatMap(([entryId, d]) => {
    const boxerId = owners.find((o) => o.id === entryId)?.boxerId;
    return boxerId ? [{ boxerId, ...d }] : [];
  });
  if (rows.length === 0) return;
  // Every boxer's record in one statement (two boxers after a decision, more after a correction).
  await tx.execute(sql`
    update profiles set wins = greatest(profiles.wins + v.wins, 0), losses = greatest(profiles.losses + v.losses, 0),
      draws = greatest(profiles.draws + v.draws, 0), updated_at = ${clock.now()}
    from unnest(${arrayLiteral(rows.map((r) => r.boxerId))}::text[], ${arrayLiteral(rows.map((r) => r.wins))}::int[],
      ${arrayLiteral(rows.map((r) => r.losses))}::int[], ${arrayLiteral(rows.map((r) => r.draws))}::int[])
      as v(id, wins, losses, draws)
    where profiles.id = v.id`);
}

/** Each profile's current suspension: its latest not lifted, or none; all of them in one statement. */
async function refreshSuspensions(tx: Transaction, boxerIds: string[]): Promise<void> {
  if (boxerIds.length === 0) return;
  await tx.execute(sql`
    update profiles set suspended_until = latest.until, suspension_reason = latest.reason, updated_at = ${clock.now()}
    from unnest(${arrayLiteral(boxerIds)}::text[]) as b(id)
      left join lateral (
        select m.until, m.reason from medical_suspensions m
        where m.boxer_id = b.id and m.lifted_at is null
        order by m.until desc limit 1
      ) latest on true
    where profiles.id = b.id`);
}
