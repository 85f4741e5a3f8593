import { NavLink } from 'react-router';
import { tournamentsLink } from '~/content/navigation';
import type { LiveNow } from '~/lib/live-now';
import { LIVE_CALENDAR_HREF, liveCountText, tournamentsHref } from '~/lib/live-now';
import { cn } from '~/lib/cn';
import { LiveMarker } from './live-now';

/** The live events the phone menu names under Tournaments; more go through the calendar's Live tab. */
const MENU_EVENTS = 3;

function liveCount(live: LiveNow | null): number {
  return live?.events.length ?? 0;
}

/** Only the screen reader's part, after the badge's word: "Tournaments Live now: 1 tournament". */
function LiveCount({ count }: { count: number }) {
  return <span className="sr-only"> now: {liveCountText(count)}</span>;
}

/** The desktop header's Tournaments link, with the Live badge while a tournament is live. */
export function TournamentsNavItem({ live }: { live: LiveNow | null }) {
  const count = liveCount(live);
  return (
    <NavLink
      to={tournamentsHref(live)}
      className={({ isActive }) =>
        cn(
          'inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink-300 transition-colors hover:text-white',
          isActive && 'text-gold-300',
          count > 0 && 'text-white',
        )
      }
    >
      {tournamentsLink.label}
      {count > 0 ? (
        <>
          <LiveMarker />
          <LiveCount count={count} />
        </>
      ) : null}
    </NavLink>
  );
}

/**
 * The phone's way in, on the header bar itself while something is live: one tap to the live tournament
 * (or the live ones). Hidden where the desktop links show.
 */
export function LiveShortcut({ live, className }: { live: LiveNow | null; className?: string }) {
  const count = liveCount(live);
  if (count === 0) return null;
  const only = count === 1 ? live!.events[0]! : null;
  return (
    <NavLink
      to={tournamentsHref(live)}
      className={cn('shrink-0 rounded-full xl:hidden', className)}
      aria-label={`Live now: ${only ? only.name : liveCountText(count)}`}
    >
      <LiveMarker className="px-2.5 py-1" />
    </NavLink>
  );
}

/** The phone menu's Tournaments entry and, while live, the live tournaments by name. */
export function TournamentsMenuItems({ live, onChoose }: { live: LiveNow | null; onChoose: () => void }) {
  const count = liveCount(live);
  const listed = live?.events.slice(0, MENU_EVENTS) ?? [];
  return (
    <>
      <li>
        <NavLink
          to={tournamentsHref(live)}
          onClick={onChoose}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-md px-2 py-3 font-display text-lg font-bold tracking-wider text-ink-300 uppercase hover:text-white',
              isActive && 'text-gold-300',
              count > 0 && 'text-white',
            )
          }
        >
          {tournamentsLink.label}
          {count > 0 ? (
            <>
              <LiveMarker />
              <LiveCount count={count} />
            </>
          ) : null}
        </NavLink>
      </li>
      {listed.length > 0 ? (
        <li>
          <ul aria-label="Live now" className="mb-2 ml-2 space-y-1 border-l-2 border-corner-500/70 pl-4">
            {listed.map((event) => (
              <li key={event.slug}>
                <NavLink
                  to={`/tournaments/${event.slug}`}
                  onClick={onChoose}
                  className="block rounded-md py-1.5 text-sm font-semibold text-ink-200 hover:text-white"
                >
                  <span className="mr-2 text-xs font-bold tracking-widest text-corner-400 uppercase">
                    Live
                  </span>
                  {event.name}
                </NavLink>
              </li>
            ))}
            {count > listed.length ? (
              <li>
                <NavLink
                  to={LIVE_CALENDAR_HREF}
                  onClick={onChoose}
                  className="block rounded-md py-1.5 text-sm font-semibold text-gold-300 hover:text-white"
                >
                  All {count} live tournaments
                </NavLink>
              </li>
            ) : null}
          </ul>
        </li>
      ) : null}
    </>
  );
}
