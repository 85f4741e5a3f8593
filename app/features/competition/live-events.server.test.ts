import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, liveEvents } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { drawCategory } from './draws.server';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { correctResult, decide, recordFoul, startBout, submitScorecard } from './officiating.server';
import { assignOfficials, scheduleTournament, setSessions } from './schedule.server';

const person = (id: string, role: Viewer['role'] = 'referee'): Viewer => ({
  id,
  name: id,
  email: `${id}@example.ng`,
  role,
});
const referee = person('referee');
const judges = [person('judge-2'), person('club-official'), person('judge-3')] as const;
const organiser = person('organiser', 'coach');

/** What a bout's changes told the pages (DESIGN "Realtime"), in order, as rows of live_events. */
describe.each(testDatabaseKinds())('the live events of officiating on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  async function told() {
    const rows = await database.db
      .select({ type: liveEvents.type, payload: liveEvents.payload })
      .from(liveEvents)
      .orderBy(asc(liveEvents.id));
    return rows.map((r) => [r.type, r.payload]);
  }

  it('a draw, a start, each completed round, a warning, the decision and a correction each say so once', async () => {
    const db = database.db;
    const event = await seedEvent(db);
    const categoryId = event.categoryIds[0];
    const tournamentId = event.tournamentId;
    await event.enter(categoryId, ['A', 'B']);
    await drawCategory(db, event.workspaces.organiser, categoryId, { seed: 3 });
    const [bout] = await db
      .select()
      .from(bouts)
      .where(and(eq(bouts.categoryId, categoryId)));
    await assignOfficials(db, event.workspaces.organiser, bout!.id, {
      referee: 'referee',
      judges: judges.map((j) => j.id),
    });
    const of = { tournamentId, categoryId, boutId: bout!.id };
    await setSessions(db, event.workspaces.organiser, tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(db, event.workspaces.organiser, tournamentId);
    // The category drawn was the only one with entries: the tournament is drawn, and says so.
    expect(await told()).toEqual([
      ['tournament.updated', { tournamentId, status: 'drawn' }],
      ['draw.published', { tournamentId, categoryId }],
      ['bout.scheduled', { tournamentId }],
    ]);

    await startBout(db, referee, bout!.id);
    await submitScorecard(db, judges[0], bout!.id, { round: 1, red: 10, blue: 9 });
    await submitScorecard(db, judges[1], bout!.id, { round: 1, red: 10, blue: 9 });
    // Two of three cards: the round is not complete, nothing to tell.
    expect((await told()).at(-1)).toEqual(['bout.started', { ...of, state: 'in_progress' }]);
    await submitScorecard(db, judges[2], bout!.id, { round: 1, red: 10, blue: 8 });
    // The same card again counts once and tells nothing new.
    await submitScorecard(db, judges[2], bout!.id, { round: 1, red: 10, blue: 8 });
    await recordFoul(db, referee, bout!.id, { corner: 'blue', foulType: 'holding', round: 2, deduct: true });
    await decide(db, referee, bout!.id, { outcome: 'RSC', winner: 'red', round: 2 });
    await correctResult(db, organiser, bout!.id, {
      outcome: 'RSC',
      winner: 'blue',
      round: 2,
      reason: 'The referee pointed to the wrong corner',
    });
    // The first bout puts the tournament in progress; its decision, the last bout, completes it.
    expect((await told()).slice(3)).toEqual([
      ['tournament.updated', { tournamentId, status: 'in_progress' }],
      // A bout event tells the bout's state after it (issue 26: one vocabulary).
      ['bout.started', { ...of, state: 'in_progress' }],
      ['round.scored', { ...of, round: 1 }],
      ['bout.foul', { ...of, round: 2 }],
      ['tournament.updated', { tournamentId, status: 'completed' }],
      ['bout.decided', { ...of, state: 'decided' }],
      ['bout.corrected', { ...of, state: 'decided' }],
    ]);
  });

  it('a refused change tells nothing', async () => {
    const db = database.db;
    const event = await seedEvent(db);
    await event.enter(event.categoryIds[0], ['A', 'B']);
    await drawCategory(db, event.workspaces.organiser, event.categoryIds[0], { seed: 3 });
    const [bout] = await db.select().from(bouts).where(eq(bouts.categoryId, event.categoryIds[0]));
    const before = await told();
    // No officials assigned: the start is refused inside its transaction, after the category lock.
    await expect(startBout(db, organiser, bout!.id)).rejects.toMatchObject({ code: 'officials_missing' });
    expect(await told()).toEqual(before);
  });
});
