import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { messages } from '@server/db/schema';
import type { MessageChannel, MessageStatus } from '@server/db/schema';

/** One message as the admin's Messages page and the API show it: what each phone would have received. */
export type ListedMessage = {
  id: number;
  createdAt: string;
  sentAt: string | null;
  recipientName: string;
  to: string;
  channel: MessageChannel;
  purpose: string;
  body: string;
  status: MessageStatus;
  provider: string | null;
  providerMessageId: string | null;
  attempts: number;
  lastError: string | null;
  fallbackOf: number | null;
};

export type MessageFilter = {
  /** Part of a number (digits, as typed: `0803…` finds `+234803…`) or of a person's name. */
  who?: string;
  channel?: MessageChannel;
  limit?: number;
  /**
   * Whether a sign-in code's text is shown: only while SMS goes to the local double (the demo's "phone");
   * with a real provider the code is someone's key to their account, and the admin sees that one went.
   */
  revealCodes?: boolean;
};

export const HIDDEN_CODE = 'A sign-in code (its digits are not shown)';

export const MESSAGE_LIST_MAX = 200;

/** Messages newest first, filtered by number or name and by channel. */
export async function listMessages(db: Database, filter: MessageFilter = {}): Promise<ListedMessage[]> {
  const where: SQL[] = [];
  if (filter.channel) where.push(eq(messages.channel, filter.channel));
  const who = filter.who?.trim().slice(0, 80);
  if (who) {
    const digits = who.replace(/\D/g, '').replace(/^0/, '');
    const escaped = who.replace(/[\\%_]/g, (c) => `\\${c}`);
    where.push(
      or(
        ilike(messages.recipientName, `%${escaped}%`),
        ...(digits.length >= 3 ? [ilike(messages.toAddress, `%${digits}%`)] : []),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(messages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(Math.min(filter.limit ?? 100, MESSAGE_LIST_MAX));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    recipientName: row.recipientName,
    to: row.toAddress,
    channel: row.channel,
    purpose: row.purpose,
    body: row.purpose === 'sign-in-code' && !filter.revealCodes ? HIDDEN_CODE : row.body,
    status: row.status,
    provider: row.provider,
    providerMessageId: row.providerMessageId,
    attempts: row.attempts,
    lastError: row.lastError,
    fallbackOf: row.fallbackOf,
  }));
}
