import { Outlet } from 'react-router';
import type { Route } from './+types/site-photos.layout';
import { SitePhotosProvider } from '~/components/marketing/site-photo';
import type { SitePhotos } from '~/components/marketing/site-photo';
import { sitePhotos } from '~/features/site-media/photos.server';

/**
 * The marketing pages that show the academy's photography (issue 30 item 7): their photos, slot by slot, in
 * one query per render. These pages are rendered per request rather than at build time, and a visitor's
 * render is kept by the public page cache until the next write (decision 0025); without a server (a build
 * that prerenders) there is no library, and every slot shows the brand's drawn art.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<{ photos: SitePhotos }> {
  const services = (context as Partial<Route.LoaderArgs['context']> | undefined)?.services;
  return { photos: services ? await sitePhotos(services.database.db) : {} };
}

/** Moving between these pages keeps the photos read with the first: a change shows at the next visit. */
export function shouldRevalidate() {
  return false;
}

/** The same page for everyone, as when it was prerendered: a visitor's copy may be kept (decision 0023). */
export function headers() {
  return { 'Cache-Control': 'public, max-age=0, must-revalidate' };
}

export default function SitePhotosLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SitePhotosProvider photos={loaderData.photos}>
      <Outlet />
    </SitePhotosProvider>
  );
}
