import { describe, expect, it } from 'vitest';
import { formatDateRange, formatShortDate } from './date-range';

describe('formatDateRange', () => {
  it('writes days of one month once: 12-14 Dec 2026', () => {
    expect(formatDateRange('2026-12-12', '2026-12-14')).toBe('12-14 Dec 2026');
  });
  it('writes a one-day tournament as its date', () => {
    expect(formatDateRange('2026-12-12', '2026-12-12')).toBe('12 Dec 2026');
  });
  it('names both months across a month end', () => {
    expect(formatDateRange('2026-11-28', '2026-12-02')).toBe('28 Nov - 2 Dec 2026');
  });
  it('names both years across a year end', () => {
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 - 2 Jan 2027');
  });
  it('writes September as Sep, whatever the platform’s Intl data says', () => {
    expect(formatDateRange('2026-09-05', '2026-09-06')).toBe('5-6 Sep 2026');
  });
  it('does not depend on the reader’s time zone (the dates are Lagos dates)', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(formatDateRange('2026-01-01', '2026-01-03')).toBe('1-3 Jan 2026');
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('formatShortDate', () => {
  it('writes day, month and year', () => {
    expect(formatShortDate('2027-03-01')).toBe('1 Mar 2027');
  });
  it('refuses what is not a date', () => {
    expect(() => formatShortDate('12/12/2026')).toThrow(RangeError);
    expect(() => formatShortDate('2026-13-01')).toThrow(RangeError);
  });
});
