import type { MetaDescriptor } from 'react-router';

/**
 * Absolute URLs (canonical links, Open Graph, JSON-LD, the sitemap, the calendar feed) are made from the
 * running server's BASE_URL, never the build's: a server started on a venue's LAN publishes its own links.
 * Pages get it from the root loader (`siteUrlOf`), resource routes from the load context.
 *
 * Prerendered pages are rendered at build time, when there is no server: their links are made on this
 * placeholder origin, which the server replaces with its BASE_URL as it loads them (server/http/prerendered.ts).
 */
export const PRERENDER_ORIGIN = 'https://prerendered.ajbxng.invalid';
export const SITE_NAME = 'AJBXNG Boxing Academy';

/** What the root loader answers: the server's BASE_URL, or null while prerendering (no server then). */
export type SiteData = { siteUrl: string | null };

/**
 * The site's origin as a meta function sees it: the root loader's, else (a prerendered page) the page's own
 * origin in the browser (the one the server rewrote its HTML to) and the placeholder at build time.
 */
export function siteUrlOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as SiteData | undefined;
  if (root?.siteUrl) return root.siteUrl;
  return typeof window === 'undefined' ? PRERENDER_ORIGIN : window.location.origin;
}

export function absoluteUrl(siteUrl: string, path: string) {
  return new URL(path, siteUrl).href;
}

/** Title, description, canonical, Open Graph and Twitter tags for one public page. */
export function seo({
  siteUrl,
  title,
  description,
  path,
  image = '/og-image.png',
  jsonLd,
}: {
  /** The site's origin (`siteUrlOf(matches)`). */
  siteUrl: string;
  title: string;
  description: string;
  path: string;
  image?: string;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}): MetaDescriptor[] {
  const fullTitle = title.includes('AJBXNG') ? title : `${title} | AJBXNG`;
  const url = absoluteUrl(siteUrl, path);
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(siteUrl, image) },
    { property: 'og:locale', content: 'en_NG' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: absoluteUrl(siteUrl, image) },
  ];
  if (jsonLd) descriptors.push({ 'script:ld+json': jsonLd });
  return descriptors;
}
