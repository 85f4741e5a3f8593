import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { clock } from '@server/clock';
import type { Database } from '@server/db/client';
import type { Listen } from '@server/db/listen';
import { messages, phoneOptOuts } from '@server/db/schema';
import { NotifyError } from '@server/notify/port';
import type { Notifier } from '@server/notify/port';
import { MESSAGES_CHANNEL } from './queue.server';
import { afterQuietHours, inQuietHours } from './quiet-hours';

/**
 * The notify worker (issue 32 item 4, decision 0035): it claims due messages (FOR UPDATE SKIP LOCKED and a
 * lease, so two instances on one database never take the same row), sends each through the notify port,
 * and records what the provider said. An outage is tried again with a growing wait, up to MAX_ATTEMPTS; a
 * refusal fails at once; a WhatsApp message that fails gives way to one SMS. Nobody waits on it: messages
 * are queued in the caller's transaction and sent here, after the commit.
 */

type MessageRow = typeof messages.$inferSelect;

/** Tries before a message that only ever met outages counts as failed (about 4 hours of waiting in all). */
export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min… capped at 1 hour. */
export function messageRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** How long a claim holds its rows: longer than a batch of provider calls at their timeout. */
const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH = 25;

export const OPTED_OUT_REASON = 'The number replied STOP: nothing is sent to it until it replies START';

/**
 * Whether a retry may fall in quiet hours: a sign-in code always; any other message only if it was queued
 * in quiet hours and still went (so it was urgent: the others were held to 07:00). The table has no column
 * for urgency (decision 0035).
 */
function mayGoInQuietHours(message: MessageRow): boolean {
  return message.purpose === 'sign-in-code' || inQuietHours(message.createdAt);
}

async function claimDue(db: Database, limit: number): Promise<MessageRow[]> {
  const due = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.status, 'pending'), lte(messages.nextAttemptAt, clock.now())))
    .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(messages)
    .set({ nextAttemptAt: new Date(clock.ms() + CLAIM_LEASE_MS) })
    .where(and(inArray(messages.id, due), eq(messages.status, 'pending')))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * One SMS in place of a WhatsApp message that will not arrive (refused, failed after its retries, or
 * reported failed): at most once, by its own dedupe key. Returns its id, or null if it was queued before.
 */
export async function queueSmsFallback(
  db: Pick<Database, 'insert'>,
  original: MessageRow,
): Promise<number | null> {
  if (original.channel !== 'whatsapp') return null;
  const [row] = await db
    .insert(messages)
    .values({
      userId: original.userId,
      recipientName: original.recipientName,
      channel: 'sms',
      toAddress: original.toAddress,
      purpose: original.purpose,
      dedupeKey: `${original.dedupeKey}|sms-fallback`,
      template: original.template,
      params: original.params,
      body: original.body,
      tournamentId: original.tournamentId,
      fallbackOf: original.id,
      nextAttemptAt: clock.now(),
    })
    .onConflictDoNothing({ target: messages.dedupeKey })
    .returning({ id: messages.id });
  return row?.id ?? null;
}

async function isOptedOut(db: Database, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: phoneOptOuts.phone })
    .from(phoneOptOuts)
    .where(eq(phoneOptOuts.phone, phone))
    .limit(1);
  return Boolean(row);
}

