import { madeOnce } from './made-once';

/**
 * The academy keeps West Africa Time. Africa/Lagos is UTC+1 all year (no daylight saving), so a Lagos
 * wall-clock time maps to one instant with a fixed offset; display still goes through Intl so that the
 * zone name, not arithmetic, decides what people read.
 */
export const ACADEMY_TIME_ZONE = 'Africa/Lagos';
const LAGOS_OFFSET = '+01:00';

const isoDateInLagos = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ACADEMY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The calendar date (YYYY-MM-DD) in Lagos at this instant. */
export function lagosDate(at: Date): string {
  return isoDateInLagos().format(at);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant of a Lagos wall-clock time, e.g. ('2026-11-23', '09:00'). */
export function lagosInstant(isoDate: string, time: string): Date {
  return new Date(`${isoDate}T${time}:00${LAGOS_OFFSET}`);
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Completed years between a birth date and a day, both YYYY-MM-DD. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const longDate = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-NG', {
      timeZone: ACADEMY_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const dateTime = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-NG', {
      timeZone: ACADEMY_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);
const clock = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-NG', {
      timeZone: ACADEMY_TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** "Monday, 23 November 2026" for a YYYY-MM-DD date in Lagos. */
export function formatLongDate(isoDate: string): string {
  return longDate().format(lagosInstant(isoDate, '12:00'));
}

/** "22 Nov 2026, 9:05 am" in Lagos. */
export function formatDateTime(at: Date): string {
  return dateTime().format(at);
}

/** "9:00 am" in Lagos. */
export function formatClock(at: Date): string {
  return clock().format(at);
}
