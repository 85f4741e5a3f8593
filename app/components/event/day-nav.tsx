import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { formatShortDay } from '~/lib/lagos-time';

/** "Sat 5 Sept" for a YYYY-MM-DD day in Lagos. */
export function shortDay(day: string): string {
  return formatShortDay(day);
}

/**
 * The days of an event's bout order as plain links (they work without JavaScript), the shown one marked as
 * the current page. Nothing when the event has one day.
 */
export function DayNav({
  days,
  day,
  href,
  label = 'Days',
}: {
  days: readonly string[];
  day: string | null;
  href: (day: string) => string;
  label?: string;
}) {
  if (days.length <= 1) return null;
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto pb-1">
      <ol className="flex min-w-max gap-2 px-1">
        {days.map((d, i) => {
          const current = d === day;
          return (
            <li key={d}>
              <Link
                to={href(d)}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={cn(
                  'flex flex-col rounded-xl px-4 py-2 text-left ring-1 transition-colors focus-visible:ring-2 focus-visible:ring-gold-500 focus-visible:outline-none',
                  current
                    ? 'bg-ink-950 text-white ring-ink-950'
                    : 'bg-white text-ink-800 ring-ink-900/10 hover:ring-gold-500',
                )}
              >
                <span
                  className={cn(
                    'font-display text-xs font-bold tracking-wider uppercase',
                    current ? 'text-gold-300' : 'text-gold-700',
                  )}
                >
                  Day {i + 1}
                </span>
                <span className="text-sm font-semibold">{shortDay(d)}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
