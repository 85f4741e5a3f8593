import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { auditLog, organisationMembers, organisations, outbox, user } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import type { Viewer } from '@server/auth/roles';
import { academy } from '~/content/academy';
import { ensureAcademyOrganisation } from './academy.server';
import { approvedOrganisation, person, workspaceOf } from './fixtures.test-support';
import { landingDashboard } from './landing.server';
import { changeMemberRole, inviteMember, listMembers, removeMember } from './members.server';

const baseUrl = 'https://ajbxng.test';

describe.each(testDatabaseKinds())('organisation members on %s', (kind) => {
  let database: DatabaseHandle;
  let admin: Viewer;
  let organiser: Viewer;
  let ikeja: number;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    admin = await person(database.db, 'Ada Admin', 'admin');
    organiser = await person(database.db, 'Bola Organiser', 'coach');
    ikeja = await approvedOrganisation(database.db, 'Ikeja Boxing Club', [
      { viewer: organiser, memberRole: 'organiser' },
    ]);
  });
  afterEach(async () => {
    await database.close();
  });

  const db = () => database.db;
  const membershipOfUser = async (userId: string) =>
    (await db().select().from(organisationMembers).where(eq(organisationMembers.userId, userId)))[0];
  const accountOf = async (email: string) => (await db().select().from(user).where(eq(user.email, email)))[0];
  const mailTo = async (email: string) =>
    (await db().select().from(outbox)).filter((m) => m.toAddress === email);
  const auditActions = async () => (await db().select().from(auditLog)).map((a) => a.action).sort();

  describe('inviting', () => {
    it('gives an address without an account an account (referee for an official) and a set-password link', async () => {
      const result = await inviteMember(
        db(),
        await workspaceOf(db(), organiser),
        { name: 'Ngozi Official', email: ' Ngozi@Example.ng ', memberRole: 'official' },
        baseUrl,
      );
      expect(result).toMatchObject({
        accountCreated: true,
        member: { name: 'Ngozi Official', email: 'ngozi@example.ng', memberRole: 'official' },
      });
      expect(result.message).toContain('ngozi@example.ng');
      const account = await accountOf('ngozi@example.ng');
      expect(account?.role).toBe('referee');
      expect(await membershipOfUser(account!.id)).toMatchObject({
        organisationId: ikeja,
        memberRole: 'official',
        invitedBy: organiser.id,
      });
      const [mail] = await mailTo('ngozi@example.ng');
      expect(mail?.kind).toBe('member-invited');
      expect(mail?.subject).toBe('Bola Organiser invited you to Ikeja Boxing Club on AJBXNG');
      expect(mail?.textBody).toContain(`${baseUrl}/reset-password?token=`);
      expect(mail?.textBody).toContain('as an official');
      expect(await auditActions()).toEqual(['member.invited', 'user.created']);
    });

    it('makes organisers and coaches coach accounts', async () => {
      const workspace = await workspaceOf(db(), organiser);
      await inviteMember(
        db(),
        workspace,
        { name: 'Coach Kemi', email: 'kemi@example.ng', memberRole: 'coach' },
        baseUrl,
      );
      await inviteMember(
        db(),
        workspace,
        { name: 'Org Two', email: 'two@example.ng', memberRole: 'organiser' },
        baseUrl,
      );
      expect((await accountOf('kemi@example.ng'))?.role).toBe('coach');
      expect((await accountOf('two@example.ng'))?.role).toBe('coach');
    });

    it('adds an existing account with no organisation and tells them, without a new password link', async () => {
      const spectator = await person(db(), 'Sade Spectator', 'spectator', 'sade@example.ng');
      const referee = await person(db(), 'Rafiu Referee', 'referee', 'rafiu@example.ng');
      const workspace = await workspaceOf(db(), organiser);
      const added = await inviteMember(
        db(),
        workspace,
        { name: 'Whatever They Typed', email: 'sade@example.ng', memberRole: 'official' },
        baseUrl,
      );
      expect(added).toMatchObject({
        accountCreated: false,
        member: { name: 'Sade Spectator', memberRole: 'official' },
      });
      // A spectator takes the role the membership needs; a referee made a coach member keeps refereeing.
      expect((await accountOf('sade@example.ng'))?.role).toBe('referee');
      await inviteMember(
        db(),
        workspace,
        { name: 'R', email: 'rafiu@example.ng', memberRole: 'coach' },
        baseUrl,
      );
      expect((await accountOf('rafiu@example.ng'))?.role).toBe('referee');
      expect(await membershipOfUser(referee.id)).toMatchObject({
        organisationId: ikeja,
        memberRole: 'coach',
      });
      const [mail] = await mailTo('sade@example.ng');
      expect(mail?.kind).toBe('member-added');
      expect(mail?.textBody).toContain(`${baseUrl}/sign-in`);
      expect(mail?.textBody).not.toContain('token=');
      expect(spectator.id).toBe((await accountOf('sade@example.ng'))?.id);
    });

    it('refuses an account that already belongs to another organisation, and writes nothing', async () => {
      const kanoOrganiser = await person(db(), 'Kabir Kano', 'coach', 'kabir@example.ng');
      await approvedOrganisation(db(), 'Kano Fight Academy', [
        { viewer: kanoOrganiser, memberRole: 'organiser' },
      ]);
      const before = await db().select().from(organisationMembers);
      await expect(
        inviteMember(
          db(),
          await workspaceOf(db(), organiser),
          { name: 'Kabir', email: 'kabir@example.ng', memberRole: 'coach' },
          baseUrl,
        ),
      ).rejects.toMatchObject({
        status: 409,
        code: 'already_in_organisation',
        message: expect.stringContaining('already belongs to another organisation'),
      });
      expect(await db().select().from(organisationMembers)).toEqual(before);
      expect(await db().select().from(outbox)).toEqual([]);
      expect(await db().select().from(auditLog)).toEqual([]);
    });

    it('refuses someone who is already a member, and bad input with field errors', async () => {
      const workspace = await workspaceOf(db(), organiser);
      await expect(
        inviteMember(db(), workspace, { name: 'Me', email: organiser.email, memberRole: 'coach' }, baseUrl),
      ).rejects.toMatchObject({ status: 409, code: 'already_member' });
      await expect(
        inviteMember(db(), workspace, { name: '', email: 'not-an-address', memberRole: 'judge' }, baseUrl),
      ).rejects.toMatchObject({
        status: 400,
        code: 'invalid_member',
        fields: {
          name: ['Enter the person’s name.'],
          email: ['Enter a valid e-mail address.'],
          memberRole: ['Choose organiser, coach or official.'],
        },
      });
      expect(await db().select().from(user)).toHaveLength(2);
      expect(await db().select().from(outbox)).toEqual([]);
    });

    it('lets a platform admin invite into any organisation, the academy by default', async () => {
      const academyId = await ensureAcademyOrganisation(db());
      const workspace = await workspaceOf(db(), admin);
      await inviteMember(
        db(),
        workspace,
        { name: 'Academy Coach', email: 'ac@example.ng', memberRole: 'coach' },
        baseUrl,
      );
      await inviteMember(
        db(),
        workspace,
        { name: 'Ikeja Coach', email: 'ic@example.ng', memberRole: 'coach', organisationId: ikeja },
        baseUrl,
      );
      expect((await membershipOfUser((await accountOf('ac@example.ng'))!.id))?.organisationId).toBe(
        academyId,
      );
      expect((await membershipOfUser((await accountOf('ic@example.ng'))!.id))?.organisationId).toBe(ikeja);
    });
  });

  describe('who may', () => {
    it('refuses with 403 everyone but the organisation’s organisers and the platform admins', async () => {
      const coachMember = await person(db(), 'Coach Member', 'coach');
      const official = await person(db(), 'Official Member', 'referee');
      const plainCoach = await person(db(), 'Plain Coach', 'coach');
      const otherOrganiser = await person(db(), 'Other Organiser', 'coach');
      await db()
        .insert(organisationMembers)
        .values([
          { organisationId: ikeja, userId: coachMember.id, memberRole: 'coach' },
          { organisationId: ikeja, userId: official.id, memberRole: 'official' },
        ]);
      await approvedOrganisation(db(), 'Kano Fight Academy', [
        { viewer: otherOrganiser, memberRole: 'organiser' },
      ]);
      const [coachMembership] = await db()
        .select()
        .from(organisationMembers)
        .where(eq(organisationMembers.userId, coachMember.id));

      for (const outsider of [coachMember, official, plainCoach, otherOrganiser]) {
        const workspace = await workspaceOf(db(), outsider);
        const invite = { name: 'X', email: 'x@example.ng', memberRole: 'coach', organisationId: ikeja };
        await expect(inviteMember(db(), workspace, invite, baseUrl), outsider.name).rejects.toMatchObject({
          status: 403,
        });
        await expect(listMembers(db(), workspace, ikeja), outsider.name).rejects.toMatchObject({
          status: 403,
        });
        await expect(
          changeMemberRole(db(), workspace, coachMembership!.id, 'official'),
        ).rejects.toMatchObject({
          status: 403,
        });
        await expect(removeMember(db(), workspace, coachMembership!.id)).rejects.toMatchObject({
          status: 403,
        });
      }
      // Without naming an organisation, only an organiser has one to act on.
      await expect(listMembers(db(), await workspaceOf(db(), coachMember))).rejects.toMatchObject({
        status: 403,
      });
      expect(await membershipOfUser(coachMember.id)).toMatchObject({ memberRole: 'coach' });
      expect(await accountOf('x@example.ng')).toBeUndefined();

      const { organisation, members } = await listMembers(db(), await workspaceOf(db(), admin), ikeja);
      expect(organisation.name).toBe('Ikeja Boxing Club');
      // Organisers first, then the rest by name.
      expect(members.map((m) => [m.name, m.memberRole])).toEqual([
        ['Bola Organiser', 'organiser'],
        ['Coach Member', 'coach'],
        ['Official Member', 'official'],
      ]);
    });
  });

  describe('changing a role and removing', () => {
    it('keeps the last organiser, changes roles with the platform role that goes with them, logs each change', async () => {
      const workspace = await workspaceOf(db(), organiser);
      const [own] = await db()
        .select()
        .from(organisationMembers)
        .where(eq(organisationMembers.userId, organiser.id));
      await expect(changeMemberRole(db(), workspace, own!.id, 'coach')).rejects.toMatchObject({
        status: 409,
        code: 'last_organiser',
        message:
          'Bola Organiser is the last organiser of Ikeja Boxing Club and cannot be made a coach: make another member an organiser first.',
      });
      await expect(removeMember(db(), workspace, own!.id)).rejects.toMatchObject({
        status: 409,
        code: 'last_organiser',
      });

      const { member: official } = await inviteMember(
        db(),
        workspace,
        { name: 'Ngozi Official', email: 'ngozi@example.ng', memberRole: 'official' },
        baseUrl,
      );
      const promoted = await changeMemberRole(db(), workspace, official.id, 'organiser');
      expect(promoted.memberRole).toBe('organiser');
      expect((await accountOf('ngozi@example.ng'))?.role).toBe('coach');
      // Now there are two organisers: the first may step down.
      await changeMemberRole(db(), workspace, own!.id, 'official');
      expect(await membershipOfUser(organiser.id)).toMatchObject({ memberRole: 'official' });
      expect((await accountOf(organiser.email))?.role).toBe('referee');
      const changes = (await db().select().from(auditLog)).filter((a) => a.action === 'member.role_changed');
      expect(changes.map((c) => c.details)).toEqual([
        expect.objectContaining({ from: 'official', to: 'organiser', organisationId: ikeja }),
        expect.objectContaining({ from: 'organiser', to: 'official', organisationId: ikeja }),
      ]);
    });

    it('removes the membership only: the account stays', async () => {
      const workspace = await workspaceOf(db(), organiser);
      const { member } = await inviteMember(
        db(),
        workspace,
        { name: 'Coach Kemi', email: 'kemi@example.ng', memberRole: 'coach' },
        baseUrl,
      );
      expect(await removeMember(db(), workspace, member.id)).toMatchObject({ name: 'Coach Kemi' });
      expect(await membershipOfUser(member.userId)).toBeUndefined();
      expect(await accountOf('kemi@example.ng')).toMatchObject({ role: 'coach' });
      const [removal] = (await db().select().from(auditLog)).filter((a) => a.action === 'member.removed');
      expect(removal).toMatchObject({
        actorUserId: organiser.id,
        targetUserId: member.userId,
        details: { organisationId: ikeja, organisation: 'Ikeja Boxing Club', memberRole: 'coach' },
      });
      await expect(removeMember(db(), workspace, member.id)).rejects.toMatchObject({ status: 404 });
    });

    it('never leaves an organisation without an organiser when two step down at once', async () => {
      const second = await person(db(), 'Second Organiser', 'coach');
      await db()
        .insert(organisationMembers)
        .values({ organisationId: ikeja, userId: second.id, memberRole: 'organiser' });
      const rows = await db()
        .select()
        .from(organisationMembers)
        .where(eq(organisationMembers.organisationId, ikeja));
      const results = await Promise.allSettled(
        rows.map(async (row) => removeMember(db(), await workspaceOf(db(), admin), row.id)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const left = await db()
        .select()
        .from(organisationMembers)
        .where(eq(organisationMembers.organisationId, ikeja));
      expect(left.map((m) => m.memberRole)).toEqual(['organiser']);
    });
  });

  describe('the academy organisation', () => {
    it('is made once, on Enterprise and approved, with the academy’s name, however often it is ensured', async () => {
      const ids = await Promise.all([ensureAcademyOrganisation(db()), ensureAcademyOrganisation(db())]);
      expect(await ensureAcademyOrganisation(db())).toBe(ids[0]);
      expect(ids[1]).toBe(ids[0]);
      const rows = await db().select().from(organisations).where(eq(organisations.isAcademy, true));
      expect(rows).toEqual([
        expect.objectContaining({
          name: academy.name,
          plan: 'enterprise',
          status: 'approved',
          enquiryId: null,
        }),
      ]);
      // Put back as it should be if it drifted.
      await db().update(organisations).set({ plan: 'starter' }).where(eq(organisations.id, ids[0]));
      await ensureAcademyOrganisation(db());
      expect((await db().select().from(organisations).where(eq(organisations.id, ids[0])))[0]?.plan).toBe(
        'enterprise',
      );
    });

    it('has no last-organiser rule: the platform admins run it', async () => {
      const academyId = await ensureAcademyOrganisation(db());
      const workspace = await workspaceOf(db(), admin);
      const { member } = await inviteMember(
        db(),
        workspace,
        {
          name: 'Academy Organiser',
          email: 'ao@example.ng',
          memberRole: 'organiser',
          organisationId: academyId,
        },
        baseUrl,
      );
      await expect(removeMember(db(), workspace, member.id)).resolves.toMatchObject({
        name: 'Academy Organiser',
      });
    });
  });

  it('sends an organiser to the workspace after signing in, anyone else to their role’s dashboard', async () => {
    const coachMember = await person(db(), 'Coach Member', 'coach');
    await db()
      .insert(organisationMembers)
      .values({ organisationId: ikeja, userId: coachMember.id, memberRole: 'coach' });
    const plainCoach = await person(db(), 'Plain Coach', 'coach');
    expect(await landingDashboard(db(), organiser)).toBe('/admin-dashboard');
    expect(await landingDashboard(db(), coachMember)).toBe('/coach-dashboard');
    expect(await landingDashboard(db(), plainCoach)).toBe('/coach-dashboard');
    expect(await landingDashboard(db(), admin)).toBe('/admin-dashboard');
  });
});
