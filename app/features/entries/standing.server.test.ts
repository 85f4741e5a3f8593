import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, entries, tournaments, weighIns } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { eventPerson, seedEvent } from '@server/db/test-builders/event.test-support';
import {
  assignOfficials,
  decide,
  drawCategory,
  scheduleTournament,
  setSessions,
  startBout,
} from '~/features/competition';
import { workspaceFor } from '~/features/organisations';
import { entryStandings } from './standing.server';
import type { EntryStanding } from './standing.server';
import { standingHeadline, standingText } from './standing';

const referee = eventPerson('referee');
const judges = ['judge-2', 'club-official', 'judge-3'];

/**
 * One event holds every standing (issue 30 item 2): welterweight's three entries before the draw (entered
 * with the fee due, weighed in with it paid, withdrawn), lightweight's bracket of four (a semi-final decided:
 * its winner through, its loser's bronze; the other under way) and flyweight's bracket of five (its one
 * first-round bout decided: its loser eliminated, the others drawn with their bout numbers).
 */
describe.each(testDatabaseKinds())('entry standings on %s', (kind) => {
  let database: DatabaseHandle;
  let welter: { boxerId: string; entryId: number }[];
  let light: { semi1: { winner: number; loser: number }; semi2: [number, number] };
  let fly: { loser: number; waiting: number; waitingBout: number };
  let coachWorkspace: Awaited<ReturnType<typeof workspaceFor>>;

  const standingOfBoxer = async (boxerId: string): Promise<EntryStanding> => {
    const [s] = await entryStandings(database.db, { boxerId });
    return s!;
  };
  const boxerOf = async (entryId: number) => {
    const [row] = await database.db
      .select({ boxerId: entries.boxerId })
      .from(entries)
      .where(eq(entries.id, entryId));
    return row!.boxerId;
  };

  /** A category's bouts in the bout order, each still to box with two boxers given its officials. */
  async function officiated(categoryId: number) {
    const db = database.db;
    const rows = await db
      .select()
      .from(bouts)
      .where(eq(bouts.categoryId, categoryId))
      .orderBy(asc(bouts.number));
    for (const b of rows)
      if (b.status === 'scheduled' && b.redEntryId !== null && b.blueEntryId !== null)
        await assignOfficials(db, event.workspaces.organiser, b.id, {
          referee: 'referee',
          judges,
          recorder: 'official',
        });
    return rows;
  }
  let event: Awaited<ReturnType<typeof seedEvent>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    event = await seedEvent(db);
    await db.update(tournaments).set({ entryFee: 25_000 }).where(eq(tournaments.id, event.tournamentId));
    const [lightweight, welterweight, flyweight] = event.categoryIds;

    // Before the draw. Femi coaches them (a coach whose membership is an official's: his own students only).
    welter = await event.enterBoxers(welterweight, [null, null, null], { profile: { coachId: 'official' } });
    const [, weighed, withdrawn] = welter as [unknown, { entryId: number }, { entryId: number }];
    await db.insert(weighIns).values({
      entryId: weighed.entryId,
      day: '2026-12-05',
      weightKg: 63.4,
      madeWeight: true,
      medicalCleared: true,
    });
    await db
      .update(entries)
      .set({ status: 'weighed_in', paidAt: new Date('2026-11-20T10:00:00Z') })
      .where(eq(entries.id, weighed.entryId));
    await db.update(entries).set({ status: 'withdrawn' }).where(eq(entries.id, withdrawn.entryId));
    coachWorkspace = await workspaceFor(db, eventPerson('official'));

    // Flyweight's five and lightweight's four are drawn, and the bout order made (one ring).
    await event.enter(flyweight, ['A', 'B', 'A', 'B', null]);
    await drawCategory(db, event.workspaces.organiser, flyweight, { seed: 5 });
    await event.enter(lightweight, ['A', 'B', 'A', 'B']);
    await drawCategory(db, event.workspaces.organiser, lightweight, { seed: 3 });
    await setSessions(db, event.workspaces.organiser, event.tournamentId, {
      rings: 1,
      sessions: [
        { day: '2026-12-05', start: '10:00' },
        { day: '2026-12-06', start: '14:00' },
      ],
    });
    await scheduleTournament(db, event.workspaces.organiser, event.tournamentId);

    // Flyweight: the one first-round bout is decided.
    const flyBouts = await officiated(flyweight);
    const first = flyBouts.find(
      (b) => b.redEntryId !== null && b.blueEntryId !== null && b.engineBoutId.startsWith('W1'),
    )!;
    await startBout(db, referee, first.id);
    await decide(db, referee, first.id, { outcome: 'RSC', winner: 'red', round: 1 });
    // A boxer through on a bye, waiting for their first bout (read after the decision fills its corner).
    const waitingBout = (await officiated(flyweight)).find(
      (b) => b.id !== first.id && b.number !== null && (b.redEntryId !== null || b.blueEntryId !== null),
    )!;
    fly = {
      loser: first.blueEntryId!,
      waiting: (waitingBout.redEntryId ?? waitingBout.blueEntryId)!,
      waitingBout: waitingBout.number!,
    };

    // Lightweight: four boxers; semi-final 1 decided, semi-final 2 under way.
    const lightBouts = await officiated(lightweight);
    const [s1, s2] = lightBouts.filter((b) => b.redEntryId !== null && b.blueEntryId !== null) as [
      (typeof lightBouts)[number],
      (typeof lightBouts)[number],
    ];
    await startBout(db, referee, s1.id);
    await decide(db, referee, s1.id, { outcome: 'RSC', winner: 'red', round: 2 });
    await startBout(db, referee, s2.id);
    light = {
      semi1: { winner: s1.redEntryId!, loser: s1.blueEntryId! },
      semi2: [s2.redEntryId!, s2.blueEntryId!],
    };
  });
  afterAll(async () => {
    await database.close();
  });

  it('entered: the category, the weigh-in day and hour in Lagos, and the fee due', async () => {
    const s = await standingOfBoxer(welter[0]!.boxerId);
    expect(s).toMatchObject({
      state: 'entered',
      category: 'Welterweight (147 lbs) · Elite 20-34 · Men',
      weighIn: { day: '2026-12-05', time: '08:00' },
      fee: { amount: 25_000, paid: false },
      tournament: { id: event.tournamentId, slug: 'lagos-open', name: 'Lagos Open' },
    });
    expect(standingText(s)).toBe(
      'Entered · Welterweight (147 lbs) · Elite 20-34 · Men · weigh-in Sat 5 Dec, 08:00 · ₦25,000 due',
    );
  });

  it('weighed in: the weight made, the fee paid', async () => {
    const s = await standingOfBoxer(welter[1]!.boxerId);
    expect(s).toMatchObject({ state: 'weighed_in', weighedKg: 63.4, fee: { paid: true } });
    expect(standingText(s)).toBe(
      'Weighed in · Welterweight (147 lbs) · Elite 20-34 · Men · made weight at 63.4 kg · waiting for the draw · ₦25,000 paid',
    );
  });

  it('withdrawn', async () => {
    const s = await standingOfBoxer(welter[2]!.boxerId);
    expect(s.state).toBe('withdrawn');
    expect(standingText(s)).toBe('Withdrawn · Welterweight (147 lbs) · Elite 20-34 · Men');
  });

  it('drawn: with the number, ring and time of their next bout', async () => {
    const s = await standingOfBoxer(await boxerOf(fly.waiting));
    expect(s).toMatchObject({ state: 'drawn', bout: { number: fly.waitingBout, ring: 1, live: false } });
    expect(standingText(s)).toMatch(
      new RegExp(
        `^Drawn · Flyweight \\(112 lbs\\) · Elite 20-34 · Men · Bout ${fly.waitingBout}, Ring 1, Sat 5 Dec, \\d{2}:\\d{2}$`,
      ),
    );
  });

  it('boxing: now, while their bout is under way; through to the next bout once they won one', async () => {
    const [red, blue] = light.semi2;
    for (const entryId of [red, blue]) {
      const s = await standingOfBoxer(await boxerOf(entryId));
      expect(s).toMatchObject({ state: 'boxing', bout: { live: true, ring: 1 } });
      expect(standingHeadline(s)).toBe('Boxing now');
    }
    const through = await standingOfBoxer(await boxerOf(light.semi1.winner));
    expect(through).toMatchObject({ state: 'boxing', bout: { live: false } });
    expect(standingText(through)).toMatch(
      /^Through to the next bout · Lightweight .* · next: Bout \d+, Ring 1, Sun 6 Dec, 14:\d{2}$/,
    );
  });

  it('eliminated: beaten before the medals', async () => {
    const s = await standingOfBoxer(await boxerOf(fly.loser));
    expect(s).toMatchObject({ state: 'eliminated', bout: null, medal: null });
    expect(standingHeadline(s)).toBe('Eliminated');
  });

  it('placed, with the medal: a beaten semi-finalist of four has bronze at once', async () => {
    const s = await standingOfBoxer(await boxerOf(light.semi1.loser));
    expect(s).toMatchObject({ state: 'placed', medal: 'bronze' });
    expect(standingText(s)).toBe('Bronze medal · Lightweight (135 lbs) · Elite 20-34 · Men');
  });

  it("a coach's students' entries, and only theirs; narrowed to a tournament", async () => {
    const mine = await entryStandings(database.db, { coach: coachWorkspace });
    expect(mine.map((s) => s.boxerId).sort()).toEqual(welter.map((w) => w.boxerId).sort());
    expect(
      await entryStandings(
        database.db,
        { coach: coachWorkspace },
        { tournamentIds: [event.tournamentId + 1] },
      ),
    ).toEqual([]);
    expect(await entryStandings(database.db, { boxerId: 'spectator' })).toEqual([]);
  });
});
