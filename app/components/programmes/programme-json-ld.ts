import { academy } from '~/content/academy';
import { academyProvider } from '~/components/marketing/academy-provider';
import type { Faq } from '~/content/faqs';
import type { Programme } from '~/content/programmes';
import { absoluteUrl } from '~/lib/seo';

/** '6 months' → 'P6M'. */
function isoDuration(duration: string): string | undefined {
  const months = /^(\d+) months?$/.exec(duration);
  return months ? `P${months[1]}M` : undefined;
}

export function programmeJsonLd(siteUrl: string, programme: Programme): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': absoluteUrl(siteUrl, programme.path),
    name: programme.title,
    description: programme.description,
    url: absoluteUrl(siteUrl, programme.path),
    provider: academyProvider(siteUrl),
    educationalLevel: programme.level,
    timeRequired: isoDuration(programme.duration),
    audience: { '@type': 'Audience', audienceType: programme.audience },
    ...(programme.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: programme.price,
            priceCurrency: 'NGN',
            url: absoluteUrl(siteUrl, programme.path),
          },
        }
      : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      courseWorkload: isoDuration(programme.duration),
      location: academy.locations.map((l) => ({
        '@type': 'Place',
        name: l.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: l.street,
          addressLocality: l.city,
          addressRegion: l.region,
          addressCountry: l.country,
        },
      })),
    },
  };
}

export function faqJsonLd(faqs: readonly Faq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
