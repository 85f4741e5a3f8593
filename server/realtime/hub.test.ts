import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { tournaments } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { recordCommittedLiveEvent, recordLiveEvent } from './events';
import type { LiveEvent } from './events';
import { ALL_TOURNAMENTS, CATCH_UP_LIMIT, liveHubFor } from './hub';

/** Waits until `check` holds (events arrive asynchronously, after the commit). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${what}`);
}

describe.each(testDatabaseKinds())('the live hub on %s', (kind) => {
  let database: DatabaseHandle;
  let tournamentId: number;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    tournamentId = (await seedEvent(database.db)).tournamentId;
  });
  afterEach(async () => {
    await database.close();
  });

  it('delivers an event recorded in a committed transaction once, with its id, and never one rolled back', async () => {
    const hub = liveHubFor(database);
    const received: LiveEvent[] = [];
    const stop = await hub.subscribe(tournamentId, (event) => received.push(event));
    await database.db
      .transaction(async (tx) => {
        await recordLiveEvent(tx, 'bout.started', { tournamentId, boutId: 1 });
        throw new Error('the change fails');
      })
      .catch(() => undefined);
    await database.db.transaction((tx) =>
      recordLiveEvent(tx, 'round.scored', { tournamentId, boutId: 2, round: 1 }),
    );
    await until(() => received.length > 0, 'the committed event arrives');
    // A later event proves nothing else was on its way before it.
    const later = await recordCommittedLiveEvent(database.db, 'bout.decided', { tournamentId, boutId: 2 });
    await until(() => received.some((e) => e.id === later), 'the later event arrives');
    // Ids are given at commit, in commit order: the rolled-back event took none, the two committed follow.
    expect(received).toEqual([
      { id: later - 1, type: 'round.scored', payload: { tournamentId, boutId: 2, round: 1 } },
      { id: later, type: 'bout.decided', payload: { tournamentId, boutId: 2, state: 'decided' } },
    ]);
    stop();
  });

  it('back after a lost LISTEN connection, delivers what it missed before a NOTIFY that came meanwhile, in order', async () => {
    // The hub's own LISTEN, driven by the test: the connection comes back, and a NOTIFY arrives while the
    // hub reads what was committed while it was away (a stream drops an event below one it sent: issue 28).
    let notify: (text: string) => void = () => undefined;
    let reconnected: () => void = () => undefined;
    const handle: DatabaseHandle = {
      ...database,
      listen: async (_channel, onNotification, onReconnected) => {
        notify = onNotification;
        reconnected = onReconnected ?? reconnected;
        return async () => undefined;
      },
    };
    const hub = liveHubFor(handle);
    const received: number[] = [];
    const stop = await hub.subscribe(tournamentId, (event) => received.push(event.id));
    const missed: number[] = [];
    for (let i = 0; i < 3; i++)
      missed.push(await recordCommittedLiveEvent(database.db, 'tournament.updated', { tournamentId }));
    reconnected();
    notify(JSON.stringify({ id: missed[2], type: 'tournament.updated', payload: { tournamentId } }));
    await until(() => received.length >= 3, 'the missed events arrive');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual(missed);
    stop();
  });

  it("sends a subscriber only its tournament's events, and none after it unsubscribes", async () => {
    const hub = liveHubFor(database);
    const [source] = await database.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    const { id: _id, ...copy } = source!;
    const [other] = await database.db
      .insert(tournaments)
      .values({ ...copy, slug: 'another-open' })
      .returning({ id: tournaments.id });
    const mine: LiveEvent[] = [];
    const stop = await hub.subscribe(tournamentId, (event) => mine.push(event));
    await recordLiveEvent(database.db, 'bout.started', { tournamentId: other!.id });
    const own = await recordCommittedLiveEvent(database.db, 'bout.started', { tournamentId });
    await until(() => mine.length > 0, 'its own event arrives');
    expect(mine.map((e) => e.id)).toEqual([own]);
    stop();
    expect(hub.size()).toBe(0);
    await recordLiveEvent(database.db, 'bout.decided', { tournamentId });
    const again: LiveEvent[] = [];
    const stopAgain = await hub.subscribe(tournamentId, (event) => again.push(event));
    const last = await recordCommittedLiveEvent(database.db, 'bout.corrected', { tournamentId });
    await until(() => again.some((e) => e.id === last), 'the new subscription gets events');
    // The first listener heard nothing after it left (on PostgreSQL the NOTIFY of the event recorded in
    // between may still reach the new subscription: it was listening when the notification came).
    expect(mine.map((e) => e.id)).toEqual([own]);
    stopAgain();
  });

  it('catches a client up on what it missed after its Last-Event-ID, in order', async () => {
    const hub = liveHubFor(database);
    const seen = await recordCommittedLiveEvent(database.db, 'bout.started', { tournamentId, boutId: 1 });
    const first = await recordCommittedLiveEvent(database.db, 'round.scored', {
      tournamentId,
      boutId: 1,
      round: 1,
    });
    const second = await recordCommittedLiveEvent(database.db, 'bout.decided', { tournamentId, boutId: 1 });
    expect(await hub.catchUp(tournamentId, seen)).toEqual({
      reload: false,
      events: [
        { id: first, type: 'round.scored', payload: { tournamentId, boutId: 1, round: 1 } },
        { id: second, type: 'bout.decided', payload: { tournamentId, boutId: 1, state: 'decided' } },
      ],
    });
    expect(await hub.catchUp(tournamentId, second)).toEqual({ reload: false, events: [] });
    expect(await hub.latestId(tournamentId)).toBe(second);
  });

  it('tells a new client the newest id of its scope as events arrive, without a read per client', async () => {
    const hub = liveHubFor(database);
    const [source] = await database.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    const { id: _id, ...copy } = source!;
    const [draft] = await database.db
      .insert(tournaments)
      .values({ ...copy, slug: 'a-draft', status: 'draft' })
      .returning({ id: tournaments.id });
    const before = await recordCommittedLiveEvent(database.db, 'bout.started', { tournamentId });
    const received: LiveEvent[] = [];
    const stop = await hub.subscribe(tournamentId, (event) => received.push(event));
    const stopDraft = await hub.subscribe(draft!.id, (event) => received.push(event));
    expect(await hub.latestId(tournamentId)).toBe(before);
    expect(await hub.isPublic(tournamentId)).toBe(true);
    expect(await hub.isPublic(draft!.id)).toBe(false);
    expect(await hub.isPublic(2_000_000_000)).toBe(false);

    // From here the hub answers from what it was told, not from the table.
    const select = vi.spyOn(database.db, 'select');
    const live = await recordCommittedLiveEvent(database.db, 'round.scored', { tournamentId, round: 1 });
    await until(() => received.some((e) => e.id === live), 'the event arrives');
    expect(await hub.latestId(tournamentId)).toBe(live);
    expect(await hub.isPublic(tournamentId)).toBe(true);
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();

    // Another tournament's event moves the all-tournaments scope (its ready id counts every event), not
    // this tournament's.
    expect(await hub.latestId(ALL_TOURNAMENTS)).toBe(live);
    const other = await recordCommittedLiveEvent(database.db, 'tournament.updated', {
      tournamentId: draft!.id,
    });
    await until(() => received.some((e) => e.id === other), "the draft's event arrives");
    expect(await hub.latestId(ALL_TOURNAMENTS)).toBe(other);
    expect(await hub.latestId(tournamentId)).toBe(live);
    stop();
    stopDraft();
  });

  it('tells a client that missed more than the window, or brings an id this database never gave, to reload', async () => {
    const hub = liveHubFor(database);
    const start = await recordCommittedLiveEvent(database.db, 'bout.started', { tournamentId });
    for (let i = 0; i <= CATCH_UP_LIMIT; i++)
      await recordLiveEvent(database.db, 'round.scored', { tournamentId, round: 1 });
    const within = await hub.catchUp(tournamentId, start + 1);
    expect(within.reload).toBe(false);
    expect(await hub.catchUp(tournamentId, start)).toEqual({ reload: true });
    expect(await hub.catchUp(tournamentId, start + CATCH_UP_LIMIT + 50)).toEqual({ reload: true });
  });
});
