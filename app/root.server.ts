import type { Route } from './+types/root';
import { isDatabaseUnavailable } from '@server/db/unavailable';
import type { LiveNow } from '~/lib/live-now';
import { readLiveNow } from '~/features/tournaments/live-now.server';
import type { SiteData } from '~/lib/seo';

/** What every page's header and meta read from the root loader. */
export type RootData = SiteData & {
  /** The tournaments live now (the header's Live marker); null while prerendering or the database is away. */
  liveNow: LiveNow | null;
};

/**
 * The running server's BASE_URL, which every page's canonical link and structured data are made from (a
 * server on a venue's LAN links to itself, not to the address the app was built for), and the tournaments
 * live now, for the header's Tournaments entry (issue 30 item 1): one small query, and the public pages that
 * carry it are kept by the page cache, which every live event clears (decision 0023), so a tournament that
 * goes live or ends shows on the next request. While prerendering there is no server and no load context:
 * both null, and the header asks the calendar's API once the page is up (site-header.tsx).
 */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const services = (context as Partial<Route.LoaderArgs['context']> | undefined)?.services;
  if (!services) return { siteUrl: null, liveNow: null };
  return { siteUrl: services.config.baseUrl, liveNow: await liveNowOrUnknown(services.database.db) };
}

/** A database outage leaves the marker unknown rather than turning every page into an error. */
async function liveNowOrUnknown(db: Parameters<typeof readLiveNow>[0]): Promise<LiveNow | null> {
  try {
    return await readLiveNow(db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}
