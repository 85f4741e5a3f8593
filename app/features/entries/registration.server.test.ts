import { and, count, eq } from 'drizzle-orm';
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
import { drawCategory, eligibleEntries } from '~/features/competition';
import { workspaceFor } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import { inviteBoxer } from './invitations.server';
import { consentRequest, giveGuardianConsent } from './guardian-consent.server';
import type { ConsentLink } from './registration.server';
import {
  listEntries,
  markEntryPaid,
  registerEntry as registerEntryService,
  registerSquad,
  withdrawEntry,
} from './registration.server';

/** Noon in Lagos on 1 November 2026; the tournament starts 12 December, the deadline is 5 December. */
const NOW = new Date('2026-11-01T11:00:00Z');

describe.each(testDatabaseKinds())('registration on %s', (kind) => {
  let database: DatabaseHandle;
  let club: number;
  let otherClub: number;
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
    club = await org('Ikeja Boxing Club');
    otherClub = await org('Kano Fight Club');
    const people: [string, string, Role][] = [
      ['admin', 'Ada Admin', 'admin'],
      ['organiser', 'Olu Organiser', 'coach'],
      ['club-organiser', 'Kemi Clubhead', 'coach'],
      ['coach', 'Tunde Coach', 'coach'],
      ['club-coach', 'Bisi Clubcoach', 'coach'],
      ['other-coach', 'Kabir Kano', 'coach'],
      ['spectator', 'Funmi Fan', 'spectator'],
      ['chinedu', 'Chinedu Okafor', 'boxer'],
      ['amaka', 'Amaka Eze', 'boxer'],
      ['musa', 'Musa Bello', 'boxer'],
      ['tobi', 'Tobi Ade', 'boxer'],
    ];
    await db.insert(user).values(people.map(([id, name, role]) => ({ id, name, email: `${id}@x.ng`, role })));
    await db.insert(organisationMembers).values([
      { organisationId: host, userId: 'organiser', memberRole: 'organiser' },
      { organisationId: club, userId: 'club-coach', memberRole: 'coach' },
      { organisationId: club, userId: 'club-organiser', memberRole: 'organiser' },
      { organisationId: otherClub, userId: 'other-coach', memberRole: 'coach' },
    ]);
    await db.insert(profiles).values([
      // 16 on 12 Dec 2026; 62 kg: Super Lightweight (140 lbs), Cadet 16-17, men; coached by 'coach'.
      profile('chinedu', 'Chinedu', 'Okafor', '2010-06-01', 'men', 62, { coachId: 'coach', clubId: club }),
      // 25; 57 kg: Featherweight (126 lbs) is 57.2: women.
      profile('amaka', 'Amaka', 'Eze', '2001-03-03', 'women', 57, { clubId: club }),
      // 25; 61 kg: Lightweight (135 lbs, 61.2 kg).
      profile('musa', 'Musa', 'Bello', '2001-01-01', 'men', 61, { clubId: club }),
      // 22; 61 kg; Kano.
      profile('tobi', 'Tobi', 'Ade', '2004-02-02', 'men', 61, { clubId: otherClub }),
    ]);
  });
  afterEach(async () => {
    await database.close();
  });

  function profile(
    id: string,
    firstName: string,
    lastName: string,
    dateOfBirth: string,
    gender: 'men' | 'women',
    weightKg: number,
    extra: Partial<typeof profiles.$inferInsert> = {},
  ) {
    return { id, firstName, lastName, dateOfBirth, gender, weightKg, ...extra };
  }

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
        name: 'Lagos Open',
        format: 'single-elimination',
        status: 'published',
        startDate: '2026-12-12',
        endDate: '2026-12-13',
        registrationDeadline: '2026-12-05',
        weighInDate: '2026-12-11',
        city: 'Lagos',
        level: 'Elite',
        maxParticipants: 8,
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
    const id = created!.id;
    await database.db.insert(tournamentCategories).values([
      { tournamentId: id, weightClass: 'super-lightweight', ageGroup: 'cadet', gender: 'men' },
      { tournamentId: id, weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' },
      { tournamentId: id, weightClass: 'featherweight', ageGroup: 'elite', gender: 'women' },
    ]);
    return id;
  }

  const chinedu = {
    boxerId: 'chinedu',
    weightClass: 'super-lightweight',
    ageGroup: 'cadet',
    guardianName: 'Ngozi Okafor',
    guardianEmail: 'ngozi.okafor@x.ng',
  };
  const musa = { boxerId: 'musa', weightClass: 'lightweight', ageGroup: 'elite' };
  const amaka = { boxerId: 'amaka', weightClass: 'featherweight', ageGroup: 'elite' };

  async function refusal(work: Promise<unknown>) {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    const { status, code, message, fields } = error as ServiceError;
    return { status, code, message, fields };
  }

  async function stored() {
    const [row] = await database.db.select({ n: count() }).from(entries);
    return row!.n;
  }

  it('keeps an under-18’s guardian’s phone as one E.164 value, and refuses one that is not a number (issue 32)', async () => {
    const t = await tournament();
    expect(
      (
        await refusal(
          registerEntryService(
            database.db,
            await as('chinedu'),
            { tournamentId: t, ...chinedu, guardianPhone: '0803 12' },
            { now: NOW },
          ),
        )
      ).fields,
    ).toEqual({ guardianPhone: ['Enter a phone number, like 0803 123 4567 or +234 803 123 4567'] });
    const entry = await registerEntryService(
      database.db,
      await as('chinedu'),
      { tournamentId: t, ...chinedu, guardianPhone: '+234 (0) 803-123-4567' },
      { now: NOW },
    );
    const [row] = await database.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row!.guardianPhone).toBe('+2348031234567');
  });

  it('enters a boxer by themself; an under-18’s entry waits for the consent their guardian gives through the link', async () => {
    const t = await tournament();
    const links: ConsentLink[] = [];
    const entry = await registerEntryService(
      database.db,
      await as('chinedu'),
      { tournamentId: t, ...chinedu },
      { now: NOW, consentLinks: (l) => links.push(...l), notify: { baseUrl: 'https://ajbxng.test' } },
    );
    expect(entry).toMatchObject({
      boxerId: 'chinedu',
      boxerName: 'Chinedu Okafor',
      category: 'Super Lightweight (140 lbs) · Cadet 16-17 · Men',
      status: 'registered',
      guardianName: 'Ngozi Okafor',
      guardianConsent: 'awaiting',
      paid: false,
    });
    const [row] = await database.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row).toMatchObject({
      registeredBy: 'chinedu',
      guardianName: 'Ngozi Okafor',
      guardianEmail: 'ngozi.okafor@x.ng',
      guardianConsentAt: null,
    });
    // The guardian is e-mailed a link of their own; only its hash is stored.
    expect(links).toHaveLength(1);
    expect(row!.guardianConsentTokenHash).not.toContain(links[0]!.token);
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'guardian-consent'), eq(outbox.toAddress, 'ngozi.okafor@x.ng')));
    expect(mail!.textBody).toContain(`https://ajbxng.test/entries/consent/${links[0]!.token}`);
    expect(mail!.subject).toBe('Your consent is needed: Chinedu Okafor in Lagos Open');

    // The child cannot tick consent for themself (nor can a coach or an organiser).
    expect(
      await refusal(
        registerEntry(
          await as('chinedu'),
          { tournamentId: await tournament(), ...chinedu, guardianConsent: true },
          { now: NOW },
        ),
      ),
    ).toMatchObject({ status: 400, code: 'consent_from_guardian' });

    // The guardian opens the link, sees the entry, and consents: who and when are recorded, once.
    expect(await consentRequest(database.db, links[0]!.token)).toMatchObject({
      child: 'Chinedu Okafor',
      tournament: 'Lagos Open',
      category: 'Super Lightweight (140 lbs) · Cadet 16-17 · Men',
      consentedAt: null,
      closed: null,
    });
    expect(
      await refusal(giveGuardianConsent(database.db, links[0]!.token, { name: '', consent: false })),
    ).toMatchObject({ status: 400, code: 'invalid_consent', fields: { name: ['Enter your name'] } });
    // Until the guardian consents, the child is not drawn.
    expect(await eligibleEntries(database.db, entry.categoryId, false)).toEqual([]);
    const later = new Date('2026-11-02T09:00:00Z');
    expect(
      await giveGuardianConsent(
        database.db,
        links[0]!.token,
        { name: 'Ngozi Okafor', consent: true },
        { now: later },
      ),
    ).toEqual({ consentedAt: later.toISOString(), alreadyGiven: false });
    expect(
      await giveGuardianConsent(database.db, links[0]!.token, { name: 'Someone else', consent: true }),
    ).toEqual({ consentedAt: later.toISOString(), alreadyGiven: true });
    const [consented] = await database.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(consented).toMatchObject({ guardianConsentBy: 'Ngozi Okafor <ngozi.okafor@x.ng>' });
    expect(consented!.guardianConsentAt?.toISOString()).toBe(later.toISOString());
    expect((await eligibleEntries(database.db, entry.categoryId, false)).map((e) => e.id)).toEqual([
      entry.id,
    ]);
    // A link we never sent is unknown.
    expect(await refusal(consentRequest(database.db, 'x'.repeat(32)))).toMatchObject({
      status: 404,
      code: 'consent_link_unknown',
    });
    // An adult needs no guardian; a woman enters a women's category.
    await registerEntry(await as('amaka'), { tournamentId: t, ...amaka }, { now: NOW });
    expect(await stored()).toBe(2);
  });

  function registerEntry(
    actor: Workspace,
    input: Parameters<typeof registerEntryService>[2],
    options: { now?: Date },
  ) {
    return registerEntryService(database.db, actor, input, options);
  }

  it('refuses, naming the right category, an age group, weight class or gender that does not fit', async () => {
    const t = await tournament();
    const me = await as('chinedu');
    expect(
      await refusal(registerEntry(me, { tournamentId: t, ...chinedu, ageGroup: 'elite' }, { now: NOW })),
    ).toMatchObject({
      status: 400,
      code: 'wrong_age_group',
      message: 'Chinedu is 16 on 12 Dec 2026: enter Cadet 16-17.',
      fields: { ageGroup: ['Enter Cadet 16-17'] },
    });
    expect(
      await refusal(
        registerEntry(me, { tournamentId: t, ...chinedu, weightClass: 'lightweight' }, { now: NOW }),
      ),
    ).toMatchObject({
      status: 400,
      code: 'wrong_weight_class',
      message: 'Chinedu weighs 62 kg: enter Super Lightweight (140 lbs).',
    });
    expect(
      await refusal(registerEntry(me, { tournamentId: t, ...chinedu, gender: 'women' }, { now: NOW })),
    ).toMatchObject({
      status: 400,
      code: 'wrong_gender',
      message: 'Chinedu is registered as Men: enter a Men category.',
    });
    expect(await stored()).toBe(0);
  });

  it('counts age in completed years on the first day, and the weight against each limit', async () => {
    // Born 13 Dec 2008: 17 on 12 Dec 2026, 18 the day after.
    await database.db.update(profiles).set({ dateOfBirth: '2008-12-13' }).where(eq(profiles.id, 'chinedu'));
    const t = await tournament();
    await registerEntry(await as('chinedu'), { tournamentId: t, ...chinedu }, { now: NOW });
    // Exactly on a limit (61.2 kg = Lightweight's 135 lbs) stays in the class.
    await database.db.update(profiles).set({ weightKg: 61.2 }).where(eq(profiles.id, 'musa'));
    await registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW });
    expect(await stored()).toBe(2);
  });

  it('refuses a category the tournament does not have, naming it', async () => {
    const t = await tournament();
    await database.db.update(profiles).set({ weightKg: 72 }).where(eq(profiles.id, 'musa'));
    expect(
      await refusal(
        registerEntry(
          await as('musa'),
          { tournamentId: t, ...musa, weightClass: 'middleweight' },
          { now: NOW },
        ),
      ),
    ).toMatchObject({
      status: 400,
      code: 'category_not_in_tournament',
      message:
        "Musa's declared weight puts them in Middleweight (160 lbs) · Elite 20-34 · Men, which Lagos Open does not hold: it offers only Lightweight (135 lbs) · Elite 20-34 · Men.",
    });
    // Not even when the caller names the class the tournament offers (issue 27 item 14: never "enter" a
    // class that is not there).
    expect(
      await refusal(registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW })),
    ).toMatchObject({ status: 400, code: 'category_not_in_tournament' });
    expect(await stored()).toBe(0);
  });

  it('refuses when registration is closed: a draft is unknown, a cancelled one or one past its deadline closed', async () => {
    for (const status of ['cancelled', 'completed', 'drawn'] as const) {
      const t = await tournament({ status });
      expect(
        await refusal(registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW })),
      ).toEqual({
        status: 409,
        code: 'registration_closed',
        message: 'Registration for Lagos Open is closed.',
        fields: undefined,
      });
    }
    const draft = await tournament({ status: 'draft' });
    expect(
      await refusal(registerEntry(await as('musa'), { tournamentId: draft, ...musa }, { now: NOW })),
    ).toMatchObject({ status: 404, code: 'tournament_not_found' });
    const t = await tournament();
    // On the deadline day in Lagos it is open; 23:30 UTC on 5 December is already the 6th in Lagos.
    expect(
      await refusal(
        registerEntry(
          await as('musa'),
          { tournamentId: t, ...musa },
          { now: new Date('2026-12-05T23:30:00Z') },
        ),
      ),
    ).toMatchObject({ status: 409, code: 'registration_closed' });
    await registerEntry(
      await as('musa'),
      { tournamentId: t, ...musa },
      { now: new Date('2026-12-05T22:30:00Z') },
    );
    expect(await stored()).toBe(1);
  });

  it('refuses beyond capacity, and an entry twice', async () => {
    // The smallest capacity is 8: seven places taken by others, Musa takes the last.
    const t = await tournament({ maxParticipants: 8 });
    const [category] = await database.db
      .select()
      .from(tournamentCategories)
      .where(eq(tournamentCategories.tournamentId, t));
    for (let i = 0; i < 7; i++) {
      await database.db
        .insert(user)
        .values({ id: `f${i}`, name: `Filler ${i}`, email: `f${i}@x.ng`, role: 'boxer' });
      await database.db
        .insert(entries)
        .values({ tournamentId: t, categoryId: category!.id, boxerId: `f${i}` });
    }
    await registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW });
    expect(
      await refusal(registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW })),
    ).toMatchObject({
      status: 409,
      code: 'already_entered',
      message: 'Musa is already entered in Lagos Open.',
    });
    expect(
      await refusal(registerEntry(await as('amaka'), { tournamentId: t, ...amaka }, { now: NOW })),
    ).toMatchObject({
      status: 409,
      code: 'tournament_full',
      message: 'Lagos Open is full: all 8 places are taken.',
    });
    expect(await stored()).toBe(8);
  });

  it('refuses a boxer under a medical suspension on the first day', async () => {
    const t = await tournament();
    await database.db
      .update(profiles)
      .set({ suspendedUntil: '2026-12-12', suspensionReason: 'KO' })
      .where(eq(profiles.id, 'musa'));
    expect(
      await refusal(registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW })),
    ).toMatchObject({
      status: 409,
      code: 'medically_suspended',
      message: 'Musa is under a medical suspension until 12 Dec 2026 and cannot box on 12 Dec 2026.',
    });
    // A suspension that ends the day before is over.
    await database.db.update(profiles).set({ suspendedUntil: '2026-12-11' }).where(eq(profiles.id, 'musa'));
    await registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW });
    expect(await stored()).toBe(1);
  });

  it('refuses an under-18 without a guardian’s name and consent', async () => {
    const t = await tournament();
    const me = await as('chinedu');
    for (const without of [
      { guardianEmail: undefined },
      { guardianEmail: '' },
      { guardianName: '  ' },
      { guardianName: undefined },
    ])
      expect(
        await refusal(registerEntry(me, { tournamentId: t, ...chinedu, ...without }, { now: NOW })),
      ).toMatchObject({
        status: 400,
        code: 'guardian_consent_required',
        message:
          "Chinedu is under 18: give a parent's or guardian's name and e-mail address, and they will be asked to consent.",
      });
    expect(await stored()).toBe(0);
  });

  it('asks for the profile facts registration checks', async () => {
    const t = await tournament();
    await database.db
      .update(profiles)
      .set({ dateOfBirth: null, weightKg: null })
      .where(eq(profiles.id, 'musa'));
    expect(
      await refusal(registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW })),
    ).toMatchObject({
      status: 409,
      code: 'profile_incomplete',
      message: "Add Musa's date of birth and declared weight to their profile before registering.",
    });
    expect(await stored()).toBe(0);
  });

  it('takes an invitation-only tournament’s entries from invited boxers only; organisers invite', async () => {
    const t = await tournament({ visibility: 'invitation' });
    expect(
      await refusal(registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW })),
    ).toMatchObject({
      status: 403,
      code: 'invitation_only',
      message: 'Lagos Open is by invitation only, and Musa has not been invited.',
    });
    expect(await refusal(inviteBoxer(database.db, await as('coach'), t, 'musa'))).toMatchObject({
      status: 403,
      code: 'not_your_tournament',
    });
    expect(await refusal(inviteBoxer(database.db, await as('organiser'), t, 'spectator'))).toMatchObject({
      status: 400,
      code: 'not_a_boxer',
    });
    await inviteBoxer(database.db, await as('organiser'), t, 'musa');
    await inviteBoxer(database.db, await as('organiser'), t, 'musa');
    const invitations = await database.db.select().from(tournamentInvitations);
    expect(invitations).toHaveLength(1);
    await registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW });
    expect(await stored()).toBe(1);
    const open = await tournament();
    expect(await refusal(inviteBoxer(database.db, await as('organiser'), open, 'musa'))).toMatchObject({
      status: 409,
      code: 'not_invitation_only',
    });
  });

  it('lets the boxer’s coach, their club’s coaches and organisers enter them; another club’s coach, boxer or the tournament’s own organisers are refused (403)', async () => {
    const t = await tournament();
    // The tournament's organisers run another club: they invite, they do not enter (issue 27).
    for (const stranger of ['other-coach', 'amaka', 'spectator', 'organiser'])
      expect(
        await refusal(registerEntry(await as(stranger), { tournamentId: t, ...musa }, { now: NOW })),
        stranger,
      ).toMatchObject({
        status: 403,
        code: 'not_your_boxer',
        message:
          'Only Musa, their coach or an organiser of their own club can enter Musa: invite Musa to Lagos Open instead, and they or their coach can accept.',
      });
    // Ten throwaway tournaments taught an organiser nothing: the refusal names no age, birth date or weight.
    const probe = await refusal(
      registerEntry(await as('organiser'), { tournamentId: t, ...chinedu, ageGroup: 'elite' }, { now: NOW }),
    );
    expect(probe.code).toBe('not_your_boxer');
    expect(probe.message).not.toMatch(/\b16\b|2010|62|kg/);
    expect(await stored()).toBe(0);
    // Chinedu's own coach (profile), Musa's club coach (membership), Amaka by her club's organiser.
    await registerEntry(await as('coach'), { tournamentId: t, ...chinedu }, { now: NOW });
    await registerEntry(await as('club-coach'), { tournamentId: t, ...musa }, { now: NOW });
    await registerEntry(await as('club-organiser'), { tournamentId: t, ...amaka }, { now: NOW });
    const rows = await database.db.select().from(entries).orderBy(entries.id);
    expect(rows.map((r) => r.registeredBy)).toEqual(['coach', 'club-coach', 'club-organiser']);
  });

  it('tells an organiser of the boxer’s club the rule and the category that fits, never the age, weight or suspension behind it', async () => {
    const t = await tournament();
    const organiser = await as('club-organiser');
    const refusals = [
      await refusal(registerEntry(organiser, { tournamentId: t, ...musa, ageGroup: 'youth' }, { now: NOW })),
      await refusal(
        registerEntry(organiser, { tournamentId: t, ...musa, weightClass: 'featherweight' }, { now: NOW }),
      ),
    ];
    expect(refusals.map((r) => r.message)).toEqual([
      "Musa's age on 12 Dec 2026 puts them in Elite 20-34: enter Elite 20-34.",
      "Musa's declared weight puts them in Lightweight (135 lbs): enter Lightweight (135 lbs).",
    ]);
    await database.db
      .update(profiles)
      .set({ suspendedUntil: '2026-12-20', suspensionReason: 'KO' })
      .where(eq(profiles.id, 'musa'));
    const suspended = await refusal(registerEntry(organiser, { tournamentId: t, ...musa }, { now: NOW }));
    expect(suspended).toMatchObject({ status: 409, code: 'medically_suspended' });
    expect(suspended.message).not.toContain('20 Dec');
    // The boxer's coach hears the facts.
    expect(
      (await refusal(registerEntry(await as('club-coach'), { tournamentId: t, ...musa }, { now: NOW })))
        .message,
    ).toBe('Musa is under a medical suspension until 20 Dec 2026 and cannot box on 12 Dec 2026.');
  });

  it('registers a coach’s squad all at once, or none of it, naming the boxer refused', async () => {
    const t = await tournament();
    const coach = await as('club-coach');
    expect(
      await refusal(
        registerSquad(database.db, coach, t, [musa, { ...amaka, ageGroup: 'masters' }], { now: NOW }),
      ),
    ).toMatchObject({
      status: 400,
      code: 'wrong_age_group',
      message: 'Amaka is 25 on 12 Dec 2026: enter Elite 20-34.',
    });
    expect(
      await refusal(
        registerSquad(database.db, coach, t, [musa, { ...chinedu, guardianEmail: undefined }], { now: NOW }),
      ),
    ).toMatchObject({ code: 'guardian_consent_required' });
    expect(
      await refusal(
        registerSquad(
          database.db,
          coach,
          t,
          [musa, { boxerId: 'tobi', weightClass: 'lightweight', ageGroup: 'elite' }],
          {
            now: NOW,
          },
        ),
      ),
    ).toMatchObject({ status: 403, code: 'not_your_boxer' });
    expect(await stored()).toBe(0);
    const squad = await registerSquad(database.db, coach, t, [musa, amaka, chinedu], { now: NOW });
    expect(squad.map((e) => e.boxerName)).toEqual(['Musa Bello', 'Amaka Eze', 'Chinedu Okafor']);
    expect(await stored()).toBe(3);
  });

  it('withdraws by the boxer, their coach or the organiser with a reason; others 403', async () => {
    const t = await tournament();
    const a = await registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW });
    const b = await registerEntry(await as('coach'), { tournamentId: t, ...chinedu }, { now: NOW });
    const c = await registerEntry(await as('amaka'), { tournamentId: t, ...amaka }, { now: NOW });
    expect(c.status).toBe('registered');
    expect(await refusal(withdrawEntry(database.db, await as('other-coach'), a.id, 'Injured'))).toMatchObject(
      {
        status: 403,
        code: 'not_your_entry',
      },
    );
    expect(await refusal(withdrawEntry(database.db, await as('amaka'), a.id, 'Injured'))).toMatchObject({
      status: 403,
    });
    expect(await refusal(withdrawEntry(database.db, await as('musa'), a.id, '  '))).toMatchObject({
      status: 400,
      code: 'reason_required',
      message: 'Say why the entry is withdrawn.',
    });
    const [untouched] = await database.db.select().from(entries).where(eq(entries.id, a.id));
    expect(untouched!.status).toBe('registered');

    await withdrawEntry(database.db, await as('musa'), a.id, 'Injured hand');
    await withdrawEntry(database.db, await as('coach'), b.id, 'Exams');
    const [row] = await database.db.select().from(entries).where(eq(entries.id, a.id));
    expect(row).toMatchObject({ status: 'withdrawn', withdrawnBy: 'musa', withdrawReason: 'Injured hand' });
    expect(await refusal(withdrawEntry(database.db, await as('musa'), a.id, 'again'))).toMatchObject({
      status: 409,
      code: 'already_withdrawn',
    });
    // A boxer enters a tournament once: withdrawn, they cannot enter it again.
    expect(
      await refusal(registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW })),
    ).toMatchObject({
      status: 409,
      code: 'already_withdrawn',
      message: 'Musa withdrew from Lagos Open and cannot enter it again.',
    });
    expect(c.status).toBe('registered');
  });

  it('after the draw, a withdrawal is a walkover in the engine', async () => {
    const t = await tournament();
    await database.db
      .update(tournaments)
      .set({
        rules: {
          roundDuration: 2,
          numberOfRounds: 3,
          judgesCount: 3,
          medicalCheckRequired: false,
          equipmentProvided: false,
        },
      })
      .where(eq(tournaments.id, t));
    const a = await registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW });
    await registerEntry(await as('other-coach'), { tournamentId: t, ...musa, boxerId: 'tobi' }, { now: NOW });
    await drawCategory(database.db, await as('organiser'), a.categoryId);
    const before = await database.db
      .select({ revision: tournamentCategories.drawRevision })
      .from(tournamentCategories)
      .where(eq(tournamentCategories.id, a.categoryId));
    const outcome = await withdrawEntry(database.db, await as('club-coach'), a.id, 'Injured in training');
    expect(outcome).toMatchObject({ status: 'withdrawn', walkover: true });
    const after = await database.db
      .select({ revision: tournamentCategories.drawRevision })
      .from(tournamentCategories)
      .where(eq(tournamentCategories.id, a.categoryId));
    expect(after[0]!.revision).toBeGreaterThan(before[0]!.revision);
    const [row] = await database.db.select().from(entries).where(eq(entries.id, a.id));
    expect(row).toMatchObject({ status: 'withdrawn', withdrawReason: 'Injured in training' });
  });

  it('marks an entry paid by the organisers only; lists entries for organisers and for the public', async () => {
    const t = await tournament();
    const a = await registerEntry(await as('musa'), { tournamentId: t, ...musa }, { now: NOW });
    const b = await registerEntry(await as('amaka'), { tournamentId: t, ...amaka }, { now: NOW });
    expect(await refusal(markEntryPaid(database.db, await as('musa'), a.id))).toMatchObject({
      status: 403,
      code: 'not_your_tournament',
    });
    expect(await refusal(markEntryPaid(database.db, await as('other-coach'), a.id))).toMatchObject({
      status: 403,
    });
    await markEntryPaid(database.db, await as('organiser'), a.id);
    await withdrawEntry(database.db, await as('amaka'), b.id, 'Travel');
    const managed = await listEntries(database.db, await as('organiser'), t);
    expect(managed.manage).toBe(true);
    expect(managed.entries).toMatchObject([
      { boxerName: 'Musa Bello', club: 'Ikeja Boxing Club', paid: true, weighIn: null },
      { boxerName: 'Amaka Eze', status: 'withdrawn', withdrawReason: 'Travel', paid: false },
    ]);
    const shown = await listEntries(database.db, null, t);
    expect(shown).toEqual({
      manage: false,
      entries: [
        {
          id: a.id,
          boxerId: 'musa',
          boxerName: 'Musa Bello',
          club: 'Ikeja Boxing Club',
          categoryId: a.categoryId,
          category: 'Lightweight (135 lbs) · Elite 20-34 · Men',
          status: 'registered',
        },
      ],
    });
  });
});
