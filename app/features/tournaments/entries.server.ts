import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { entries, organisationMembers, tournamentCategories, tournaments, user } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { lagosDate } from '~/lib/lagos-time';

/**
 * A boxer's entry into one category of a tournament: the minimal rules that make a tournament's
 * participants count real (DESIGN "A tournament's life": an entry starts `registered`). Issue 15 extends
 * it (the boxer's category checked against date of birth, gender and declared weight; withdrawal;
 * weigh-in; the API endpoint).
 */

export type NewEntry = {
  tournamentId: number;
  categoryId: number;
  boxerId: string;
  /** Who entered them: the boxer themself, their coach, or (invitation only) the organiser. */
  registeredBy: string | null;
};

export type Entry = { id: number; tournamentId: number; categoryId: number; boxerId: string };

/** Entries that count against capacity: all but the withdrawn. */
export const countsAgainstCapacity = ne(entries.status, 'withdrawn');

/**
 * Enters a boxer. Refuses (ServiceError) unless the tournament is published with registration open today
 * (Lagos; `now` for demo data and tests), the category is one of its own, the boxer is an active boxer,
 * the tournament has room, and the boxer has not entered it already. An invitation-only tournament takes
 * the entries its organisers (or a platform admin) make for the boxers they invited, nobody else's.
 *
 * The tournament's row is locked for the check and the insert, so two entries racing for the last place
 * cannot both get it.
 */
export async function addEntry(db: Database, entry: NewEntry, options: { now?: Date } = {}): Promise<Entry> {
  const [created] = await addEntries(db, entry.tournamentId, [entry], options);
  return created!;
}

/**
 * Several entries into one tournament at once (a coach's squad, demo data), under the same rules as
 * addEntry, checked for all of them before any is written: all are entered, or none.
 */
export async function addEntries(
  db: Database,
  tournamentId: number,
  list: readonly Omit<NewEntry, 'tournamentId'>[],
  options: { now?: Date } = {},
): Promise<Entry[]> {
  const today = lagosDate(options.now ?? new Date());
  if (list.length === 0) return [];
  return db.transaction(async (tx) => {
    const [tournament] = await tx
      .select({
        id: tournaments.id,
        name: tournaments.name,
        organisationId: tournaments.organisationId,
        status: tournaments.status,
        visibility: tournaments.visibility,
        registrationDeadline: tournaments.registrationDeadline,
        maxParticipants: tournaments.maxParticipants,
      })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
      .for('update');
    if (!tournament) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');

    const categoryIds = [...new Set(list.map((e) => e.categoryId))];
    const own = await tx
      .select({ id: tournamentCategories.id })
      .from(tournamentCategories)
      .where(
        and(
          inArray(tournamentCategories.id, categoryIds),
          eq(tournamentCategories.tournamentId, tournament.id),
        ),
      );
    if (own.length !== categoryIds.length)
      throw new ServiceError(
        400,
        'category_not_in_tournament',
        `That category is not one of ${tournament.name}'s.`,
        { categoryId: ['Choose one of the tournament’s categories'] },
      );

    const boxerIds = list.map((e) => e.boxerId);
    const people = await tx
      .select({ id: user.id, role: user.role, banned: user.banned })
      .from(user)
      .where(inArray(user.id, [...new Set(boxerIds)]));
    const activeBoxers = new Set(people.filter((p) => p.role === 'boxer' && !p.banned).map((p) => p.id));
    if (boxerIds.some((id) => !activeBoxers.has(id)))
      throw new ServiceError(400, 'not_a_boxer', 'Only an active boxer account can be entered.', {
        boxerId: ['Choose a boxer'],
      });

    const already = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournament.id), inArray(entries.boxerId, boxerIds)))
      .limit(1);
    if (already.length > 0 || new Set(boxerIds).size !== boxerIds.length)
      throw new ServiceError(409, 'already_entered', `This boxer is already entered in ${tournament.name}.`);

    if (tournament.status !== 'published' || today > tournament.registrationDeadline)
      throw new ServiceError(409, 'registration_closed', `Registration for ${tournament.name} is closed.`);

    const [{ taken } = { taken: 0 }] = await tx
      .select({ taken: count() })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournament.id), countsAgainstCapacity));
    if (taken >= tournament.maxParticipants)
      throw new ServiceError(
        409,
        'tournament_full',
        `${tournament.name} is full: all ${tournament.maxParticipants} places are taken.`,
      );
    if (taken + list.length > tournament.maxParticipants) {
      const left = tournament.maxParticipants - taken;
      throw new ServiceError(
        409,
        'tournament_full',
        `${tournament.name} has ${left} ${left === 1 ? 'place' : 'places'} left, not ${list.length}.`,
      );
    }

    if (tournament.visibility === 'invitation') {
      for (const registeredBy of new Set(list.map((e) => e.registeredBy)))
        if (!(await runsTournament(tx, registeredBy, tournament.organisationId)))
          throw new ServiceError(
            403,
            'invitation_only',
            `${tournament.name} is by invitation only: its organisers enter the boxers they invite.`,
          );
    }

    return tx
      .insert(entries)
      .values(
        list.map((e) => ({
          tournamentId: tournament.id,
          categoryId: e.categoryId,
          boxerId: e.boxerId,
          registeredBy: e.registeredBy,
        })),
      )
      .returning({
        id: entries.id,
        tournamentId: entries.tournamentId,
        categoryId: entries.categoryId,
        boxerId: entries.boxerId,
      });
  });
}

/** A platform admin, or an organiser of the tournament's organisation. */
async function runsTournament(tx: Transaction, userId: string | null, organisationId: number) {
  if (!userId) return false;
  const [person] = await tx
    .select({
      role: user.role,
      memberRole: organisationMembers.memberRole,
      organisationId: organisationMembers.organisationId,
    })
    .from(user)
    .leftJoin(organisationMembers, eq(organisationMembers.userId, user.id))
    .where(eq(user.id, userId));
  if (!person) return false;
  return (
    person.role === 'admin' || (person.memberRole === 'organiser' && person.organisationId === organisationId)
  );
}
