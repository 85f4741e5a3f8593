import { readFileSync } from 'node:fs';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { seedDemoAccounts } from '../auth/accounts';
import { clock, setClock } from '../clock';
import { loadConfig } from '../config';
import {
  appMeta,
  awards,
  boutOfficials,
  bouts,
  entries,
  fouls,
  organisationMembers,
  profiles,
  scorecards,
  tournamentCategories,
  tournamentSessions,
  tournaments,
  user,
  weighIns,
} from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../db/testing';
import { lagosDate } from '~/lib/lagos-time';
import { DEMO_EVENT_MARKER, DEMO_EVENT_NAME, demoEventBoxers, demoEventEmails, seedDemoEvent } from './event';
import { seedDemoOrganisations } from './organisations';
import { demoBoxers, seedDemoTournaments } from './tournaments';

const options = { baseUrl: 'http://localhost:3000', academyEmail: 'admissions@ajbxng.test' };
/** 15:10 in Lagos on 15 June 2026: the finals' session starts at 14:45. */
const NOW = new Date('2026-06-15T14:10:00Z');
/** The machine's own clock meanwhile: five to midnight in Lagos, on another day. */
const WALL = new Date('2026-11-27T22:55:00Z');

describe('the demo event’s people', () => {
  it('are 48 boxers with their own addresses and names, eight a category, of six clubs', () => {
    expect(demoEventBoxers).toHaveLength(48);
    const taken = new Set(demoBoxers.map((b) => b.email));
    expect(demoEventBoxers.filter((b) => taken.has(b.email))).toEqual([]);
    expect(new Set(demoEventEmails).size).toBe(demoEventEmails.length);
    expect(new Set(demoEventBoxers.map((b) => b.name)).size).toBe(48);
    expect(new Set(demoEventBoxers.map((b) => b.club))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });
});

describe.each(testDatabaseKinds())('the demo event on %s', (kind) => {
  it('is 48 boxers of six clubs weighed in, drawn in six categories, scheduled on two rings with officials, half boxed; made once', async () => {
    // Seeded as a server started with AJB_NOW does it (the browser tests' server among them): from the one
    // clock, not the machine's, which reads five to midnight in Lagos and passes midnight during the test.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WALL);
    setClock(loadConfig({ AJB_NOW: NOW.toISOString(), AUTH_SECRET: 'x'.repeat(40) }).clockAt!);
    const database = await createTestDatabase(kind);
    try {
      const db = database.db;
      await seedDemoAccounts(db);
      const ids = await seedDemoOrganisations(db, options);
      await seedDemoTournaments(db, ids);
      // Two instances starting together: one seeds, the other waits, finds the marker and does nothing.
      const runs = await Promise.all([seedDemoEvent(db, ids, options), seedDemoEvent(db, ids, options)]);
      // Half an hour later by the machine's clock, past its midnight: the event's day is still today.
      vi.setSystemTime(WALL.getTime() + 30 * 60_000);
      expect(lagosDate(clock.now())).toBe('2026-06-15');
      vi.useRealTimers();
      expect(runs.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await db.select().from(appMeta).where(eq(appMeta.key, DEMO_EVENT_MARKER))).toHaveLength(1);

      const [event] = await db.select().from(tournaments).where(eq(tournaments.name, DEMO_EVENT_NAME));
      expect(event).toMatchObject({
        city: 'Lagos',
        status: 'in_progress',
        startDate: '2026-06-13',
        // Finals day is the day the demo is seeded.
        endDate: lagosDate(NOW),
      });
      const id = event!.id;

      // 48 entries, all drawn, six per club or more, the boxers of six clubs.
      const eventEntries = await db
        .select({ id: entries.id, status: entries.status, clubId: profiles.clubId })
        .from(entries)
        .innerJoin(profiles, eq(profiles.id, entries.boxerId))
        .where(eq(entries.tournamentId, id));
      expect(eventEntries).toHaveLength(48);
      expect(new Set(eventEntries.map((e) => e.clubId)).size).toBe(6);
      expect(eventEntries.every((e) => e.clubId !== null)).toBe(true);

      // Every boxer weighed in and medically cleared on the first morning, and again each day they boxed.
      const firstMorning = await db
        .select({ n: count() })
        .from(weighIns)
        .where(
          and(
            inArray(
              weighIns.entryId,
              eventEntries.map((e) => e.id),
            ),
            eq(weighIns.day, '2026-06-13'),
            eq(weighIns.madeWeight, true),
            eq(weighIns.medicalCleared, true),
          ),
        );
      expect(firstMorning[0]!.n).toBe(48);
      const laterMornings = await db
        .select({ day: weighIns.day, n: count() })
        .from(weighIns)
        .where(
          inArray(
            weighIns.entryId,
            eventEntries.map((e) => e.id),
          ),
        )
        .groupBy(weighIns.day)
        .orderBy(weighIns.day);
      expect(laterMornings.map((d) => [d.day, d.n])).toEqual([
        ['2026-06-13', 48],
        ['2026-06-14', 24],
        ['2026-06-15', 12],
      ]);

      // Six categories, each drawn with its eight.
      const categories = await db
        .select({ id: tournamentCategories.id, drawnAt: tournamentCategories.drawnAt })
        .from(tournamentCategories)
        .where(eq(tournamentCategories.tournamentId, id));
      expect(categories).toHaveLength(6);
      expect(categories.every((c) => c.drawnAt !== null)).toBe(true);

      // Two rings, three sessions; every bout numbered, on a ring, with a referee and three judges.
      const sessions = await db
        .select()
        .from(tournamentSessions)
        .where(eq(tournamentSessions.tournamentId, id));
      expect(sessions.map((s) => [s.day, s.startsAt, s.rings])).toEqual([
        ['2026-06-13', '10:00', 2],
        ['2026-06-14', '10:00', 2],
        ['2026-06-15', '14:45', 2],
      ]);
      const eventBouts = await db.select().from(bouts).where(eq(bouts.tournamentId, id));
      expect(eventBouts).toHaveLength(42);
      expect(new Set(eventBouts.map((b) => b.ring))).toEqual(new Set([1, 2]));
      expect(new Set(eventBouts.map((b) => b.number)).size).toBe(42);
      const officials = await db
        .select({ boutId: boutOfficials.boutId, role: boutOfficials.role, userId: boutOfficials.userId })
        .from(boutOfficials)
        .innerJoin(bouts, eq(bouts.id, boutOfficials.boutId))
        .where(eq(bouts.tournamentId, id));
      const emails = new Map(
        (await db.select({ id: user.id, email: user.email }).from(user)).map((u) => [u.id, u.email]),
      );
      for (const bout of eventBouts) {
        expect(bout.number, `bout ${bout.id}`).not.toBeNull();
        expect(bout.plannedStart, `bout ${bout.id}`).not.toBeNull();
        const mine = officials.filter((o) => o.boutId === bout.id);
        expect(mine.filter((o) => o.role === 'referee')).toHaveLength(1);
        expect(new Set(mine.filter((o) => o.role === 'judge').map((o) => o.userId)).size).toBe(3);
        // The demo referee accounts referee their ring: referee@ ring 1, official@ ring 2.
        const referee = mine.find((o) => o.role === 'referee')!;
        expect(emails.get(referee.userId)).toBe(
          bout.ring === 1 ? 'referee@ajbxng.test' : 'official@ajbxng.test',
        );
        if (bout.ring === 1)
          expect(mine.some((o) => o.role === 'judge' && emails.get(o.userId) === 'judge@ajbxng.test')).toBe(
            true,
          );
      }

      // Half boxed: quarter-finals and semi-finals decided; of the finals three decided, one in progress
      // (two rounds of every judge's card in), two to come.
      const byDay = (day: string) => eventBouts.filter((b) => lagosDate(b.plannedStart!) === day);
      expect(byDay('2026-06-13').map((b) => b.status)).toEqual(Array(24).fill('decided'));
      expect(byDay('2026-06-14').map((b) => b.status)).toEqual(Array(12).fill('decided'));
      const finals = byDay('2026-06-15');
      expect(finals.map((b) => b.status).sort()).toEqual([
        'decided',
        'decided',
        'decided',
        'in_progress',
        'scheduled',
        'scheduled',
      ]);
      // The README names a finalist still to box, for a newcomer to see a boxer's "when is my fight": the
      // red corner of the first final to come (bout number, ring, planned start).
      const [nextFinal] = finals
        .filter((b) => b.status === 'scheduled')
        .sort((a, b) => a.number! - b.number!);
      const [finalist] = await db
        .select({ email: user.email })
        .from(entries)
        .innerJoin(user, eq(user.id, entries.boxerId))
        .where(eq(entries.id, nextFinal!.redEntryId!));
      expect(finalist!.email).toBe('lanre.ogbu@boxers.ajbxng.test');
      expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain(
        '`lanre.ogbu@boxers.ajbxng.test`',
      );
      const live = eventBouts.filter((b) => b.status === 'in_progress');
      expect(live).toHaveLength(1);
      expect(live[0]!.ring).toBe(1);
      const liveCards = await db.select().from(scorecards).where(eq(scorecards.boutId, live[0]!.id));
      expect(liveCards.map((c) => c.round).sort()).toEqual([1, 1, 1, 2, 2, 2]);
      // Most on points, an RSC and a KO; a warning and a caution.
      const outcomes = eventBouts.filter((b) => b.status === 'decided').map((b) => b.outcome);
      expect(outcomes).toHaveLength(39);
      expect(outcomes.filter((o) => o === 'WP').length).toBe(37);
      expect(outcomes.filter((o) => o !== 'WP').sort()).toEqual(['KO', 'RSC']);
      const eventFouls = await db
        .select({ deduct: fouls.deduct })
        .from(fouls)
        .where(
          inArray(
            fouls.boutId,
            eventBouts.map((b) => b.id),
          ),
        );
      expect(eventFouls.map((f) => f.deduct).sort()).toEqual([0, 1]);

      // Three categories finished: gold, silver and two bronzes each.
      const medals = await db
        .select({ type: awards.awardType, n: count() })
        .from(awards)
        .where(eq(awards.tournamentId, id))
        .groupBy(awards.awardType);
      expect(Object.fromEntries(medals.map((m) => [m.type, m.n]))).toEqual({
        gold_medal: 3,
        silver_medal: 3,
        bronze_medal: 6,
      });

      // The clubs' organisers are their organisations' organisers; the judges are referee accounts.
      const clubOrganisers = await db
        .select({ email: user.email, memberRole: organisationMembers.memberRole })
        .from(user)
        .innerJoin(organisationMembers, eq(organisationMembers.userId, user.id))
        .where(
          inArray(
            user.email,
            demoEventEmails.filter((e) => e.endsWith('@clubs.ajbxng.test')),
          ),
        );
      expect(clubOrganisers.map((c) => c.memberRole)).toEqual(Array(5).fill('organiser'));

      // A later start changes nothing.
      const counts = async () => ({
        tournaments: (await db.select({ n: count() }).from(tournaments))[0]!.n,
        entries: (await db.select({ n: count() }).from(entries))[0]!.n,
        bouts: (await db.select({ n: count() }).from(bouts).where(isNotNull(bouts.startedAt)))[0]!.n,
        cards: (await db.select({ n: count() }).from(scorecards))[0]!.n,
        users: (await db.select({ n: count() }).from(user))[0]!.n,
      });
      const before = await counts();
      expect(await seedDemoEvent(db, ids, { ...options, now: new Date(NOW.getTime() + 86_400_000) })).toEqual(
        {
          seeded: false,
        },
      );
      expect(await counts()).toEqual(before);
    } finally {
      await database.close();
    }
    // Accounts hash their passwords, and the event boxes 39 bouts through the services: slow on a busy machine.
  }, 600_000);
});
