import { describe, expect, it } from 'vitest';
import { nairaOfKobo, policyShareKobo, refundDueKobo, refundPolicyLines } from './refund-policy';
import type { RefundPolicy } from './refund-policy';

const DEADLINE = '2026-12-01';
const policy = (over: Partial<RefundPolicy>): RefundPolicy => ({
  policy: 'full',
  percent: null,
  until: null,
  weighInRefusal: false,
  ...over,
});

describe('a refund policy in kobo', () => {
  it('full gives all, none nothing, a percentage its share rounded down to the kobo', () => {
    expect(policyShareKobo(policy({}), 2_500_000)).toBe(2_500_000);
    expect(policyShareKobo(policy({ policy: 'none' }), 2_500_000)).toBe(0);
    expect(policyShareKobo(policy({ policy: 'percentage', percent: 50 }), 2_500_000)).toBe(1_250_000);
    // 33 % of 1,000,001 kobo is 330,000.33: 330,000 kobo.
    expect(policyShareKobo(policy({ policy: 'percentage', percent: 33 }), 1_000_001)).toBe(330_000);
    expect(policyShareKobo(policy({ policy: 'percentage', percent: null }), 2_500_000)).toBe(0);
  });

  it('a withdrawal is refunded up to its date (the deadline without one); a cancellation whatever the date; the weigh-in by the flag', () => {
    const half = policy({ policy: 'percentage', percent: 50, until: '2026-11-25' });
    expect(refundDueKobo(half, 2_500_000, 'withdrawal', '2026-11-25', DEADLINE)).toBe(1_250_000);
    expect(refundDueKobo(half, 2_500_000, 'withdrawal', '2026-11-26', DEADLINE)).toBe(0);
    expect(refundDueKobo(policy({}), 2_500_000, 'withdrawal', DEADLINE, DEADLINE)).toBe(2_500_000);
    expect(refundDueKobo(policy({}), 2_500_000, 'withdrawal', '2026-12-02', DEADLINE)).toBe(0);
    expect(refundDueKobo(half, 2_500_000, 'cancelled', '2026-12-30', DEADLINE)).toBe(1_250_000);
    expect(refundDueKobo(half, 2_500_000, 'weigh_in', '2026-12-05', DEADLINE)).toBe(0);
    expect(
      refundDueKobo({ ...half, weighInRefusal: true }, 2_500_000, 'weigh_in', '2026-12-05', DEADLINE),
    ).toBe(1_250_000);
  });

  it('is said in plain words, with naira and kobo as people read them', () => {
    const facts = { entryFee: 25_000, registrationDeadline: '2026-12-12' };
    expect(refundPolicyLines(policy({}), facts)[0]).toBe('Full refund if you withdraw by 12 Dec 2026');
    expect(refundPolicyLines(policy({ policy: 'none' }), facts)).toEqual(['No refunds']);
    expect(
      refundPolicyLines(
        policy({ policy: 'percentage', percent: 50, until: '2026-11-30', weighInRefusal: true }),
        facts,
      ),
    ).toEqual([
      '50 % refunded if you withdraw by 30 Nov 2026',
      '50 % refunded if the tournament is cancelled',
      'Refunded by the same rule if you are refused at the weigh-in',
    ]);
    expect(refundPolicyLines(policy({}), { ...facts, entryFee: 0 })).toEqual([]);
    expect(nairaOfKobo(1_250_000)).toBe('₦12,500');
    expect(nairaOfKobo(833_333)).toBe('₦8,333.33');
  });
});
