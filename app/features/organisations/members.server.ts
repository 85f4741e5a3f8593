import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { auditLog, organisationMembers, organisations, user } from '@server/db/schema';
import type { MemberRole } from '@server/db/schema/tournaments';
import type { Role } from '@server/auth/roles';
import { createAccount, issueSetPasswordLink } from '@server/auth/accounts';
import { nudgeOutbox, queueEmail } from '@server/mail/outbox';
import { headerText } from '@server/http/plain-text';
import { ServiceError } from '@server/service-error';
import { academy } from '~/content/academy';
import type { PlanId } from '~/content/plans';
import { memberInviteSchema, memberRoleDescriptions, memberRoleLabels } from './schema';
import { requireWritableOrganisation, runsOrganisation } from './workspace.server';
import type { Workspace } from './workspace.server';
import { clock } from '@server/clock';

/**
 * An organisation's members (DESIGN "Who owns what"): organisers invite people by e-mail, change what they
 * do and remove them. Only the organisation's organisers and the platform admins may; everyone else gets a
 * 403. Every change is one transaction with its audit log row (and its e-mail, through the outbox), and
 * takes the organisation's row lock first, so two changes to one organisation never both count the same
 * last organiser.
 */

export type OrganisationRef = {
  id: number;
  name: string;
  plan: PlanId;
  status: 'pending' | 'approved' | 'declined';
  isAcademy: boolean;
};

export type MemberRow = {
  /** The membership's id: what the change and remove forms name. */
  id: number;
  userId: string;
  name: string;
  email: string;
  memberRole: MemberRole;
  joinedAt: Date;
};

/** The platform role an account made for a member gets: officials referee, organisers and coaches coach. */
export function platformRoleFor(memberRole: MemberRole): Role {
  return memberRole === 'official' ? 'referee' : 'coach';
}

const forbidden = () =>
  new ServiceError(
    403,
    'forbidden',
    'Only the organisation’s organisers or a platform admin can manage its members.',
  );

const organisationColumns = {
  id: organisations.id,
  name: organisations.name,
  plan: organisations.plan,
  status: organisations.status,
  isAcademy: organisations.isAcademy,
};

/** The academy's own organisation (run by the platform admins), if it exists yet. */
export async function academyOrganisation(db: Pick<Database, 'select'>): Promise<OrganisationRef | null> {
  const [row] = await db
    .select(organisationColumns)
    .from(organisations)
    .where(eq(organisations.isAcademy, true))
    .orderBy(asc(organisations.id))
    .limit(1);
  return row ?? null;
}

/**
 * Which organisation a workspace acts on: the one asked for (a platform admin may pick any; an organiser
 * only their own), else the organiser's own, else for a platform admin the academy's.
 */
export async function chosenOrganisationId(
  db: Pick<Database, 'select'>,
  workspace: Workspace,
  organisationId?: number,
): Promise<number> {
  if (organisationId !== undefined) {
    if (!runsOrganisation(workspace, organisationId)) throw forbidden();
    return organisationId;
  }
  if (workspace.membership?.memberRole === 'organiser') return workspace.membership.organisationId;
  if (workspace.platformAdmin) {
    const academyOrg = await academyOrganisation(db);
    if (academyOrg) return academyOrg.id;
    throw new ServiceError(404, 'organisation_not_found', 'There is no organisation to show yet.');
  }
  throw forbidden();
}

/** The organisation's row, locked for the rest of the transaction when `lock` is set. */
async function loadOrganisation(
  db: Pick<Database, 'select'>,
  organisationId: number,
  lock = false,
): Promise<OrganisationRef> {
  const query = db
    .select(organisationColumns)
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new ServiceError(404, 'organisation_not_found', 'There is no such organisation.');
  return row;
}

/** The organisation a workspace acts on, for the members and settings views. */
export async function workspaceOrganisation(
  db: Database,
  workspace: Workspace,
  organisationId?: number,
): Promise<OrganisationRef> {
  return loadOrganisation(db, await chosenOrganisationId(db, workspace, organisationId));
}

