import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { entries, user } from '../db/schema';
import { normalisePhone } from '~/lib/phone.server';
import { queueEntryConfirmedMessages } from '~/features/entries';

/**
 * The demo's phones (issue 32 item 5): a few boxers of the demo event take their messages on WhatsApp, so
 * a fresh `npm start` shows on the admin's Messages page what each phone would have received (their entry,
 * the draw, their results and medals) and `npm run demo:live` brings Lanre Ogbu's "on in about 30
 * minutes" (his final is the next on ring 1). A cadet's guardian gets the copy of a minor's messages.
 * Numbers are written as Nigerians type them and normalised as the forms do.
 */
export const demoPhoneBoxers: readonly { name: string; phone: string }[] = [
  { name: 'Lanre Ogbu', phone: '0803 555 0401' },
  { name: 'Somto Anyanwu', phone: '0803 555 0402' },
  { name: 'Nafisa Ogbu', phone: '0805 555 0403' },
  { name: 'Obiageli Ikpe', phone: '0806 555 0404' },
];
export const DEMO_GUARDIAN_PHONE = '0807 555 0499';

const e164 = (typed: string) => {
  const phone = normalisePhone(typed);
  if (!phone) throw new Error(`Not a phone number: ${typed}`);
  return phone.e164;
};

/** The demo boxers' phones and their choice of WhatsApp, by e-mail (before their entries are made). */
export async function giveDemoPhones(db: Database, emailOf: (name: string) => string | undefined) {
  for (const boxer of demoPhoneBoxers) {
    const email = emailOf(boxer.name);
    if (!email) throw new Error(`${boxer.name} is not a demo boxer.`);
    await db
      .update(user)
      .set({ phoneNumber: e164(boxer.phone), phoneNumberVerified: true, messageChannel: 'whatsapp' })
      .where(and(eq(user.email, email), isNull(user.phoneNumber)));
  }
}

/** The first cadet's guardian (a minor's entry with a guardian) gets a phone and the entry's confirmation. */
export async function giveDemoGuardianPhone(db: Database): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: entries.id, tournamentId: entries.tournamentId, guardianPhone: entries.guardianPhone })
      .from(entries)
      .where(and(isNotNull(entries.guardianName), inArray(entries.status, ['registered', 'weighed_in'])))
      .orderBy(asc(entries.id))
      .limit(1);
    if (!entry) return null;
    const phone = e164(DEMO_GUARDIAN_PHONE);
    if (entry.guardianPhone !== phone) {
      await tx.update(entries).set({ guardianPhone: phone }).where(eq(entries.id, entry.id));
      await queueEntryConfirmedMessages(tx, entry.tournamentId, [entry.id]);
    }
    return phone;
  });
}
