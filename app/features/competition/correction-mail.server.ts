import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { entries, profiles, user } from '@server/db/schema';
import { headerText } from '@server/http/plain-text';
import { queueEmail } from '@server/mail/outbox';
import { academy } from '~/content/academy';

/**
 * A corrected result is news to everyone it touches (issue 16 item 5): the two boxers of the bout, the
 * boxers of every later bout it set aside, and their coaches. Queued in the correction's transaction.
 */

export type CorrectionNews = {
  tournament: { name: string; slug: string };
  boutNumber: number | null;
  category: string;
  /** "RSC · to Ade Bello · round 2", before and after. */
  before: string;
  after: string;
  reason: string;
  /** Bout numbers set aside, to be boxed again. */
  voided: string[];
  /** Entries of the corrected bout, then of the bouts set aside. */
  entryIds: number[];
};

export async function queueCorrectionMail(
  tx: Transaction,
  news: CorrectionNews,
  baseUrl: string,
): Promise<number> {
  const ids = [...new Set(news.entryIds)];
  if (ids.length === 0) return 0;
  const boxers = await tx
    .select({
      email: user.email,
      name: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      coachId: profiles.coachId,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(inArray(entries.id, ids));
  const coachIds = [...new Set(boxers.map((b) => b.coachId).filter((c): c is string => c !== null))];
  const coaches = new Map(
    (coachIds.length
      ? await tx
          .select({ id: user.id, email: user.email, name: user.name })
          .from(user)
          .where(inArray(user.id, coachIds))
      : []
    ).map((c) => [c.id, c]),
  );
  const bout = news.boutNumber === null ? 'A bout' : `Bout ${news.boutNumber}`;
  const lines = (greeting: string, about: string) =>
    [
      `Hello ${greeting},`,
      '',
      `${bout} of ${news.tournament.name} (${news.category}) has a corrected result${about}.`,
      '',
      `Now: ${news.after}`,
      `Was: ${news.before}`,
      `Reason given by the organisers: ${news.reason}`,
      ...(news.voided.length > 0
        ? [
            '',
            `The result of ${news.voided.length === 1 ? 'bout' : 'bouts'} ${news.voided.join(', ')} no longer stands: ${news.voided.length === 1 ? 'it is' : 'they are'} to be boxed again. The bout order has the new times.`,
          ]
        : []),
      '',
      `The bout order: ${baseUrl}/tournaments/${news.tournament.slug}/bouts`,
      '',
      `Questions? ${academy.email} or ${academy.phone}.`,
      '',
      academy.name,
    ].join('\n');
  const sent = new Set<string>();
  let queued = 0;
  for (const b of boxers) {
    const boxer = b.firstName ? `${b.firstName} ${b.lastName ?? ''}`.trim() : b.name;
    const coach = b.coachId ? coaches.get(b.coachId) : undefined;
    const recipients = [
      { to: b.email, text: lines(b.firstName ?? b.name, '') },
      ...(coach
        ? [{ to: coach.email, text: lines(coach.name.split(' ')[0]!, `, which concerns ${boxer}`) }]
        : []),
    ];
    for (const r of recipients) {
      if (sent.has(r.to)) continue;
      sent.add(r.to);
      await queueEmail(tx, {
        kind: 'result-corrected',
        to: r.to,
        subject: headerText(`Result corrected at ${news.tournament.name}: ${bout.toLowerCase()}`),
        text: r.text,
      });
      queued++;
    }
  }
  return queued;
}
