import { and, count, eq, ne } from 'drizzle-orm';
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
 * (Lagos; `now` for demo data and tests), the category is one of its own, the boxer is a boxer, the
 * tournament has room, and the boxer has not entered it already. An invitation-only tournament takes the
 * entries its organisers (or a platform admin) make for the boxers they invited, nobody else's.
 *
 * The tournament's row is locked for the check and the insert, so two entries racing for the last place
 * cannot both get it.
 */
export async function addEntry(db: Database, entry: NewEntry, options: { now?: Date } = {}): Promise<Entry> {
  const today = lagosDate(options.now ?? new Date());
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
      .where(eq(tournaments.id, entry.tournamentId))
      .for('update');
    if (!tournament) throw new ServiceError(404, 'tournament_not_found', 'There is no such tournament.');

    const [category] = await tx
      .select({ id: tournamentCategories.id })
      .from(tournamentCategories)
      .where(
        and(
          eq(tournamentCategories.id, entry.categoryId),
          eq(tournamentCategories.tournamentId, tournament.id),
        ),
      );
    if (!category)
      throw new ServiceError(
        400,
        'category_not_in_tournament',
        `That category is not one of ${tournament.name}'s.`,
        {
          categoryId: ['Choose one of the tournament’s categories'],
        },
      );

    const [boxer] = await tx
      .select({ role: user.role, banned: user.banned })
      .from(user)
      .where(eq(user.id, entry.boxerId));
    if (!boxer || boxer.role !== 'boxer' || boxer.banned)
      throw new ServiceError(400, 'not_a_boxer', 'Only an active boxer account can be entered.', {
        boxerId: ['Choose a boxer'],
      });

    const [already] = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournament.id), eq(entries.boxerId, entry.boxerId)));
    if (already)
      throw new ServiceError(409, 'already_entered', `This boxer is already entered in ${tournament.name}.`);

    const [{ taken } = { taken: 0 }] = await tx
      .select({ taken: count() })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournament.id), countsAgainstCapacity));
    if (tournament.status !== 'published' || today > tournament.registrationDeadline)
      throw new ServiceError(409, 'registration_closed', `Registration for ${tournament.name} is closed.`);
    if (taken >= tournament.maxParticipants)
      throw new ServiceError(
        409,
        'tournament_full',
        `${tournament.name} is full: all ${tournament.maxParticipants} places are taken.`,
      );
    if (
      tournament.visibility === 'invitation' &&
      !(await runsTournament(tx, entry.registeredBy, tournament.organisationId))
    )
      throw new ServiceError(
        403,
        'invitation_only',
        `${tournament.name} is by invitation only: its organisers enter the boxers they invite.`,
      );

    const [created] = await tx
      .insert(entries)
      .values({
        tournamentId: tournament.id,
        categoryId: category.id,
        boxerId: entry.boxerId,
        registeredBy: entry.registeredBy,
      })
      .returning({
        id: entries.id,
        tournamentId: entries.tournamentId,
        categoryId: entries.categoryId,
        boxerId: entries.boxerId,
      });
    return created!;
  });
}

/** A platform admin, or an organiser of the tournament's organisation. */
async function runsTournament(tx: Transaction, userId: string | null, organisationId: number) {
  if (!userId) return false;
  const [person] = await tx
    .select({
      role: user.role,
      memberRole: organisationMembers.memberRole,
      orgId: organisationMembers.organisationId,
    })
    .from(user)
    .leftJoin(organisationMembers, eq(organisationMembers.userId, user.id))
    .where(eq(user.id, userId));
  if (!person) return false;
  return person.role === 'admin' || (person.memberRole === 'organiser' && person.orgId === organisationId);
}
