import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '@server/testing';
import { PRERENDER_ORIGIN } from '~/lib/seo';
import { meta as aboutMeta } from './about';
import { meta as homeMeta } from './home';
import { loader as robotsLoader } from './robots.txt';
import { loader as sitemapLoader } from './sitemap.xml';
import { loader as rootLoader } from '../root';

/**
 * Issue 27 item 7: the links a server publishes (sitemap, robots.txt, canonical links and structured data)
 * carry the BASE_URL it was started with, not the one the app was built with. A server on a venue's LAN
 * (here 192.168.1.20) links to itself.
 */
const VENUE = 'http://192.168.1.20:3000';

type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];

describe('absolute links from the running server', () => {
  let context: AppLoadContext;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestServices('pglite', { baseUrl: VENUE });
    close = test.close;
    context = { services: test.services, nonce: '', clientIp: '203.0.113.9' };
  });
  afterAll(async () => {
    await close();
  });

  const request = (path: string) => new Request(`${VENUE}${path}`);

  it('lists the sitemap and points robots.txt at it on the server’s own address', async () => {
    const sitemap = await (
      await sitemapLoader({ request: request('/sitemap.xml'), context, params: {} } as Args<
        typeof sitemapLoader
      >)
    ).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locations).toContain(`${VENUE}/`);
    expect(locations).toContain(`${VENUE}/about`);
    expect(locations.every((l) => l.startsWith(`${VENUE}/`))).toBe(true);

    const robots = await robotsLoader({
      request: request('/robots.txt'),
      context,
      params: {},
    } as Args<typeof robotsLoader>).text();
    expect(robots).toContain(`Sitemap: ${VENUE}/sitemap.xml`);
  });

  it('gives pages the server’s address for their canonical link and structured data', async () => {
    const site = await rootLoader({ request: request('/'), context, params: {} } as Args<typeof rootLoader>);
    // With it, the header's Live marker (issue 30): nothing is live on this empty platform.
    expect(site).toEqual({ siteUrl: VENUE, liveNow: { events: [] } });
    const matches = [{ id: 'root', loaderData: site }];

    const about = aboutMeta({ matches } as unknown as Args<typeof aboutMeta>);
    expect(about).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${VENUE}/about` });
    expect(about).toContainEqual({ property: 'og:url', content: `${VENUE}/about` });

    const home = homeMeta({ matches } as unknown as Args<typeof homeMeta>);
    expect(home).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${VENUE}/` });
    const structured = home.find((d) => 'script:ld+json' in d) as { 'script:ld+json': { url: string } };
    expect(structured['script:ld+json'].url).toBe(`${VENUE}/`);
  });

  it('makes a prerendered page’s links on the placeholder the server replaces (no server at build time)', async () => {
    const site = await rootLoader({ request: request('/about'), context: {}, params: {} } as unknown as Args<
      typeof rootLoader
    >);
    // Nor is what is live known then: the header asks once the page is up.
    expect(site).toEqual({ siteUrl: null, liveNow: null });
    const about = aboutMeta({ matches: [{ id: 'root', loaderData: site }] } as unknown as Args<
      typeof aboutMeta
    >);
    expect(about).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${PRERENDER_ORIGIN}/about` });
  });
});
