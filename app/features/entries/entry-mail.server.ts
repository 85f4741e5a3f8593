import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { profiles, tournaments, user } from '@server/db/schema';
import { headerText } from '@server/http/plain-text';
import { queueEmail } from '@server/mail/outbox';
import { academy } from '~/content/academy';
import { formatLongDate } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';

/**
 * "Entry confirmed" (issue 15 item 9): once an entry is registered, by the boxer or their coach, the boxer
 * and their coach (profiles.coach_id) are e-mailed its facts, queued in the registration's transaction so
 * neither exists without the other. A coach who enters a squad gets one e-mail per boxer.
 */

export type ConfirmedEntry = { boxerId: string; boxerName: string; category: string };

export async function queueEntryConfirmations(
  tx: Transaction,
  tournamentId: number,
  confirmed: readonly ConfirmedEntry[],
  baseUrl: string,
): Promise<number> {
  if (confirmed.length === 0) return 0;
  const [tournament] = await tx
    .select({
      name: tournaments.name,
      slug: tournaments.slug,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      weighInDate: tournaments.weighInDate,
      venue: tournaments.venue,
      city: tournaments.city,
      entryFee: tournaments.entryFee,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return 0;
  const people = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: profiles.firstName,
      coachId: profiles.coachId,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(
      inArray(
        user.id,
        confirmed.map((c) => c.boxerId),
      ),
    );
  const coachIds = [...new Set(people.map((p) => p.coachId).filter((c): c is string => c !== null))];
  const coaches = new Map(
    (coachIds.length
      ? await tx
          .select({ id: user.id, email: user.email, name: user.name })
          .from(user)
          .where(inArray(user.id, coachIds))
      : []
    ).map((c) => [c.id, c]),
  );
  const dates =
    tournament.startDate === tournament.endDate
      ? formatLongDate(tournament.startDate)
      : `${formatLongDate(tournament.startDate)} to ${formatLongDate(tournament.endDate)}`;
  const where = tournament.venue ? `${tournament.venue}, ${tournament.city}` : tournament.city;
  let queued = 0;
  for (const entry of confirmed) {
    const boxer = people.find((p) => p.id === entry.boxerId);
    if (!boxer) continue;
    const coach = boxer.coachId ? coaches.get(boxer.coachId) : undefined;
    const recipients = [
      { to: boxer.email, greeting: boxer.firstName ?? boxer.name, isCoach: false },
      ...(coach ? [{ to: coach.email, greeting: coach.name.split(' ')[0]!, isCoach: true }] : []),
    ];
    for (const r of recipients) {
      await queueEmail(tx, {
        kind: 'entry-confirmed',
        to: r.to,
        subject: headerText(
          r.isCoach
            ? `${entry.boxerName} is entered in ${tournament.name}`
            : `You're entered in ${tournament.name}`,
        ),
        text: [
          `Hello ${r.greeting},`,
          '',
          `${r.isCoach ? `${entry.boxerName} is` : "You're"} registered for ${tournament.name}.`,
          '',
          `Boxer: ${entry.boxerName}`,
          `Category: ${entry.category}`,
          `Dates: ${dates}`,
          `Where: ${where}`,
          `Weigh-in: ${formatLongDate(tournament.weighInDate)}`,
          `Entry fee: ${tournament.entryFee > 0 ? `${formatNaira(tournament.entryFee)} (the organiser marks it paid)` : 'Free'}`,
          '',
          'What happens next: weigh in on the day (made weight and medically cleared), then the draw. We e-mail the first bout, its ring and its time once the bout order is published.',
          '',
          `The tournament: ${baseUrl}/tournaments/${tournament.slug}`,
          `The bout order, once published: ${baseUrl}/tournaments/${tournament.slug}/bouts`,
          r.isCoach
            ? `Your boxers' bouts (Match Schedule): ${baseUrl}/coach-dashboard`
            : `Your bouts and entries (My Boxing Journey): ${baseUrl}/student-dashboard`,
          '',
          'Times are West Africa Time (WAT).',
          '',
          `Questions? ${academy.email} or ${academy.phone}.`,
          '',
          academy.name,
        ].join('\n'),
      });
      queued++;
    }
  }
  return queued;
}
