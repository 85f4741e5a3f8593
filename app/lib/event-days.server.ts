import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { addDays, lagosInstant } from './lagos-time';

/** The Lagos date (YYYY-MM-DD) of a timestamp column, in SQL: what `lagosDate` gives in JavaScript. */
export function lagosDayOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'Africa/Lagos', 'YYYY-MM-DD')`;
}

/** The instants a Lagos day starts and the next one starts: a day's bouts are `start <= planned < end`. */
export function dayBounds(day: string): { start: Date; end: Date } {
  return { start: lagosInstant(day, '00:00'), end: lagosInstant(addDays(day, 1), '00:00') };
}
