import { ArrowRight, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { LiveStatusNotice } from '~/components/ui/live-status';
import type { LiveRings, RingCall, RingNowNext } from '~/features/results';
import { cn } from '~/lib/cn';
import { formatClock } from '~/lib/lagos-time';
import { changesBoutLists, useLiveEvents } from '~/lib/use-live-events';
import { OnAirDot } from '../calendar/calendar-badge';

// The bout order's words for a ring (results' ringName; a type-only import keeps its server code out).
const ringName = (ring: number | null) => (ring === null ? 'Ring to be set' : `Ring ${ring}`);
const clockOf = (iso: string | null) => (iso ? `${formatClock(new Date(iso))} WAT` : 'time to be set');

/** One bout of a ring's Now or Next: its number and time, the corners, the category. */
function Call({ label, bout, empty }: { label: 'Now' | 'Next'; bout: RingCall | null; empty: string }) {
  const now = label === 'Now';
  return (
    <div
      className={cn('rounded-xl p-4 ring-1', now ? 'bg-white/10 ring-white/20' : 'bg-white/5 ring-white/10')}
    >
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={cn(
            'inline-flex items-center gap-1.5 font-display text-sm font-bold tracking-wider uppercase',
            now ? 'text-corner-400' : 'text-gold-300',
          )}
        >
          {now ? <Radio aria-hidden className="size-4" /> : null}
          {label}
        </span>
        {bout ? (
          <span className="text-sm font-semibold text-ink-200">
            Bout {bout.number}
            {now ? (bout.at ? ` · since ${clockOf(bout.at)}` : '') : ` · ETA ${clockOf(bout.at)}`}
          </span>
        ) : null}
      </p>
      {bout ? (
        <>
          <p className="mt-2 text-xl leading-tight font-extrabold uppercase sm:text-2xl">
            <span className="sr-only">Red corner: </span>
            <span className="text-corner-400">{bout.red ?? 'To be decided'}</span>
            <span className="mx-2 text-base text-ink-400">vs</span>
            <span className="sr-only">Blue corner: </span>
            <span className="text-sky-300">{bout.blue ?? 'To be decided'}</span>
          </p>
          <p className="mt-1.5 text-sm text-ink-300">{bout.category}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-300">{empty}</p>
      )}
    </div>
  );
}

function Ring({ ring }: { ring: RingNowNext }) {
  const id = `live-ring-${ring.ring ?? 'unset'}`;
  return (
    <article aria-labelledby={id} className="rounded-2xl bg-ink-950/60 p-5 ring-1 ring-white/10 sm:p-6">
      <h3 id={id} className="font-display text-2xl font-extrabold text-white uppercase">
        {ringName(ring.ring)}
      </h3>
      <div className="mt-4 grid gap-3">
        <Call label="Now" bout={ring.now} empty="No bout in the ring." />
        <Call label="Next" bout={ring.next} empty="No more bouts on this ring." />
      </div>
    </article>
  );
}

/**
 * The top of a live tournament's page (issue 26): each ring's bout in progress and the next one due with
 * its ETA (the bout order's), and the way to the whole bout order. It follows the live stream.
 */
export function LiveRingsPanel({
  tournamentId,
  live,
}: {
  tournamentId: number;
  live: LiveRings & { asOf: string };
}) {
  const stream = useLiveEvents(tournamentId, { relevant: changesBoutLists });
  return (
    <section aria-labelledby="live-rings-heading" className="bg-ring-lights text-white">
      <div className="container-page py-10 sm:py-14">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2
              id="live-rings-heading"
              className="flex items-center gap-3 text-4xl leading-none font-extrabold uppercase sm:text-5xl"
            >
              <OnAirDot />
              Live now
            </h2>
            <p className="mt-3 max-w-xl text-ink-300">
              What is in each ring and what is next, expected times in West Africa Time (as of{' '}
              {formatClock(new Date(live.asOf))}).
            </p>
            <LiveStatusNotice status={stream} className="mt-2 text-ink-300" />
          </div>
          <Button asChild className="shrink-0">
            <Link to={live.boutOrderHref}>
              Full bout order <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        {live.rings.length === 0 ? (
          <p className="mt-8 text-ink-300">The bout order has no bouts to come.</p>
        ) : (
          <div className="mt-8 grid gap-5 lg:grid-cols-2">
            {live.rings.map((ring) => (
              <Ring key={ring.ring ?? 'unset'} ring={ring} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
