import { asc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type { Viewer } from '@server/auth/roles';
import {
  bouts,
  entries,
  organisationMembers,
  organisations,
  profiles,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import { assignOfficials, decide, drawCategory, startBout } from '~/features/competition';
import { workspaceFor } from '~/features/organisations';

export const person = (id: string, role: Viewer['role']): Viewer => ({
  id,
  name: id,
  email: `${id}@example.ng`,
  role,
});

/**
 * The cast of the results tests: a host organisation (organiser), two clubs each with a coach, another
 * organisation's organiser, a referee and three judges, and a published single-elimination tournament
 * with a category of four boxers (two of each club; boxer-1 coached by coach-a personally) drawn by the
 * competition feature's real service.
 */
export async function seedResults(db: Database) {
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
    { id: 'coach-a', name: 'Chidi Coach', email: 'chidi@example.ng', role: 'coach' },
    { id: 'coach-b', name: 'Bola Coach', email: 'bola@example.ng', role: 'coach' },
    { id: 'referee', name: 'Rita Referee', email: 'rita@example.ng', role: 'referee' },
    { id: 'judge-1', name: 'Jide Judge', email: 'jide@example.ng', role: 'referee' },
    { id: 'judge-2', name: 'Joy Judge', email: 'joy@example.ng', role: 'referee' },
    { id: 'judge-3', name: 'Jumoke Judge', email: 'jumoke@example.ng', role: 'referee' },
  ]);
  await db.insert(organisationMembers).values([
    { organisationId: host!.id, userId: 'organiser', memberRole: 'organiser' },
    { organisationId: other!.id, userId: 'other-organiser', memberRole: 'organiser' },
    { organisationId: clubA!.id, userId: 'coach-a', memberRole: 'coach' },
    { organisationId: clubB!.id, userId: 'coach-b', memberRole: 'coach' },
  ]);
  const [t] = await db
    .insert(tournaments)
    .values({
      slug: 'lagos-open',
      organisationId: host!.id,
      name: 'Lagos Open',
      format: 'single-elimination',
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
      },
    })
    .returning({ id: tournaments.id });
  const tournamentId = t!.id;
  const [category, other2] = await db
    .insert(tournamentCategories)
    .values([
      { tournamentId, weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' },
      { tournamentId, weightClass: 'welterweight', ageGroup: 'elite', gender: 'men' },
    ])
    .returning({ id: tournamentCategories.id });
  const boxers = [
    { id: 'boxer-1', first: 'Tunde', last: 'Bakare', club: clubA!.id, coach: 'coach-a' },
    { id: 'boxer-2', first: 'Musa', last: 'Bello', club: clubB!.id, coach: null },
    { id: 'boxer-3', first: 'Emeka', last: 'Obi', club: clubA!.id, coach: null },
    { id: 'boxer-4', first: 'Yusuf', last: 'Ade', club: clubB!.id, coach: null },
  ];
  const entryIds: number[] = [];
  for (const b of boxers) {
    await db
      .insert(user)
      .values({ id: b.id, name: `${b.first} ${b.last}`, email: `${b.id}@example.ng`, role: 'boxer' });
    await db.insert(profiles).values({
      id: b.id,
      firstName: b.first,
      lastName: b.last,
      clubId: b.club,
      coachId: b.coach,
      medicalCleared: true,
    });
    const [entry] = await db
      .insert(entries)
      .values({ tournamentId, categoryId: category!.id, boxerId: b.id, registeredBy: b.id })
      .returning({ id: entries.id });
    entryIds.push(entry!.id);
  }
  const organiser = await workspaceFor(db, person('organiser', 'coach'));
  await drawCategory(db, organiser, category!.id, { seed: 3 });
  const rows = await db
    .select()
    .from(bouts)
    .where(eq(bouts.categoryId, category!.id))
    .orderBy(asc(bouts.engineBoutId));
  for (const b of rows)
    await assignOfficials(db, organiser, b.id, {
      referee: 'referee',
      judges: ['judge-1', 'judge-2', 'judge-3'],
    });
  const referee = person('referee', 'referee');
  /** The referee stops a bout in round 1 for the corner given: RSC unless said. */
  async function stop(boutId: number, winner: 'red' | 'blue', outcome: 'RSC' | 'KO' | 'RSC-I' = 'RSC') {
    await startBout(db, referee, boutId);
    await decide(db, referee, boutId, { outcome, winner, round: 1 });
  }
  /** Decides the semi-finals (red wins each, the first by KO), then the final (red wins). */
  async function finish() {
    const now = await db
      .select()
      .from(bouts)
      .where(eq(bouts.categoryId, category!.id))
      .orderBy(asc(bouts.engineBoutId));
    const semis = now.filter((b) => b.redEntryId !== null && b.blueEntryId !== null);
    await stop(semis[0]!.id, 'red', 'KO');
    await stop(semis[1]!.id, 'red');
    const [final] = await db
      .select()
      .from(bouts)
      .where(eq(bouts.categoryId, category!.id))
      .then((all) => all.filter((b) => !semis.some((s) => s.id === b.id)));
    await stop(final!.id, 'red');
    const [decidedFinal] = await db.select().from(bouts).where(eq(bouts.id, final!.id));
    return { semis, final: decidedFinal! };
  }
  const workspace = (id: string, role: Viewer['role']) => workspaceFor(db, person(id, role));
  return {
    tournamentId,
    categoryId: category!.id,
    emptyCategoryId: other2!.id,
    entryIds,
    boxers,
    clubs: { a: clubA!.id, b: clubB!.id },
    finish,
    workspace,
  };
}
