import { addDays } from '~/lib/lagos-time';
import type { TournamentStatus } from '@server/db/schema/tournaments';

/**
 * What people read about a tournament's state, derived (never typed by anyone: DESIGN "A tournament's
 * life") from its stored status, deadline, capacity and visibility, and today's date in Lagos.
 */

/**
 * SPEC §4 registration badges. Anything that is not one of the first four shows a disabled 'Registration
 * Closed'. This is the API's `badge` (its vocabulary is a contract: a live tournament's stays 'closed' there,
 * and `live` says it is under way).
 */
export type RegistrationBadge = 'open' | 'closing' | 'full' | 'invitation' | 'closed';

/** What the calendar shows: a tournament under way says 'Live now' (issue 26), else its registration badge. */
export type CalendarBadge = 'live' | RegistrationBadge;

export const calendarBadgeLabel: Record<CalendarBadge, string> = {
  live: 'Live now',
  open: 'Open Registration',
  closing: 'Registration Closing',
  full: 'Full',
  invitation: 'Invitation Only',
  closed: 'Registration Closed',
};

/** 'Registration Closing' from this many days before the deadline… */
export const CLOSING_DAYS = 7;
/** …or from this share of the capacity taken. */
export const CLOSING_SHARE = 0.9;

export type BadgeFacts = {
  status: TournamentStatus;
  startDate: string;
  endDate: string;
  visibility: 'public' | 'invitation';
  registrationDeadline: string;
  maxParticipants: number;
  participants: number;
};

/**
 * A tournament under way (issue 26): its bouts have begun (`in_progress`, until it is completed), or it is
 * drawn and today (Lagos) is one of its days: on the first day the draw is made and the bout order out, the
 * first bout due, and people look for it as a live event. A drawn tournament whose days have passed with
 * no bout started is not live (nothing is happening there).
 */
export function isLive(t: Pick<BadgeFacts, 'status' | 'startDate' | 'endDate'>, today: string): boolean {
  if (t.status === 'in_progress') return true;
  return t.status === 'drawn' && t.startDate <= today && today <= t.endDate;
}

/** The calendar's badge: 'Live now' while the tournament is under way, else its registration badge. */
export function calendarBadge(t: BadgeFacts, today: string): CalendarBadge {
  return isLive(t, today) ? 'live' : registrationBadge(t, today);
}

/** The badge a summary shows: its `live` first, else its registration badge. */
export function shownBadge(t: { live: boolean; badge: RegistrationBadge }): CalendarBadge {
  return t.live ? 'live' : t.badge;
}

/**
 * The registration badge (SPEC §4). Registration is open while the tournament is published and today (Lagos) is on
 * or before the deadline. An invitation-only tournament always says so while published; a full one says
 * Full; within 7 days of the deadline or at 90 % of capacity it is closing.
 */
export function registrationBadge(t: BadgeFacts, today: string): RegistrationBadge {
  if (t.status !== 'published') return 'closed';
  if (t.visibility === 'invitation') return 'invitation';
  if (t.participants >= t.maxParticipants) return 'full';
  if (today > t.registrationDeadline) return 'closed';
  if (addDays(today, CLOSING_DAYS) >= t.registrationDeadline) return 'closing';
  if (t.participants >= Math.ceil(t.maxParticipants * CLOSING_SHARE)) return 'closing';
  return 'open';
}

/** Whether a boxer may register now: the badge says open or closing. */
export function registrationOpen(t: BadgeFacts, today: string): boolean {
  const badge = registrationBadge(t, today);
  return badge === 'open' || badge === 'closing';
}

/** SPEC §4 backend statuses: `active` = published and not completed or cancelled (DESIGN). */
export type BackendStatus = 'active' | 'completed' | 'cancelled' | 'draft';

export function backendStatus(status: TournamentStatus): BackendStatus {
  if (status === 'completed' || status === 'cancelled' || status === 'draft') return status;
  return 'active';
}

/** The stored statuses that count as active (for queries). */
export const activeStatuses: readonly TournamentStatus[] = ['published', 'drawn', 'in_progress'];
