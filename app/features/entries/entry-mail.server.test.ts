import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import type { Role } from '@server/auth/roles';
import { organisations, outbox, profiles, tournamentCategories, tournaments, user } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { workspaceFor } from '~/features/organisations';
import { registerEntry, registerSquad } from './registration.server';

/** Noon in Lagos on 1 November 2026; the tournament starts 12 December, the deadline is 5 December. */
const NOW = new Date('2026-11-01T11:00:00Z');
const notify = { baseUrl: 'https://ajbxng.test' };

describe.each(testDatabaseKinds())('entry confirmed e-mails on %s', (kind) => {
  let database: DatabaseHandle;
  let tournamentId: number;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    const [club] = await db
      .insert(organisations)
      .values({ name: 'Ikeja Boxing Club', plan: 'professional', status: 'approved' })
      .returning({ id: organisations.id });
    const people: [string, string, Role][] = [
      ['coach', 'Tunde Coach', 'coach'],
      ['musa', 'Musa Bello', 'boxer'],
      ['tobi', 'Tobi Ade', 'boxer'],
      ['amaka', 'Amaka Eze', 'boxer'],
    ];
    await db.insert(user).values(people.map(([id, name, role]) => ({ id, name, email: `${id}@x.ng`, role })));
    await db.insert(profiles).values([
      // 61 kg men, 25 and 22 on the first day: Lightweight (135 lbs) · Elite 20-34.
      {
        id: 'musa',
        firstName: 'Musa',
        lastName: 'Bello',
        dateOfBirth: '2001-01-01',
        gender: 'men',
        weightKg: 61,
        coachId: 'coach',
        clubId: club!.id,
      },
      {
        id: 'tobi',
        firstName: 'Tobi',
        lastName: 'Ade',
        dateOfBirth: '2004-02-02',
        gender: 'men',
        weightKg: 61,
        coachId: 'coach',
        clubId: club!.id,
      },
      // No coach.
      {
        id: 'amaka',
        firstName: 'Amaka',
        lastName: 'Eze',
        dateOfBirth: '2001-03-03',
        gender: 'women',
        weightKg: 57,
      },
    ]);
    const [created] = await db
      .insert(tournaments)
      .values({
        slug: 'lagos-open',
        organisationId: club!.id,
        name: 'Lagos Open',
        format: 'single-elimination',
        status: 'published',
        startDate: '2026-12-12',
        endDate: '2026-12-13',
        registrationDeadline: '2026-12-05',
        weighInDate: '2026-12-11',
        venue: 'Teslim Balogun Stadium',
        city: 'Lagos',
        level: 'Elite',
        maxParticipants: 8,
        entryFee: 15000,
        rules: {
          roundDuration: 2,
          numberOfRounds: 3,
          judgesCount: 3,
          medicalCheckRequired: true,
          equipmentProvided: false,
        },
      })
      .returning({ id: tournaments.id });
    tournamentId = created!.id;
    await db.insert(tournamentCategories).values([
      { tournamentId, weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' },
      { tournamentId, weightClass: 'featherweight', ageGroup: 'elite', gender: 'women' },
    ]);
  });
  afterEach(async () => {
    await database.close();
  });

  async function as(id: string) {
    const [u] = await database.db.select().from(user).where(eq(user.id, id));
    return workspaceFor(database.db, { id: u!.id, name: u!.name, email: u!.email, role: u!.role as Role });
  }
  const mails = () => database.db.select().from(outbox).orderBy(asc(outbox.id));
  const lightweight = { weightClass: 'lightweight', ageGroup: 'elite' } as const;

  it('a boxer who registers is e-mailed the entry, and so is their coach; a boxer without a coach alone', async () => {
    await registerEntry(
      database.db,
      await as('musa'),
      { tournamentId, boxerId: 'musa', ...lightweight },
      { now: NOW, notify },
    );
    const sent = await mails();
    expect(sent.map((m) => [m.kind, m.toAddress, m.subject])).toEqual([
      ['entry-confirmed', 'musa@x.ng', "You're entered in Lagos Open"],
      ['entry-confirmed', 'coach@x.ng', 'Musa Bello is entered in Lagos Open'],
    ]);
    const text = sent[0]!.textBody;
    expect(text).toContain("Hello Musa,\n\nYou're registered for Lagos Open.");
    expect(text).toContain('Category: Lightweight (135 lbs) · Elite 20-34 · Men');
    expect(text).toContain('Dates: Saturday, 12 December 2026 to Sunday, 13 December 2026');
    expect(text).toContain('Where: Teslim Balogun Stadium, Lagos');
    expect(text).toContain('Weigh-in: Friday, 11 December 2026');
    expect(text).toMatch(/Entry fee: ₦15,000/);
    expect(text).toContain('https://ajbxng.test/tournaments/lagos-open/bouts');
    expect(text).toContain('https://ajbxng.test/student-dashboard');
    expect(sent[1]!.textBody).toContain('https://ajbxng.test/coach-dashboard');

    await registerEntry(
      database.db,
      await as('amaka'),
      { tournamentId, boxerId: 'amaka', weightClass: 'featherweight', ageGroup: 'elite' },
      { now: NOW, notify },
    );
    expect((await mails()).slice(2).map((m) => m.toAddress)).toEqual(['amaka@x.ng']);
  });

  it('a coach entering a squad: one e-mail per boxer to the boxer and one to the coach; a refused or replayed entry sends none', async () => {
    await registerSquad(
      database.db,
      await as('coach'),
      tournamentId,
      [
        { boxerId: 'musa', ...lightweight },
        { boxerId: 'tobi', ...lightweight },
      ],
      { now: NOW, notify },
    );
    const sent = await mails();
    expect(sent.map((m) => `${m.toAddress}: ${m.subject}`).sort()).toEqual([
      'coach@x.ng: Musa Bello is entered in Lagos Open',
      'coach@x.ng: Tobi Ade is entered in Lagos Open',
      "musa@x.ng: You're entered in Lagos Open",
      "tobi@x.ng: You're entered in Lagos Open",
    ]);
    // The same request again (a resent form): refused, already entered, and nothing more is sent.
    const again = await registerSquad(
      database.db,
      await as('coach'),
      tournamentId,
      [{ boxerId: 'musa', ...lightweight }],
      { now: NOW, notify },
    ).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ServiceError);
    // A wrong category is refused: nothing is sent.
    await registerEntry(
      database.db,
      await as('amaka'),
      { tournamentId, boxerId: 'amaka', ...lightweight },
      { now: NOW, notify },
    ).catch(() => undefined);
    expect(await mails()).toHaveLength(4);
  });

  it('without notify (demo data) nobody is e-mailed', async () => {
    await registerEntry(
      database.db,
      await as('musa'),
      { tournamentId, boxerId: 'musa', ...lightweight },
      { now: NOW },
    );
    expect(await mails()).toHaveLength(0);
  });
});
