import { absoluteUrl } from '~/lib/seo';

export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin-dashboard',
    'Disallow: /coach-dashboard',
    'Disallow: /referee-dashboard',
    'Disallow: /student-dashboard',
    'Disallow: /spectator-dashboard',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
