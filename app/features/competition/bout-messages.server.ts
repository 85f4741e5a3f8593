import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { bouts, tournaments } from '@server/db/schema';
import { clock } from '@server/clock';
import { formatClock, formatDateTime, lagosDate } from '~/lib/lagos-time';
import { entryAudiences, queueMessage, queueMessages, userRecipients } from '~/features/messages';
import type { EntryPlans } from './bout-mail.server';

/**
 * What the bout order, the results and the officials' seats tell people by phone (issue 32 item 2), each
 * queued with queueMessage in the transaction that makes it true, to the boxer on the channel they chose
 * (WhatsApp or SMS) and to a minor's guardian; officials on theirs. The e-mails stay as they were.
 * Texts are short (one SMS where it can be), times in WAT. On the event's days they are `urgent`: quiet
 * hours do not hold them.
 */

/** A planned start that moves by more than this is news by phone (the e-mail waits for 15 minutes). */
export const PHONE_MOVE_THRESHOLD_MINUTES = 10;

type TournamentFacts = { id: number; name: string; startDate: string; endDate: string };

export async function tournamentFacts(
  tx: Database | Transaction,
  tournamentId: number,
): Promise<TournamentFacts | null> {
  const [row] = await tx
    .select({
      id: tournaments.id,
      name: tournaments.name,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row ?? null;
}

/** On one of the tournament's days (Lagos) a message goes at once, quiet hours or not. */
export function isEventDay(tournament: Pick<TournamentFacts, 'startDate' | 'endDate'>, now = clock.now()) {
  const today = lagosDate(now);
  return today >= tournament.startDate && today <= tournament.endDate;
}

/** "10:14 WAT" on the day, "5 Dec 2026, 10:14 WAT" before it. */
export function whenText(at: Date, now = clock.now()): string {
  return lagosDate(at) === lagosDate(now) ? `${formatClock(at)} WAT` : `${formatDateTime(at)} WAT`;
}

/**
 * The bout order changed: a boxer's first bout newly in it ("draw made"), or a bout planned more than 10
 * minutes from where it was ("bout time moved", once per new time: the same move told again is one
 * message, a later move is another).
 */
export async function queueProgrammeMessages(
  tx: Transaction,
  tournamentId: number,
  before: EntryPlans,
  after: EntryPlans,
): Promise<number> {
  type Told = { entryId: number; key: string; kind: 'first' | 'moved'; was?: string };
  const told: Told[] = [];
  for (const [entryId, now] of after) {
    const was = before.get(entryId);
    if (!was || was.size === 0) {
      const first = [...now.entries()].sort((a, b) => Date.parse(a[1].start) - Date.parse(b[1].start))[0];
      if (first) told.push({ entryId, key: first[0], kind: 'first' });
      continue;
    }
    for (const [key, planned] of now) {
      const old = was.get(key);
      if (!old) continue;
      const minutes = Math.abs(Date.parse(planned.start) - Date.parse(old.start)) / 60_000;
      if (minutes > PHONE_MOVE_THRESHOLD_MINUTES) told.push({ entryId, key, kind: 'moved', was: old.start });
    }
  }
  if (told.length === 0) return 0;
  const audiences = await entryAudiences(
    tx,
    told.map((t) => t.entryId),
  );
  const reached = told.filter((t) => (audiences.get(t.entryId)?.recipients.length ?? 0) > 0);
  if (reached.length === 0) return 0;
  const tournament = await tournamentFacts(tx, tournamentId);
  if (!tournament) return 0;
  const boutIds = new Map(
    (
      await tx
        .select({ id: bouts.id, categoryId: bouts.categoryId, engineBoutId: bouts.engineBoutId })
        .from(bouts)
        .where(eq(bouts.tournamentId, tournamentId))
    ).map((b) => [`${b.categoryId}:${b.engineBoutId}`, b.id]),
  );
  const urgent = isEventDay(tournament);
  // Every message of the change is written by one statement (queueMessages): a programme shifted by
  // 15 minutes moves hundreds of bouts at once (bench:notify).
  const batch: Parameters<typeof queueMessages>[1][number][] = [];
  // A moved bout is one message to its corners (and guardians).
  const movedBouts = new Map<number, Told[]>();
  for (const t of reached) {
    const audience = audiences.get(t.entryId)!;
    const planned = after.get(t.entryId)!.get(t.key)!;
    const boutId = boutIds.get(t.key);
    if (boutId === undefined) continue;
    if (t.kind === 'moved') {
      movedBouts.set(boutId, [...(movedBouts.get(boutId) ?? []), t]);
      continue;
    }
    const when = whenText(new Date(planned.start));
    batch.push({
      recipients: audience.recipients,
      message: {
        purpose: 'draw-made',
        subject: `entry:${t.entryId}`,
        template: 'draw_made',
        params: [audience.boxerName, tournament.name, String(planned.number), planned.ring, when],
        body: `${tournament.name}: the draw is made. ${audience.boxerName}'s first bout is bout ${planned.number}, ring ${planned.ring}, about ${when}.`,
        tournamentId,
        urgent,
      },
    });
  }
  for (const [boutId, corners] of movedBouts) {
    const planned = after.get(corners[0]!.entryId)!.get(corners[0]!.key)!;
    const start = new Date(planned.start);
    const [when, was] = [whenText(start), whenText(new Date(corners[0]!.was!))];
    const names = corners.map((t) => audiences.get(t.entryId)!.boxerName).join(' v ');
    batch.push({
      recipients: corners.flatMap((t) => audiences.get(t.entryId)!.recipients),
      message: {
        purpose: 'bout-time-moved',
        subject: `bout:${boutId}`,
        version: start.toISOString(),
        template: 'bout_time_moved',
        params: [names, tournament.name, String(planned.number), planned.ring, when, was],
        body: `${tournament.name}: bout ${planned.number} (ring ${planned.ring}), ${names}, is now about ${when}, was ${was}.`,
        tournamentId,
        urgent,
      },
    });
  }
  return (await queueMessages(tx, batch)).length;
}

const OUTCOME_WORDS: Record<string, string> = {
  WP: 'on points',
  RSC: 'by referee stopping the contest',
  'RSC-I': 'by stoppage for injury',
  KO: 'by knockout',
  ABD: 'as the bout was abandoned',
  DSQ: 'by disqualification',
  WO: 'by walkover',
};

export type DecidedBout = {
  id: number;
  number: number | null;
  tournament: TournamentFacts;
  redEntryId: number | null;
  blueEntryId: number | null;
  winnerEntryId: number | null;
  outcome: string | null;
};

/** A bout decided: both boxers (and guardians) hear the result, once per bout. */
export async function queueResultMessages(tx: Transaction, bout: DecidedBout): Promise<number> {
  const corners = [bout.redEntryId, bout.blueEntryId].filter((e): e is number => e !== null);
  const audiences = await entryAudiences(tx, corners);
  if ([...audiences.values()].every((a) => a.recipients.length === 0)) return 0;
  const names = corners.map((e) => audiences.get(e)?.boxerName ?? 'A boxer');
  const winner = bout.winnerEntryId === null ? null : audiences.get(bout.winnerEntryId)?.boxerName;
  const how = bout.outcome ? (OUTCOME_WORDS[bout.outcome] ?? `(${bout.outcome})`) : '';
  const said =
    bout.outcome === 'DRAW' || !winner ? `${names.join(' v ')}: a draw` : `${winner} won ${how}`.trim();
  const label = bout.number === null ? 'a bout' : `bout ${bout.number}`;
  let queued = 0;
  for (const audience of audiences.values()) {
    const ids = await queueMessage(tx, audience.recipients, {
      purpose: 'result',
      subject: `bout:${bout.id}`,
      template: 'bout_result',
      params: [bout.tournament.name, label, said],
      body: `${bout.tournament.name}, ${label}: ${said}.`,
      tournamentId: bout.tournament.id,
      urgent: isEventDay(bout.tournament),
    });
    queued += ids.length;
  }
  return queued;
}

export type MedalNews = {
  tournament: TournamentFacts;
  categoryId: number;
  label: string;
  placings: Array<{ entryId: number; medal: 'gold' | 'silver' | 'bronze'; place: number }>;
};

/** A category complete: each medallist (and guardian) hears their medal; a correction that changes it, again. */
export async function queueMedalMessages(tx: Transaction, news: MedalNews): Promise<number> {
  if (news.placings.length === 0) return 0;
  const audiences = await entryAudiences(
    tx,
    news.placings.map((p) => p.entryId),
  );
  let queued = 0;
  for (const p of news.placings) {
    const audience = audiences.get(p.entryId);
    if (!audience || audience.recipients.length === 0) continue;
    const ids = await queueMessage(tx, audience.recipients, {
      purpose: 'result',
      subject: `medal:${news.categoryId}:${p.entryId}`,
      version: p.medal,
      template: 'medal_won',
      params: [audience.boxerName, p.medal, news.tournament.name, news.label],
      body: `${news.tournament.name}: ${audience.boxerName} wins ${p.medal} (${news.label}). Congratulations!`,
      tournamentId: news.tournament.id,
      urgent: isEventDay(news.tournament),
    });
    queued += ids.length;
  }
  return queued;
}

export type CorrectionMessage = {
  tournament: TournamentFacts;
  boutId: number;
  boutNumber: number | null;
  before: string;
  after: string;
  /** Bout numbers set aside, to be boxed again. */
  voided: string[];
  entryIds: number[];
};

/** A corrected result: the boxers of the bout and of the bouts it set aside (and guardians), once per correction. */
export async function queueCorrectionMessages(tx: Transaction, news: CorrectionMessage): Promise<number> {
  const audiences = await entryAudiences(tx, news.entryIds);
  const label = news.boutNumber === null ? 'a bout' : `bout ${news.boutNumber}`;
  const setAside =
    news.voided.length > 0 ? ` Bout ${news.voided.join(', ')} to be boxed again: see the new times.` : '';
  let queued = 0;
  for (const audience of audiences.values()) {
    if (audience.recipients.length === 0) continue;
    const ids = await queueMessage(tx, audience.recipients, {
      purpose: 'correction',
      subject: `bout:${news.boutId}`,
      version: news.after,
      template: 'result_corrected',
      params: [news.tournament.name, label, news.after, news.before],
      body: `${news.tournament.name}: the result of ${label} is corrected to ${news.after} (was ${news.before}).${setAside}`,
      tournamentId: news.tournament.id,
      urgent: isEventDay(news.tournament),
    });
    queued += ids.length;
  }
  return queued;
}

export type OfficialSeat = { userId: string; role: 'referee' | 'judge' | 'recorder' | 'timekeeper' };

/**
 * Officials named to a bout hear their seat with their page's link, once per bout and seat (named again to
 * the same seat, nothing; moved to another seat, a new message).
 */
export async function queueOfficialMessages(
  tx: Transaction,
  bout: { id: number; number: number | null; ring: number | null; plannedStart: Date | null },
  tournament: TournamentFacts,
  seats: readonly OfficialSeat[],
  baseUrl: string,
): Promise<number> {
  const recipients = await userRecipients(
    tx,
    seats.map((s) => s.userId),
  );
  if (recipients.size === 0) return 0;
  const label = bout.number === null ? 'a bout' : `bout ${bout.number}`;
  const where = [
    bout.ring === null ? null : `ring ${bout.ring}`,
    bout.plannedStart ? `about ${whenText(bout.plannedStart)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const boutLink = `${baseUrl}/referee-dashboard/bouts/${bout.id}`;
  let queued = 0;
  for (const seat of seats) {
    const recipient = recipients.get(seat.userId);
    if (!recipient) continue;
    // The timekeeper's page is the bout's round clock.
    const link = seat.role === 'timekeeper' ? `${boutLink}/clock` : boutLink;
    const ids = await queueMessage(tx, [recipient], {
      purpose: 'official-assigned',
      subject: `bout:${bout.id}`,
      version: seat.role,
      template: 'official_assigned',
      params: [tournament.name, seat.role, label, where, link],
      body: `${tournament.name}: you are ${seat.role} of ${label}${where ? ` (${where})` : ''}. Your page: ${link}`,
      tournamentId: tournament.id,
      urgent: isEventDay(tournament),
    });
    queued += ids.length;
  }
  return queued;
}

/** A decided bout, with what a result message says (null while it is not decided). */
export async function decidedBout(tx: Transaction, boutId: number): Promise<DecidedBout | null> {
  const [row] = await tx
    .select({
      id: bouts.id,
      number: bouts.number,
      tournamentId: bouts.tournamentId,
      redEntryId: bouts.redEntryId,
      blueEntryId: bouts.blueEntryId,
      winnerEntryId: bouts.winnerEntryId,
      outcome: bouts.outcome,
      status: bouts.status,
    })
    .from(bouts)
    .where(eq(bouts.id, boutId));
  if (!row || row.status !== 'decided') return null;
  const tournament = await tournamentFacts(tx, row.tournamentId);
  if (!tournament) return null;
  return { ...row, tournament };
}
