import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, tournamentCategories } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { drawAll } from './draws.server';
import { recordResult, startBout } from './engine';
import { readState, writeState } from './engine-state.server';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { scheduleTournament, setSessions } from './schedule.server';

describe.each(testDatabaseKinds())('scheduling again once bouts are boxed, on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  /** What the officials' screens will do: decide or start a bout in the engine's state. */
  async function boxBout(boutId: number, how: 'decide' | 'start') {
    const [bout] = await database.db.select().from(bouts).where(eq(bouts.id, boutId));
    const [category] = await database.db
      .select()
      .from(tournamentCategories)
      .where(eq(tournamentCategories.id, bout!.categoryId));
    const state = readState(category!.drawState)!;
    const at = bout!.plannedStart!.toISOString();
    const change =
      how === 'start'
        ? startBout(state, bout!.engineBoutId, { at })
        : recordResult(
            startBout(state, bout!.engineBoutId, { at }).state,
            bout!.engineBoutId,
            { outcome: 'KO', winner: String(bout!.redEntryId), round: 1 },
            { at: new Date(Date.parse(at) + 5 * 60_000).toISOString() },
          );
    await database.db.transaction((tx) =>
      writeState(tx, bout!.categoryId, bout!.tournamentId, category!.drawRevision, change.state),
    );
  }

  it('keeps the numbers, rings and times of bouts boxed or being boxed, and numbers the rest after them', async () => {
    const event = await seedEvent(database.db);
    await event.enter(event.categoryIds[0], ['A', 'B', 'A', 'B']);
    await event.enter(event.categoryIds[1], ['A', 'B', 'A', 'B']);
    await drawAll(database.db, event.workspaces.organiser, event.tournamentId);
    await setSessions(database.db, event.workspaces.organiser, event.tournamentId, {
      rings: 2,
      sessions: [
        { day: '2026-12-05', start: '10:00' },
        { day: '2026-12-06', start: '10:00' },
      ],
    });
    await scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId);
    const first = await database.db.select().from(bouts).where(eq(bouts.tournamentId, event.tournamentId));
    const byNumber = (n: number) => first.find((b) => b.number === n)!;
    await boxBout(byNumber(1).id, 'decide');
    await boxBout(byNumber(2).id, 'start');

    const again = await scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId);
    expect(again.unscheduled).toBe(0);
    const after = await database.db.select().from(bouts).where(eq(bouts.tournamentId, event.tournamentId));
    const numbered = after.filter((b) => b.number !== null);
    // Every bout keeps a number of its own.
    expect(new Set(numbered.map((b) => b.number)).size).toBe(numbered.length);
    // The boxed and the started bout are where they were.
    for (const kept of [byNumber(1), byNumber(2)]) {
      const now = after.find((b) => b.id === kept.id)!;
      expect({ number: now.number, ring: now.ring, plannedStart: now.plannedStart }).toEqual({
        number: kept.number,
        ring: kept.ring,
        plannedStart: kept.plannedStart,
      });
    }
    // The rest come after them: numbers from 3, and no bout planned in a ring before its boxed bouts end.
    const rest = numbered.filter((b) => b.status === 'scheduled');
    expect(rest.length).toBeGreaterThan(0);
    expect(Math.min(...rest.map((b) => b.number!))).toBe(3);
    const latestKept = Math.max(byNumber(1).plannedStart!.getTime(), byNumber(2).plannedStart!.getTime());
    for (const b of rest) expect(b.plannedStart!.getTime()).toBeGreaterThan(latestKept);
  });
});
