import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { entries, profiles, tournaments, user } from '@server/db/schema';
import { headerText } from '@server/http/plain-text';
import { queueEmail } from '@server/mail/outbox';
import { academy } from '~/content/academy';
import { formatLongDate } from '~/lib/lagos-time';

/** A minor's entry awaiting consent: its link's token and its category's name (registration.server.ts). */
export type ConsentRequestMail = { entryId: number; token: string; category: string };

/**
 * "Your consent is needed" (issue 27): a minor's entry waits for their parent or guardian, who gets this
 * e-mail with a link of their own. It is queued in the registration's transaction, like the confirmations.
 */
export async function queueGuardianConsentRequests(
  tx: Transaction,
  tournamentId: number,
  links: readonly ConsentRequestMail[],
  baseUrl: string,
): Promise<number> {
  if (links.length === 0) return 0;
  const [tournament] = await tx
    .select({
      name: tournaments.name,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      venue: tournaments.venue,
      city: tournaments.city,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return 0;
  const rows = await tx
    .select({
      id: entries.id,
      guardianName: entries.guardianName,
      guardianEmail: entries.guardianEmail,
      userName: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(
      inArray(
        entries.id,
        links.map((l) => l.entryId),
      ),
    );
  const dates =
    tournament.startDate === tournament.endDate
      ? formatLongDate(tournament.startDate)
      : `${formatLongDate(tournament.startDate)} to ${formatLongDate(tournament.endDate)}`;
  const where = tournament.venue ? `${tournament.venue}, ${tournament.city}` : tournament.city;
  let queued = 0;
  for (const link of links) {
    const row = rows.find((r) => r.id === link.entryId);
    if (!row?.guardianEmail) continue;
    const child = row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : row.userName;
    await queueEmail(tx, {
      kind: 'guardian-consent',
      to: row.guardianEmail,
      subject: headerText(`Your consent is needed: ${child} in ${tournament.name}`),
      text: [
        `Hello ${row.guardianName ?? ''},`.replace(' ,', ','),
        '',
        `${child} has been entered in ${tournament.name}. Because ${child} is under 18, the entry counts only once you, as their parent or guardian, consent to it. Until then ${child} is not drawn to box.`,
        '',
        `Category: ${link.category}`,
        `Dates: ${dates}`,
        `Where: ${where}`,
        '',
        `To read the details and give your consent: ${baseUrl}/entries/consent/${link.token}`,
        '',
        'The link is yours alone: please do not forward it. If you did not expect this e-mail, ignore it and nothing happens.',
        '',
        `Questions? ${academy.email} or ${academy.phone}.`,
        '',
        academy.name,
      ].join('\n'),
    });
    queued++;
  }
  return queued;
}
