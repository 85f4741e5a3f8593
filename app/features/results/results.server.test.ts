import { clock } from '@server/clock';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '@server/db/client';
import type { Viewer } from '@server/auth/roles';
import { bouts, organisationMembers, organisations, profiles, user } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { eventPerson, seedEvent } from '@server/db/test-builders/event.test-support';
import { ServiceError } from '@server/service-error';
import { assignOfficials, drawCategory, scheduleTournament, setSessions } from '~/features/competition';
import { workspaceFor } from '~/features/organisations';
import { lagosDate } from '~/lib/lagos-time';
import {
  boutOrderDay,
  boutOrderPage,
  boxerProfile,
  categoryPage,
  coachBouts,
  eventLinks,
  MATCHES_PAGE_SIZE,
  myBouts,
  workspaceMatches,
} from './results.server';

/** The event's admin, organisers and referee, three judges of these tests' own, and a boxer entered in nothing. */
const people: Viewer[] = [
  ...['admin', 'organiser', 'other-organiser', 'referee'].map(eventPerson),
  { id: 'judge-1', name: 'Jide Judge', email: 'jide@example.ng', role: 'referee' },
  { id: 'judge-2', name: 'Joy Judge', email: 'joy@example.ng', role: 'referee' },
  { id: 'judge-3', name: 'Jumoke Judge', email: 'jumoke@example.ng', role: 'referee' },
  { id: 'loner', name: 'Lone Boxer', email: 'lone@example.ng', role: 'boxer' },
];

/**
 * The read side against draws made by the competition feature's real service: a host organisation with
 * its organiser, another organisation's organiser, two clubs, a published tournament whose categories are
 * entered straight in the database (registration is another feature's) and drawn by drawCategory.
 */
async function seed(db: Database, format: 'single-elimination' | 'round-robin' = 'single-elimination') {
  const event = await seedEvent(db, {
    format,
    people,
    members: [
      { organisation: 'host', userId: 'organiser', memberRole: 'organiser' },
      { organisation: 'other', userId: 'other-organiser', memberRole: 'organiser' },
    ],
  });
  let n = 0;
  /** Enters `count` boxers (clubs A and B in turn, a record of 3-1-0); returns their account ids. */
  async function enter(categoryId: number, count: number): Promise<string[]> {
    const clubs = Array.from({ length: count }, () => ((n += 1) % 2 ? 'A' : 'B') as 'A' | 'B');
    const entered = await event.enterBoxers(categoryId, clubs, {
      accountName: (k) => `Account ${k}`,
      profile: { dateOfBirth: '2000-01-31', weightKg: 60.4, wins: 3, losses: 1, draws: 0 },
    });
    return entered.map((e) => e.boxerId);
  }
  const viewer = (id: string, name: string, role: 'admin' | 'coach') =>
    workspaceFor(db, { id, name, email: `${id}@example.ng`, role });
  return {
    tournamentId: event.tournamentId,
    categoryIds: event.categoryIds,
    enter,
    workspaces: {
      admin: await viewer('admin', 'Ada Admin', 'admin'),
      organiser: await viewer('organiser', 'Olu Organiser', 'coach'),
      otherOrganiser: await viewer('other-organiser', 'Kabir Kano', 'coach'),
    },
  };
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return (error as ServiceError).status;
}

