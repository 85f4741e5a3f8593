import { asc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type { Viewer } from '@server/auth/roles';
import { bouts, entries, profiles, user } from '@server/db/schema';
import { eventPerson, seedEvent } from '@server/db/test-builders/event.test-support';
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
  const event = await seedEvent(db, {
    people: [
      ...['admin', 'organiser', 'other-organiser'].map(eventPerson),
      { id: 'coach-a', name: 'Chidi Coach', email: 'chidi@example.ng', role: 'coach' },
      { id: 'coach-b', name: 'Bola Coach', email: 'bola@example.ng', role: 'coach' },
      eventPerson('referee'),
      { id: 'judge-1', name: 'Jide Judge', email: 'jide@example.ng', role: 'referee' },
      { id: 'judge-2', name: 'Joy Judge', email: 'joy@example.ng', role: 'referee' },
      { id: 'judge-3', name: 'Jumoke Judge', email: 'jumoke@example.ng', role: 'referee' },
    ],
    members: [
      { organisation: 'host', userId: 'organiser', memberRole: 'organiser' },
      { organisation: 'other', userId: 'other-organiser', memberRole: 'organiser' },
      { organisation: 'clubA', userId: 'coach-a', memberRole: 'coach' },
      { organisation: 'clubB', userId: 'coach-b', memberRole: 'coach' },
    ],
    categories: [
      { weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' },
      { weightClass: 'welterweight', ageGroup: 'elite', gender: 'men' },
    ],
  });
  const { tournamentId } = event;
  const { clubA, clubB } = event.organisations;
  const [categoryId, emptyCategoryId] = event.categoryIds;
  const boxers = [
    { id: 'boxer-1', first: 'Tunde', last: 'Bakare', club: clubA, coach: 'coach-a' },
    { id: 'boxer-2', first: 'Musa', last: 'Bello', club: clubB, coach: null },
    { id: 'boxer-3', first: 'Emeka', last: 'Obi', club: clubA, coach: null },
    { id: 'boxer-4', first: 'Yusuf', last: 'Ade', club: clubB, coach: null },
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
      .values({ tournamentId, categoryId, boxerId: b.id, registeredBy: b.id })
      .returning({ id: entries.id });
    entryIds.push(entry!.id);
  }
  const organiser = await workspaceFor(db, person('organiser', 'coach'));
  await drawCategory(db, organiser, categoryId, { seed: 3 });
  const rows = await db
    .select()
    .from(bouts)
    .where(eq(bouts.categoryId, categoryId))
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
      .where(eq(bouts.categoryId, categoryId))
      .orderBy(asc(bouts.engineBoutId));
    const semis = now.filter((b) => b.redEntryId !== null && b.blueEntryId !== null);
    await stop(semis[0]!.id, 'red', 'KO');
    await stop(semis[1]!.id, 'red');
    const [final] = await db
      .select()
      .from(bouts)
      .where(eq(bouts.categoryId, categoryId))
      .then((all) => all.filter((b) => !semis.some((s) => s.id === b.id)));
    await stop(final!.id, 'red');
    const [decidedFinal] = await db.select().from(bouts).where(eq(bouts.id, final!.id));
    return { semis, final: decidedFinal! };
  }
  const workspace = (id: string, role: Viewer['role']) => workspaceFor(db, person(id, role));
  return {
    tournamentId,
    categoryId,
    emptyCategoryId,
    entryIds,
    boxers,
    clubs: { a: clubA, b: clubB },
    finish,
    workspace,
  };
}
