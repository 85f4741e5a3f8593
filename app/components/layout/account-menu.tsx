import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Viewer } from '~/content/roles';
import { AccountFace } from './account-face';
import { accountCorner, afterSessionAnswer, retryDelayMs, unknownAccount } from './account-state';
import type { AccountState, SessionAnswer } from './account-state';

const AccountDropdown = lazy(() => import('./account-dropdown'));

/**
 * The header's account corner. Public pages are prerendered and the same for everyone, so who is signed
 * in is asked after load, and asked again on each navigation (a sign-in or sign-out changes it).
 * Without JavaScript it stays a plain "Sign in" link. While the server cannot tell (a database outage's
 * 503, no answer), what was known is kept and asked again after Retry-After: a signed-in person is never
 * shown "Sign in" for it (issue 28).
 */
export function AccountMenu({ onViewer }: { onViewer?: (viewer: AccountState['viewer']) => void } = {}) {
  const [state, setState] = useState<AccountState>(unknownAccount);
  // The header shows Apply Now by who is signed in.
  useEffect(() => {
    onViewer?.(state.viewer);
  }, [onViewer, state.viewer]);
  // Bumped to ask again while the server cannot tell.
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();

  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const settle = (answer: SessionAnswer, retryAfter: string | null) => {
      setState((previous) => afterSessionAnswer(previous, answer));
      if (answer.status === 'network-error' || answer.status >= 500)
        retry = setTimeout(() => setAttempt((n) => n + 1), retryDelayMs(retryAfter));
    };
    fetch('/api/v1/session', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (r) =>
        settle(
          {
            status: r.status,
            body: r.ok ? ((await r.json()) as { user: Viewer | null; dashboard?: string | null }) : undefined,
          },
          r.headers.get('retry-after'),
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted) settle({ status: 'network-error' }, null);
      });
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [location.pathname, location.key, attempt]);

  return <AccountCorner state={state} />;
}

/** The corner for a state: the person's menu, the sign-in link, or a quiet "Reconnecting…". */
export function AccountCorner({ state }: { state: AccountState }) {
  const shown = accountCorner(state);
  if (shown === 'menu' && state.viewer)
    return (
      <Suspense fallback={<AccountBadge viewer={state.viewer} />}>
        <AccountDropdown viewer={state.viewer} />
      </Suspense>
    );
  if (shown === 'reconnecting')
    return (
      <span
        role="status"
        className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-ink-400"
      >
        <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-gold-400 motion-safe:animate-pulse" />
        Reconnecting…
      </span>
    );
  return (
    <Link to="/sign-in" className="rounded-md px-3 py-2 text-sm font-semibold text-ink-300 hover:text-white">
      Sign in
    </Link>
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
