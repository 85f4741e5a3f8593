import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import type { Viewer } from '@server/auth/roles';
import { dashboardFor } from '~/content/roles';
import { requireViewer } from '~/features/auth';
import { membershipOf } from '~/features/organisations';
import { officiatesAnyBout } from '~/features/results';

/**
 * Who the referee dashboard is for: referees and admins by platform role, an organisation's officials by
 * membership (whatever their platform role), and anyone who holds a seat on a bout. Others get the 403
 * that offers their own dashboard.
 */
export async function requireOfficial(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  if (viewer.role === 'referee' || viewer.role === 'admin') return viewer;
  const db = context.services.database.db;
  const membership = await membershipOf(db, viewer.id);
  if (membership?.memberRole === 'official' || (await officiatesAnyBout(db, viewer.id))) return viewer;
  throw data(
    { reason: 'forbidden', dashboard: dashboardFor[viewer.role], role: viewer.role },
    { status: 403, headers: { 'Cache-Control': 'private, no-store' } },
  );
}