const memberColumns = {
  id: organisationMembers.id,
  userId: organisationMembers.userId,
  name: user.name,
  email: user.email,
  memberRole: organisationMembers.memberRole,
  joinedAt: organisationMembers.createdAt,
};

/** The organisation's members, organisers first, then by name. */
export async function listMembers(
  db: Database,
  workspace: Workspace,
  organisationId?: number,
): Promise<{ organisation: OrganisationRef; members: MemberRow[] }> {
  const organisation = await workspaceOrganisation(db, workspace, organisationId);
  const rows = await db
    .select(memberColumns)
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisation.id))
    .orderBy(asc(user.name), asc(organisationMembers.id));
  const order: Record<MemberRole, number> = { organiser: 0, coach: 1, official: 2 };
  const members = rows.sort((a, b) => order[a.memberRole] - order[b.memberRole]);
  return { organisation, members };
}

export type InviteResult = {
  member: MemberRow;
  /** True when the address had no account and one was made (the e-mail carries a set-password link). */
  accountCreated: boolean;
  /** What to tell the organiser. */
  message: string;
};

/**
 * An organiser invites someone by e-mail. An address without an account gets one (platform role coach for
 * organisers and coaches, referee for officials) and a set-password link by e-mail; an existing account
 * that belongs to no organisation is added and told by e-mail (a spectator's account takes the member
 * role's platform role; any other keeps its own); an account already in an organisation is refused.
 * The account, the membership, the audit rows and the e-mail are written together or not at all.
 */
export async function inviteMember(
  db: Database,
  workspace: Workspace,
  input: unknown,
  baseUrl: string,
): Promise<InviteResult> {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as { organisationId?: unknown };
  const organisationId =
    typeof raw.organisationId === 'number' && Number.isInteger(raw.organisationId)
      ? raw.organisationId
      : undefined;
  // The rights first: someone who may not invite learns nothing from the validation of what they sent.
  const targetId = await chosenOrganisationId(db, workspace, organisationId);
  requireWritableOrganisation(workspace, targetId);
  const parsed = memberInviteSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      (fields[key] ??= []).push(issue.message);
    }
    throw new ServiceError(400, 'invalid_member', 'Check the invitation: some details are missing.', fields);
  }
  const invite = parsed.data;
  const actorId = workspace.viewer.id;

  const invited = await db.transaction(async (tx) => {
    const organisation = await loadOrganisation(tx, targetId, true);
    if (organisation.status !== 'approved') {
      throw new ServiceError(
        409,
        'organisation_not_approved',
        `${organisation.name} is not approved yet: members can be invited once it is.`,
      );
    }
    const [existing] = await tx
      .select({ id: user.id, name: user.name, role: user.role })
      .from(user)
      .where(eq(user.email, invite.email));

    if (existing) {
      const [membership] = await tx
        .select({
          organisationId: organisationMembers.organisationId,
          memberRole: organisationMembers.memberRole,
        })
        .from(organisationMembers)
        .where(eq(organisationMembers.userId, existing.id));
      if (membership?.organisationId === organisation.id) {
        throw new ServiceError(
          409,
          'already_member',
          `${invite.email} is already a member of ${organisation.name} (${memberRoleLabels[membership.memberRole].toLowerCase()}).`,
          { email: ['Already a member of this organisation.'] },
        );
      }
      if (membership) throw alreadyElsewhere(invite.email);
      // A spectator is anyone who signed up; the member role gives them the dashboard it needs. Other
      // roles were given on purpose (by an admin, or a boxer's own sign-up) and stay.
      const platformRole = platformRoleFor(invite.memberRole);
      if (existing.role === 'spectator') {
        await tx
          .update(user)
          .set({ role: platformRole, updatedAt: clock.now() })
          .where(eq(user.id, existing.id));
        await tx.insert(auditLog).values({
          actorUserId: actorId,
          action: 'role.changed',
          targetUserId: existing.id,
          details: { from: existing.role, to: platformRole, organisationId: organisation.id },
        });
      }
      const member = await addMembership(
        tx,
        organisation,
        existing.id,
        invite.memberRole,
        actorId,
        invite.email,
      );
      await tx.insert(auditLog).values({
        actorUserId: actorId,
        action: 'member.added',
        targetUserId: existing.id,
        details: {
          organisationId: organisation.id,
          organisation: organisation.name,
          memberRole: invite.memberRole,
        },
      });
      await queueEmail(tx, {
        kind: 'member-added',
        to: invite.email,
        subject: headerText(`You are now a member of ${organisation.name} on AJBXNG`),
        text: [
          `Hello ${firstName(existing.name)},`,
          '',
          `${workspace.viewer.name} added you to ${organisation.name} as ${article(invite.memberRole)} ${memberRoleLabels[invite.memberRole].toLowerCase()}: you ${memberRoleDescriptions[invite.memberRole]}.`,
          'Sign in with your existing account and password:',
          `${baseUrl}/sign-in`,
          '',
          signature(),
        ].join('\n'),
      });
      return {
        member,
        accountCreated: false,
        message: `${existing.name} already had an account: they are now ${article(invite.memberRole)} ${memberRoleLabels[invite.memberRole].toLowerCase()} of ${organisation.name}, and we told them by e-mail.`,
      };
    }

    const platformRole = platformRoleFor(invite.memberRole);
    const userId = await createAccount(tx, { email: invite.email, name: invite.name, role: platformRole });
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: 'user.created',
      targetUserId: userId,
      details: { role: platformRole, organisationId: organisation.id, organisation: organisation.name },
    });
    const member = await addMembership(tx, organisation, userId, invite.memberRole, actorId, invite.email);
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: 'member.invited',
      targetUserId: userId,
      details: {
        organisationId: organisation.id,
        organisation: organisation.name,
        memberRole: invite.memberRole,
      },
    });
    const link = await issueSetPasswordLink(tx, baseUrl, userId);
    await queueEmail(tx, {
      kind: 'member-invited',
      to: invite.email,
      subject: headerText(`${workspace.viewer.name} invited you to ${organisation.name} on AJBXNG`),
      text: [
        `Hello ${firstName(invite.name)},`,
        '',
        `${workspace.viewer.name} invited you to join ${organisation.name} on the AJBXNG tournament platform as ${article(invite.memberRole)} ${memberRoleLabels[invite.memberRole].toLowerCase()}: you ${memberRoleDescriptions[invite.memberRole]}.`,
        'Your account is ready. Open this link to choose your password (it works for 7 days):',
        link,
        '',
        `Then sign in at ${baseUrl}/sign-in.`,
        '',
        signature(),
      ].join('\n'),
    });
    return {
      member,
      accountCreated: true,
      message: `${invite.name} is invited as ${article(invite.memberRole)} ${memberRoleLabels[invite.memberRole].toLowerCase()}: we e-mailed ${invite.email} a link to choose a password.`,
    };
  });
  nudgeOutbox();
  return invited;
}

