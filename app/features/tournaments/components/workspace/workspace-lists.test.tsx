import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActiveTournaments } from './active-tournaments';
import type { ActiveTournamentRow } from './active-tournaments';
import { formatLabel } from './status-badge';
import { WorkspaceTournaments } from './tournaments-table';

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

const copy = {
  title: 'Active tournaments',
  lead: 'Active tournaments by start date.',
  empty: 'Tournaments appear here by start date as soon as an organiser publishes one.',
};

describe('the role dashboards’ Tournaments tab', () => {
  it('with nothing active, says what will appear and how, and points to the calendar (no spinner)', () => {
    const html = render(<ActiveTournaments rows={[]} {...copy} />);
    expect(html).toContain('No active tournaments');
    expect(html).toContain(copy.empty);
    expect(html).toMatch(/<a [^>]*href="\/tournament-schedule"[^>]*>Tournament calendar/);
    expect(html).not.toContain('Loading dashboard...');
    expect(html).not.toContain('<ol');
  });

  it('lists the rows in the order given, each with its badge and its public page', () => {
    const row = (id: number, name: string, badge: ActiveTournamentRow['badge']): ActiveTournamentRow => ({
      id,
      slug: `t-${id}`,
      name,
      dates: '12-13 Dec 2026',
      city: 'Kano',
      level: 'Elite',
      badge,
      participants: 3,
      maxParticipants: 24,
    });
    const html = render(
      <ActiveTournaments
        rows={[row(2, 'First Cup', 'full'), row(1, 'Second Cup', 'invitation')]}
        {...copy}
      />,
    );
    expect(html.indexOf('First Cup')).toBeLessThan(html.indexOf('Second Cup'));
    expect(html).toContain('Full');
    expect(html).toContain('Invitation Only');
    expect(html).toContain('href="/tournaments/t-2"');
    expect(html).toContain('3 of 24 places taken');
    expect(html).not.toContain('No active tournaments');
  });
});

describe('the workspace’s Tournaments tab', () => {
  it('with no tournament, says what will appear and leads to the wizard', () => {
    const html = render(<WorkspaceTournaments rows={[]} showOrganisation={false} />);
    expect(html).toContain('No tournaments yet');
    expect(html).toContain('Your organisation’s tournaments appear here');
    expect(html).toMatch(/<a [^>]*href="\/tournaments\/create"[^>]*>.*Create your first tournament<\/a>/);
  });

  it('shows a format in words, set in capitals by the page (SPEC §3)', () => {
    // Words, set in capitals by the page (SPEC §3), never the code SINGLE_ELIMINATION (issue 30).
    expect(formatLabel('single-elimination')).toBe('Single Elimination');
    expect(formatLabel('swiss-system')).toBe('Swiss System');
  });
});
