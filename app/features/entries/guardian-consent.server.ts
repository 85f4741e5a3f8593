import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { entries, profiles, tournamentCategories, tournaments, user } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { categoryName, consentTokenHash } from './registration.server';

/**
 * A minor's entry is consented to by their parent or guardian (issue 27), through the link e-mailed to the
 * address given at entry: never by the child, their coach or an organiser. The consent records who gave it
 * (the name they typed, and the address the link went to) and when. Until it is given the entry is not drawn.
 */

export type ConsentRequest = {
  child: string;
  tournament: string;
  tournamentSlug: string;
  startDate: string;
  endDate: string;
  category: string;
  guardianName: string | null;
  /** When the consent was given, if it has been; the page then says so instead of asking again. */
  consentedAt: string | null;
  /** Why consent can no longer be given (a withdrawn entry, a finished tournament, a drawn category). */
  closed: string | null;
};

const unknownLink = () =>
  new ServiceError(
    404,
    'consent_link_unknown',
    'This consent link is not one we sent, or its entry no longer exists. Ask the coach who entered the boxer to enter them again.',
  );

/** Tokens are base64url of 24 random bytes; anything else is not a link we sent (and is not looked up). */
const tokenShape = /^[A-Za-z0-9_-]{32}$/;

async function findByToken(db: Database | Transaction, token: string, { lock = false } = {}) {
  if (!tokenShape.test(token)) throw unknownLink();
  const query = db
    .select({
      id: entries.id,
      status: entries.status,
      guardianName: entries.guardianName,
      guardianEmail: entries.guardianEmail,
      guardianConsentAt: entries.guardianConsentAt,
      userName: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      tournament: tournaments.name,
      tournamentSlug: tournaments.slug,
      tournamentStatus: tournaments.status,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
      drawnAt: tournamentCategories.drawnAt,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .where(eq(entries.guardianConsentTokenHash, consentTokenHash(token)));
  // Two clicks on the link's button serialise on the entry: one consent is recorded.
  const [row] = lock ? await query.for('update', { of: entries }) : await query;
  if (!row) throw unknownLink();
  return row;
}

function closedReason(row: Awaited<ReturnType<typeof findByToken>>): string | null {
  if (row.status === 'withdrawn') return 'This entry has been withdrawn: there is nothing to consent to.';
  if (row.tournamentStatus === 'cancelled') return `${row.tournament} has been cancelled.`;
  if (row.tournamentStatus === 'completed') return `${row.tournament} is over.`;
  if (row.drawnAt && !row.guardianConsentAt)
    return `The draw of this category has been made without ${row.firstName ?? 'the boxer'}: consent can no longer be given for ${row.tournament}.`;
  return null;
}

/** What the consent page shows the guardian: the child, the tournament, the category, where consent stands. */
export async function consentRequest(db: Database, token: string): Promise<ConsentRequest> {
  const row = await findByToken(db, token);
  return {
    child: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : row.userName,
    tournament: row.tournament,
    tournamentSlug: row.tournamentSlug,
    startDate: row.startDate,
    endDate: row.endDate,
    category: categoryName(row.weightClass, row.ageGroup, row.gender),
    guardianName: row.guardianName,
    consentedAt: row.guardianConsentAt?.toISOString() ?? null,
    closed: row.guardianConsentAt ? null : closedReason(row),
  };
}

/**
 * The guardian consents. Giving it twice is harmless (the first stands). `name` is who the guardian says
 * they are; the e-mail address the link went to is recorded with it.
 */
export async function giveGuardianConsent(
  db: Database,
  token: string,
  input: { name: unknown; consent: unknown },
  options: { now?: Date } = {},
): Promise<{ consentedAt: string; alreadyGiven: boolean }> {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const fields: Record<string, string[]> = {};
  if (!name) fields.name = ['Enter your name'];
  else if (name.length > 120) fields.name = ['At most 120 characters'];
  if (input.consent !== true) fields.consent = ['Tick the box to give your consent'];
  if (Object.keys(fields).length > 0)
    throw new ServiceError(400, 'invalid_consent', Object.values(fields)[0]![0]!, fields);
  const now = options.now ?? clock.now();
  return db.transaction(async (tx) => {
    const row = await findByToken(tx, token, { lock: true });
    if (row.guardianConsentAt)
      return { consentedAt: row.guardianConsentAt.toISOString(), alreadyGiven: true };
    const closed = closedReason(row);
    if (closed) throw new ServiceError(409, 'consent_closed', closed);
    await tx
      .update(entries)
      .set({
        guardianConsentAt: now,
        guardianConsentBy: `${name} <${row.guardianEmail ?? 'unknown address'}>`,
        updatedAt: now,
      })
      .where(eq(entries.id, row.id));
    return { consentedAt: now.toISOString(), alreadyGiven: false };
  });
}
