import { addDays } from '~/lib/lagos-time';

/**
 * A small iCalendar (RFC 5545) writer for the calendar's feed: all-day events only, which is all the feed
 * needs. Written here rather than taken from the `ics` package because the whole of it is escaping, line
 * folding and the date forms below, each tested in ical.test.ts, and a dependency would bring more than that.
 */

export type CalendarEvent = {
  /** Stable for the tournament's life, so a subscribed calendar updates the event instead of adding one. */
  uid: string;
  summary: string;
  /** Lagos calendar dates, inclusive: a tournament on 12-14 Dec is DTSTART 20261212, DTEND 20261215. */
  startDate: string;
  endDate: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** When the tournament last changed (LAST-MODIFIED); calendar apps use it to decide what to refresh. */
  lastModified?: Date | null;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /**
   * A timed event instead of an all-day one (a boxer's bout): its start and end instants, written in UTC.
   * startDate and endDate are then ignored. A timed event makes the subscriber busy (TRANSP:OPAQUE).
   */
  startsAt?: Date;
  endsAt?: Date;
  categories?: readonly string[];
};

export type CalendarFeed = {
  /** Names the product that wrote the feed (PRODID). */
  productId: string;
  /** The calendar's name in apps that show one (X-WR-CALNAME). */
  name: string;
  description?: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP of every event: when this copy of the feed was made. */
  now: Date;
};

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma are escaped, line breaks become \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds one content line into lines of at most 75 octets (RFC 5545 §3.1), each continuation starting with
 * a space. Octets, not characters: "₦" is three of them, and a character is never split across lines.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let currentOctets = 0;
  // The first line may hold 75 octets; each continuation 74 after its leading space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      lines.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    currentOctets += octets;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** 2026-12-12 → 20261212 (a DATE value). */
function dateValue(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/** An instant in UTC: 20261130T081500Z (a DATE-TIME value, form #2). */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...(event.startsAt && event.endsAt
      ? [`DTSTART:${utcStamp(event.startsAt)}`, `DTEND:${utcStamp(event.endsAt)}`]
      : [
          `DTSTART;VALUE=DATE:${dateValue(event.startDate)}`,
          // DTEND of an all-day event is exclusive: the day after the last day.
          `DTEND;VALUE=DATE:${dateValue(addDays(event.endDate, 1))}`,
        ]),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // URL is a URI value, not TEXT: it is not escaped.
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utcStamp(event.lastModified)}`);
  // Free: a tournament on the calendar does not make the subscriber look busy; a bout does.
  lines.push(event.startsAt ? 'TRANSP:OPAQUE' : 'TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The whole feed, CRLF line endings, folded, ending with a line break. */
export function serializeCalendar(feed: CalendarFeed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${feed.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    'X-WR-TIMEZONE:Africa/Lagos',
  ];
  if (feed.description) lines.push(`X-WR-CALDESC:${escapeText(feed.description)}`);
  for (const event of feed.events) lines.push(...eventLines(event, feed.now));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