function alreadyElsewhere(email: string) {
  return new ServiceError(
    409,
    'already_in_organisation',
    `${email} already belongs to another organisation on the platform, and an account belongs to one organisation. Ask them for another e-mail address.`,
    { email: ['This account belongs to another organisation.'] },
  );
}

async function addMembership(
  tx: Transaction,
  organisation: OrganisationRef,
  userId: string,
  memberRole: MemberRole,
  actorId: string,
  email: string,
): Promise<MemberRow> {
  // The unique user id settles a race with another invitation or approval of the same address.
  const [row] = await tx
    .insert(organisationMembers)
    .values({ organisationId: organisation.id, userId, memberRole, invitedBy: actorId })
    .onConflictDoNothing({ target: organisationMembers.userId })
    .returning({ id: organisationMembers.id });
  if (!row) throw alreadyElsewhere(email);
  const [member] = await tx
    .select(memberColumns)
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(eq(organisationMembers.id, row.id));
  return member!;
}

/** A membership with its organisation locked, after the rights check: what a change or removal works on. */
async function lockedMembership(tx: Transaction, workspace: Workspace, memberId: number) {
  const [found] = await tx
    .select({ organisationId: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(eq(organisationMembers.id, memberId));
  if (!found) throw new ServiceError(404, 'member_not_found', 'That person is not a member any more.');
  if (!runsOrganisation(workspace, found.organisationId)) throw forbidden();
  requireWritableOrganisation(workspace, found.organisationId);
  const organisation = await loadOrganisation(tx, found.organisationId, true);
  // Read again under the lock: another change may have moved or removed them meanwhile.
  const [member] = await tx
    .select({ ...memberColumns, role: user.role })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(
      and(eq(organisationMembers.id, memberId), eq(organisationMembers.organisationId, organisation.id)),
    );
  if (!member) throw new ServiceError(404, 'member_not_found', 'That person is not a member any more.');
  return { organisation, member };
}

/**
 * An organisation other than the academy keeps at least one organiser: without one nobody could run its
 * tournaments or invite anyone. The academy is run by the platform admins, so it needs none.
 */
async function refuseLastOrganiser(
  tx: Transaction,
  organisation: OrganisationRef,
  name: string,
  what: string,
) {
  if (organisation.isAcademy) return;
  const [organisers] = await tx
    .select({ n: count() })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, organisation.id),
        eq(organisationMembers.memberRole, 'organiser'),
      ),
    );
  if ((organisers?.n ?? 0) <= 1) {
    throw new ServiceError(
      409,
      'last_organiser',
      `${name} is the last organiser of ${organisation.name} and cannot be ${what}: make another member an organiser first.`,
    );
  }
}

