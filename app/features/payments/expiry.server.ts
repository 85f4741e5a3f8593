import { and, count, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import {
  entries,
  outbox,
  paymentEntries,
  payments,
  profiles,
  refunds,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import { headerText } from '@server/http/plain-text';
import { nudgeOutbox, queueEmail } from '@server/mail/outbox';
import { clock } from '@server/clock';
import { academy } from '~/content/academy';
import { addDays, formatLongDate, lagosDate, lagosInstant } from '~/lib/lagos-time';
import { formatNaira } from '~/lib/money';

/**
 * Issue 31 item 2: an entry whose fee is still unpaid when registration closes (the end of the deadline's
 * day in Lagos) is withdrawn, with this reason, and the boxer and their coach are told; 48 hours before, they
 * are reminded once to pay, and only an entry so reminded is withdrawn (never without notice). Entries paid
 * online or marked paid in cash are kept. An entry with a checkout
 * begun in the last half hour waits for it (the next run decides). Run by every instance: one conditional
 * UPDATE withdraws each entry once, and a reminder is queued under the entry's row lock once.
 *
 * A payment that succeeds after its entry was withdrawn here reinstates the entry if the tournament still
 * has room and its category is not drawn; otherwise the whole fee is refunded (a pending refund the refunds'
 * sender asks Paystack for), by `reinstatePaidAfterExpiry`, called by settleCharge.
 */

export const UNPAID_REASON = 'Unpaid at the registration deadline';
export const REMINDER_BEFORE_MS = 48 * 60 * 60_000;
/** A checkout begun this recently is let finish before its entries expire. */
const CHECKOUT_GRACE_MS = 30 * 60_000;
const REMINDER_KIND = 'entry-fee-reminder';

/** When registration closes: the end of the deadline's day in Lagos. */
export function registrationClosesAt(deadline: string): Date {
  return lagosInstant(addDays(deadline, 1), '00:00');
}

type Notice = { entryId: number; boxerId: string; tournamentId: number };

/** The boxer's and their coach's addresses, with the tournament's facts, for the notices. */
async function recipientsOf(tx: Transaction, notices: readonly Notice[]) {
  if (notices.length === 0) return [];
  const people = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      coachId: profiles.coachId,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, [...new Set(notices.map((n) => n.boxerId))]));
  const coachIds = [...new Set(people.map((p) => p.coachId).filter((c): c is string => c !== null))];
  const coaches = coachIds.length
    ? await tx
        .select({ id: user.id, email: user.email, name: user.name })
        .from(user)
        .where(inArray(user.id, coachIds))
    : [];
  const events = await tx
    .select({
      id: tournaments.id,
      name: tournaments.name,
      slug: tournaments.slug,
      fee: tournaments.entryFee,
      deadline: tournaments.registrationDeadline,
    })
    .from(tournaments)
    .where(inArray(tournaments.id, [...new Set(notices.map((n) => n.tournamentId))]));
  return notices.flatMap((notice) => {
    const boxer = people.find((p) => p.id === notice.boxerId);
    const tournament = events.find((t) => t.id === notice.tournamentId);
    if (!boxer || !tournament) return [];
    const boxerName = boxer.firstName ? `${boxer.firstName} ${boxer.lastName ?? ''}`.trim() : boxer.name;
    const coach = coaches.find((c) => c.id === boxer.coachId);
    return [
      {
        notice,
        tournament,
        boxerName,
        to: boxer.email,
        greeting: boxer.firstName ?? boxer.name,
        isCoach: false,
      },
      ...(coach
        ? [
            {
              notice,
              tournament,
              boxerName,
              to: coach.email,
              greeting: coach.name.split(' ')[0]!,
              isCoach: true,
            },
          ]
        : []),
    ];
  });
}

function signature() {
  return [
    '',
    'Times are West Africa Time (WAT).',
    '',
    `Questions? ${academy.email} or ${academy.phone}.`,
    '',
    academy.name,
  ];
}

