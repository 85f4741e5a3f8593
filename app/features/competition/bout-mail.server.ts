import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@server/db/client';
import { entries, profiles, tournamentCategories, tournaments, user } from '@server/db/schema';
import { headerText } from '@server/http/plain-text';
import { queueEmail } from '@server/mail/outbox';
import type { OutgoingEmail } from '@server/mail/outbox';
import { academy } from '~/content/academy';
import { formatDateTime } from '~/lib/lagos-time';
import { categoryLabel } from './draws.server';
import type { CategoryDraw } from './engine';
import { appEntryId } from './engine-state.server';

/**
 * The e-mails the bout order sends (issue 15 item 9), to the boxer and their coach (profiles.coach_id),
 * queued in the transaction that changes the programme:
 * - `bout-first`: the draw published with the boxer's first bout. Sent when the boxer's first bout gets
 *   its number, ring and planned start (the schedule), since that is what the e-mail is for: a boxer who
 *   had no bout in the programme before the change and has one after.
 * - `bout-time-changed`: one of the boxer's bouts to box is planned more than 15 minutes away from where
 *   it was (a move, a schedule run again). One e-mail per boxer per change, listing the bouts that moved.
 * Anything less (a new number or ring at about the same time, a schedule run again that changes nothing)
 * sends nothing, so a redraw or a reschedule never repeats what a boxer was told.
 */

/** More than this between the old and the new planned start is worth an e-mail. */
export const TIME_CHANGE_THRESHOLD_MINUTES = 15;

type Planned = { categoryId: number; bout: string; number: number; ring: string; start: string };
/** Per entry id, its bouts to box with a number, a ring and a planned start, by `category:bout`. */
export type EntryPlans = Map<number, Map<string, Planned>>;

/** Every bout still to box that the programme gives a number, a ring and a planned start, per boxer in it. */
export function entryPlans(categories: ReadonlyArray<{ id: number; draw: CategoryDraw }>): EntryPlans {
  const plans: EntryPlans = new Map();
  for (const { id, draw } of categories)
    for (const round of draw.rounds)
      for (const bout of round.bouts) {
        const live = bout.live;
        if (bout.status !== 'waiting' && bout.status !== 'ready') continue;
        if (live?.number === undefined || live.ring === undefined || live.plannedStart === undefined)
          continue;
        for (const slot of bout.slots) {
          const entryId = appEntryId(slot);
          if (entryId === null) continue;
          const mine = plans.get(entryId) ?? new Map<string, Planned>();
          mine.set(`${id}:${bout.id}`, {
            categoryId: id,
            bout: bout.id,
            number: live.number,
            ring: live.ring,
            start: live.plannedStart,
          });
          plans.set(entryId, mine);
        }
      }
  return plans;
}

type Change =
  { kind: 'first'; bout: Planned } | { kind: 'moved'; bouts: Array<{ before: Planned; after: Planned }> };

/** What each boxer is to be told, from the programme before and after a change. */
export function programmeChanges(before: EntryPlans, after: EntryPlans): Map<number, Change> {
  const changes = new Map<number, Change>();
  for (const [entryId, now] of after) {
    const was = before.get(entryId);
    if (!was || was.size === 0) {
      const first = [...now.values()].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
      if (first) changes.set(entryId, { kind: 'first', bout: first });
      continue;
    }
    const moved: Array<{ before: Planned; after: Planned }> = [];
    for (const [key, planned] of now) {
      const old = was.get(key);
      if (!old) continue;
      const minutes = Math.abs(Date.parse(planned.start) - Date.parse(old.start)) / 60_000;
      if (minutes > TIME_CHANGE_THRESHOLD_MINUTES) moved.push({ before: old, after: planned });
    }
    if (moved.length > 0) {
      moved.sort((a, b) => Date.parse(a.after.start) - Date.parse(b.after.start));
      changes.set(entryId, { kind: 'moved', bouts: moved });
    }
  }
  return changes;
}

/** "Bout 7, Ring 2, 5 Dec 2026, 10:14 am WAT" */
const describe = (b: Planned) => `Bout ${b.number}, Ring ${b.ring}, ${formatDateTime(new Date(b.start))} WAT`;

type Recipient = { to: string; greeting: string; isCoach: boolean };

