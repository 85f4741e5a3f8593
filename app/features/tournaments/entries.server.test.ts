import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import {
  entries,
  organisationMembers,
  organisations,
  tournamentCategories,
  tournaments,
  user,
} from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { addEntries, addEntry } from './entries.server';

/** Noon in Lagos on 1 March 2026: the deadline below (10 March) is ahead. */
const NOW = new Date('2026-03-01T11:00:00Z');

describe.each(testDatabaseKinds())('addEntry on %s', (kind) => {
  let database: DatabaseHandle;
  let organisationId: number;
  let otherOrganisationId: number;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    [{ id: organisationId }] = (await db
      .insert(organisations)
      .values({ name: 'Ikeja Boxing Club', plan: 'professional', status: 'approved' })
      .returning({ id: organisations.id })) as [{ id: number }];
    [{ id: otherOrganisationId }] = (await db
      .insert(organisations)
      .values({ name: 'Kano Fight Club', plan: 'starter', status: 'approved' })
      .returning({ id: organisations.id })) as [{ id: number }];
    await db.insert(user).values([
      { id: 'admin', name: 'Ada Admin', email: 'ada@example.ng', role: 'admin' },
      { id: 'organiser', name: 'Olu Organiser', email: 'olu@example.ng', role: 'coach' },
      { id: 'other-organiser', name: 'Kabir Kano', email: 'kabir@example.ng', role: 'coach' },
      { id: 'coach', name: 'Tunde Coach', email: 'tunde@example.ng', role: 'coach' },
      { id: 'spectator', name: 'Funmi Fan', email: 'funmi@example.ng', role: 'spectator' },
      { id: 'banned', name: 'Bola Banned', email: 'bola@example.ng', role: 'boxer', banned: true },
      ...Array.from({ length: 10 }, (_, i) => ({
        id: `boxer-${i}`,
        name: `Boxer ${i}`,
        email: `boxer-${i}@example.ng`,
        role: 'boxer',
      })),
    ]);
    await db.insert(organisationMembers).values([
      { organisationId, userId: 'organiser', memberRole: 'organiser' },
      { organisationId: otherOrganisationId, userId: 'other-organiser', memberRole: 'organiser' },
    ]);
  });
  afterEach(async () => {
    await database.close();
  });

  async function tournament(overrides: Partial<typeof tournaments.$inferInsert> = {}) {
    const db = database.db;
    const [created] = await db
      .insert(tournaments)
      .values({
        slug: `t-${Math.random().toString(36).slice(2)}`,
        organisationId,
        name: 'Lagos Open',
        format: 'single-elimination',
        status: 'published',
        startDate: '2026-03-12',
        endDate: '2026-03-13',
        registrationDeadline: '2026-03-10',
        weighInDate: '2026-03-11',
        city: 'Lagos',
        level: 'Elite',
        maxParticipants: 4,
        rules: {
          roundDuration: 2,
          numberOfRounds: 3,
          judgesCount: 3,
          medicalCheckRequired: true,
          equipmentProvided: false,
        },
        ...overrides,
      })
      .returning({ id: tournaments.id });
    const [category] = await db
      .insert(tournamentCategories)
      .values({ tournamentId: created!.id, weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' })
      .returning({ id: tournamentCategories.id });
    return { tournamentId: created!.id, categoryId: category!.id };
  }

  async function refusal(work: Promise<unknown>) {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    const { status, code, message } = error as ServiceError;
    return { status, code, message };
  }

  async function entriesOf(tournamentId: number) {
    const [row] = await database.db
      .select({ n: count() })
      .from(entries)
      .where(eq(entries.tournamentId, tournamentId));
    return row!.n;
  }

  it('enters a boxer of a published tournament whose registration is open', async () => {
    const t = await tournament();
    const entry = await addEntry(
      database.db,
      { ...t, boxerId: 'boxer-0', registeredBy: 'boxer-0' },
      { now: NOW },
    );
    expect(entry).toMatchObject({ ...t, boxerId: 'boxer-0' });
    const [stored] = await database.db
      .select()
      .from(entries)
      .where(and(eq(entries.tournamentId, t.tournamentId), eq(entries.boxerId, 'boxer-0')));
    expect(stored).toMatchObject({ status: 'registered', registeredBy: 'boxer-0' });
    // On the deadline itself (Lagos), registration is still open.
    await addEntry(
      database.db,
      { ...t, boxerId: 'boxer-1', registeredBy: 'coach' },
      { now: new Date('2026-03-10T22:30:00Z') },
    );
    expect(await entriesOf(t.tournamentId)).toBe(2);
  });

  it('refuses a draft, a cancelled or a completed tournament, and one past its deadline in Lagos', async () => {
    for (const status of ['draft', 'cancelled', 'completed', 'drawn'] as const) {
      const t = await tournament({ status });
      expect(
        await refusal(addEntry(database.db, { ...t, boxerId: 'boxer-0', registeredBy: null }, { now: NOW })),
        status,
      ).toMatchObject({
        status: 409,
        code: 'registration_closed',
        message: 'Registration for Lagos Open is closed.',
      });
    }
    const t = await tournament();
    // 23:30 UTC on 10 March is 00:30 on the 11th in Lagos: a day after the deadline.
    expect(
      await refusal(
        addEntry(
          database.db,
          { ...t, boxerId: 'boxer-0', registeredBy: null },
          { now: new Date('2026-03-10T23:30:00Z') },
        ),
      ),
    ).toMatchObject({ status: 409, code: 'registration_closed' });
    expect(await entriesOf(t.tournamentId)).toBe(0);
  });

  it('refuses an entry beyond capacity, naming it', async () => {
    const t = await tournament({ maxParticipants: 4 });
    for (let i = 0; i < 4; i++)
      await addEntry(database.db, { ...t, boxerId: `boxer-${i}`, registeredBy: null }, { now: NOW });
    expect(
      await refusal(addEntry(database.db, { ...t, boxerId: 'boxer-4', registeredBy: null }, { now: NOW })),
    ).toEqual({
      status: 409,
      code: 'tournament_full',
      message: 'Lagos Open is full: all 4 places are taken.',
    });
    // A withdrawn entry frees its place.
    await database.db.update(entries).set({ status: 'withdrawn' }).where(eq(entries.boxerId, 'boxer-0'));
    await addEntry(database.db, { ...t, boxerId: 'boxer-4', registeredBy: null }, { now: NOW });
    expect(await entriesOf(t.tournamentId)).toBe(5);
  });

  it('takes entries racing for the last place one at a time: one gets it', async () => {
    const t = await tournament({ maxParticipants: 2 });
    await addEntry(database.db, { ...t, boxerId: 'boxer-0', registeredBy: null }, { now: NOW });
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
        addEntry(database.db, { ...t, boxerId: `boxer-${i}`, registeredBy: null }, { now: NOW }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await entriesOf(t.tournamentId)).toBe(2);
  });

  it('enters a boxer once per tournament, in one category', async () => {
    const t = await tournament();
    const [second] = await database.db
      .insert(tournamentCategories)
      .values({ tournamentId: t.tournamentId, weightClass: 'welterweight', ageGroup: 'elite', gender: 'men' })
      .returning({ id: tournamentCategories.id });
    await addEntry(database.db, { ...t, boxerId: 'boxer-0', registeredBy: null }, { now: NOW });
    expect(
      await refusal(
        addEntry(
          database.db,
          { ...t, categoryId: second!.id, boxerId: 'boxer-0', registeredBy: null },
          { now: NOW },
        ),
      ),
    ).toEqual({
      status: 409,
      code: 'already_entered',
      message: 'This boxer is already entered in Lagos Open.',
    });
    // The same boxer may enter another tournament.
    const other = await tournament({ name: 'Abuja Cup' });
    await addEntry(database.db, { ...other, boxerId: 'boxer-0', registeredBy: null }, { now: NOW });
  });

  it('refuses another tournament’s category, an unknown tournament, and anyone who is not an active boxer', async () => {
    const t = await tournament();
    const other = await tournament({ name: 'Abuja Cup' });
    expect(
      await refusal(
        addEntry(
          database.db,
          {
            tournamentId: t.tournamentId,
            categoryId: other.categoryId,
            boxerId: 'boxer-0',
            registeredBy: null,
          },
          { now: NOW },
        ),
      ),
    ).toMatchObject({ status: 400, code: 'category_not_in_tournament' });
    expect(
      await refusal(
        addEntry(
          database.db,
          { ...t, tournamentId: 999_999, boxerId: 'boxer-0', registeredBy: null },
          { now: NOW },
        ),
      ),
    ).toMatchObject({ status: 404, code: 'tournament_not_found' });
    for (const boxerId of ['spectator', 'banned', 'nobody'])
      expect(
        await refusal(addEntry(database.db, { ...t, boxerId, registeredBy: null }, { now: NOW })),
        boxerId,
      ).toMatchObject({ status: 400, code: 'not_a_boxer' });
    expect(await entriesOf(t.tournamentId)).toBe(0);
  });

  it('takes an invitation-only tournament’s entries from its organisers and platform admins only', async () => {
    const t = await tournament({ visibility: 'invitation' });
    for (const registeredBy of ['boxer-0', 'coach', 'other-organiser', null])
      expect(
        await refusal(addEntry(database.db, { ...t, boxerId: 'boxer-0', registeredBy }, { now: NOW })),
        String(registeredBy),
      ).toMatchObject({ status: 403, code: 'invitation_only' });
    await addEntry(database.db, { ...t, boxerId: 'boxer-0', registeredBy: 'organiser' }, { now: NOW });
    await addEntry(database.db, { ...t, boxerId: 'boxer-1', registeredBy: 'admin' }, { now: NOW });
    expect(await entriesOf(t.tournamentId)).toBe(2);
  });
  it('enters a squad at once under the same rules: all of it, or none of it', async () => {
    const t = await tournament({ maxParticipants: 4 });
    const squad = (ids: number[]) =>
      ids.map((i) => ({ categoryId: t.categoryId, boxerId: `boxer-${i}`, registeredBy: 'coach' }));
    await addEntries(database.db, t.tournamentId, squad([0, 1]), { now: NOW });
    expect(await entriesOf(t.tournamentId)).toBe(2);
    // Three more do not fit in the two places left: none is entered.
    expect(await refusal(addEntries(database.db, t.tournamentId, squad([2, 3, 4]), { now: NOW }))).toEqual({
      status: 409,
      code: 'tournament_full',
      message: 'Lagos Open has 2 places left, not 3.',
    });
    // One already entered, or one named twice, refuses the whole squad.
    expect(await refusal(addEntries(database.db, t.tournamentId, squad([2, 1]), { now: NOW }))).toMatchObject(
      { status: 409, code: 'already_entered' },
    );
    expect(await refusal(addEntries(database.db, t.tournamentId, squad([2, 2]), { now: NOW }))).toMatchObject(
      { status: 409, code: 'already_entered' },
    );
    expect(
      await refusal(
        addEntries(
          database.db,
          t.tournamentId,
          [...squad([2]), { categoryId: t.categoryId, boxerId: 'spectator', registeredBy: 'coach' }],
          { now: NOW },
        ),
      ),
    ).toMatchObject({ status: 400, code: 'not_a_boxer' });
    expect(await entriesOf(t.tournamentId)).toBe(2);
    await addEntries(database.db, t.tournamentId, squad([2, 3]), { now: NOW });
    expect(await entriesOf(t.tournamentId)).toBe(4);
  });
});
