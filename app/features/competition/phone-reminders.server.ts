import { and, asc, between, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { bouts, entries, messages, tournamentSessions, tournaments } from '@server/db/schema';
import { clock } from '@server/clock';
import { addDays, formatClock, formatShortDay, lagosDate, lagosInstant } from '~/lib/lagos-time';
import { entryAudiences, messageKey, queueMessage } from '~/features/messages';
import type { MessageRecipient } from '~/features/messages';
import { boutEtas } from './bout-times.server';
import { isEventDay, tournamentFacts, whenText } from './bout-messages.server';

/**
 * The messages the clock makes true (issue 32 item 2), found by a scan rather than by a change:
 * - "on in about 30 minutes": a bout still to box whose ETA (the one ETA, bout-times.server.ts) is 30
 *   minutes away or less, to both boxers (and minors' guardians), with its ring and number. Once per bout
 *   and person; again only when the ETA then moves later by more than 10 minutes from the one told (the
 *   version is the ETA told, compared before another is queued; a bout brought forward is not told again:
 *   its boxers already know it is soon).
 * - the weigh-in reminder, the day before the tournament's weigh-in date (from 09:00 WAT), with its day,
 *   time (before the first bouts of that day, when it has a session) and place, once per entry.
 * The server scans every minute and, for the bout order, whenever a bout is scheduled, moved, started or
 * decided on any instance (startPhoneReminders). Each tournament's scan holds a transaction-level advisory
 * lock, so two instances scanning at once queue each message once (and the unique key would keep it so).
 */

export const BOUT_SOON_MINUTES = 30;
/** A bout whose ETA moves by more than this after "on in about 30 minutes" is told again. */
export const BOUT_SOON_RESEND_MINUTES = 10;
/** The weigh-in reminder goes from this Lagos time on the day before. */
const REMINDER_FROM = '09:00';
const SCAN_LOCK = 727_332;

type Scan = { boutSoon: number; weighIn: number };

/** The ETA a "bout-soon" message was queued for: the version at the end of its key. */
const toldEta = (dedupeKey: string) => Date.parse(dedupeKey.slice(dedupeKey.lastIndexOf('|') + 1));

/** The ETA to the minute, as the version of the message. */
const etaVersion = (eta: Date) => `${eta.toISOString().slice(0, 16)}Z`;

/** "On in about 30 minutes" for one tournament's bouts due now. */
export async function queueBoutSoonMessages(
  db: Database,
  tournamentId: number,
  now = clock.now(),
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCAN_LOCK}, ${tournamentId})`);
    const rows = await tx
      .select({
        id: bouts.id,
        number: bouts.number,
        ring: bouts.ring,
        red: bouts.redEntryId,
        blue: bouts.blueEntryId,
      })
      .from(bouts)
      .where(
        and(
          eq(bouts.tournamentId, tournamentId),
          eq(bouts.status, 'scheduled'),
          isNotNull(bouts.number),
          isNotNull(bouts.redEntryId),
          isNotNull(bouts.blueEntryId),
        ),
      );
    if (rows.length === 0) return 0;
    const etas = await boutEtas(tx, tournamentId, now);
    const due = rows.flatMap((b) => {
      const eta = etas.get(b.id);
      if (!eta) return [];
      const at = new Date(eta);
      const minutes = (at.getTime() - now.getTime()) / 60_000;
      return minutes <= BOUT_SOON_MINUTES && minutes > -BOUT_SOON_MINUTES ? [{ ...b, eta: at }] : [];
    });
    if (due.length === 0) return 0;
    const tournament = await tournamentFacts(tx, tournamentId);
    if (!tournament) return 0;
    const audiences = await entryAudiences(
      tx,
      due.flatMap((b) => [b.red!, b.blue!]),
    );
    // What was told of these bouts, newest first: a few rows a bout.
    const told = await tx
      .select({ key: messages.dedupeKey })
      .from(messages)
      .where(
        and(
          eq(messages.purpose, 'bout-soon'),
          eq(messages.tournamentId, tournamentId),
          inArray(
            sql`split_part(${messages.dedupeKey}, '|', 2)`,
            due.map((b) => `bout:${b.id}`),
          ),
        ),
      )
      .orderBy(desc(messages.id));
    let queued = 0;
    for (const bout of due) {
      const version = etaVersion(bout.eta);
      for (const entryId of [bout.red!, bout.blue!]) {
        const audience = audiences.get(entryId);
        if (!audience) continue;
        const message = {
          purpose: 'bout-soon' as const,
          subject: `bout:${bout.id}`,
          version,
          template: 'bout_soon',
          params: [
            audience.boxerName,
            String(bout.number),
            String(bout.ring),
            whenText(bout.eta, now),
            tournament.name,
          ],
          body: `${audience.boxerName} is on in about 30 minutes: bout ${bout.number}, ring ${bout.ring}, about ${whenText(bout.eta, now)}. ${tournament.name}.`,
          tournamentId,
          urgent: true,
        };
        // Told already: again only once the bout is put back by more than 10 minutes (then "about 30
        // minutes" is true again); brought forward, the boxer already knows it is soon.
        const fresh = audience.recipients.filter((r: MessageRecipient) => {
          const prefix = messageKey(r, { ...message, version: undefined });
          const last = told.find((t) => t.key.startsWith(`${prefix}|`));
          return !last || bout.eta.getTime() - toldEta(last.key) > BOUT_SOON_RESEND_MINUTES * 60_000;
        });
        queued += (await queueMessage(tx, fresh, message)).length;
      }
    }
    return queued;
  });
}

/** The weigh-in reminders due: tomorrow's weigh-ins (from 09:00 WAT today), once per entry. */
export async function queueWeighInReminders(db: Database, now = clock.now()): Promise<number> {
  const today = lagosDate(now);
  if (now < lagosInstant(today, REMINDER_FROM)) return 0;
  const tomorrow = addDays(today, 1);
  const candidates = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      weighInDate: tournaments.weighInDate,
      venue: tournaments.venue,
      city: tournaments.city,
    })
    .from(tournaments)
    .where(
      and(
        inArray(tournaments.status, ['published', 'drawn', 'in_progress']),
        eq(tournaments.weighInDate, tomorrow),
      ),
    );
  let queued = 0;
  for (const tournament of candidates)
    queued += await db.transaction(async (tx) => remindWeighIn(tx, tournament, tomorrow));
  return queued;
}

async function remindWeighIn(
  tx: Transaction,
  tournament: { id: number; name: string; venue: string | null; city: string },
  day: string,
): Promise<number> {
  const entryIds = (
    await tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournament.id), ne(entries.status, 'withdrawn')))
  ).map((e) => e.id);
  const audiences = await entryAudiences(tx, entryIds);
  if ([...audiences.values()].every((a) => a.recipients.length === 0)) return 0;
  const [first] = await tx
    .select({ startsAt: tournamentSessions.startsAt })
    .from(tournamentSessions)
    .where(and(eq(tournamentSessions.tournamentId, tournament.id), eq(tournamentSessions.day, day)))
    .orderBy(asc(tournamentSessions.startsAt))
    .limit(1);
  const place = tournament.venue ? `${tournament.venue}, ${tournament.city}` : tournament.city;
  const time = first ? `before the first bouts at ${formatClock(lagosInstant(day, first.startsAt))} WAT` : '';
  let queued = 0;
  for (const audience of audiences.values()) {
    if (audience.recipients.length === 0) continue;
    const ids = await queueMessage(tx, audience.recipients, {
      purpose: 'weigh-in-reminder',
      subject: `entry:${audience.entryId}`,
      template: 'weigh_in_reminder',
      params: [audience.boxerName, tournament.name, formatShortDay(day), time || 'in the morning', place],
      body: `Reminder: ${audience.boxerName} weighs in tomorrow, ${formatShortDay(day)}${time ? `, ${time}` : ''}, at ${place}, for ${tournament.name}. Bring your ID and medical.`,
      tournamentId: tournament.id,
    });
    queued += ids.length;
  }
  return queued;
}

/** Tournaments with a bout still to box planned within 12 hours of now: the ones "bout-soon" scans. */
async function boxingNow(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: bouts.tournamentId })
    .from(bouts)
    .where(
      and(
        eq(bouts.status, 'scheduled'),
        between(
          bouts.plannedStart,
          new Date(now.getTime() - 12 * 3_600_000),
          new Date(now.getTime() + 12 * 3_600_000),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** One scan of everything the clock makes due: every tournament boxing now, and tomorrow's weigh-ins. */
export async function scanPhoneReminders(db: Database, now = clock.now()): Promise<Scan> {
  let boutSoon = 0;
  for (const id of await boxingNow(db, now)) boutSoon += await queueBoutSoonMessages(db, id, now);
  return { boutSoon, weighIn: await queueWeighInReminders(db, now) };
}

/** Live events that can bring a bout within 30 minutes. */
const PROGRAMME_EVENTS = new Set(['bout.scheduled', 'bout.started', 'bout.decided', 'bout.corrected']);

/**
 * Runs the scan every `intervalMs` (a minute) and a tournament's "bout-soon" as soon as its bout order
 * changes or a bout starts or ends on any instance (the live events' NOTIFY), one scan at a time.
 */
export function startPhoneReminders(options: {
  db: Database;
  listen?: (channel: string, onNotification: (payload: string) => void) => Promise<() => Promise<void>>;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}) {
  const onError = options.onError ?? ((error: unknown) => console.error('Phone reminders:', error));
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = (work: () => Promise<unknown>) => {
    chain = chain.then(() => (stopped ? undefined : work().catch(onError)));
    return chain;
  };
  const pending = new Set<number>();
  const timer = setInterval(
    () => void run(() => scanPhoneReminders(options.db)),
    options.intervalMs ?? 60_000,
  );
  timer.unref();
  void run(() => scanPhoneReminders(options.db));
  const unlisten = options.listen?.('live_events', (payload) => {
    try {
      const event = JSON.parse(payload) as { type?: string; payload?: { tournamentId?: unknown } };
      const id = event.payload?.tournamentId;
      if (!event.type || !PROGRAMME_EVENTS.has(event.type) || typeof id !== 'number' || pending.has(id))
        return;
      pending.add(id);
      void run(async () => {
        pending.delete(id);
        if (isEventDayOrNear(await tournamentFacts(options.db, id)))
          await queueBoutSoonMessages(options.db, id);
      });
    } catch {
      // Not an event this scan reads.
    }
  });
  return {
    /** Scans now (tests, a programme change here). */
    scan: () => run(() => scanPhoneReminders(options.db)),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await (
        await unlisten?.catch(() => undefined)
      )?.();
      await chain;
    },
  };
}

const isEventDayOrNear = (t: { startDate: string; endDate: string } | null) =>
  t !== null &&
  (isEventDay(t) || isEventDay({ startDate: addDays(t.startDate, -1), endDate: addDays(t.endDate, 1) }));
