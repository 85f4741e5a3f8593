import { CalendarDays, ListOrdered, MapPin, Network, Trophy } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LiveStatusNotice } from '~/components/ui/live-status';
import type { LiveRings, RingCall, RingNowNext } from '~/features/results';
import { formatDateRange } from '~/features/tournaments/date-range';
import type { TournamentDetail } from '~/features/tournaments/types';
import { cn } from '~/lib/cn';
import { formatClock } from '~/lib/lagos-time';
import { changesBoutLists, useLiveEvents } from '~/lib/use-live-events';
import { OnAirDot } from '../calendar/calendar-badge';
import { placeText } from '../calendar/tournament-card';

// The bout order's words for a ring (results' ringName; a type-only import keeps its server code out).
const ringName = (ring: number | null) => (ring === null ? 'Ring to be set' : `Ring ${ring}`);
const clockOf = (iso: string | null) => (iso ? `${formatClock(new Date(iso))} WAT` : 'time to be set');

/** One bout of a ring's Now or Next: Now or Next with its number and time, the corners, the category. */
function Call({ label, bout, empty }: { label: 'Now' | 'Next'; bout: RingCall | null; empty: string }) {
  const now = label === 'Now';
  const when = bout
    ? now
      ? bout.at
        ? `since ${clockOf(bout.at)}`
        : null
      : `ETA ${clockOf(bout.at)}`
    : null;
  return (
    <div
      className={cn(
        'rounded-lg px-3 py-2 ring-1 sm:px-4 sm:py-3',
        now ? 'bg-white/10 ring-white/20' : 'bg-white/[0.04] ring-white/10',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-ink-300 sm:text-sm">
        <span
          className={cn(
            'font-display text-sm font-bold tracking-wider uppercase sm:text-base',
            now ? 'text-corner-400' : 'text-gold-300',
          )}
        >
          {label}
        </span>
        {bout ? (
          <span>
            <span className="font-semibold text-ink-200">Bout {bout.number}</span>
            {when ? ` · ${when}` : ''}
          </span>
        ) : (
          <span>{empty}</span>
        )}
      </p>
      {bout ? (
        <>
          <p className="mt-0.5 text-base leading-tight font-extrabold uppercase sm:text-xl">
            <span className="sr-only">Red corner: </span>
            <span className="text-corner-400">{bout.red ?? 'To be decided'}</span>
            <span className="mx-1.5 text-sm text-ink-400">vs</span>
            <span className="sr-only">Blue corner: </span>
            <span className="text-sky-300">{bout.blue ?? 'To be decided'}</span>
          </p>
          <p className="mt-0.5 text-xs text-ink-300 sm:text-sm">{bout.category}</p>
        </>
      ) : null}
    </div>
  );
}

function Ring({ ring }: { ring: RingNowNext }) {
  const id = `live-ring-${ring.ring ?? 'unset'}`;
  return (
    <article aria-labelledby={id} className="rounded-xl bg-ink-950/60 p-3 ring-1 ring-white/10 sm:p-4">
      <h3
        id={id}
        className="font-display text-lg leading-none font-extrabold text-white uppercase sm:text-xl"
      >
        {ringName(ring.ring)}
      </h3>
      <div className="mt-2.5 grid gap-2">
        <Call label="Now" bout={ring.now} empty="No bout in the ring." />
        <Call label="Next" bout={ring.next} empty="No more bouts on this ring." />
      </div>
    </article>
  );
}

/** The three ways into the event day, side by side even on a phone. */
function EventLinks({ links }: { links: { to: string; label: string; icon: LucideIcon }[] }) {
  return (
    <nav aria-label="Follow the tournament" className="w-full sm:w-auto">
      <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-11 items-center justify-center gap-1.5 rounded-md bg-gold-400 px-2 font-display text-sm font-bold tracking-wider whitespace-nowrap text-ink-950 uppercase transition-colors hover:bg-gold-300 sm:px-5"
            >
              {/* On a phone the three words need the whole width of their thirds. */}
              <Icon aria-hidden className="hidden size-4 shrink-0 min-[400px]:block" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The first screen of a live tournament's page (issue 26; issue 30 item 1): its name, each ring's bout in
 * progress and the next one due with its ETA (the bout order's), and the way to the bout order, the
 * brackets and the results, all above the fold at 375 px. It follows the live stream. Registration facts,
 * which no longer apply, come below it.
 */
export function LiveEventTop({
  tournament: t,
  live,
}: {
  tournament: TournamentDetail;
  live: (LiveRings & { asOf: string }) | null;
}) {
  const stream = useLiveEvents(t.id, { relevant: changesBoutLists });
  const links = [
    { to: live?.boutOrderHref ?? `/tournaments/${t.slug}/bouts`, label: 'Bout order', icon: ListOrdered },
    // The page's Draws section lists each drawn category's bracket.
    { to: '#draws', label: 'Brackets', icon: Network },
    { to: `/tournaments/${t.slug}/results`, label: 'Results', icon: Trophy },
  ];
  return (
    <section
      aria-labelledby="live-rings-heading"
      className="bg-ring-lights text-white"
      // What a visitor's page, served as a document, follows (document-scripts/tournament-page.ts).
      data-live-tournament={t.id}
    >
      <div className="container-page py-4 sm:py-8">
        {/* A div: the live notice is a paragraph, and a paragraph inside another one is split by the HTML
            parser, which React then cannot hydrate (it drew the whole page again on the phone). */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Link
            to="/tournament-schedule"
            className="font-semibold tracking-wider text-gold-300 uppercase hover:underline"
          >
            Tournament Calendar
          </Link>
          <LiveStatusNotice status={stream} className="text-ink-300" />
        </div>
        <h1 className="mt-1.5 text-2xl leading-none font-extrabold uppercase sm:text-4xl lg:text-5xl">
          {t.name}
        </h1>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-300 sm:text-sm">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 text-gold-400" />
            <time dateTime={t.startDate}>{formatDateRange(t.startDate, t.endDate)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4 text-gold-400" />
            {placeText(t)}
          </span>
        </p>

        <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 sm:mt-6">
          <h2
            id="live-rings-heading"
            className="flex items-center gap-2.5 text-xl leading-none font-extrabold uppercase sm:text-3xl"
          >
            <OnAirDot />
            Live now
            {live ? (
              <span className="font-sans text-xs font-medium tracking-normal text-ink-300 normal-case sm:text-sm">
                as of {formatClock(new Date(live.asOf))} WAT
              </span>
            ) : null}
          </h2>
          <EventLinks links={links} />
        </div>

        {live === null ? (
          <p className="mt-4 text-sm text-ink-300">
            The bout order appears here before the first bell, with each ring’s bout and the next.
          </p>
        ) : live.rings.length === 0 ? (
          <p className="mt-4 text-sm text-ink-300">The bout order has no bouts to come.</p>
        ) : (
          <div data-now-next="" className="mt-4 grid gap-3 lg:grid-cols-2">
            {live.rings.map((ring) => (
              <Ring key={ring.ring ?? 'unset'} ring={ring} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