/**
 * Queues the e-mails for the changes: the boxer's, and their coach's when they have one (a coach who
 * entered several boxers gets one e-mail per boxer, each about that boxer).
 */
export async function queueProgrammeMail(
  tx: Transaction,
  tournamentId: number,
  changes: Map<number, Change>,
  baseUrl: string,
): Promise<number> {
  if (changes.size === 0) return 0;
  const [tournament] = await tx
    .select({ name: tournaments.name, slug: tournaments.slug })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return 0;
  const rows = await tx
    .select({
      entryId: entries.id,
      boxerEmail: user.email,
      boxerName: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      coachId: profiles.coachId,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(inArray(entries.id, [...changes.keys()]));
  const coachIds = [...new Set(rows.map((r) => r.coachId).filter((c): c is string => c !== null))];
  const coaches = new Map(
    (coachIds.length
      ? await tx
          .select({ id: user.id, email: user.email, name: user.name })
          .from(user)
          .where(inArray(user.id, coachIds))
      : []
    ).map((c) => [c.id, c]),
  );
  const boutOrder = `${baseUrl}/tournaments/${tournament.slug}/bouts`;
  let queued = 0;
  for (const row of rows) {
    const change = changes.get(row.entryId)!;
    const boxer = row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : row.boxerName;
    const category = categoryLabel(row);
    const coach = row.coachId ? coaches.get(row.coachId) : undefined;
    const recipients: Recipient[] = [
      { to: row.boxerEmail, greeting: row.firstName ?? row.boxerName, isCoach: false },
      ...(coach ? [{ to: coach.email, greeting: coach.name.split(' ')[0]!, isCoach: true }] : []),
    ];
    for (const r of recipients) {
      await queueEmail(
        tx,
        programmeEmail(r, { boxer, category, tournament: tournament.name, boutOrder, baseUrl }, change),
      );
      queued++;
    }
  }
  return queued;
}

function programmeEmail(
  to: Recipient,
  facts: { boxer: string; category: string; tournament: string; boutOrder: string; baseUrl: string },
  change: Change,
): OutgoingEmail {
  const whose = to.isCoach ? `${facts.boxer}'s` : 'Your';
  const dashboard = to.isCoach
    ? `Your boxers' bouts (Match Schedule): ${facts.baseUrl}/coach-dashboard`
    : `Your bouts (My Matches): ${facts.baseUrl}/student-dashboard`;
  const signature = [
    '',
    `The bout order, with each ring's now and next: ${facts.boutOrder}`,
    dashboard,
    '',
    'Times are West Africa Time (WAT). Planned starts move as the day runs: check the bout order on the day.',
    '',
    `Questions? ${academy.email} or ${academy.phone}.`,
    '',
    academy.name,
  ];
  if (change.kind === 'first') {
    return {
      kind: 'bout-first',
      to: to.to,
      subject: headerText(`${whose} first bout at ${facts.tournament}: ${describe(change.bout)}`),
      text: [
        `Hello ${to.greeting},`,
        '',
        `The draw of ${facts.tournament} is published and ${to.isCoach ? `${facts.boxer}'s` : 'your'} first bout is in the bout order.`,
        '',
        `Boxer: ${facts.boxer}`,
        `Category: ${facts.category}`,
        `Bout: ${change.bout.number}`,
        `Ring: ${change.bout.ring}`,
        `Planned start: ${formatDateTime(new Date(change.bout.start))} WAT`,
        '',
        'Weigh in on the day and be ready well before the planned start.',
        ...signature,
      ].join('\n'),
    };
  }
  return {
    kind: 'bout-time-changed',
    to: to.to,
    subject: headerText(
      `${whose} bout time changed at ${facts.tournament}: ${describe(change.bouts[0]!.after)}`,
    ),
    text: [
      `Hello ${to.greeting},`,
      '',
      `The bout order of ${facts.tournament} changed: ${to.isCoach ? `${facts.boxer}'s` : 'your'} planned start moved by more than ${TIME_CHANGE_THRESHOLD_MINUTES} minutes.`,
      '',
      `Boxer: ${facts.boxer}`,
      `Category: ${facts.category}`,
      ...change.bouts.flatMap(({ before, after }) => [
        '',
        `Now: ${describe(after)}`,
        `Was: ${describe(before)}`,
      ]),
      ...signature,
    ].join('\n'),
  };
}
