import { planById } from '~/content/plans';
import type { PlanId } from '~/content/plans';

/**
 * Organisation plans in money (issue 31 item 3, SPEC §9): a plan's monthly price in kobo, a month in Lagos, and
 * what changing plan costs now. Pure: the server's figures, in whole kobo, shown to the organiser before they
 * confirm and charged as shown.
 */

const LAGOS_OFFSET_MS = 60 * 60_000; // West Africa Time, UTC+1 all year.

/** A plan's price for one month, in kobo. */
export function planPriceKobo(plan: PlanId): number {
  const found = planById(plan);
  if (!found) throw new Error(`Unknown plan: ${plan}`);
  return found.pricePerMonth * 100;
}

/**
 * One calendar month later on Lagos's calendar, at the same time of day: 31 January + a month is 28 (or 29)
 * February, the last day that month has.
 */
export function addMonthLagos(from: Date, months = 1): Date {
  const wall = new Date(from.getTime() + LAGOS_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(wall.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
      wall.getUTCMilliseconds(),
    ) - LAGOS_OFFSET_MS,
  );
}

export type PlanChangeQuote = {
  from: PlanId;
  to: PlanId;
  /** The unused part of the period paid for, at the current plan's price. */
  creditKobo: number;
  /** The new plan's monthly price. */
  priceKobo: number;
  /** What is charged now: the new plan's price less the credit, never below nothing. */
  chargeKobo: number;
  /** The new plan runs from now to here: a month, or longer when the credit buys more than a month. */
  periodStart: Date;
  periodEnd: Date;
};

/**
 * Changing plan mid-period (pro-rated): the unused part of the current period (its share of the period's
 * length, at the current plan's price) is credited against the new plan's monthly price and the difference is
 * charged now; the new plan's month starts now. A credit larger than the new price (a downgrade) is not paid
 * back: it buys the new plan for longer, at the new plan's rate, so nothing paid is lost.
 */
export function quotePlanChange(input: {
  from: PlanId;
  to: PlanId;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): PlanChangeQuote {
  const periodMs = input.periodEnd.getTime() - input.periodStart.getTime();
  const unusedMs = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), periodMs);
  const creditKobo = periodMs > 0 ? Math.floor((planPriceKobo(input.from) * unusedMs) / periodMs) : 0;
  const priceKobo = planPriceKobo(input.to);
  const monthEnd = addMonthLagos(input.now);
  if (creditKobo < priceKobo)
    return {
      from: input.from,
      to: input.to,
      creditKobo,
      priceKobo,
      chargeKobo: priceKobo - creditKobo,
      periodStart: input.now,
      periodEnd: monthEnd,
    };
  const monthMs = monthEnd.getTime() - input.now.getTime();
  return {
    from: input.from,
    to: input.to,
    creditKobo,
    priceKobo,
    chargeKobo: 0,
    periodStart: input.now,
    periodEnd: new Date(input.now.getTime() + Math.floor((monthMs * creditKobo) / priceKobo)),
  };
}

/** Kobo as naira with the sign, as every page and document shows money: ₦125,000 (₦1,234.50 with kobo). */
export function nairaText(kobo: number): string {
  const whole = kobo % 100 === 0;
  return `₦${(kobo / 100).toLocaleString('en-NG', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
