import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { marketingPaths } from '~/content/site-map';
import { useHydrated } from '~/lib/use-hydrated';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** The marketing pages (the same for everyone) never toast: no notification code there. */
const quiet = new Set(marketingPaths);

/**
 * The notification region. Nothing can be toasted before the page is interactive, so its code is fetched
 * after hydration instead of delaying the first paint of every page, and not at all on a marketing page
 * (9 KB gz of the home page's JavaScript): it arrives when the visitor moves on to a page that can toast.
 */
export function Toaster() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (!hydrated || quiet.has(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
