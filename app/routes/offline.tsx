import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { Route } from './+types/offline';
import { Button } from '~/components/ui/button';

export const meta: Route.MetaFunction = () => [
  { title: 'No connection | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

const noChange = () => () => undefined;

function askedFor(): string | null {
  const asked = new URLSearchParams(window.location.search).get('from');
  return asked?.startsWith('/') && !asked.startsWith('//') ? asked : null;
}

/**
 * Where the officials' service worker sends a device that asks for a page it did not keep while the
 * network is down (decision 0014). Prerendered, so the worker keeps it at install; it says plainly what
 * still works: the ringside pages this device opened, and the cards kept on it.
 */
export default function Offline() {
  // The address asked for, read once hydrated (the prerendered page has no query).
  const from = useSyncExternalStore(noChange, askedFor, () => null);
  return (
    <section className="bg-ring-lights relative overflow-hidden text-white">
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
        <WifiOff aria-hidden className="size-16 text-gold-300" />
        <h1 className="mt-6 font-display text-4xl font-bold uppercase sm:text-5xl">No connection</h1>
        <p className="mt-4 max-w-lg text-lg text-ink-300">
          This page needs the network, and this device has none right now.
          {from ? (
            <>
              {' '}
              You asked for <span className="font-semibold break-all text-white">{from}</span>.
            </>
          ) : null}
        </p>
        <p className="mt-3 max-w-lg text-ink-300">
          Officials: your ringside pages opened on this device still work, and the cards you score are kept on
          it and sent when the network is back.
        </p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          <Button asChild size="lg">
            <a href="/referee-dashboard">Your ringside pages</a>
          </Button>
          <Button asChild size="lg" variant="outline" className="text-white">
            <a href={from ?? '/'}>Try again</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
