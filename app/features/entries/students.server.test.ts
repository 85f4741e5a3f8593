import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import type { Role } from '@server/auth/roles';
import { organisationMembers, organisations, outbox, profiles, user } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { workspaceFor } from '~/features/organisations';
import {
  changeLicence,
  listStudents,
  registerStudent,
  squadChoices,
  updateBoxerFacts,
} from './students.server';

const NOW = new Date('2026-11-01T11:00:00Z');
const BASE = 'http://127.0.0.1:3999';

describe.each(testDatabaseKinds())('students on %s', (kind) => {
  let database: DatabaseHandle;
  let club: number;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    const addOrganisation = async (name: string, plan: 'starter' | 'professional') =>
      (await db.insert(organisations).values({ name, plan, status: 'approved' }).returning())[0]!.id;
    const addUser = (id: string, name: string, role: Role) =>
      db.insert(user).values({ id, name, email: `${id}@ajbxng.test`, role });
    const addMember = (organisationId: number, userId: string, memberRole: 'coach') =>
      db.insert(organisationMembers).values({ organisationId, userId, memberRole });
    club = await addOrganisation('Ikeja Boxing Club', 'professional');
    const other = await addOrganisation('Kano Fight Club', 'starter');
    await addUser('coach', 'Tunde Coach', 'coach');
    await addUser('club-coach', 'Bisi Clubcoach', 'coach');
    await addUser('other-coach', 'Kabir Kano', 'coach');
    await addUser('boxer', 'Chinedu Eze', 'boxer');
    await addMember(club, 'coach', 'coach');
    await addMember(club, 'club-coach', 'coach');
    await addMember(other, 'other-coach', 'coach');
    await db.insert(profiles).values({ id: 'boxer', firstName: 'Chinedu', lastName: 'Eze' });
  });
  afterEach(async () => {
    await database.close();
  });

  async function as(id: string) {
    const [u] = await database.db.select().from(user).where(eq(user.id, id));
    return workspaceFor(database.db, { id: u!.id, name: u!.name, email: u!.email, role: u!.role as Role });
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
  const student = {
    name: 'Emeka Obi',
    email: 'Emeka@Example.ng',
    dateOfBirth: '2005-05-05',
    gender: 'men',
    weightKg: '60.04',
  };

  it('registers a student: a boxer account with its facts, coached by them and of their club, e-mailed a link', async () => {
    const made = await registerStudent(database.db, await as('coach'), student, BASE, NOW);
    expect(made.message).toBe(
      'Emeka Obi is registered: we e-mailed emeka@example.ng a link to choose a password.',
    );
    const [account] = await database.db.select().from(user).where(eq(user.id, made.id));
    expect(account).toMatchObject({ role: 'boxer', email: 'emeka@example.ng' });
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, made.id));
    expect(profile).toMatchObject({
      firstName: 'Emeka',
      lastName: 'Obi',
      dateOfBirth: '2005-05-05',
      gender: 'men',
      weightKg: 60,
      coachId: 'coach',
      clubId: club,
      medicalCleared: false,
    });
    const mail = await database.db.select().from(outbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain(`${BASE}/reset-password?token=`);

    // Their coach and the club's other coach see them; another club's coach does not.
    expect((await listStudents(database.db, await as('coach'))).students).toMatchObject([
      { name: 'Emeka Obi', record: '0-0-0', weightKg: 60, medicalStatus: 'Pending' },
    ]);
    expect((await listStudents(database.db, await as('club-coach'))).total).toBe(1);
    expect((await listStudents(database.db, await as('other-coach'))).total).toBe(0);
  });

  it('refuses bad facts field by field, a taken address, and anyone who is not a coach; nothing is made', async () => {
    const bad = await refusal(
      registerStudent(
        database.db,
        await as('coach'),
        { name: 'Emeka', email: 'nope', dateOfBirth: '2020-01-01', gender: 'none', weightKg: '250' },
        BASE,
        NOW,
      ),
    );
    expect(bad).toMatchObject({ status: 400, code: 'invalid_student' });
    expect(bad.fields).toEqual({
      name: ['Enter first and last name'],
      email: ['Enter a valid e-mail address'],
      dateOfBirth: ['A boxer is at least 8 years old'],
      gender: ['Choose men or women'],
      weightKg: ['The weight is between 30 and 200 kg'],
    });
    expect(
      (
        await refusal(
          registerStudent(
            database.db,
            await as('coach'),
            { ...student, dateOfBirth: '1960-01-01' },
            BASE,
            NOW,
          ),
        )
      ).fields,
    ).toEqual({ dateOfBirth: ['A boxer is at most 60 years old'] });
    const coach = await as('coach');
    await registerStudent(database.db, coach, { ...student, email: 'chinedu@ajbxng.test' }, BASE, NOW);
    expect(
      await refusal(
        registerStudent(database.db, coach, { ...student, email: 'CHINEDU@ajbxng.test' }, BASE, NOW),
      ),
    ).toMatchObject({ status: 409, code: 'email_taken' });
    expect(await refusal(registerStudent(database.db, await as('boxer'), student, BASE, NOW))).toMatchObject({
      status: 403,
    });
    const boxers = await database.db.select().from(user).where(eq(user.role, 'boxer'));
    expect(boxers.map((b) => b.email).sort()).toEqual(['boxer@ajbxng.test', 'chinedu@ajbxng.test']);
  });

  it('registers a student with their licence (issue 33); a wrong one is refused field by field and nothing is made; the boxer changes their own', async () => {
    const coach = await as('coach');
    const bad = await refusal(
      registerStudent(
        database.db,
        coach,
        { ...student, licenceId: 'NBF 17', licenceBody: 'N', licenceExpiresOn: '2027-02-30' },
        BASE,
        NOW,
      ),
    );
    expect(bad).toMatchObject({ status: 400, code: 'invalid_student' });
    expect(bad.fields).toEqual({
      licenceId: ['A licence id has letters, digits, - / and . only'],
      licenceBody: ['Name the body that issued the licence'],
      licenceExpiresOn: ['The expiry is a date, YYYY-MM-DD'],
    });
    expect(await database.db.select().from(user).where(eq(user.email, 'emeka@example.ng'))).toEqual([]);

    const made = await registerStudent(
      database.db,
      coach,
      {
        ...student,
        licenceId: 'NBF-2026-0917',
        licenceBody: ' Nigeria Boxing Federation ',
        licenceExpiresOn: '2027-06-30',
      },
      BASE,
      NOW,
    );
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, made.id));
    expect(profile).toMatchObject({
      licenceId: 'NBF-2026-0917',
      licenceBody: 'Nigeria Boxing Federation',
      licenceExpiresOn: '2027-06-30',
    });

    // The account page: the boxer sets their own; a wrong expiry is refused and changes nothing.
    const self = await as('boxer');
    expect(
      await refusal(changeLicence(database.db, self, 'boxer', { licenceExpiresOn: '30/06/2027' }, NOW)),
    ).toMatchObject({
      status: 400,
      code: 'invalid_licence',
      fields: { licenceExpiresOn: ['The expiry is a date, YYYY-MM-DD'] },
    });
    expect(
      await refusal(changeLicence(database.db, self, 'boxer', { licenceId: 'NBF-2026-0917' }, NOW)),
    ).toMatchObject({ status: 409, code: 'licence_id_taken' });
    expect(
      await changeLicence(
        database.db,
        self,
        'boxer',
        { licenceId: 'NBF-2026-0001', licenceBody: 'Lagos State Boxing', licenceExpiresOn: '2027-01-31' },
        NOW,
      ),
    ).toEqual({
      licenceId: 'NBF-2026-0001',
      licenceBody: 'Lagos State Boxing',
      licenceExpiresOn: '2027-01-31',
    });
    // Blank fields clear it.
    expect(
      await changeLicence(
        database.db,
        self,
        'boxer',
        { licenceId: '', licenceBody: '', licenceExpiresOn: '' },
        NOW,
      ),
    ).toEqual({ licenceId: null, licenceBody: null, licenceExpiresOn: null });
  });

  it('registers a student with a phone and no e-mail: they sign in by SMS, nothing is e-mailed (issue 32)', async () => {
    const { email: _none, ...withoutEmail } = student;
    const made = await registerStudent(
      database.db,
      await as('coach'),
      { ...withoutEmail, phone: '0803 555 1234' },
      BASE,
      NOW,
    );
    expect(made.message).toBe(
      'Emeka Obi is registered: they sign in with a code sent by SMS to +2348035551234.',
    );
    const [account] = await database.db.select().from(user).where(eq(user.id, made.id));
    expect(account).toMatchObject({
      role: 'boxer',
      email: '2348035551234@phone.invalid',
      phoneNumber: '+2348035551234',
      phoneNumberVerified: false,
      messageChannel: 'whatsapp',
    });
    expect(await database.db.select().from(outbox)).toEqual([]);
    // The same number written another way is the same phone; neither an e-mail nor a phone is refused.
    const coach = await as('coach');
    expect(
      await refusal(
        registerStudent(database.db, coach, { ...withoutEmail, phone: '+234 803 555 1234' }, BASE, NOW),
      ),
    ).toMatchObject({ status: 409, code: 'phone_taken' });
    expect((await refusal(registerStudent(database.db, coach, withoutEmail, BASE, NOW))).fields).toEqual({
      email: ['Enter an e-mail address or a phone number'],
    });
    expect(
      (await refusal(registerStudent(database.db, coach, { ...withoutEmail, phone: '0803 55' }, BASE, NOW)))
        .fields,
    ).toEqual({ phone: ['Enter a phone number, like 0803 123 4567 or +234 803 123 4567'] });
  });

  it('keeps a boxer’s own facts, validated', async () => {
    expect(
      (
        await refusal(
          updateBoxerFacts(
            database.db,
            'boxer',
            { dateOfBirth: '2026-02-30', gender: 'men', weightKg: '29' },
            NOW,
          ),
        )
      ).fields,
    ).toEqual({
      dateOfBirth: ['Enter the date of birth'],
      weightKg: ['The weight is between 30 and 200 kg'],
    });
    await updateBoxerFacts(
      database.db,
      'boxer',
      { dateOfBirth: '2001-01-31', gender: 'men', weightKg: '64' },
      NOW,
    );
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, 'boxer'));
    expect(profile).toMatchObject({ dateOfBirth: '2001-01-31', gender: 'men', weightKg: 64 });
  });
  it('reaches every student of a large club: the squad form pages 50 at a time and finds a name', async () => {
    // 230 boxers of the club: more than the 200 the squad list used to stop at.
    const ids = Array.from({ length: 230 }, (_, i) => `b${String(i).padStart(3, '0')}`);
    await database.db
      .insert(user)
      .values(ids.map((id) => ({ id, name: id, email: `${id}@ajbxng.test`, role: 'boxer' as const })));
    await database.db.insert(profiles).values(
      ids.map((id, i) => ({
        id,
        firstName: i === 222 ? 'Zainab' : 'Boxer',
        lastName: id,
        dateOfBirth: '2000-01-01',
        gender: 'men' as const,
        weightKg: 60,
        clubId: club,
      })),
    );
    const coach = await as('club-coach');
    const tournament = {
      id: 0,
      name: 'Lagos Open',
      startDate: '2026-12-12',
      weightClassPreset: 'lbs' as const,
      categories: [{ weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' as const }],
    };
    const first = await squadChoices(database.db, coach, tournament);
    expect(first).toMatchObject({ total: 230, page: 1, pages: 5, q: '' });
    expect(first.choices).toHaveLength(50);
    const last = await squadChoices(database.db, coach, tournament, { page: 5 });
    expect(last.choices).toHaveLength(30);
    expect(last.choices.map((c) => c.name)).toContain('Zainab b222');
    // A page beyond the last shows the last; a search finds one boxer among them, whatever its case.
    expect((await squadChoices(database.db, coach, tournament, { page: 99 })).page).toBe(5);
    const found = await squadChoices(database.db, coach, tournament, { q: ' zaiNAB ' });
    expect(found).toMatchObject({ total: 1, pages: 1, q: 'zaiNAB' });
    expect(found.choices.map((c) => c.name)).toEqual(['Zainab b222']);
    // My Students in full pages the same way.
    const page3 = await listStudents(database.db, coach, { limit: 50, offset: 100 });
    expect(page3.total).toBe(230);
    expect(page3.students[0]!.name).toBe('Boxer b100');
  });
});
