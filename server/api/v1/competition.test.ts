import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@server/db/testing';
import { eventPerson, seedEvent } from '@server/db/test-builders/event.test-support';
import type { SeededEvent } from '@server/db/test-builders/event.test-support';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

const viewers = ['admin', 'organiser', 'other-organiser', 'referee', 'spectator'].map(eventPerson);

describe.each(testDatabaseKinds())('the competition API on %s', (kind) => {
  let api: ApiHarness;
  let event: SeededEvent;

  beforeEach(async () => {
    api = await startApi(kind, async (services) => {
      event = await seedEvent(services.database.db);
      return viewers;
    });
  });
  afterEach(async () => {
    await api.close();
  });

  const call: ApiHarness['call'] = (...args) => api.call(...args);

  it('weighs in, draws, schedules, moves a bout and names its officials; the bracket and bout order are public', async () => {
    const [a, b, c, d] = await event.enter(event.categoryIds[0], ['A', 'B', 'A', 'B']);
    // A day of the Lagos Open's weigh-ins (no day is today by the clock, held to those days).
    const weighed = await call('POST', `/entries/${a}/weigh-in`, {
      as: 'organiser',
      body: { weightKg: 65, medicalCleared: true, day: '2026-12-05' },
    });
    expect(weighed.status).toBe(200);
    expect(weighed.json.weighIn).toMatchObject({ madeWeight: false, limitKg: 61.2 });
    expect(weighed.json.weighIn.rightCategory.id).toBe(event.categoryIds[1]);
    expect(
      (await call('POST', `/entries/${a}/weigh-in`, { as: 'organiser', body: { weightKg: 'heavy' } })).status,
    ).toBe(400);
    expect(
      (
        await call('POST', `/entries/${a}/weigh-in`, {
          as: 'other-organiser',
          body: { weightKg: 60, medicalCleared: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('POST', `/entries/${a}/weigh-in`, {
          as: 'spectator',
          body: { weightKg: 60, medicalCleared: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('POST', `/entries/${a}/weigh-in`, { body: { weightKg: 60, medicalCleared: true } })).status,
    ).toBe(401);

    const drawn = await call('POST', `/categories/${event.categoryIds[0]}/draw`, {
      as: 'organiser',
      body: { seed: 5 },
    });
    expect(drawn.status).toBe(200);
    expect(drawn.json.draw).toMatchObject({ entries: 4, bouts: 3, revision: 1 });
    const stale = await call('POST', `/categories/${event.categoryIds[0]}/draw`, {
      as: 'organiser',
      body: { revision: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toEqual({
      code: 'stale_state',
      message: 'Someone changed this category; reload',
    });

    const bracket = await call('GET', `/categories/${event.categoryIds[0]}/bracket`);
    expect(bracket.status).toBe(200);
    const names = bracket.json.bracket.rounds[0].bouts.flatMap(
      (x: { red: { entryId: number }; blue: { entryId: number } }) => [x.red.entryId, x.blue.entryId],
    );
    expect(names.sort()).toEqual([a, b, c, d].sort());

    expect(
      (await call('POST', `/tournaments/${event.tournamentId}/schedule`, { as: 'organiser' })).status,
    ).toBe(409);
    const sessions = await call('PUT', `/tournaments/${event.tournamentId}/sessions`, {
      as: 'organiser',
      body: {
        rings: 2,
        sessions: [
          { day: '2026-12-05', start: '10:00' },
          { day: '2026-12-06', start: '10:00' },
        ],
      },
    });
    expect(sessions.status).toBe(200);
    const scheduled = await call('POST', `/tournaments/${event.tournamentId}/schedule`, { as: 'organiser' });
    expect(scheduled.json).toEqual({ scheduled: 3, unscheduled: 0, rings: 2 });

    const order = await call('GET', `/tournaments/${event.tournamentId}/bouts`);
    expect(order.status).toBe(200);
    expect(order.json.bouts.map((x: { number: number }) => x.number)).toEqual([1, 2, 3]);
    const ring2 = await call('GET', `/tournaments/${event.tournamentId}/bouts?ring=2`);
    expect(ring2.json.bouts.every((x: { ring: number }) => x.ring === 2)).toBe(true);
    expect((await call('GET', `/tournaments/${event.tournamentId}/bouts?status=started`)).status).toBe(400);

    const first = order.json.bouts[0];
    const moved = await call('POST', `/bouts/${first.id}/move`, { as: 'organiser', body: { ring: 2 } });
    expect(moved.json).toMatchObject({ boutId: first.id, ring: 2 });
    const named = await call('PUT', `/bouts/${first.id}/officials`, {
      as: 'organiser',
      body: { referee: 'referee', judges: ['judge-2', 'judge-3', 'club-official'] },
    });
    expect(named.status).toBe(200);
    expect(named.json.warnings).toHaveLength(1);
    expect(
      (
        await call('PUT', `/bouts/${first.id}/officials`, {
          as: 'other-organiser',
          body: { referee: 'referee', judges: [] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('POST', `/tournaments/${event.tournamentId}/draw`, { as: 'other-organiser' })).status,
    ).toBe(403);
  });
});
