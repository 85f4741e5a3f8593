import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { tournaments, tournamentSessions } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { venueSheet } from './sheet.server';

const config = {
  baseUrl: 'http://127.0.0.1:3000',
  host: '127.0.0.1',
  port: 3000,
  dataDir: '/nonexistent-venue-sheet-test',
  backupMinutes: 0,
};

describe.each(testDatabaseKinds())('the venue sheet’s screens on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('lists a screen per ring of the events on today in Lagos, not of one days away or one over', async () => {
    const db = database.db;
    const event = await seedEvent(db, { status: 'drawn' });
    const { tournamentId } = event;
    // Lagos Open, 5-6 December, drawn, on two rings.
    await db
      .insert(tournamentSessions)
      .values([{ tournamentId, day: '2026-12-05', startsAt: '10:00', rings: 2 }]);
    const screens = async (at: string) =>
      (await venueSheet(db, config, event.workspaces.admin, false, new Date(at))).screens.map((s) => [
        s.ring,
        s.url,
      ]);
    const url = (ring: number) => `http://127.0.0.1:3000/tournaments/lagos-open/screen?ring=${ring}`;
    // 23:30 on the 4th in Lagos (22:30 UTC): the day before.
    expect(await screens('2026-12-04T22:30:00Z')).toEqual([]);
    // 00:30 on the 5th in Lagos (23:30 UTC on the 4th), and the last day.
    expect(await screens('2026-12-04T23:30:00Z')).toEqual([
      [1, url(1)],
      [2, url(2)],
    ]);
    expect(await screens('2026-12-06T20:00:00Z')).toEqual([
      [1, url(1)],
      [2, url(2)],
    ]);
    // The day after it ended, and a published event (not drawn) on its day: no screens.
    expect(await screens('2026-12-07T09:00:00Z')).toEqual([]);
    await db.update(tournaments).set({ status: 'published' }).where(eq(tournaments.id, tournamentId));
    expect(await screens('2026-12-05T09:00:00Z')).toEqual([]);
    // Another organisation's organiser sees none of it.
    await db.update(tournaments).set({ status: 'in_progress' }).where(eq(tournaments.id, tournamentId));
    expect(
      (await venueSheet(db, config, event.workspaces.otherOrganiser, false, new Date('2026-12-05T09:00:00Z')))
        .screens,
    ).toEqual([]);
    expect(
      (await venueSheet(db, config, event.workspaces.organiser, false, new Date('2026-12-05T09:00:00Z')))
        .screens.length,
    ).toBe(2);
  });
});
