/**
 * The marketing pages that show the academy's photography (issue 30 item 7): the same for every visitor,
 * but their photos come from the site media library, so they are rendered by the server (their layout reads
 * the slots) and a visitor's render is kept by the public page cache (decision 0025).
 */
export const photographedPaths: string[] = [
  '/',
  '/about',
  '/courses',
  '/courses/beginner',
  '/courses/advanced',
  '/courses/psychology',
  '/courses/fitness',
  '/courses/business',
  '/courses/lifestyle',
  '/courses/elite-championship',
  '/courses/fundamentals-mastery',
  '/courses/mental-champion',
  '/courses/performance-elite',
  '/aj-bootcamp-london',
  '/success-stories',
];

/**
 * Marketing pages without photography or anything to interact with: served as documents without the
 * framework (decision 0034, "Extended"; issue 29's blocking time), rendered by the server and kept by the
 * public page cache like the photographed ones, so their header's Live marker is read at render time (a
 * prerendered page reads it in the browser, which needs the framework).
 */
export const documentMarketingPaths: string[] = [
  '/training-programs',
  '/ajbxng-tournaments',
  // Its walkthrough and tabs are run by the page's own script (document-scripts/tournament-demo.ts).
  '/tournament-demo',
  '/privacy',
  '/terms',
  '/cookies',
];

/** The marketing pages the server renders once per change and keeps for visitors (decision 0025). */
export const cachedMarketingPaths: string[] = [...photographedPaths, ...documentMarketingPaths];

/**
 * The other public marketing pages: the same for every visitor, so they are prerendered at build time (none
 * today: every one is served as a document, whose header must read what is live as it is rendered).
 * Pages with forms or per-person content are server-rendered and left out of prerendering.
 */
export const prerenderedPaths: string[] = [];

/** Server-rendered public pages that search engines should still find. */
export const formPaths: string[] = [
  '/contact',
  '/academy-application',
  '/application',
  '/book-consultation',
  '/schedule-demo',
  '/get-started',
  '/tournament-schedule',
  '/start-tournament',
  // Issue 33: the public rankings (their filters are in the address).
  '/rankings',
];

/** Every marketing page, the same for everyone: listed in the sitemap, and never toasting. */
export const marketingPaths: string[] = [...cachedMarketingPaths, ...prerenderedPaths];

export const sitemapPaths: string[] = [...marketingPaths, ...formPaths];
