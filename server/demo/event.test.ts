import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
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
import { fileMediaStore } from '../media/store';
import type { DatabaseHandle } from '../db/client';
import { boutSheet, getBracket, listBouts } from '~/features/competition';
import { workspaceFor } from '~/features/organisations';
import {
  allMyBouts,
  allOfficiatingBouts,
  boutOrderDay,
  boutOrderPage,
  boxerProfile,
  coachBouts,
  liveRings,
} from '~/features/results';
import { listStudents, publicEntries } from '~/features/entries';
import { hubPolls, listHighlights, mediaFile, storedVoteCount } from '~/features/live';
import { venueScreen } from '~/features/venue';
import { lagosDate } from '~/lib/lagos-time';
import {
  DEMO_COACH_CLUB,
  DEMO_COACH_EMAIL,
  DEMO_EVENT_MARKER,
  DEMO_EVENT_NAME,
  demoEventBoxers,
  demoEventEmails,
  seedDemoEvent,
} from './event';
import { accountViewer, seedDemoOrganisations } from './organisations';
import { demoBoxers, seedDemoTournaments } from './tournaments';

/** The highlights' pictures go where the media store keeps uploads: a folder of this file's own. */
const mediaDir = mkdtempSync(path.join(tmpdir(), 'demo-event-media-'));
const media = fileMediaStore(mediaDir);
const options = { baseUrl: 'http://localhost:3000', academyEmail: 'admissions@ajbxng.test', media };
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
  /** The event seeded by the first test, read again by the second (one seeding per database: it is slow). */
  let seeded: DatabaseHandle | undefined;
  afterAll(async () => {
    vi.useRealTimers();
    await seeded?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('is 48 boxers of six clubs weighed in, drawn in six categories, scheduled on two rings with officials, half boxed; made once', async () => {
    // Seeded as a server started with AJB_NOW does it (the browser tests' server among them): from the one
    // clock, not the machine's, which reads five to midnight in Lagos and passes midnight during the test.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WALL);
    setClock(loadConfig({ AJB_NOW: NOW.toISOString(), AUTH_SECRET: 'x'.repeat(40) }).clockAt!);
    const database = (seeded = await createTestDatabase(kind));
    {
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
      expect(clubOrganisers.map((c) => c.memberRole)).toEqual(Array(4).fill('organiser'));

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
    }
    // Accounts hash their passwords, and the event boxes 39 bouts through the services: slow on a busy machine.
  }, 600_000);

  /**
   * Issue 26 "one truth": for every bout of the demo event still to box, the time shown is the same on every
   * surface that shows one: the API (`/tournaments/{id}/bouts` and the bracket), the public bout order (the
   * whole and a day of it), the bout page, the referee's My Matches, the boxer's My Matches, the coach's Match
   * Schedule, the spectator hub (each ring's Next and the bouts due) and the ring screen. Before, the API and
   * the organiser's order read the engine's estimate while the pages used a lateness heuristic, and one bout
   * showed 18:59 on the referee's dashboard and 19:12 on the boxer's.
   */
  it('tells one time per bout (issue 26): on the API, the bracket, the bout order, the bout page, every dashboard, the hub and the ring screen', async () => {
    // The clock stands still at NOW: the bout page reads the one clock, the others are handed NOW.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setClock(null);
    const db = seeded!.db;
    const [event] = await db.select().from(tournaments).where(eq(tournaments.name, DEMO_EVENT_NAME));
    const { id, slug } = event!;
    // Each surface's time per bout id, "surface → bout → time"; compared with the API's list below.
    const shown = new Map<string, Map<number, string | null>>();
    const see = (surface: string, boutId: number, at: string | null) => {
      const times = shown.get(surface) ?? new Map<number, string | null>();
      times.set(boutId, at);
      shown.set(surface, times);
    };

    const api = await listBouts(db, id, { now: NOW });
    // The bouts still to box and the one in the ring (its time is when it started).
    const due = api.filter(
      (b) => (b.status === 'scheduled' || b.status === 'in_progress') && b.number !== null,
    );
    expect(due.length).toBeGreaterThanOrEqual(3);
    expect(due.every((b) => b.eta !== null)).toBe(true);
    const truth = new Map(due.map((b) => [b.id, b.eta]));

    const byEngineId = new Map(api.map((b) => [`${b.categoryId}:${b.engineBoutId}`, b.id]));
    const categories = await db
      .select({ id: tournamentCategories.id })
      .from(tournamentCategories)
      .where(and(eq(tournamentCategories.tournamentId, id), isNotNull(tournamentCategories.drawState)));
    for (const category of categories)
      for (const round of (await getBracket(db, category.id, NOW)).rounds)
        for (const b of round.bouts) {
          const boutId = byEngineId.get(`${category.id}:${b.id}`);
          if (boutId !== undefined) see('the bracket', boutId, b.eta);
        }

    for (const ring of (await boutOrderPage(db, slug, null, NOW)).rings)
      for (const { bout, eta } of ring.bouts) see('the bout order', bout.id, eta);
    for (const ring of (await boutOrderDay(db, slug, null, NOW, null)).rings)
      for (const { bout, eta } of ring.bouts) see('the bout order of the day', bout.id, eta);

    for (const b of due) see('the bout page', b.id, (await boutSheet(db, null, b.id)).eta);

    const referees = await db
      .selectDistinct({ userId: boutOfficials.userId })
      .from(boutOfficials)
      .innerJoin(bouts, eq(bouts.id, boutOfficials.boutId))
      .where(and(eq(bouts.tournamentId, id), eq(boutOfficials.role, 'referee')));
    for (const { userId } of referees)
      for (const b of await allOfficiatingBouts(db, userId, NOW))
        see('the referee’s My Matches', b.boutId, b.eta ?? b.plannedStart);

    const boxers = await db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(user.role, 'boxer'));
    for (const boxer of boxers)
      for (const b of await allMyBouts(db, boxer.id, NOW))
        if (b.tournament.slug === slug) see('the boxer’s My Matches', b.boutId, b.eta);

    const coaches = await db
      .selectDistinct({ id: user.id, name: user.name, email: user.email, role: user.role })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.coachId));
    expect(coaches.length).toBeGreaterThan(0);
    for (const coach of coaches) {
      const workspace = await workspaceFor(db, { ...coach, role: coach.role as 'coach' });
      for (const b of (await coachBouts(db, workspace, NOW)).bouts)
        if (b.tournament.slug === slug) see('the coach’s Match Schedule', b.boutId, b.eta ?? b.plannedStart);
    }

    const hub = await liveRings(db, slug, null, { now: NOW, dueCount: 1000 });
    for (const ring of hub.rings) for (const b of ring.due) see('the spectator hub', b.boutId, b.at);

    const screen = await venueScreen(db, slug, null, null, NOW);
    for (const ring of screen.rings)
      for (const b of (await venueScreen(db, slug, String(ring), null, NOW)).next)
        see('the ring screen', b.id, b.eta);

    // Every surface shows some of the bouts due, and each one it shows at the API's time.
    expect([...shown.keys()].sort()).toEqual(
      [
        'the bout order',
        'the bout order of the day',
        'the bout page',
        'the boxer’s My Matches',
        'the bracket',
        'the coach’s Match Schedule',
        'the referee’s My Matches',
        'the ring screen',
        'the spectator hub',
      ].sort(),
    );
    for (const [surface, times] of shown) {
      const compared = [...times].filter(([boutId]) => truth.has(boutId));
      expect(compared.length, `${surface} shows bouts due`).toBeGreaterThan(0);
      for (const [boutId, at] of compared)
        expect({ surface, boutId, at }).toEqual({ surface, boutId, at: truth.get(boutId) });
    }
  });
  /**
   * Issue 30 item 6: every role of the demo has something to see. The demo coach coaches the academy's boxers
   * in the event (students with their bouts and next bout times); the hub has a poll on the final in the ring
   * and six highlights whose pictures the media store serves; the tournament page lists the entries by
   * category (names and clubs, nothing private); a boxer's public record is the bouts it lists, with the
   * record from before the platform said apart.
   */
  it('shows every role something (issue 30 item 6): the coach’s students and next bouts, the hub’s poll and highlights, the entries by category', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setClock(null);
    const db = seeded!.db;
    const [event] = await db.select().from(tournaments).where(eq(tournaments.name, DEMO_EVENT_NAME));
    const id = event!.id;

    // The coach: the academy's eight boxers are their students, all entered; two box today, one now.
    const coach = await workspaceFor(db, await accountViewer(db, DEMO_COACH_EMAIL));
    const students = await listStudents(db, coach, { limit: 50 });
    const mine = demoEventBoxers.filter((b) => b.club === DEMO_COACH_CLUB).map((b) => b.name);
    expect(mine).toHaveLength(8);
    expect(students.students.map((s) => s.name)).toEqual(expect.arrayContaining(mine));
    const schedule = await coachBouts(db, coach, NOW);
    const today = schedule.next.filter((b) => b.tournament.slug === event!.slug);
    expect(today.length).toBeGreaterThanOrEqual(1);
    expect(today.some((b) => b.status === 'in_progress')).toBe(true);
    for (const b of today) {
      expect(mine).toContain(b.boxer?.name);
      expect(b.number).not.toBeNull();
      expect(b.eta ?? b.plannedStart).not.toBeNull();
    }

    // The hub: a fan-favourite poll on the final in the ring, between its two boxers, with votes in it; the
    // spectator has not voted (theirs to cast).
    const [live] = await db
      .select()
      .from(bouts)
      .where(and(eq(bouts.tournamentId, id), eq(bouts.status, 'in_progress')));
    const finalists = await db
      .select({ name: user.name })
      .from(entries)
      .innerJoin(user, eq(user.id, entries.boxerId))
      .where(inArray(entries.id, [live!.redEntryId!, live!.blueEntryId!]));
    const spectator = await accountViewer(db, 'spectator@ajbxng.test');
    const polls = await hubPolls(db, spectator, NOW);
    const onFinal = polls.find((p) => p.tournament.id === id && !p.closed);
    expect(onFinal).toBeDefined();
    expect(onFinal!.question).toMatch(/final\?$/);
    expect(onFinal!.options.map((o) => o.label).sort()).toEqual(finalists.map((f) => f.name).sort());
    expect(onFinal!.myVote).toBeNull();
    expect(await storedVoteCount(db, onFinal!.id)).toBe(24);

    const highlights = await listHighlights(db);
    expect(highlights).toHaveLength(6);
    expect(highlights.every((h) => h.tournament?.id === id && h.kind === 'image' && h.boxer !== null)).toBe(
      true,
    );
    expect(highlights[0]!.title).toMatch(/final under way/i);
    for (const h of highlights) {
      const file = await mediaFile(db, media, h.id);
      expect(file.contentType).toBe('image/webp');
      expect('path' in file).toBe(true);
      if ('path' in file)
        expect(await sharp(file.path).metadata()).toMatchObject({ width: 1280, height: 720 });
    }

    // The tournament page's entries: six categories of eight, names and clubs only.
    const byCategory = await publicEntries(db, id);
    expect(byCategory.map((c) => c.entrants.length)).toEqual(Array(6).fill(8));
    for (const c of byCategory)
      for (const e of c.entrants) {
        expect(Object.keys(e).sort()).toEqual(['boxerId', 'club', 'name']);
        expect(e.club).toBeTruthy();
      }
    const clubs = new Set(byCategory.flatMap((c) => c.entrants.map((e) => e.club)));
    expect(clubs.size).toBe(6);

    // A boxer's public record: the bouts listed add up to it; what came before the platform is apart.
    const champion = highlights.find((h) => h.title.startsWith('Gold for'))!.boxer!.id;
    const profile = await boxerProfile(db, champion, NOW);
    const listed = { wins: 0, losses: 0, draws: 0 };
    for (const b of profile.bouts)
      if (b.result === 'won') listed.wins++;
      else if (b.result === 'lost') listed.losses++;
      else if (b.result === 'drawn') listed.draws++;
    expect(listed.wins).toBe(3);
    expect(profile.recordOnPlatform).toEqual(listed);
    expect({
      wins: profile.recordBefore.wins + listed.wins,
      losses: profile.recordBefore.losses + listed.losses,
      draws: profile.recordBefore.draws + listed.draws,
    }).toEqual(profile.record);
  });
});
