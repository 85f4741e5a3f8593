/**
 * A tournament's dates as the calendar prints them. Tournament dates are Lagos calendar dates (WAT) stored
 * as YYYY-MM-DD, so they are formatted from their parts, never through a Date in the reader's zone (which
 * would move "12 Dec" to "11 Dec" west of Greenwich). Month names are fixed three-letter English: the
 * platform's Intl data writes September as "Sept" in some versions and "Sep" in others.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

type DateParts = { year: number; month: string; day: number };

function parts(isoDate: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  const month = MONTHS[Number(match[2]) - 1];
  if (!month) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return { year: Number(match[1]), month, day: Number(match[3]) };
}

/** "12 Dec 2026" for one Lagos calendar date. */
export function formatShortDate(isoDate: string): string {
  const { day, month, year } = parts(isoDate);
  return `${day} ${month} ${year}`;
}

/**
 * "12-14 Dec 2026"; "28 Nov - 2 Dec 2026" across months; "30 Dec 2026 - 2 Jan 2027" across years;
 * "12 Dec 2026" for a one-day tournament.
 */
export function formatDateRange(startDate: string, endDate: string): string {
  const start = parts(startDate);
  const end = parts(endDate);
  if (startDate === endDate) return formatShortDate(startDate);
  if (start.year !== end.year) return `${formatShortDate(startDate)} - ${formatShortDate(endDate)}`;
  if (start.month !== end.month) {
    return `${start.day} ${start.month} - ${end.day} ${end.month} ${end.year}`;
  }
  return `${start.day}-${end.day} ${end.month} ${end.year}`;
}
