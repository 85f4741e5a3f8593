import { eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { ledgerEntries } from '@server/db/schema';

export type TournamentMoney = {
  collectedKobo: number;
  cashKobo: number;
  feesKobo: number;
  /** The platform's commission on split entry fees (decision 0030). */
  commissionKobo: number;
  refundsKobo: number;
  netKobo: number;
};

/** A tournament's money, summed from the ledger (nothing is stored twice): in by card and cash, out by fees and refunds. */
export async function tournamentMoney(db: Database, tournamentId: number): Promise<TournamentMoney> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, total: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.tournamentId, tournamentId))
    .groupBy(ledgerEntries.kind);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  const collectedKobo = of('charge');
  const cashKobo = of('cash');
  const feesKobo = 0 - of('fee'); // 0 - 0 is 0, where -0 would be -0
  const commissionKobo = 0 - of('commission');
  const refundsKobo = 0 - of('refund');
  return {
    collectedKobo,
    cashKobo,
    feesKobo,
    commissionKobo,
    refundsKobo,
    netKobo: collectedKobo + cashKobo - feesKobo - commissionKobo - refundsKobo,
  };
}
