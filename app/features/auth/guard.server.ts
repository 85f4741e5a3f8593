import type { AppLoadContext } from 'react-router';
import { data, redirect } from 'react-router';
import { dashboardFor } from '~/content/roles';
import type { Role, Viewer } from '@server/auth/roles';

/** Either answer of the guard depends on who asked; no cache may keep it (pages set the same by default). */
const privateAnswer = { 'Cache-Control': 'private, no-store' };

/** The signed-in person behind this request, read fresh from the database (no cached rights), or null. */
export async function getViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  return context.services.viewerFor(request.headers);
}

/**
 * The check every protected loader and action makes first. A visitor is sent to sign in and brought back;
 * a signed-in person without one of `allowed` gets a 403 that offers their own dashboard.
 */
export async function requireViewer(
  request: Request,
  context: AppLoadContext,
  allowed?: readonly Role[],
): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  if (!viewer) {
    const url = new URL(request.url);
    // `auth=required`: the sign-in page says why the visitor is there (SPEC §8: 'Not authenticated').
    throw redirect(`/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}&auth=required`, {
      headers: privateAnswer,
    });
  }
  if (allowed && !allowed.includes(viewer.role)) {
    throw data(
      { reason: 'forbidden', dashboard: dashboardFor[viewer.role], role: viewer.role },
      { status: 403, headers: privateAnswer },
    );
  }
  return viewer;
}
