import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { boutOfficials, bouts, entries, profiles, tournaments } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ageOn, isCalendarDate, lagosDate } from '~/lib/lagos-time';
import { coachesBoxer, organisesBoxersClub } from './boxer-policy';
import { runsOrganisation, workspaceFor } from './workspace.server';

/**
 * Who may see a boxer's private facts (DESIGN "Minors", issue 27 item 2): the one answer every page and API
 * answer about a boxer asks. Private facts are medical ones (a suspension, its reason, medical clearance), the
 * date of birth and the weight. They are seen by:
 * - the boxer themself;
 * - their coach: the coach their profile names, or a coach or organiser member of their club (boxer-policy);
 * - the organisers and officials of a tournament the boxer entered: an organiser of the organisation that runs
 *   it, or an account assigned to one of its bouts (referee, judge, recorder: bout_officials);
 * - a platform admin.
 * Anyone else is a stranger, signed in or not, another club's organiser included. A stranger reading a minor
 * (under 18 on today's Lagos date, or of no known date of birth) sees their name, club, category and results
 * only; reading an adult, everything public but the private facts.
 */

/** Why the viewer stands where they do towards the boxer (the first that holds, in this order). */
export type BoxerAudience =
  | 'boxer'
  | 'admin'
  | 'coach'
  | 'club-organiser'
  | 'tournament-organiser'
  | 'tournament-official'
  | 'stranger';

export type BoxerPrivacy = {
  audience: BoxerAudience;
  /** May see the boxer's medical facts, date of birth and weight. */
  seesPrivateFacts: boolean;
  /** Under 18 today (Lagos), or of no known date of birth: not known to be an adult. */
  minor: boolean;
};

/** The age from which a boxer is an adult. */
export const ADULT_AGE = 18;

/** A minor on `now`'s Lagos date: under 18, or with no date of birth on file (not known to be an adult). */
export function isMinor(dateOfBirth: string | null, now: Date): boolean {
  if (!dateOfBirth || !isCalendarDate(dateOfBirth)) return true;
  return ageOn(dateOfBirth, lagosDate(now)) < ADULT_AGE;
}

/** What the viewer may see of the boxer `boxerId` (a boxer with no profile: no club, no coach, a minor). */
export async function boxerPrivacy(
  db: Database,
  viewer: Viewer | null,
  boxerId: string,
  now: Date,
): Promise<BoxerPrivacy> {
  const [profile] = await db
    .select({ clubId: profiles.clubId, coachId: profiles.coachId, dateOfBirth: profiles.dateOfBirth })
    .from(profiles)
    .where(eq(profiles.id, boxerId));
  const minor = isMinor(profile?.dateOfBirth ?? null, now);
  const audience = await audienceOf(db, viewer, {
    id: boxerId,
    clubId: profile?.clubId ?? null,
    coachId: profile?.coachId ?? null,
  });
  return { audience, seesPrivateFacts: audience !== 'stranger', minor };
}

async function audienceOf(
  db: Database,
  viewer: Viewer | null,
  boxer: { id: string; clubId: number | null; coachId: string | null },
): Promise<BoxerAudience> {
  if (!viewer) return 'stranger';
  if (viewer.id === boxer.id) return 'boxer';
  const workspace = await workspaceFor(db, viewer);
  if (workspace.platformAdmin) return 'admin';
  if (coachesBoxer(workspace, boxer)) return 'coach';
  if (organisesBoxersClub(workspace, boxer)) return 'club-organiser';
  // The tournaments the boxer entered (any entry, withdrawn included: its organisers kept the entry).
  const entered = await db
    .select({ id: tournaments.id, organisationId: tournaments.organisationId })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(eq(entries.boxerId, boxer.id));
  if (entered.length === 0) return 'stranger';
  if (entered.some((t) => runsOrganisation(workspace, t.organisationId))) return 'tournament-organiser';
  const [officiates] = await db
    .select({ id: boutOfficials.id })
    .from(boutOfficials)
    .innerJoin(bouts, eq(bouts.id, boutOfficials.boutId))
    .where(
      and(
        eq(boutOfficials.userId, viewer.id),
        inArray(
          bouts.tournamentId,
          entered.map((t) => t.id),
        ),
      ),
    )
    .limit(1);
  return officiates ? 'tournament-official' : 'stranger';
}
