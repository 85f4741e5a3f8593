import { describe, expect, it } from 'vitest';
import { formatCount, formatNaira } from './money';

const intl = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

describe('formatNaira', () => {
  it("writes every amount as Intl's en-NG naira format does", () => {
    const amounts = [
      0, -0, 0.4, -0.4, 0.5, 2.5, -2.5, 5, 999, 1000, 1234.5, 99_999.5, 350_000, 1_200_000, -5000,
    ];
    for (let i = 1; i < 2000; i++) amounts.push((i * 7919.37) % 50_000_000, -((i * 104_729) % 9_999_999));
    amounts.push(9_007_199_254_740_990, Number.NaN, Number.POSITIVE_INFINITY, 1e21);
    for (const amount of amounts) expect(formatNaira(amount), String(amount)).toBe(intl.format(amount));
  });

  it("writes counts as Intl's en-NG number format does", () => {
    const counts = new Intl.NumberFormat('en-NG');
    const values = [0, 7, 999, 1000, 12_400, 1_000_000, -3, 2.5, Number.NaN, 9_007_199_254_740_991];
    for (let i = 1; i < 500; i++) values.push((i * 104_729) % 99_999_999);
    for (const value of values) expect(formatCount(value), String(value)).toBe(counts.format(value));
  });
});
