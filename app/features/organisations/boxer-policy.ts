import type { Workspace } from './workspace.server';

/**
 * Who stands where towards a boxer (DESIGN "One policy module", issue 27): every service that enters a
 * boxer, or says something private about one, asks these functions rather than comparing ids itself.
 */

/** What the policy needs to know of a boxer: their account, club and coach. */
export type BoxerTies = { id: string; clubId: number | null; coachId: string | null };

/**
 * The boxer's coach: the coach their profile names, or a coach member of the boxer's club. Another club's
 * coach is not, nor the club's officials; the club's organisers act for its boxers (organisesBoxersClub)
 * without being their coach.
 */
export function coachesBoxer(actor: Workspace, boxer: BoxerTies): boolean {
  if (boxer.coachId !== null && boxer.coachId === actor.viewer.id) return true;
  if (actor.viewer.role !== 'coach') return false;
  const m = actor.membership;
  return !!m && boxer.clubId !== null && m.organisationId === boxer.clubId && m.memberRole === 'coach';
}

/** An organiser of the boxer's own club (not of some other organisation's tournament). */
export function organisesBoxersClub(actor: Workspace, boxer: BoxerTies): boolean {
  const m = actor.membership;
  return !!m && m.memberRole === 'organiser' && boxer.clubId !== null && m.organisationId === boxer.clubId;
}

/**
 * Who may enter a boxer in a tournament: the boxer themself (a minor's entry then waits for their guardian's
 * consent), their coach, an organiser of their own club, or a platform admin. An organiser of another club
 * invites the boxer instead; running the tournament gives no say over other clubs' boxers.
 */
export function mayEnterBoxer(actor: Workspace, boxer: BoxerTies): boolean {
  return (
    actor.viewer.id === boxer.id ||
    actor.platformAdmin ||
    coachesBoxer(actor, boxer) ||
    organisesBoxersClub(actor, boxer)
  );
}

/**
 * Who may be told a boxer's age, date of birth and weight in a refusal or a form: the boxer and their coach
 * (and a platform admin). Anyone else who may act for them hears the rule and the category that fits.
 */
export function hearsBoxersPrivateFacts(actor: Workspace, boxer: BoxerTies): boolean {
  return actor.viewer.id === boxer.id || actor.platformAdmin || coachesBoxer(actor, boxer);
}
