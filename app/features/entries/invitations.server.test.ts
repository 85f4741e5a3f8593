import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import type { Role } from '@server/auth/roles';
import {
  entries,
  organisationMembers,
  organisations,
  outbox,
  profiles,
  tournamentCategories,
  tournamentInvitations,
  tournaments,
  user,
} from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { drawCategory } from '~/features/competition';
import { workspaceFor } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { inviteBoxer, isInvited, listInvitations, revokeInvitation } from './invitations.server';
import { entriesPage, markEntryUnpaid } from './manage.server';
import { markEntryPaid, registerEntry, withdrawEntry } from './registration.server';

/** Noon in Lagos on 1 November 2026; the tournament starts 12 December, the deadline is 5 December. */
const NOW = new Date('2026-11-01T11:00:00Z');
const BASE = 'https://ajbxng.test';

/**
 * The organiser's side of entries (issue 15): invitations (by e-mail, listed, revoked; the e-mail through the
 * outbox) and the Entries page's facts (paid and unpaid in naira, filters, drawn categories), with the
 * refusals: another organisation's organiser is a 403, an unknown id a 404, and nothing is stored.
 */
describe.each(testDatabaseKinds())('the organiser’s entries and invitations on %s', (kind) => {
  let database: DatabaseHandle;
  let host: number;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    const org = async (name: string) =>
      (
        await db
          .insert(organisations)
          .values({ name, plan: 'professional', status: 'approved' })
          .returning({ id: organisations.id })
      )[0]!.id;
    host = await org('Lagos Boxing Federation');
    const other = await org('Kano Fight Club');
    const people: [string, string, Role][] = [
      ['admin', 'Ada Admin', 'admin'],
      ['organiser', 'Olu Organiser', 'coach'],
      ['other-organiser', 'Kabir Kano', 'coach'],
      ['spectator', 'Funmi Fan', 'spectator'],
      ['musa', 'Musa Bello', 'boxer'],
      ['tobi', 'Tobi Ade', 'boxer'],
    ];
    await db.insert(user).values(people.map(([id, name, role]) => ({ id, name, email: `${id}@x.ng`, role })));
    await db.insert(organisationMembers).values([
      { organisationId: host, userId: 'organiser', memberRole: 'organiser' },
      { organisationId: other, userId: 'other-organiser', memberRole: 'organiser' },
    ]);
    await db.insert(profiles).values([
      // Both 25 on 12 Dec 2026 and 61 kg: Lightweight (135 lbs), Elite 20-34, men.
      {
        id: 'musa',
        firstName: 'Musa',
        lastName: 'Bello',
        dateOfBirth: '2001-01-01',
        gender: 'men',
        weightKg: 61,
      },
      {
        id: 'tobi',
        firstName: 'Tobi',
        lastName: 'Ade',
        dateOfBirth: '2001-02-02',
        gender: 'men',
        weightKg: 61,
      },
    ]);
  });
  afterEach(async () => {
    await database.close();
  });

  async function as(id: string): Promise<Workspace> {
    const [u] = await database.db.select().from(user).where(eq(user.id, id));
    return workspaceFor(database.db, { id: u!.id, name: u!.name, email: u!.email, role: u!.role as Role });
  }

  async function tournament(overrides: Partial<typeof tournaments.$inferInsert> = {}) {
    const [created] = await database.db
      .insert(tournaments)
      .values({
        slug: `t-${Math.random().toString(36).slice(2)}`,
        organisationId: host,
        name: 'Lagos Invitational',
        format: 'single-elimination',
        status: 'published',
        visibility: 'invitation',
        startDate: '2026-12-12',
        endDate: '2026-12-13',
        registrationDeadline: '2026-12-05',
        weighInDate: '2026-12-11',
        city: 'Lagos',
        level: 'Elite',
        maxParticipants: 8,
        entryFee: 15000,
        rules: {
          roundDuration: 2,
          numberOfRounds: 3,
          judgesCount: 3,
          medicalCheckRequired: false,
          equipmentProvided: false,
        },
        ...overrides,
      })
      .returning({ id: tournaments.id });
    await database.db
      .insert(tournamentCategories)
      .values({ tournamentId: created!.id, weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' });
    return created!.id;
  }

  async function refusal(work: Promise<unknown>) {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    const { status, code, message, fields } = error as ServiceError;
    return { status, code, message, fields };
  }

  const counts = async () => {
    const [i] = await database.db.select({ n: count() }).from(tournamentInvitations);
    const [m] = await database.db.select({ n: count() }).from(outbox);
    return { invitations: i!.n, mails: m!.n };
  };

  it('invites a boxer by e-mail, once, and e-mails them the tournament’s link through the outbox', async () => {
    const t = await tournament();
    const first = await inviteBoxer(
      database.db,
      await as('organiser'),
      t,
      { email: ' MUSA@x.ng ' },
      { baseUrl: BASE },
    );
    expect(first).toEqual({ tournamentId: t, boxerId: 'musa', boxerName: 'Musa Bello', created: true });
    const again = await inviteBoxer(
      database.db,
      await as('organiser'),
      t,
      { email: 'musa@x.ng' },
      { baseUrl: BASE },
    );
    expect(again.created).toBe(false);
    expect(await counts()).toEqual({ invitations: 1, mails: 1 });
    const [mail] = await database.db.select().from(outbox);
    expect(mail).toMatchObject({ kind: 'tournament-invitation', toAddress: 'musa@x.ng' });
    expect(mail!.subject).toBe('You are invited to Lagos Invitational');
    const [row] = await database.db
      .select({ slug: tournaments.slug })
      .from(tournaments)
      .where(eq(tournaments.id, t));
    expect(mail!.textBody).toContain(`${BASE}/tournaments/${row!.slug}#register`);
    expect(mail!.textBody).toContain('Lagos Boxing Federation invites you');
    expect(await isInvited(database.db, t, 'musa')).toBe(true);
    expect(await isInvited(database.db, t, 'tobi')).toBe(false);

    // The invited boxer registers; the one not invited is refused.
    await registerEntry(
      database.db,
      await as('musa'),
      { tournamentId: t, boxerId: 'musa', weightClass: 'lightweight', ageGroup: 'elite' },
      { now: NOW },
    );
    expect(
      await refusal(
        registerEntry(
          database.db,
          await as('tobi'),
          { tournamentId: t, boxerId: 'tobi', weightClass: 'lightweight', ageGroup: 'elite' },
          { now: NOW },
        ),
      ),
    ).toMatchObject({ status: 403, code: 'invitation_only' });
  });

  it('refuses an invitation from another organisation (403), to an unknown tournament (404), to a non-boxer or unknown address (400), and stores and sends nothing', async () => {
    const t = await tournament();
    expect(
      await refusal(
        inviteBoxer(database.db, await as('other-organiser'), t, { email: 'musa@x.ng' }, { baseUrl: BASE }),
      ),
    ).toMatchObject({ status: 403, code: 'not_your_tournament' });
    expect(
      await refusal(
        inviteBoxer(database.db, await as('organiser'), 999999, { email: 'musa@x.ng' }, { baseUrl: BASE }),
      ),
    ).toMatchObject({ status: 404, code: 'tournament_not_found' });
    // A spectator's address and an address nobody has get the same answer.
    const spectator = await refusal(
      inviteBoxer(database.db, await as('organiser'), t, { email: 'spectator@x.ng' }, { baseUrl: BASE }),
    );
    const nobody = await refusal(
      inviteBoxer(database.db, await as('organiser'), t, { email: 'nobody@x.ng' }, { baseUrl: BASE }),
    );
    expect(spectator).toMatchObject({
      status: 400,
      code: 'not_a_boxer',
      fields: { email: ['No boxer account has this address'] },
    });
    expect(nobody.message).toBe(spectator.message.replace('spectator@x.ng', 'nobody@x.ng'));
    expect(
      await refusal(inviteBoxer(database.db, await as('organiser'), t, { email: 'not an address' })),
    ).toMatchObject({ status: 400, code: 'invalid_email' });
    // Someone else's draft does not exist for them.
    const draft = await tournament({ status: 'draft' });
    expect(await refusal(inviteBoxer(database.db, await as('other-organiser'), draft, 'musa'))).toMatchObject(
      { status: 404 },
    );
    expect(await counts()).toEqual({ invitations: 0, mails: 0 });
  });

  it('lists invitations with the boxer’s entry, and revokes one not used; refusals change nothing', async () => {
    const t = await tournament();
    const organiser = await as('organiser');
    await inviteBoxer(database.db, organiser, t, 'musa');
    await inviteBoxer(database.db, organiser, t, 'tobi');
    await registerEntry(
      database.db,
      await as('musa'),
      { tournamentId: t, boxerId: 'musa', weightClass: 'lightweight', ageGroup: 'elite' },
      { now: NOW },
    );
    const listed = await listInvitations(database.db, organiser, t);
    expect(listed.map((i) => [i.boxerName, i.email, i.entryStatus])).toEqual([
      ['Musa Bello', 'musa@x.ng', 'registered'],
      ['Tobi Ade', 'tobi@x.ng', null],
    ]);
    expect(await refusal(listInvitations(database.db, await as('other-organiser'), t))).toMatchObject({
      status: 403,
    });
    expect(await refusal(listInvitations(database.db, organiser, 999999))).toMatchObject({ status: 404 });

    expect(
      await refusal(revokeInvitation(database.db, await as('other-organiser'), t, 'tobi')),
    ).toMatchObject({
      status: 403,
      code: 'not_your_tournament',
    });
    expect(await refusal(revokeInvitation(database.db, organiser, 999999, 'tobi'))).toMatchObject({
      status: 404,
      code: 'tournament_not_found',
    });
    expect(await refusal(revokeInvitation(database.db, organiser, t, 'nobody'))).toMatchObject({
      status: 404,
      code: 'invitation_not_found',
    });
    expect(await refusal(revokeInvitation(database.db, organiser, t, 'musa'))).toMatchObject({
      status: 409,
      code: 'invitation_used',
      message:
        'Musa Bello is entered in Lagos Invitational: withdraw the entry instead of revoking the invitation.',
    });
    expect((await counts()).invitations).toBe(2);

    expect(await revokeInvitation(database.db, organiser, t, 'tobi')).toEqual({
      tournamentId: t,
      boxerId: 'tobi',
      boxerName: 'Tobi Ade',
    });
    expect(await isInvited(database.db, t, 'tobi')).toBe(false);
    expect((await listInvitations(database.db, organiser, t)).map((i) => i.boxerId)).toEqual(['musa']);
  });

  it('gives the organiser every entry with paid, unpaid and withdrawn in naira, filtered and searched', async () => {
    const t = await tournament({ visibility: 'public' });
    const organiser = await as('organiser');
    // Each boxer enters themself (the organisers run another club: they may not enter its boxers).
    const enter = async (id: string) =>
      registerEntry(
        database.db,
        await as(id),
        { tournamentId: t, boxerId: id, weightClass: 'lightweight', ageGroup: 'elite' },
        { now: NOW },
      );
    const musa = await enter('musa');
    const tobi = await enter('tobi');
    await markEntryPaid(database.db, organiser, musa.id);
    let page = await entriesPage(database.db, organiser, String(t));
    expect(page.tournament).toMatchObject({ entryFee: 15000, visibility: 'public' });
    expect(page.totals).toEqual({
      active: 2,
      paid: 1,
      unpaid: 1,
      withdrawn: 0,
      // From the payments ledger, as the Money page: the mark paid is a fee paid in cash.
      collectedKobo: 0,
      cashKobo: 1_500_000,
      refundsKobo: 0,
      outstandingKobo: 1_500_000,
    });
    expect(page.rows.map((r) => [r.boxerName, r.paid, r.drawn])).toEqual([
      ['Musa Bello', true, false],
      ['Tobi Ade', false, false],
    ]);
    expect(page.invitations).toBeNull();
    expect(
      (await entriesPage(database.db, organiser, String(t), { q: 'tob' })).rows.map((r) => r.boxerName),
    ).toEqual(['Tobi Ade']);
    expect((await entriesPage(database.db, organiser, String(t), { show: 'unpaid' })).rows).toHaveLength(1);

    await withdrawEntry(database.db, organiser, tobi.id, 'Injured in sparring', { now: NOW });
    page = await entriesPage(database.db, organiser, String(t), { show: 'withdrawn' });
    expect(page.rows.map((r) => [r.boxerName, r.withdrawReason])).toEqual([
      ['Tobi Ade', 'Injured in sparring'],
    ]);
    expect(page.totals).toMatchObject({ active: 1, withdrawn: 1, outstandingKobo: 0 });

    // After the draw, the page says a withdrawal would be a walkover.
    await drawCategory(database.db, organiser, page.rows[0]!.categoryId, { seed: 1 });
    expect((await entriesPage(database.db, organiser, String(t))).rows.every((r) => r.drawn)).toBe(true);

    expect(await refusal(entriesPage(database.db, await as('other-organiser'), String(t)))).toMatchObject({
      status: 403,
    });
    expect(await refusal(entriesPage(database.db, organiser, '999999'))).toMatchObject({ status: 404 });
    expect(await refusal(entriesPage(database.db, organiser, 'abc'))).toMatchObject({ status: 404 });
  });

  it('marks an entry unpaid again: its organisers only, not a withdrawn entry, not an unknown one', async () => {
    const t = await tournament({ visibility: 'public' });
    const organiser = await as('organiser');
    const entry = await registerEntry(
      database.db,
      await as('musa'),
      { tournamentId: t, boxerId: 'musa', weightClass: 'lightweight', ageGroup: 'elite' },
      { now: NOW },
    );
    await markEntryPaid(database.db, organiser, entry.id);
    const paidAt = async () =>
      (await database.db.select({ paidAt: entries.paidAt }).from(entries).where(eq(entries.id, entry.id)))[0]!
        .paidAt;
    expect(await refusal(markEntryUnpaid(database.db, await as('other-organiser'), entry.id))).toMatchObject({
      status: 403,
      code: 'not_your_tournament',
    });
    expect(await refusal(markEntryUnpaid(database.db, await as('musa'), entry.id))).toMatchObject({
      status: 403,
    });
    expect(await refusal(markEntryUnpaid(database.db, organiser, 999999))).toMatchObject({
      status: 404,
      code: 'entry_not_found',
    });
    expect(await paidAt()).not.toBeNull();
    expect(await markEntryUnpaid(database.db, organiser, entry.id)).toEqual({ id: entry.id, paid: false });
    expect(await paidAt()).toBeNull();
    // Twice is harmless; a withdrawn entry keeps its record.
    expect(await markEntryUnpaid(database.db, organiser, entry.id)).toEqual({ id: entry.id, paid: false });
    await markEntryPaid(database.db, organiser, entry.id);
    await withdrawEntry(database.db, organiser, entry.id, 'Travel', { now: NOW });
    expect(await refusal(markEntryUnpaid(database.db, organiser, entry.id))).toMatchObject({
      status: 409,
      code: 'entry_withdrawn',
    });
    expect(await paidAt()).not.toBeNull();
  });
});
