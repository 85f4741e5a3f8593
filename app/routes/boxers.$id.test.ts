import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Viewer } from '@server/auth/roles';
import { setClock } from '@server/clock';
import { courseCertificates, entries, organisationMembers, profiles, user } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import { createTestServices } from '@server/testing';
import type { BoxerAudience } from '~/features/organisations';
import type { BoxerPage } from '~/features/results';
import { person, seedResults } from '~/features/results/results-fixtures.test-support';
import { loader as certificateLoader } from './awards.$id.certificate';
import { loader as boxerLoader } from './boxers.$id';

/**
 * Who sees what of a boxer (issue 27 item 2: children's privacy), through the profile page's loader: its
 * answer is the page's `.data`, so what is asserted here is what a browser, a script or a cache can read.
 * The rows are this page's part of the authorization matrix (tests/e2e/authorization-matrix.spec.ts opens
 * /boxers/:id as a public page; what each identity reads of it is proven here, where every identity is a
 * header away and the clock is fixed).
 *
 * The cast is the results tests' (results-fixtures.test-support.ts): Lagos Open, run by the host
 * organisation's organiser, four boxers of clubs A and B in one category, a referee and three judges on
 * every bout. Boxing it out suspends a semi-finalist after a KO: the boxer read here.
 */

/** A Monday before the Lagos Open (5-6 December 2026): a 16-year-old is a minor, a 27-year-old is not. */
const TODAY = new Date('2026-11-30T12:00:00+01:00');
const MINOR_BORN = '2010-06-01';
const ADULT_BORN = '1999-06-01';

type Read = { status: number; page: BoxerPage | null };

