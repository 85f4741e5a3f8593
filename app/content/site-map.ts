/**
 * Public marketing pages: the same for every visitor, so they are prerendered at build time and listed in
 * the sitemap. Pages with forms or per-person content are server-rendered and left out of prerendering.
 */
export const prerenderedPaths: string[] = [
  '/',
  '/about',
  '/training-programs',
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
  '/success-stories',
  '/aj-bootcamp-london',
  '/ajbxng-tournaments',
  '/tournament-demo',
  '/privacy',
  '/terms',
  '/cookies',
];

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
];

export const sitemapPaths: string[] = [...prerenderedPaths, ...formPaths];
