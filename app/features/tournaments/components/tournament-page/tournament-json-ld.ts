import { absoluteUrl } from '~/lib/seo';
import type { TournamentDetail } from '~/features/tournaments/types';

/** schema.org's words for an offer's availability, from the calendar badge. */
const availability = {
  open: 'https://schema.org/InStock',
  closing: 'https://schema.org/LimitedAvailability',
  full: 'https://schema.org/SoldOut',
  invitation: 'https://schema.org/InviteOnly',
  closed: 'https://schema.org/SoldOut',
} as const;

/**
 * schema.org SportsEvent for a tournament's page, so search engines can show its dates, place and entry
 * fee. Dates are Lagos calendar dates (all-day), which schema.org takes as ISO 8601 dates.
 */
export function tournamentJsonLd(siteUrl: string, t: TournamentDetail): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, `/tournaments/${t.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    '@id': url,
    name: t.name,
    ...(t.description ? { description: t.description } : {}),
    url,
    image: absoluteUrl(siteUrl, '/og-image.png'),
    sport: 'Boxing',
    startDate: t.startDate,
    endDate: t.endDate,
    eventStatus:
      t.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: t.venue ?? t.city,
      address: {
        '@type': 'PostalAddress',
        ...(t.venue ? { streetAddress: t.venue } : {}),
        addressLocality: t.city,
        addressCountry: 'NG',
      },
    },
    organizer: { '@type': 'Organization', name: t.organisation.name },
    offers: {
      '@type': 'Offer',
      name: 'Entry',
      price: t.entryFee,
      priceCurrency: 'NGN',
      url: `${url}#register`,
      availability: availability[t.badge],
      validThrough: t.registrationDeadline,
    },
  };
}
