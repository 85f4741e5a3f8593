import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries } from '@server/db/schema';
import { startPageActions } from './page-actions.test-support';
import type { PageActions } from './page-actions.test-support';
import * as tournamentEntries from './admin-dashboard.tournaments.$id.entries';
import * as signIn from './sign-in';
import * as spectatorDashboard from './spectator-dashboard';
import * as studentsRegister from './students.register';
import * as tournamentPage from './tournaments.$slug';

/**
 * A NUL character in a page's form post is a 400 naming the field, never a 500 (issue 27): PostgreSQL
 * refuses a NUL in text, and a withdrawal's reason or an invitation's boxer id with one reached the
 * database and failed there. Posted through the server's own request handler (createApp, as the
 * production server serves pages) to the real page actions under an empty root; the entry answers with the
 * status React Router chose and the action's data, so what a browser would get is what is asserted.
 *
 * PGlite only: the refusal comes before any action (or database) runs; the one post that is let through is
 * an ordinary withdrawal.
 */

const ROUTES = {
  'routes/entries': ['admin-dashboard/tournaments/:id/entries', tournamentEntries],
  'routes/tournament': ['tournaments/:slug', tournamentPage],
  'routes/students-register': ['students/register', studentsRegister],
  'routes/spectator': ['spectator-dashboard', spectatorDashboard],
  'routes/sign-in': ['sign-in', signIn],
} as const;

const NOT_ALLOWED = ['Contains a character that is not allowed'];

describe('a NUL in a page’s form post', () => {
  let actions: PageActions;
  beforeAll(async () => {
    actions = await startPageActions(ROUTES, {
      entrants: ['A', 'B', 'A'],
      people: [{ id: 'boxer-3', name: 'Boxer 3', email: 'boxer-3@example.ng', role: 'boxer' }],
    });
  });
  afterAll(() => actions.close());
  const post: PageActions['post'] = (path, as, body) => actions.post(path, as, body);
  const entryStatus = async (id: number) =>
    (
      await actions.services.database.db
        .select({ status: entries.status })
        .from(entries)
        .where(eq(entries.id, id))
    )[0]!.status;

  it('is a 400 naming the field, with everything else sent back, on every page action it reaches', async () => {
    const before = await entryStatus(actions.entryIds[0]!);
    const entriesPath = `/admin-dashboard/tournaments/${actions.event.tournamentId}/entries`;
    const posts: [string, string | null, URLSearchParams | FormData, string][] = [
      // Both reached the database before, and failed there (a 500).
      [
        entriesPath,
        'organiser',
        new URLSearchParams({
          intent: 'withdraw',
          entryId: String(actions.entryIds[0]),
          reason: 'Ill\u0000',
        }),
        'reason',
      ],
      [
        entriesPath,
        'organiser',
        new URLSearchParams({ intent: 'revoke', boxerId: 'boxer-1\u0000' }),
        'boxerId',
      ],
      [
        `/tournaments/${actions.slug}`,
        'boxer-3',
        new URLSearchParams({
          category: '\u0000|',
          guardianName: 'Ada\u0000',
          guardianEmail: 'ada@example.ng',
        }),
        'category',
      ],
      [
        '/spectator-dashboard',
        'spectator',
        new URLSearchParams({ intent: 'vote', pollId: '1', optionId: '1\u0000' }),
        'optionId',
      ],
      [
        '/sign-in',
        null,
        new URLSearchParams({ email: 'olu@example.ng\u0000', password: 'secret-horse-7' }),
        'email',
      ],
    ];
    const multipart = new FormData();
    multipart.set('name', 'Tunde\u0000 Bakare');
    multipart.set('dateOfBirth', '2010-01-01');
    multipart.set('photo', new Blob(['\u0000not looked at']), 'photo.jpg');
    posts.push(['/students/register', 'organiser', multipart, 'name']);

    for (const [path, as, body, field] of posts) {
      const { status, answer } = await post(path, as, body);
      expect(status, path).toBe(400);
      expect(answer?.fieldErrors, path).toMatchObject({ [field]: NOT_ALLOWED });
      expect(answer?.formError, path).toMatch(/not allowed/);
      expect(JSON.stringify(answer?.values), path).not.toContain('\\u0000');
      // A password is never sent back, whatever the form.
      expect(answer?.values, path).not.toHaveProperty('password');
    }
    const { answer } = await post('/sign-in', null, new URLSearchParams({ email: 'olu@example.ng\u0000' }));
    expect(answer?.values).toEqual({ email: 'olu@example.ng' });
    // A page with several forms shows the answer on the one sent: its intent comes back.
    expect((await post(entriesPath, 'organiser', posts[0]![2])).answer).toMatchObject({ intent: 'withdraw' });
    // A NUL in a field's name is the form's error.
    const inName = await post(
      entriesPath,
      'organiser',
      new URLSearchParams({ intent: 'paid', ['entry\u0000Id']: '1' }),
    );
    expect(inName).toMatchObject({
      status: 400,
      answer: { fieldErrors: {}, formError: expect.stringMatching(/not allowed/) },
    });
    // Nothing was written: the entry is not withdrawn.
    expect(await entryStatus(actions.entryIds[0]!)).toBe(before);
  });

  it('lets a post without one through to its action', async () => {
    const { status, answer } = await post(
      `/admin-dashboard/tournaments/${actions.event.tournamentId}/entries`,
      'organiser',
      new URLSearchParams({
        intent: 'withdraw',
        entryId: String(actions.entryIds[1]),
        reason: 'Ill',
        name: 'Boxer 2',
      }),
    );
    expect(status).toBe(200);
    expect(answer).toMatchObject({ ok: true, intent: 'withdraw' });
    expect(await entryStatus(actions.entryIds[1]!)).toBe('withdrawn');
  });
});
