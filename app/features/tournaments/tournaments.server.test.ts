import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { bouts, entries, tournamentCategories, tournamentSettingsLog, tournaments } from '@server/db/schema';
import { createTestDatabase, testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { addOrganisation, addUser, draft, NOW, seedOrganisations } from './fixtures.test-support';
import { slugBase } from './slug';
import {
  cancelTournament,
  completeTournament,
  createTournament,
  getTournament,
  lagosMonth,
  listActiveTournaments,
  listWorkspaceTournaments,
  planUsage,
  publishTournament,
  setCapacity,
  updateDraft,
} from './tournaments.server';

/** The ServiceError a promise is refused with (fails the test if it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('slugs', () => {
  it('are the name in lowercase ASCII with hyphens, and the start year once', () => {
    expect(slugBase('Lagos Open Championship', '2026-12-05')).toBe('lagos-open-championship-2026');
    expect(slugBase('  Èkó   Boxing: Night #1! ', '2027-01-02')).toBe('eko-boxing-night-1-2027');
    expect(slugBase('Lagos Open 2026', '2026-12-05')).toBe('lagos-open-2026');
    expect(slugBase('2026', '2026-12-05')).toBe('tournament-2026');
    expect(slugBase('拳击', '2026-12-05')).toBe('tournament-2026');
  });
});

describe('Lagos months', () => {
  it('start at midnight in Lagos, an hour before midnight UTC', () => {
    const december = lagosMonth(new Date('2026-11-30T23:30:00Z'));
    expect(december.label).toBe('December 2026');
    expect(december.start.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(december.end.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe.each(testDatabaseKinds())('the tournaments service on %s', (kind) => {
  let database: DatabaseHandle;
  let cast: Awaited<ReturnType<typeof seedOrganisations>>;
  const db = () => database.db;
  const tournamentCount = async () => (await db().select({ n: count() }).from(tournaments))[0]!.n;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    cast = await seedOrganisations(database.db);
  });
  afterEach(async () => {
    await database.close();
  });

  it('keeps the academy one organisation: a second row marked as it is refused', async () => {
    await expect(
      addOrganisation(db(), 'Another Academy', 'enterprise', { isAcademy: true }),
    ).rejects.toThrow();
    // Any number of organisations that are not the academy.
    await addOrganisation(db(), 'Another Club', 'starter');
  });

  describe('creating a draft', () => {
    it("stores the draft with its defaults and categories, under the organiser's organisation", async () => {
      const created = await createTournament(db(), cast.workspaces.starterOrganiser, draft(), { now: NOW });
      expect(created).toMatchObject({
        slug: 'lagos-open-championship-2026',
        name: 'Lagos Open Championship',
        status: 'draft',
        backendStatus: 'draft',
        badge: 'closed',
        registrationDeadline: '2026-12-03',
        weighInDate: '2026-12-04',
        venue: 'Teslim Balogun Stadium',
        city: 'Lagos',
        level: 'Intermediate-Advanced',
        visibility: 'public',
        maxParticipants: 32,
        participants: 0,
        entryFee: 0,
        prizes: { first: 0, second: 0, third: 0 },
        organisation: { id: cast.organisations.starter, name: 'Surulere Boxing Club' },
        createdBy: { firstName: 'Tunde', lastName: 'Bakare-Cole' },
        createdAt: NOW.toISOString(),
        weightClasses: ['lightweight', 'welterweight'],
        ageGroups: ['elite'],
        genders: ['men', 'women'],
        categoriesCount: 4,
        rules: {
          roundDuration: 2,
          numberOfRounds: 3,
          judgesCount: 3,
          medicalCheckRequired: true,
          equipmentProvided: false,
        },
        weightClassPreset: 'lbs',
        publishedAt: null,
      });
      expect(created.categories.map((c) => c.label)).toEqual([
        'Lightweight (135 lbs) · Elite 20-34 · Men',
        'Lightweight (135 lbs) · Elite 20-34 · Women',
        'Welterweight (147 lbs) · Elite 20-34 · Men',
        'Welterweight (147 lbs) · Elite 20-34 · Women',
      ]);
    });

    it('pairs World Boxing classes with their own gender only', async () => {
      const created = await createTournament(
        db(),
        cast.workspaces.professionalOrganiser,
        draft({
          weightClassPreset: 'world-boxing',
          weightClasses: ['wb-m60', 'wb-w54'],
          genders: ['men', 'women'],
        }),
        { now: NOW },
      );
      expect(created.categories.map((c) => c.label)).toEqual([
        'Men 60 kg · Elite 20-34',
        'Women 54 kg · Elite 20-34',
      ]);
      const orphan = await refusal(
        createTournament(
          db(),
          cast.workspaces.professionalOrganiser,
          draft({ weightClassPreset: 'world-boxing', weightClasses: ['wb-w54'], genders: ['men'] }),
          { now: NOW },
        ),
      );
      expect(orphan).toMatchObject({
        status: 400,
        fields: { genders: [expect.stringContaining('Women 54 kg')] },
      });
    });

    it('refuses a bad draft with field errors and stores nothing', async () => {
      const bad = await refusal(
        createTournament(
          db(),
          cast.workspaces.starterOrganiser,
          {
            ...draft({ format: 'knockout' as never, endDate: '2026-12-01', weightClasses: [] }),
            name: undefined,
          },
          { now: NOW },
        ),
      );
      expect(bad.status).toBe(400);
      expect(bad.code).toBe('invalid_tournament');
      expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['format', 'name', 'weightClasses']);
      expect(await tournamentCount()).toBe(0);
    });

    it('refuses a start more than 3 years ahead or 5 years ago by the clock, and an end in year 9999 (issue 27)', async () => {
      const organiser = cast.workspaces.professionalOrganiser;
      const refused = async (overrides: Parameters<typeof draft>[0]) =>
        (await refusal(createTournament(db(), organiser, draft(overrides), { now: NOW }))).fields;
      expect(await refused({ startDate: '2030-01-01', endDate: '2030-01-02' })).toEqual({
        startDate: ['The start date must be within 3 years from today'],
      });
      expect(await refused({ startDate: '2021-11-01', endDate: '2021-11-02' })).toEqual({
        startDate: ['The start date must be within the last 5 years'],
      });
      expect(await refused({ endDate: '9999-12-31' })).toEqual({
        endDate: ['A tournament lasts at most 31 days'],
      });
      expect(await tournamentCount()).toBe(0);
      const ahead = await createTournament(
        db(),
        organiser,
        draft({ startDate: '2029-11-10', endDate: '2029-11-11' }),
        {
          now: NOW,
        },
      );
      expect(ahead.startDate).toBe('2029-11-10');
      // Editing a draft is held to the same window.
      expect(
        (
          await refusal(
            updateDraft(
              db(),
              organiser,
              ahead.id,
              {
                startDate: '9999-12-01',
                endDate: '9999-12-02',
                registrationDeadline: null,
                weighInDate: null,
              },
              { now: NOW },
            ),
          )
        ).fields,
      ).toEqual({ startDate: ['The start date must be within 3 years from today'] });
    });

    it("puts a platform admin's tournament under the academy, or the organisation they name", async () => {
      const academy = await createTournament(db(), cast.workspaces.admin, draft(), { now: NOW });
      expect(academy.organisation).toEqual({ id: cast.organisations.academy, name: 'AJBXNG Academy' });
      const named = await createTournament(db(), cast.workspaces.admin, draft(), {
        now: NOW,
        organisationId: cast.organisations.professional,
      });
      expect(named.organisation.id).toBe(cast.organisations.professional);
    });

    it("refuses a coach who organises nothing, and an organiser naming another's organisation", async () => {
      expect(
        await refusal(createTournament(db(), cast.workspaces.plainCoach, draft(), { now: NOW })),
      ).toMatchObject({ status: 403, code: 'not_an_organiser' });
      expect(
        await refusal(createTournament(db(), cast.workspaces.starterCoach, draft(), { now: NOW })),
      ).toMatchObject({ status: 403 });
      expect(
        await refusal(
          createTournament(db(), cast.workspaces.starterOrganiser, draft(), {
            now: NOW,
            organisationId: cast.organisations.professional,
          }),
        ),
      ).toMatchObject({ status: 403, code: 'not_your_organisation' });
      expect(await tournamentCount()).toBe(0);
    });

    it('gives each tournament its own address', async () => {
      const first = await createTournament(db(), cast.workspaces.starterOrganiser, draft(), { now: NOW });
      const second = await createTournament(db(), cast.workspaces.professionalOrganiser, draft(), {
        now: NOW,
      });
      const third = await createTournament(db(), cast.workspaces.professionalOrganiser, draft(), {
        now: NOW,
      });
      const nextYear = await createTournament(
        db(),
        cast.workspaces.professionalOrganiser,
        draft({ startDate: '2027-01-09', endDate: '2027-01-10' }),
        { now: NOW },
      );
      expect([first.slug, second.slug, third.slug, nextYear.slug]).toEqual([
        'lagos-open-championship-2026',
        'lagos-open-championship-2026-2',
        'lagos-open-championship-2026-3',
        'lagos-open-championship-2027',
      ]);
    });
  });

  describe('plan quotas', () => {
    it('refuses a third Starter tournament in a Lagos month with the plan and the limit, creating nothing', async () => {
      const organiser = cast.workspaces.starterOrganiser;
      await createTournament(db(), organiser, draft({ name: 'First' }), { now: NOW });
      await createTournament(db(), organiser, draft({ name: 'Second' }), { now: NOW });
      const third = await refusal(createTournament(db(), organiser, draft({ name: 'Third' }), { now: NOW }));
      expect(third).toMatchObject({
        status: 422,
        code: 'plan_limit',
        message: 'The Starter plan allows 2 tournaments a month: you have created 2 in November 2026.',
      });
      expect(await tournamentCount()).toBe(2);
      expect(await planUsage(db(), cast.organisations.starter, NOW)).toMatchObject({
        plan: 'starter',
        planName: 'Starter',
        usedThisMonth: 2,
        monthlyLimit: 2,
        participantCap: 32,
        month: 'November 2026',
      });

      // 23:30 UTC on 30 November is already 1 December in Lagos: a new month, a fresh quota.
      const december = new Date('2026-11-30T23:30:00Z');
      const late = await createTournament(db(), organiser, draft({ name: 'Third' }), { now: december });
      expect(late.name).toBe('Third');
      expect((await planUsage(db(), cast.organisations.starter, december)).usedThisMonth).toBe(1);
      // The same instant a moment earlier in UTC terms, still November in Lagos, is still over.
      expect(
        await refusal(
          createTournament(db(), organiser, draft({ name: 'Fourth' }), {
            now: new Date('2026-11-30T22:30:00Z'),
          }),
        ),
      ).toMatchObject({ code: 'plan_limit' });
    });

    it('lets only one of two creations sent at once take the last place in the quota', async () => {
      const organiser = cast.workspaces.starterOrganiser;
      await createTournament(db(), organiser, draft({ name: 'First' }), { now: NOW });
      const outcomes = await Promise.allSettled([
        createTournament(db(), organiser, draft({ name: 'Second' }), { now: NOW }),
        createTournament(db(), organiser, draft({ name: 'Second' }), { now: NOW }),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ status: 422, code: 'plan_limit' });
      expect(await tournamentCount()).toBe(2);
    });

    it('does not count a draft cancelled before it was published, but counts a cancelled published one', async () => {
      const organiser = cast.workspaces.starterOrganiser;
      const abandoned = await createTournament(db(), organiser, draft({ name: 'Abandoned' }), { now: NOW });
      await cancelTournament(db(), organiser, abandoned.id, 'Wrong dates', NOW);
      const published = await createTournament(db(), organiser, draft({ name: 'Published' }), { now: NOW });
      await publishTournament(db(), organiser, published.id, NOW);
      await cancelTournament(db(), organiser, published.id, 'Venue flooded', NOW);
      await createTournament(db(), organiser, draft({ name: 'Second' }), { now: NOW });
      expect(
        await refusal(createTournament(db(), organiser, draft({ name: 'Third' }), { now: NOW })),
      ).toMatchObject({ code: 'plan_limit' });
    });

    it('leaves Professional and Enterprise tournaments unlimited', async () => {
      for (let i = 1; i <= 3; i++) {
        await createTournament(db(), cast.workspaces.professionalOrganiser, draft({ name: `Pro ${i}` }), {
          now: NOW,
        });
        await createTournament(db(), cast.workspaces.enterpriseOrganiser, draft({ name: `Ent ${i}` }), {
          now: NOW,
        });
      }
      expect(await tournamentCount()).toBe(6);
      expect(await planUsage(db(), cast.organisations.professional, NOW)).toMatchObject({
        usedThisMonth: 3,
        monthlyLimit: null,
        participantCap: 128,
      });
    });

    it('caps participants at 32 on Starter and 128 through a draft on the others', async () => {
      const starter = await refusal(
        createTournament(db(), cast.workspaces.starterOrganiser, draft({ maxParticipants: 40 }), {
          now: NOW,
        }),
      );
      expect(starter).toMatchObject({
        status: 422,
        code: 'plan_limit',
        message: 'The Starter plan allows at most 32 participants a tournament.',
        fields: { maxParticipants: ['The Starter plan allows at most 32 participants a tournament.'] },
      });
      expect(await tournamentCount()).toBe(0);
      const pro = await createTournament(
        db(),
        cast.workspaces.professionalOrganiser,
        draft({ maxParticipants: 128 }),
        { now: NOW },
      );
      expect(pro.maxParticipants).toBe(128);
      const over = await refusal(
        createTournament(db(), cast.workspaces.enterpriseOrganiser, draft({ maxParticipants: 136 }), {
          now: NOW,
        }),
      );
      expect(over).toMatchObject({ status: 400, fields: { maxParticipants: [expect.any(String)] } });
    });

    it('lets an Enterprise organisation raise one tournament to 1,024, logged; no one else beyond their cap', async () => {
      const federation = cast.workspaces.enterpriseOrganiser;
      const big = await createTournament(db(), federation, draft({ maxParticipants: 128 }), { now: NOW });
      const raised = await setCapacity(db(), federation, big.id, 1024, NOW);
      expect(raised.maxParticipants).toBe(1024);
      const log = await db().select().from(tournamentSettingsLog);
      expect(log).toMatchObject([
        {
          tournamentId: big.id,
          actorUserId: 'org-ent',
          change: { maxParticipants: { from: 128, to: 1024 } },
        },
      ]);
      expect(await refusal(setCapacity(db(), federation, big.id, 1025, NOW))).toMatchObject({
        status: 400,
        code: 'invalid_capacity',
      });

      const pro = await createTournament(db(), cast.workspaces.professionalOrganiser, draft(), { now: NOW });
      const refused = await refusal(
        setCapacity(db(), cast.workspaces.professionalOrganiser, pro.id, 256, NOW),
      );
      expect(refused).toMatchObject({
        status: 422,
        code: 'plan_limit',
        message:
          'The Professional plan allows at most 128 participants a tournament; up to 1,024 is an Enterprise setting.',
      });
      expect((await getTournament(db(), pro.id, cast.workspaces.admin)).maxParticipants).toBe(32);
      expect(
        await refusal(setCapacity(db(), cast.workspaces.starterOrganiser, pro.id, 64, NOW)),
      ).toMatchObject({
        status: 404,
      });
    });

    it('never sets a capacity below the entries taken', async () => {
      const federation = cast.workspaces.enterpriseOrganiser;
      const t = await createTournament(db(), federation, draft(), { now: NOW });
      const [category] = await db()
        .select()
        .from(tournamentCategories)
        .where(eq(tournamentCategories.tournamentId, t.id));
      for (let i = 0; i < 9; i++) {
        const boxer = await addUser(db(), `boxer-${i}`, `Boxer ${i}`, 'boxer');
        await db()
          .insert(entries)
          .values({
            tournamentId: t.id,
            categoryId: category!.id,
            boxerId: boxer.id,
            status: i === 0 ? 'withdrawn' : 'registered',
          });
      }
      expect((await getTournament(db(), t.id, federation)).participants).toBe(8);
      expect(await setCapacity(db(), federation, t.id, 8, NOW)).toMatchObject({ maxParticipants: 8 });
      // Full now: the badge says so once it is published.
      await publishTournament(db(), federation, t.id, NOW);
      expect((await getTournament(db(), t.id, null, { now: NOW })).badge).toBe('full');
    });
  });

  describe('who may run a tournament', () => {
    it('hides a draft from everyone but its organisers and admins', async () => {
      const t = await createTournament(db(), cast.workspaces.starterOrganiser, draft(), { now: NOW });
      expect((await getTournament(db(), t.slug, cast.workspaces.starterOrganiser)).id).toBe(t.id);
      expect((await getTournament(db(), String(t.id), cast.workspaces.admin)).id).toBe(t.id);
      for (const id of [NaN, 0, -1, 2 ** 31, '99999999999', 'no-such-slug']) {
        expect(await refusal(getTournament(db(), id, cast.workspaces.admin))).toMatchObject({ status: 404 });
      }
      expect(await refusal(publishTournament(db(), cast.workspaces.admin, NaN, NOW))).toMatchObject({
        status: 404,
      });
      for (const viewer of [null, cast.workspaces.professionalOrganiser, cast.workspaces.starterCoach]) {
        expect(await refusal(getTournament(db(), t.id, viewer))).toMatchObject({ status: 404 });
      }
      for (const act of [
        () => publishTournament(db(), cast.workspaces.professionalOrganiser, t.id, NOW),
        () => updateDraft(db(), cast.workspaces.professionalOrganiser, t.id, { name: 'Mine now' }),
        () => cancelTournament(db(), cast.workspaces.starterCoach, t.id, 'No', NOW),
      ]) {
        expect(await refusal(act())).toMatchObject({ status: 404, code: 'tournament_not_found' });
      }
    });

    it("refuses another organisation's organiser, and a member who is not an organiser, with 403 once published", async () => {
      const t = await createTournament(db(), cast.workspaces.starterOrganiser, draft(), { now: NOW });
      await publishTournament(db(), cast.workspaces.starterOrganiser, t.id, NOW);
      expect((await getTournament(db(), t.id, null)).status).toBe('published');
      for (const outsider of [cast.workspaces.professionalOrganiser, cast.workspaces.starterCoach]) {
        expect(await refusal(cancelTournament(db(), outsider, t.id, 'Because', NOW))).toMatchObject({
          status: 403,
          code: 'not_your_tournament',
        });
      }
      expect((await getTournament(db(), t.id, null)).status).toBe('published');
      // A platform admin runs every organisation's tournaments.
      expect((await cancelTournament(db(), cast.workspaces.admin, t.id, 'Storm warning', NOW)).status).toBe(
        'cancelled',
      );
    });

    it("lists every organisation's tournaments for an admin, only their own for an organiser, newest first", async () => {
      const a = await createTournament(db(), cast.workspaces.starterOrganiser, draft({ name: 'A' }), {
        now: NOW,
      });
      const b = await createTournament(db(), cast.workspaces.professionalOrganiser, draft({ name: 'B' }), {
        now: new Date(NOW.getTime() + 60_000),
      });
      const c = await createTournament(db(), cast.workspaces.starterOrganiser, draft({ name: 'C' }), {
        now: new Date(NOW.getTime() + 120_000),
      });
      expect((await listWorkspaceTournaments(db(), cast.workspaces.admin)).map((t) => t.id)).toEqual([
        c.id,
        b.id,
        a.id,
      ]);
      const own = await listWorkspaceTournaments(db(), cast.workspaces.starterOrganiser);
      expect(own.map((t) => t.id)).toEqual([c.id, a.id]);
      expect(own[0]).not.toHaveProperty('categories');
      expect(await refusal(listWorkspaceTournaments(db(), cast.workspaces.plainCoach))).toMatchObject({
        status: 403,
      });
    });
  });

  describe('life cycle', () => {
    it('publishes only a draft whose start and deadline have not passed (Lagos)', async () => {
      const organiser = cast.workspaces.professionalOrganiser;
      const t = await createTournament(db(), organiser, draft(), { now: NOW });
      // 3 December 2026 at 23:30 Lagos: the deadline day, still open.
      const published = await publishTournament(db(), organiser, t.id, new Date('2026-12-03T22:30:00Z'));
      expect(published).toMatchObject({ status: 'published', backendStatus: 'active' });
      expect(published.publishedAt).toBe('2026-12-03T22:30:00.000Z');
      expect(await refusal(publishTournament(db(), organiser, t.id, NOW))).toMatchObject({
        status: 409,
        code: 'not_draft',
      });

      const late = await createTournament(db(), organiser, draft({ name: 'Late' }), { now: NOW });
      // Midnight has struck in Lagos on 4 December: registration closed yesterday.
      expect(
        await refusal(publishTournament(db(), organiser, late.id, new Date('2026-12-03T23:30:00Z'))),
      ).toMatchObject({ status: 422, code: 'deadline_passed' });
      expect(
        await refusal(publishTournament(db(), organiser, late.id, new Date('2026-12-05T23:30:00Z'))),
      ).toMatchObject({ status: 422, code: 'start_in_past' });
      expect((await getTournament(db(), late.id, organiser)).status).toBe('draft');
    });

    it('cancels with a reason of 1-500 characters, any state but completed or cancelled', async () => {
      const organiser = cast.workspaces.professionalOrganiser;
      const t = await createTournament(db(), organiser, draft(), { now: NOW });
      for (const reason of ['', '   ', 'x'.repeat(501), undefined, 42]) {
        expect(await refusal(cancelTournament(db(), organiser, t.id, reason, NOW))).toMatchObject({
          status: 400,
          fields: { reason: [expect.any(String)] },
        });
      }
      expect((await getTournament(db(), t.id, organiser)).status).toBe('draft');
      const cancelled = await cancelTournament(db(), organiser, t.id, '  Venue unavailable  ', NOW);
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        backendStatus: 'cancelled',
        cancelReason: 'Venue unavailable',
      });
      expect(await refusal(cancelTournament(db(), organiser, t.id, 'Again', NOW))).toMatchObject({
        status: 409,
        code: 'tournament_closed',
      });

      const done = await createTournament(db(), organiser, draft({ name: 'Done' }), { now: NOW });
      await publishTournament(db(), organiser, done.id, NOW);
      await completeTournament(
        db(),
        organiser,
        done.id,
        { winner: 'A', category: 'B' },
        new Date('2026-12-06T12:00:00Z'),
      );
      expect(await refusal(cancelTournament(db(), organiser, done.id, 'Too late', NOW))).toMatchObject({
        status: 409,
      });
    });

    it('records a result once the tournament has started, and keeps it', async () => {
      const organiser = cast.workspaces.professionalOrganiser;
      const t = await createTournament(db(), organiser, draft(), { now: NOW });
      const result = { winner: 'Adebayo Okafor', category: 'Lightweight Elite Men' };
      expect(await refusal(completeTournament(db(), organiser, t.id, result, NOW))).toMatchObject({
        status: 409,
        code: 'not_running',
      });
      await publishTournament(db(), organiser, t.id, NOW);
      expect(await refusal(completeTournament(db(), organiser, t.id, result, NOW))).toMatchObject({
        status: 422,
        code: 'not_started',
      });
      expect(
        await refusal(
          completeTournament(db(), organiser, t.id, { winner: ' ' }, new Date('2026-12-06T12:00:00Z')),
        ),
      ).toMatchObject({
        status: 400,
        fields: { winner: [expect.any(String)], category: [expect.any(String)] },
      });
      const completed = await completeTournament(
        db(),
        organiser,
        t.id,
        result,
        new Date('2026-12-06T12:00:00Z'),
      );
      expect(completed).toMatchObject({
        status: 'completed',
        backendStatus: 'completed',
        resultWinner: 'Adebayo Okafor',
        resultCategory: 'Lightweight Elite Men',
      });
    });

    it('refuses a typed result for a tournament whose bouts are boxed on the platform (issue 30)', async () => {
      const organiser = cast.workspaces.professionalOrganiser;
      const t = await createTournament(db(), organiser, draft(), { now: NOW });
      await publishTournament(db(), organiser, t.id, NOW);
      await db()
        .insert(bouts)
        .values({ tournamentId: t.id, categoryId: t.categories[0]!.id, engineBoutId: 'b1' });
      const started = new Date('2026-12-06T12:00:00Z');
      expect(
        await refusal(completeTournament(db(), organiser, t.id, { winner: 'A', category: 'B' }, started)),
      ).toMatchObject({ status: 409, code: 'results_from_bouts' });
      expect(await getTournament(db(), t.id, organiser)).toMatchObject({
        status: 'published',
        resultWinner: null,
      });
    });

    it('edits a draft field by field, re-addresses it while a draft, and never once published', async () => {
      const organiser = cast.workspaces.professionalOrganiser;
      await createTournament(db(), organiser, draft({ name: 'Abuja Classic' }), { now: NOW });
      const t = await createTournament(db(), organiser, draft(), { now: NOW });
      const edited = await updateDraft(
        db(),
        organiser,
        t.id,
        {
          name: 'Abuja Classic',
          prizes: { first: 500_000 },
          ageGroups: ['elite', 'masters'],
          location: null,
        },
        { now: NOW },
      );
      expect(edited).toMatchObject({
        name: 'Abuja Classic',
        slug: 'abuja-classic-2026-2',
        prizes: { first: 500_000, second: 0, third: 0 },
        ageGroups: ['elite', 'masters'],
        categoriesCount: 8,
        venue: null,
        format: 'single-elimination',
        startDate: '2026-12-05',
      });
      expect(
        await db()
          .select({ n: count() })
          .from(tournamentCategories)
          .where(eq(tournamentCategories.tournamentId, t.id)),
      ).toEqual([{ n: 8 }]);
      // Same name again: same address.
      expect((await updateDraft(db(), organiser, t.id, { entryFee: 15_000 })).slug).toBe(
        'abuja-classic-2026-2',
      );

      const bad = await refusal(updateDraft(db(), organiser, t.id, { endDate: '2026-11-01', entryFee: -5 }));
      expect(bad).toMatchObject({ status: 400 });
      expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['endDate', 'entryFee']);
      expect((await getTournament(db(), t.id, organiser)).entryFee).toBe(15_000);

      await publishTournament(db(), organiser, t.id, NOW);
      expect(await refusal(updateDraft(db(), organiser, t.id, { name: 'Renamed' }))).toMatchObject({
        status: 409,
        code: 'not_draft',
      });
      expect((await getTournament(db(), 'abuja-classic-2026-2', null)).name).toBe('Abuja Classic');
    });

    it('lists active tournaments by start date for the dashboards', async () => {
      const organiser = cast.workspaces.enterpriseOrganiser;
      const later = await createTournament(
        db(),
        organiser,
        draft({ name: 'Later', startDate: '2027-02-01', endDate: '2027-02-02' }),
        { now: NOW },
      );
      const sooner = await createTournament(db(), organiser, draft({ name: 'Sooner' }), { now: NOW });
      await createTournament(db(), organiser, draft({ name: 'Still a draft' }), { now: NOW });
      const gone = await createTournament(db(), organiser, draft({ name: 'Gone' }), { now: NOW });
      for (const t of [later, sooner, gone]) await publishTournament(db(), organiser, t.id, NOW);
      await cancelTournament(db(), organiser, gone.id, 'Gone', NOW);
      expect((await listActiveTournaments(db(), { now: NOW })).map((t) => t.name)).toEqual([
        'Sooner',
        'Later',
      ]);
      expect((await listActiveTournaments(db(), { now: NOW, limit: 1 })).map((t) => t.name)).toEqual([
        'Sooner',
      ]);
    });
  });
});
