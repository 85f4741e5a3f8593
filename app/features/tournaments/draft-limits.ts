import { addDays } from '~/lib/lagos-time';

/**
 * The draft's numbers and clamps (SPEC §3-§5), without zod: the wizard needs them in the page's first
 * download (clamping as the person types, defaulting the deadlines), where the validator is fetched only
 * once the person reaches into the form (decision 0005). draft.ts re-exports them with the schema.
 */

/** The SPEC §3-§5 numbers: defaults, limits and the stepper's step. */
export const DRAFT_LIMITS = {
  name: { max: 120 },
  description: { max: 2000 },
  location: { max: 160 },
  city: { max: 60 },
  maxParticipants: { min: 8, max: 128, step: 8, default: 32 },
  entryFee: { min: 0, max: 10_000_000, default: 0 },
  prize: { min: 0, max: 100_000_000 },
  roundDuration: { min: 1, max: 5, default: 2 },
  numberOfRounds: { min: 1, max: 12, default: 3 },
  judgesCount: { choices: [3, 5] as const, default: 3 },
  /** Registration closes two days before the start; weigh-in the day before (SPEC §4 demo timeline). */
  deadlineDaysBefore: 2,
  weighInDaysBefore: 1,
  /**
   * Dates within sense (issue 27: `endDate: 9999-12-31` was accepted): an event lasts at most a month, its
   * registration closes at most a year before it starts, and it starts at most 3 years ahead of today and
   * at most 5 years ago (a past event recorded afterwards) by the server's clock.
   */
  maxEventDays: 31,
  maxDeadlineDaysBefore: 366,
  maxYearsAhead: 3,
  maxYearsAgo: 5,
} as const;

/** Capacity beyond 128, up to this, is an Enterprise organisation's setting for one tournament. */
export const ENTERPRISE_MAX_CAPACITY = 1024;

/** The wizard's clamps (SPEC §5): typing 200 into max participants gives 128, 3 gives 8, 30 gives 32. */
export function clampParticipants(value: number): number {
  const { min, max, step } = DRAFT_LIMITS.maxParticipants;
  if (!Number.isFinite(value)) return DRAFT_LIMITS.maxParticipants.default;
  const stepped = Math.round(value / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

export function clampWhole(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function defaultRegistrationDeadline(startDate: string): string {
  return addDays(startDate, -DRAFT_LIMITS.deadlineDaysBefore);
}

export function defaultWeighInDate(startDate: string): string {
  return addDays(startDate, -DRAFT_LIMITS.weighInDaysBefore);
}
