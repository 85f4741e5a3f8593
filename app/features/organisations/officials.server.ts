import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { organisationMembers, user } from '@server/db/schema';
import type { Role } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { z } from '~/lib/zod';
import { chosenOrganisationId, inviteMember, removeMember, workspaceOrganisation } from './members.server';
import type { OrganisationRef } from './members.server';
import { hasWorkspace, runsOrganisation } from './workspace.server';
import type { Workspace } from './workspace.server';

/**
 * An organisation's officials (its members who referee and judge its bouts) for a federation's system
 * (issue 27 item 16): the same membership the Users tab manages (members.server.ts), seen through the
 * officials alone. Adding one is the page's invitation with the member role official (by e-mail, or by an
 * existing account's id); removing one is the page's removal. Who may: the organisation's organisers and
 * the platform admins, checked before anything the request names is looked up.
 */

export type OfficialMember = {
  userId: string;
  name: string;
  email: string;
  /** The official's club: the organisation they belong to (DESIGN "Who owns what"). */
  club: { id: number; name: string };
  memberRole: 'official';
  /** The account's platform role: referee for an official the organisation made; an older account keeps its own. */
  platformRole: Role;
  joinedAt: string;
};

const forbidden = () =>
  new ServiceError(
    403,
    'forbidden',
    'Only the organisation’s organisers or a platform admin can manage its officials.',
  );

const notFound = () =>
  new ServiceError(404, 'official_not_found', 'That account is not an official of this organisation.');

async function officialRows(db: Database, organisation: OrganisationRef, userId?: string) {
  const rows = await db
    .select({
      userId: organisationMembers.userId,
      memberId: organisationMembers.id,
      name: user.name,
      email: user.email,
      role: user.role,
      joinedAt: organisationMembers.createdAt,
    })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(
      and(
        eq(organisationMembers.organisationId, organisation.id),
        eq(organisationMembers.memberRole, 'official'),
        userId === undefined ? undefined : eq(organisationMembers.userId, userId),
      ),
    )
    .orderBy(asc(user.name), asc(organisationMembers.id));
  return rows.map((r) => ({
    memberId: r.memberId,
    official: {
      userId: r.userId,
      name: r.name,
      email: r.email,
      club: { id: organisation.id, name: organisation.name },
      memberRole: 'official' as const,
      platformRole: r.role as Role,
      joinedAt: r.joinedAt.toISOString(),
    },
  }));
}

/** The organisation's officials, by name. A platform admin names the organisation (default: the academy). */
export async function listOfficials(
  db: Database,
  workspace: Workspace,
  organisationId?: number,
): Promise<{ organisation: { id: number; name: string }; officials: OfficialMember[] }> {
  const organisation = await workspaceOrganisation(db, workspace, organisationId);
  const rows = await officialRows(db, organisation);
  return {
    organisation: { id: organisation.id, name: organisation.name },
    officials: rows.map((r) => r.official),
  };
}

const ACCOUNT_ID_MAX = 100;

const officialInputSchema = z
  .object({
    userId: z
      .string()
      .trim()
      .min(1, 'Give an account id.')
      .max(ACCOUNT_ID_MAX, 'That is not an account id.')
      .optional(),
    email: z.string().optional(),
    name: z.string().optional(),
    organisationId: z.number().optional(),
  })
  .refine((input) => (input.userId === undefined) !== (input.email === undefined), {
    message: 'Give either an existing account’s userId, or an e-mail address with a name.',
    path: ['userId'],
  });

export type AddedOfficial = { official: OfficialMember; accountCreated: boolean; message: string };

/**
 * Adds an official to the organisation, as the Users tab invites one: by e-mail with a name (an address
 * without an account gets one and a set-password link), or by an existing account's id. The invitation's
 * rules and refusals are inviteMember's: a member already (409 already_member), in another organisation
 * (409 already_in_organisation), an organisation not approved (409).
 */
export async function addOfficial(
  db: Database,
  workspace: Workspace,
  input: unknown,
  baseUrl: string,
): Promise<AddedOfficial> {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as { organisationId?: unknown };
  const organisationId =
    typeof raw.organisationId === 'number' && Number.isInteger(raw.organisationId)
      ? raw.organisationId
      : undefined;
  // The rights first: someone who may not add officials learns nothing of the accounts they name.
  const targetId = await chosenOrganisationId(db, workspace, organisationId);
  const parsed = officialInputSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fields[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
    throw new ServiceError(400, 'invalid_official', 'Check the official: some details are missing.', fields);
  }
  let invite: { name: unknown; email: unknown };
  if (parsed.data.userId !== undefined) {
    const [account] = await db
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, parsed.data.userId));
    if (!account) throw new ServiceError(404, 'user_not_found', 'There is no account with that id.');
    invite = account;
  } else invite = { name: parsed.data.name ?? '', email: parsed.data.email };
  const invited = await inviteMember(
    db,
    workspace,
    { ...invite, memberRole: 'official', organisationId: targetId },
    baseUrl,
  );
  const organisation = await workspaceOrganisation(db, workspace, targetId);
  const [row] = await officialRows(db, organisation, invited.member.userId);
  return { official: row!.official, accountCreated: invited.accountCreated, message: invited.message };
}

/**
 * An official leaves their organisation (the page's removal); their account stays as it is. The organisation
 * is the one they belong to: the caller must run it (403), as the page's removal asks.
 */
export async function removeOfficial(
  db: Database,
  workspace: Workspace,
  userId: string,
): Promise<OfficialMember> {
  if (!hasWorkspace(workspace)) throw forbidden();
  const [membership] = await db
    .select({ organisationId: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.userId, userId), eq(organisationMembers.memberRole, 'official')));
  if (!membership) throw notFound();
  if (!runsOrganisation(workspace, membership.organisationId)) throw forbidden();
  const organisation = await workspaceOrganisation(db, workspace, membership.organisationId);
  const [row] = await officialRows(db, organisation, userId);
  if (!row) throw notFound();
  await removeMember(db, workspace, row.memberId);
  return row.official;
}
