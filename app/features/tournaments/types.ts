import type { TournamentRules, TournamentStatus } from '@server/db/schema/tournaments';
import type {
  Gender,
  Level,
  TournamentFormat,
  Visibility,
  WeightClassPreset,
} from '~/content/tournament-categories';
import type { RefundPolicy } from '~/lib/refund-policy';
import type { BackendStatus, RegistrationBadge } from './status';

/**
 * A tournament as the pages, dashboards and the API read it (the README's contract). Dates are Lagos
 * calendar dates (YYYY-MM-DD); instants are ISO 8601 strings; money is whole naira. `badge`, `live` and
 * `backendStatus` are derived from the stored state (status.ts), never stored; what a page shows as the
 * badge is `shownBadge(t)` ('Live now' while live).
 */
export type TournamentSummary = {
  id: number;
  slug: string;
  name: string;
  format: TournamentFormat;
  status: TournamentStatus;
  backendStatus: BackendStatus;
  /** SPEC §4's registration badge (the API's vocabulary; a live tournament's is 'closed'). */
  badge: RegistrationBadge;
  /** Under way (status.ts isLive): in progress, or drawn on one of its days. */
  live: boolean;
  startDate: string;
  endDate: string;
  registrationDeadline: string;
  weighInDate: string;
  /** The venue (the draft's `location`), e.g. "Teslim Balogun Stadium". */
  venue: string | null;
  city: string;
  level: Level;
  visibility: Visibility;
  maxParticipants: number;
  /** Entries not withdrawn. */
  participants: number;
  entryFee: number;
  prizes: { first: number; second: number; third: number };
  organisation: { id: number; name: string };
  /** The account that created it, its name split at the first space; null once that account is gone. */
  createdBy: { firstName: string; lastName: string } | null;
  createdAt: string;
  /** The ids of the classes, age groups and genders its categories are made of, in the wizard's order. */
  weightClasses: string[];
  ageGroups: string[];
  genders: Gender[];
  categoriesCount: number;
  /** A completed tournament's headline result (the calendar's Past Results). */
  resultWinner: string | null;
  resultCategory: string | null;
};

/** One category: weight class × age group × gender, with what people read. */
export type TournamentCategory = {
  id: number;
  weightClass: string;
  ageGroup: string;
  gender: Gender;
  /** e.g. "Lightweight (135 lbs) · Elite 20-34 · Men". */
  label: string;
};

export type TournamentDetail = TournamentSummary & {
  description: string | null;
  rules: TournamentRules;
  categories: TournamentCategory[];
  cancelReason: string | null;
  publishedAt: string | null;
  weightClassPreset: WeightClassPreset;
  /** What a paid entry gets back (issue 31): full, none or a percentage, until a date. */
  refund: RefundPolicy;
};

/** An organisation's plan and how much of it this Lagos calendar month has used (the Settings tab). */
export type PlanUsage = {
  plan: 'starter' | 'professional' | 'enterprise';
  planName: string;
  /** Tournaments created this Lagos calendar month that count against the quota. */
  usedThisMonth: number;
  /** null: unlimited. */
  monthlyLimit: number | null;
  /** The most participants one tournament may take on this plan (Enterprise: through its capacity setting). */
  participantCap: number;
  /** The most a draft (the wizard) may ask for: the SPEC's 128 at most. */
  draftParticipantCap: number;
  /** "November 2026": the month counted. */
  month: string;
};

/** Upcoming and Past (SPEC §2), and the tournaments live now (issue 30: the header's Live entry). */
export type CalendarTab = 'upcoming' | 'past' | 'live';

export type CalendarFilters = {
  q?: string;
  location?: string;
  level?: string;
  tab: CalendarTab;
};

export type CalendarListing = { tournaments: TournamentSummary[]; cities: string[] };
