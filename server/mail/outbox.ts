import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { clock } from '@server/clock';
import { isPlaceholderEmail } from '../auth/placeholder-email';

export type OutgoingEmail = {
  /** What the message is, for the log and the admin's view: 'password-reset', 'enquiry-ack'… */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** Anything that can run an insert: the database or a transaction inside it. */
type Writer = Pick<Database, 'insert'>;

/**
 * Queue an e-mail. Call it inside the transaction that makes the e-mail true, so neither exists without the other.
 * An account made with a phone alone has a placeholder address (server/auth/placeholder-email.ts): nothing is
 * queued for it, whichever feature asks, and the answer is null.
 */
export async function queueEmail(writer: Writer, email: OutgoingEmail): Promise<number | null> {
  if (isPlaceholderEmail(email.to)) return null;
  const [row] = await writer
    .insert(outbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** The running outbox workers of this process (usually one; none in tests and scripts). */
const nudgeable = new Set<() => void>();

/**
 * Asks this process's outbox workers to deliver now rather than at their next tick. A service calls it
 * once the transaction that queued e-mail has committed (before, the worker would not see the rows), so
 * the places that call services never have to think about delivery. Harmless with no worker running.
 */
export function nudgeOutbox() {
  for (const nudge of nudgeable) nudge();
}

/** 30 s, 1 min, 2 min… capped at 6 hours. */
export function retryDelayMs(attempts: number) {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/**
 * How long a worker holds the messages it claimed. While it holds them, no other instance picks them up;
 * a worker that dies mid-batch leaves them to be claimed again once this passes. It outlasts nodemailer's
 * longest timeout (10 minutes of socket silence), so a slow send is never claimed twice while in flight.
 */
const CLAIM_LEASE_MS = 15 * 60_000;

/**
 * Takes up to `limit` due messages for this worker alone: one statement moves their next attempt past the
 * lease, so every other worker (another instance on the same database) skips them. SKIP LOCKED lets two
 * claims run side by side, each getting different rows instead of waiting on each other.
 */
async function claimDue(db: Database, limit: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, clock.now())))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(clock.ms() + CLAIM_LEASE_MS) })
    .where(and(inArray(outbox.id, due), eq(outbox.status, 'pending')))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

export type OutboxWorker = { deliverDue: () => Promise<number>; stop: () => Promise<void> };

export function startOutboxWorker(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  intervalMs?: number;
  log?: (line: string) => void;
  transport?: Pick<Transporter, 'sendMail'>;
}): OutboxWorker {
  const log = options.log ?? ((line) => console.log(line));
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  let running: Promise<number> | undefined;

  const deliverDue = () => {
    running ??= (async () => {
      const due = await claimDue(options.db, 25);
      for (const message of due) {
        if (!transport) {
          // No SMTP configured: the message stays in the outbox, marked as logged, and goes to the log.
          log(
            `[outbox] not sent (no SMTP_URL): #${message.id} ${message.kind} to ${message.toAddress}: ${message.subject}\n${message.textBody}`,
          );
          await options.db
            .update(outbox)
            .set({ status: 'logged', attempts: message.attempts + 1 })
            .where(eq(outbox.id, message.id));
          continue;
        }
        try {
          await transport.sendMail({
            from: options.from,
            to: message.toAddress,
            subject: message.subject,
            text: message.textBody,
            ...(message.htmlBody ? { html: message.htmlBody } : {}),
          });
          await options.db
            .update(outbox)
            .set({ status: 'sent', attempts: message.attempts + 1, sentAt: clock.now(), lastError: null })
            .where(eq(outbox.id, message.id));
        } catch (error) {
          const attempts = message.attempts + 1;
          await options.db
            .update(outbox)
            .set({
              attempts,
              lastError: (error as Error).message.slice(0, 500),
              nextAttemptAt: new Date(clock.ms() + retryDelayMs(attempts)),
            })
            .where(eq(outbox.id, message.id));
          log(
            `[outbox] delivery of #${message.id} failed (attempt ${attempts}): ${(error as Error).message}`,
          );
        }
      }
      return due.length;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => {
    deliverDue().catch((error: Error & { cause?: Error }) =>
      log(`[outbox] ${error.cause?.message ?? error.message}`),
    );
  }, options.intervalMs ?? 5_000);
  timer.unref();
  const nudge = () => void deliverDue().catch(() => undefined);
  nudgeable.add(nudge);

  return {
    deliverDue,
    stop: async () => {
      nudgeable.delete(nudge);
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
