import type { MetaDescriptor } from 'react-router';

declare const __SITE_URL__: string;

/** The public origin, fixed at build time (BASE_URL), because prerendered pages carry absolute URLs. */
export const SITE_URL: string = typeof __SITE_URL__ === 'string' ? __SITE_URL__ : 'http://localhost:3000';
export const SITE_NAME = 'AJBXNG Boxing Academy';

export function absoluteUrl(path: string) {
  return new URL(path, SITE_URL).href;
}

/** Title, description, canonical, Open Graph and Twitter tags for one public page. */
export function seo({
  title,
  description,
  path,
  image = '/og-image.png',
  jsonLd,
}: {
  title: string;
  description: string;
  path: string;
  image?: string;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}): MetaDescriptor[] {
  const fullTitle = title.includes('AJBXNG') ? title : `${title} | AJBXNG`;
  const url = absoluteUrl(path);
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(image) },
    { property: 'og:locale', content: 'en_NG' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: absoluteUrl(image) },
  ];
  if (jsonLd) descriptors.push({ 'script:ld+json': jsonLd });
  return descriptors;
}
