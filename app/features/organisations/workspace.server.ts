import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import type { Database } from '@server/db/client';
import { organisationMembers, organisationSubscriptions, organisations } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import type { MemberRole } from '@server/db/schema/tournaments';
import type { Viewer } from '@server/auth/roles';
import type { PlanId } from '~/content/plans';
import { dashboardFor } from '~/content/roles';
import { requireViewer } from '~/features/auth';

/**
 * Who may do what on the tournament platform (DESIGN "Who owns what"): platform roles scoped by
 * membership. A platform admin acts for every organisation; an organiser for their own; coaches and
 * officials are members without the workspace.
 */

export type Membership = {
  organisationId: number;
  organisationName: string;
  plan: PlanId;
  memberRole: MemberRole;
  isAcademy: boolean;
  /**
   * Its plan is unpaid past the grace period (issue 31 item 3): its organisers may not create or edit
   * tournaments, members or settings; its published events keep running.
   */
  readOnly?: boolean;
};

export type Workspace = {
  viewer: Viewer;
  /** A platform admin: sees and runs every organisation's tournaments. */
  platformAdmin: boolean;
  /** The viewer's organisation, if they belong to one (one per account). */
  membership: Membership | null;
};

export async function membershipOf(db: Database, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({
      organisationId: organisations.id,
      organisationName: organisations.name,
      plan: organisations.plan,
      memberRole: organisationMembers.memberRole,
      isAcademy: organisations.isAcademy,
      status: organisations.status,
      subscription: organisationSubscriptions.status,
      graceUntil: organisationSubscriptions.graceUntil,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .leftJoin(
      organisationSubscriptions,
      eq(organisationSubscriptions.organisationId, organisationMembers.organisationId),
    )
    .where(eq(organisationMembers.userId, userId))
    .limit(1);
  if (!row || row.status !== 'approved') return null;
  const { status: _status, subscription, graceUntil, ...membership } = row;
  // Read-only once the grace has ended, even before the job that marks it has run.
  const readOnly =
    subscription === 'read_only' ||
    (subscription === 'past_due' && graceUntil !== null && graceUntil.getTime() <= clock.now().getTime());
  return { ...membership, readOnly };
}

export async function workspaceFor(db: Database, viewer: Viewer): Promise<Workspace> {
  return { viewer, platformAdmin: viewer.role === 'admin', membership: await membershipOf(db, viewer.id) };
}

/** True when this workspace may run (create, edit, publish, cancel) the organisation's tournaments. */
export function runsOrganisation(workspace: Workspace, organisationId: number): boolean {
  if (workspace.platformAdmin) return true;
  return (
    workspace.membership?.memberRole === 'organiser' && workspace.membership.organisationId === organisationId
  );
}

/** An organiser of some organisation, or a platform admin: who the admin dashboard (the workspace) is for. */
export function hasWorkspace(workspace: Workspace): boolean {
  return workspace.platformAdmin || workspace.membership?.memberRole === 'organiser';
}

/**
 * The guard of the workspace's pages (the admin dashboard, the wizard's Launch, a tournament's management
 * page): sends a visitor to sign in, answers 403 to anyone who is neither a platform admin nor an organiser.
 */
export async function requireWorkspace(request: Request, context: AppLoadContext): Promise<Workspace> {
  const viewer = await requireViewer(request, context);
  const workspace = await workspaceFor(context.services.database.db, viewer);
  if (!hasWorkspace(workspace)) {
    throw data(
      { reason: 'forbidden', dashboard: dashboardFor[viewer.role], role: viewer.role },
      { status: 403, headers: { 'Cache-Control': 'private, no-store' } },
    );
  }
  return workspace;
}

/** What a read-only organisation's organisers are told when they try to change something. */
export const READ_ONLY_MESSAGE =
  'Your workspace is read-only because its plan is unpaid: pay on the Plan page to create and edit again. ' +
  'Your published events keep running.';

/**
 * The guard of every change an organisation's organisers make to it (creating or editing tournaments,
 * members, settings): refused (409 organisation_read_only) while its plan is unpaid past the grace period.
 * Running its published events (draws, weigh-in, scoring, results) is not a change of this kind. A platform
 * admin is never refused.
 */
export function requireWritableOrganisation(workspace: Workspace, organisationId: number): void {
  if (workspace.platformAdmin) return;
  const membership = workspace.membership;
  if (membership?.organisationId === organisationId && membership.readOnly)
    throw new ServiceError(409, 'organisation_read_only', READ_ONLY_MESSAGE);
}
