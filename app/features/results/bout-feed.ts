import { serializeCalendar } from '~/features/tournaments';
import type { CalendarEvent } from '~/features/tournaments';
import type { ProfileBout } from './results.server';
import { ringName } from './shaping';

/** How long a bout holds a boxer's calendar when the rules are not at hand: 3 × 2 minutes plus the ring's turnaround. */
export const BOUT_CALENDAR_MINUTES = 20;

/**
 * A boxer's bouts as timed calendar events (their iCal feed): each bout with a planned start, at its ETA,
 * summary "Bout 12, Ring 2: vs Chidi Okafor". Bouts not yet on the bout order have no time and are left out;
 * a cancelled bout is sent as CANCELLED so a subscribed calendar removes it.
 */
export function boutEvents(bouts: readonly ProfileBout[], host: string): CalendarEvent[] {
  return bouts
    .filter((b) => b.eta !== null || b.plannedStart !== null)
    .map((b) => {
      const startsAt = new Date((b.eta ?? b.plannedStart)!);
      const opponent = b.opponent ? `vs ${b.opponent.name}` : 'opponent to be decided';
      const day = startsAt.toISOString().slice(0, 10);
      return {
        uid: `bout-${b.boutId}@${host}`,
        summary: `Bout ${b.number ?? '?'}, ${ringName(b.ring)}: ${opponent}`,
        description: `${b.tournament.name} — ${b.category}. Times are the expected start in West Africa Time; check the bout order on the day.`,
        startDate: day,
        endDate: day,
        startsAt,
        endsAt: new Date(startsAt.getTime() + BOUT_CALENDAR_MINUTES * 60_000),
        status: b.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      } satisfies CalendarEvent;
    });
}

/** The boxer's own bouts as an iCalendar feed (/student-dashboard/bouts.ics). */
export function boutCalendar(bouts: readonly ProfileBout[], host: string, now: Date): string {
  return serializeCalendar({
    productId: '-//AJBXNG//My Bouts//EN',
    name: 'My AJBXNG bouts',
    description: 'Your bouts with their bout number, ring and expected start (WAT).',
    events: boutEvents(bouts, host),
    now,
  });
}