/** Sends one claimed message and records the outcome; true when a fallback SMS was queued. */
async function deliver(db: Database, notifier: Notifier, message: MessageRow, log: (line: string) => void) {
  const stillPending = and(eq(messages.id, message.id), eq(messages.status, 'pending'));
  if (message.channel === 'email') {
    await db
      .update(messages)
      .set({ status: 'skipped', lastError: 'E-mail goes through the mail outbox, not this worker' })
      .where(stillPending);
    return false;
  }
  if (await isOptedOut(db, message.toAddress)) {
    await db.update(messages).set({ status: 'skipped', lastError: OPTED_OUT_REASON }).where(stillPending);
    return false;
  }
  const attempts = message.attempts + 1;
  try {
    const sent = await notifier.send({
      channel: message.channel,
      to: message.toAddress,
      template: message.template,
      params: message.params,
      body: message.body,
    });
    await db
      .update(messages)
      .set({
        status: 'sent',
        attempts,
        provider: sent.provider,
        providerMessageId: sent.providerMessageId,
        sentAt: clock.now(),
        lastError: null,
      })
      .where(stillPending);
    return false;
  } catch (error) {
    const retryable = error instanceof NotifyError ? error.retryable : true;
    const reason = (error instanceof NotifyError ? error.message : 'The provider call failed').slice(0, 500);
    if (retryable && attempts < MAX_ATTEMPTS) {
      const retryAt = new Date(clock.ms() + messageRetryDelayMs(attempts));
      await db
        .update(messages)
        .set({
          attempts,
          lastError: reason,
          nextAttemptAt: mayGoInQuietHours(message) ? retryAt : afterQuietHours(retryAt),
        })
        .where(stillPending);
      log(
        `[messages] #${message.id} ${message.channel} not sent (attempt ${attempts}), will retry: ${reason}`,
      );
      return false;
    }
    const fellBack = await db.transaction(async (tx) => {
      await tx
        .update(messages)
        .set({
          status: 'failed',
          attempts,
          lastError: reason,
          provider: error instanceof NotifyError ? error.provider : null,
        })
        .where(stillPending);
      return (await queueSmsFallback(tx, message)) !== null;
    });
    log(`[messages] #${message.id} ${message.channel} failed after ${attempts} attempt(s): ${reason}`);
    return fellBack;
  }
}

/** The running message workers of this process (usually one; none in tests and scripts). */
const nudgeable = new Set<() => void>();

/**
 * Asks this process's message workers to send now rather than at their next tick. Call it once the
 * transaction that queued messages has committed (before, the worker would not see the rows). Harmless
 * with no worker running.
 */
export function nudgeMessages(): void {
  for (const nudge of nudgeable) nudge();
}

export type MessageWorker = {
  /** Claims and sends what is due now; resolves to how many messages it handled. */
  deliverDue: () => Promise<number>;
  stop: () => Promise<void>;
};

export function startMessageWorker(options: {
  db: Database;
  notifier: Notifier;
  /** Between looks for due messages (retries, the end of quiet hours); 0 for none (tests call deliverDue). */
  intervalMs?: number;
  /** The database's LISTEN: woken by the commit of a message due now, on any instance. */
  listen?: Listen;
  log?: (line: string) => void;
}): MessageWorker {
  const log = options.log ?? ((line) => console.log(line));
  let running: Promise<number> | undefined;
  let again = false;

  const runOnce = async () => {
    let handled = 0;
    for (;;) {
      const due = await claimDue(options.db, BATCH);
      let fellBack = false;
      for (const message of due) {
        if (await deliver(options.db, options.notifier, message, log)) fellBack = true;
      }
      handled += due.length;
      // A full batch may have more behind it; a fallback is due at once.
      if (due.length < BATCH && !fellBack) return handled;
    }
  };

  const deliverDue = (): Promise<number> => {
    if (running) {
      // Asked while busy: look once more when this round ends, for rows committed meanwhile.
      again = true;
      return running;
    }
    running = runOnce().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void deliverDue().catch(() => undefined);
      }
    });
    return running;
  };

  const timer =
    options.intervalMs === 0
      ? undefined
      : setInterval(() => {
          deliverDue().catch((error: Error & { cause?: Error }) =>
            log(`[messages] ${error.cause?.message ?? error.message}`),
          );
        }, options.intervalMs ?? 5_000);
  timer?.unref();
  const nudge = () => void deliverDue().catch(() => undefined);
  nudgeable.add(nudge);
  let unlisten: Promise<(() => Promise<void>) | undefined> = Promise.resolve(undefined);
  if (options.listen)
    unlisten = options.listen(MESSAGES_CHANNEL, nudge, nudge).then(
      (stop) => {
        // A message committed while the LISTEN was being set up woke nobody: look once now it is.
        nudge();
        return stop;
      },
      (error: Error) => {
        log(`[messages] not listening for new messages (the regular look still runs): ${error.message}`);
        return undefined;
      },
    );

  return {
    deliverDue,
    stop: async () => {
      nudgeable.delete(nudge);
      if (timer) clearInterval(timer);
      await (
        await unlisten
      )?.();
      again = false;
      await running?.catch(() => undefined);
    },
  };
}
