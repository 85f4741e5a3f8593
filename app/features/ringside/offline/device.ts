import { useEffect, useSyncExternalStore } from 'react';
import type { BoutSheet } from '~/features/competition';
import { SHEETS_CACHE } from './scope';

/**
 * The ringside pages' side of working offline (decision 0014): the officials' service worker is
 * registered from these pages only, once the page is idle (a public visitor never downloads it), and each
 * bout's latest sheet is kept in the worker's cache so a reload without a network shows the bout as it was
 * last seen, not as the kept page first rendered it.
 */
export function useRingsideWorker() {
  useEffect(() => {
    // Production builds only: the development server has no sw.js (and Vite's modules change by the second).
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const register = () => {
      // A document the worker did not answer (loaded before it ran, or while it was installing) was not
      // kept by it: once the worker runs, it is asked to keep this page and the dashboard now, so the first
      // reload without a network already opens them.
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      const firstVisit = !navigation || navigation.workerStart === 0;
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then(() => navigator.serviceWorker.ready)
        .then(async (registration) => {
          if (firstVisit && registration.active) {
            const urlsToCache = [window.location.pathname + window.location.search, '/referee-dashboard'];
            await new Promise<void>((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve();
              registration.active!.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } }, [
                channel.port2,
              ]);
              window.setTimeout(resolve, 10_000);
            });
          }
          // Browser tests wait for this before they take the network away.
          document.documentElement.dataset.ringsideOffline = 'ready';
        })
        .catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(register, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(register, 1000);
    return () => window.clearTimeout(id);
  }, []);
}

/** Puts the bout's sheet where the worker answers `GET /api/v1/bouts/:id` from when offline. */
export function keepSheet(sheet: BoutSheet) {
  if (typeof caches === 'undefined') return;
  caches
    .open(SHEETS_CACHE)
    .then((cache) =>
      cache.put(
        `/api/v1/bouts/${sheet.id}`,
        new Response(JSON.stringify({ bout: sheet }), {
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        }),
      ),
    )
    .catch(() => undefined);
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser thinks it has a network (the server rendered the page, so it did then). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