/**
 * A member's role changes. Their platform role follows when it came from membership (coach or referee, or
 * a spectator's), so an official can open the referee dashboard and an organiser the coach's; an admin or
 * a boxer keeps theirs.
 */
export async function changeMemberRole(
  db: Database,
  workspace: Workspace,
  memberId: number,
  memberRole: MemberRole,
): Promise<MemberRow> {
  if (!memberRoleLabels[memberRole]) {
    throw new ServiceError(400, 'invalid_member_role', 'A member role is organiser, coach or official.');
  }
  return db.transaction(async (tx) => {
    const { organisation, member } = await lockedMembership(tx, workspace, memberId);
    const { role, ...row } = member;
    if (member.memberRole === memberRole) return row;
    if (member.memberRole === 'organiser') {
      const what = `made ${article(memberRole)} ${memberRoleLabels[memberRole].toLowerCase()}`;
      await refuseLastOrganiser(tx, organisation, member.name, what);
    }
    await tx.update(organisationMembers).set({ memberRole }).where(eq(organisationMembers.id, memberId));
    await tx.insert(auditLog).values({
      actorUserId: workspace.viewer.id,
      action: 'member.role_changed',
      targetUserId: member.userId,
      details: {
        organisationId: organisation.id,
        organisation: organisation.name,
        from: member.memberRole,
        to: memberRole,
      },
    });
    const platformRole = platformRoleFor(memberRole);
    if ((role === 'coach' || role === 'referee' || role === 'spectator') && role !== platformRole) {
      await tx
        .update(user)
        .set({ role: platformRole, updatedAt: clock.now() })
        .where(eq(user.id, member.userId));
      await tx.insert(auditLog).values({
        actorUserId: workspace.viewer.id,
        action: 'role.changed',
        targetUserId: member.userId,
        details: { from: role, to: platformRole, organisationId: organisation.id },
      });
    }
    return { ...row, memberRole };
  });
}

/** A member leaves the organisation; their account stays as it is. */
export async function removeMember(db: Database, workspace: Workspace, memberId: number): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const { organisation, member } = await lockedMembership(tx, workspace, memberId);
    const { role: _role, ...row } = member;
    if (member.memberRole === 'organiser')
      await refuseLastOrganiser(tx, organisation, member.name, 'removed');
    await tx.delete(organisationMembers).where(eq(organisationMembers.id, memberId));
    await tx.insert(auditLog).values({
      actorUserId: workspace.viewer.id,
      action: 'member.removed',
      targetUserId: member.userId,
      details: {
        organisationId: organisation.id,
        organisation: organisation.name,
        memberRole: member.memberRole,
      },
    });
    return row;
  });
}

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] || name;
}

function article(memberRole: MemberRole) {
  return memberRole === 'organiser' || memberRole === 'official' ? 'an' : 'a';
}

function signature() {
  return `Questions? ${academy.email} or ${academy.phone}.\n\n${academy.name}`;
}
