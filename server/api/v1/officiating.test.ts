import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bouts, fouls, scorecards } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { Viewer } from '@server/auth/roles';
import { assignOfficials, drawCategory } from '~/features/competition';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

const person = (id: string, role: Viewer['role']): Viewer => ({
  id,
  name: id,
  email: `${id}@example.ng`,
  role,
});
const people = [
  person('admin', 'admin'),
  person('organiser', 'coach'),
  person('other-organiser', 'coach'),
  person('referee', 'referee'),
  person('judge-2', 'referee'),
  person('club-official', 'referee'),
  person('judge-3', 'referee'),
  person('official', 'coach'),
  person('spectator', 'spectator'),
];

describe.each(testDatabaseKinds())('the officiating API on %s', (kind) => {
  let api: ApiHarness;
  let boutId: number;

  beforeEach(async () => {
    api = await startApi(kind, async (services) => {
      const db = services.database.db;
      const event = await seedEvent(db);
      await event.enter(event.categoryIds[0], ['A', 'B']);
      await drawCategory(db, event.workspaces.organiser, event.categoryIds[0], { seed: 1 });
      const [bout] = await db.select().from(bouts).orderBy(asc(bouts.id));
      boutId = bout!.id;
      await assignOfficials(db, event.workspaces.organiser, boutId, {
        referee: 'referee',
        judges: ['judge-2', 'club-official', 'judge-3'],
        recorder: 'official',
      });
      return people;
    });
  });
  afterEach(async () => {
    await api.close();
  });

  it('runs a bout: start, cards (a replayed key answers again), the public view, and the decision', async () => {
    expect((await api.call('POST', `/bouts/${boutId}/start`)).status).toBe(401);
    expect((await api.call('POST', `/bouts/${boutId}/start`, { as: 'spectator' })).status).toBe(403);
    const refused = await api.call('POST', `/bouts/${boutId}/start`, { as: 'judge-2' });
    expect(refused).toMatchObject({ status: 403, json: { error: { code: 'not_the_referee' } } });
    const started = await api.call('POST', `/bouts/${boutId}/start`, { as: 'referee' });
    expect(started.status).toBe(200);
    expect(started.json.bout).toMatchObject({ status: 'in_progress', viewer: { role: 'referee' } });

    const key = { 'idempotency-key': 'card-judge-2-round-1' };
    const first = await api.call('POST', `/bouts/${boutId}/scorecards`, {
      as: 'judge-2',
      body: { round: 1, red: 10, blue: 9 },
      headers: key,
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ replayed: false, roundComplete: false, decided: false });
    const again = await api.call('POST', `/bouts/${boutId}/scorecards`, {
      as: 'judge-2',
      body: { round: 1, red: 10, blue: 9 },
      headers: key,
    });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const otherBody = await api.call('POST', `/bouts/${boutId}/scorecards`, {
      as: 'judge-2',
      body: { round: 1, red: 9, blue: 10 },
      headers: key,
    });
    expect(otherBody.status).toBe(409);
    // The same card without a key (a retry from another tab) is counted once too.
    const retry = await api.call('POST', `/bouts/${boutId}/scorecards`, {
      as: 'judge-2',
      body: { round: 1, red: 10, blue: 9 },
    });
    expect(retry.json.replayed).toBe(true);

    for (const [as, body, status, code] of [
      ['spectator', { round: 1, red: 10, blue: 9 }, 403, 'forbidden'],
      ['referee', { round: 1, red: 10, blue: 9 }, 403, 'not_a_judge'],
      ['judge-3', { round: 1, red: 10, blue: 10 }, 400, 'invalid_scorecard'],
      ['judge-3', { round: 1, red: '10', blue: 9 }, 400, 'invalid_request'],
      ['judge-3', { round: 0, red: 10, blue: 9 }, 400, 'invalid_scorecard'],
      ['judge-3', { round: 2, red: 10, blue: 9 }, 409, 'round_out_of_order'],
    ] as const) {
      const answer = await api.call('POST', `/bouts/${boutId}/scorecards`, { as, body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (code !== 'invalid_request') expect(answer.json.error.code).toBe(code);
      expect(answer.json.error.message).toEqual(expect.any(String));
    }
    const db = api.services.database.db;
    expect(await db.select().from(scorecards)).toHaveLength(1);

    // The public sees no card of an incomplete round; a judge only their own.
    const publicView = await api.call('GET', `/bouts/${boutId}`);
    expect(publicView.json.bout.rounds[0]).toMatchObject({ complete: false, cards: [] });
    const judgeView = await api.call('GET', `/bouts/${boutId}`, { as: 'judge-3' });
    expect(judgeView.json.bout.viewer).toEqual({ role: 'judge', seat: 3 });

    // The recorder types the other two cards from paper; the round is then public.
    await api.call('POST', `/bouts/${boutId}/scorecards`, {
      as: 'official',
      body: { round: 1, red: 10, blue: 8, seat: 2 },
    });
    const complete = await api.call('POST', `/bouts/${boutId}/scorecards`, {
      as: 'official',
      body: { round: 1, red: 9, blue: 10, seat: 3 },
    });
    expect(complete.json.roundComplete).toBe(true);
    expect((await api.call('GET', `/bouts/${boutId}`)).json.bout.rounds[0].cards).toHaveLength(3);

    const warning = await api.call('POST', `/bouts/${boutId}/warnings`, {
      as: 'referee',
      body: { corner: 'blue', foulType: 'low_blow', round: 2, deduct: true, description: 'Below the belt' },
    });
    expect(warning.json).toMatchObject({ disqualified: false, bout: { warnings: { red: 0, blue: 1 } } });
    expect(
      (
        await api.call('POST', `/bouts/${boutId}/warnings`, {
          as: 'referee',
          body: { corner: 'green', foulType: 'low_blow', round: 2, deduct: true },
        })
      ).status,
    ).toBe(400);
    expect(await db.select().from(fouls)).toHaveLength(1);

    // A stoppage is never assumed (issue 30): without its outcome, winner or round it is refused in words.
    for (const [body, message] of [
      [{ winner: 'red', round: 2 }, 'Choose the outcome: WP, RSC, RSC-I, KO, ABD, DSQ, WO or DRAW'],
      [{ outcome: 'RSC', round: 2 }, 'Choose the winner'],
      [{ outcome: 'KO', winner: 'red' }, 'Say in which round the bout ended'],
    ] as const) {
      const refused = await api.call('POST', `/bouts/${boutId}/decision`, { as: 'referee', body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.json), JSON.stringify(body)).toContain(message);
    }
    const decision = await api.call('POST', `/bouts/${boutId}/decision`, {
      as: 'referee',
      body: { outcome: 'RSC', winner: 'red', round: 2 },
    });
    expect(decision.json.bout.decision).toMatchObject({ outcome: 'RSC', winner: 'red', round: 2 });
    const [row] = await db.select().from(bouts).where(eq(bouts.id, boutId));
    expect(row).toMatchObject({ status: 'decided', outcome: 'RSC', decidedRound: 2 });
    // Decided: every card is public now, to judges too.
    expect(
      (await api.call('GET', `/bouts/${boutId}`, { as: 'judge-3' })).json.bout.rounds[0].cards,
    ).toHaveLength(3);

    expect(
      (
        await api.call('POST', `/bouts/${boutId}/correction`, {
          as: 'other-organiser',
          body: { outcome: 'RSC', winner: 'blue', round: 2, reason: 'Video review' },
        })
      ).status,
    ).toBe(403);
    const corrected = await api.call('POST', `/bouts/${boutId}/correction`, {
      as: 'organiser',
      body: { outcome: 'RSC', winner: 'blue', round: 2, reason: 'Video review' },
    });
    expect(corrected.status).toBe(200);
    expect(corrected.json.changed).toBe(true);
    expect(corrected.json.bout.corrections).toHaveLength(1);
    // The same correction again (no key: another tab) is answered as changing nothing.
    const same = await api.call('POST', `/bouts/${boutId}/correction`, {
      as: 'organiser',
      body: { outcome: 'RSC', winner: 'blue', round: 2, reason: 'Video review, again' },
    });
    expect(same).toMatchObject({ status: 200, json: { changed: false } });
    expect(same.json.bout.corrections).toHaveLength(1);
    expect((await api.call('GET', '/bouts/999999')).status).toBe(404);
    expect((await api.call('GET', '/bouts/abc')).status).toBe(400);
  });
});
