import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { calendarBadge, isLive, registrationBadge } from '~/features/tournaments/status';
import type { BadgeFacts } from '~/features/tournaments/status';
import type { TournamentSummary } from '~/features/tournaments/types';
import { PastResultCard, TournamentCard } from './tournament-card';

const today = '2026-11-23';

/** A published public tournament far from its deadline with room to spare: Open Registration. */
const facts: BadgeFacts = {
  status: 'published',
  startDate: '2026-12-12',
  endDate: '2026-12-14',
  visibility: 'public',
  registrationDeadline: '2026-12-10',
  maxParticipants: 32,
  participants: 18,
};

function summary(over: Partial<BadgeFacts> = {}, extra: Partial<TournamentSummary> = {}): TournamentSummary {
  const f = { ...facts, ...over };
  return {
    id: 7,
    slug: 'lagos-open-2026',
    name: 'Lagos Open',
    format: 'single-elimination',
    status: f.status,
    backendStatus: 'active',
    badge: registrationBadge(f, today),
    live: isLive(f, today),
    startDate: f.startDate,
    endDate: f.endDate,
    registrationDeadline: f.registrationDeadline,
    weighInDate: '2026-12-11',
    venue: 'Teslim Balogun Stadium',
    city: 'Lagos',
    level: 'Elite',
    visibility: f.visibility,
    maxParticipants: f.maxParticipants,
    participants: f.participants,
    entryFee: 25000,
    prizes: { first: 500000, second: 250000, third: 0 },
    organisation: { id: 1, name: 'Lagos Boxing Federation' },
    createdBy: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    weightClasses: ['lightweight'],
    ageGroups: ['elite'],
    genders: ['men'],
    categoriesCount: 1,
    resultWinner: null,
    resultCategory: null,
    ...extra,
  };
}

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const card = (t: TournamentSummary) => render(<TournamentCard tournament={t} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const registerLink = /<a[^>]*href="\/tournaments\/lagos-open-2026#register"[^>]*>Register Now<\/a>/;
const closedButton = /<button[^>]*disabled=""[^>]*>Registration Closed<\/button>/;

describe('a calendar card’s badge and button (SPEC §4)', () => {
  it('Open Registration: a green badge and a Register Now link to the tournament’s register section', () => {
    const html = card(summary());
    expect(html).toMatch(/data-badge="open"[^>]*>Open Registration</);
    expect(html).toContain('text-naija-700');
    expect(html).toMatch(registerLink);
    expect(html).not.toContain('Registration Closed');
  });

  it('Registration Closing within 7 days of the deadline: a yellow badge, still Register Now', () => {
    const t = summary({ registrationDeadline: '2026-11-30' });
    expect(t.badge).toBe('closing');
    const html = card(t);
    expect(html).toMatch(/data-badge="closing"[^>]*>Registration Closing</);
    expect(html).toContain('text-amber-800');
    expect(html).toMatch(registerLink);
  });

  it('Registration Closing at 90 % of capacity, however far the deadline', () => {
    expect(summary({ participants: 29 }).badge).toBe('closing');
    expect(summary({ participants: 28 }).badge).toBe('open');
  });

  it('Full: a red badge and the disabled Registration Closed button', () => {
    const t = summary({ participants: 32 });
    expect(t.badge).toBe('full');
    const html = card(t);
    expect(html).toMatch(/data-badge="full"[^>]*>Full</);
    expect(html).toContain('bg-corner-600');
    expect(html).toMatch(closedButton);
    expect(html).not.toMatch(registerLink);
  });

  it('Invitation Only: a blue badge and a By Invitation Only button, never Register Now', () => {
    const t = summary({ visibility: 'invitation' });
    expect(t.badge).toBe('invitation');
    const html = card(t);
    expect(html).toMatch(/data-badge="invitation"[^>]*>Invitation Only</);
    expect(html).toContain('text-sky-800');
    expect(text(html)).toContain('By Invitation Only');
    expect(html).not.toMatch(registerLink);
    expect(html).not.toMatch(closedButton);
  });

  // Issue 26: an event under way (in progress) said Registration Closed here; it is live now (below).
  it('anything else (deadline passed, drawn before its first day, completed): the disabled Registration Closed button', () => {
    for (const t of [
      summary({ registrationDeadline: '2026-11-22' }),
      summary({ status: 'drawn' }),
      summary({ status: 'completed' }),
    ]) {
      expect(t.badge).toBe('closed');
      expect(t.live).toBe(false);
      const html = card(t);
      expect(html).toMatch(/data-badge="closed"[^>]*>Registration Closed</);
      expect(html).toMatch(closedButton);
      expect(html).not.toMatch(registerLink);
    }
  });
});

describe('Live now (issue 26)', () => {
  const live = (over: Partial<BadgeFacts>, on = today) => calendarBadge({ ...facts, ...over }, on);

  it('a tournament in progress is live whatever the day, until it is completed', () => {
    expect(live({ status: 'in_progress' })).toBe('live');
    expect(live({ status: 'in_progress' }, '2026-12-13')).toBe('live');
    expect(live({ status: 'in_progress' }, '2026-12-20')).toBe('live');
    expect(live({ status: 'completed' }, '2026-12-13')).toBe('closed');
    expect(live({ status: 'cancelled' }, '2026-12-13')).toBe('closed');
  });

  it('a drawn tournament is live on its days only: not before its first, not after its last', () => {
    expect(live({ status: 'drawn' }, '2026-12-11')).toBe('closed');
    expect(live({ status: 'drawn' }, '2026-12-12')).toBe('live');
    expect(live({ status: 'drawn' }, '2026-12-14')).toBe('live');
    expect(live({ status: 'drawn' }, '2026-12-15')).toBe('closed');
  });

  it('a published tournament is never live, even on its days: its registration badge stays (SPEC §4)', () => {
    expect(live({}, '2026-12-12')).toBe('closed');
    expect(live({ visibility: 'invitation' }, '2026-12-12')).toBe('invitation');
    expect(live({})).toBe('open');
  });

  it('the registration badge (the API’s) of a live tournament stays closed', () => {
    const t = summary({ status: 'in_progress' });
    expect(t).toMatchObject({ badge: 'closed', live: true });
  });

  it('the card says Live now and leads to the bout order, no Registration Closed button', () => {
    const html = card(summary({ status: 'in_progress' }));
    expect(html).toMatch(/data-badge="live"[^>]*>.*Live now</);
    expect(html).toMatch(/<a[^>]*href="\/tournaments\/lagos-open-2026\/bouts"[^>]*>.*Follow live<\/a>/);
    expect(html).not.toMatch(closedButton);
    expect(html).not.toMatch(registerLink);
  });
});

describe('a calendar card’s facts', () => {
  it('shows name, dates, venue and city, level, participants of capacity, fee, prizes and deadline', () => {
    const html = card(summary());
    const words = text(html);
    expect(words).toContain('Lagos Open');
    expect(words).toContain('12-14 Dec 2026');
    expect(words).toContain('Teslim Balogun Stadium, Lagos');
    expect(words).toContain('Elite');
    expect(words).toContain('18 of 32');
    expect(html).toContain('aria-valuenow="56"');
    expect(words).toContain('₦25,000');
    expect(words).toContain('1st ₦500,000');
    expect(words).toContain('2nd ₦250,000');
    expect(words).not.toContain('3rd');
    expect(words).toContain('10 Dec 2026');
  });

  it('says Free when there is no entry fee, and the city alone without a venue', () => {
    const words = text(card(summary({}, { entryFee: 0, venue: null, city: 'Kano' })));
    expect(words).toContain('Entry fee Free');
    expect(words).toMatch(/Venue Kano /);
  });
});

describe('a past result card', () => {
  it('shows the winner and the category', () => {
    const t = summary(
      { status: 'completed' },
      { resultWinner: 'Chinedu Okafor', resultCategory: 'Heavyweight · Elite 20-34 · Men' },
    );
    const words = text(render(<PastResultCard tournament={t} />));
    expect(words).toContain('Lagos Open');
    expect(words).toContain('12-14 Dec 2026');
    expect(words).toContain('Winner Chinedu Okafor');
    expect(words).toContain('Heavyweight · Elite 20-34 · Men');
    expect(words).toContain('18 participants');
  });
});
