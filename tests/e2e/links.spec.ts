import { expect, test } from './fixtures';

/**
 * A crawler over the public site: every internal link on every page reachable from the home page, the
 * footer and the sitemap must answer (following redirects) with a page, never a 404.
 */
const SKIP = [/^\/api\//, /^\/sign-out$/];

function linksIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split('#')[0]!;
    if (path) found.add(path);
  }
  return [...found];
}

test('no internal link leads to a missing page', async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const seeds = [
    '/',
    ...[...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/'),
  ];
  const queue = [...new Set(seeds)];
  const seen = new Set(queue);
  const broken: string[] = [];
  const referrers = new Map<string, string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (SKIP.some((re) => re.test(path))) continue;
    const response = await request.get(path);
    if (response.status() >= 400) {
      broken.push(`${path} → ${response.status()} (linked from ${referrers.get(path) ?? 'sitemap'})`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    for (const link of linksIn(await response.text())) {
      if (seen.has(link)) continue;
      seen.add(link);
      referrers.set(link, path);
      queue.push(link);
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(30);
});

test('the old elite course address moves permanently to the programme page', async ({ request }) => {
  const response = await request.get('/courses/elite-championship-course', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/courses/elite-championship');
});

test('sitemap and robots list the public site and keep dashboards out', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/about',
    '/courses/advanced',
    '/contact',
    '/academy-application',
    '/tournament-demo',
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap).not.toContain('dashboard');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin-dashboard');
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});
