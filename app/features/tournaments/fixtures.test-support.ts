import type { Database } from '@server/db/client';
import { organisationMembers, organisations, user } from '@server/db/schema';
import type { Role } from '@server/auth/roles';
import type { PlanId } from '~/content/plans';
import { workspaceFor } from '~/features/organisations';
import type { Workspace } from '~/features/organisations';
import type { TournamentDraftInput } from './draft';

/** "Now" for the tests: 10 November 2026, 10:00 in Lagos. */
export const NOW = new Date('2026-11-10T09:00:00Z');

/** A valid draft (the API's body): defaults left out so the schema fills them. */
export function draft(overrides: Partial<TournamentDraftInput> = {}): TournamentDraftInput {
  return {
    name: 'Lagos Open Championship',
    format: 'single-elimination',
    startDate: '2026-12-05',
    endDate: '2026-12-06',
    location: 'Teslim Balogun Stadium',
    city: 'Lagos',
    weightClasses: ['lightweight', 'welterweight'],
    ageGroups: ['elite'],
    ...overrides,
  };
}

export async function addUser(db: Database, id: string, name: string, role: Role) {
  await db.insert(user).values({ id, name, email: `${id}@ajbxng.test`, role });
  return { id, name, email: `${id}@ajbxng.test`, role };
}

export async function addOrganisation(
  db: Database,
  name: string,
  plan: PlanId,
  options: { isAcademy?: boolean; status?: 'pending' | 'approved' } = {},
): Promise<number> {
  const [row] = await db
    .insert(organisations)
    .values({ name, plan, status: options.status ?? 'approved', isAcademy: options.isAcademy ?? false })
    .returning({ id: organisations.id });
  return row!.id;
}

export async function addMember(
  db: Database,
  organisationId: number,
  userId: string,
  memberRole: 'organiser' | 'coach' | 'official',
) {
  await db.insert(organisationMembers).values({ organisationId, userId, memberRole });
}

/**
 * The cast of the tests: the academy (Enterprise), a Starter club, a Professional club and an
 * Enterprise federation, each with an organiser; a platform admin; a coach member; a plain coach.
 */
export async function seedOrganisations(db: Database) {
  const academy = await addOrganisation(db, 'AJBXNG Academy', 'enterprise', { isAcademy: true });
  const starter = await addOrganisation(db, 'Surulere Boxing Club', 'starter');
  const professional = await addOrganisation(db, 'Abuja Fight Club', 'professional');
  const enterprise = await addOrganisation(db, 'Nigeria Boxing Federation', 'enterprise');
  const people = {
    admin: await addUser(db, 'admin-1', 'Ada Admin', 'admin'),
    starterOrganiser: await addUser(db, 'org-starter', 'Tunde Bakare-Cole', 'coach'),
    professionalOrganiser: await addUser(db, 'org-pro', 'Amina Yusuf', 'coach'),
    enterpriseOrganiser: await addUser(db, 'org-ent', 'Chidi', 'coach'),
    starterCoach: await addUser(db, 'coach-starter', 'Kemi Coach', 'coach'),
    plainCoach: await addUser(db, 'coach-plain', 'Bayo Coach', 'coach'),
  };
  await addMember(db, starter, people.starterOrganiser.id, 'organiser');
  await addMember(db, professional, people.professionalOrganiser.id, 'organiser');
  await addMember(db, enterprise, people.enterpriseOrganiser.id, 'organiser');
  await addMember(db, starter, people.starterCoach.id, 'coach');
  const workspaces: Record<keyof typeof people, Workspace> = {} as never;
  for (const [key, person] of Object.entries(people))
    workspaces[key as keyof typeof people] = await workspaceFor(db, person);
  return { organisations: { academy, starter, professional, enterprise }, people, workspaces };
}
