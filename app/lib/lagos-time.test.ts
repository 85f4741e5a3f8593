import { describe, expect, it } from 'vitest';
import { shortDay } from '~/components/event/day-nav';
import {
  formatClock,
  formatDateTime,
  formatLongDate,
  formatShortDay,
  lagosDate,
  lagosInstant,
} from './lagos-time';

// What the formatters replaced: Intl's en-NG formats in Africa/Lagos (issue 29). The pages must read the same.
const zone = { timeZone: 'Africa/Lagos' } as const;
const intlLongDate = new Intl.DateTimeFormat('en-NG', {
  ...zone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const intlDateTime = new Intl.DateTimeFormat('en-NG', {
  ...zone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const intlClock = new Intl.DateTimeFormat('en-NG', { ...zone, hour: 'numeric', minute: '2-digit' });
const intlShortDay = new Intl.DateTimeFormat('en-NG', {
  ...zone,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const intlIsoDate = new Intl.DateTimeFormat('en-CA', {
  ...zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Instants from 2024 to 2032, 31 h 17 min apart: every hour of the day, many minutes, every month. */
function* instants() {
  const step = (31 * 60 + 17) * 60 * 1000;
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2032, 0, 1); t += step) yield new Date(t);
  // Either side of Lagos midnight and of the new year.
  yield new Date('2026-12-31T22:59:59Z');
  yield new Date('2026-12-31T23:00:00Z');
  yield new Date('2026-11-27T23:30:00Z');
}

describe('Lagos dates and times written by hand', () => {
  it("write every instant as Intl's en-NG formats do in Africa/Lagos", () => {
    for (const at of instants()) {
      expect(formatDateTime(at)).toBe(intlDateTime.format(at));
      expect(formatClock(at)).toBe(intlClock.format(at));
      expect(lagosDate(at)).toBe(intlIsoDate.format(at));
    }
  });

  it("write every day as Intl's en-NG formats do", () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const noon = lagosInstant(day, '12:00');
      expect(formatLongDate(day)).toBe(intlLongDate.format(noon));
      expect(formatShortDay(day)).toBe(intlShortDay.format(noon).replace(',', ''));
    }
  });

  it('read as the pages show them', () => {
    const at = new Date('2026-09-05T08:05:00Z');
    expect(formatDateTime(at)).toBe('5 Sept 2026, 9:05');
    expect(formatClock(new Date('2026-09-05T23:30:00Z'))).toBe('0:30');
    expect(lagosDate(new Date('2026-09-05T23:30:00Z'))).toBe('2026-09-06');
    expect(formatLongDate('2026-11-23')).toBe('Monday, 23 November 2026');
    expect(shortDay('2026-12-05')).toBe('Sat 5 Dec');
  });

  it('refuse an invalid date, as Intl does', () => {
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => lagosDate(new Date('not a date'))).toThrow(RangeError);
  });
});
