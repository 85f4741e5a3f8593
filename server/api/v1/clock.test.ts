import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '@server/clock';
import { bouts, liveEvents } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { LivePayload } from '@server/realtime/events';
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
  person('organiser', 'coach'),
  person('referee', 'referee'),
  person('club-official', 'referee'),
  person('judge-2', 'referee'),
  person('judge-3', 'referee'),
  person('official', 'coach'),
];

describe.each(testDatabaseKinds())('the round clock API on %s', (kind) => {
  let api: ApiHarness;
  let boutId: number;
  const t0 = Date.now();
  const at = (ms: number) => setClock(new Date(t0 + ms));

  beforeEach(async () => {
    at(0);
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
        timekeeper: 'official',
      });
      return people;
    });
  });
  afterEach(async () => {
    setClock(null);
    await api.close();
  });

  it('the timekeeper runs the clock; a stale tap is 409 with the clock; a judge scores a round only after its bell', async () => {
    expect((await api.call('POST', `/bouts/${boutId}/start`, { as: 'referee' })).status).toBe(200);
    const fresh = await api.call('GET', `/bouts/${boutId}/clock`);
    expect(fresh.json.clock).toMatchObject({
      state: { round: 1, phase: 'ready', revision: 0 },
      rules: { restMs: 60_000 },
      canRun: false,
    });
    const roundMs = fresh.json.clock.rules.roundMs as number;

    const judgeTaps = await api.call('POST', `/bouts/${boutId}/clock`, {
      as: 'judge-2',
      body: { action: 'start', revision: 0 },
    });
    expect(judgeTaps).toMatchObject({ status: 403, json: { error: { code: 'not_the_timekeeper' } } });

    at(0);
    const started = await api.call('POST', `/bouts/${boutId}/clock`, {
      as: 'official',
      body: { action: 'start', revision: 0 },
    });
    expect(started.json.clock.state).toMatchObject({ phase: 'running', revision: 1 });
    // The clock runs with real time from the instant set: within a few seconds of it.
    expect(started.json.clock.state.phaseStartedAt - t0).toBeLessThan(2_000);

    // A tap queued on an older revision (an offline device) changes nothing and hands back the clock.
    at(30_000);
    const stale = await api.call('POST', `/bouts/${boutId}/clock`, {
      as: 'official',
      body: { action: 'pause', revision: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      error: { code: 'stale_clock' },
      clock: { state: { phase: 'running', revision: 1 } },
    });

    const early = await api.call('POST', `/bouts/${boutId}/scorecards`, {
      as: 'judge-2',
      body: { round: 1, red: 10, blue: 9 },
    });
    expect(early).toMatchObject({
      status: 409,
      json: {
        error: { code: 'round_not_over', message: 'Round 1 is not over yet: score it after its bell.' },
      },
    });

    const paused = await api.call('POST', `/bouts/${boutId}/clock`, {
      as: 'official',
      body: { action: 'pause', revision: 1 },
    });
    expect(paused.json.clock.state).toMatchObject({ phase: 'paused', revision: 2 });
    expect(paused.json.clock.state.elapsedMs).toBeGreaterThanOrEqual(25_000);
    const badTap = await api.call('POST', `/bouts/${boutId}/clock`, {
      as: 'organiser',
      body: { action: 'pause', revision: 2 },
    });
    expect(badTap).toMatchObject({ status: 409, json: { error: { code: 'invalid_clock_action' } } });
    at(40_000);
    await api.call('POST', `/bouts/${boutId}/clock`, {
      as: 'organiser',
      body: { action: 'resume', revision: 2 },
    });

    // The round's time is up (about 30 s ran before the pause): its bell has gone, the judge's card goes in.
    at(40_000 + roundMs - 25_000);
    const scored = await api.call('POST', `/bouts/${boutId}/scorecards`, {
      as: 'judge-2',
      body: { round: 1, red: 10, blue: 9 },
    });
    expect(scored.status).toBe(200);

    const events = await api.services.database.db
      .select({ type: liveEvents.type, payload: liveEvents.payload })
      .from(liveEvents)
      .where(eq(liveEvents.type, 'bout.clock'));
    expect(events.map((e) => (e.payload as LivePayload).clock?.phase)).toEqual([
      'running',
      'paused',
      'running',
    ]);
  });

  it('a tap queued through a network drop counts from when it was made; one dated out of bounds is refused and changes nothing', async () => {
    expect((await api.call('POST', `/bouts/${boutId}/start`, { as: 'referee' })).status).toBe(200);
    const tapAt = (body: { action: string; revision: number; at: number }) =>
      api.call('POST', `/bouts/${boutId}/clock`, {
        as: 'official',
        body: { ...body, at: new Date(body.at).toISOString() },
      });
    at(0);
    const started = await tapAt({ action: 'start', revision: 0, at: t0 });
    expect(started.json.clock.state).toMatchObject({ phase: 'running', phaseStartedAt: t0, revision: 1 });

    // The device lost the network at 15 s, the timekeeper called time at 20 s, the tap arrives at 35 s.
    at(35_000);
    const ahead = await tapAt({ action: 'pause', revision: 1, at: t0 + 41_000 });
    expect(ahead.status).toBe(422);
    expect(ahead.json.error.code).toBe('tap_in_future');
    expect(ahead.json.error.message).toMatch(
      /^This tap is dated \d+(\.\d)? s after the server's time: the device's clock is wrong/,
    );
    const beforeStart = await tapAt({ action: 'pause', revision: 1, at: t0 - 1_000 });
    expect(beforeStart).toMatchObject({
      status: 409,
      json: {
        error: {
          code: 'tap_before_last_change',
          message:
            "This tap is dated 1 s before the clock's last change: it cannot come before it. The clock is as the server has it.",
        },
      },
    });
    expect((await api.call('GET', `/bouts/${boutId}/clock`)).json.clock.state).toMatchObject({
      phase: 'running',
      revision: 1,
    });
    const paused = await tapAt({ action: 'pause', revision: 1, at: t0 + 20_000 });
    // 20 s ran, not the 35 s until it arrived: every screen shows what the timekeeper's device showed.
    expect(paused.json.clock.state).toMatchObject({ phase: 'paused', elapsedMs: 20_000, revision: 2 });

    // A tap that waited more than 10 minutes is not applied.
    at(20_000 + 11 * 60_000);
    const stale = await tapAt({ action: 'resume', revision: 2, at: t0 + 30_000 });
    expect(stale).toMatchObject({ status: 409, json: { error: { code: 'tap_too_old' } } });
    expect((await api.call('GET', `/bouts/${boutId}/clock`)).json.clock.state).toMatchObject({
      phase: 'paused',
      elapsedMs: 20_000,
      revision: 2,
    });
  });
});
