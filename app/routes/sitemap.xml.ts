import type { Route } from './+types/sitemap.xml';
import { sitemapPaths } from '~/content/site-map';
import { listTournamentPages } from '~/features/tournaments/sitemap.server';
import { absoluteUrl } from '~/lib/seo';

/** Served per request (not prerendered), so published tournaments' pages join the site's own. */
export async function loader({ context }: Route.LoaderArgs) {
  const tournaments = await listTournamentPages(context.services.database.db);
  const siteUrl = context.services.config.baseUrl;
  const urls = [
    ...sitemapPaths.map((path) => `  <url><loc>${absoluteUrl(siteUrl, path)}</loc></url>`),
    ...tournaments.map(
      (t) =>
        `  <url><loc>${absoluteUrl(siteUrl, `/tournaments/${t.slug}`)}</loc><lastmod>${t.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ].join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
