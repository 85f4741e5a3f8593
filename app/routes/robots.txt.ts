import type { Route } from './+types/robots.txt';
import { absoluteUrl } from '~/lib/seo';

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin-dashboard',
    'Disallow: /coach-dashboard',
    'Disallow: /referee-dashboard',
    'Disallow: /student-dashboard',
    'Disallow: /spectator-dashboard',
    `Sitemap: ${absoluteUrl(context.services.config.baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
