import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, entries, messages, profiles, user } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { setClock } from '@server/clock';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { queueEntryConfirmedMessages } from '~/features/entries';
import { drawAll, drawCategory } from './draws.server';
import { correctResult, decide, startBout, submitScorecard } from './officiating.server';
import { queueBoutSoonMessages, queueWeighInReminders } from './phone-reminders.server';
import { assignOfficials, moveBout, scheduleTournament, setSessions } from './schedule.server';

const person = (id: string): Viewer => ({ id, name: id, email: `${id}@example.ng`, role: 'referee' });
const judges = [person('judge-2'), person('club-official'), person('judge-3')] as const;
const notify = { notify: { baseUrl: 'https://ajbxng.test' } };
/** The Lagos Open's first day, 09:00 WAT (the builder's tournament: 5-6 December 2026). */
const EVENT_MORNING = new Date('2026-12-05T08:00:00Z');

/** The messages each phone would receive (issue 32 item 2), as the rows a person would be sent. */
describe.each(testDatabaseKinds())('the triggers of messages by phone on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    setClock(EVENT_MORNING);
  });
  afterEach(async () => {
    setClock(null);
    await database.close();
  });

  const sent = (purpose?: string) =>
    database.db
      .select()
      .from(messages)
      .where(purpose ? eq(messages.purpose, purpose) : undefined)
      .orderBy(asc(messages.id));

  /** Boxers of clubs A and B; the first on WhatsApp, the second on SMS, the second a minor with a guardian. */
  async function event(clubs: Array<'A' | 'B'> = ['A', 'B']) {
    const built = await seedEvent(database.db);
    const entered = await built.enterBoxers(built.categoryIds[0], clubs);
    const names = [
      ['Lanre', 'Ogbu'],
      ['Tunde', 'Ade'],
      ['Sola', 'Bello'],
      ['Kunle', 'Eze'],
    ] as const;
    for (const [i, e] of entered.entries())
      await database.db
        .update(profiles)
        .set({ firstName: names[i]![0], lastName: names[i]![1] })
        .where(eq(profiles.id, e.boxerId));
    const phones = ['+2348035550401', '+2348035550402', '+2348035550403', '+2348035550404'];
    for (const [i, e] of entered.entries())
      await database.db
        .update(user)
        .set({ phoneNumber: phones[i], messageChannel: i === 1 ? 'sms' : 'whatsapp' })
        .where(eq(user.id, e.boxerId));
    await database.db
      .update(entries)
      .set({ guardianName: 'Mrs Ade', guardianPhone: '+2348075550499', guardianConsentAt: EVENT_MORNING })
      .where(eq(entries.id, entered[1]!.entryId));
    return { ...built, entered };
  }

  it('entry confirmed: the boxer on their channel with the fee to pay, the guardian of a minor on WhatsApp; once', async () => {
    const { tournamentId, entered } = await event();
    await database.db.update(user).set({ messageChannel: 'email' }).where(eq(user.id, entered[0]!.boxerId));
    // Entered at 23:30 WAT, days before the event: not urgent, held by quiet hours until 07:00.
    setClock(new Date('2026-12-01T22:30:00Z'));
    await database.db.transaction((tx) =>
      queueEntryConfirmedMessages(
        tx,
        tournamentId,
        entered.map((e) => e.entryId),
      ),
    );
    await database.db.transaction((tx) =>
      queueEntryConfirmedMessages(tx, tournamentId, [entered[1]!.entryId]),
    );
    const rows = await sent('entry-confirmed');
    // The first chose e-mail: their e-mail is the entry e-mail's, no phone message.
    expect(rows.map((m) => [m.recipientName, m.channel, m.toAddress])).toEqual([
      ['Tunde Ade', 'sms', '+2348035550402'],
      ['Mrs Ade (guardian of Tunde Ade)', 'whatsapp', '+2348075550499'],
    ]);
    expect(rows[0]!.body).toMatch(
      /^Tunde Ade is entered in Lagos Open, Lagos, Sat 5 Dec\. Weigh-in .+\. (₦[\d,]+ to pay|No entry fee)\.$/,
    );
    expect(rows[0]!.body.length).toBeLessThanOrEqual(160);
    expect(rows[1]!.body).toBe(rows[0]!.body);
    expect(rows[0]!.template).toBe('entry_confirmed');
    expect(rows[0]!.nextAttemptAt.toISOString()).toBe('2026-12-02T06:00:00.000Z');
  });

  it('draw made with the first bout; a bout put back more than 10 minutes is told with its new time, a reschedule that changes nothing is not', async () => {
    const { tournamentId, workspaces, entered } = await event(['A', 'B', 'A', 'B']);
    await drawAll(database.db, workspaces.organiser, tournamentId);
    await setSessions(database.db, workspaces.organiser, tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(database.db, workspaces.organiser, tournamentId);
    const drawn = await sent('draw-made');
    expect(drawn).toHaveLength(5);
    const tunde = drawn.filter((m) => m.body.includes("Tunde Ade's"));
    expect(tunde.map((m) => [m.recipientName, m.channel, m.toAddress])).toEqual([
      ['Tunde Ade', 'sms', '+2348035550402'],
      ['Mrs Ade (guardian of Tunde Ade)', 'whatsapp', '+2348075550499'],
    ]);
    expect(tunde[0]!.body).toMatch(
      /^Lagos Open: the draw is made\. Tunde Ade's first bout is bout \d, ring 1, about 10:(00|14) WAT\.$/,
    );
    // Event day: quiet hours do not hold it.
    expect(tunde[0]!.body.length).toBeLessThanOrEqual(160);

    // The day starts 15 minutes later: every boxer's bout is put back 15 minutes, each told once.
    await setSessions(database.db, workspaces.organiser, tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:15' }],
    });
    await scheduleTournament(database.db, workspaces.organiser, tournamentId);
    await scheduleTournament(database.db, workspaces.organiser, tournamentId);
    const moved = await sent('bout-time-moved');
    expect(moved).toHaveLength(5);
    const mine = moved.find((m) => m.userId === entered[0]!.boxerId)!;
    expect(mine).toMatchObject({ channel: 'whatsapp', toAddress: '+2348035550401' });
    expect(mine.body).toMatch(
      /^Lagos Open: bout \d \(ring 1\), (Lanre Ogbu v \w+ \w+|\w+ \w+ v Lanre Ogbu), is now about 10:(15|29) WAT, was 10:(00|14) WAT\.$/,
    );
    expect(await sent('draw-made')).toHaveLength(5);
  });

  it('"on in about 30 minutes": once per bout to both boxers and the guardian, with ring and number; again once put back more than 10 minutes, not when it comes forward or back to the time told', async () => {
    const { tournamentId, workspaces, entered } = await event(['A', 'B', 'A', 'B']);
    await drawAll(database.db, workspaces.organiser, tournamentId);
    await setSessions(database.db, workspaces.organiser, tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(database.db, workspaces.organiser, tournamentId);
    const [first, second] = (
      await database.db.select().from(bouts).where(eq(bouts.tournamentId, tournamentId))
    )
      .filter((b) => b.number !== null && b.redEntryId !== null)
      .sort((a, b) => a.number! - b.number!);
    // 09:25 WAT: the first bout (10:00) is 35 minutes away: nothing yet.
    const at = (wat: string) => new Date(`2026-12-05T${wat}:00+01:00`);
    expect(await queueBoutSoonMessages(database.db, tournamentId, at('09:25'))).toBe(0);
    // 09:31: within 30 minutes. Asked twice (two instances, the next minute): told once.
    await Promise.all([
      queueBoutSoonMessages(database.db, tournamentId, at('09:31')),
      queueBoutSoonMessages(database.db, tournamentId, at('09:31')),
    ]);
    await queueBoutSoonMessages(database.db, tournamentId, at('09:32'));
    const soon = await sent('bout-soon');
    const corners = [first!.redEntryId, first!.blueEntryId];
    const boxers = entered.filter((e) => corners.includes(e.entryId));
    expect(
      soon
        .map((m) => m.userId)
        .filter(Boolean)
        .sort(),
    ).toEqual(boxers.map((b) => b.boxerId).sort());
    const one = soon.find((m) => m.userId === boxers[0]!.boxerId)!;
    expect(one.body).toMatch(
      new RegExp(
        `^.+ is on in about 30 minutes: bout ${first!.number}, ring 1, about 10:00 WAT\\. Lagos Open\\.$`,
      ),
    );
    expect(one.body.length).toBeLessThanOrEqual(160);

    // The bouts swap (14-minute slots): the first is put back 14 minutes, past 30 minutes away, then
    // comes within them again: told again with its new time. The other bout comes forward: told once.
    await moveBout(database.db, workspaces.organiser, second!.id, { direction: 'up' });
    await queueBoutSoonMessages(database.db, tournamentId, at('09:44'));
    const again = (await sent('bout-soon')).filter((m) => m.userId === boxers[0]!.boxerId);
    expect(again.map((m) => m.body.match(/about (\d+:\d+) WAT/)![1])).toEqual(['10:00', '10:14']);
    // Swapped back: 14 minutes earlier, no message (they know it is soon); back again, a delay of 14
    // minutes from the last told? No: 10:14 was told, 10:14 again is the same time.
    await moveBout(database.db, workspaces.organiser, second!.id, { direction: 'down' });
    await queueBoutSoonMessages(database.db, tournamentId, at('09:45'));
    await moveBout(database.db, workspaces.organiser, second!.id, { direction: 'up' });
    await queueBoutSoonMessages(database.db, tournamentId, at('09:46'));
    expect((await sent('bout-soon')).filter((m) => m.userId === boxers[0]!.boxerId)).toHaveLength(2);
    // The guardian of the minor in the first bout, if any, has the copies too (to their number).
    const minor = entered[1]!;
    const guardian = (await sent('bout-soon')).filter((m) => m.toAddress === '+2348075550499');
    expect(guardian.length > 0).toBe(
      corners.includes(minor.entryId) || [second!.redEntryId, second!.blueEntryId].includes(minor.entryId),
    );
  });

  it('officials hear their seat with their page; the result and medals reach both boxers; a correction, and the changed medals, too', async () => {
    const built = await event();
    const { tournamentId, workspaces, entered } = built;
    const categoryId = built.categoryIds[0];
    await database.db
      .update(user)
      .set({ phoneNumber: '+2348035550777', messageChannel: 'whatsapp' })
      .where(eq(user.id, 'referee'));
    await drawCategory(database.db, workspaces.organiser, categoryId, { seed: 3 });
    await setSessions(database.db, workspaces.organiser, tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(database.db, workspaces.organiser, tournamentId);
    const [bout] = await database.db.select().from(bouts).where(eq(bouts.categoryId, categoryId));
    const seats = { referee: 'referee', judges: judges.map((j) => j.id) };
    await assignOfficials(database.db, workspaces.organiser, bout!.id, seats, notify);
    await assignOfficials(database.db, workspaces.organiser, bout!.id, seats, notify);
    const officials = await sent('official-assigned');
    expect(officials.map((m) => [m.recipientName, m.channel, m.toAddress])).toEqual([
      ['Rita Referee', 'whatsapp', '+2348035550777'],
    ]);
    expect(officials[0]!.body).toBe(
      `Lagos Open: you are referee of bout ${bout!.number} (ring 1, about 10:00 WAT). Your page: https://ajbxng.test/referee-dashboard/bouts/${bout!.id}`,
    );

    await startBout(database.db, person('referee'), bout!.id);
    for (const j of judges) await submitScorecard(database.db, j, bout!.id, { round: 1, red: 10, blue: 9 });
    await decide(database.db, person('referee'), bout!.id, { outcome: 'RSC', winner: 'red', round: 2 });
    const red = entered.find((e) => e.entryId === bout!.redEntryId)!;
    const redName = red === entered[0] ? 'Lanre Ogbu' : 'Tunde Ade';
    const blueName = red === entered[0] ? 'Tunde Ade' : 'Lanre Ogbu';
    const results = await sent('result');
    const boutResults = results.filter((m) => m.template === 'bout_result');
    // Both boxers and the minor's guardian.
    expect(boutResults.map((m) => m.toAddress).sort()).toEqual([
      '+2348035550401',
      '+2348035550402',
      '+2348075550499',
    ]);
    expect(boutResults[0]!.body).toBe(
      `Lagos Open, bout ${bout!.number}: ${redName} won by referee stopping the contest.`,
    );
    const medals = results.filter((m) => m.template === 'medal_won');
    expect(medals.find((m) => m.userId === red.boxerId)!.body).toBe(
      `Lagos Open: ${redName} wins gold (Lightweight (135 lbs) · Elite 20-34 · Men). Congratulations!`,
    );

    await correctResult(database.db, person('organiser'), bout!.id, {
      outcome: 'RSC',
      winner: 'blue',
      round: 2,
      reason: 'The referee pointed to the wrong corner',
    });
    const corrections = await sent('correction');
    expect(corrections.map((m) => m.toAddress).sort()).toEqual([
      '+2348035550401',
      '+2348035550402',
      '+2348075550499',
    ]);
    expect(corrections[0]!.body).toBe(
      `Lagos Open: the result of bout ${bout!.number} is corrected to RSC · to ${blueName} · round 2 (was RSC · to ${redName} · round 2).`,
    );
    // The medals changed hands: each hears their new one; the result of the bout is not told twice.
    const after = await sent('result');
    expect(after.filter((m) => m.template === 'bout_result')).toHaveLength(3);
    expect(after.find((m) => m.userId === red.boxerId && m.body.includes('wins silver'))).toBeDefined();
  });

  it('the weigh-in reminder the day before, from 09:00 WAT, with the day, time and place; once per entry', async () => {
    const { tournamentId, workspaces, entered } = await event();
    await setSessions(database.db, workspaces.organiser, tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    // The builder's weigh-in is on the first day (5 December): the day before is the 4th.
    expect(await queueWeighInReminders(database.db, new Date('2026-12-04T07:30:00Z'))).toBe(0);
    expect(await queueWeighInReminders(database.db, new Date('2026-12-04T09:00:00Z'))).toBe(3);
    expect(await queueWeighInReminders(database.db, new Date('2026-12-04T18:00:00Z'))).toBe(0);
    const rows = await sent('weigh-in-reminder');
    const lanre = rows.find((m) => m.userId === entered[0]!.boxerId)!;
    expect(lanre).toMatchObject({ channel: 'whatsapp', toAddress: '+2348035550401' });
    expect(lanre.body).toMatch(
      /^Reminder: Lanre Ogbu weighs in tomorrow, Sat 5 Dec, before the first bouts at 10:00 WAT, at .*Lagos, for Lagos Open\./,
    );
    expect(rows.filter((m) => m.toAddress === '+2348075550499')).toHaveLength(1);
  });
});
