import { addDays, lagosDate } from '../../app/lib/lagos-time';
import { e2eStartsAt } from '../../scripts/e2e-clock.mjs';

/**
 * The browser tests' time. Their server's clock starts at one instant, 18:30 in Lagos (scripts/e2e-clock.mjs),
 * whatever the hour they run at, and the pages' browsers are set to the server's time (fixtures.ts): so a
 * date a test types or expects comes from here, never from the machine's clock.
 */
export const startsAt = e2eStartsAt();

/** The Lagos date the tests run on: the demo event's finals day. A run never reaches its midnight. */
export const today = lagosDate(startsAt);

/** The Lagos date `days` from the tests' today, YYYY-MM-DD. */
export function lagosDay(days = 0): string {
  return addDays(today, days);
}

/** A date of birth `years` years and `days` days before the tests' today, YYYY-MM-DD. */
export function bornYearsAgo(years: number, days = 60): string {
  const birthday = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace('-02-29', '-02-28');
  return addDays(birthday, -days);
}
