import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import { organisationMembers, user } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import { EVENT_PEOPLE, seedEvent } from '@server/db/test-builders/event.test-support';
import { drawAll, scheduleTournament, setSessions } from '~/features/competition';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

/**
 * An organisation's officials through the API (issue 27 item 16): list, add (by account id or e-mail, the
 * Idempotency-Key honoured), remove; refusals for another organisation's organiser, unknown accounts and
 * input that cannot be stored; and an official's conflicts over a tournament's bouts, which say exactly
 * what PUT /bouts/{id}/officials then refuses or warns of.
 */

const extra: Viewer[] = [
  { id: 'judge-4', name: 'Kemi Judge', email: 'kemi@example.ng', role: 'referee' },
  { id: 'judge-5', name: 'Lanre Judge', email: 'lanre@example.ng', role: 'referee' },
  { id: 'judge-6', name: 'Musa Judge', email: 'musa@example.ng', role: 'referee' },
  { id: 'newcomer', name: 'Nneka Newcomer', email: 'nneka@example.ng', role: 'spectator' },
];

type Conflict = {
  boutId: number;
  verdict: 'refused' | 'warned' | 'clear';
  seat: string | null;
  refusals: Array<{ code: string; message: string }>;
  warnings: Array<{ code: string; message: string }>;
};

