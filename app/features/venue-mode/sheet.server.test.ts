import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { organisationMembers, organisations, tournaments, tournamentSessions, user } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { workspaceFor } from '~/features/organisations';
import { venueSheet } from './sheet.server';

const config = {
  baseUrl: 'http://127.0.0.1:3000',
  host: '127.0.0.1',
  port: 3000,
  dataDir: '/nonexistent-venue-sheet-test',
  backupMinutes: 0,
};

describe.each(testDatabaseKinds())('the venue sheet’s screens on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  it('lists a screen per ring of the events on today in Lagos, not of one days away or one over', async () => {
    const db = database.db;
    const [host, other] = await db
      .insert(organisations)
      .values([
        { name: 'Lagos Boxing Federation', plan: 'enterprise', status: 'approved' },
        { name: 'Kano Fight Club', plan: 'starter', status: 'approved' },
      ])
      .returning({ id: organisations.id });
    await db.insert(user).values([
      { id: 'admin', name: 'Ada Admin', email: 'ada@example.ng', role: 'admin' },
      { id: 'organiser', name: 'Olu Organiser', email: 'olu@example.ng', role: 'coach' },
      { id: 'other-organiser', name: 'Kabir Kano', email: 'kabir@example.ng', role: 'coach' },
    ]);
    await db.insert(organisationMembers).values([
      { organisationId: host!.id, userId: 'organiser', memberRole: 'organiser' },
      { organisationId: other!.id, userId: 'other-organiser', memberRole: 'organiser' },
    ]);
    const workspace = (id: string, name: string, email: string, role: 'admin' | 'coach') =>
      workspaceFor(db, { id, name, email, role });
    const event = {
      workspaces: {
        admin: await workspace('admin', 'Ada Admin', 'ada@example.ng', 'admin'),
        organiser: await workspace('organiser', 'Olu Organiser', 'olu@example.ng', 'coach'),
        otherOrganiser: await workspace('other-organiser', 'Kabir Kano', 'kabir@example.ng', 'coach'),
      },
    };
    const [tournament] = await db
      .insert(tournaments)
      .values({
        slug: 'lagos-open',
        organisationId: host!.id,
        name: 'Lagos Open',
        format: 'single-elimination',
        status: 'drawn',
        startDate: '2026-12-05',
        endDate: '2026-12-06',
        registrationDeadline: '2026-12-01',
        weighInDate: '2026-12-05',
        city: 'Lagos',
        level: 'Elite',
        maxParticipants: 64,
        rules: {
          roundDuration: 2,
          numberOfRounds: 3,
          judgesCount: 3,
          medicalCheckRequired: false,
          equipmentProvided: false,
        },
      })
      .returning({ id: tournaments.id });
    const tournamentId = tournament!.id;
    // Lagos Open, 5-6 December, drawn, on two rings.
    await db
      .insert(tournamentSessions)
      .values([{ tournamentId, day: '2026-12-05', startsAt: '10:00', rings: 2 }]);
    const screens = async (at: string) =>
      (await venueSheet(db, config, event.workspaces.admin, false, new Date(at))).screens.map((s) => [
        s.ring,
        s.url,
      ]);
    const url = (ring: number) => `http://127.0.0.1:3000/tournaments/lagos-open/screen?ring=${ring}`;
    // 23:30 on the 4th in Lagos (22:30 UTC): the day before.
    expect(await screens('2026-12-04T22:30:00Z')).toEqual([]);
    // 00:30 on the 5th in Lagos (23:30 UTC on the 4th), and the last day.
    expect(await screens('2026-12-04T23:30:00Z')).toEqual([
      [1, url(1)],
      [2, url(2)],
    ]);
    expect(await screens('2026-12-06T20:00:00Z')).toEqual([
      [1, url(1)],
      [2, url(2)],
    ]);
    // The day after it ended, and a published event (not drawn) on its day: no screens.
    expect(await screens('2026-12-07T09:00:00Z')).toEqual([]);
    await db.update(tournaments).set({ status: 'published' }).where(eq(tournaments.id, tournamentId));
    expect(await screens('2026-12-05T09:00:00Z')).toEqual([]);
    // Another organisation's organiser sees none of it.
    await db.update(tournaments).set({ status: 'in_progress' }).where(eq(tournaments.id, tournamentId));
    expect(
      (await venueSheet(db, config, event.workspaces.otherOrganiser, false, new Date('2026-12-05T09:00:00Z')))
        .screens,
    ).toEqual([]);
    expect(
      (await venueSheet(db, config, event.workspaces.organiser, false, new Date('2026-12-05T09:00:00Z')))
        .screens.length,
    ).toBe(2);
  });
});
