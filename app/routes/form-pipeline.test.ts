import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries } from '@server/db/schema';
import { startPageActions } from './page-actions.test-support';
import type { PageActions } from './page-actions.test-support';
import * as account from './account';
import * as users from './admin-dashboard.users';
import * as draws from './admin-dashboard.tournaments.$id.draws';
import * as tournamentEntries from './admin-dashboard.tournaments.$id.entries';
import * as coachDashboard from './coach-dashboard';
import * as spectatorDashboard from './spectator-dashboard';
import * as tournamentPage from './tournaments.$slug';

/**
 * Every platform action reads its post with the one form pipeline (decision 0008, issue 26): a post it
 * cannot take as it is (a hidden id that is no number, an option that is none, a reason too long) is a 400
 * with the problems per field, never a 500 and never a half-done command. Posted through the server's own
 * request handler (createApp) to the real page actions under an empty root, as form-posts-nul.test.ts does;
 * the entry answers with the status React Router chose and the action's data.
 *
 * PGlite only: what is proved is the parsing before any service runs; the services' rules have their own
 * tests on both databases.
 */

const ROUTES = {
  'routes/account': ['account', account],
  'routes/users': ['admin-dashboard/users', users],
  'routes/draws': ['admin-dashboard/tournaments/:id/draws', draws],
  'routes/entries': ['admin-dashboard/tournaments/:id/entries', tournamentEntries],
  'routes/coach': ['coach-dashboard', coachDashboard],
  'routes/spectator': ['spectator-dashboard', spectatorDashboard],
  'routes/tournament': ['tournaments/:slug', tournamentPage],
} as const;

describe('a malformed post to a platform action', () => {
  let actions: PageActions;
  beforeAll(async () => {
    actions = await startPageActions(ROUTES, {
      entrants: ['A', 'B'],
      people: [{ id: 'boxer-1', name: 'Boxer 1', email: 'boxer-1@example.ng', role: 'boxer' }],
    });
  });
  afterAll(() => actions.close());
  const post: PageActions['post'] = (path, as, body) => actions.post(path, as, body);

  it('is a 400 naming the field, on every converted action', async () => {
    const tournament = `/admin-dashboard/tournaments/${actions.event.tournamentId}`;
    const tooLong = 'x'.repeat(501);
    const cases: [string, string, Record<string, string>, string, string][] = [
      // [path, as, post, the field named, where the answer keeps its field errors]
      [
        `${tournament}/draws`,
        'organiser',
        { intent: 'draw', categoryId: 'first' },
        'categoryId',
        'fieldErrors',
      ],
      [
        `${tournament}/draws`,
        'organiser',
        { intent: 'draw', categoryId: '1', revision: 'v2' },
        'revision',
        'fieldErrors',
      ],
      [
        `${tournament}/entries`,
        'organiser',
        { intent: 'paid', entryId: 'one', name: 'A' },
        'entryId',
        'fieldErrors',
      ],
      [
        `${tournament}/entries`,
        'organiser',
        { intent: 'withdraw', entryId: String(actions.entryIds[0]), name: 'A', reason: tooLong },
        'reason',
        'fieldErrors',
      ],
      [
        '/spectator-dashboard',
        'spectator',
        { intent: 'vote', pollId: '1', optionId: 'first' },
        'optionId',
        'fieldErrors',
      ],
      ['/account', 'spectator', { intent: 'profile', name: '' }, 'name', 'fieldErrors'],
      ['/admin-dashboard/users', 'admin', { intent: 'role', role: 'coach' }, 'userId', 'fieldErrors'],
      [
        '/admin-dashboard/users',
        'organiser',
        { intent: 'member-remove', memberId: 'x' },
        'memberId',
        'fieldErrors',
      ],
      [
        '/coach-dashboard',
        'organiser',
        { intent: 'withdraw', entryId: '1', reason: tooLong, name: 'A' },
        'reason',
        'fieldErrors',
      ],
      // The feedback forms' value rules are the API's service's: its 400 names the field alike.
      ['/coach-dashboard', 'organiser', { intent: 'note', boxerId: 'boxer-1', note: '' }, 'note', 'fields'],
      [
        `/tournaments/${actions.slug}`,
        'boxer-1',
        { intent: 'withdraw', entryId: '1', reason: tooLong },
        'reason',
        'fieldErrors',
      ],
      // A boxer's missing details given in the registration form (issue 30 item 2): checked as the account
      // page checks them, before anything is saved or entered.
      [
        `/tournaments/${actions.slug}`,
        'boxer-1',
        {
          intent: 'register',
          profile: 'complete',
          dateOfBirth: '2000-01-01',
          gender: 'men',
          weightKg: '250',
        },
        'weightKg',
        'fieldErrors',
      ],
    ];
    for (const [path, as, fields, field, where] of cases) {
      const { status, answer } = await post(path, as, fields);
      const label = `${path} ${fields.intent}`;
      expect(status, label).toBe(400);
      expect(Object.keys((answer?.[where] as Record<string, unknown> | undefined) ?? {}), label).toContain(
        field,
      );
    }
    // Nothing was done: the entry is not withdrawn.
    const [entry] = await actions.services.database.db
      .select({ status: entries.status })
      .from(entries)
      .where(eq(entries.id, actions.entryIds[0]!));
    expect(entry?.status).not.toBe('withdrawn');
  });

  it('keeps each page’s own words for the refusal', async () => {
    const tournament = `/admin-dashboard/tournaments/${actions.event.tournamentId}`;
    expect(await post(`${tournament}/entries`, 'organiser', { intent: 'sing' })).toMatchObject({
      status: 400,
      answer: { ok: false, intent: null, message: 'Choose what to do.' },
    });
    expect(
      await post('/spectator-dashboard', 'spectator', { intent: 'vote', pollId: '1', optionId: '0' }),
    ).toMatchObject({ status: 400, answer: { ok: false, message: 'Choose one of the options.' } });
    expect(
      await post(`${tournament}/entries`, 'organiser', {
        intent: 'withdraw',
        entryId: String(actions.entryIds[0]),
        name: 'A',
        reason: 'x'.repeat(501),
      }),
    ).toMatchObject({ answer: { intent: 'withdraw', message: 'At most 500 characters' } });
  });
});
