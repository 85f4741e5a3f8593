import type { Viewer } from '~/content/roles';

/** The signed-in person as /api/v1/session tells them, with where their dashboard is. */
export type SessionViewer = Viewer & { dashboard?: string | null };

/**
 * What the header knows of who is signed in. `viewer` is the last answer the server gave: a person, null
 * for a visitor, undefined before any answer. `reconnecting` while the server cannot tell (a 5xx, such as
 * the 503 of a database outage, or no answer at all): what was known is kept, never turned into "Sign in".
 */
export type AccountState = { viewer: SessionViewer | null | undefined; reconnecting: boolean };

export const unknownAccount: AccountState = { viewer: undefined, reconnecting: false };

/** What one asking of /api/v1/session came back with. */
export type SessionAnswer =
  { status: number; body?: { user: Viewer | null; dashboard?: string | null } } | { status: 'network-error' };

/** The state after an answer: only a 2xx says who is signed in; a 5xx or no answer keeps what was known. */
export function afterSessionAnswer(previous: AccountState, answer: SessionAnswer): AccountState {
  if (answer.status === 'network-error' || answer.status >= 500) return { ...previous, reconnecting: true };
  if (answer.status >= 200 && answer.status < 300 && answer.body)
    return {
      // Where their dashboard is: an organiser's is the workspace, whatever their role.
      viewer: answer.body.user ? { ...answer.body.user, dashboard: answer.body.dashboard } : null,
      reconnecting: false,
    };
  // Another answer (the endpoint never refuses; a proxy's 4xx) tells nothing about the person.
  return { ...previous, reconnecting: false };
}

/** What the corner shows: the person's menu, the sign-in link, or a quiet "Reconnecting…". */
export function accountCorner(state: AccountState): 'menu' | 'sign-in' | 'reconnecting' {
  if (state.viewer) return 'menu';
  // Not known yet and the server cannot say: nobody is told to sign in who may be signed in.
  if (state.viewer === undefined && state.reconnecting) return 'reconnecting';
  // A visitor, or the first answer still on its way (the prerendered page's link, unchanged).
  return 'sign-in';
}

/** How long to wait before asking again while reconnecting: the answer's Retry-After, else 5 s. */
export function retryDelayMs(retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds >= 1 ? Math.min(seconds, 60) * 1000 : 5_000;
}

/**
 * Whether the header offers Apply Now (to the academy): to a visitor, and to a boxer or a fan whose place
 * on the site is their own dashboard. An organiser, a coach, an official or an admin has a job here, not
 * an application to make (issue 30). Until the session is known, the prerendered page's button stays.
 */
export function offersApplyNow(viewer: SessionViewer | null | undefined): boolean {
  if (!viewer) return true;
  const home = viewer.dashboard ?? null;
  if (viewer.role === 'boxer') return home === null || home === '/student-dashboard';
  if (viewer.role === 'spectator') return home === null || home === '/spectator-dashboard';
  return false;
}