describe.each(testDatabaseKinds())('reading the event on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('shows a drawn knockout category as a bracket of named, linked boxers with their clubs', async () => {
    const db = database.db;
    const s = await seed(db);
    const boxers = await s.enter(s.categoryIds[0], 4);
    await drawCategory(db, s.workspaces.organiser!, s.categoryIds[0], { seed: 7 });
    const page = await categoryPage(db, 'lagos-open', String(s.categoryIds[0]), null, clock.now());
    expect(page.category.label).toMatch(/^Lightweight/);
    expect(page.view.kind).toBe('bracket');
    if (page.view.kind !== 'bracket') return;
    const columns = page.view.sections[0]!.columns;
    expect(columns.map((c) => c.title)).toEqual(['Semi-finals', 'Final']);
    const named = columns[0]!.bouts
      .flatMap((b) => b.corners)
      .flatMap((c) => (c.kind === 'boxer' ? [c.boxer] : []));
    expect(named.map((b) => b.boxerId).sort()).toEqual([...boxers].sort());
    expect(named.every((b) => /^Boxer \d$/.test(b.name))).toBe(true);
    expect(new Set(named.map((b) => b.club))).toEqual(new Set(['Surulere Boxing Club', 'Ikeja Boxing Club']));
    expect(columns[1]!.bouts[0]!.corners.map((c) => c.kind)).toEqual(['to-be-decided', 'to-be-decided']);
  });

  it('says a category is not drawn yet, shows a one-entry category as placed without a bout, and 404s a stranger category', async () => {
    const db = database.db;
    const s = await seed(db);
    await s.enter(s.categoryIds[1], 3);
    const [only] = await s.enter(s.categoryIds[2], 1);
    expect((await categoryPage(db, 'lagos-open', String(s.categoryIds[1]), null, clock.now())).view).toEqual({
      kind: 'not-drawn',
    });
    await drawCategory(db, s.workspaces.organiser!, s.categoryIds[2]);
    const single = await categoryPage(db, 'lagos-open', String(s.categoryIds[2]), null, clock.now());
    expect(single.view).toMatchObject({ kind: 'walkover', boxer: { boxerId: only, name: 'Boxer 4' } });
    expect(await refusal(categoryPage(db, 'lagos-open', '999999', null, clock.now()))).toBe(404);
    expect(await refusal(categoryPage(db, 'lagos-open', 'abc', null, clock.now()))).toBe(404);
    expect(
      await refusal(categoryPage(db, 'no-such-tournament', String(s.categoryIds[1]), null, clock.now())),
    ).toBe(404);
    expect(await eventLinks(db, s.tournamentId)).toEqual({
      drawnCategoryIds: [s.categoryIds[2]],
      hasBoutOrder: false,
    });
  });

  it('shows a round robin as a standings table with every boxer and its rounds', async () => {
    const db = database.db;
    const s = await seed(db, 'round-robin');
    await s.enter(s.categoryIds[0], 4);
    await drawCategory(db, s.workspaces.organiser!, s.categoryIds[0], { seed: 3 });
    const page = await categoryPage(db, 'lagos-open', String(s.categoryIds[0]), null, clock.now());
    expect(page.view.kind).toBe('table');
    if (page.view.kind !== 'table') return;
    expect(page.view.standings).toHaveLength(4);
    // Before a bout, the engine's order is the lot's: four ranks, nobody with a bout (the API's standings agree).
    expect(page.view.standings.map((r) => r.rank).sort()).toEqual([1, 2, 3, 4]);
    expect(page.view.standings.every((r) => r.boxed === 0 && r.boxer.boxerId)).toBe(true);
    // 4 boxers box each other once: 6 bouts over 3 rounds.
    const sections = page.view.sections;
    expect(sections[0]!.columns.flatMap((c) => c.bouts)).toHaveLength(6);
  });

  it('lists the workspace’s bouts by scheduled time with boxers and referee, 10 a page, an organiser’s own only', async () => {
    const db = database.db;
    const s = await seed(db);
    await s.enter(s.categoryIds[0], 8);
    await s.enter(s.categoryIds[1], 8);
    await drawCategory(db, s.workspaces.organiser!, s.categoryIds[0], { seed: 1 });
    await drawCategory(db, s.workspaces.organiser!, s.categoryIds[1], { seed: 2 });
    // The bout order through the competition feature: two rings over the tournament's two days.
    await setSessions(db, s.workspaces.organiser!, s.tournamentId, {
      rings: 2,
      sessions: [
        { day: '2026-12-05', start: '09:00' },
        { day: '2026-12-06', start: '09:00' },
      ],
    });
    await scheduleTournament(db, s.workspaces.organiser!, s.tournamentId);
    const all = await db.select().from(bouts).where(eq(bouts.tournamentId, s.tournamentId));
    expect(all).toHaveLength(14);
    const earliest = all
      .filter((b) => b.plannedStart)
      .sort((a, b) => a.plannedStart!.getTime() - b.plannedStart!.getTime() || a.number! - b.number!)[0]!;
    await assignOfficials(db, s.workspaces.organiser!, earliest.id, {
      referee: 'referee',
      judges: ['judge-1', 'judge-2', 'judge-3'],
    });

    const first = await workspaceMatches(db, s.workspaces.organiser!, 1);
    expect(first.total).toBe(14);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(MATCHES_PAGE_SIZE);
    const times = first.rows.map((r) => r.scheduledTime!);
    expect(times.every(Boolean)).toBe(true);
    expect(times).toEqual([...times].sort());
    expect(first.rows[0]).toMatchObject({
      id: earliest.id,
      number: 1,
      referee: 'Rita Referee',
      tournament: { name: 'Lagos Open' },
    });
    expect(first.rows[0]!.boxer1).toMatch(/^Boxer \d+$/);
    expect(first.rows[0]!.boxer2).toMatch(/^Boxer \d+$/);
    expect(first.rows.slice(1).every((r) => r.referee === null)).toBe(true);
    const second = await workspaceMatches(db, s.workspaces.organiser!, 2);
    expect(second.rows).toHaveLength(4);
    // Later on the second page, bouts not yet on the bout order (no room in two days) last of all.
    const later = second.rows.map((r) => r.scheduledTime);
    const placed = later.filter((t): t is string => t !== null);
    expect(placed.every((t) => t >= times.at(-1)!)).toBe(true);
    expect(later).toEqual([...placed, ...later.filter((t) => t === null)]);
    // A page beyond the last shows the last; the admin sees it too; another organisation sees nothing.
    expect((await workspaceMatches(db, s.workspaces.organiser!, 99)).page).toBe(2);
    expect((await workspaceMatches(db, s.workspaces.admin!, 1)).total).toBe(14);
    expect((await workspaceMatches(db, s.workspaces.otherOrganiser!, 1)).total).toBe(0);
  });

  it('gives a boxer who entered a public profile with record, tournaments and bouts, and nothing private', async () => {
    const db = database.db;
    const s = await seed(db);
    const [first] = await s.enter(s.categoryIds[0], 2);
    await drawCategory(db, s.workspaces.organiser!, s.categoryIds[0], { seed: 1 });
    const profile = await boxerProfile(db, first!, new Date('2026-12-01T00:00:00Z'));
    expect(profile).toMatchObject({
      name: 'Boxer 1',
      club: 'Surulere Boxing Club',
      record: { wins: 3, losses: 1, draws: 0 },
      tournaments: [{ name: 'Lagos Open', slug: 'lagos-open', withdrawn: false }],
    });
    expect(profile.bouts).toHaveLength(1);
    expect(profile.bouts[0]!.opponent?.name).toBe('Boxer 2');
    const text = JSON.stringify(profile);
    expect(text).not.toContain('2000-01-31');
    expect(text).not.toContain('60.4');
    expect(text).not.toContain('@example.ng');
    // An account that never entered a published tournament has no public profile.
    expect(await refusal(boxerProfile(db, 'loner', new Date()))).toBe(404);
    expect(await refusal(boxerProfile(db, 'nobody', new Date()))).toBe(404);
  });

  it('gives the boxer their own bouts newest first, the first 10, with bout number, ring and ETA', async () => {
    const db = database.db;
    const s = await seed(db);
    const [me] = await s.enter(s.categoryIds[0], 2);
    await drawCategory(db, s.workspaces.organiser!, s.categoryIds[0], { seed: 1 });
    await setSessions(db, s.workspaces.organiser!, s.tournamentId, {
      rings: 2,
      sessions: [{ day: '2026-12-05', start: '10:30' }],
    });
    await scheduleTournament(db, s.workspaces.organiser!, s.tournamentId);
    const [mine] = await myBouts(db, me!, new Date('2026-12-05T08:00:00+01:00'));
    expect(mine).toMatchObject({
      number: 1,
      ring: 1,
      eta: new Date('2026-12-05T10:30:00+01:00').toISOString(),
    });
    const order = await boutOrderPage(db, 'lagos-open', null, new Date('2026-12-05T08:00:00+01:00'));
    expect(order.rings.map((r) => [r.ring, r.now, r.next?.number])).toEqual([[1, null, 1]]);
    expect(await myBouts(db, 'loner', new Date())).toEqual([]);
  });

  it('shows a day of the bout order as the whole order shows it: the same Now, Next and ETAs, that day’s bouts only', async () => {
    const db = database.db;
    const s = await seed(db);
    await s.enter(s.categoryIds[0], 8);
    await s.enter(s.categoryIds[1], 4);
    for (const id of s.categoryIds.slice(0, 2))
      await drawCategory(db, s.workspaces.organiser!, id, { seed: 3 });
    // One bout a day per boxer: the bouts spread over both days.
    await setSessions(db, s.workspaces.organiser!, s.tournamentId, {
      rings: 2,
      sessions: [
        { day: '2026-12-05', start: '10:00' },
        { day: '2026-12-06', start: '10:00' },
      ],
    });
    await scheduleTournament(db, s.workspaces.organiser!, s.tournamentId);
    const lastDay = '2026-12-06';
    const sameDay = (full: Awaited<ReturnType<typeof boutOrderPage>>, day: string | null) =>
      full.rings.map((r) => ({
        ...r,
        bouts: r.bouts.filter(
          ({ bout }) =>
            day !== null &&
            (bout.plannedStart === null ? day === lastDay : lagosDate(bout.plannedStart) === day),
        ),
      }));
    const compare = async (now: Date) => {
      const full = await boutOrderPage(db, 'lagos-open', null, now);
      for (const asked of [null, '2026-12-05', '2026-12-06', '2026-12-09']) {
        const day = await boutOrderDay(db, 'lagos-open', null, now, asked);
        expect(day.days).toEqual(['2026-12-05', '2026-12-06']);
        expect(day.rings).toEqual(sameDay(full, day.day));
      }
      return full;
    };
    const before = await compare(new Date('2026-12-05T08:00:00+01:00'));
    // Ring 1's first bout starts 25 minutes late: Next and every later ETA move, on either day's page.
    const first = before.rings[0]!.bouts[0]!.bout;
    await db
      .update(bouts)
      .set({ status: 'in_progress', startedAt: new Date(first.plannedStart!.getTime() + 25 * 60_000) })
      .where(eq(bouts.id, first.id));
    const during = await compare(new Date('2026-12-05T10:30:00+01:00'));
    expect(during.rings[0]!.now?.id).toBe(first.id);
    const secondDay = await boutOrderDay(
      db,
      'lagos-open',
      null,
      new Date('2026-12-05T10:30:00+01:00'),
      lastDay,
    );
    expect(secondDay.rings[0]!.now?.id).toBe(first.id);
    expect(secondDay.rings[0]!.bouts.length).toBeGreaterThan(0);
    expect(await refusal(boutOrderDay(db, 'no-such-event', null, new Date(), null))).toBe(404);
  });

  it('gives a coach their students’ upcoming bouts, soonest first, with tournament, number, ring, start and opponent', async () => {
    const db = database.db;
    const s = await seed(db);
    const [clubA] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, 'Surulere Boxing Club'));
    await db.insert(user).values([
      { id: 'club-coach', name: 'Sola Coach', email: 'sola@example.ng', role: 'coach' },
      { id: 'own-coach', name: 'Tunde Coach', email: 'tunde@example.ng', role: 'coach' },
      { id: 'idle-coach', name: 'Idle Coach', email: 'idle@example.ng', role: 'coach' },
    ]);
    await db
      .insert(organisationMembers)
      .values({ organisationId: clubA!.id, userId: 'club-coach', memberRole: 'coach' });
    // Odd boxers are Surulere's; boxer-2 (Ikeja's) is coached by own-coach personally.
    await s.enter(s.categoryIds[0], 4);
    await db.update(profiles).set({ coachId: 'own-coach' }).where(eq(profiles.id, 'boxer-2'));
    await drawCategory(db, s.workspaces.organiser!, s.categoryIds[0], { seed: 1 });
    await setSessions(db, s.workspaces.organiser!, s.tournamentId, {
      rings: 1,
      sessions: [{ day: '2026-12-05', start: '10:00' }],
    });
    await scheduleTournament(db, s.workspaces.organiser!, s.tournamentId);
    const as = (id: string, name: string) =>
      workspaceFor(db, { id, name, email: `${id}@example.ng`, role: 'coach' });
    const now = new Date('2026-12-05T08:00:00+01:00');

    const club = await coachBouts(db, await as('club-coach', 'Sola Coach'), now);
    // Boxers 1 and 3 (Surulere) box in both first-round bouts of four.
    expect(club.total).toBe(2);
    expect(club.bouts.map((b) => b.number)).toEqual([1, 2]);
    for (const b of club.bouts) {
      expect(b.tournament).toEqual({ name: 'Lagos Open', slug: 'lagos-open' });
      expect(b.ring).toBe(1);
      expect(b.plannedStart).not.toBeNull();
      expect(['Boxer 1', 'Boxer 3']).toContain(b.boxer?.name);
      expect(b.opponent?.name).toMatch(/^Boxer [24]$/);
    }
    expect(club.bouts[0]!.plannedStart).toBe(new Date('2026-12-05T10:00:00+01:00').toISOString());

    const own = await coachBouts(db, await as('own-coach', 'Tunde Coach'), now);
    expect(own.bouts.map((b) => b.boxer?.name)).toEqual(['Boxer 2']);
    expect((await coachBouts(db, await as('idle-coach', 'Idle Coach'), now)).bouts).toEqual([]);

    // A decided bout is no longer upcoming.
    await db.update(bouts).set({ status: 'decided' }).where(eq(bouts.number, 1));
    expect(
      (await coachBouts(db, await as('club-coach', 'Sola Coach'), now)).bouts.map((b) => b.number),
    ).toEqual([2]);
  });
});
