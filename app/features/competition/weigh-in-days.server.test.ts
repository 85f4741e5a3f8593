import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { weighIns } from '@server/db/schema';
import { setClock } from '@server/clock';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { ServiceError } from '@server/service-error';
import { recordWeighIn, weighInList, weighInWindow } from './weigh-in.server';

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { status, code, fields } = error as ServiceError;
  return { status, code, fields };
}

describe('the days a weigh-in may be recorded on', () => {
  it('run from the weigh-in date, or the day before the start when that is later, to the last day', () => {
    expect(
      weighInWindow({ startDate: '2026-12-05', endDate: '2026-12-06', weighInDate: '2026-12-05' }),
    ).toEqual({ first: '2026-12-04', last: '2026-12-06' });
    expect(
      weighInWindow({ startDate: '2026-12-05', endDate: '2026-12-07', weighInDate: '2026-12-02' }),
    ).toEqual({ first: '2026-12-02', last: '2026-12-07' });
  });
});

describe.each(testDatabaseKinds())('a weigh-in day on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('refuses a day that does not exist or lies outside the event (issue 27), and keeps one within it', async () => {
    // The Lagos Open: 5-6 December 2026, weigh-in on the 5th.
    const event = await seedEvent(database.db);
    const [entry] = await event.enter(event.categoryIds[0], ['A']);
    const weigh = (day: string) =>
      recordWeighIn(database.db, event.workspaces.organiser, entry!, {
        weightKg: 60,
        medicalCleared: true,
        day,
      });
    // 2026-02-30 reached the database, which refused it with a 500.
    expect(await refusal(weigh('2026-02-30'))).toEqual({
      status: 400,
      code: 'invalid_weigh_in',
      fields: { day: ['A day is YYYY-MM-DD'] },
    });
    for (const day of ['9999-12-31', '2026-12-03', '2026-12-07'])
      expect(await refusal(weigh(day))).toEqual({
        status: 400,
        code: 'invalid_weigh_in',
        fields: { day: ['A weigh-in day is from 2026-12-04 to 2026-12-06'] },
      });
    expect(await database.db.select().from(weighIns)).toHaveLength(0);
    for (const day of ['2026-12-04', '2026-12-06']) expect((await weigh(day)).day).toBe(day);
  });

  it('holds a weigh-in with no day given (today, by the one clock) to the same days', async () => {
    const event = await seedEvent(database.db);
    const [entry] = await event.enter(event.categoryIds[0], ['A']);
    const weighToday = (at: string) => {
      setClock(new Date(at));
      return recordWeighIn(database.db, event.workspaces.organiser, entry!, {
        weightKg: 60,
        medicalCleared: true,
      });
    };
    // Months before the Lagos Open (5-6 December 2026), and long after it: refused, nothing kept.
    expect(await refusal(weighToday('2026-03-01T10:00:00+01:00'))).toEqual({
      status: 400,
      code: 'invalid_weigh_in',
      fields: { day: ['A weigh-in day is from 2026-12-04 to 2026-12-06'] },
    });
    const late = await weighToday('2027-06-01T10:00:00+01:00').catch((error: unknown) => error);
    expect(late).toMatchObject({
      status: 400,
      message:
        'Today (2027-06-01) is not a day of the tournament’s weigh-ins: choose a day from 2026-12-04 to 2026-12-06.',
    });
    // Just after midnight in Lagos on the eve (still the 3rd in UTC): the 4th, within.
    expect(await database.db.select().from(weighIns)).toHaveLength(0);
    expect((await weighToday('2026-12-03T23:30:00Z')).day).toBe('2026-12-04');
  });

  it('lists by default today held to the weigh-in days, the day the page then posts', async () => {
    const event = await seedEvent(database.db);
    const listDay = async (at: string) =>
      (await weighInList(database.db, event.workspaces.organiser, event.tournamentId, { now: new Date(at) }))
        .day;
    expect(await listDay('2026-03-01T10:00:00+01:00')).toBe('2026-12-04');
    expect(await listDay('2026-12-05T10:00:00+01:00')).toBe('2026-12-05');
    expect(await listDay('2027-06-01T10:00:00+01:00')).toBe('2026-12-06');
  });
});
