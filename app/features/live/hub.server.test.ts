import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, mediaUploads, tournaments } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { drawCategory, scheduleTournament, setSessions } from '~/features/competition';
import { boutOrderDay } from '~/features/results';
import { liveAndUpcoming } from './hub.server';
import { listHighlights } from './media.server';

const NOW = new Date('2026-12-05T12:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** SPEC §7 and §9: the hub's live banner (up to 4), the next 10 bouts due, the newest 6 highlights. */
describe.each(testDatabaseKinds())('the spectator hub on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('shows up to four bouts in progress, newest first, one a ring; a cancelled tournament’s none', async () => {
    const db = database.db;
    const event = await seedEvent(db);
    const [red, blue] = await event.enter(event.categoryIds[0], ['A', 'B']);
    // One bout in progress a ring (the database allows no more, issue 26): six rings, six bouts.
    await db.insert(bouts).values(
      Array.from({ length: 6 }, (_, i) => ({
        tournamentId: event.tournamentId,
        categoryId: event.categoryIds[0],
        engineBoutId: `b${i + 1}`,
        number: i + 1,
        ring: i + 1,
        plannedStart: minutes(-90 + i),
        startedAt: minutes(-60 + i),
        status: 'in_progress' as const,
        redEntryId: red!,
        blueEntryId: blue!,
      })),
    );

    const { live } = await liveAndUpcoming(db, NOW);
    expect(live).toHaveLength(4);
    expect(live.map((b) => b.number)).toEqual([6, 5, 4, 3]);
    expect(live[0]).toMatchObject({
      red: 'Boxer 1',
      blue: 'Boxer 2',
      ring: 6,
      tournament: { name: 'Lagos Open', slug: 'lagos-open' },
      href: '/tournaments/lagos-open/bouts',
    });

    // A cancelled tournament's bouts are nobody's to follow.
    await db.update(tournaments).set({ status: 'cancelled' }).where(eq(tournaments.id, event.tournamentId));
    expect(await liveAndUpcoming(db, NOW)).toEqual({ live: [], upcoming: [] });
  });

  // Issue 26: the hub listed bouts "planned from now", so with the rings running late (the demo event: its
  // bouts due were planned minutes ago) it said "No bouts are scheduled yet" while two bouts were due.
  it('lists the bouts due on each ring, Next first, with the bout order’s ETAs, though their planned starts passed', async () => {
    const db = database.db;
    const event = await seedEvent(db);
    const organiser = event.workspaces.organiser!;
    await event.enter(event.categoryIds[0], ['A', 'B', 'A', 'B', 'A', 'B', 'A', 'B']);
    await drawCategory(db, organiser, event.categoryIds[0], { seed: 1 });
    await setSessions(db, organiser, event.tournamentId, {
      rings: 2,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(db, organiser, event.tournamentId);
    const [first] = await db
      .select()
      .from(bouts)
      .where(and(eq(bouts.tournamentId, event.tournamentId), eq(bouts.ring, 1)))
      .orderBy(asc(bouts.number));
    const at = (time: string) => new Date(`2026-12-05T${time}:00+01:00`);
    await db
      .update(bouts)
      .set({ status: 'in_progress', startedAt: at('10:20') })
      .where(eq(bouts.id, first!.id));
    await db.update(tournaments).set({ status: 'in_progress' }).where(eq(tournaments.id, event.tournamentId));
    const now = at('10:45');

    const { live, upcoming } = await liveAndUpcoming(db, now);
    expect(live.map((b) => b.id)).toEqual([first!.id]);
    // The four quarter-finals are on the day's order (the semi-finals find no room with the boxers' rest),
    // one in the ring: the three others are due, ring 2's first among them though it was planned for 10:00.
    expect(upcoming).toHaveLength(3);
    expect(upcoming.some((b) => b.id === first!.id)).toBe(false);
    expect(upcoming.some((b) => b.ring === 2 && new Date(b.plannedStart!) < now)).toBe(true);
    const order = await boutOrderDay(db, 'lagos-open', null, now, null);
    for (const ring of order.rings) {
      const ofRing = upcoming.filter((b) => b.ring === ring.ring);
      expect(ofRing[0]).toMatchObject({ id: ring.next!.id, next: true });
      expect(ofRing.slice(1).every((b) => !b.next)).toBe(true);
      for (const bout of ofRing)
        expect(bout.eta).toBe(ring.bouts.find((b) => b.bout.id === bout.id)?.eta ?? null);
    }
    const etas = upcoming.map((b) => b.eta ?? '9999');
    expect(etas).toEqual([...etas].sort());
    expect(upcoming[0]).toMatchObject({
      tournament: { slug: 'lagos-open' },
      href: '/tournaments/lagos-open/bouts',
    });
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
