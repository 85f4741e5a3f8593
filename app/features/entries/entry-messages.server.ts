import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { entries, tournaments } from '@server/db/schema';
import { formatShortDay } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';
import { entryAudiences, queueMessage } from '~/features/messages';

/**
 * "Entry confirmed" by phone (issue 32 item 2): to the boxer on WhatsApp or SMS when they chose one, and to
 * a minor's guardian, queued in the registration's transaction (once per entry and person), with the
 * payment state: paid, free, or what is left to pay. The e-mail (entry-mail.server.ts) is unchanged.
 */
export async function queueEntryConfirmedMessages(
  tx: Transaction,
  tournamentId: number,
  entryIds: readonly number[],
): Promise<number> {
  if (entryIds.length === 0) return 0;
  const audiences = await entryAudiences(tx, entryIds);
  if ([...audiences.values()].every((a) => a.recipients.length === 0)) return 0;
  const [tournament] = await tx
    .select({
      name: tournaments.name,
      startDate: tournaments.startDate,
      weighInDate: tournaments.weighInDate,
      city: tournaments.city,
      entryFee: tournaments.entryFee,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return 0;
  const paid = new Map(
    (
      await tx
        .select({ id: entries.id, paidAt: entries.paidAt })
        .from(entries)
        .where(inArray(entries.id, [...entryIds]))
    ).map((e) => [e.id, e.paidAt !== null]),
  );
  let queued = 0;
  for (const audience of audiences.values()) {
    if (audience.recipients.length === 0) continue;
    const payment =
      tournament.entryFee === 0
        ? 'No entry fee'
        : paid.get(audience.entryId)
          ? 'Fee paid'
          : `${formatNaira(tournament.entryFee)} to pay`;
    const params = [
      audience.boxerName,
      tournament.name,
      formatShortDay(tournament.startDate),
      formatShortDay(tournament.weighInDate),
      payment,
    ];
    const ids = await queueMessage(tx, audience.recipients, {
      purpose: 'entry-confirmed',
      subject: `entry:${audience.entryId}`,
      template: 'entry_confirmed',
      params,
      body: `${audience.boxerName} is entered in ${tournament.name}, ${tournament.city}, ${params[2]}. Weigh-in ${params[3]}. ${payment}.`,
      tournamentId,
    });
    queued += ids.length;
  }
  return queued;
}
