// What the tournaments feature offers routes, other features and the server, on purpose.
export type {
  CalendarFilters,
  CalendarListing,
  CalendarTab,
  PlanUsage,
  TournamentCategory,
  TournamentDetail,
  TournamentSummary,
} from './types';
export {
  cancelReasonSchema,
  capacitySchema,
  cancelTournament,
  completeTournament,
  createTournament,
  getTournament,
  lagosMonth,
  listActiveTournaments,
  listWorkspaceTournaments,
  planUsage,
  publishTournament,
  setCapacity,
  tournamentResultSchema,
  updateDraft,
} from './tournaments.server';
export type { TournamentResult } from './tournaments.server';
export { transition } from './transition.server';
export type { TransitionColumns } from './transition.server';
export { listCalendar } from './calendar.server';
export { readLiveNow } from './live-now.server';
export { categoryLabel } from './summaries.server';
export { serializeCalendar } from './ical';
export type { CalendarEvent } from './ical';
export { planLimits } from './plan-limits';
export type { PlanLimits } from './plan-limits';
export { slugBase } from './slug';
export {
  clampParticipants,
  clampWhole,
  defaultRegistrationDeadline,
  defaultWeighInDate,
  DRAFT_LIMITS,
  draftFieldErrors,
  ENTERPRISE_MAX_CAPACITY,
  prizesSchema,
  rulesSchema,
  tournamentDraftSchema,
} from './draft';
export type { TournamentDraft, TournamentDraftInput } from './draft';
export {
  activeStatuses,
  backendStatus,
  calendarBadge,
  calendarBadgeLabel,
  CLOSING_DAYS,
  CLOSING_SHARE,
  isLive,
  registrationBadge,
  registrationOpen,
  shownBadge,
} from './status';
export type { BackendStatus, BadgeFacts, CalendarBadge, RegistrationBadge } from './status';
export {
  coachesBoxer,
  mayEnterBoxer,
  NOT_YOURS,
  officiatesBout,
  requireOrganiserOf,
  requireTournamentOrganiser,
  runsTournament,
  viewerRunsTournament,
} from './tournament-access.server';
export type { AccessRefusal, OrganisedTournament } from './tournament-access.server';
export { managedTournamentDetail, tournamentActions } from './manage.server';
export type { TournamentActions } from './manage.server';
