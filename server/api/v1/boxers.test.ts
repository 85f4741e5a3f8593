import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@server/clock';
import { testDatabaseKinds } from '@server/db/testing';
import { EVENT_MEMBERS, EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import type { Viewer } from '@server/auth/roles';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

/** A week before the Lagos Open (5-6 December 2026): its boxers' suspensions run past it. */
const NOW = new Date('2026-11-28T09:00:00Z');

const coach = (id: string, name: string): Viewer => ({ id, name, email: `${id}@example.ng`, role: 'coach' });
/** Club A's coach and club B's coach. */
const COACHES = [coach('coach-a', 'Amaka Coach'), coach('coach-b', 'Bayo Coach')];
const SUSPENDED = { suspendedUntil: '2026-12-20', suspensionReason: 'Concussion in sparring' };

describe.each(testDatabaseKinds())('the boxers API on %s', (kind) => {
  let api: ApiHarness;
  /** Club A's 14-year-old and club A's adult, both entered in the Lagos Open and suspended. */
  let minor = '';
  let adult = '';

  beforeAll(async () => {
    setClock(NOW);
    api = await startApi(kind, async ({ database }) => {
      const event = await seedEvent(database.db, {
        people: [...EVENT_PEOPLE, ...COACHES],
        members: [
          ...EVENT_MEMBERS,
          { organisation: 'clubA', userId: 'coach-a', memberRole: 'coach' },
          { organisation: 'clubB', userId: 'coach-b', memberRole: 'coach' },
        ],
      });
      minor = (
        await event.enterBoxers(event.categoryIds[0], ['A'], {
          profile: {
            firstName: 'Ngozi',
            lastName: 'Okafor',
            dateOfBirth: '2012-06-01',
            gender: 'women',
            weightKg: 48.5,
            wins: 2,
            ...SUSPENDED,
          },
        })
      )[0]!.boxerId;
      adult = (
        await event.enterBoxers(event.categoryIds[1], ['A'], {
          profile: {
            firstName: 'Tunde',
            lastName: 'Bakare',
            dateOfBirth: '1998-01-01',
            gender: 'men',
            ...SUSPENDED,
          },
        })
      )[0]!.boxerId;
      return [
        ...EVENT_PEOPLE,
        ...COACHES,
        { id: minor, name: 'Ngozi Okafor', email: `${minor}@example.ng`, role: 'boxer' },
        { id: adult, name: 'Tunde Bakare', email: `${adult}@example.ng`, role: 'boxer' },
      ];
    });
  });
  afterAll(async () => {
    await api.close();
    setClock(null);
  });

  describe('GET /boxers/{id}', () => {
    it('gives the boxer, their coach, the tournament’s organiser and an admin the running suspension', async () => {
      for (const [as, audience] of [
        [minor, 'boxer'],
        ['coach-a', 'coach'],
        ['organiser', 'tournament-organiser'],
        ['admin', 'admin'],
      ] as const) {
        const answer = await api.call('GET', `/boxers/${minor}`, { as });
        expect(answer.status, as).toBe(200);
        expect(answer.json, as).toMatchObject({
          id: minor,
          name: 'Ngozi Okafor',
          club: 'Surulere Boxing Club',
          record: { wins: 2, losses: 0, draws: 0 },
          awards: [],
          tournaments: [{ slug: 'lagos-open', finished: false }],
          suspension: { until: '2026-12-20', reason: 'Concussion in sparring' },
          audience,
        });
        expect(answer.headers.get('cache-control'), as).toBe('private, no-store');
      }
    });

    it('tells a stranger no medical fact, and of a minor only name, club, category and results', async () => {
      for (const as of [undefined, 'spectator', 'other-organiser', 'coach-b']) {
        const child = await api.call('GET', `/boxers/${minor}`, { as });
        expect(child.status, as).toBe(200);
        expect(child.json, as).toMatchObject({ name: 'Ngozi Okafor', club: 'Surulere Boxing Club' });
        // The Lagos Open is to come: where a child will box is not gathered here.
        expect(child.json.tournaments, as).toEqual([]);
        const grownUp = await api.call('GET', `/boxers/${adult}`, { as });
        expect(grownUp.json.tournaments, as).toMatchObject([{ slug: 'lagos-open' }]);
        for (const answer of [child.json, grownUp.json]) {
          expect(answer, as).not.toHaveProperty('suspension');
          expect(answer, as).not.toHaveProperty('audience');
          expect(JSON.stringify(answer), as).not.toMatch(/Concussion|2026-12-20|2012-06-01|48\.5/);
        }
      }
    });

    it('answers 404 for an unknown id, and for an account that is not a boxer', async () => {
      expect((await api.call('GET', '/boxers/nobody', { as: 'admin' })).json.error.code).toBe('not_found');
      expect((await api.call('GET', '/boxers/nobody')).status).toBe(404);
      expect((await api.call('GET', '/boxers/coach-a', { as: 'admin' })).status).toBe(404);
    });
  });

  describe('PATCH /boxers/{id}/profile', () => {
    const facts = { dateOfBirth: '2012-06-01', gender: 'women', weightKg: 52.34 };

    it("lets the boxer's coach change the facts, which their students list then shows", async () => {
      const changed = await api.call('PATCH', `/boxers/${minor}/profile`, {
        as: 'coach-a',
        body: { ...facts, licenceBody: 'Nigeria Boxing Federation', licenceExpiresOn: '2027-03-31' },
      });
      expect(changed.status).toBe(200);
      expect(changed.json).toEqual({
        profile: {
          dateOfBirth: '2012-06-01',
          gender: 'women',
          weightKg: 52.3,
          licenceId: null,
          licenceBody: 'Nigeria Boxing Federation',
          licenceExpiresOn: '2027-03-31',
        },
      });
      // A licence's expiry is a real date (issue 33: the weigh-in checks it).
      const refused = await api.call('PATCH', `/boxers/${minor}/profile`, {
        as: 'coach-a',
        body: { ...facts, licenceExpiresOn: '2027-02-30' },
      });
      expect([refused.status, refused.json.error.fields]).toEqual([
        400,
        { licenceExpiresOn: ['The expiry is a date, YYYY-MM-DD'] },
      ]);
      const listed = await api.call('GET', '/students?q=ngozi', { as: 'coach-a' });
      expect(listed.json.students).toMatchObject([{ id: minor, weightKg: 52.3 }]);
    });

    it('lets the boxer change their own, and answers a repeated key with the first answer', async () => {
      const body = { dateOfBirth: '1998-02-03', gender: 'men', weightKg: '70' };
      const first = await api.call('PATCH', `/boxers/${adult}/profile`, { as: adult, body, key: 'tunde-1' });
      expect(first).toMatchObject({
        status: 200,
        json: { profile: { dateOfBirth: '1998-02-03', weightKg: 70 } },
      });
      const again = await api.call('PATCH', `/boxers/${adult}/profile`, { as: adult, body, key: 'tunde-1' });
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first.json);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    });

    it("refuses another club's coach and organiser, and roles that enter nobody", async () => {
      for (const as of ['coach-b', 'other-organiser']) {
        const refused = await api.call('PATCH', `/boxers/${minor}/profile`, { as, body: facts });
        expect(refused.status, as).toBe(403);
        expect(refused.json.error.code, as).toBe('not_your_boxer');
      }
      // Nor may one boxer change another's, nor a spectator anyone's.
      expect((await api.call('PATCH', `/boxers/${minor}/profile`, { as: adult, body: facts })).status).toBe(
        403,
      );
      expect(
        (await api.call('PATCH', `/boxers/${minor}/profile`, { as: 'spectator', body: facts })).status,
      ).toBe(403);
      expect((await api.call('PATCH', `/boxers/${minor}/profile`, { body: facts })).status).toBe(401);
    });

    it('refuses bad values with the profile’s field errors, and an unknown boxer with 404', async () => {
      const bad = await api.call('PATCH', `/boxers/${minor}/profile`, {
        as: 'coach-a',
        body: { dateOfBirth: '2012-02-30', gender: 'girls', weightKg: 12 },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toMatchObject({
        code: 'invalid_profile',
        fields: {
          dateOfBirth: ['Enter the date of birth'],
          gender: ['Choose men or women'],
          weightKg: ['The weight is between 30 and 200 kg'],
        },
      });
      const missing = await api.call('PATCH', `/boxers/${minor}/profile`, {
        as: 'coach-a',
        body: { gender: 'men' },
      });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.json.error.fields).sort()).toEqual(['dateOfBirth', 'weightKg']);
      for (const id of ['nobody', 'coach-a'])
        expect(
          (await api.call('PATCH', `/boxers/${id}/profile`, { as: 'admin', body: facts })).status,
          id,
        ).toBe(404);
    });
  });
});