/** Withdraws the entries unpaid past their deadline, once each, and tells the boxer and their coach. */
export async function expireUnpaidEntries(
  db: Database,
  options: { baseUrl: string; now?: Date },
): Promise<{ expired: number[] }> {
  const now = options.now ?? clock.now();
  const today = lagosDate(now);
  const expired = await db.transaction(async (tx) => {
    const closed = tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(
        and(
          gt(tournaments.entryFee, 0),
          eq(tournaments.status, 'published'),
          lt(tournaments.registrationDeadline, today),
        ),
      );
    const checkoutUnderWay = tx
      .select({ one: sql`1` })
      .from(paymentEntries)
      .innerJoin(payments, eq(payments.id, paymentEntries.paymentId))
      .where(
        and(
          eq(paymentEntries.entryId, entries.id),
          eq(payments.status, 'pending'),
          gt(payments.createdAt, new Date(now.getTime() - CHECKOUT_GRACE_MS)),
        ),
      );
    // The one conditional UPDATE: a second instance running at once finds these rows withdrawn, and skips them.
    const rows = await tx
      .update(entries)
      .set({
        status: 'withdrawn',
        withdrawnAt: now,
        withdrawnBy: null,
        withdrawReason: UNPAID_REASON,
        updatedAt: now,
      })
      .where(
        and(
          inArray(entries.tournamentId, closed),
          eq(entries.status, 'registered'),
          isNull(entries.paidAt),
          sql`not exists (${checkoutUnderWay})`,
          // Never without notice: only an entry whose "pay by" reminder was queued (an entry of a tournament
          // whose deadline passed before this job ran, like the demo's, is left to its organiser).
          sql`exists (select 1 from ${outbox} where ${outbox.kind} = concat(${REMINDER_KIND + ':'}::text, ${entries.id}))`,
        ),
      )
      .returning({ entryId: entries.id, boxerId: entries.boxerId, tournamentId: entries.tournamentId });
    for (const r of await recipientsOf(tx, rows)) {
      const { tournament } = r;
      await queueEmail(tx, {
        kind: 'entry-expired-unpaid',
        to: r.to,
        subject: headerText(
          r.isCoach
            ? `${r.boxerName}'s entry in ${tournament.name} is withdrawn: unpaid`
            : `Your entry in ${tournament.name} is withdrawn: unpaid`,
        ),
        text: [
          `Hello ${r.greeting},`,
          '',
          `${r.isCoach ? `${r.boxerName}'s` : 'Your'} entry in ${tournament.name} is withdrawn: its entry fee of ${formatNaira(tournament.fee)} was not paid by the registration deadline (${formatLongDate(tournament.deadline)}).`,
          '',
          'Nothing was charged. If a payment is still going through, the entry comes back once it is paid, as long as there is room.',
          '',
          `The tournament: ${options.baseUrl}/tournaments/${tournament.slug}`,
          ...signature(),
        ].join('\n'),
      });
    }
    return rows.map((r) => r.entryId);
  });
  if (expired.length > 0) nudgeOutbox();
  return { expired };
}

/** "Pay by …": once per unpaid entry, in the 48 hours before its tournament's registration closes. */
export async function remindUnpaidEntries(
  db: Database,
  options: { baseUrl: string; now?: Date },
): Promise<{ reminded: number[] }> {
  const now = options.now ?? clock.now();
  const today = lagosDate(now);
  const due = (
    await db
      .select({ entryId: entries.id, deadline: tournaments.registrationDeadline })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .where(
        and(
          gt(tournaments.entryFee, 0),
          eq(tournaments.status, 'published'),
          gte(tournaments.registrationDeadline, today),
          lte(tournaments.registrationDeadline, addDays(today, 2)),
          eq(entries.status, 'registered'),
          isNull(entries.paidAt),
        ),
      )
  ).filter((e) => {
    const closes = registrationClosesAt(e.deadline).getTime();
    return now.getTime() < closes && now.getTime() >= closes - REMINDER_BEFORE_MS;
  });
  if (due.length === 0) return { reminded: [] };
  const sent = new Set(
    (
      await db
        .select({ kind: outbox.kind })
        .from(outbox)
        .where(
          inArray(
            outbox.kind,
            due.map((d) => `${REMINDER_KIND}:${d.entryId}`),
          ),
        )
    ).map((o) => o.kind),
  );
  const reminded: number[] = [];
  for (const { entryId } of due) {
    const kind = `${REMINDER_KIND}:${entryId}`;
    if (sent.has(kind)) continue;
    const queued = await db.transaction(async (tx) => {
      // The entry's row lock: another instance reminding at once waits here, then finds the reminder queued.
      const [entry] = await tx
        .select({ id: entries.id, boxerId: entries.boxerId, tournamentId: entries.tournamentId })
        .from(entries)
        .where(and(eq(entries.id, entryId), eq(entries.status, 'registered'), isNull(entries.paidAt)))
        .for('update');
      if (!entry) return false;
      const [already] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, kind)).limit(1);
      if (already) return false;
      for (const r of await recipientsOf(tx, [
        { entryId, boxerId: entry.boxerId, tournamentId: entry.tournamentId },
      ])) {
        const { tournament } = r;
        await queueEmail(tx, {
          kind,
          to: r.to,
          subject: headerText(
            `Pay ${r.isCoach ? `${r.boxerName}'s` : 'your'} entry fee for ${tournament.name} by ${formatLongDate(tournament.deadline)}`,
          ),
          text: [
            `Hello ${r.greeting},`,
            '',
            `${r.isCoach ? `${r.boxerName}'s` : 'Your'} entry fee for ${tournament.name} (${formatNaira(tournament.fee)}) is not paid yet.`,
            `Pay by ${formatLongDate(tournament.deadline)} (the end of the day, Lagos time): an entry still unpaid then is withdrawn.`,
            '',
            r.isCoach
              ? `Pay for your boxers in one payment from your dashboard: ${options.baseUrl}/coach-dashboard`
              : `Pay from the tournament's page: ${options.baseUrl}/tournaments/${tournament.slug}`,
            ...signature(),
          ].join('\n'),
        });
      }
      return true;
    });
    if (queued) reminded.push(entryId);
  }
  if (reminded.length > 0) nudgeOutbox();
  return { reminded };
}

