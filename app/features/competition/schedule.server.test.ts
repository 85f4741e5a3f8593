import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { boutOfficials, bouts, entries, tournamentCategories, weighIns } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { boutDays, listBouts } from './bracket.server';
import { lagosDate } from '~/lib/lagos-time';
import { drawAll, drawCategory } from './draws.server';
import { allBouts } from './engine';
import { readState } from './engine-state.server';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { assignOfficials, moveBout, officialPool, scheduleTournament, setSessions } from './schedule.server';
import { moveEntry, recordWeighIn } from './weigh-in.server';

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { status, code, message, fields } = error as ServiceError;
  return { status, code, message, fields };
}

const MORNING = new Date('2026-12-05T07:00:00Z');
const ELITE_MAN = { dateOfBirth: '2000-03-01', gender: 'men', weightKg: 60 } as const;

describe.each(testDatabaseKinds())('weigh-in, bout order and officials on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('records made weight from the class limit, offers the right category, and moves a boxer who missed', async () => {
    const event = await seedEvent(database.db, { rules: { medicalCheckRequired: true } });
    // A move asks registration's category-fit rules (issue 26): the boxers' profiles say who they are.
    const [made, missed] = await event.enter(event.categoryIds[0], ['A', 'B'], { profile: ELITE_MAN });
    // Lightweight is 135 lbs (61.2 kg); welterweight 147 lbs (66.7 kg).
    const ok = await recordWeighIn(
      database.db,
      event.workspaces.organiser,
      made!,
      { weightKg: 60.8, medicalCleared: true },
      { now: MORNING },
    );
    expect(ok).toMatchObject({ day: '2026-12-05', madeWeight: true, limitKg: 61.2, rightCategory: null });
    const over = await recordWeighIn(
      database.db,
      event.workspaces.organiser,
      missed!,
      { weightKg: 64.3, medicalCleared: true },
      { now: MORNING },
    );
    expect(over).toMatchObject({ madeWeight: false, rightCategory: { id: event.categoryIds[1] } });
    expect(over.rightCategory!.label).toBe('Welterweight (147 lbs) · Elite 20-34 · Men');
    const moved = await moveEntry(database.db, event.workspaces.organiser, missed!, event.categoryIds[1]);
    expect(moved).toMatchObject({ categoryId: event.categoryIds[1], madeWeight: true });
    const [entry] = await database.db.select().from(entries).where(eq(entries.id, missed!));
    expect(entry).toMatchObject({ categoryId: event.categoryIds[1], status: 'weighed_in' });
    const [weighIn] = await database.db.select().from(weighIns).where(eq(weighIns.entryId, missed!));
    expect(weighIn!.madeWeight).toBe(true);
  });

  it('refuses a weight out of range, another organisation (403), and a move into a drawn category', async () => {
    const event = await seedEvent(database.db);
    const [a] = await event.enter(event.categoryIds[0], ['A', 'B']);
    await event.enter(event.categoryIds[1], ['A', 'B']);
    expect(
      await refusal(
        recordWeighIn(database.db, event.workspaces.organiser, a!, { weightKg: 5, medicalCleared: true }),
      ),
    ).toMatchObject({ status: 400, fields: { weightKg: ['A weight is from 20 to 200 kg'] } });
    expect(
      await refusal(
        recordWeighIn(database.db, event.workspaces.otherOrganiser, a!, {
          weightKg: 60,
          medicalCleared: true,
        }),
      ),
    ).toMatchObject({ status: 403 });
    expect(await database.db.select().from(weighIns)).toHaveLength(0);
    await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[1], { seed: 1 });
    expect(
      await refusal(moveEntry(database.db, event.workspaces.organiser, a!, event.categoryIds[1])),
    ).toMatchObject({ status: 409, code: 'category_drawn' });
  });

  it('moves an entry only into a category registration would take: age group, gender and weight on the scales (issue 26)', async () => {
    const event = await seedEvent(database.db, {
      categories: [
        { weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' },
        { weightClass: 'welterweight', ageGroup: 'elite', gender: 'men' },
        { weightClass: 'welterweight', ageGroup: 'elite', gender: 'women' },
        { weightClass: 'welterweight', ageGroup: 'masters', gender: 'men' },
        { weightClass: 'flyweight', ageGroup: 'elite', gender: 'men' },
      ],
    });
    const [light, welter, women, masters, fly] = event.categoryIds;
    const [entry] = await event.enter(light, ['A'], { profile: ELITE_MAN });
    await recordWeighIn(
      database.db,
      event.workspaces.organiser,
      entry!,
      { weightKg: 64.3, medicalCleared: true },
      { now: MORNING },
    );
    const move = (categoryId: number) =>
      refusal(moveEntry(database.db, event.workspaces.organiser, entry!, categoryId));
    expect(await move(women)).toMatchObject({ status: 400, code: 'wrong_gender' });
    expect(await move(masters)).toMatchObject({ status: 400, code: 'wrong_age_group' });
    expect(await move(fly)).toMatchObject({
      status: 400,
      code: 'wrong_weight_class',
      message: expect.stringContaining('weight at the weigh-in') as string,
    });
    const [unmoved] = await database.db.select().from(entries).where(eq(entries.id, entry!));
    expect(unmoved!.categoryId).toBe(light);
    expect(await moveEntry(database.db, event.workspaces.organiser, entry!, welter)).toMatchObject({
      categoryId: welter,
      madeWeight: true,
    });
  });

  it('after the draw, a boxer who misses weight gives a walkover', async () => {
    const event = await seedEvent(database.db);
    const [a, b] = await event.enter(event.categoryIds[0], ['A', 'B']);
    await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], { seed: 1 });
    const out = await recordWeighIn(database.db, event.workspaces.organiser, a!, {
      weightKg: 63,
      medicalCleared: true,
      day: '2026-12-06',
    });
    expect(out.walkover).toBe(true);
    const [final] = await database.db.select().from(bouts).where(eq(bouts.categoryId, event.categoryIds[0]));
    expect(final).toMatchObject({ status: 'decided', outcome: 'WO', winnerEntryId: b });
  });

  it('schedules on two rings: numbered 1..n, no boxer twice a day, ETAs; moving a bout re-times the ring', async () => {
    const event = await seedEvent(database.db);
    await event.enter(event.categoryIds[0], ['A', 'B', 'A', 'B']);
    await event.enter(event.categoryIds[1], ['A', 'B', null, null]);
    await drawAll(database.db, event.workspaces.organiser, event.tournamentId);
    expect(
      await refusal(scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId)),
    ).toMatchObject({ status: 409, message: 'Set the sessions and rings before scheduling.' });
    expect(
      await refusal(
        setSessions(database.db, event.workspaces.organiser, event.tournamentId, {
          rings: 2,
          sessions: [{ day: '2026-12-09', start: '25:00' }],
        }),
      ),
    ).toMatchObject({
      status: 400,
      fields: {
        'sessions.0.day': ['Choose a day of the tournament'],
        'sessions.0.start': ['A start time is HH:MM, before 22:00'],
      },
    });
    await setSessions(database.db, event.workspaces.organiser, event.tournamentId, {
      rings: 2,
      sessions: [
        { day: '2026-12-05', start: '10:00' },
        { day: '2026-12-06', start: '10:00' },
      ],
    });
    const result = await scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId);
    expect(result).toEqual({ scheduled: 6, unscheduled: 0, rings: 2 });
    const programme = await listBouts(database.db, event.tournamentId, {
      now: new Date('2026-12-01T00:00:00Z'),
    });
    expect(programme.map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(programme.map((b) => b.ring))).toEqual(new Set([1, 2]));
    // One bout a day per boxer: no boxer appears twice on one day.
    const byDay = new Map<string, number[]>();
    for (const b of programme) {
      const day = b.plannedStart!.slice(0, 10);
      for (const c of [b.red, b.blue]) if (c) byDay.set(day, [...(byDay.get(day) ?? []), c.entryId]);
    }
    for (const ids of byDay.values()) expect(new Set(ids).size).toBe(ids.length);
    // A day's list (the organiser's page) is the programme's bouts of that Lagos day, on a ring if asked.
    const days = [...new Set(programme.map((b) => lagosDate(new Date(b.plannedStart!))))].sort();
    expect(days).toEqual(['2026-12-05', '2026-12-06']);
    expect(await boutDays(database.db, event.tournamentId)).toEqual({ days, unscheduled: 0 });
    for (const day of days) {
      const onDay = await listBouts(database.db, event.tournamentId, {
        now: new Date('2026-12-01T00:00:00Z'),
        day: { day, unplanned: false },
        ring: 2,
      });
      expect(onDay).toEqual(
        programme.filter((b) => b.ring === 2 && lagosDate(new Date(b.plannedStart!)) === day),
      );
    }
    // The first bout in each ring starts at 10:00 Lagos (09:00 UTC), its ETA the same before the day.
    const firstOfRing = (ring: number) => programme.find((b) => b.ring === ring)!;
    expect(firstOfRing(1).plannedStart).toBe('2026-12-05T09:00:00.000Z');
    expect(firstOfRing(1).eta).toBe('2026-12-05T09:00:00.000Z');
    // 3 rounds × (2 + 1) minutes + 5 changeover = 14 minutes a bout.
    const ring1 = programme.filter((b) => b.ring === 1 && b.plannedStart!.startsWith('2026-12-05'));
    expect(ring1[1]!.plannedStart).toBe('2026-12-05T09:14:00.000Z');

    const second = ring1[1]!;
    await moveBout(database.db, event.workspaces.organiser, second.id, { direction: 'up' });
    const after = await listBouts(database.db, event.tournamentId, { now: new Date('2026-12-01T00:00:00Z') });
    const moved = after.find((b) => b.id === second.id)!;
    expect(moved.number).toBe(ring1[0]!.number);
    expect(moved.plannedStart).toBe('2026-12-05T09:00:00.000Z');
    expect(after.find((b) => b.id === ring1[0]!.id)!.plannedStart).toBe('2026-12-05T09:14:00.000Z');
    expect(
      await refusal(moveBout(database.db, event.workspaces.organiser, second.id, { direction: 'up' })),
    ).toMatchObject({ status: 409, message: 'This bout is already first in its ring.' });
    await moveBout(database.db, event.workspaces.organiser, second.id, { ring: 2 });
    const inRing2 = (await listBouts(database.db, event.tournamentId)).find((b) => b.id === second.id)!;
    expect(inRing2.ring).toBe(2);
    expect(
      await refusal(moveBout(database.db, event.workspaces.otherOrganiser, second.id, { direction: 'down' })),
    ).toMatchObject({ status: 403 });
  });

  it('keeps each bouts row as its category’s state says, and leaves a row the state did not change alone', async () => {
    const event = await seedEvent(database.db);
    await event.enter(event.categoryIds[0], ['A', 'B', 'A', 'B', 'A']);
    await event.enter(event.categoryIds[1], ['A', 'B', null]);
    await drawAll(database.db, event.workspaces.organiser, event.tournamentId);
    await setSessions(database.db, event.workspaces.organiser, event.tournamentId, {
      rings: 2,
      sessions: [
        { day: '2026-12-05', start: '10:00' },
        { day: '2026-12-06', start: '10:00' },
      ],
    });
    await scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId);
    const rows = async () =>
      (await database.db.select().from(bouts).where(eq(bouts.tournamentId, event.tournamentId))).sort(
        (a, b) => a.id - b.id,
      );
    const stateOf = async (categoryId: number) =>
      readState(
        (
          await database.db
            .select({ drawState: tournamentCategories.drawState })
            .from(tournamentCategories)
            .where(eq(tournamentCategories.id, categoryId))
        )[0]!.drawState,
      )!;
    const scheduled = await rows();
    // A row for every bout to box (byes have none), numbered, ringed and timed as the state says.
    for (const categoryId of event.categoryIds.slice(0, 2)) {
      const state = await stateOf(categoryId);
      const real = allBouts(state).filter((b) => b.status !== 'bye');
      const mine = scheduled.filter((r) => r.categoryId === categoryId);
      expect(mine.map((r) => r.engineBoutId).sort()).toEqual(real.map((b) => b.id).sort());
      for (const bout of real) {
        const row = mine.find((r) => r.engineBoutId === bout.id)!;
        // Bouts the two days have no room for (a third round, with one bout a day a boxer) are not numbered.
        expect(row.number).toBe(bout.live?.number ?? null);
        expect(row.ring).toBe(bout.live?.ring === undefined ? null : Number(bout.live.ring));
        expect(row.plannedStart?.toISOString() ?? null).toBe(
          bout.live?.plannedStart ? new Date(bout.live.plannedStart).toISOString() : null,
        );
        expect(row.redEntryId).toBe(bout.slots[0] === null ? null : Number(bout.slots[0]));
        expect(row.blueEntryId).toBe(bout.slots[1] === null ? null : Number(bout.slots[1]));
      }
    }
    expect(scheduled.filter((r) => r.number !== null).length).toBeGreaterThan(4);
    // Scheduled again with nothing changed: every row stays as it was, its updated_at too.
    await scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId);
    expect(await rows()).toEqual(scheduled);
    // A redraw of one category: that category's rows are new (and not yet numbered); the other's stay.
    await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0]!, { seed: 99 });
    const redrawn = await rows();
    const other = (list: typeof redrawn) => list.filter((r) => r.categoryId === event.categoryIds[1]);
    expect(other(redrawn)).toEqual(other(scheduled));
    const fresh = redrawn.filter((r) => r.categoryId === event.categoryIds[0]);
    const oldIds = new Set(scheduled.map((r) => r.id));
    expect(fresh.length).toBe(4);
    expect(fresh.every((r) => !oldIds.has(r.id) && r.number === null && r.status === 'scheduled')).toBe(true);
  });

  it('assigns officials from the pool, warns about a boxer’s club, refuses outsiders and the wrong number of judges', async () => {
    const event = await seedEvent(database.db);
    await event.enter(event.categoryIds[0], ['A', 'B']);
    await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], { seed: 1 });
    const [bout] = await database.db.select().from(bouts);
    const pool = await officialPool(database.db, event.organisations.host);
    expect(pool.map((o) => o.id).sort()).toEqual([
      'club-official',
      'judge-2',
      'judge-3',
      'official',
      'referee',
    ]);
    expect(
      await refusal(
        assignOfficials(database.db, event.workspaces.organiser, bout!.id, {
          referee: 'referee',
          judges: ['judge-2', 'spectator', 'judge-3'],
        }),
      ),
    ).toMatchObject({
      status: 400,
      fields: { officials: ['Choose from the referees and the organisation’s officials'] },
    });
    expect(
      await refusal(
        assignOfficials(database.db, event.workspaces.organiser, bout!.id, {
          referee: 'referee',
          judges: ['judge-2'],
        }),
      ),
    ).toMatchObject({ status: 400, fields: { judges: ['Choose 3 judges'] } });
    expect(
      await refusal(
        assignOfficials(database.db, event.workspaces.otherOrganiser, bout!.id, {
          referee: 'referee',
          judges: ['judge-2', 'judge-3', 'official'],
        }),
      ),
    ).toMatchObject({ status: 403 });
    expect(await database.db.select().from(boutOfficials)).toHaveLength(0);
    const done = await assignOfficials(database.db, event.workspaces.organiser, bout!.id, {
      referee: 'referee',
      judges: ['judge-2', 'club-official', 'judge-3'],
      recorder: 'official',
    });
    expect(done.warnings).toEqual([
      expect.stringMatching(/^Sade Surulere belongs to Boxer \d's club \(Surulere Boxing Club\)\.$/),
    ]);
    const seats = await database.db.select().from(boutOfficials).where(eq(boutOfficials.boutId, bout!.id));
    expect(seats.map((s) => `${s.role}${s.seat}:${s.userId}`).sort()).toEqual([
      'judge1:judge-2',
      'judge2:club-official',
      'judge3:judge-3',
      'recorder0:official',
      'referee0:referee',
    ]);
  });
  it('refuses an official who already sits on another ring’s bout at the same planned time', async () => {
    const event = await seedEvent(database.db);
    await event.enter(event.categoryIds[0], ['A', 'B']);
    await event.enter(event.categoryIds[1], ['A', 'B']);
    await drawAll(database.db, event.workspaces.organiser, event.tournamentId);
    await setSessions(database.db, event.workspaces.organiser, event.tournamentId, {
      rings: 2,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId);
    const [first, second] = await database.db.select().from(bouts).orderBy(bouts.number);
    // Two rings, one bout each, both at 10:00.
    expect([first!.ring, second!.ring].sort()).toEqual([1, 2]);
    expect(first!.plannedStart!.getTime()).toBe(second!.plannedStart!.getTime());
    await assignOfficials(database.db, event.workspaces.organiser, first!.id, {
      referee: 'referee',
      judges: ['judge-2', 'judge-3', 'official'],
    });
    const clash = await refusal(
      assignOfficials(database.db, event.workspaces.organiser, second!.id, {
        referee: 'club-official',
        judges: ['referee', 'judge-2', 'judge-3'],
      }),
    );
    expect(clash).toMatchObject({ status: 409, code: 'official_double_booked' });
    expect(clash.message).toMatch(
      /^Rita Referee already sits on bout 1 in ring \d at 10:00 WAT; .*: one person cannot officiate two rings at once\./,
    );
    expect(
      await database.db.select().from(boutOfficials).where(eq(boutOfficials.boutId, second!.id)),
    ).toHaveLength(0);
    // Reassigning the first bout's own seats is no clash with itself.
    await assignOfficials(database.db, event.workspaces.organiser, first!.id, {
      referee: 'referee',
      judges: ['judge-2', 'judge-3', 'club-official'],
    });
  });
});
