import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { eventPerson, seedEvent } from '@server/db/test-builders/event.test-support';
import { assignOfficials, drawCategory, recordFoul, startBout } from '~/features/competition';
import {
  FOUL_HISTORY_LIMIT,
  foulHistory,
  OFFICIATING_PAGE_SIZE,
  officiatesAnyBout,
  officiatingBouts,
} from './officiating.server';

const referee = eventPerson('referee');
const judges = ['judge-2', 'club-official', 'judge-3'];

/**
 * The referee dashboard's reads against bouts drawn, officiated and fouled by the competition feature's
 * real services: My Matches (every seat, today's first, then upcoming, then past, 10 a page) and Foul
 * History (newest first, the first 10).
 */
describe.each(testDatabaseKinds())('the referee dashboard’s reads on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  async function drawnBouts(categoryIndex: 0 | 1 | 2, boxers: number) {
    const db = database.db;
    const event = await seedEvent(db);
    const categoryId = event.categoryIds[categoryIndex];
    await event.enter(
      categoryId,
      Array.from({ length: boxers }, (_, i) => (i % 2 === 0 ? 'A' : 'B')),
    );
    await drawCategory(db, event.workspaces.organiser, categoryId, { seed: 3 });
    const rows = await db
      .select()
      .from(bouts)
      .where(eq(bouts.categoryId, categoryId))
      .orderBy(asc(bouts.engineBoutId));
    return { event, rows };
  }

  it('lists every bout an account officiates with its seat, today’s first, then upcoming, then past', async () => {
    const db = database.db;
    const { event, rows } = await drawnBouts(0, 4);
    const [a, b, final] = [
      rows.find((r) => r.redEntryId !== null)!,
      rows.filter((r) => r.redEntryId !== null)[1]!,
      rows.find((r) => r.redEntryId === null)!,
    ];
    // The referee of two bouts, a judge of the final.
    for (const bout of [a, b])
      await assignOfficials(db, event.workspaces.organiser, bout.id, { referee: 'referee', judges });
    await assignOfficials(db, event.workspaces.organiser, final.id, {
      referee: 'judge-2',
      judges: ['referee', 'club-official', 'judge-3'],
    });
    const now = new Date('2026-12-05T12:00:00Z');
    await db
      .update(bouts)
      .set({ plannedStart: new Date('2026-12-04T10:00:00Z') })
      .where(eq(bouts.id, a.id));
    await db
      .update(bouts)
      .set({ plannedStart: new Date('2026-12-06T10:00:00Z') })
      .where(eq(bouts.id, b.id));
    await db
      .update(bouts)
      .set({ plannedStart: new Date('2026-12-05T15:00:00Z'), number: 7, ring: 2 })
      .where(eq(bouts.id, final.id));

    const page = await officiatingBouts(db, 'referee', 1, now);
    expect(page).toMatchObject({ page: 1, pages: 1, total: 3 });
    expect(page.rows.map((r) => [r.boutId, r.when, r.role, r.seat])).toEqual([
      [final.id, 'today', 'judge', 1],
      [b.id, 'upcoming', 'referee', null],
      [a.id, 'past', 'referee', null],
    ]);
    expect(page.rows[0]).toMatchObject({
      number: 7,
      ring: 2,
      status: 'scheduled',
      tournament: { name: 'Lagos Open', slug: 'lagos-open' },
      category: expect.stringContaining('Lightweight'),
      red: null,
      blue: null,
    });
    expect(page.rows[2]!.red).toMatchObject({
      name: expect.stringMatching(/^Boxer \d$/),
      club: expect.any(String),
    });
    expect(await officiatesAnyBout(db, 'referee')).toBe(true);
    expect(await officiatesAnyBout(db, 'spectator')).toBe(false);
    expect(await officiatingBouts(db, 'spectator', 1, now)).toEqual({
      rows: [],
      page: 1,
      pages: 1,
      total: 0,
    });
  });

  it('pages My Matches by 10 and keeps a page past the end on the last one', async () => {
    const db = database.db;
    // Sixteen boxers: fifteen bouts of a knockout, every one refereed by the same account.
    const { event, rows } = await drawnBouts(1, 16);
    for (const bout of rows)
      await assignOfficials(db, event.workspaces.organiser, bout.id, { referee: 'referee', judges });
    const now = new Date();
    const first = await officiatingBouts(db, 'referee', 1, now);
    expect(first).toMatchObject({ page: 1, pages: 2, total: rows.length });
    expect(first.rows).toHaveLength(OFFICIATING_PAGE_SIZE);
    const last = await officiatingBouts(db, 'referee', 9, now);
    expect(last.page).toBe(2);
    expect(last.rows).toHaveLength(rows.length - OFFICIATING_PAGE_SIZE);
    expect(new Set([...first.rows, ...last.rows].map((r) => r.boutId)).size).toBe(rows.length);
  });

  it('shows the referee’s fouls newest first with their bout, round, corner and description, the first 10', async () => {
    const db = database.db;
    const { event, rows } = await drawnBouts(0, 4);
    const bout = rows.find((r) => r.redEntryId !== null)!;
    await assignOfficials(db, event.workspaces.organiser, bout.id, { referee: 'referee', judges });
    await startBout(db, referee, bout.id);
    for (let i = 1; i <= FOUL_HISTORY_LIMIT + 2; i++)
      await recordFoul(db, referee, bout.id, {
        corner: i % 2 === 0 ? 'blue' : 'red',
        foulType: 'holding',
        round: 1 + (i % 3),
        deduct: false,
        description: `Caution ${i}`,
      });
    await recordFoul(db, referee, bout.id, {
      corner: 'blue',
      foulType: 'low_blow',
      round: 3,
      deduct: true,
      description: 'Below the belt after a warning',
    });
    const history = await foulHistory(db, 'referee');
    expect(history).toHaveLength(FOUL_HISTORY_LIMIT);
    expect(history[0]).toMatchObject({
      boutId: bout.id,
      bout: { tournament: 'Lagos Open', slug: 'lagos-open' },
      round: 3,
      corner: 'blue',
      foulType: 'low_blow',
      deduct: true,
      description: 'Below the belt after a warning',
      boxer: expect.stringMatching(/^Boxer \d$/),
    });
    expect(history.slice(1).map((f) => f.description)).toEqual(
      Array.from({ length: FOUL_HISTORY_LIMIT - 1 }, (_, i) => `Caution ${FOUL_HISTORY_LIMIT + 2 - i}`),
    );
    expect(await foulHistory(db, 'judge-2')).toEqual([]);
  });
});
