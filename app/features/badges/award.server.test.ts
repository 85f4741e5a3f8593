import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { boxerBadges, bouts } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { setClock } from '@server/clock';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import {
  assignOfficials,
  correctResult,
  decide,
  drawCategory,
  scheduleTournament,
  setSessions,
  startBout,
} from '~/features/competition';
import { awardBadges } from './award.server';
import { heldBadges } from './read.server';

const person = (id: string): Viewer => ({ id, name: id, email: `${id}@example.ng`, role: 'referee' });
/** The builder's Lagos Open (Elite) boxes on 5 December 2026. */
const EVENT_MORNING = new Date('2026-12-05T08:00:00Z');

describe.each(testDatabaseKinds())('badges follow results and corrections on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    setClock(EVENT_MORNING);
  });
  afterEach(async () => {
    setClock(null);
    await database.close();
  });

  it('a final won by RSC awards its badges; a correction withdraws what it removed the reason for; running again changes nothing', async () => {
    const built = await seedEvent(database.db);
    const { tournamentId, workspaces } = built;
    const categoryId = built.categoryIds[0];
    const [red, blue] = await built.enterBoxers(categoryId, ['A', 'B']);
    await drawCategory(database.db, workspaces.organiser, categoryId, { seed: 3 });
    await setSessions(database.db, workspaces.organiser, tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(database.db, workspaces.organiser, tournamentId);
    const [bout] = await database.db.select().from(bouts).where(eq(bouts.categoryId, categoryId));
    await assignOfficials(database.db, workspaces.organiser, bout!.id, {
      referee: 'referee',
      judges: ['judge-2', 'club-official', 'judge-3'],
    });
    await startBout(database.db, person('referee'), bout!.id);
    await decide(database.db, person('referee'), bout!.id, { outcome: 'RSC', winner: 'red', round: 2 });
    const winner = bout!.redEntryId === red!.entryId ? red! : blue!;
    const loser = winner === red ? blue! : red!;
    const badgesOf = async (boxerId: string) => (await heldBadges(database.db, boxerId)).map((b) => b.badge);

    expect(await badgesOf(winner.boxerId)).toEqual([
      'first-bout',
      'first-win',
      'first-medal',
      'win-by-rsc',
      'champion-elite',
      'ranked-top-3',
    ]);
    expect(await badgesOf(loser.boxerId)).toEqual(['first-bout', 'first-medal', 'ranked-top-3']);
    const shown = await heldBadges(database.db, winner.boxerId);
    expect(shown.find((b) => b.badge === 'champion-elite')).toMatchObject({
      title: 'Champion · Elite',
      tournament: { name: 'Lagos Open' },
    });

    // The winner was the other corner, by KO: the first win, the RSC and the title change hands.
    setClock(new Date('2026-12-05T12:00:00Z'));
    await correctResult(database.db, person('organiser'), bout!.id, {
      outcome: 'KO',
      winner: 'blue',
      round: 2,
      reason: 'The referee pointed to the wrong corner',
    });
    expect(await badgesOf(winner.boxerId)).toEqual(['first-bout', 'first-medal', 'ranked-top-3']);
    expect(await badgesOf(loser.boxerId)).toEqual([
      'first-bout',
      'first-win',
      'first-medal',
      'champion-elite',
      'ranked-top-3',
    ]);

    // Idempotent: the rules run again award nothing new and keep each badge's first award time.
    const before = await database.db.select().from(boxerBadges).orderBy(boxerBadges.id);
    await database.db.transaction((tx) => awardBadges(tx, [winner.boxerId, loser.boxerId]));
    expect(await database.db.select().from(boxerBadges).orderBy(boxerBadges.id)).toEqual(before);
    const firstBout = before.find((b) => b.boxerId === winner.boxerId && b.badge === 'first-bout');
    expect(firstBout!.awardedAt.getTime()).toBeLessThan(Date.parse('2026-12-05T12:00:00Z'));
  });
});
