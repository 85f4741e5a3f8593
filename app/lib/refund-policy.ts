/**
 * A tournament's refund policy (issue 31; decision 0029): what a paid entry gets back, worked out in kobo on
 * the server and worded the same on every page. No database and no zod: the wizard, the tournament page and
 * the payments feature read it alike.
 *
 * - full: all the fee; none: nothing; percentage: `percent` % of it (1-99), rounded down to the kobo.
 * - A withdrawal (by the boxer, their coach or the organiser) is refunded on or before `until` (a Lagos date;
 *   the registration deadline when none is set), nothing after.
 * - A cancelled tournament refunds every paid entry by the policy, whatever the date.
 * - A refusal at the weigh-in is refunded by the policy only when `weighInRefusal` is set.
 */

export const refundPolicyKinds = ['full', 'none', 'percentage'] as const;
export type RefundPolicyKind = (typeof refundPolicyKinds)[number];

export type RefundPolicy = {
  policy: RefundPolicyKind;
  /** 1-99 for a percentage; null otherwise. */
  percent: number | null;
  /** The last Lagos day (YYYY-MM-DD) a withdrawal is refunded; null: the registration deadline. */
  until: string | null;
  /** A boxer refused at the weigh-in (missed weight) is refunded by the policy too. */
  weighInRefusal: boolean;
};

/**
 * The reason written on an entry the organiser withdraws from the weigh-in (missed weight): a refusal at the
 * weigh-in, refunded only when the policy says so.
 */
export const WEIGH_IN_REFUSAL_REASON = 'Missed weight at the weigh-in';

/** Why an entry's fee would come back. */
export type RefundCause = 'withdrawal' | 'weigh_in' | 'cancelled';

/** The policy's share of a fee paid, in kobo, rounded down to the kobo. */
export function policyShareKobo(policy: Pick<RefundPolicy, 'policy' | 'percent'>, paidKobo: number): number {
  if (!Number.isSafeInteger(paidKobo) || paidKobo <= 0) return 0;
  if (policy.policy === 'full') return paidKobo;
  if (policy.policy === 'none') return 0;
  const percent = policy.percent ?? 0;
  if (!(percent > 0 && percent < 100)) return 0;
  // Whole numbers only: 33 % of 2,500,001 kobo is 825,000.33, which is 825,000 kobo.
  return Math.floor((paidKobo * percent) / 100);
}

/**
 * What an entry paid `paidKobo` gets back for `cause` on the Lagos day `today`, by the tournament's policy
 * (`registrationDeadline` stands in for a policy without its own date).
 */
export function refundDueKobo(
  policy: RefundPolicy,
  paidKobo: number,
  cause: RefundCause,
  today: string,
  registrationDeadline: string,
): number {
  if (cause === 'weigh_in' && !policy.weighInRefusal) return 0;
  if (cause === 'withdrawal' && today > (policy.until ?? registrationDeadline)) return 0;
  return policyShareKobo(policy, paidKobo);
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Dec 2026" for a YYYY-MM-DD calendar date. */
export function refundDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${SHORT_MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * ₦25,000 or ₦8,333.33 from kobo: whole naira as every price, the kobo only when there are some (a
 * percentage of a fee may leave some).
 */
export function nairaOfKobo(kobo: number): string {
  const naira = Math.trunc(kobo / 100);
  const rest = Math.abs(kobo % 100);
  const whole = `₦${String(Math.abs(naira)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
  return `${kobo < 0 ? '-' : ''}${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The policy in plain words, a line each: "Full refund if you withdraw by 12 Dec 2026", "No refunds",
 * "50 % refunded if you withdraw by …", then the cancellation and weigh-in lines. Empty for a free entry.
 */
export function refundPolicyLines(
  policy: RefundPolicy,
  /** A deadline not chosen yet (the wizard) is said as "the registration deadline". */
  facts: { entryFee: number; registrationDeadline: string | null },
): string[] {
  if (facts.entryFee <= 0) return [];
  if (policy.policy === 'none') return ['No refunds'];
  const day = policy.until ?? facts.registrationDeadline;
  const by = day ? refundDate(day) : 'the registration deadline';
  const share = policy.policy === 'full' ? 'Full refund' : `${policy.percent ?? 0} % refunded`;
  return [
    `${share} if you withdraw by ${by}`,
    `${policy.policy === 'full' ? 'Full refund' : `${policy.percent ?? 0} % refunded`} if the tournament is cancelled`,
    policy.weighInRefusal
      ? 'Refunded by the same rule if you are refused at the weigh-in'
      : 'No refund if you are refused at the weigh-in',
  ];
}
