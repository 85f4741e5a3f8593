import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Viewer } from '~/content/roles';
import { AccountFace } from './account-face';

const AccountDropdown = lazy(() => import('./account-dropdown'));

/**
 * The header's account corner. Public pages are prerendered and the same for everyone, so who is signed
 * in is asked after load, and asked again on each navigation (a sign-in or sign-out changes it).
 * Without JavaScript it stays a plain "Sign in" link.
 */
export function AccountMenu() {
  const [viewer, setViewer] = useState<(Viewer & { dashboard?: string | null }) | null>(null);
  const location = useLocation();

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/v1/session', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((r) =>
        r.ok
          ? (r.json() as Promise<{ user: Viewer | null; dashboard?: string | null }>)
          : { user: null, dashboard: null },
      )
      // Where their dashboard is: an organiser's is the workspace, whatever their role.
      .then((body) => setViewer(body.user ? { ...body.user, dashboard: body.dashboard } : null))
      .catch(() => undefined);
    return () => controller.abort();
  }, [location.pathname, location.key]);

  if (!viewer) {
    return (
      <Link
        to="/sign-in"
        className="rounded-md px-3 py-2 text-sm font-semibold text-ink-300 hover:text-white"
      >
        Sign in
      </Link>
    );
  }
  return (
    <Suspense fallback={<AccountBadge viewer={viewer} />}>
      <AccountDropdown viewer={viewer} />
    </Suspense>
  );
}

/** The menu's face while its code loads: the same size, so nothing shifts when it arrives. */
function AccountBadge({ viewer }: { viewer: Viewer }) {
  return (
    <span className="inline-flex max-w-44 min-w-0 items-center gap-2 rounded-md px-2.5 py-2 text-sm font-semibold text-white">
      <AccountFace viewer={viewer} trailing={<span aria-hidden className="size-4 shrink-0" />} />
    </span>
  );
}
