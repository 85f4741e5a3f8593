import { lagosDate } from './lagos-time';

/** What a day of a bout order needs to know of a bout. */
export type DatedBout = { plannedStart: Date | string | null };

export type EventDays = {
  /** The days (YYYY-MM-DD in Lagos) with at least one bout planned, in order. */
  days: string[];
  /** The day to show: null when no bout is planned yet. */
  day: string | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(start: Date | string): string {
  return lagosDate(typeof start === 'string' ? new Date(start) : start);
}

/**
 * A bout order is shown one day at a time (an event of 600 entries has ~100 bouts a day). The day shown:
 * the one asked for, when it has bouts; else today, on an event day; else the next event day; else (the
 * event is over) the first. It depends on the date only, not on the bouts' progress, so a page that
 * follows the bouts live never jumps to another day when a day's last bout is decided.
 */
export function pickEventDay(bouts: readonly DatedBout[], asked: string | null, now: Date): EventDays {
  return pickDay(
    [...new Set(bouts.flatMap((b) => (b.plannedStart ? [dayOf(b.plannedStart)] : [])))],
    asked,
    now,
  );
}

/** The same choice from the event's days themselves (YYYY-MM-DD in Lagos), as a query can list them. */
export function pickDay(eventDays: readonly string[], asked: string | null, now: Date): EventDays {
  const days = [...eventDays].sort();
  if (days.length === 0) return { days, day: null };
  if (asked && DAY.test(asked) && days.includes(asked)) return { days, day: asked };
  const today = lagosDate(now);
  return { days, day: days.find((d) => d >= today) ?? days[0]! };
}
/** Whether a bout is planned on `day` (YYYY-MM-DD in Lagos). */
export function isOnDay(bout: Pick<DatedBout, 'plannedStart'>, day: string | null): boolean {
  return day !== null && bout.plannedStart !== null && dayOf(bout.plannedStart) === day;
}
