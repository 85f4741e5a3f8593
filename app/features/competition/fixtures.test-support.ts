import type { Database } from '@server/db/client';
import {
  entries,
  organisationMembers,
  organisations,
  profiles,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import type { TournamentRules } from '@server/db/schema/tournaments';
import { workspaceFor } from '~/features/organisations';

/**
 * The cast of the competition tests: a host organisation with its organiser and an official member,
 * another organisation's organiser, a platform admin, a referee account, clubs, and a published
 * tournament with categories and entries made straight in the database (registration is REG's).
 */
export async function seedEvent(
  db: Database,
  options: { rules?: Partial<TournamentRules>; format?: 'single-elimination' | 'round-robin' } = {},
) {
  const [host, other, clubA, clubB] = await db
    .insert(organisations)
    .values([
      { name: 'Lagos Boxing Federation', plan: 'enterprise', status: 'approved' },
      { name: 'Kano Fight Club', plan: 'starter', status: 'approved' },
      { name: 'Surulere Boxing Club', plan: 'starter', status: 'approved' },
      { name: 'Ikeja Boxing Club', plan: 'starter', status: 'approved' },
    ])
    .returning({ id: organisations.id });
  await db.insert(user).values([
    { id: 'admin', name: 'Ada Admin', email: 'ada@example.ng', role: 'admin' },
    { id: 'organiser', name: 'Olu Organiser', email: 'olu@example.ng', role: 'coach' },
    { id: 'other-organiser', name: 'Kabir Kano', email: 'kabir@example.ng', role: 'coach' },
    { id: 'referee', name: 'Rita Referee', email: 'rita@example.ng', role: 'referee' },
    { id: 'official', name: 'Femi Official', email: 'femi@example.ng', role: 'coach' },
    { id: 'club-official', name: 'Sade Surulere', email: 'sade@example.ng', role: 'referee' },
    { id: 'judge-2', name: 'Jide Judge', email: 'jide@example.ng', role: 'referee' },
    { id: 'judge-3', name: 'Joy Judge', email: 'joy@example.ng', role: 'referee' },
    { id: 'spectator', name: 'Funmi Fan', email: 'funmi@example.ng', role: 'spectator' },
  ]);
  await db.insert(organisationMembers).values([
    { organisationId: host!.id, userId: 'organiser', memberRole: 'organiser' },
    { organisationId: host!.id, userId: 'official', memberRole: 'official' },
    { organisationId: other!.id, userId: 'other-organiser', memberRole: 'organiser' },
    { organisationId: clubA!.id, userId: 'club-official', memberRole: 'official' },
  ]);
  const [tournament] = await db
    .insert(tournaments)
    .values({
      slug: 'lagos-open',
      organisationId: host!.id,
      name: 'Lagos Open',
      format: options.format ?? 'single-elimination',
      status: 'published',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      registrationDeadline: '2026-12-01',
      weighInDate: '2026-12-05',
      city: 'Lagos',
      level: 'Elite',
      maxParticipants: 64,
      rules: {
        roundDuration: 2,
        numberOfRounds: 3,
        judgesCount: 3,
        medicalCheckRequired: false,
        equipmentProvided: false,
        ...options.rules,
      },
    })
    .returning({ id: tournaments.id });
  const tournamentId = tournament!.id;
  const categories = await db
    .insert(tournamentCategories)
    .values([
      { tournamentId, weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' },
      { tournamentId, weightClass: 'welterweight', ageGroup: 'elite', gender: 'men' },
      { tournamentId, weightClass: 'flyweight', ageGroup: 'elite', gender: 'men' },
    ])
    .returning({ id: tournamentCategories.id });
  const workspaces = {
    admin: await workspaceFor(db, { id: 'admin', name: 'Ada Admin', email: 'ada@example.ng', role: 'admin' }),
    organiser: await workspaceFor(db, {
      id: 'organiser',
      name: 'Olu Organiser',
      email: 'olu@example.ng',
      role: 'coach',
    }),
    otherOrganiser: await workspaceFor(db, {
      id: 'other-organiser',
      name: 'Kabir Kano',
      email: 'kabir@example.ng',
      role: 'coach',
    }),
  };
  let boxerCount = 0;
  /** Enters boxers (by club) into a category; returns their entry ids in order. */
  async function enter(categoryId: number, clubs: Array<'A' | 'B' | null>): Promise<number[]> {
    const ids: number[] = [];
    for (const club of clubs) {
      boxerCount += 1;
      const id = `boxer-${boxerCount}`;
      await db
        .insert(user)
        .values({ id, name: `Boxer ${boxerCount}`, email: `${id}@example.ng`, role: 'boxer' });
      await db.insert(profiles).values({
        id,
        firstName: 'Boxer',
        lastName: String(boxerCount),
        clubId: club === 'A' ? clubA!.id : club === 'B' ? clubB!.id : null,
      });
      const [entry] = await db
        .insert(entries)
        .values({ tournamentId, categoryId, boxerId: id, registeredBy: id })
        .returning({ id: entries.id });
      ids.push(entry!.id);
    }
    return ids;
  }
  return {
    organisations: { host: host!.id, other: other!.id, clubA: clubA!.id, clubB: clubB!.id },
    tournamentId,
    categoryIds: categories.map((c) => c.id) as [number, number, number],
    workspaces,
    enter,
  };
}
