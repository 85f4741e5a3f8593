import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { organisationSubscriptions, paymentEvents } from '@server/db/schema';
import { nudgeOutbox } from '@server/mail/outbox';
import { clock } from '@server/clock';
import type { PaystackPlansClient } from '@server/payments/paystack-plans';
import { switchProviderPlans, tellOrganisers } from './plan-subscriptions.server';

/**
 * The grace period's clock (issue 31 item 3; decision 0028), run by every instance now and then: a past-due
 * organisation is reminded 3 days and 1 day before its grace ends, and becomes read-only when it ends (as does a
 * cancelled one at the end of the period it paid for). Safe on two instances at once: each move is one
 * conditional update, and each reminder is kept once (payment_events, a unique key) in the transaction that
 * queues its e-mails. `now` is the one clock's, or a test's.
 */

const DAY_MS = 24 * 60 * 60_000;
const REMINDERS = [
  { days: 3, label: '3 days' },
  { days: 1, label: '1 day' },
] as const;

const lagosDay = (at: Date) =>
  new Intl.DateTimeFormat('en-NG', {
    timeZone: 'Africa/Lagos',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(at);

export async function runPlanGrace(
  db: Database,
  now: Date = clock.now(),
): Promise<{ readOnly: number; reminded: number }> {
  let readOnly = 0;
  let reminded = 0;
  // Grace over: read-only, told once (the update that moves it is the one that tells).
  const lapsed = await db
    .select({ organisationId: organisationSubscriptions.organisationId })
    .from(organisationSubscriptions)
    .where(
      and(eq(organisationSubscriptions.status, 'past_due'), lte(organisationSubscriptions.graceUntil, now)),
    );
  const ended = await db
    .select({ organisationId: organisationSubscriptions.organisationId })
    .from(organisationSubscriptions)
    .where(
      and(
        eq(organisationSubscriptions.status, 'cancelled'),
        lte(organisationSubscriptions.currentPeriodEnd, now),
      ),
    );
  for (const { organisationId } of [...lapsed, ...ended]) {
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(organisationSubscriptions)
        .set({ status: 'read_only', updatedAt: now })
        .where(
          and(
            eq(organisationSubscriptions.organisationId, organisationId),
            eq(
              organisationSubscriptions.status,
              lapsed.some((l) => l.organisationId === organisationId) ? 'past_due' : 'cancelled',
            ),
          ),
        )
        .returning({ organisationId: organisationSubscriptions.organisationId });
      if (!row) return false;
      await tellOrganisers(tx, organisationId, 'plan-read-only', (plan) => ({
        subject: 'Your workspace is read-only until your plan is paid',
        text:
          `Your ${plan} plan is unpaid, so your workspace is now read-only: you cannot create or edit ` +
          'tournaments, members or settings. Your published events keep running and nothing is deleted. ' +
          'Pay on your Plan page to make it active again at once.',
      }));
      return true;
    });
    if (moved) readOnly += 1;
  }
  // Reminders before the grace ends.
  const due = await db
    .select()
    .from(organisationSubscriptions)
    .where(
      and(
        eq(organisationSubscriptions.status, 'past_due'),
        gt(organisationSubscriptions.graceUntil, now),
        lte(organisationSubscriptions.graceUntil, new Date(now.getTime() + REMINDERS[0].days * DAY_MS)),
      ),
    );
  for (const subscription of due) {
    const graceUntil = subscription.graceUntil!;
    const left = graceUntil.getTime() - now.getTime();
    // The nearest reminder due (1 day before, else 3 days before): one a period, never both at once.
    const reminder = [...REMINDERS].reverse().find((r) => left <= r.days * DAY_MS)!;
    const sent = await db.transaction(async (tx) => {
      const [kept] = await tx
        .insert(paymentEvents)
        .values({
          provider: 'ajbxng',
          key: `plan-grace-reminder:${subscription.organisationId}:${graceUntil.toISOString()}:${reminder.days}d`,
          type: 'plan.grace_reminder',
          payload: { organisationId: subscription.organisationId, days: reminder.days },
          outcome: 'sent',
          receivedAt: now,
        })
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.key] })
        .returning({ id: paymentEvents.id });
      if (!kept) return false;
      await tellOrganisers(tx, subscription.organisationId, `plan-grace-${reminder.days}d`, (plan) => ({
        subject: `${reminder.label} left: pay your ${plan} plan or the workspace becomes read-only`,
        text:
          `Your ${plan} plan's renewal is still unpaid. Pay by ${lagosDay(graceUntil)} on your Plan page, or your ` +
          'workspace becomes read-only (your published events keep running; nothing is deleted).',
      }));
      return true;
    });
    if (sent) reminded += 1;
  }
  if (readOnly + reminded > 0) nudgeOutbox();
  return { readOnly, reminded };
}

/**
 * The grace period's job every instance runs, every ten minutes (not keeping the process alive); with Paystack's
 * plans client, it also moves Paystack's subscriptions after a paid change of plan (switchProviderPlans).
 */
export function startPlanGraceJob(options: {
  db: Database;
  paystack?: () => { plans: PaystackPlansClient; baseUrl: string };
  intervalMs?: number;
}) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(
    () => {
      running = (async () => {
        await runPlanGrace(options.db);
        if (options.paystack) await switchProviderPlans(options.db, options.paystack());
      })().catch((error: unknown) =>
        console.error('[payments] plan grace job failed:', error instanceof Error ? error.message : error),
      );
    },
    options.intervalMs ?? 10 * 60_000,
  );
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
