/**
 * What the site's header says of the event day (issue 30 item 1): the tournaments live right now, the few
 * facts a link needs, and where the header's Tournaments entry leads. Safe for the browser: the reading is
 * features/tournaments/live-now.server.ts, the rule of what is live status.ts's isLive.
 */

/** A live tournament as the header links to it. */
export type LiveEventLink = { slug: string; name: string };

/** The tournaments live now, soonest started first (none: nothing is live). */
export type LiveNow = { events: LiveEventLink[] };

/** The calendar filtered to the tournaments under way. */
export const LIVE_CALENDAR_HREF = '/tournament-schedule?tab=live';
export const CALENDAR_HREF = '/tournament-schedule';

/**
 * Where the header's Tournaments entry leads: one live tournament straight to its page (its Now and Next
 * are at its top), several to the calendar filtered to the live ones, none (or not known) to the calendar.
 */
export function tournamentsHref(live: LiveNow | null): string {
  if (!live || live.events.length === 0) return CALENDAR_HREF;
  if (live.events.length === 1) return `/tournaments/${live.events[0]!.slug}`;
  return LIVE_CALENDAR_HREF;
}

/** "1 tournament", "3 tournaments": how many are live, as the marker says it to a screen reader. */
export function liveCountText(count: number): string {
  return count === 1 ? '1 tournament' : `${count} tournaments`;
}

/** Reads the public calendar's answer (GET /api/v1/tournaments?status=live) as the header's fact. */
export function liveNowFromListing(body: unknown): LiveNow | null {
  const list = (body as { tournaments?: unknown } | null)?.tournaments;
  if (!Array.isArray(list)) return null;
  const events: LiveEventLink[] = [];
  for (const item of list as { slug?: unknown; name?: unknown; live?: unknown }[]) {
    if (item.live === true && typeof item.slug === 'string' && typeof item.name === 'string')
      events.push({ slug: item.slug, name: item.name });
  }
  return { events };
}
