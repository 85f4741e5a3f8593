import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import {
  awards,
  bouts,
  entries,
  fouls,
  liveEvents,
  medicalSuspensions,
  outbox,
  profiles,
  resultCorrections,
  scorecards,
  tournaments,
  user,
} from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { addDays, lagosDate } from '~/lib/lagos-time';
import { drawCategory } from './draws.server';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import {
  boutSheet,
  correctResult,
  decide,
  recordFoul,
  startBout,
  submitScorecard,
} from './officiating.server';
import { assignOfficials, scheduleTournament, setSessions } from './schedule.server';

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { status, code, message, fields } = error as ServiceError;
  return { status, code, message, fields };
}

const person = (id: string, role: Viewer['role'] = 'referee'): Viewer => ({
  id,
  name: id,
  email: `${id}@example.ng`,
  role,
});
const referee = person('referee');
const judges = [person('judge-2'), person('club-official'), person('judge-3')] as const;
const recorder = person('official', 'coach');
const organiser = person('organiser', 'coach');
const spectator = person('spectator', 'spectator');

describe.each(testDatabaseKinds())('officiating bouts on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  /** Four boxers in a bracket (two semi-finals and a final), officials on every bout. */
  async function bracketOfFour(options: Parameters<typeof seedEvent>[1] = {}) {
    const db = database.db;
    const event = await seedEvent(db, options);
    const entryIds = await event.enter(event.categoryIds[0], ['A', 'B', 'A', 'B']);
    await drawCategory(db, event.workspaces.organiser, event.categoryIds[0], { seed: 3 });
    const rows = await db
      .select()
      .from(bouts)
      .where(eq(bouts.categoryId, event.categoryIds[0]))
      .orderBy(asc(bouts.engineBoutId));
    // Five judges are assigned by the test that needs them.
    if (options.rules?.judgesCount !== 5)
      for (const b of rows)
        await assignOfficials(db, event.workspaces.organiser, b.id, {
          referee: 'referee',
          judges: judges.map((j) => j.id),
          recorder: 'official',
        });
    const semis = rows.filter((b) => b.redEntryId !== null && b.blueEntryId !== null);
    const final = rows.find((b) => b.redEntryId === null)!;
    return { event, entryIds, semis, final };
  }

  /** Every judge scores the rounds given, from round `from`. */
  async function boxRounds(boutId: number, cards: Array<[number, number]>, from = 1) {
    let last;
    for (let i = 0; i < cards.length; i++)
      for (const judge of judges) {
        const round = from + i;
        const [red, blue] = cards[i]!;
        last = await submitScorecard(database.db, judge, boutId, { round, red, blue });
      }
    return last!;
  }

  async function boutRow(id: number) {
    const [row] = await database.db.select().from(bouts).where(eq(bouts.id, id));
    return row!;
  }

  it('starts a bout, takes each judge’s card once, shows a round to the public only when complete, and decides on points', async () => {
    const { semis, final } = await bracketOfFour();
    const bout = semis[0]!;
    expect(
      await refusal(submitScorecard(database.db, judges[0], bout.id, { round: 1, red: 10, blue: 9 })),
    ).toMatchObject({
      status: 409,
      code: 'bout_not_started',
    });
    expect(await refusal(startBout(database.db, judges[0], bout.id))).toMatchObject({ status: 403 });
    const started = await startBout(database.db, referee, bout.id);
    expect(started.status).toBe('in_progress');
    const [t] = await database.db.select({ status: tournaments.status }).from(tournaments);
    expect(t!.status).toBe('in_progress');

    await submitScorecard(database.db, judges[0], bout.id, { round: 1, red: 10, blue: 9 });
    const second = await submitScorecard(database.db, judges[1], bout.id, { round: 1, red: 9, blue: 10 });
    expect(second.roundComplete).toBe(false);
    // Two of three cards in: the public sees nothing of round 1; a judge sees only their own card.
    const publicView = await boutSheet(database.db, null, bout.id);
    expect(publicView.rounds[0]).toMatchObject({ complete: false, cards: [], mine: null });
    const judgeView = await boutSheet(database.db, judges[0], bout.id);
    expect(judgeView.viewer).toEqual({ role: 'judge', seat: 1 });
    expect(judgeView.rounds[0]).toMatchObject({ cards: [], mine: { red: 10, blue: 9 } });

    const third = await submitScorecard(database.db, judges[2], bout.id, { round: 1, red: 10, blue: 8 });
    expect(third).toMatchObject({ roundComplete: true, decided: false, replayed: false });
    expect((await boutSheet(database.db, null, bout.id)).rounds[0]!.cards).toEqual([
      { seat: 1, red: 10, blue: 9 },
      { seat: 2, red: 9, blue: 10 },
      { seat: 3, red: 10, blue: 8 },
    ]);
    // A judge still sees only their own card until the bout is decided.
    expect((await boutSheet(database.db, judges[1], bout.id)).rounds[0]!.cards).toEqual([]);

    // A double tap sends the same card again: counted once.
    const replay = await submitScorecard(database.db, judges[2], bout.id, { round: 1, red: 10, blue: 8 });
    expect(replay.replayed).toBe(true);
    expect(await database.db.select().from(scorecards)).toHaveLength(3);

    const last = await boxRounds(
      bout.id,
      [
        [10, 9],
        [10, 9],
      ],
      2,
    );
    expect(last.decided).toBe(true);
    expect(last.sheet.decision).toMatchObject({ outcome: 'WP', winner: 'red', verdict: 'unanimous' });
    const decidedRow = await boutRow(bout.id);
    expect(decidedRow).toMatchObject({ status: 'decided', outcome: 'WP', winnerEntryId: bout.redEntryId });
    // The winner moves on to the final.
    const finalRow = await boutRow(final.id);
    expect([finalRow.redEntryId, finalRow.blueEntryId]).toContain(bout.redEntryId);
    // Records: the winner gains a win, the loser a loss.
    const [winner] = await database.db
      .select({ wins: profiles.wins, losses: profiles.losses })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(profiles.id, started.red!.boxerId));
    expect(winner).toEqual({ wins: 1, losses: 0 });
  });

  it('refuses the wrong judge, bad numbers, rounds out of order and a changed card, storing nothing', async () => {
    const { semis } = await bracketOfFour();
    const bout = semis[0]!;
    await startBout(database.db, referee, bout.id);
    expect(
      await refusal(submitScorecard(database.db, spectator, bout.id, { round: 1, red: 10, blue: 9 })),
    ).toMatchObject({
      status: 403,
      code: 'not_a_judge',
    });
    expect(
      await refusal(submitScorecard(database.db, referee, bout.id, { round: 1, red: 10, blue: 9 })),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await refusal(submitScorecard(database.db, judges[0], bout.id, { round: 1, red: 10, blue: 10 })),
    ).toMatchObject({
      status: 400,
      code: 'invalid_scorecard',
    });
    expect(
      await refusal(submitScorecard(database.db, judges[0], bout.id, { round: 1, red: 11, blue: 9 })),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await refusal(submitScorecard(database.db, judges[0], bout.id, { round: 4, red: 10, blue: 9 })),
    ).toMatchObject({
      status: 400,
      fields: { round: ['A round from 1 to 3'] },
    });
    expect(
      await refusal(submitScorecard(database.db, judges[0], bout.id, { round: 2, red: 10, blue: 9 })),
    ).toMatchObject({
      status: 409,
      code: 'round_out_of_order',
    });
    expect(await database.db.select().from(scorecards)).toHaveLength(0);
    await submitScorecard(database.db, judges[0], bout.id, { round: 1, red: 10, blue: 9 });
    expect(
      await refusal(submitScorecard(database.db, judges[0], bout.id, { round: 1, red: 9, blue: 10 })),
    ).toMatchObject({
      status: 409,
      code: 'round_already_scored',
    });
    // The recorder types another judge's card by seat; a judge cannot.
    expect(
      await refusal(
        submitScorecard(database.db, judges[0], bout.id, { round: 1, red: 10, blue: 9, seat: 2 }),
      ),
    ).toMatchObject({ status: 403 });
    await submitScorecard(database.db, recorder, bout.id, { round: 1, red: 10, blue: 8, seat: 2 });
    const rows = await database.db.select().from(scorecards).orderBy(asc(scorecards.seat));
    expect(rows.map((r) => [r.seat, r.red, r.blue, r.enteredBy])).toEqual([
      [1, 10, 9, 'judge-2'],
      [2, 10, 8, 'official'],
    ]);
    // Nobody but the referee records fouls or decides.
    expect(
      await refusal(
        recordFoul(database.db, judges[0], bout.id, {
          corner: 'red',
          foulType: 'holding',
          round: 1,
          deduct: true,
        }),
      ),
    ).toMatchObject({ status: 403 });
    expect(
      await refusal(decide(database.db, organiser, bout.id, { outcome: 'KO', winner: 'red', round: 1 })),
    ).toMatchObject({
      status: 403,
    });
    expect(await database.db.select().from(fouls)).toHaveLength(0);
  });

  it('ends a bout by DSQ at a corner’s third warning; a caution does not count', async () => {
    const { semis } = await bracketOfFour();
    const bout = semis[0]!;
    await startBout(database.db, referee, bout.id);
    const caution = await recordFoul(database.db, referee, bout.id, {
      corner: 'blue',
      foulType: 'holding',
      round: 1,
      deduct: false,
      description: 'Held behind the head',
    });
    expect(caution).toMatchObject({ disqualified: false, sheet: { warnings: { red: 0, blue: 0 } } });
    for (const foulType of ['low_blow', 'head_butt'] as const)
      expect(
        (
          await recordFoul(database.db, referee, bout.id, {
            corner: 'blue',
            foulType,
            round: 2,
            deduct: true,
          })
        ).disqualified,
      ).toBe(false);
    const third = await recordFoul(database.db, referee, bout.id, {
      corner: 'blue',
      foulType: 'unsportsmanlike_conduct',
      round: 2,
      deduct: true,
    });
    expect(third.disqualified).toBe(true);
    expect(third.sheet.decision).toMatchObject({ outcome: 'DSQ', winner: 'red' });
    expect(await boutRow(bout.id)).toMatchObject({
      status: 'decided',
      outcome: 'DSQ',
      winnerEntryId: bout.redEntryId,
    });
    expect(
      await refusal(
        recordFoul(database.db, referee, bout.id, {
          corner: 'red',
          foulType: 'pushing',
          round: 2,
          deduct: true,
        }),
      ),
    ).toMatchObject({ status: 409, code: 'bout_decided' });
    expect(await database.db.select().from(fouls).where(eq(fouls.boutId, bout.id))).toHaveLength(4);
  });

  it('suspends a boxer stopped by KO, awards the medals and completes the tournament after the final; a correction with a reason re-derives what follows and says what it sets aside', async () => {
    const { semis, final } = await bracketOfFour();
    const [s1, s2] = semis as [(typeof semis)[0], (typeof semis)[0]];
    // Where each entry stands (DESIGN: drawn → boxing → eliminated | placed), as the entries list says.
    const standing = async () => {
      const rows = await database.db.select({ id: entries.id, status: entries.status }).from(entries);
      const of = (id: number | null) => rows.find((r) => r.id === id)!.status;
      return [of(s1.redEntryId), of(s1.blueEntryId), of(s2.redEntryId), of(s2.blueEntryId)];
    };
    expect(await standing()).toEqual(['drawn', 'drawn', 'drawn', 'drawn']);
    await startBout(database.db, referee, s1.id);
    expect(await standing()).toEqual(['boxing', 'boxing', 'drawn', 'drawn']);
    expect(
      await refusal(decide(database.db, referee, s1.id, { outcome: 'KO', winner: 'red' })),
    ).toMatchObject({
      status: 400,
      fields: { round: ['Say in which round the bout ended'] },
    });
    expect(await refusal(decide(database.db, referee, s1.id, { outcome: 'WP' }))).toMatchObject({
      status: 409,
      code: 'cards_missing',
    });
    // Thirty days from the day of the stoppage in Lagos (either side of midnight, if the test runs across it).
    const dayBefore = lagosDate(new Date());
    await decide(database.db, referee, s1.id, { outcome: 'KO', winner: 'red', round: 2 });
    const dayAfter = lagosDate(new Date());
    const s1Sheet = await boutSheet(database.db, null, s1.id);
    const loser = s1Sheet.blue!.boxerId;
    const [suspended] = await database.db.select().from(profiles).where(eq(profiles.id, loser));
    expect([addDays(dayBefore, 30), addDays(dayAfter, 30)]).toContain(suspended!.suspendedUntil);
    expect(suspended!.losses).toBe(1);
    // Beaten in a semi-final of four: a bronze at once.
    expect(await standing()).toEqual(['boxing', 'placed', 'drawn', 'drawn']);

    await startBout(database.db, referee, s2.id);
    await decide(database.db, referee, s2.id, { outcome: 'RSC', winner: 'blue', round: 1 });
    await startBout(database.db, referee, final.id);
    await boxRounds(final.id, [
      [10, 9],
      [10, 8],
      [9, 10],
    ]);
    const medals = await database.db.select().from(awards).orderBy(asc(awards.place));
    expect(medals.map((m) => [m.awardType, m.place])).toEqual([
      ['gold_medal', 1],
      ['silver_medal', 2],
      ['bronze_medal', 3],
      ['bronze_medal', 3],
    ]);
    expect(medals[0]!.title).toBe('Gold medal — Lightweight (135 lbs) · Elite 20-34 · Men');
    const [done] = await database.db.select({ status: tournaments.status }).from(tournaments);
    expect(done!.status).toBe('completed');
    expect(await standing()).toEqual(['placed', 'placed', 'placed', 'placed']);

    // The organiser corrects semi-final 1: the other boxer won. The final was boxed by the old winner.
    expect(
      await refusal(
        correctResult(database.db, organiser, s1.id, {
          outcome: 'RSC',
          winner: 'blue',
          round: 2,
          reason: 'x',
        }),
      ),
    ).toMatchObject({ status: 400, code: 'invalid_correction' });
    expect(
      await refusal(
        correctResult(database.db, person('other-organiser', 'coach'), s1.id, {
          outcome: 'RSC',
          winner: 'blue',
          round: 2,
          reason: 'Video review of the stoppage',
        }),
      ),
    ).toMatchObject({ status: 403 });
    const finalNumber = (await boutRow(final.id)).number;
    const asked = await refusal(
      correctResult(database.db, organiser, s1.id, {
        outcome: 'RSC',
        winner: 'blue',
        round: 2,
        reason: 'Video review of the stoppage',
      }),
    );
    expect(asked).toMatchObject({ status: 409, code: 'correction_voids_bouts' });
    expect(asked.message).toContain(`bout ${finalNumber ?? final.engineBoutId}`);
    expect(await database.db.select().from(resultCorrections)).toHaveLength(0);

    const corrected = await correctResult(
      database.db,
      organiser,
      s1.id,
      {
        outcome: 'RSC',
        winner: 'blue',
        round: 2,
        reason: 'Video review of the stoppage',
        acceptVoided: true,
      },
      { notify: { baseUrl: 'https://ajbxng.test' } },
    );
    // Everyone it touches hears of it, once: the two boxers of the semi-final and the other finalist (the
    // loser of the other semi-final is not concerned).
    const news = await database.db.select().from(outbox).where(eq(outbox.kind, 'result-corrected'));
    const owner = async (entryId: number | null) =>
      (await database.db.select().from(entries).where(eq(entries.id, entryId!)))[0]!.boxerId;
    expect(news.map((m) => m.toAddress).sort()).toEqual(
      [await owner(s1.redEntryId), await owner(s1.blueEntryId), await owner(s2.blueEntryId)]
        .map((id) => `${id}@example.ng`)
        .sort(),
    );
    expect(news[0]!.textBody).toContain('Now: RSC · to Boxer');
    expect(news[0]!.textBody).toContain('Reason given by the organisers: Video review of the stoppage');
    expect(news[0]!.textBody).toContain(`bout ${finalNumber ?? final.engineBoutId} no longer stands`);
    expect(corrected.voided).toHaveLength(1);
    expect(corrected.sheet.decision).toMatchObject({ outcome: 'RSC', winner: 'blue' });
    expect(corrected.sheet.corrections).toEqual([
      expect.objectContaining({
        actorName: 'Olu Organiser',
        reason: 'Video review of the stoppage',
        before: expect.objectContaining({ outcome: 'KO', winner: 'red' }),
        after: expect.objectContaining({ outcome: 'RSC', winner: 'blue' }),
      }),
    ]);
    // The final is to be boxed again, with the new winner; the medals are withdrawn until it is; the
    // suspension of a KO that no longer stands is lifted; the records follow.
    const again = await boutRow(final.id);
    expect(again.status).toBe('scheduled');
    expect([again.redEntryId, again.blueEntryId]).toContain(s1.blueEntryId);
    expect(await database.db.select().from(awards)).toHaveLength(0);
    const [t] = await database.db.select({ status: tournaments.status }).from(tournaments);
    expect(t!.status).toBe('in_progress');
    const [lifted] = await database.db.select().from(medicalSuspensions);
    expect(lifted!.liftedAt).not.toBeNull();
    const [cleared] = await database.db.select().from(profiles).where(eq(profiles.id, loser));
    expect(cleared).toMatchObject({ suspendedUntil: null, wins: 1, losses: 0 });
    // The entries follow the correction: semi-final 1's old winner holds the bronze, its new one and the
    // other finalist have the final to box again.
    expect(await standing()).toEqual(['placed', 'boxing', 'placed', 'boxing']);
  });

  it('a correction to the result the bout already has changes nothing: no audit, event or e-mail, and of identical ones sent together only the first counts', async () => {
    const { semis } = await bracketOfFour();
    const s1 = semis[0]!;
    await startBout(database.db, referee, s1.id);
    await decide(database.db, referee, s1.id, { outcome: 'KO', winner: 'red', round: 2 });
    const notify = { notify: { baseUrl: 'https://ajbxng.test' } };
    const correction = {
      outcome: 'RSC',
      winner: 'red',
      round: 2,
      reason: 'The referee waved it off',
    } as const;
    const audit = () => database.db.select().from(resultCorrections);
    const mails = () => database.db.select().from(outbox).where(eq(outbox.kind, 'result-corrected'));
    const announced = async () =>
      (await database.db.select().from(liveEvents)).filter((e) => e.type === 'bout.corrected');

    // The decision as it stands, sent again as a correction: a no-op, said so.
    const unchanged = await correctResult(
      database.db,
      organiser,
      s1.id,
      { outcome: 'KO', winner: 'red', round: 2, reason: 'Checking the result' },
      notify,
    );
    expect(unchanged).toMatchObject({ changed: false, voided: [] });
    expect(unchanged.sheet.decision).toMatchObject({ outcome: 'KO', winner: 'red', round: 2 });
    expect(await audit()).toHaveLength(0);

    // Ten identical corrections at once, then two more one after the other: exactly one change.
    const together = await Promise.all(
      Array.from({ length: 10 }, () => correctResult(database.db, organiser, s1.id, correction, notify)),
    );
    expect(together.filter((c) => c.changed)).toHaveLength(1);
    for (let i = 0; i < 2; i++)
      expect((await correctResult(database.db, organiser, s1.id, correction, notify)).changed).toBe(false);
    expect(await audit()).toHaveLength(1);
    expect(await announced()).toHaveLength(1);
    // Both boxers of the bout heard of it once.
    expect(await mails()).toHaveLength(2);
    expect((await boutRow(s1.id)).outcome).toBe('RSC');

    // A different round is a change again.
    const later = await correctResult(database.db, organiser, s1.id, { ...correction, round: 1 }, notify);
    expect(later.changed).toBe(true);
    expect(await audit()).toHaveLength(2);
  });

  it('five judges sending the same round at the same instant: exactly five cards, one round result', async () => {
    const db = database.db;
    const { event, semis } = await bracketOfFour({ rules: { judgesCount: 5 } });
    await db
      .insert(user)
      .values({ id: 'referee-2', name: 'Remi Referee', email: 'remi@example.ng', role: 'referee' });
    const five = ['judge-2', 'club-official', 'judge-3', 'official', 'referee'];
    const bout = semis[0]!;
    await assignOfficials(db, event.workspaces.organiser, bout.id, { referee: 'referee-2', judges: five });
    await startBout(db, person('referee-2'), bout.id);
    const sent = await Promise.all(
      five.map((id) => submitScorecard(db, person(id), bout.id, { round: 1, red: 10, blue: 9 })),
    );
    expect(
      await db
        .select()
        .from(scorecards)
        .where(and(eq(scorecards.boutId, bout.id), eq(scorecards.round, 1))),
    ).toHaveLength(5);
    expect(sent.filter((s) => s.roundComplete)).toHaveLength(1);
    // And again, all at once, as retries: nothing more.
    await Promise.all(
      five.map((id) => submitScorecard(db, person(id), bout.id, { round: 1, red: 10, blue: 9 })),
    );
    expect(await db.select().from(scorecards)).toHaveLength(5);
  });

  /** Two categories of two boxers, one bout each, scheduled one after the other on ring 1 (issue 26, item 4). */
  async function twoBoutsOnRingOne() {
    const db = database.db;
    const event = await seedEvent(db);
    const categories = [event.categoryIds[0], event.categoryIds[1]];
    for (const categoryId of categories) {
      await event.enter(categoryId, ['A', 'B']);
      await drawCategory(db, event.workspaces.organiser, categoryId, { seed: 3 });
    }
    await setSessions(db, event.workspaces.organiser, event.tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(db, event.workspaces.organiser, event.tournamentId);
    const rows = await db
      .select()
      .from(bouts)
      .where(inArray(bouts.categoryId, categories))
      .orderBy(asc(bouts.number));
    expect(rows.map((b) => b.ring)).toEqual([1, 1]);
    for (const b of rows)
      await assignOfficials(db, event.workspaces.organiser, b.id, {
        referee: 'referee',
        judges: judges.map((j) => j.id),
      });
    return rows as [(typeof rows)[number], (typeof rows)[number]];
  }

  it('refuses a second bout in progress on a ring, naming the bout in the ring, until that one is decided', async () => {
    const db = database.db;
    const [first, second] = await twoBoutsOnRingOne();
    await startBout(db, referee, first.id);
    expect(await refusal(startBout(db, referee, second.id))).toEqual({
      status: 409,
      code: 'ring_busy',
      message: `Bout ${first.number} is still in progress on Ring 1.`,
      fields: undefined,
    });
    expect((await boutRow(second.id)).status).toBe('scheduled');
    await decide(db, referee, first.id, { outcome: 'RSC', winner: 'red', round: 1 });
    expect((await startBout(db, referee, second.id)).status).toBe('in_progress');
  });

  it('two starts racing on one ring: one starts, the other is a 409 ring_busy, never a 500', async () => {
    const db = database.db;
    const [first, second] = await twoBoutsOnRingOne();
    const settled = await Promise.allSettled([
      startBout(db, referee, first.id),
      startBout(db, referee, second.id),
    ]);
    const started = settled.filter((s) => s.status === 'fulfilled');
    const refused = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const error = refused[0]!.reason as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect({ status: error.status, code: error.code }).toEqual({ status: 409, code: 'ring_busy' });
    expect(error.message).toMatch(/^Bout \d+ is still in progress on Ring 1\.$/);
    const live = await db.select().from(bouts).where(eq(bouts.status, 'in_progress'));
    expect(live).toHaveLength(1);
  });
});
