import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { entries, profiles, user } from '@server/db/schema';
import type { MessageRecipient } from './queue.server';

/**
 * Who a message reaches by phone (issue 32 item 2). A person is reached on the channel they chose when it
 * is WhatsApp or SMS and they have a phone number; one who chose e-mail (or has no number) is not a phone
 * recipient at all: the e-mails the features already send are theirs. A minor's entry also reaches the
 * guardian (entries.guardian_phone) on WhatsApp, under the boxer's name.
 */

type Reader = Pick<Database, 'select'> | Transaction;

export type PhonePerson = {
  id: string;
  name: string;
  firstName: string;
  phone: string | null;
  channel: 'whatsapp' | 'sms' | 'email';
};

/** "Lanre Bakare": the profile's name, else the account's. */
const fullName = (row: { name: string; first: string | null; last: string | null }) =>
  row.first ? `${row.first} ${row.last ?? ''}`.trim() : row.name;

/** The phone recipient of a person, or none (e-mail chosen, or no number). */
export function phoneRecipient(person: PhonePerson): MessageRecipient | null {
  if (person.channel === 'email' || !person.phone) return null;
  return { userId: person.id, name: person.name, channel: person.channel, phone: person.phone };
}

/** The guardian's copy of a minor's messages, on WhatsApp. */
export function guardianRecipient(
  boxerName: string,
  guardian: { name: string | null; phone: string | null },
): MessageRecipient | null {
  if (!guardian.phone) return null;
  return {
    userId: null,
    name: guardian.name ? `${guardian.name} (guardian of ${boxerName})` : `Guardian of ${boxerName}`,
    channel: 'whatsapp',
    phone: guardian.phone,
  };
}

/** People by id, with their names and how they want their messages. */
export async function phonePeople(db: Reader, userIds: readonly string[]): Promise<Map<string, PhonePerson>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      first: profiles.firstName,
      last: profiles.lastName,
      phone: user.phoneNumber,
      channel: user.messageChannel,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: fullName(r),
        firstName: r.first ?? r.name.split(' ')[0]!,
        phone: r.phone,
        channel: r.channel,
      },
    ]),
  );
}

/** The phone recipients of people by id (those on WhatsApp or SMS with a number), by id. */
export async function userRecipients(
  db: Reader,
  userIds: readonly string[],
): Promise<Map<string, MessageRecipient>> {
  const out = new Map<string, MessageRecipient>();
  for (const [id, person] of await phonePeople(db, userIds)) {
    const recipient = phoneRecipient(person);
    if (recipient) out.set(id, recipient);
  }
  return out;
}

export type EntryAudience = {
  entryId: number;
  boxerId: string;
  /** "Tunde Ade", "Tunde". */
  boxerName: string;
  firstName: string;
  /** The boxer on their phone channel (if any), then the guardian of a minor (if a phone is known). */
  recipients: MessageRecipient[];
};

/** For each entry: its boxer's name and who hears of it by phone (the boxer, a minor's guardian). */
export async function entryAudiences(
  db: Reader,
  entryIds: readonly number[],
): Promise<Map<number, EntryAudience>> {
  const ids = [...new Set(entryIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      entryId: entries.id,
      boxerId: entries.boxerId,
      guardianName: entries.guardianName,
      guardianPhone: entries.guardianPhone,
      name: user.name,
      first: profiles.firstName,
      last: profiles.lastName,
      phone: user.phoneNumber,
      channel: user.messageChannel,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(inArray(entries.id, ids));
  return new Map(
    rows.map((r) => {
      const boxerName = fullName(r);
      const boxer = phoneRecipient({
        id: r.boxerId,
        name: boxerName,
        firstName: r.first ?? r.name,
        phone: r.phone,
        channel: r.channel,
      });
      const guardian = guardianRecipient(boxerName, { name: r.guardianName, phone: r.guardianPhone });
      return [
        r.entryId,
        {
          entryId: r.entryId,
          boxerId: r.boxerId,
          boxerName,
          firstName: r.first ?? r.name.split(' ')[0]!,
          // One copy to a number the boxer and the guardian share.
          recipients: [boxer, guardian?.phone === boxer?.phone ? null : guardian].filter(
            (x): x is MessageRecipient => x !== null,
          ),
        },
      ];
    }),
  );
}
