import { randomUUID } from 'node:crypto';
import type { Database } from '@server/db/client';
import { enquiries, organisationMembers, organisations, user } from '@server/db/schema';
import type { MemberRole } from '@server/db/schema/tournaments';
import type { Role, Viewer } from '@server/auth/roles';
import type { PlanId } from '~/content/plans';
import { workspaceFor } from './workspace.server';
import type { Workspace } from './workspace.server';

/** An account as the tests need it: a user row (no credential: nobody signs in here). */
export async function person(db: Database, name: string, role: Role, email?: string): Promise<Viewer> {
  const viewer: Viewer = {
    id: randomUUID(),
    name,
    email: email ?? `${name.toLowerCase().replace(/\W+/g, '.')}@example.ng`,
    role,
  };
  await db.insert(user).values({ ...viewer, emailVerified: true });
  return viewer;
}

let signUps = 0;

/** A pending organisation with its sign-up enquiry, as the /get-started form leaves it. */
export async function pendingOrganisation(
  db: Database,
  details: { name: string; contactName: string; email: string; plan?: PlanId },
) {
  signUps += 1;
  const reference = `AJB-T${String(signUps).padStart(4, '0')}`;
  const [enquiry] = await db
    .insert(enquiries)
    .values({
      reference,
      form: 'organisation-signup',
      name: details.contactName,
      email: details.email,
      fields: { organizationName: details.name },
      idempotencyKey: randomUUID(),
    })
    .returning({ id: enquiries.id });
  const [organisation] = await db
    .insert(organisations)
    .values({ name: details.name, plan: details.plan ?? 'starter', enquiryId: enquiry!.id })
    .returning({ id: organisations.id });
  return { organisationId: organisation!.id, reference };
}

/** An approved organisation with the given members (made directly: the approval has its own tests). */
export async function approvedOrganisation(
  db: Database,
  name: string,
  members: { viewer: Viewer; memberRole: MemberRole }[] = [],
  plan: PlanId = 'professional',
) {
  const [organisation] = await db
    .insert(organisations)
    .values({ name, plan, status: 'approved', approvedAt: new Date() })
    .returning({ id: organisations.id });
  for (const member of members) {
    await db
      .insert(organisationMembers)
      .values({ organisationId: organisation!.id, userId: member.viewer.id, memberRole: member.memberRole });
  }
  return organisation!.id;
}

export function workspaceOf(db: Database, viewer: Viewer): Promise<Workspace> {
  return workspaceFor(db, viewer);
}
