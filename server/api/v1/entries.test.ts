import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { entries, outbox, profiles, tournamentCategories, tournaments } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { AppServices } from '@server/services';
import { addDays, lagosDate } from '~/lib/lagos-time';
import { addUser, seedOrganisations } from '~/features/tournaments/fixtures.test-support';
import { startApi } from './harness.test-support';
import type { ApiHarness } from './harness.test-support';

/** A month ahead of the real clock: the API has no `now`, and registration must be open. */
const start = addDays(lagosDate(new Date()), 30);

describe.each(testDatabaseKinds())('the entries API on %s', (kind) => {
  let api: ApiHarness;
  let services: AppServices;
  let tournamentId: number;

  beforeEach(async () => {
    api = await startApi(kind, seed);
    services = api.services;
  });
  afterEach(async () => {
    await api.close();
  });

  /** The organisations' cast, Musa and Ada, and the professional organisation's Lagos Open a month ahead. */
  async function seed({ database }: AppServices) {
    const db = database.db;
    const cast = await seedOrganisations(db);
    const people = [
      ...Object.values(cast.people),
      await addUser(db, 'musa', 'Musa Bello', 'boxer'),
      await addUser(db, 'ada', 'Ada Obi', 'boxer'),
      await addUser(db, 'spectator', 'Funmi Fan', 'spectator'),
    ];
    // Musa: 25, 61 kg, coached by the plain coach; Ada: 15, 50 kg, of the Starter club.
    const born = (years: number) => `${Number(start.slice(0, 4)) - years}-01-01`;
    await db.insert(profiles).values([
      {
        id: 'musa',
        firstName: 'Musa',
        lastName: 'Bello',
        dateOfBirth: born(25),
        gender: 'men',
        weightKg: 61,
        coachId: 'coach-plain',
      },
      {
        id: 'ada',
        firstName: 'Ada',
        lastName: 'Obi',
        dateOfBirth: born(15),
        gender: 'women',
        weightKg: 50,
        clubId: cast.organisations.starter,
      },
    ]);
    const [t] = await db
      .insert(tournaments)
      .values({
        slug: 'lagos-open',
        organisationId: cast.organisations.professional,
        name: 'Lagos Open',
        format: 'single-elimination',
        status: 'published',
        startDate: start,
        endDate: addDays(start, 1),
        registrationDeadline: addDays(start, -5),
        weighInDate: addDays(start, -1),
        city: 'Lagos',
        level: 'Elite',
        maxParticipants: 16,
        rules: {
          roundDuration: 2,
          numberOfRounds: 3,
          judgesCount: 3,
          medicalCheckRequired: true,
          equipmentProvided: false,
        },
      })
      .returning({ id: tournaments.id });
    tournamentId = t!.id;
    await db.insert(tournamentCategories).values([
      { tournamentId, weightClass: 'lightweight', ageGroup: 'elite', gender: 'men' },
      { tournamentId, weightClass: 'flyweight', ageGroup: 'junior', gender: 'women' },
    ]);
    return people;
  }

  const call: ApiHarness['call'] = (...args) => api.call(...args);
  const stored = async () => (await services.database.db.select({ n: count() }).from(entries))[0]!.n;
  const musa = { boxerId: 'musa', weightClass: 'lightweight', ageGroup: 'elite' };

  it('registers a boxer (201, once per Idempotency-Key), refusing a mismatch with the right category', async () => {
    const wrong = await call('POST', `/tournaments/${tournamentId}/entries`, {
      as: 'musa',
      body: { ...musa, ageGroup: 'masters' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({
      code: 'wrong_age_group',
      message: expect.stringMatching(/^Musa is 2[45] on .*: enter Elite 20-34\.$/),
    });
    const bad = await call('POST', `/tournaments/${tournamentId}/entries`, {
      as: 'musa',
      body: { boxerId: 'musa' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('weightClass');
    expect(await stored()).toBe(0);

    const first = await call('POST', `/tournaments/${tournamentId}/entries`, {
      as: 'musa',
      body: musa,
      key: 'k1',
    });
    expect(first.status).toBe(201);
    expect(first.json.entry).toMatchObject({
      boxerName: 'Musa Bello',
      category: 'Lightweight (135 lbs) · Elite 20-34 · Men',
      paid: false,
    });
    const again = await call('POST', `/tournaments/${tournamentId}/entries`, {
      as: 'musa',
      body: musa,
      key: 'k1',
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await stored()).toBe(1);
  });

  it('refuses another club’s coach (403) and an under-18 without consent; their own coach enters them', async () => {
    const ada = { boxerId: 'ada', weightClass: 'flyweight', ageGroup: 'junior' };
    const stranger = await call('POST', `/tournaments/${tournamentId}/entries`, {
      as: 'coach-plain',
      body: ada,
    });
    expect(stranger.status).toBe(403);
    expect(stranger.json.error.code).toBe('not_your_boxer');
    const noConsent = await call('POST', `/tournaments/${tournamentId}/entries`, {
      as: 'coach-starter',
      body: ada,
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.error.message).toBe(
      "Ada is under 18: give a parent's or guardian's name and e-mail address, and they will be asked to consent.",
    );
    // The tournament's own organiser runs another club: refused, and told nothing about the child.
    const organiser = await call('POST', `/tournaments/${tournamentId}/entries`, {
      as: 'org-pro',
      body: { ...ada, ageGroup: 'elite', guardianName: 'Ngozi Obi', guardianEmail: 'ngozi@x.ng' },
    });
    expect(organiser.status).toBe(403);
    expect(organiser.json.error.code).toBe('not_your_boxer');
    expect(organiser.json.error.message).not.toMatch(/\d/);
    // Only the guardian consents: a coach ticking it is refused.
    const ticked = await call('POST', `/tournaments/${tournamentId}/entries/squad`, {
      as: 'coach-starter',
      body: { entries: [{ ...ada, guardianName: 'Ngozi Obi', guardianConsent: true }] },
    });
    expect(ticked.status).toBe(400);
    expect(ticked.json.error.code).toBe('consent_from_guardian');
    expect(await stored()).toBe(0);
    const squad = await call('POST', `/tournaments/${tournamentId}/entries/squad`, {
      as: 'coach-starter',
      body: { entries: [{ ...ada, guardianName: 'Ngozi Obi', guardianEmail: 'ngozi@x.ng' }] },
    });
    expect(squad.status).toBe(201);
    expect(squad.json.entries).toMatchObject([{ guardianName: 'Ngozi Obi', guardianConsent: 'awaiting' }]);

    // Another club's coach cannot withdraw her either; her coach can, with a reason.
    const id = squad.json.entries[0].id;
    expect(
      (await call('DELETE', `/entries/${id}`, { as: 'coach-plain', body: { reason: 'x' } })).status,
    ).toBe(403);
    const noReason = await call('DELETE', `/entries/${id}`, { as: 'coach-starter', body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.message).toBe('Say why the entry is withdrawn.');
    const withdrawn = await call('DELETE', `/entries/${id}`, {
      as: 'coach-starter',
      body: { reason: 'Exams' },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.entry).toMatchObject({ status: 'withdrawn', reason: 'Exams' });
  });

  it('lets the organisers mark paid and invite; lists entries to the public and, with facts, to organisers', async () => {
    const { json } = await call('POST', `/tournaments/${tournamentId}/entries`, { as: 'musa', body: musa });
    const id = json.entry.id;
    expect((await call('POST', `/entries/${id}/paid`, { as: 'org-starter' })).status).toBe(403);
    const paid = await call('POST', `/entries/${id}/paid`, { as: 'org-pro' });
    expect(paid.status).toBe(200);
    expect(paid.json.entry.paid).toBe(true);

    const open = await call('POST', `/tournaments/${tournamentId}/invitations`, {
      as: 'org-pro',
      body: { boxerId: 'ada' },
    });
    expect(open.status).toBe(409);
    expect(open.json.error.code).toBe('not_invitation_only');

    const shown = await call('GET', `/tournaments/${tournamentId}/entries`);
    expect(shown.status).toBe(200);
    expect(shown.json).toEqual({
      manage: false,
      entries: [expect.objectContaining({ boxerName: 'Musa Bello', category: expect.any(String) })],
    });
    expect(shown.json.entries[0]).not.toHaveProperty('paid');
    const managed = await call('GET', `/tournaments/${tournamentId}/entries`, { as: 'org-pro' });
    expect(managed.json).toMatchObject({ manage: true, entries: [{ paid: true, weighIn: null }] });
    expect(managed.headers.get('cache-control')).toBe('private, no-store');
  });
  it('invites by e-mail, lists and revokes invitations, and takes back a paid mark (organisers only)', async () => {
    const db = services.database.db;
    await db.update(tournaments).set({ visibility: 'invitation' }).where(eq(tournaments.id, tournamentId));
    const path = `/tournaments/${tournamentId}/invitations`;
    // Another organisation's organiser, and a body naming nobody, change nothing.
    const stranger = await call('POST', path, { as: 'org-starter', body: { email: 'musa@ajbxng.test' } });
    expect(stranger.status).toBe(403);
    expect((await call('POST', path, { as: 'org-pro', body: {} })).status).toBe(400);
    expect(
      (
        await call('POST', '/tournaments/999999/invitations', {
          as: 'org-pro',
          body: { email: 'musa@ajbxng.test' },
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', path, { as: 'org-pro' })).json).toEqual({ invitations: [] });

    const invited = await call('POST', path, {
      as: 'org-pro',
      body: { email: 'Musa@ajbxng.test' },
      key: 'invite-musa',
    });
    expect(invited.status).toBe(201);
    expect(invited.json.invitation).toMatchObject({
      boxerId: 'musa',
      boxerName: 'Musa Bello',
      created: true,
    });
    const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, 'musa@ajbxng.test'));
    expect(mail?.textBody).toContain('/tournaments/lagos-open#register');
    const listed = await call('GET', path, { as: 'org-pro' });
    expect(listed.json.invitations).toEqual([
      expect.objectContaining({ boxerId: 'musa', email: 'musa@ajbxng.test', entryStatus: null }),
    ]);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect((await call('GET', path, { as: 'org-starter' })).status).toBe(403);
    expect((await call('DELETE', `${path}/musa`, { as: 'org-starter' })).status).toBe(403);
    expect((await call('DELETE', `${path}/ada`, { as: 'org-pro' })).json.error.code).toBe(
      'invitation_not_found',
    );
    const revoked = await call('DELETE', `${path}/musa`, { as: 'org-pro' });
    expect(revoked.status).toBe(200);
    expect((await call('GET', path, { as: 'org-pro' })).json.invitations).toEqual([]);

    await call('POST', path, { as: 'org-pro', body: { boxerId: 'musa' } });
    const { json } = await call('POST', `/tournaments/${tournamentId}/entries`, { as: 'musa', body: musa });
    const id = json.entry.id;
    await call('POST', `/entries/${id}/paid`, { as: 'org-pro' });
    expect((await call('DELETE', `/entries/${id}/paid`, { as: 'org-starter' })).status).toBe(403);
    expect((await call('DELETE', '/entries/999999/paid', { as: 'org-pro' })).status).toBe(404);
    const unpaid = await call('DELETE', `/entries/${id}/paid`, { as: 'org-pro' });
    expect(unpaid.status).toBe(200);
    expect(unpaid.json.entry).toEqual({ id, paid: false });
    const [row] = await db.select({ paidAt: entries.paidAt }).from(entries).where(eq(entries.id, id));
    expect(row!.paidAt).toBeNull();
  });
});
