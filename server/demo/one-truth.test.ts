import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoAccounts } from '../auth/accounts';
import { setClock } from '../clock';
import { boutOfficials, bouts, profiles, tournamentCategories, tournaments, user } from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../db/testing';
import type { DatabaseHandle } from '../db/client';
import { boutSheet, getBracket, listBouts } from '~/features/competition';
import { workspaceFor } from '~/features/organisations';
import {
  allMyBouts,
  allOfficiatingBouts,
  boutOrderDay,
  boutOrderPage,
  coachBouts,
  liveRings,
} from '~/features/results';
import { venueScreen } from '~/features/venue';
import { DEMO_EVENT_NAME, seedDemoEvent } from './event';
import { seedDemoOrganisations } from './organisations';
import { seedDemoTournaments } from './tournaments';

/**
 * Issue 26 "one truth": for every bout of the demo event still to box, the time shown is the same on every
 * surface that shows one: the API (`/tournaments/{id}/bouts` and the bracket), the public bout order (the
 * whole and a day of it), the bout page, the referee's My Matches, the boxer's My Matches, the coach's Match
 * Schedule, the spectator hub (each ring's Next and the bouts due) and the ring screen. Before, the API and
 * the organiser's order read the engine's estimate while the pages used a lateness heuristic, and one bout
 * showed 18:59 on the referee's dashboard and 19:12 on the boxer's.
 */

const options = { baseUrl: 'http://localhost:3000', academyEmail: 'admissions@ajbxng.test' };
/** 15:10 in Lagos on finals day: ring 1 runs late, bouts are due on both rings. */
const NOW = new Date('2026-06-15T14:10:00Z');

describe.each(testDatabaseKinds())('the demo event tells one time per bout on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // The clock stands still at NOW: the bout page reads the one clock, the others are handed NOW.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setClock(null);
    database = await createTestDatabase(kind);
    const db = database.db;
    await seedDemoAccounts(db);
    const ids = await seedDemoOrganisations(db, options);
    await seedDemoTournaments(db, ids);
    await seedDemoEvent(db, ids, options);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await database.close();
  });

  it('on the API, the bracket, the bout order, the bout page, every dashboard, the hub and the ring screen', async () => {
    const db = database.db;
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
});
