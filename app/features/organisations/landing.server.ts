import type { Database } from '@server/db/client';
import type { Viewer } from '@server/auth/roles';
import { dashboardFor } from '~/content/roles';
import { membershipOf } from './workspace.server';

/**
 * Where a person lands after signing in: their role's dashboard, except that an organiser's is the
 * workspace (the admin dashboard, scoped to their organisation), whatever their platform role.
 */
export async function landingDashboard(db: Database, viewer: Pick<Viewer, 'id' | 'role'>): Promise<string> {
  if (viewer.role === 'admin') return dashboardFor.admin;
  const membership = await membershipOf(db, viewer.id);
  return membership?.memberRole === 'organiser' ? '/admin-dashboard' : dashboardFor[viewer.role];
}
