import { academy } from '~/content/academy';
import { SITE_URL } from '~/lib/seo';

/** The academy as the provider of a schema.org Course (course cards and programme pages). */
export const academyProvider = {
  '@type': 'Organization',
  name: academy.name,
  url: SITE_URL,
} as const;
