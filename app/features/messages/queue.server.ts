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
export async function queueMessage(
  writer: Writer,
  recipients: readonly MessageRecipient[],
  message: QueuedMessage,
): Promise<number[]> {
  if (recipients.length === 0) return [];
  const now = clock.now();
  const due = message.urgent ? now : afterQuietHours(now);
  const rows = await writer
    .insert(messages)
    .values(
      recipients.map((recipient) => ({
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
      })),
    )
    .onConflictDoNothing({ target: messages.dedupeKey })
    .returning({ id: messages.id });
  // Due now: every instance's worker is woken when (and only if) the caller's transaction commits.
  const execute = (writer as Partial<Pick<Database, 'execute'>>).execute?.bind(writer);
  if (rows.length > 0 && due === now && execute)
    await execute(sql`select pg_notify(${MESSAGES_CHANNEL}, '')`);
  return rows.map((row) => row.id);
}
