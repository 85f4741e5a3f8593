import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { tournaments } from '@server/db/schema';
import { clock } from '@server/clock';
import { lagosDate } from '~/lib/lagos-time';
import type { LiveNow } from '~/lib/live-now';
import { isLive } from './status';

/**
 * The tournaments live now, for the header of every server-rendered page (issue 30 item 1): one small query
 * of the few tournaments that can be live (in progress, or drawn), then status.ts's isLive, the rule the
 * tournament pages and the calendar show 'Live now' by, so the header can never disagree with them.
 */
export async function readLiveNow(db: Database, now = clock.now()): Promise<LiveNow> {
  const today = lagosDate(now);
  const rows = await db
    .select({
      slug: tournaments.slug,
      name: tournaments.name,
      status: tournaments.status,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
    })
    .from(tournaments)
    .where(inArray(tournaments.status, ['in_progress', 'drawn']))
    .orderBy(asc(tournaments.startDate), asc(tournaments.id));
  return { events: rows.filter((t) => isLive(t, today)).map(({ slug, name }) => ({ slug, name })) };
}
