import { addDays } from '~/lib/lagos-time';
import type { TournamentStatus } from '@server/db/schema/tournaments';

/**
 * What people read about a tournament's state, derived (never typed by anyone: DESIGN "A tournament's
 * life") from its stored status, deadline, capacity and visibility, and today's date in Lagos.
 */

/** SPEC §4 calendar badges. Anything that is not one of the first four shows a disabled 'Registration Closed'. */
export type CalendarBadge = 'open' | 'closing' | 'full' | 'invitation' | 'closed';

export const calendarBadgeLabel: Record<CalendarBadge, string> = {
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
  visibility: 'public' | 'invitation';
  registrationDeadline: string;
  maxParticipants: number;
  participants: number;
};

/**
 * The calendar's badge. Registration is open while the tournament is published and today (Lagos) is on
 * or before the deadline. An invitation-only tournament always says so while published; a full one says
 * Full; within 7 days of the deadline or at 90 % of capacity it is closing.
 */
export function calendarBadge(t: BadgeFacts, today: string): CalendarBadge {
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
  const badge = calendarBadge(t, today);
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
