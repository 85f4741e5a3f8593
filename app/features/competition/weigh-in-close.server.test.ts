import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { drawAll } from './draws.server';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { scheduleTournament, setSessions } from './schedule.server';
import { closeWeighIn, dueWithoutWeight, recordWeighIn } from './weigh-in.server';

describe.each(testDatabaseKinds())('closing a day’s weigh-in on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('walks over every boxer due that day without weight made and a clearance that day; again the next day they box', async () => {
    const event = await seedEvent(database.db);
    const organiser = event.workspaces.organiser;
    const ids = await event.enter(event.categoryIds[0], ['A', 'B', 'A', 'B']);
    await drawAll(database.db, organiser, event.tournamentId);
    await setSessions(database.db, organiser, event.tournamentId, {
      rings: 1,
      sessions: [
        { day: '2026-12-05', start: '10:00' },
        { day: '2026-12-06', start: '10:00' },
      ],
    });
    await scheduleTournament(database.db, organiser, event.tournamentId);
    const all = await database.db.select().from(bouts).where(eq(bouts.tournamentId, event.tournamentId));
    const firstRound = all.filter((b) => b.redEntryId !== null && b.blueEntryId !== null);
    expect(firstRound).toHaveLength(2);
    const [boutA, boutB] = firstRound as [(typeof all)[number], (typeof all)[number]];

    // Day 1: three weigh in on weight and cleared; one of bout A's boxers does not come.
    const absent = boutA.redEntryId!;
    const present = ids.filter((id) => id !== absent);
    for (const id of present)
      await recordWeighIn(database.db, organiser, id, {
        weightKg: 60.5,
        medicalCleared: true,
        day: '2026-12-05',
      });
    expect(
      (await dueWithoutWeight(database.db, event.tournamentId, '2026-12-05')).map((d) => d.entryId),
    ).toEqual([absent]);
    const closed = await closeWeighIn(database.db, organiser, event.tournamentId, { day: '2026-12-05' });
    expect(closed.walkovers.map((w) => w.entryId)).toEqual([absent]);
    expect(closed.walkovers[0]!.category).toBe('Lightweight (135 lbs) · Elite 20-34 · Men');
    const [a] = await database.db.select().from(bouts).where(eq(bouts.id, boutA.id));
    expect(a).toMatchObject({ status: 'decided', outcome: 'WO', winnerEntryId: boutA.blueEntryId });
    const [b] = await database.db.select().from(bouts).where(eq(bouts.id, boutB.id));
    expect(b!.status).toBe('scheduled');
    // Closing again finds nobody new.
    expect(
      (await closeWeighIn(database.db, organiser, event.tournamentId, { day: '2026-12-05' })).walkovers,
    ).toEqual([]);

    // Day 2: bout A's winner is in the final. Their weigh-in of day 1 does not count for day 2.
    const finalist = boutA.blueEntryId!;
    expect(
      (await dueWithoutWeight(database.db, event.tournamentId, '2026-12-06')).map((d) => d.entryId),
    ).toEqual([finalist]);
    const dayTwo = await closeWeighIn(database.db, organiser, event.tournamentId, { day: '2026-12-06' });
    expect(dayTwo.walkovers.map((w) => w.entryId)).toEqual([finalist]);
  });

  it('a boxer who weighs in on weight and cleared that day is not walked over; a day outside the event and another organisation are refused', async () => {
    const event = await seedEvent(database.db);
    const organiser = event.workspaces.organiser;
    const ids = await event.enter(event.categoryIds[0], ['A', 'B']);
    await drawAll(database.db, organiser, event.tournamentId);
    await setSessions(database.db, organiser, event.tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(database.db, organiser, event.tournamentId);
    for (const id of ids)
      await recordWeighIn(database.db, organiser, id, {
        weightKg: 60.5,
        medicalCleared: true,
        day: '2026-12-05',
      });
    expect(
      (await closeWeighIn(database.db, organiser, event.tournamentId, { day: '2026-12-05' })).walkovers,
    ).toEqual([]);
    const [final] = await database.db.select().from(bouts).where(eq(bouts.tournamentId, event.tournamentId));
    expect(final!.status).toBe('scheduled');

    const refused = async (work: Promise<unknown>) => {
      const error = await work.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ServiceError);
      return error as ServiceError;
    };
    expect(
      await refused(closeWeighIn(database.db, organiser, event.tournamentId, { day: '2026-12-09' })),
    ).toMatchObject({ status: 400, fields: { day: ['Choose a day of the tournament'] } });
    expect(
      await refused(
        closeWeighIn(database.db, event.workspaces.otherOrganiser, event.tournamentId, { day: '2026-12-05' }),
      ),
    ).toMatchObject({ status: 403 });
  });
});
