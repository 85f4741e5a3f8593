import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as adminIndex from './admin-dashboard._index';
import * as adminEnquiries from './admin-dashboard.enquiries';
import * as adminEnquiry from './admin-dashboard.enquiries.$reference';
import * as adminMatches from './admin-dashboard.matches';
import * as adminSettings from './admin-dashboard.settings';
import * as adminUsers from './admin-dashboard.users';
import * as admin from './admin-dashboard';
import * as coach from './coach-dashboard';
import * as referee from './referee-dashboard';
import * as spectator from './spectator-dashboard';
import * as student from './student-dashboard';

type Boundary = ComponentType<{ error: unknown }>;

/** An error response as a route's ErrorBoundary receives it from a thrown `data(…, { status })`. */
const thrown = (status: number, statusText: string, data: unknown) => ({
  status,
  statusText,
  internal: false,
  data,
});

function render(module: { ErrorBoundary: unknown }, error: unknown, at = '/somewhere') {
  const ErrorBoundary = module.ErrorBoundary as Boundary;
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <ErrorBoundary error={error} />
    </MemoryRouter>,
  );
}

const dashboards = [
  { name: 'admin', module: admin, title: 'Admin Dashboard', home: '/admin-dashboard' },
  { name: 'coach', module: coach, title: 'Coach Dashboard', home: '/coach-dashboard' },
  { name: 'referee', module: referee, title: 'Referee Dashboard', home: '/referee-dashboard' },
  { name: 'student', module: student, title: 'My Boxing Journey', home: '/student-dashboard' },
  { name: 'spectator', module: spectator, title: 'Spectator Hub', home: '/spectator-dashboard' },
];
const adminTabs = { adminIndex, adminEnquiries, adminEnquiry, adminMatches, adminSettings, adminUsers };

/** The guard's 403: the person's own dashboard comes with it. */
const forbidden = thrown(403, 'Forbidden', {
  reason: 'forbidden',
  dashboard: '/referee-dashboard',
  role: 'referee',
});
/** A service's refusal as a page answer (refusalAnswer): its message is what the person reads. */
const notFound = thrown(404, 'Not Found', {
  code: 'enquiry_not_found',
  message: 'There is no enquiry with that reference.',
});

describe.each(dashboards)('the $name dashboard, when its page fails', ({ module, title, home }) => {
  it('shows a 403 inside its frame, with the way to the person’s own dashboard', () => {
    const html = render(module, forbidden);
    expect(html).toContain(title);
    expect(html).toContain('This page is not for your role');
    expect(html).toMatch(/<a [^>]*href="\/referee-dashboard"[^>]*>Go to my dashboard<\/a>/);
  });

  it('shows a 404 inside its frame, with its message and the way back', () => {
    const html = render(module, notFound);
    expect(html).toContain(title);
    expect(html).toContain('404 · Not found');
    expect(html).toContain('There is no enquiry with that reference.');
    expect(html).toMatch(new RegExp(`<a [^>]*href="${home}"[^>]*>Back to the dashboard</a>`));
  });

  it('shows an unexpected error inside its frame, offering the page again', () => {
    const html = render(module, new Error('boom'), `${home}?tab=x`);
    expect(html).toContain(title);
    expect(html).toContain('Something went wrong');
    expect(html).toContain(`href="${home}?tab=x"`);
  });
});

describe('a service’s 403 inside the admin dashboard', () => {
  it('says what is not theirs in the service’s words, with the way back to the dashboard', () => {
    const notYours = thrown(403, 'Forbidden', {
      code: 'not_your_tournament',
      message: "Only the organisation's organisers or a platform admin may manage this tournament.",
    });
    const html = render(adminIndex, notYours);
    expect(html).toContain('Not yours to open');
    expect(html).toContain(
      'Only the organisation&#x27;s organisers or a platform admin may manage this tournament.',
    );
    expect(html).not.toContain('ask an academy admin to change your role');
    expect(html).toMatch(/<a [^>]*href="\/admin-dashboard"[^>]*>Back to the dashboard<\/a>/);
  });
});

describe.each(Object.entries(adminTabs))('the admin tab %s, when it fails', (_name, module) => {
  it('shows a 403, a 404 and an unexpected error in place of the tab, under the admin frame', () => {
    const refused = render(module, forbidden);
    expect(refused).toContain('This page is not for your role');
    // The admin frame (header and tabs) is the parent's, still on the page: the tab does not repeat it.
    expect(refused).not.toContain('Admin Dashboard');
    expect(render(module, notFound)).toContain('There is no enquiry with that reference.');
    expect(render(module, new Error('boom'))).toContain('Something went wrong');
  });
});
