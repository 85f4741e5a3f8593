import { absoluteUrl } from '~/lib/seo';
import { formatNaira } from '~/lib/money';
import { formatName } from '~/content/tournament-categories';
import { formatShortDate } from './date-range';
import { calendarBadgeLabel } from './status';
import { serializeCalendar } from './ical';
import type { CalendarEvent } from './ical';
import type { TournamentSummary } from './types';

/**
 * The feed's events: one per tournament, its UID made from its id so it never changes with a rename. A
 * tournament under way says so where calendar apps show it, its title ("Lagos Open · Live now") and the
 * description's first line with the bout order's address (STATUS has no word for it: it stays CONFIRMED).
 */
export function tournamentEvent(t: TournamentSummary, siteUrl: string): CalendarEvent {
  const host = new URL(siteUrl).hostname;
  const page = absoluteUrl(siteUrl, `/tournaments/${t.slug}`);
  const facts = [
    ...(t.live
      ? [`Live now: follow the bouts at ${absoluteUrl(siteUrl, `/tournaments/${t.slug}/bouts`)}`]
      : []),
    `${t.level} · ${formatName(t.format)}`,
    `Organised by ${t.organisation.name}`,
    `Entry fee: ${t.entryFee === 0 ? 'Free' : formatNaira(t.entryFee)}`,
    `Registration: ${calendarBadgeLabel[t.badge]} (deadline ${formatShortDate(t.registrationDeadline)})`,
    `Weigh-in: ${formatShortDate(t.weighInDate)}`,
  ];
  return {
    uid: `tournament-${t.id}@${host}`,
    summary: t.live ? `${t.name} · ${calendarBadgeLabel.live}` : t.name,
    startDate: t.startDate,
    endDate: t.endDate,
    location: t.venue ? `${t.venue}, ${t.city}` : t.city,
    description: `${facts.join('\n')}\n\n${page}`,
    url: page,
    status: 'CONFIRMED',
    categories: ['Boxing', t.level],
  };
}

/** `siteUrl`: the running server's BASE_URL, which the events link to. */
export function calendarFeed(tournaments: readonly TournamentSummary[], now: Date, siteUrl: string): string {
  return serializeCalendar({
    productId: '-//AJBXNG//Tournament Calendar//EN',
    name: 'AJBXNG Tournaments',
    description: 'Upcoming boxing tournaments on the AJBXNG tournament calendar (West Africa Time).',
    events: tournaments.map((t) => tournamentEvent(t, siteUrl)),
    now,
  });
}