describe.each(testDatabaseKinds())('who sees what of a boxer on %s', (kind) => {
  let context: AppLoadContext;
  let close: () => Promise<void>;
  let event: Awaited<ReturnType<typeof seedResults>>;
  const viewers = new Map<string, Viewer>();
  /** The boxer knocked out, their club's coach, the other club's coach. */
  let suspended: string;
  let ownCoach: string;
  let otherCoach: string;
  let suspension: { until: string; reason: string };

  const db = () => context.services.database.db;

  beforeAll(async () => {
    setClock(TODAY);
    const test = await createTestServices(kind);
    close = test.close;
    context = { services: test.services, nonce: '', clientIp: '203.0.113.9' };
    // Who asks is named by a header: each identity one header away, as in the API's tests.
    context.services.viewerFor = async (headers) => viewers.get(headers.get('x-test-as') ?? '') ?? null;
    event = await seedResults(db());
    const { semis } = await event.finish();
    const [loser] = await db().select().from(entries).where(eq(entries.id, semis[0]!.blueEntryId!));
    suspended = loser!.boxerId;
    const [facts] = await db()
      .select({ clubId: profiles.clubId, until: profiles.suspendedUntil, reason: profiles.suspensionReason })
      .from(profiles)
      .where(eq(profiles.id, suspended));
    suspension = { until: facts!.until!, reason: facts!.reason! };
    ownCoach = facts!.clubId === event.clubs.a ? 'coach-a' : 'coach-b';
    otherCoach = ownCoach === 'coach-a' ? 'coach-b' : 'coach-a';
    // An organiser of the boxer's own club (organisers are coaches on the platform), and people with no tie.
    await db()
      .insert(user)
      .values([
        { id: 'club-organiser', name: 'Clara Club', email: 'clara@example.ng', role: 'coach' },
        { id: 'fan', name: 'Funmi Fan', email: 'funmi@example.ng', role: 'spectator' },
        { id: 'idle-referee', name: 'Ireti Referee', email: 'ireti@example.ng', role: 'referee' },
      ]);
    await db()
      .insert(organisationMembers)
      .values({ organisationId: facts!.clubId!, userId: 'club-organiser', memberRole: 'organiser' });
    for (const v of [
      person('admin', 'admin'),
      person('organiser', 'coach'),
      person('other-organiser', 'coach'),
      person('coach-a', 'coach'),
      person('coach-b', 'coach'),
      person('referee', 'referee'),
      person('judge-1', 'referee'),
      person('club-organiser', 'coach'),
      person('fan', 'spectator'),
      person('idle-referee', 'referee'),
      ...event.boxers.map((b) => person(b.id, 'boxer')),
    ])
      viewers.set(v.id, v);
  });
  beforeEach(() => {
    setClock(TODAY);
  });
  afterAll(async () => {
    await close();
  });

  const bornOn = (boxerId: string, dateOfBirth: string) =>
    db().update(profiles).set({ dateOfBirth }).where(eq(profiles.id, boxerId));

  /** GET /boxers/:id (and so /boxers/:id.data) as `as` (a viewer's id; null: a visitor). */
  async function read(boxerId: string, as: string | null, on = context): Promise<Read> {
    const request = new Request(`http://127.0.0.1:3999/boxers/${boxerId}`, {
      headers: as ? { 'x-test-as': as } : {},
    });
    try {
      const page = await boxerLoader({ request, context: on, params: { id: boxerId } } as Parameters<
        typeof boxerLoader
      >[0]);
      return { status: 200, page: page as BoxerPage };
    } catch (thrown) {
      return { status: statusOf(thrown), page: null };
    }
  }

  /** Who reads, by the matrix's names: `null` is a visitor. */
  const who = (name: string): string | null =>
    ({
      'a visitor': null,
      'a signed-in stranger': 'fan',
      "another club's organiser": 'other-organiser',
      "another club's coach": otherCoach,
      'a referee of none of their bouts': 'idle-referee',
      'the boxer': suspended,
      'their coach': ownCoach,
      'an organiser of their club': 'club-organiser',
      'an organiser of a tournament they entered': 'organiser',
      'the referee of their bouts': 'referee',
      'a judge of their bouts': 'judge-1',
      'a platform admin': 'admin',
    })[name] ?? null;

  const strangers = [
    'a visitor',
    'a signed-in stranger',
    "another club's organiser",
    "another club's coach",
    'a referee of none of their bouts',
  ];
  const privileged: [string, BoxerAudience][] = [
    ['the boxer', 'boxer'],
    // Their club's coach (or the coach their profile names).
    ['their coach', 'coach'],
    ['an organiser of their club', 'club-organiser'],
    ['an organiser of a tournament they entered', 'tournament-organiser'],
    ['the referee of their bouts', 'tournament-official'],
    ['a judge of their bouts', 'tournament-official'],
    ['a platform admin', 'admin'],
  ];

  /** Nothing medical, no date of birth, no weight, anywhere in the answer. */
  function expectNothingPrivate(page: BoxerPage) {
    expect(page).not.toHaveProperty('suspension');
    expect(page).not.toHaveProperty('suspendedUntil');
    expect(page).not.toHaveProperty('audience');
    const json = JSON.stringify(page);
    expect(json).not.toMatch(/suspen|medical|dateOfBirth|weightKg/i);
    expect(json).not.toContain(suspension.until);
    expect(json).not.toContain(suspension.reason);
    expect(json).not.toContain(MINOR_BORN);
    expect(json).not.toContain(ADULT_BORN);
  }

  describe('a minor (16) under a medical suspension', () => {
    beforeAll(async () => {
      await bornOn(suspended, MINOR_BORN);
    });

    it.each(strangers)(
      '%s: refused the medical facts; name, club, category and results only',
      async (name) => {
        const { status, page } = await read(suspended, who(name));
        expect(status).toBe(200);
        expectNothingPrivate(page!);
        expect(page).toMatchObject({
          id: suspended,
          name: expect.any(String),
          category: expect.stringContaining('Lightweight'),
          record: { wins: 0, losses: 1, draws: 0 },
        });
        expect(page!.club).toBeTruthy();
        // Results only: bouts decided, with no ring, planned start or ETA; tournaments finished.
        expect(page!.bouts.length).toBeGreaterThan(0);
        for (const bout of page!.bouts)
          expect(bout).toMatchObject({
            result: expect.any(String),
            ring: null,
            plannedStart: null,
            eta: null,
          });
        expect(page!.tournaments.every((t) => t.finished)).toBe(true);
      },
    );

    it.each(privileged)('%s: sees the suspension and its reason', async (name, audience) => {
      const { status, page } = await read(suspended, who(name));
      expect(status).toBe(200);
      expect(page!.suspension).toEqual(suspension);
      expect(page!.audience).toBe(audience);
    });
  });

  describe('an adult (27) under a medical suspension', () => {
    beforeAll(async () => {
      await bornOn(suspended, ADULT_BORN);
    });

    it.each(strangers)('%s: refused the medical facts; the rest of the profile', async (name) => {
      const { status, page } = await read(suspended, who(name));
      expect(status).toBe(200);
      expectNothingPrivate(page!);
      expect(page!.tournaments.map((t) => t.name)).toEqual(['Lagos Open']);
    });

    it.each(privileged)('%s: sees the suspension and its reason', async (name, audience) => {
      const { page } = await read(suspended, who(name));
      expect(page!.suspension).toEqual(suspension);
      expect(page!.audience).toBe(audience);
    });
  });

  it('a minor with bouts to come: a stranger is not told where and when they box; the boxer is, and an adult’s reader', async () => {
    // The same event on a database of its own, drawn but not boxed: its bouts and the tournament are to come.
    const other = await createTestServices(kind);
    try {
      const on: AppLoadContext = { ...context, services: other.services };
      other.services.viewerFor = context.services.viewerFor;
      const drawn = await seedResults(other.services.database.db);
      const boxer = drawn.boxers[0]!.id;
      const born = (d: string) =>
        other.services.database.db.update(profiles).set({ dateOfBirth: d }).where(eq(profiles.id, boxer));
      await born(MINOR_BORN);
      const stranger = (await read(boxer, 'fan', on)).page!;
      expect(stranger.tournaments).toEqual([]);
      expect(stranger.bouts).toEqual([]);
      expect(stranger.category).toContain('Lightweight');
      expectNothingPrivate(stranger);
      const own = (await read(boxer, boxer, on)).page!;
      expect(own.tournaments.map((t) => [t.name, t.finished])).toEqual([['Lagos Open', false]]);
      expect(own.bouts.length).toBeGreaterThan(0);
      expect(own.suspension).toBeNull();
      await born(ADULT_BORN);
      const adult = (await read(boxer, 'fan', on)).page!;
      expect(adult.tournaments.map((t) => [t.name, t.finished])).toEqual([['Lagos Open', false]]);
      expect(adult.bouts).toEqual(own.bouts);
      expectNothingPrivate(adult);
    } finally {
      await other.close();
    }
  });

  it('an account with no profile page is the same 404 for everyone', async () => {
    for (const as of [null, 'fan', 'admin']) expect((await read('nobody', as)).status).toBe(404);
  });

  it('a certificate: at its old sequential address a 404, at the address the profile links a certificate', async () => {
    // The champion's gold medal, as a visitor reads it on their profile.
    const pages = await Promise.all(event.boxers.map((b) => read(b.id, null)));
    const award = pages.flatMap((p) => p.page!.awards).find((a) => a.awardType === 'gold_medal')!;
    expect(award.certificate).toMatch(/^\/awards\/[A-Za-z0-9_-]{22}\/certificate$/);
    expect(award.certificate).not.toContain(`/${award.id}/`);
    const open = async (id: string) => {
      try {
        return {
          status: 200,
          certificate: await certificateLoader({
            request: new Request(`http://127.0.0.1:3999/awards/${id}/certificate`),
            context,
            params: { id },
          } as Parameters<typeof certificateLoader>[0]),
        };
      } catch (thrown) {
        return { status: statusOf(thrown), certificate: null };
      }
    };
    const token = award.certificate.split('/')[2]!;
    const served = await open(token);
    expect(served.status).toBe(200);
    expect(served.certificate).toMatchObject({
      id: award.id,
      path: award.certificate,
      awardType: 'gold_medal',
    });
    expect((await open(String(award.id))).status).toBe(404);
    // The next number, and a token with one character changed: not found either.
    expect((await open(String(award.id + 1))).status).toBe(404);
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    expect((await open(altered)).status).toBe(404);
  });
});

