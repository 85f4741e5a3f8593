import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, tournaments } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { drawCategory, scheduleTournament, setSessions } from '~/features/competition';
import { boutOrderDay } from './results.server';
import type { BoutOrderDay, OrderLine } from './results.server';
import { liveRings, shapeRings } from './ring-now-next.server';

type OrderRing = BoutOrderDay['rings'][number];

const at = (time: string) => new Date(`2026-12-05T${time}:00+01:00`);

function line(
  id: number,
  number: number,
  status: OrderLine['status'],
  over: Partial<OrderLine> = {},
): OrderLine {
  return {
    id,
    number,
    ring: 1,
    plannedStart: at(`1${number}:00`),
    startedAt: status === 'scheduled' ? null : at(`1${number}:05`),
    status,
    category: { id: 3, label: 'Lightweight (135 lbs) · Elite 20-34 · Men' },
    red: { name: `Red ${number}`, club: 'Surulere', boxerId: `r${number}` },
    blue: { name: `Blue ${number}`, club: 'Yaba', boxerId: `b${number}` },
    winner: null,
    outcome: null,
    ...over,
  };
}

/** A ring as the bout order gives it: bout 1 decided, 2 in progress, 3 and 4 to come, 5 cancelled-free. */
function ring(): OrderRing {
  const one = line(11, 1, 'decided');
  const two = line(12, 2, 'in_progress');
  const three = line(13, 3, 'scheduled');
  const four = line(14, 4, 'scheduled', { red: null });
  return {
    ring: 1,
    now: two,
    next: three,
    bouts: [
      { bout: one, eta: at('11:05').toISOString() },
      { bout: two, eta: at('12:05').toISOString() },
      { bout: three, eta: at('13:12').toISOString() },
      { bout: four, eta: at('14:12').toISOString() },
    ],
  };
}

describe('shapeRings: a ring’s Now and Next (issue 26)', () => {
  it('Now is the bout in progress with its start, Next the bout order’s Next with the ETA it lists', () => {
    const [shaped] = shapeRings([ring()]);
    expect(shaped).toEqual({
      ring: 1,
      now: {
        boutId: 12,
        number: 2,
        ring: 1,
        category: 'Lightweight (135 lbs) · Elite 20-34 · Men',
        red: 'Red 2',
        blue: 'Blue 2',
        at: at('12:05').toISOString(),
        plannedStart: at('12:00').toISOString(),
      },
      next: expect.objectContaining({ boutId: 13, number: 3, red: 'Red 3', at: at('13:12').toISOString() }),
      due: [expect.objectContaining({ boutId: 13 })],
    });
  });

  it('lists as many bouts due as asked, Next first, in the ring’s order; an empty corner is null', () => {
    const [shaped] = shapeRings([ring()], 5);
    expect(shaped!.due.map((b) => [b.number, b.at])).toEqual([
      [3, at('13:12').toISOString()],
      [4, at('14:12').toISOString()],
    ]);
    expect(shaped!.due[1]!.red).toBeNull();
    expect(shapeRings([ring()], 0)[0]!.due).toEqual([]);
  });

  it('a ring with nothing in it and nothing to come has neither; Next on another day has no ETA, as on the order', () => {
    expect(shapeRings([{ ring: 2, now: null, next: null, bouts: [] }])).toEqual([
      { ring: 2, now: null, next: null, due: [] },
    ]);
    const elsewhere = { ...ring(), bouts: ring().bouts.slice(0, 2) };
    expect(shapeRings([elsewhere])[0]!.next).toMatchObject({ number: 3, at: null });
  });
});

describe.each(testDatabaseKinds())('liveRings on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('gives each ring the bout order’s own Now, Next and ETA, also while the ring runs late', async () => {
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
    // Ring 1's first bout is in the ring since 10:20; ring 2 has not started its first, due at 10:00.
    const [first] = await db
      .select()
      .from(bouts)
      .where(and(eq(bouts.tournamentId, event.tournamentId), eq(bouts.ring, 1)))
      .orderBy(asc(bouts.number));
    await db
      .update(bouts)
      .set({ status: 'in_progress', startedAt: at('10:20') })
      .where(eq(bouts.id, first!.id));
    await db.update(tournaments).set({ status: 'in_progress' }).where(eq(tournaments.id, event.tournamentId));
    const now = at('10:45');

    const live = await liveRings(db, 'lagos-open', null, { now, dueCount: 3 });
    const order = await boutOrderDay(db, 'lagos-open', null, now, null);
    expect(live.tournament).toMatchObject({ name: 'Lagos Open', slug: 'lagos-open' });
    expect(live.boutOrderHref).toBe('/tournaments/lagos-open/bouts');
    expect(live.rings.map((r) => r.ring)).toEqual([1, 2]);
    const [one, two] = live.rings;
    expect(one!.now).toMatchObject({ boutId: first!.id, at: at('10:20').toISOString() });
    expect(one!.now!.red).toMatch(/^Boxer \d+$/);
    expect(two!.now).toBeNull();
    for (const [i, shaped] of live.rings.entries()) {
      const ordered = order.rings[i]!;
      expect(shaped.next?.boutId).toBe(ordered.next?.id);
      // The time shown is the bout order's ETA of each bout, never one of this module's.
      for (const due of shaped.due)
        expect(due.at).toBe(ordered.bouts.find((b) => b.bout.id === due.boutId)?.eta ?? null);
      expect(shaped.due[0]?.boutId).toBe(ordered.next?.id);
    }
    expect(two!.next!.at).not.toBeNull();
  });
});
