import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { profiles } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { boxerPrivacy } from '~/features/organisations';
import type { BoxerAudience } from '~/features/organisations';
import { boxerAwards, runningSuspension } from './awards.server';
import type { AwardRow, Suspension } from './awards.server';
import { boxerProfile } from './results.server';
import type { BoxerProfile } from './results.server';

/**
 * A boxer's page (/boxers/:id) as this viewer may see it (issue 27 item 2). Who may see what is
 * `boxerPrivacy`'s answer (organisations/boxer-privacy.server.ts), asked here once:
 * - the boxer, their coach, the organisers and officials of a tournament they entered, a platform admin:
 *   everything, with a medical suspension still running and its reason (`suspension`);
 * - a stranger reading an adult: name, club, category, record, awards, tournaments and bouts; no medical fact;
 * - a stranger reading a minor: name, club, category and results only: the record, the awards, the bouts
 *   decided (no ring, planned start or ETA) and the tournaments finished. No tournament to come, no bout to
 *   come: where and when a child will box is on each published event's bout order, not gathered here.
 * A stranger's answer has no `suspension` key at all. No one's has a date of birth or a weight.
 */
export type BoxerPage = BoxerProfile & {
  awards: AwardRow[];
  /** Only for who may see private facts: the suspension still running, or null. */
  suspension?: Suspension | null;
  /**
   * Only for who may see private facts: the boxer's federation licence id, or null. A licence id finds the
   * boxer in the federation's records (and so their date of birth), so it is a private fact too.
   */
  licenceId?: string | null;
  /** Who the viewer is to the boxer, when not a stranger (the page says why they see the private part). */
  audience?: Exclude<BoxerAudience, 'stranger'>;
};

export async function boxerPage(
  db: Database,
  viewer: Viewer | null,
  id: string,
  { now, secret }: { now: Date; secret: string },
): Promise<BoxerPage> {
  // The 404 first, the same for everyone: whether an account exists is nobody's business.
  const profile = await boxerProfile(db, id, now);
  const [privacy, awards] = await Promise.all([
    boxerPrivacy(db, viewer, profile.id, now),
    boxerAwards(db, profile.id, secret),
  ]);
  if (privacy.audience !== 'stranger')
    return {
      ...profile,
      awards,
      suspension: await runningSuspension(db, profile.id, now),
      licenceId: await licenceOf(db, profile.id),
      audience: privacy.audience,
    };
  if (!privacy.minor) return { ...profile, awards };
  return {
    ...profile,
    awards,
    tournaments: profile.tournaments.filter((t) => t.finished),
    bouts: profile.bouts
      .filter((b) => b.result !== null)
      .map((b) => ({ ...b, ring: null, plannedStart: null, eta: null })),
  };
}

async function licenceOf(db: Database, boxerId: string): Promise<string | null> {
  const [row] = await db
    .select({ licenceId: profiles.licenceId })
    .from(profiles)
    .where(eq(profiles.id, boxerId));
  return row?.licenceId ?? null;
}
