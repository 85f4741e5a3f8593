import type { PlanId } from '~/content/plans';
import { DRAFT_LIMITS, ENTERPRISE_MAX_CAPACITY } from './draft';

/**
 * What each plan allows (SPEC §9, issue 14), enforced by the services: tournaments per Lagos calendar
 * month (null: unlimited), participants a draft may ask for, and the most one tournament may take once
 * its capacity is raised from the settings (Enterprise alone goes beyond the SPEC's 128).
 */
export type PlanLimits = {
  monthlyTournaments: number | null;
  draftParticipants: number;
  capacity: number;
};

export const planLimits: Record<PlanId, PlanLimits> = {
  starter: { monthlyTournaments: 2, draftParticipants: 32, capacity: 32 },
  professional: {
    monthlyTournaments: null,
    draftParticipants: DRAFT_LIMITS.maxParticipants.max,
    capacity: DRAFT_LIMITS.maxParticipants.max,
  },
  enterprise: {
    monthlyTournaments: null,
    draftParticipants: DRAFT_LIMITS.maxParticipants.max,
    capacity: ENTERPRISE_MAX_CAPACITY,
  },
};
