import { describe, expect, it } from 'vitest';
import { addMonthLagos, nairaText, quotePlanChange } from './plan-pricing';

describe('plan pricing (issue 31 item 3)', () => {
  it('a month in Lagos: the same time a calendar month on, the month’s last day when shorter', () => {
    expect(addMonthLagos(new Date('2026-12-01T08:00:00Z')).toISOString()).toBe('2027-01-01T08:00:00.000Z');
    // 31 January 10:00 in Lagos → 28 February 10:00.
    expect(addMonthLagos(new Date('2027-01-31T09:00:00Z')).toISOString()).toBe('2027-02-28T09:00:00.000Z');
    // 23:30 UTC on 30 January is 00:30 on 31 January in Lagos: Lagos's calendar decides (28 February).
    expect(addMonthLagos(new Date('2027-01-30T23:30:00Z')).toISOString()).toBe('2027-02-27T23:30:00.000Z');
  });

  it('halfway through Starter, Professional costs its price less half of Starter, to the kobo; a downgrade buys time', () => {
    const periodStart = new Date('2026-11-01T00:00:00+01:00');
    const periodEnd = new Date('2026-12-01T00:00:00+01:00');
    const halfway = new Date('2026-11-16T00:00:00+01:00');
    const up = quotePlanChange({ from: 'starter', to: 'professional', periodStart, periodEnd, now: halfway });
    expect(up).toMatchObject({ creditKobo: 2_500_000, priceKobo: 15_000_000, chargeKobo: 12_500_000 });
    expect(up.periodStart).toEqual(halfway);
    expect(up.periodEnd.toISOString()).toBe('2026-12-15T23:00:00.000Z');
    expect(nairaText(up.chargeKobo)).toBe('₦125,000');
    // A third of the period left: ₦50,000 × 10/30 = ₦16,666.66 (kobo rounded down, never in our favour twice).
    const third = quotePlanChange({
      from: 'starter',
      to: 'enterprise',
      periodStart,
      periodEnd,
      now: new Date('2026-11-21T00:00:00+01:00'),
    });
    expect(third).toMatchObject({ creditKobo: 1_666_666, chargeKobo: 48_333_334 });
    expect(nairaText(third.chargeKobo)).toBe('₦483,333.34');
    // Halfway through Enterprise, Starter: ₦250,000 of credit is five months of Starter, nothing charged.
    const down = quotePlanChange({ from: 'enterprise', to: 'starter', periodStart, periodEnd, now: halfway });
    expect(down).toMatchObject({ creditKobo: 25_000_000, chargeKobo: 0 });
    const month = new Date('2026-12-16T00:00:00+01:00').getTime() - halfway.getTime();
    expect(down.periodEnd.getTime() - halfway.getTime()).toBe(5 * month);
  });
});
