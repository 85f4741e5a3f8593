import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import {
  bouts,
  drawAudit,
  entries,
  profiles,
  tournamentCategories,
  tournaments,
  weighIns,
} from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { allBouts, startBout } from './engine';
import { getBracket, listBouts } from './bracket.server';
import { drawAll, drawCategory, withdrawAfterDraw } from './draws.server';
import { readState, writeState } from './engine-state.server';
import { seedEvent } from '@server/db/test-builders/event.test-support';

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { status, code, message } = error as ServiceError;
  return { status, code, message };
}

describe.each(testDatabaseKinds())('draws on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  async function categoryRow(id: number) {
    const [row] = await database.db
      .select()
      .from(tournamentCategories)
      .where(eq(tournamentCategories.id, id));
    return row!;
  }

  it('draws the entries not withdrawn, writes the bouts and the audit, and sets the entries drawn', async () => {
    const event = await seedEvent(database.db);
    const ids = await event.enter(event.categoryIds[0], ['A', 'B', 'A', 'B', null]);
    await database.db.update(entries).set({ status: 'withdrawn' }).where(eq(entries.id, ids[4]!));
    const outcome = await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], {
      seed: 7,
    });
    expect(outcome).toMatchObject({
      entries: 4,
      bouts: 3,
      redraw: false,
      revision: 1,
      walkoverChampion: null,
    });
    const state = readState((await categoryRow(event.categoryIds[0])).drawState)!;
    expect(state.entries.map((e) => e.id).sort()).toEqual(ids.slice(0, 4).map(String).sort());
    const rows = await database.db.select().from(bouts).where(eq(bouts.categoryId, event.categoryIds[0]));
    expect(rows).toHaveLength(3);
    const firstRound = rows.filter((b) => b.engineBoutId.startsWith('W1'));
    expect(firstRound.flatMap((b) => [b.redEntryId, b.blueEntryId]).sort()).toEqual(ids.slice(0, 4).sort());
    const statuses = await database.db.select({ id: entries.id, status: entries.status }).from(entries);
    expect(statuses.find((e) => e.id === ids[4])!.status).toBe('withdrawn');
    expect(statuses.filter((e) => e.status === 'drawn')).toHaveLength(4);
    const audit = await database.db.select().from(drawAudit);
    expect(audit).toMatchObject([{ action: 'draw', seed: '7', actorUserId: 'organiser' }]);
  });

  it('draws only weighed-in, medically cleared boxers who made weight when the rules ask for a medical check', async () => {
    const event = await seedEvent(database.db, { rules: { medicalCheckRequired: true } });
    const ids = await event.enter(event.categoryIds[0], ['A', 'B', 'A', 'B', null]);
    await database.db.insert(weighIns).values([
      { entryId: ids[0]!, day: '2026-12-05', weightKg: 59, madeWeight: true, medicalCleared: true },
      { entryId: ids[1]!, day: '2026-12-05', weightKg: 59.5, madeWeight: true, medicalCleared: true },
      { entryId: ids[2]!, day: '2026-12-05', weightKg: 59.2, madeWeight: true, medicalCleared: false },
      { entryId: ids[3]!, day: '2026-12-05', weightKg: 64, madeWeight: false, medicalCleared: true },
      // Missed on the first weigh-in, made it on the later one: the latest counts.
      { entryId: ids[4]!, day: '2026-12-04', weightKg: 61, madeWeight: false, medicalCleared: true },
      { entryId: ids[4]!, day: '2026-12-05', weightKg: 59.9, madeWeight: true, medicalCleared: true },
    ]);
    const outcome = await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], {
      seed: 3,
    });
    expect(outcome.entries).toBe(3);
    const state = readState((await categoryRow(event.categoryIds[0])).drawState)!;
    expect(state.entries.map((e) => Number(e.id)).sort()).toEqual([ids[0], ids[1], ids[4]].sort());
  });

  it('leaves out a boxer under a medical suspension on the day of the draw, and takes them once it has ended', async () => {
    const event = await seedEvent(database.db);
    const ids = await event.enter(event.categoryIds[0], ['A', 'B', 'A']);
    // Boxer 3 was stopped by a KO elsewhere: suspended to the 10th of December, inclusive.
    await database.db
      .update(profiles)
      .set({ suspendedUntil: '2026-12-10' })
      .where(eq(profiles.id, 'boxer-3'));
    const during = await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], {
      seed: 3,
      now: new Date('2026-12-10T12:00:00Z'),
    });
    expect(during.entries).toBe(2);
    const state = readState((await categoryRow(event.categoryIds[0])).drawState)!;
    expect(state.entries.map((e) => Number(e.id)).sort()).toEqual([ids[0], ids[1]].sort());
    const after = await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], {
      seed: 3,
      now: new Date('2026-12-11T09:00:00Z'),
    });
    expect(after.entries).toBe(3);
  });

  it('keeps boxers of one club apart in the first round, whatever the lot', async () => {
    const event = await seedEvent(database.db);
    const ids = await event.enter(event.categoryIds[0], ['A', 'A', 'B', 'B']);
    const club = new Map([
      [ids[0], 'A'],
      [ids[1], 'A'],
      [ids[2], 'B'],
      [ids[3], 'B'],
    ]);
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], { seed });
      const rows = await database.db.select().from(bouts).where(eq(bouts.categoryId, event.categoryIds[0]));
      for (const bout of rows.filter((b) => b.engineBoutId.startsWith('W1')))
        expect(club.get(bout.redEntryId!), `seed ${seed}`).not.toBe(club.get(bout.blueEntryId!));
    }
  });

  it('seeds from the entries: the top two seeds can meet only in the final', async () => {
    const event = await seedEvent(database.db);
    const ids = await event.enter(event.categoryIds[0], [null, null, null, null, null, null, null, null]);
    await database.db.update(entries).set({ seed: 1 }).where(eq(entries.id, ids[5]!));
    await database.db.update(entries).set({ seed: 2 }).where(eq(entries.id, ids[2]!));
    await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], { seed: 11 });
    const state = readState((await categoryRow(event.categoryIds[0])).drawState)!;
    expect(state.seeding.slice(0, 2)).toEqual([String(ids[5]), String(ids[2])]);
    const half = (id: number) => state.rounds[0]!.bouts.findIndex((b) => b.slots.includes(String(id))) < 2;
    expect(half(ids[5]!)).not.toBe(half(ids[2]!));
  });

  it('redraws until the first bout starts (audited), then refuses', async () => {
    const event = await seedEvent(database.db);
    await event.enter(event.categoryIds[0], ['A', 'B', null, null]);
    await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], { seed: 1 });
    const again = await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], {
      seed: 2,
    });
    expect(again).toMatchObject({ redraw: true, revision: 2 });
    const row = await categoryRow(event.categoryIds[0]);
    const state = readState(row.drawState)!;
    const first = allBouts(state).find((b) => b.status === 'ready')!;
    await database.db.transaction((tx) =>
      writeState(tx, row.id, event.tournamentId, row.drawRevision, startBout(state, first.id).state),
    );
    expect(await refusal(drawCategory(database.db, event.workspaces.organiser, row.id, { seed: 3 }))).toEqual(
      {
        status: 409,
        code: 'draw_started',
        message: 'The first bout of this category has started: it can no longer be redrawn.',
      },
    );
    const audit = await database.db.select({ action: drawAudit.action }).from(drawAudit);
    expect(audit.map((a) => a.action)).toEqual(['draw', 'redraw']);
    expect((await categoryRow(row.id)).drawRevision).toBe(3);
  });

  it('refuses a draw made from an older page, and a write over a stale revision, with 409', async () => {
    const event = await seedEvent(database.db);
    await event.enter(event.categoryIds[0], ['A', 'B', null]);
    await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], {
      seed: 1,
      revision: 0,
    });
    expect(
      await refusal(
        drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], { revision: 0 }),
      ),
    ).toEqual({ status: 409, code: 'stale_state', message: 'Someone changed this category; reload' });
    const row = await categoryRow(event.categoryIds[0]);
    expect(
      await refusal(
        database.db.transaction((tx) => writeState(tx, row.id, event.tournamentId, 0, row.drawState)),
      ),
    ).toMatchObject({ status: 409, message: 'Someone changed this category; reload' });
    expect((await categoryRow(row.id)).drawRevision).toBe(1);
  });

  it("refuses another organisation's organiser (403) and writes nothing", async () => {
    const event = await seedEvent(database.db);
    await event.enter(event.categoryIds[0], ['A', 'B']);
    expect(
      await refusal(drawCategory(database.db, event.workspaces.otherOrganiser, event.categoryIds[0])),
    ).toEqual({ status: 403, code: 'forbidden', message: "Only the tournament's organisers can do this." });
    expect(
      await refusal(drawAll(database.db, event.workspaces.otherOrganiser, event.tournamentId)),
    ).toMatchObject({
      status: 403,
    });
    expect((await categoryRow(event.categoryIds[0])).drawState).toBeNull();
    expect(await database.db.select().from(bouts)).toHaveLength(0);
  });

  it('draws all: a one-entry category has a walkover champion, the tournament becomes drawn', async () => {
    const event = await seedEvent(database.db);
    await event.enter(event.categoryIds[0], ['A', 'B', 'A']);
    const [only] = await event.enter(event.categoryIds[1], ['B']);
    const outcomes = await drawAll(database.db, event.workspaces.admin, event.tournamentId);
    expect(outcomes.map((o) => o.categoryId)).toEqual([event.categoryIds[0], event.categoryIds[1]]);
    expect(outcomes[1]).toMatchObject({ entries: 1, bouts: 0, walkoverChampion: only });
    const [tournament] = await database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, event.tournamentId));
    expect(tournament!.status).toBe('drawn');
    const bracket = await getBracket(database.db, event.categoryIds[1]);
    expect(bracket.walkoverChampion).toEqual({
      entryId: only,
      name: 'Boxer 4',
      label: 'Walkover champion — only entry',
    });
    const three = await getBracket(database.db, event.categoryIds[0]);
    expect(three.rounds.map((r) => r.id)).toEqual(['W1', 'W2']);
    expect(three.rounds[0]!.bouts.flatMap((b) => [b.red.kind, b.blue.kind]).sort()).toEqual([
      'boxer',
      'boxer',
      'boxer',
      'bye',
    ]);
    const programme = await listBouts(database.db, event.tournamentId);
    expect(programme).toHaveLength(2);
  });

  it('turns a withdrawal after the draw into a walkover', async () => {
    const event = await seedEvent(database.db);
    const ids = await event.enter(event.categoryIds[0], ['A', 'B']);
    await drawCategory(database.db, event.workspaces.organiser, event.categoryIds[0], { seed: 1 });
    await database.db.transaction((tx) =>
      withdrawAfterDraw(tx, ids[0]!, { reason: 'medical', by: 'organiser' }),
    );
    const [final] = await database.db
      .select()
      .from(bouts)
      .where(and(eq(bouts.categoryId, event.categoryIds[0])));
    expect(final).toMatchObject({ status: 'decided', outcome: 'WO', winnerEntryId: ids[1] });
  });
});
