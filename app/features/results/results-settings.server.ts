import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { awards, entries, profiles, tournamentCategories, tournaments, user } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import type { Workspace } from '~/features/organisations';
import { categoryLabel, getTournament, NOT_YOURS, requireOrganiserOf } from '~/features/tournaments';
import type { TournamentDetail } from '~/features/tournaments';
import { SUSPENSION_DAYS } from './sheets';
import { clock } from '@server/clock';

/**
 * What an organiser sets about a tournament's results (issue 16 item 6): the days a KO or RSC-I suspends
 * the loser (tournaments.medical_suspension_days, read by the competition feature when a bout is decided)
 * and the best boxer award. Organisers of the tournament's organisation and platform admins only.
 */

async function runTournament(db: Database, workspace: Workspace, tournamentId: number) {
  const t = await getTournament(db, tournamentId, workspace);
  requireOrganiserOf(workspace, { organisationId: t.organisation.id }, NOT_YOURS);
  return t;
}

/** The medical suspension's length after a KO or RSC-I: a whole number of days, 1 to 365. */
export async function setSuspensionDays(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  raw: unknown,
): Promise<number> {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const days = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (!(days >= SUSPENSION_DAYS.min && days <= SUSPENSION_DAYS.max))
    throw new ServiceError(400, 'invalid_suspension_days', 'Check the suspension’s length.', {
      days: ['Enter a whole number of days from 1 to 365'],
    });
  const t = await runTournament(db, workspace, tournamentId);
  if (t.status === 'cancelled')
    throw new ServiceError(409, 'tournament_cancelled', `${t.name} is cancelled: there is nothing to set.`);
  await db
    .update(tournaments)
    .set({ medicalSuspensionDays: days, updatedAt: clock.now() })
    .where(eq(tournaments.id, t.id));
  return days;
}

export async function suspensionDays(db: Database, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ days: tournaments.medicalSuspensionDays })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row?.days ?? SUSPENSION_DAYS.default;
}

export type BestBoxerChoice = { boxerId: string; name: string; category: string };

/** The boxers the organiser can name best boxer: those entered and not withdrawn, by name. */
export async function bestBoxerChoices(db: Database, t: TournamentDetail): Promise<BestBoxerChoice[]> {
  const rows = await db
    .select({
      boxerId: entries.boxerId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      accountName: user.name,
      weightClass: tournamentCategories.weightClass,
      ageGroup: tournamentCategories.ageGroup,
      gender: tournamentCategories.gender,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, entries.categoryId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(and(eq(entries.tournamentId, t.id), ne(entries.status, 'withdrawn')))
    .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(entries.id));
  return rows.map((r) => ({
    boxerId: r.boxerId,
    name: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : r.accountName,
    category: categoryLabel(r.weightClass, r.ageGroup, r.gender),
  }));
}

/** The boxer named best boxer of a tournament, if any. */
export async function currentBestBoxer(db: Database, tournamentId: number): Promise<string | null> {
  const [row] = await db
    .select({ boxerId: awards.boxerId })
    .from(awards)
    .where(and(eq(awards.tournamentId, tournamentId), eq(awards.awardType, 'best_boxer')));
  return row?.boxerId ?? null;
}

/**
 * Names the tournament's best boxer: an award (award_type best_boxer) for a boxer entered in it, once its
 * bouts have begun (drawn, in progress or completed). Naming another replaces the award: one a tournament.
 */
export async function nameBestBoxer(
  db: Database,
  workspace: Workspace,
  tournamentId: number,
  rawBoxerId: unknown,
): Promise<{ awardId: number; boxerName: string }> {
  const boxerId = typeof rawBoxerId === 'string' ? rawBoxerId.trim() : '';
  if (boxerId === '' || boxerId.length > 100)
    throw new ServiceError(400, 'invalid_best_boxer', 'Choose the best boxer.', {
      boxerId: ['Choose a boxer entered in this tournament'],
    });
  const t = await runTournament(db, workspace, tournamentId);
  if (!['drawn', 'in_progress', 'completed'].includes(t.status))
    throw new ServiceError(
      409,
      'not_yet_boxed',
      `The best boxer is named once ${t.name}'s draws are made and its bouts begin.`,
    );
  const [entry] = await db
    .select({
      id: entries.id,
      categoryId: entries.categoryId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      accountName: user.name,
    })
    .from(entries)
    .innerJoin(user, eq(user.id, entries.boxerId))
    .leftJoin(profiles, eq(profiles.id, entries.boxerId))
    .where(and(eq(entries.tournamentId, t.id), eq(entries.boxerId, boxerId), ne(entries.status, 'withdrawn')))
    .limit(1);
  if (!entry)
    throw new ServiceError(400, 'invalid_best_boxer', 'Choose the best boxer.', {
      boxerId: ['Choose a boxer entered in this tournament'],
    });
  const name = entry.firstName ? `${entry.firstName} ${entry.lastName ?? ''}`.trim() : entry.accountName;
  const awardId = await db.transaction(async (tx) => {
    // One best boxer a tournament: the tournament's row is locked so two namings at once apply in turn.
    await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, t.id)).for('update');
    await tx.delete(awards).where(and(eq(awards.tournamentId, t.id), eq(awards.awardType, 'best_boxer')));
    const [row] = await tx
      .insert(awards)
      .values({
        boxerId,
        title: `Best boxer — ${t.name}`,
        description: `Named the best boxer of ${t.name} by its organisers.`,
        awardType: 'best_boxer',
        tournamentId: t.id,
        categoryId: entry.categoryId,
        entryId: entry.id,
      })
      .returning({ id: awards.id });
    return row!.id;
  });
  return { awardId, boxerName: name };
}
