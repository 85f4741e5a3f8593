import { academy } from '~/content/academy';

/** The academy as the provider of a schema.org Course (course cards and programme pages). */
export function academyProvider(siteUrl: string) {
  return { '@type': 'Organization', name: academy.name, url: siteUrl } as const;
}
