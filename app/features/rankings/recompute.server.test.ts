import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, profiles, rankingHistory, rankingPoints } from '@server/db/schema';
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
import { boxerRankings, rankings } from './standings.server';

const person = (id: string): Viewer => ({ id, name: id, email: `${id}@example.ng`, role: 'referee' });
/** The builder's Lagos Open (Elite) boxes on 5 December 2026. */
const EVENT_MORNING = new Date('2026-12-05T08:00:00Z');

describe.each(testDatabaseKinds())('rankings follow results and corrections on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    setClock(EVENT_MORNING);
  });
  afterEach(async () => {
    setClock(null);
    await database.close();
  });

  it('a final won earns win + gold, the loser silver (Elite ×3); a correction swaps them in its transaction; points fade with the clock', async () => {
    const built = await seedEvent(database.db);
    const { tournamentId, workspaces } = built;
    const categoryId = built.categoryIds[0];
    const [red, blue] = await built.enterBoxers(categoryId, ['A', 'B']);
    await database.db
      .update(profiles)
      .set({ firstName: 'Lanre', lastName: 'Ogbu' })
      .where(eq(profiles.id, red!.boxerId));
    await database.db
      .update(profiles)
      .set({ firstName: 'Tunde', lastName: 'Ade' })
      .where(eq(profiles.id, blue!.boxerId));
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

    const table = async () =>
      (await rankings(database.db, { ageGroup: 'elite', gender: 'men' }, '2026-12-05')).map((t) => [
        t.division.weightClass,
        t.rows.map((r) => [r.rank, r.boxerId, r.points, r.golds, r.wins]),
      ]);
    // Lightweight (135 lbs = 61.2 kg) ranks in Men 65 kg.
    expect(await table()).toEqual([
      [
        'wb-m65',
        [
          [1, winner.boxerId, 120, 1, 1],
          [2, loser.boxerId, 60, 0, 0],
        ],
      ],
    ]);

    await correctResult(database.db, person('organiser'), bout!.id, {
      outcome: 'RSC',
      winner: 'blue',
      round: 2,
      reason: 'The referee pointed to the wrong corner',
    });
    expect(await table()).toEqual([
      [
        'wb-m65',
        [
          [1, loser.boxerId, 120, 1, 1],
          [2, winner.boxerId, 60, 0, 0],
        ],
      ],
    ]);
    // Today's history is rewritten, one row per boxer, not added to.
    const history = await database.db
      .select()
      .from(rankingHistory)
      .where(eq(rankingHistory.recordedOn, '2026-12-05'));
    expect(history.map((h) => [h.boxerId, h.rank]).sort()).toEqual(
      [
        [loser.boxerId, 1],
        [winner.boxerId, 2],
      ].sort(),
    );
    expect(await database.db.select().from(rankingPoints)).toHaveLength(3);

    // Six months on (182 days) the points are worth half; a year on, nothing.
    const later = await boxerRankings(database.db, loser.boxerId, '2027-06-05');
    expect(later.map((r) => [r.division.weightClass, r.rank, r.points])).toEqual([['wb-m65', 1, 60.16]]);
    expect(await boxerRankings(database.db, loser.boxerId, '2027-12-05')).toEqual([]);
  });
});
