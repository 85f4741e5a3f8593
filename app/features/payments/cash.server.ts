import type { Transaction } from '@server/db/client';
import { ledgerEntries } from '@server/db/schema';

/**
 * Cash at the venue (issue 31 item 2): an organiser marks an entry paid by hand, and the money is written to the
 * same ledger as card payments, once per marking; marking it unpaid again writes the opposite, so the ledger's
 * sum is what the organiser holds.
 */
export async function recordCashPayment(
  tx: Transaction,
  cash: {
    entryId: number;
    tournamentId: number;
    organisationId: number | null;
    amountKobo: number;
    by: string;
    /** When it was marked paid: names the marking, so its reversal names the same one. */
    paidAt: Date;
    void?: boolean;
  },
): Promise<void> {
  if (cash.amountKobo <= 0) return;
  await tx
    .insert(ledgerEntries)
    .values({
      kind: 'cash',
      amountKobo: cash.void ? -cash.amountKobo : cash.amountKobo,
      source: `${cash.void ? 'cash-void' : 'cash'}:entry:${cash.entryId}:${cash.paidAt.getTime()}`,
      entryId: cash.entryId,
      tournamentId: cash.tournamentId,
      organisationId: cash.organisationId,
      recordedBy: cash.by,
    })
    .onConflictDoNothing({ target: ledgerEntries.source });
}
