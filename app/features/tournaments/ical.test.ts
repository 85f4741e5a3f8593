import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, serializeCalendar, utcStamp } from './ical';
import type { CalendarEvent } from './ical';

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Undoes folding (RFC 5545 §3.1): a line break followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const lagosOpen: CalendarEvent = {
  uid: 'tournament-7@ajbxng.test',
  summary: 'Lagos Open Championship',
  startDate: '2026-12-12',
  endDate: '2026-12-14',
  location: 'Teslim Balogun Stadium, Lagos',
  url: 'https://ajbxng.test/tournaments/lagos-open-championship',
};

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('Ring 1; Ring 2, Hall\\B\r\nDoors 8am\nWeigh-in\r9am')).toBe(
      'Ring 1\\; Ring 2\\, Hall\\\\B\\nDoors 8am\\nWeigh-in\\n9am',
    );
  });
  it('leaves colons and ordinary text alone', () => {
    expect(escapeText('Finals: 6:00 pm')).toBe('Finals: 6:00 pm');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into lines of at most 75 octets that unfold to the original', () => {
    const line = `DESCRIPTION:${'Boxers from Lagos, Abuja and Kano. '.repeat(10)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('counts octets, not characters, and never splits a character', () => {
    // ₦ is three octets in UTF-8: 40 of them are 120 octets in 40 characters.
    const line = `SUMMARY:${'₦'.repeat(40)}`;
    const pieces = foldLine(line).split('\r\n');
    expect(pieces.length).toBe(2);
    for (const piece of pieces) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      // A split character would show as the replacement character after a round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(piece))).toBe(piece);
    }
    expect(unfold(pieces.join('\r\n'))).toBe(line);
  });
});

describe('serializeCalendar', () => {
  const now = new Date('2026-11-30T08:15:00.123Z');
  const text = serializeCalendar({
    productId: '-//AJBXNG//Tournament Calendar//EN',
    name: 'AJBXNG Tournaments',
    events: [
      lagosOpen,
      {
        uid: 'tournament-8@ajbxng.test',
        summary: 'Kano Classic; Juniors, Cadets',
        startDate: '2026-12-31',
        endDate: '2026-12-31',
        location: null,
        description: 'Entry ₦15,000.\nPrizes: ₦500,000',
        lastModified: new Date('2026-11-01T10:00:00Z'),
        status: 'CONFIRMED',
        categories: ['Boxing', 'Elite'],
      },
    ],
    now,
  });
  const lines = unfold(text).split('\r\n');

  it('is a VCALENDAR of CRLF lines ending with a line break', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines).toContain('PRODID:-//AJBXNG//Tournament Calendar//EN');
    expect(lines).toContain('X-WR-CALNAME:AJBXNG Tournaments');
  });

  it('writes each tournament as an all-day event, DTEND the day after its last day', () => {
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261212');
    expect(lines).toContain('DTEND;VALUE=DATE:20261215');
    // A one-day tournament on New Year's Eve ends on the next year's first day.
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('stamps every event with the time the feed was made, in UTC without fractions', () => {
    expect(lines.filter((l) => l === 'DTSTAMP:20261130T081500Z')).toHaveLength(2);
    expect(lines).toContain('LAST-MODIFIED:20261101T100000Z');
  });

  it('carries uid, summary, location and url, escaping text but not the url', () => {
    expect(lines).toContain('UID:tournament-7@ajbxng.test');
    expect(lines).toContain('SUMMARY:Lagos Open Championship');
    expect(lines).toContain('LOCATION:Teslim Balogun Stadium\\, Lagos');
    expect(lines).toContain('URL:https://ajbxng.test/tournaments/lagos-open-championship');
    expect(lines).toContain('SUMMARY:Kano Classic\\; Juniors\\, Cadets');
    expect(lines).toContain('DESCRIPTION:Entry ₦15\\,000.\\nPrizes: ₦500\\,000');
    expect(lines).toContain('CATEGORIES:Boxing,Elite');
    expect(lines).toContain('STATUS:CONFIRMED');
  });

  it('leaves out what an event does not have', () => {
    const second = lines.slice(lines.lastIndexOf('BEGIN:VEVENT'));
    expect(second.some((l) => l.startsWith('LOCATION'))).toBe(false);
    expect(second.some((l) => l.startsWith('URL'))).toBe(false);
  });

  it('folds every line to 75 octets', () => {
    const long = serializeCalendar({
      productId: '-//AJBXNG//Tournament Calendar//EN',
      name: 'AJBXNG Tournaments',
      events: [
        {
          ...lagosOpen,
          summary:
            'The Office of the First Lady’s Grand Amateur Boxing Championship of the Federal Capital Territory',
        },
      ],
      now,
    });
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(long)).toContain(
      'SUMMARY:The Office of the First Lady’s Grand Amateur Boxing Championship of the Federal Capital Territory',
    );
  });

  it('is an empty calendar when there are no events', () => {
    const empty = serializeCalendar({ productId: 'x', name: 'Empty', events: [], now });
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty).toContain('END:VCALENDAR');
  });
});

describe('utcStamp', () => {
  it('writes the instant in UTC', () => {
    // 09:30 in Lagos (UTC+1) is 08:30 UTC.
    expect(utcStamp(new Date('2026-12-12T09:30:00+01:00'))).toBe('20261212T083000Z');
  });
});

describe('serializeCalendar, timed events', () => {
  it('writes a bout as a timed event in UTC that makes the subscriber busy', () => {
    const lines = serializeCalendar({
      productId: '-//AJBXNG//My Bouts//EN',
      name: 'My bouts',
      events: [
        {
          uid: 'bout-12@ajbxng.test',
          summary: 'Bout 12, Ring 2: vs Chidi Okafor',
          startDate: '2026-12-05',
          endDate: '2026-12-05',
          startsAt: new Date('2026-12-05T09:30:00+01:00'),
          endsAt: new Date('2026-12-05T09:45:00+01:00'),
        },
      ],
      now: new Date('2026-11-30T08:15:00Z'),
    }).split('\r\n');
    expect(lines).toContain('DTSTART:20261205T083000Z');
    expect(lines).toContain('DTEND:20261205T084500Z');
    expect(lines.some((l) => l.startsWith('DTSTART;VALUE=DATE'))).toBe(false);
    expect(lines).toContain('TRANSP:OPAQUE');
  });
});
