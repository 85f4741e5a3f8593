import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { listCalendar } from './calendar.server';
import { draft, NOW, seedOrganisations } from './fixtures.test-support';
import {
  cancelTournament,
  completeTournament,
  createTournament,
  publishTournament,
} from './tournaments.server';
import type { CalendarFilters } from './types';

describe.each(testDatabaseKinds())('the public calendar on %s', (kind) => {
  let database: DatabaseHandle;
  const db = () => database.db;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const cast = await seedOrganisations(database.db);
    const organiser = cast.workspaces.enterpriseOrganiser;
    const make = async (
      overrides: Parameters<typeof draft>[0],
      then: 'draft' | 'publish' | 'cancel' | 'complete' = 'publish',
    ) => {
      // Created and published in the past where the dates need it, as an organiser would have.
      const at = new Date(`${overrides?.startDate ?? '2026-12-05'}T00:00:00Z`);
      const createdAt = new Date(Math.min(NOW.getTime(), at.getTime() - 10 * 86_400_000));
      const t = await createTournament(db(), organiser, draft(overrides), { now: createdAt });
      if (then === 'draft') return t;
      await publishTournament(db(), organiser, t.id, createdAt);
      if (then === 'cancel') await cancelTournament(db(), organiser, t.id, 'Called off', createdAt);
      if (then === 'complete')
        await completeTournament(
          db(),
          organiser,
          t.id,
          { winner: `Winner of ${overrides?.name}`, category: 'Lightweight Elite Men' },
          new Date(`${overrides?.endDate}T18:00:00Z`),
        );
      return t;
    };
    await make({
      name: 'Lagos Open Championship',
      location: 'Teslim Balogun Stadium',
      city: 'Lagos',
      level: 'Intermediate-Advanced',
      // Registration closes on 16 November, within a week of "now": closing.
      startDate: '2026-11-18',
      endDate: '2026-11-19',
    });
    await make({
      name: 'Abuja Elite Invitational',
      location: 'Package B Arena',
      city: 'Abuja',
      level: 'Elite',
      visibility: 'invitation',
      startDate: '2026-11-20',
      endDate: '2026-11-21',
    });
    await make({
      name: 'Ibadan 50% Cup',
      location: 'Liberty Hall',
      city: 'Ibadan',
      level: 'Beginner-Intermediate',
      startDate: '2027-01-15',
      endDate: '2027-01-16',
    });
    // Began yesterday and ends today in Lagos: still upcoming.
    await make({ name: 'Kano Weekend', city: 'kano', startDate: '2026-11-09', endDate: '2026-11-10' });
    await make({ name: 'Draft Cup', city: 'Enugu', startDate: '2026-12-10', endDate: '2026-12-11' }, 'draft');
    await make(
      { name: 'Cancelled Cup', city: 'Jos', startDate: '2026-12-12', endDate: '2026-12-13' },
      'cancel',
    );
    await make(
      { name: 'Lagos Summer Slam', city: 'Lagos', startDate: '2026-07-04', endDate: '2026-07-05' },
      'complete',
    );
    await make(
      { name: 'Port Harcourt Derby', city: 'Port Harcourt', startDate: '2026-09-12', endDate: '2026-09-13' },
      'complete',
    );
    // Ended without a recorded result: past all the same.
    await make({ name: 'Abuja Autumn Open', city: 'Abuja', startDate: '2026-10-03', endDate: '2026-10-04' });
  });
  afterEach(async () => {
    await database.close();
  });

  const names = async (filters: Partial<CalendarFilters>) =>
    (await listCalendar(db(), { tab: 'upcoming', ...filters }, NOW)).tournaments.map((t) => t.name);

  it('lists upcoming tournaments soonest first, invitation-only included, drafts and cancelled never', async () => {
    const { tournaments } = await listCalendar(db(), { tab: 'upcoming' }, NOW);
    expect(tournaments.map((t) => [t.name, t.badge])).toEqual([
      ['Kano Weekend', 'closed'],
      ['Lagos Open Championship', 'closing'],
      ['Abuja Elite Invitational', 'invitation'],
      ['Ibadan 50% Cup', 'open'],
    ]);
  });

  it('lists past results newest first, each with its winner and category', async () => {
    const { tournaments } = await listCalendar(db(), { tab: 'past' }, NOW);
    expect(tournaments.map((t) => [t.name, t.resultWinner, t.resultCategory])).toEqual([
      ['Abuja Autumn Open', null, null],
      ['Port Harcourt Derby', 'Winner of Port Harcourt Derby', 'Lightweight Elite Men'],
      ['Lagos Summer Slam', 'Winner of Lagos Summer Slam', 'Lightweight Elite Men'],
    ]);
  });

  it('finds the words in the name, the venue or the city, whatever the case, and % literally', async () => {
    expect(await names({ q: 'lagos OPEN' })).toEqual(['Lagos Open Championship']);
    expect(await names({ q: 'package b' })).toEqual(['Abuja Elite Invitational']);
    expect(await names({ q: 'KANO' })).toEqual(['Kano Weekend']);
    expect(await names({ q: '50%' })).toEqual(['Ibadan 50% Cup']);
    expect(await names({ q: '5_%' })).toEqual([]);
    expect(await names({ q: 'draft' })).toEqual([]);
    expect(await names({ q: 'summer', tab: 'past' })).toEqual(['Lagos Summer Slam']);
  });

  it('filters by city in any case and by level exactly, together with the search', async () => {
    expect(await names({ location: 'LAGOS' })).toEqual(['Lagos Open Championship']);
    expect(await names({ location: 'Kano' })).toEqual(['Kano Weekend']);
    expect(await names({ location: 'Abuja', tab: 'past' })).toEqual(['Abuja Autumn Open']);
    expect(await names({ level: 'Elite' })).toEqual(['Abuja Elite Invitational']);
    expect(await names({ level: 'elite' })).toEqual([]);
    expect(await names({ level: 'Elite', location: 'Lagos' })).toEqual([]);
    expect(await names({ q: 'cup', level: 'Beginner-Intermediate', location: 'ibadan' })).toEqual([
      'Ibadan 50% Cup',
    ]);
  });

  it('offers Lagos, Abuja and Kano, then every other city with listed tournaments', async () => {
    const { cities } = await listCalendar(db(), { tab: 'upcoming', location: 'Lagos' }, NOW);
    expect(cities).toEqual(['Lagos', 'Abuja', 'Kano', 'Ibadan', 'Port Harcourt']);
  });
});