describe.each(testDatabaseKinds())('an organisation’s officials through the API on %s', (kind) => {
  let api: ApiHarness;
  let host = 0;
  let clubA = 0;
  let tournamentId = 0;

  beforeAll(async () => {
    api = await startApi(kind, async (services) => {
      const db = services.database.db;
      const event = await seedEvent(db, { people: [...EVENT_PEOPLE, ...extra] });
      host = event.organisations.host;
      clubA = event.organisations.clubA;
      tournamentId = event.tournamentId;
      // Two categories of two boxers (one of Surulere, club A, in each): two bouts, one per ring, both at 10:00.
      await event.enter(event.categoryIds[0], ['A', 'B']);
      await event.enter(event.categoryIds[1], ['A', 'B']);
      await drawAll(db, event.workspaces.organiser, tournamentId);
      await setSessions(db, event.workspaces.organiser, tournamentId, {
        rings: 2,
        sessions: [{ day: '2026-12-05', start: '10:00' }],
      });
      await scheduleTournament(db, event.workspaces.organiser, tournamentId);
      return [...EVENT_PEOPLE, ...extra];
    });
  });
  afterAll(async () => {
    await api.close();
  });

  it('lists the organisation’s officials to its organisers and admins; anyone else is refused', async () => {
    const mine = await api.call('GET', '/officials', { as: 'organiser' });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({
      organisation: { id: host, name: 'Lagos Boxing Federation' },
      officials: [
        {
          userId: 'official',
          name: 'Femi Official',
          email: 'femi@example.ng',
          club: { id: host, name: 'Lagos Boxing Federation' },
          memberRole: 'official',
          platformRole: 'coach',
          joinedAt: expect.any(String),
        },
      ],
    });
    const theirs = await api.call('GET', `/officials?organisationId=${clubA}`, { as: 'admin' });
    expect(theirs.json.officials.map((o: { userId: string }) => o.userId)).toEqual(['club-official']);
    expect(theirs.json.officials[0].club).toEqual({ id: clubA, name: 'Surulere Boxing Club' });

    expect(
      (await api.call('GET', `/officials?organisationId=${host}`, { as: 'other-organiser' })).status,
    ).toBe(403);
    // An official member is no organiser (the service's rule); a spectator's role is refused by the router.
    expect((await api.call('GET', '/officials', { as: 'official' })).status).toBe(403);
    expect((await api.call('GET', '/officials', { as: 'spectator' })).status).toBe(403);
    expect((await api.call('GET', '/officials')).status).toBe(401);
    expect((await api.call('GET', '/officials?organisationId=x', { as: 'admin' })).status).toBe(400);
  });

  it('adds an official by account id (once per key) or by e-mail, and removes one; refusals change nothing', async () => {
    const db = api.services.database.db;
    const added = await api.call('POST', '/officials', {
      as: 'organiser',
      key: 'add-newcomer',
      body: { userId: 'newcomer' },
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      official: { userId: 'newcomer', club: { id: host }, memberRole: 'official', platformRole: 'referee' },
      accountCreated: false,
    });
    const replayed = await api.call('POST', '/officials', {
      as: 'organiser',
      key: 'add-newcomer',
      body: { userId: 'newcomer' },
    });
    expect(replayed).toMatchObject({ status: 201, json: added.json });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    // Without the key, the same request is a second invitation: refused as the page refuses it.
    expect(
      await api.call('POST', '/officials', { as: 'organiser', body: { userId: 'newcomer' } }),
    ).toMatchObject({ status: 409, json: { error: { code: 'already_member' } } });

    const invited = await api.call('POST', '/officials', {
      as: 'organiser',
      body: { email: 'Obi.Official@example.ng', name: 'Obi Official' },
    });
    expect(invited).toMatchObject({
      status: 201,
      json: {
        official: { name: 'Obi Official', email: 'obi.official@example.ng', platformRole: 'referee' },
        accountCreated: true,
      },
    });
    const listed = await api.call('GET', '/officials', { as: 'organiser' });
    expect(listed.json.officials.map((o: { name: string }) => o.name)).toEqual([
      'Femi Official',
      'Nneka Newcomer',
      'Obi Official',
    ]);

    const memberships = async () =>
      (
        await db
          .select({ userId: organisationMembers.userId })
          .from(organisationMembers)
          .where(
            and(eq(organisationMembers.organisationId, host), eq(organisationMembers.memberRole, 'official')),
          )
      ).length;
    const before = await memberships();
    // Another organisation's organiser, an unknown account, input that cannot be stored or is too long.
    expect(
      await api.call('POST', '/officials', {
        as: 'other-organiser',
        body: { userId: 'judge-4', organisationId: host },
      }),
    ).toMatchObject({ status: 403, json: { error: { code: 'forbidden' } } });
    expect(
      await api.call('POST', '/officials', { as: 'organiser', body: { userId: 'no-such-account' } }),
    ).toMatchObject({ status: 404, json: { error: { code: 'user_not_found' } } });
    expect(
      await api.call('POST', '/officials', { as: 'organiser', body: { userId: 'judge\u00004' } }),
    ).toMatchObject({ status: 400, json: { error: { code: 'invalid_request' } } });
    expect(
      await api.call('POST', '/officials', { as: 'organiser', body: { userId: 'x'.repeat(5_000) } }),
    ).toMatchObject({ status: 400, json: { error: { code: 'invalid_official' } } });
    expect(
      await api.call('POST', '/officials', {
        as: 'organiser',
        body: { email: `${'a'.repeat(300)}@example.ng`, name: 'Long' },
      }),
    ).toMatchObject({ status: 400, json: { error: { fields: { email: expect.any(Array) } } } });
    expect(
      await api.call('POST', '/officials', { as: 'organiser', body: { userId: 'judge-4', email: 'a@b.ng' } }),
    ).toMatchObject({ status: 400 });
    expect(await memberships()).toBe(before);

    expect(await api.call('DELETE', '/officials/newcomer', { as: 'other-organiser' })).toMatchObject({
      status: 403,
    });
    expect(await api.call('DELETE', '/officials/no-such-account', { as: 'organiser' })).toMatchObject({
      status: 404,
      json: { error: { code: 'official_not_found' } },
    });
    expect((await api.call('DELETE', `/officials/${'x'.repeat(200)}`, { as: 'organiser' })).status).toBe(400);
    expect((await api.call('DELETE', '/officials/%00', { as: 'organiser' })).status).toBe(400);
    expect(await memberships()).toBe(before);
    const removed = await api.call('DELETE', '/officials/newcomer', { as: 'organiser' });
    expect(removed).toMatchObject({ status: 200, json: { official: { userId: 'newcomer' } } });
    expect(await memberships()).toBe(before - 1);
    // The account stays.
    expect(await db.select({ id: user.id }).from(user).where(eq(user.id, 'newcomer'))).toHaveLength(1);
    expect((await api.call('DELETE', '/officials/newcomer', { as: 'organiser' })).status).toBe(404);
  });

  it('an official’s conflicts say what assigning them would meet, and PUT /bouts/{id}/officials does just that', async () => {
    const conflicts = async (userId: string): Promise<Conflict[]> => {
      const answer = await api.call('GET', `/officials/${userId}/conflicts?tournamentId=${tournamentId}`, {
        as: 'organiser',
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return answer.json.bouts as Conflict[];
    };
    const assign = (boutId: number, body: unknown) =>
      api.call('PUT', `/bouts/${boutId}/officials`, { as: 'organiser', body });

    const fresh = await conflicts('referee');
    expect(fresh).toHaveLength(2);
    expect(fresh.map((b) => b.verdict)).toEqual(['clear', 'clear']);
    const [first, second] = fresh.map((b) => b.boutId) as [number, number];
    expect(
      (await assign(first, { referee: 'referee', judges: ['judge-2', 'judge-3', 'official'] })).status,
    ).toBe(200);

    // Rita referees bout 1 at 10:00: bout 2, in the other ring at 10:00, would be refused.
    const booked = await conflicts('referee');
    expect(booked.find((b) => b.boutId === first)).toMatchObject({ verdict: 'clear', seat: 'referee' });
    const clash = booked.find((b) => b.boutId === second)!;
    expect(clash).toMatchObject({ verdict: 'refused', seat: null, warnings: [] });
    expect(clash.refusals).toEqual([
      {
        code: 'official_double_booked',
        message: expect.stringMatching(/^Rita Referee already sits on bout 1 in ring \d at 10:00 WAT$/),
      },
    ]);
    // What the list says is what the assignment answers, bout by bout.
    for (const bout of booked) {
      const answer = await assign(bout.boutId, {
        referee: 'referee',
        judges: ['judge-4', 'judge-5', 'judge-6'],
      });
      if (bout.verdict === 'refused') {
        expect(answer).toMatchObject({ status: 409, json: { error: { code: 'official_double_booked' } } });
        expect(answer.json.error.message).toContain(bout.refusals[0]!.message);
      } else expect(answer.status).toBe(200);
    }

    // Sade belongs to Surulere (club A), which has a boxer in each bout: a warning, never a refusal.
    const sade = await conflicts('club-official');
    expect(sade.map((b) => b.verdict)).toEqual(['warned', 'warned']);
    const warned = sade.find((b) => b.boutId === second)!;
    expect(warned.warnings).toEqual([
      {
        code: 'same_club',
        message: expect.stringMatching(
          /^Sade Surulere belongs to Boxer \d's club \(Surulere Boxing Club\)\.$/,
        ),
      },
    ]);
    const assigned = await assign(second, {
      referee: 'club-official',
      judges: ['judge-2', 'judge-3', 'official'],
    });
    expect(assigned.status).toBe(200);
    expect(assigned.json.warnings).toEqual(warned.warnings.map((w) => w.message));

    // Refusals: another organisation's organiser, an account outside the pool, an unknown tournament, bad input.
    const path = `/officials/referee/conflicts?tournamentId=${tournamentId}`;
    expect(await api.call('GET', path, { as: 'other-organiser' })).toMatchObject({
      status: 403,
      json: { error: { code: 'forbidden' } },
    });
    expect((await api.call('GET', path)).status).toBe(401);
    expect((await api.call('GET', path, { as: 'referee' })).status).toBe(403);
    expect(
      await api.call('GET', `/officials/spectator/conflicts?tournamentId=${tournamentId}`, {
        as: 'organiser',
      }),
    ).toMatchObject({ status: 404, json: { error: { code: 'official_not_found' } } });
    expect(
      await api.call('GET', `/officials/no-such-account/conflicts?tournamentId=${tournamentId}`, {
        as: 'admin',
      }),
    ).toMatchObject({ status: 404, json: { error: { code: 'official_not_found' } } });
    expect(
      await api.call('GET', '/officials/referee/conflicts?tournamentId=999999', { as: 'admin' }),
    ).toMatchObject({ status: 404, json: { error: { code: 'tournament_not_found' } } });
    expect((await api.call('GET', '/officials/referee/conflicts', { as: 'organiser' })).status).toBe(400);
    expect(
      (await api.call('GET', '/officials/referee/conflicts?tournamentId=99999999999', { as: 'organiser' }))
        .status,
    ).toBe(400);
    expect(
      (await api.call('GET', `/officials/${'x'.repeat(101)}/conflicts?tournamentId=1`, { as: 'organiser' }))
        .status,
    ).toBe(400);
  });
});