describe.each(testDatabaseKinds())('a boxer’s course certificates on their profile, on %s', (kind) => {
  it('lists each online course they completed, with its certificate’s public page, for a visitor', async () => {
    setClock(TODAY);
    const test = await createTestServices(kind);
    try {
      const context: AppLoadContext = { services: test.services, nonce: '', clientIp: '203.0.113.9' };
      context.services.viewerFor = async () => null;
      const event = await seedResults(test.services.database.db);
      const boxerId = event.boxers[0]!.id;
      // Issued as the learning area issues it on a course's last lesson (app/features/learning).
      await test.services.database.db.insert(courseCertificates).values({
        code: 'AJB-C-TEST-2345',
        userId: boxerId,
        courseSlug: 'boxing-fundamentals-course',
        learnerName: 'A Boxer',
        issuedAt: new Date('2026-11-20T10:00:00Z'),
      });
      const page = await boxerLoader({
        request: new Request(`http://127.0.0.1:3999/boxers/${boxerId}`),
        context,
        params: { id: boxerId },
      } as Parameters<typeof boxerLoader>[0]);
      expect(page.courseCertificates).toEqual([
        {
          code: 'AJB-C-TEST-2345',
          path: '/course-certificates/AJB-C-TEST-2345',
          course: {
            slug: 'boxing-fundamentals-course',
            title: 'Boxing Fundamentals Course',
            path: '/courses/beginner/boxing-fundamentals-course',
          },
          issuedAt: '2026-11-20T10:00:00.000Z',
        },
      ]);
    } finally {
      await test.close();
    }
  });
});

/** The status of what a loader threw: `data(body, { status })` or a Response. */
function statusOf(thrown: unknown): number {
  if (thrown instanceof Response) return thrown.status;
  const init = (thrown as { init?: { status?: number } | null }).init;
  if (typeof init?.status === 'number') return init.status;
  throw thrown;
}
