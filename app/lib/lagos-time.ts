/**
 * The academy keeps West Africa Time. Africa/Lagos is UTC+1 all year (no daylight saving since 1919), so a
 * Lagos wall-clock time maps to one instant with a fixed offset, and an instant's Lagos date and time are its
 * UTC fields an hour on. Dates and times are written by hand, as Intl's en-NG formats write them
 * (lagos-time.test.ts compares them over years of instants): the first Intl date formatter a page makes
 * loads ICU's locale and zone data, 70-90 ms of a throttled phone's main thread while an event page
 * hydrates (issue 29), and a phone whose Intl data writes "Sep" or "9:05 am" would not match the server's
 * page.
 */
export const ACADEMY_TIME_ZONE = 'Africa/Lagos';
const LAGOS_OFFSET = '+01:00';
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** en-NG's short months: September is "Sept". */
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

type LagosParts = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };

/** The Lagos calendar and clock fields of an instant (month 0-11, weekday 0 = Sunday). */
function lagosParts(at: Date): LagosParts {
  const time = at.getTime();
  // As Intl does: an invalid date cannot be written.
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const shifted = new Date(time + LAGOS_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The calendar date (YYYY-MM-DD) in Lagos at this instant. */
export function lagosDate(at: Date): string {
  const { year, month, day } = lagosParts(at);
  return `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`;
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

/** "Monday, 23 November 2026" for a YYYY-MM-DD date in Lagos. */
export function formatLongDate(isoDate: string): string {
  const { year, month, day, weekday } = lagosParts(lagosInstant(isoDate, '12:00'));
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month]} ${year}`;
}

/** "22 Nov 2026, 9:05" in Lagos (en-NG's clock has 24 hours and no leading zero). */
export function formatDateTime(at: Date): string {
  const { year, month, day } = lagosParts(at);
  return `${day} ${SHORT_MONTHS[month]} ${year}, ${formatClock(at)}`;
}

/** "9:05" in Lagos. */
export function formatClock(at: Date): string {
  const { hour, minute } = lagosParts(at);
  return `${hour}:${twoDigits(minute)}`;
}

/** "Sat 5 Sept" for a YYYY-MM-DD day in Lagos. */
export function formatShortDay(isoDate: string): string {
  const { month, day, weekday } = lagosParts(lagosInstant(isoDate, '12:00'));
  return `${WEEKDAYS[weekday]?.slice(0, 3)} ${day} ${SHORT_MONTHS[month]}`;
}
