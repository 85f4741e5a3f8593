import { useEffect, useRef, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { LiveNow } from '~/lib/live-now';
import { liveNowFromListing } from '~/lib/live-now';
import { cn } from '~/lib/cn';

/** The root loader's answer as the header reads it (root.server.ts); absent under the root's error page. */
type RootLiveData = { liveNow?: LiveNow | null } | undefined;

/**
 * The tournaments live now, as the header shows them (issue 30 item 1). A server-rendered page carries
 * them from the root loader, so its first paint is right; a prerendered page (the home page, the marketing
 * pages: made at build time) carries null and asks the public calendar once it is up. Every later
 * navigation asks again, so a page left open learns that a tournament went live or ended. The ask goes
 * without cookies: the same answer for everyone, which the page cache keeps until the next live event.
 */
export function useLiveNow(): LiveNow | null {
  const root = useRouteLoaderData('root') as RootLiveData;
  const known = root?.liveNow ?? null;
  const [asked, setAsked] = useState<LiveNow | null>(null);
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    const onFirstPage = firstPage.current;
    firstPage.current = false;
    if (onFirstPage && known) return;
    const controller = new AbortController();
    fetch('/api/v1/tournaments?status=live', {
      signal: controller.signal,
      credentials: 'omit',
      headers: { accept: 'application/json' },
    })
      .then(async (response) => (response.ok ? liveNowFromListing(await response.json()) : null))
      .then((live) => {
        if (live) setAsked(live);
      })
      // Unknown stays as it was: the marker is a convenience, the Tournaments link works without it.
      .catch(() => {});
    return () => controller.abort();
    // `known` is the first page's (the root loader is not asked again on navigations).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return asked ?? known;
}

/**
 * The header's Live badge: the word itself (never colour alone) on the ring's red, with an on-air dot that
 * pulses only for those who have not asked for less motion.
 */
export function LiveMarker({ className }: { className?: string }) {
  return (
    <span
      data-live-marker=""
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full bg-corner-600 px-2 py-0.5 font-display text-xs leading-4 font-bold tracking-widest text-white uppercase ring-1 ring-corner-400/60',
        className,
      )}
    >
      <span aria-hidden className="relative flex size-1.5">
        <span className="absolute inline-flex size-full rounded-full bg-white opacity-75 motion-safe:animate-ping" />
        <span className="relative inline-flex size-1.5 rounded-full bg-white" />
      </span>
      Live
    </span>
  );
}
