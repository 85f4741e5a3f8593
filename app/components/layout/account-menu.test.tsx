import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountCorner } from './account-menu';
import { afterSessionAnswer, offersApplyNow, retryDelayMs, unknownAccount } from './account-state';
import type { AccountState } from './account-state';

const judge = { id: 'j1', name: 'Joy Judge', email: 'joy@example.ng', role: 'referee' as const };
const signedIn = afterSessionAnswer(unknownAccount, {
  status: 200,
  body: { user: judge, dashboard: '/referee-dashboard' },
});
const render = (state: AccountState) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AccountCorner state={state} />
    </MemoryRouter>,
  );

describe("the header's account corner while the server cannot say who is signed in (issue 28)", () => {
  it('keeps a signed-in person signed in through a 503 and a failed request, never "Sign in"', () => {
    expect(render(signedIn)).toContain('Joy Judge');
    const outage = afterSessionAnswer(signedIn, { status: 503 });
    expect(outage).toEqual({ viewer: signedIn.viewer, reconnecting: true });
    expect(render(outage)).toContain('Joy Judge');
    expect(render(outage)).not.toContain('Sign in');
    const offline = afterSessionAnswer(outage, { status: 'network-error' });
    expect(render(offline)).toContain('Joy Judge');
    // The server answers again: a 200 says who is signed in now.
    const back = afterSessionAnswer(offline, { status: 200, body: { user: null } });
    expect(back).toEqual({ viewer: null, reconnecting: false });
    expect(render(back)).toContain('>Sign in</a>');
  });

  it('with no answer yet, says "Reconnecting…" rather than "Sign in"; a visitor known before stays one', () => {
    const first = afterSessionAnswer(unknownAccount, { status: 503 });
    const html = render(first);
    expect(html).toContain('role="status"');
    expect(html).toContain('Reconnecting…');
    expect(html).not.toContain('Sign in');
    // Before the first answer: the prerendered page's link, unchanged (no flash on hydration).
    expect(render(unknownAccount)).toContain('>Sign in</a>');
    const visitor = afterSessionAnswer(unknownAccount, { status: 200, body: { user: null } });
    expect(render(afterSessionAnswer(visitor, { status: 502 }))).toContain('>Sign in</a>');
    // Any other refusal tells nothing about the person.
    expect(afterSessionAnswer(signedIn, { status: 429 }).viewer).toEqual(signedIn.viewer);
  });

  it("asks again after the answer's Retry-After, 5 s without one", () => {
    expect(retryDelayMs('5')).toBe(5_000);
    expect(retryDelayMs('120')).toBe(60_000);
    expect(retryDelayMs(null)).toBe(5_000);
    expect(retryDelayMs('soon')).toBe(5_000);
  });
});

describe('Apply Now in the header (issue 30)', () => {
  const person = (role: 'admin' | 'coach' | 'referee' | 'boxer' | 'spectator', dashboard: string) => ({
    id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    role,
    dashboard,
  });

  it('is offered to visitors, boxers and fans, not to organisers, coaches, officials or admins', () => {
    expect(offersApplyNow(undefined)).toBe(true);
    expect(offersApplyNow(null)).toBe(true);
    expect(offersApplyNow(person('boxer', '/student-dashboard'))).toBe(true);
    expect(offersApplyNow(person('spectator', '/spectator-dashboard'))).toBe(true);
    // An organiser signs in with any role; their place is the workspace.
    expect(offersApplyNow(person('spectator', '/admin-dashboard'))).toBe(false);
    expect(offersApplyNow(person('spectator', '/referee-dashboard'))).toBe(false);
    expect(offersApplyNow(person('coach', '/coach-dashboard'))).toBe(false);
    expect(offersApplyNow(person('referee', '/referee-dashboard'))).toBe(false);
    expect(offersApplyNow(person('admin', '/admin-dashboard'))).toBe(false);
  });
});