/**
 * A payment that succeeded for entries this job had withdrawn (a bank transfer that arrived late): each comes
 * back, paid, while the tournament has room and its category is not drawn; otherwise its whole share is
 * refunded (one pending refund per entry; the refunds' sender asks Paystack). Inside settleCharge's transaction.
 */
export async function reinstatePaidAfterExpiry(tx: Transaction, paymentId: number, now: Date): Promise<void> {
  const lapsed = await tx
    .select({
      id: entries.id,
      tournamentId: entries.tournamentId,
      max: tournaments.maxParticipants,
      tournamentStatus: tournaments.status,
      drawnAt: tournamentCategories.drawnAt,
      tournamentName: tournaments.name,
      shareKobo: paymentEntries.amountKobo,
      payerEmail: payments.payerEmail,
    })
    .from(paymentEntries)
    .innerJoin(payments, eq(payments.id, paymentEntries.paymentId))
    .innerJoin(entries, eq(entries.id, paymentEntries.entryId))
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .where(
      and(
        eq(paymentEntries.paymentId, paymentId),
        eq(entries.status, 'withdrawn'),
        eq(entries.withdrawReason, UNPAID_REASON),
        isNull(entries.paidAt),
      ),
    )
    .for('update', { of: entries });
  for (const entry of lapsed) {
    const [{ taken } = { taken: 0 }] = await tx
      .select({ taken: count() })
      .from(entries)
      .where(and(eq(entries.tournamentId, entry.tournamentId), ne(entries.status, 'withdrawn')));
    if (entry.tournamentStatus === 'published' && entry.drawnAt === null && Number(taken) < entry.max) {
      await tx
        .update(entries)
        .set({
          status: 'registered',
          withdrawnAt: null,
          withdrawnBy: null,
          withdrawReason: null,
          paidAt: now,
          updatedAt: now,
        })
        .where(eq(entries.id, entry.id));
      continue;
    }
    // No place left: the whole fee goes back, asked of Paystack by the refunds' sender like any refund.
    const [opened] = await tx
      .insert(refunds)
      .values({
        paymentId,
        entryId: entry.id,
        amountKobo: entry.shareKobo,
        reason: 'withdrawal',
        requestedBy: null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: refunds.entryId })
      .returning({ id: refunds.id });
    if (opened)
      await queueEmail(tx, {
        kind: 'entry-refund',
        to: entry.payerEmail,
        subject: headerText(`Refund of ${formatNaira(entry.shareKobo / 100)}: ${entry.tournamentName}`),
        text: [
          'Hello,',
          '',
          `Your payment for ${entry.tournamentName} arrived after the registration deadline, when the entry had been withdrawn unpaid and its place was no longer free. The whole fee, ${formatNaira(entry.shareKobo / 100)}, is being refunded.`,
          '',
          'Paystack returns it to the card or account you paid with, usually within 5 to 10 working days.',
          ...signature(),
        ].join('\n'),
      });
  }
}

/** The expiry and the reminders every instance runs, every five minutes (not keeping the process alive). */
export function startEntryFeeDeadlines(options: { db: Database; baseUrl: string; intervalMs?: number }) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(
    () => {
      running = (async () => {
        await expireUnpaidEntries(options.db, { baseUrl: options.baseUrl });
        await remindUnpaidEntries(options.db, { baseUrl: options.baseUrl });
      })().catch((error: unknown) =>
        console.error(
          '[payments] entry-fee deadlines failed:',
          error instanceof Error ? error.message : error,
        ),
      );
    },
    options.intervalMs ?? 5 * 60_000,
  );
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
