import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, mediaUploads, tournaments } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { liveAndUpcoming } from './hub.server';
import { listHighlights } from './media.server';

const NOW = new Date('2026-12-05T12:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** SPEC §7 and §9: the hub's live banner (up to 4), the next 10 bouts from now, the newest 6 highlights. */
describe.each(testDatabaseKinds())('the spectator hub on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('shows up to four bouts in progress, newest first, and lists the next ten scheduled from now in order', async () => {
    const db = database.db;
    const event = await seedEvent(db);
    const [red, blue] = await event.enter(event.categoryIds[0], ['A', 'B']);
    let n = 0;
    const bout = (status: 'scheduled' | 'in_progress' | 'decided', start: Date) => {
      n += 1;
      return {
        tournamentId: event.tournamentId,
        categoryId: event.categoryIds[0],
        engineBoutId: `b${n}`,
        number: n,
        ring: 1 + (n % 2),
        plannedStart: start,
        startedAt: status === 'scheduled' ? null : minutes(-60 + n),
        status,
        redEntryId: red!,
        blueEntryId: blue!,
      };
    };
    await db.insert(bouts).values([
      ...Array.from({ length: 6 }, (_, i) => bout('in_progress', minutes(-90 + i))),
      bout('decided', minutes(-120)),
      // Scheduled but already past its time: not "from now".
      bout('scheduled', minutes(-5)),
      // Twelve to come, inserted out of order.
      ...Array.from({ length: 12 }, (_, i) => bout('scheduled', minutes(120 - i * 10))),
    ]);

    const { live, upcoming } = await liveAndUpcoming(db, NOW);
    expect(live).toHaveLength(4);
    expect(live.map((b) => b.number)).toEqual([6, 5, 4, 3]);
    expect(live[0]).toMatchObject({
      red: 'Boxer 1',
      blue: 'Boxer 2',
      ring: 1,
      tournament: { name: 'Lagos Open', slug: 'lagos-open' },
      href: '/tournaments/lagos-open/bouts',
    });
    expect(upcoming).toHaveLength(10);
    const starts = upcoming.map((b) => b.plannedStart!);
    expect(starts).toEqual([...starts].sort());
    expect(starts[0]).toBe(minutes(10).toISOString());
    expect(upcoming.every((b) => new Date(b.plannedStart!) >= NOW)).toBe(true);

    // A cancelled tournament's bouts are nobody's to follow.
    await db.update(tournaments).set({ status: 'cancelled' }).where(eq(tournaments.id, event.tournamentId));
    expect(await liveAndUpcoming(db, NOW)).toEqual({ live: [], upcoming: [] });
  });

  it('shows the newest six highlights, none that are not marked', async () => {
    const db = database.db;
    const event = await seedEvent(db);
    await db.insert(mediaUploads).values(
      Array.from({ length: 9 }, (_, i) => ({
        title: `Clip ${i}`,
        tournamentId: event.tournamentId,
        isHighlight: i !== 8,
        contentType: 'image/png',
        byteSize: 10,
        storageKey: `key-${i}`,
        createdAt: minutes(i),
      })),
    );
    const highlights = await listHighlights(db);
    expect(highlights.map((h) => h.title)).toEqual([
      'Clip 7',
      'Clip 6',
      'Clip 5',
      'Clip 4',
      'Clip 3',
      'Clip 2',
    ]);
  });
});
