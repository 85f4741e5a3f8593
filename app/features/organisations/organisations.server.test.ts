import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import {
  auditLog,
  enquiries,
  enquiryEvents,
  organisationMembers,
  organisations,
  outbox,
  user,
} from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import type { Viewer } from '@server/auth/roles';
import { approvedOrganisation, pendingOrganisation, person, workspaceOf } from './fixtures.test-support';
import { approveSignUp } from './organisations.server';

const baseUrl = 'https://ajbxng.test';

describe.each(testDatabaseKinds())('approving an organisation sign-up on %s', (kind) => {
  let database: DatabaseHandle;
  let admin: Viewer;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    admin = await person(database.db, 'Ada Admin', 'admin');
  });
  afterEach(async () => {
    await database.close();
  });
  const db = () => database.db;
  const accountOf = async (email: string) => (await db().select().from(user).where(eq(user.email, email)))[0];

  it('makes the contact the organisation’s organiser, with a coach account and the workspace', async () => {
    const { organisationId, reference } = await pendingOrganisation(db(), {
      name: 'Yaba Boxing Club',
      contactName: 'Remi Cole',
      email: 'remi@example.ng',
      plan: 'starter',
    });
    const result = await approveSignUp(db(), { reference, actorUserId: admin.id, baseUrl });
    const account = await accountOf('remi@example.ng');
    expect(account).toMatchObject({ name: 'Remi Cole', role: 'coach' });
    expect(result).toMatchObject({ ok: true, organisationId, adminUserId: account!.id });
    const [membership] = await db()
      .select()
      .from(organisationMembers)
      .where(eq(organisationMembers.userId, account!.id));
    expect(membership).toMatchObject({ organisationId, memberRole: 'organiser', invitedBy: admin.id });

    const workspace = await workspaceOf(db(), {
      id: account!.id,
      name: account!.name,
      email: account!.email,
      role: 'coach',
    });
    expect(workspace.membership).toMatchObject({
      organisationName: 'Yaba Boxing Club',
      memberRole: 'organiser',
      plan: 'starter',
    });

    const [welcome] = (await db().select().from(outbox)).filter((m) => m.kind === 'organisation-approved');
    expect(welcome?.textBody).toContain(
      'Yaba Boxing Club is approved on the Starter plan (₦50,000 a month), and you are its organiser.',
    );
    expect(welcome?.textBody).toContain(`${baseUrl}/reset-password?token=`);
    expect(welcome?.textBody).toContain(`You can now create tournaments at ${baseUrl}/start-tournament`);
    const actions = (await db().select().from(auditLog)).map((a) => a.action).sort();
    expect(actions).toEqual(['member.added', 'user.created']);
  });

  it('makes an existing account without an organisation the organiser, and sends them to sign in', async () => {
    await person(db(), 'Remi Cole', 'spectator', 'remi@example.ng');
    const { organisationId, reference } = await pendingOrganisation(db(), {
      name: 'Yaba Boxing Club',
      contactName: 'Remi Cole',
      email: 'remi@example.ng',
    });
    await approveSignUp(db(), { reference, actorUserId: admin.id, baseUrl });
    const account = await accountOf('remi@example.ng');
    expect(account?.role).toBe('coach');
    expect(
      (await db().select().from(organisationMembers).where(eq(organisationMembers.userId, account!.id)))[0],
    ).toMatchObject({ organisationId, memberRole: 'organiser' });
    const [welcome] = (await db().select().from(outbox)).filter((m) => m.kind === 'organisation-approved');
    expect(welcome?.textBody).toContain('Sign in with your existing account and password:');
    expect(welcome?.textBody).toContain(`${baseUrl}/sign-in`);
    expect(welcome?.textBody).not.toContain('token=');
  });

  it('refuses an account that already belongs to another organisation, naming it, and writes nothing', async () => {
    const remi = await person(db(), 'Remi Cole', 'coach', 'remi@example.ng');
    await approvedOrganisation(db(), 'Kano Fight Academy', [{ viewer: remi, memberRole: 'coach' }]);
    const { organisationId, reference } = await pendingOrganisation(db(), {
      name: 'Yaba Boxing Club',
      contactName: 'Remi Cole',
      email: 'remi@example.ng',
    });
    const membersBefore = await db().select().from(organisationMembers);
    await expect(approveSignUp(db(), { reference, actorUserId: admin.id, baseUrl })).rejects.toMatchObject({
      status: 409,
      code: 'already_in_organisation',
      message: expect.stringContaining('remi@example.ng already belongs to Kano Fight Academy'),
    });
    const [organisation] = await db()
      .select()
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    expect(organisation).toMatchObject({ status: 'pending', adminUserId: null, approvedAt: null });
    expect((await db().select().from(enquiries).where(eq(enquiries.reference, reference)))[0]?.status).toBe(
      'new',
    );
    expect(await db().select().from(enquiryEvents)).toEqual([]);
    expect(await db().select().from(organisationMembers)).toEqual(membersBefore);
    expect(await db().select().from(outbox)).toEqual([]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});
