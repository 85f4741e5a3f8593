import { lazy, Suspense } from 'react';
import { useHydrated } from '~/lib/use-hydrated';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/**
 * The notification region. Nothing can be toasted before the page is interactive, so its code is fetched
 * after hydration instead of delaying the first paint of every page.
 */
export function Toaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
