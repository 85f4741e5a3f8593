import { asc, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, entries, outbox, profiles } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { drawAll } from './draws.server';
import { seedEvent } from '@server/db/test-builders/event.test-support';
import { moveBout, scheduleTournament, setSessions } from './schedule.server';

const notify = { notify: { baseUrl: 'https://ajbxng.test' } };

describe.each(testDatabaseKinds())('the bout order’s e-mails on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  /** Four boxers in one category on one ring; the first is coached by Femi (femi@example.ng). */
  async function scheduledEvent(rules: { roundDuration?: number } = {}) {
    const event = await seedEvent(database.db, { rules });
    const entryIds = await event.enter(event.categoryIds[0], ['A', 'B', 'A', 'B']);
    const [coached] = await database.db.select().from(entries).where(eq(entries.id, entryIds[0]!));
    await database.db.update(profiles).set({ coachId: 'official' }).where(eq(profiles.id, coached!.boxerId));
    await drawAll(database.db, event.workspaces.organiser, event.tournamentId);
    await setSessions(database.db, event.workspaces.organiser, event.tournamentId, {
      rings: 1,
      sessions: [
        { day: '2026-12-05', start: '10:00' },
        { day: '2026-12-06', start: '10:00' },
      ],
    });
    return { event, entryIds, coachedBoxer: coached!.boxerId };
  }
  const mails = () => database.db.select().from(outbox).orderBy(asc(outbox.id));
  const firstRound = (tournamentId: number) =>
    database.db
      .select()
      .from(bouts)
      .where(eq(bouts.tournamentId, tournamentId))
      .then((rows) => rows.filter((b) => b.redEntryId !== null).sort((a, b) => a.number! - b.number!));
  const emailOf = async (entryIds: number[]) =>
    (await database.db.select().from(entries).where(inArray(entries.id, entryIds))).map(
      (e) => `${e.boxerId}@example.ng`,
    );

  it('scheduling tells each boxer and their coach the first bout (number, ring, time in WAT, links); again, or a move of 14 minutes, tells nobody', async () => {
    const { event, entryIds, coachedBoxer } = await scheduledEvent();
    await scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId, notify);
    const sent = await mails();
    // Four boxers and the one coach.
    expect(sent.map((m) => m.kind)).toEqual(Array(5).fill('bout-first'));
    expect(sent.map((m) => m.toAddress).sort()).toEqual(
      [...(await emailOf(entryIds)), 'femi@example.ng'].sort(),
    );
    const [first, second] = await firstRound(event.tournamentId);
    const coachedBout = [first!, second!].find((b) => [b.redEntryId, b.blueEntryId].includes(entryIds[0]!))!;
    const time = coachedBout === first ? '10:00' : '10:14';
    const boxerMail = sent.find((m) => m.toAddress === `${coachedBoxer}@example.ng`)!;
    expect(boxerMail.subject).toBe(
      `Your first bout at Lagos Open: Bout ${coachedBout.number}, Ring 1, 5 Dec 2026, ${time} WAT`,
    );
    expect(boxerMail.textBody).toContain(
      `Bout: ${coachedBout.number}\nRing: 1\nPlanned start: 5 Dec 2026, ${time} WAT`,
    );
    expect(boxerMail.textBody).toContain('https://ajbxng.test/tournaments/lagos-open/bouts');
    expect(boxerMail.textBody).toContain('https://ajbxng.test/student-dashboard');
    expect(boxerMail.textBody).toContain('Category: Lightweight (135 lbs) · Elite 20-34 · Men');
    const coachMail = sent.find((m) => m.toAddress === 'femi@example.ng')!;
    expect(coachMail.subject).toMatch(/^Boxer \d+'s first bout at Lagos Open: Bout \d+, Ring 1, /);
    expect(coachMail.textBody).toContain('https://ajbxng.test/coach-dashboard');
    expect(coachMail.textBody).toContain('https://ajbxng.test/tournaments/lagos-open/bouts');

    // The same schedule again (a replayed request, a second click): nothing changed, nothing sent.
    await scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId, notify);
    expect(await mails()).toHaveLength(5);
    // Two bouts of 14 minutes swap places: each moves by 14 minutes, not worth an e-mail.
    await moveBout(database.db, event.workspaces.organiser, second!.id, { direction: 'up' }, notify);
    const swapped = await firstRound(event.tournamentId);
    expect(swapped[0]!.id).toBe(second!.id);
    expect(await mails()).toHaveLength(5);
  });

  it('a bout moved by more than 15 minutes: one e-mail to each of its boxers and their coaches, old and new time; a reschedule likewise', async () => {
    // 3 rounds of 3 minutes: 17-minute slots, so a swap moves each bout by 17 minutes.
    const { event, entryIds, coachedBoxer } = await scheduledEvent({ roundDuration: 3 });
    await scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId, notify);
    const before = (await mails()).length;
    const [first, second] = await firstRound(event.tournamentId);
    await moveBout(database.db, event.workspaces.organiser, second!.id, { direction: 'up' }, notify);
    const changed = (await mails()).slice(before);
    expect(changed.map((m) => m.kind)).toEqual(Array(5).fill('bout-time-changed'));
    expect(changed.map((m) => m.toAddress).sort()).toEqual(
      [...(await emailOf(entryIds)), 'femi@example.ng'].sort(),
    );
    const coachedWasFirst = [first!.redEntryId, first!.blueEntryId].includes(entryIds[0]!);
    const mine = changed.find((m) => m.toAddress === `${coachedBoxer}@example.ng`)!;
    const [now, was] = coachedWasFirst
      ? [
          `Bout ${second!.number}, Ring 1, 5 Dec 2026, 10:17 WAT`,
          `Bout ${first!.number}, Ring 1, 5 Dec 2026, 10:00 WAT`,
        ]
      : [
          `Bout ${first!.number}, Ring 1, 5 Dec 2026, 10:00 WAT`,
          `Bout ${second!.number}, Ring 1, 5 Dec 2026, 10:17 WAT`,
        ];
    expect(mine.subject).toBe(`Your bout time changed at Lagos Open: ${now}`);
    expect(mine.textBody).toContain(`Now: ${now}\nWas: ${was}`);

    // The day starts an hour later and the schedule runs again: every boxer hears once more.
    await setSessions(database.db, event.workspaces.organiser, event.tournamentId, {
      rings: 1,
      sessions: [
        { day: '2026-12-05', start: '11:00' },
        { day: '2026-12-06', start: '11:00' },
      ],
    });
    const beforeReschedule = (await mails()).length;
    await scheduleTournament(database.db, event.workspaces.organiser, event.tournamentId, notify);
    const later = (await mails()).slice(beforeReschedule);
    expect(later.map((m) => m.toAddress).sort()).toEqual(
      [...(await emailOf(entryIds)), 'femi@example.ng'].sort(),
    );
    // Without `notify` (demo data, scripts) a change e-mails nobody.
    const beforeQuiet = (await mails()).length;
    const [, next] = await firstRound(event.tournamentId);
    await moveBout(database.db, event.workspaces.organiser, next!.id, { direction: 'up' });
    expect(await mails()).toHaveLength(beforeQuiet);
  });
});
