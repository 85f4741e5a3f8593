import { lazy, Suspense, useSyncExternalStore } from 'react';

const SonnerToaster = lazy(() => import('./sonner-toaster'));
const noSubscription = () => () => undefined;

/**
 * The notification region. Nothing can be toasted before the page is interactive, so its code is fetched
 * after hydration instead of delaying the first paint of every page.
 */
export function Toaster() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
