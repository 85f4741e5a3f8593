import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import {
  bootcampSelections,
  bouts,
  messages,
  outbox,
  profiles,
  rankingHistory,
  rankingPoints,
  user,
} from '@server/db/schema';
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
import { recomputeRankings } from './recompute.server';
import {
  answerInvitation,
  inviteShortlist,
  publishCohort,
  publishedCohort,
  shortlistBoxer,
} from './bootcamp.server';

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

  /** The builder's lightweight final boxed: red wins by RSC in round 2. */
  async function boxedFinal() {
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
    return { bout: bout!, red: red!, blue: blue! };
  }

  it('a final won earns win + gold, the loser silver (Elite ×3); a correction swaps them in its transaction; points fade with the clock', async () => {
    const { bout, red, blue } = await boxedFinal();
    const winner = bout.redEntryId === red.entryId ? red : blue;
    const loser = winner === red ? blue : red;

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

    await correctResult(database.db, person('organiser'), bout.id, {
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
    // A recomputation that changes no point (another category's round, a repeat) rewrites no history.
    await database.db.transaction((tx) => recomputeRankings(tx, bout.tournamentId));
    const again = await database.db
      .select()
      .from(rankingHistory)
      .where(eq(rankingHistory.recordedOn, '2026-12-05'));
    expect(again.map((h) => h.id).sort()).toEqual(history.map((h) => h.id).sort());

    // Six months on (182 days) the points are worth half; a year on, nothing.
    const later = await boxerRankings(database.db, loser.boxerId, '2027-06-05');
    expect(later.map((r) => [r.division.weightClass, r.rank, r.points])).toEqual([['wb-m65', 1, 60.16]]);
    expect(await boxerRankings(database.db, loser.boxerId, '2027-12-05')).toEqual([]);
  });

  it('two recomputations of one tournament at once take turns: no point counted twice, one history row a boxer', async () => {
    const { bout } = await boxedFinal();
    await Promise.all(
      [1, 2, 3].map(() => database.db.transaction((tx) => recomputeRankings(tx, bout.tournamentId))),
    );
    expect(await database.db.select().from(rankingPoints)).toHaveLength(3);
    expect(await database.db.select().from(rankingHistory)).toHaveLength(2);
  });

  it('the bootcamp: the admin shortlists one of the top 20, invites (e-mail and phone), publishes; the page lists them', async () => {
    const { bout, red, blue } = await boxedFinal();
    const winner = bout.redEntryId === red.entryId ? red : blue;
    const admin: Viewer = { id: 'admin', name: 'Admin', email: 'admin@example.ng', role: 'admin' };
    await database.db
      .update(user)
      .set({ phoneNumber: '+2348035550401', messageChannel: 'whatsapp' })
      .where(eq(user.id, winner.boxerId));
    await expect(
      shortlistBoxer(database.db, person('referee'), '2027', winner.boxerId),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(shortlistBoxer(database.db, admin, '2027', 'nobody')).rejects.toMatchObject({ status: 422 });
    await expect(publishCohort(database.db, admin, '2027')).rejects.toMatchObject({ status: 409 });
    await shortlistBoxer(database.db, admin, '2027', winner.boxerId);
    expect(await publishedCohort(database.db)).toBeNull();

    expect(await inviteShortlist(database.db, admin, '2027', { baseUrl: 'https://ajbxng.test' })).toBe(1);
    expect(await inviteShortlist(database.db, admin, '2027', { baseUrl: 'https://ajbxng.test' })).toBe(0);
    const [selection] = await database.db.select().from(bootcampSelections);
    expect(selection!.status).toBe('invited');
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'bootcamp-invitation'));
    expect(mails).toHaveLength(1);
    const texts = await database.db
      .select()
      .from(messages)
      .where(eq(messages.purpose, 'bootcamp-invitation'));
    expect(texts.map((m) => [m.toAddress, m.channel])).toEqual([['+2348035550401', 'whatsapp']]);
    expect(texts[0]!.body).toContain('AJ Bootcamp London, 2027 cohort, ranked in Men 65 kg · Elite 20-34');

    // The boxer answers from their dashboard; nobody else can answer for them.
    const boxer: Viewer = { id: winner.boxerId, name: 'Boxer', email: 'b@example.ng', role: 'boxer' };
    await expect(answerInvitation(database.db, person('referee'), '2027', true)).rejects.toMatchObject({
      status: 404,
    });
    expect(await answerInvitation(database.db, boxer, '2027', true)).toBe('accepted');
    await publishCohort(database.db, admin, '2027');
    const page = await publishedCohort(database.db);
    expect(page?.cohort).toBe('2027');
    expect(page?.boxers.map((b) => [b.boxerId, b.division])).toEqual([
      [winner.boxerId, 'Men 65 kg · Elite 20-34'],
    ]);
  });
});
