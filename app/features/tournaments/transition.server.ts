import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { tournaments } from '@server/db/schema';
import type { TournamentStatus } from '@server/db/schema/tournaments';
import { recordLiveEvent } from '@server/realtime/events';
import { clock } from '@server/clock';

/**
 * The one writer of a tournament's status (DESIGN "One writer per state"): publishing, the draw, the first
 * bout, the last result, a correction that reopens a category, a cancellation. Each move is told to the
 * live stream as `tournament.updated` with the new status, in the transaction that makes it, so a page
 * following the tournament never misses one (issue 27).
 */

/** The columns a status stamps (when it was published, cancelled, completed), and any others it sets. */
export type TransitionColumns = Partial<
  Pick<
    typeof tournaments.$inferInsert,
    'publishedAt' | 'cancelledAt' | 'cancelReason' | 'completedAt' | 'resultWinner' | 'resultCategory'
  >
>;

/**
 * Moves the tournament to `to` if its status is one of `from` (any status but `to` when absent), setting
 * `columns` with it. Returns whether it moved: nothing is written or told otherwise.
 */
export async function transition(
  tx: Transaction,
  tournamentId: number,
  to: TournamentStatus,
  options: { from?: readonly TournamentStatus[]; columns?: TransitionColumns; at?: Date } = {},
): Promise<boolean> {
  const at = options.at ?? clock.now();
  const moved = await tx
    .update(tournaments)
    .set({ status: to, ...options.columns, updatedAt: at })
    .where(
      and(
        eq(tournaments.id, tournamentId),
        options.from ? inArray(tournaments.status, [...options.from]) : undefined,
      ),
    )
    .returning({ id: tournaments.id });
  if (moved.length === 0) return false;
  await recordLiveEvent(tx, 'tournament.updated', { tournamentId, status: to });
  return true;
}
