import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { organisationMembers, organisations } from '@server/db/schema';
import { ServiceError } from '@server/service-error';
import { planById } from '~/content/plans';
import type { Plan } from '~/content/plans';
import { workspaceOrganisation } from './members.server';
import type { OrganisationRef } from './members.server';
import type { Workspace } from './workspace.server';

export type OrganisationListing = OrganisationRef & { members: number; createdAt: Date };

/** Every organisation on the platform, the academy first, then the newest: for platform admins only. */
export async function listOrganisations(db: Database, workspace: Workspace): Promise<OrganisationListing[]> {
  if (!workspace.platformAdmin) {
    throw new ServiceError(403, 'forbidden', 'Only a platform admin sees every organisation.');
  }
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      plan: organisations.plan,
      status: organisations.status,
      isAcademy: organisations.isAcademy,
      createdAt: organisations.createdAt,
      members: count(organisationMembers.id),
    })
    .from(organisations)
    .leftJoin(organisationMembers, eq(organisationMembers.organisationId, organisations.id))
    .groupBy(organisations.id)
    .orderBy(desc(organisations.isAcademy), desc(organisations.createdAt), asc(organisations.id));
  return rows.map((row) => ({ ...row, members: Number(row.members) }));
}

/** The Settings tab's organisation: its plan as sold (SPEC §9) and how many members it has. */
export async function organisationSettings(
  db: Database,
  workspace: Workspace,
  organisationId?: number,
): Promise<{ organisation: OrganisationRef; plan: Plan; members: number }> {
  const organisation = await workspaceOrganisation(db, workspace, organisationId);
  const plan = planById(organisation.plan);
  if (!plan) throw new Error(`Organisation ${organisation.id} has an unknown plan: ${organisation.plan}`);
  const [members] = await db
    .select({ n: count() })
    .from(organisationMembers)
    .where(eq(organisationMembers.organisationId, organisation.id));
  return { organisation, plan, members: members?.n ?? 0 };
}
