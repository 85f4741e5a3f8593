import { sql } from 'drizzle-orm';
import { messages } from '@server/db/schema';
import type { MessageChannel } from '@server/db/schema';
import type { Database, Transaction } from '@server/db/client';
import { clock } from '@server/clock';
import { afterQuietHours } from './quiet-hours';

/**
 * Issue 32: queueing a message to a person's phone, in the transaction that makes it true. The contract
 * every trigger (entries, draws, the programme, results, corrections, officials, sign-in codes) calls;
 * delivery (providers, fallback, retries, quiet hours, STOP) is the notify worker's.
 */
export const messagePurposes = [
  'sign-in-code',
  'entry-confirmed',
  'weigh-in-reminder',
  'draw-made',
  'bout-soon',
  'bout-time-moved',
  'result',
  'correction',
  'official-assigned',
  // Issue 33: the London bootcamp's invitation.
  'bootcamp-invitation',
  // Issue 33: the jury's decision on a coach's protest.
  'protest-decided',
] as const;
export type MessagePurpose = (typeof messagePurposes)[number];

/** Someone a message can reach by phone: an account holder on their chosen channel, or a guardian. */
export type MessageRecipient = {
  /** The account, or null for a guardian (who has none). */
  userId: string | null;
  /** "Lanre Bakare", "Mrs Ade (guardian of Tunde Ade)". */
  name: string;
  channel: Exclude<MessageChannel, 'email'>;
  /** E.164. */
  phone: string;
};

export type QueuedMessage = {
  purpose: MessagePurpose;
  /** What it is about, unique within the purpose: `bout:123`, `entry:45`, `tournament:6`. */
  subject: string;
  /** Set when the same message may go again for a new reason (the bout's new time); else once ever. */
  version?: string;
  /** The WhatsApp template's name and its parameters, in order. */
  template: string;
  params: string[];
  /** The text itself (SMS, the admin's view). */
  body: string;
  tournamentId?: number | null;
  /** Sent even in quiet hours (22:00-07:00 WAT): event day, or a sign-in code the person is waiting for. */
  urgent?: boolean;
};

type Writer = Pick<Database, 'insert'> | Transaction;

/** The NOTIFY channel that wakes the message workers once a transaction that queued a message due now commits. */
export const MESSAGES_CHANNEL = 'phone_messages';

/** The key that makes a message once per (person, purpose, subject[, version]). */
export function messageKey(recipient: MessageRecipient, message: QueuedMessage): string {
  const who = recipient.userId ? `user:${recipient.userId}` : `phone:${recipient.phone}`;
  return [message.purpose, message.subject, who, message.version].filter(Boolean).join('|');
}

/**
 * Queues the message for each recipient once: a second call with the same key keeps the first (a retry, a
 * second instance, a replayed request). Returns the ids of the rows it wrote. A message that is not urgent
 * queued in quiet hours (22:00-07:00 Lagos) falls due at 07:00; the worker keeps its retries out of them too.
 * Once the caller's transaction commits, `nudgeMessages()` asks this process's worker to send at once.
 */
export function queueMessage(
  writer: Writer,
  recipients: readonly MessageRecipient[],
  message: QueuedMessage,
): Promise<number[]> {
  return queueMessages(writer, [{ recipients, message }]);
}

/** Rows a statement writes at most: PostgreSQL takes 65,535 parameters in one, and a row has 11. */
const ROWS_PER_STATEMENT = 1_000;

/**
 * `queueMessage` for many messages at once (a programme change that moves hundreds of bouts): one insert
 * and one wake-up for all of them instead of two statements each (bench:notify).
 */
export async function queueMessages(
  writer: Writer,
  batch: ReadonlyArray<{ recipients: readonly MessageRecipient[]; message: QueuedMessage }>,
): Promise<number[]> {
  const now = clock.now();
  const values = batch.flatMap(({ recipients, message }) => {
    const due = message.urgent ? now : afterQuietHours(now);
    return recipients.map((recipient) => ({
      userId: recipient.userId,
      recipientName: recipient.name,
      channel: recipient.channel,
      toAddress: recipient.phone,
      purpose: message.purpose,
      dedupeKey: messageKey(recipient, message),
      template: message.template,
      params: message.params,
      body: message.body,
      tournamentId: message.tournamentId ?? null,
      nextAttemptAt: due,
    }));
  });
  const ids: number[] = [];
  let dueNow = false;
  for (let from = 0; from < values.length; from += ROWS_PER_STATEMENT) {
    const rows = await writer
      .insert(messages)
      .values(values.slice(from, from + ROWS_PER_STATEMENT))
      .onConflictDoNothing({ target: messages.dedupeKey })
      .returning({ id: messages.id, nextAttemptAt: messages.nextAttemptAt });
    for (const row of rows) {
      ids.push(row.id);
      if (row.nextAttemptAt.getTime() <= now.getTime()) dueNow = true;
    }
  }
  // Due now: every instance's worker is woken when (and only if) the caller's transaction commits.
  const execute = (writer as Partial<Pick<Database, 'execute'>>).execute?.bind(writer);
  if (dueNow && execute) await execute(sql`select pg_notify(${MESSAGES_CHANNEL}, '')`);
  return ids;
}
