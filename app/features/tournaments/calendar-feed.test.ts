import { describe, expect, it } from 'vitest';
import { calendarFeed, tournamentEvent } from './calendar-feed';
import type { TournamentSummary } from './types';

const lagosOpen = {
  id: 12,
  slug: 'lagos-open-2026',
  name: 'Lagos Open',
  format: 'round-robin',
  badge: 'closing',
  startDate: '2026-12-12',
  endDate: '2026-12-14',
  registrationDeadline: '2026-12-10',
  weighInDate: '2026-12-11',
  venue: 'Teslim Balogun Stadium',
  city: 'Lagos',
  level: 'Elite',
  entryFee: 0,
  organisation: { id: 1, name: 'Lagos Boxing Federation' },
} as TournamentSummary;
const site = 'https://ajbxng.ng';

describe('tournamentEvent', () => {
  it('keeps its UID when the tournament is renamed (made from the id, not the name or slug)', () => {
    const renamed = { ...lagosOpen, name: 'Lagos Open Championship', slug: 'lagos-open-championship-2026' };
    expect(tournamentEvent(renamed, site).uid).toBe(tournamentEvent(lagosOpen, site).uid);
    expect(tournamentEvent(lagosOpen, site).uid).toMatch(/^tournament-12@/);
    expect(tournamentEvent({ ...lagosOpen, id: 13 }, site).uid).not.toBe(
      tournamentEvent(lagosOpen, site).uid,
    );
  });

  it('links the page on the running server: its BASE_URL, not the build’s', () => {
    const venue = tournamentEvent(lagosOpen, 'http://192.168.1.20:3000');
    expect(venue.url).toBe('http://192.168.1.20:3000/tournaments/lagos-open-2026');
    expect(venue.description).toContain('http://192.168.1.20:3000/tournaments/lagos-open-2026');
    expect(calendarFeed([lagosOpen], new Date('2026-11-23T07:00:00Z'), 'http://192.168.1.20:3000')).toContain(
      'URL:http://192.168.1.20:3000/tournaments/lagos-open-2026',
    );
  });

  it('names the venue and city, links the tournament’s page and describes it for people', () => {
    const event = tournamentEvent(lagosOpen, site);
    expect(event.location).toBe('Teslim Balogun Stadium, Lagos');
    expect(event.url).toMatch(/\/tournaments\/lagos-open-2026$/);
    expect(event.description).toContain('Elite · Round Robin');
    expect(event.description).toContain('Entry fee: Free');
    expect(event.description).toContain('Registration: Registration Closing (deadline 10 Dec 2026)');
    expect(event.description).toContain('Weigh-in: 11 Dec 2026');
    expect(tournamentEvent({ ...lagosOpen, venue: null }, site).location).toBe('Lagos');
  });
});

describe('a live tournament in the feed (issue 26)', () => {
  it('says Live now in its title and leads with the bout order; a tournament not live does not', () => {
    const event = tournamentEvent({ ...lagosOpen, live: true, badge: 'closed' }, site);
    expect(event.summary).toBe('Lagos Open · Live now');
    expect(event.description?.split('\n')[0]).toBe(
      'Live now: follow the bouts at https://ajbxng.ng/tournaments/lagos-open-2026/bouts',
    );
    expect(event.status).toBe('CONFIRMED');
    expect(tournamentEvent(lagosOpen, site).summary).toBe('Lagos Open');
    expect(tournamentEvent(lagosOpen, site).description).not.toContain('Live now');
  });
});

describe('calendarFeed', () => {
  it('is a calendar of the tournaments’ all-day events', () => {
    const feed = calendarFeed([lagosOpen], new Date('2026-11-23T07:00:00Z'), site);
    expect(feed).toContain('X-WR-CALNAME:AJBXNG Tournaments');
    expect(feed).toContain('SUMMARY:Lagos Open\r\n');
    expect(feed).toContain('DTSTART;VALUE=DATE:20261212\r\n');
    expect(feed).toContain('DTEND;VALUE=DATE:20261215\r\n');
    expect(feed).toContain('DTSTAMP:20261123T070000Z\r\n');
  });
});
