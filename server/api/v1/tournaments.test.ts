import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys, tournaments } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import type { AppServices } from '@server/services';
import { addDays, lagosDate } from '~/lib/lagos-time';
import { lagosMonth } from '~/features/tournaments';
import { seedOrganisations } from '~/features/tournaments/fixtures.test-support';
import { startApi } from './harness.test-support';
import type { Answer, ApiHarness } from './harness.test-support';
import { apiEndpoints } from './index';
import { openApiDocument } from './openapi';

/** Dates a month ahead of the real clock: the API has no `now` to pass, and publishing needs a future start. */
const start = addDays(lagosDate(new Date()), 30);
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lagos Open Championship',
  format: 'single-elimination',
  startDate: start,
  endDate: addDays(start, 1),
  location: 'Teslim Balogun Stadium',
  city: 'Lagos',
  weightClasses: ['lightweight'],
  ageGroups: ['elite'],
  ...overrides,
});

describe('the endpoint table', () => {
  it('lets every write take an Idempotency-Key', () => {
    // An upload streams a file of up to 50 MB to the media store: an idempotency record would hold a
    // transaction open for the whole upload (server/api/v1/live.ts), so uploads are the writes without a key.
    // A provider's signed webhook (Paystack's) sends no key: each event is applied once by its own event id
    // (payment_events' unique key), which is the same guarantee.
    const writes = apiEndpoints({} as AppServices).filter(
      (e) =>
        e.method !== 'get' &&
        !e.rawBody &&
        !(e.method === 'post' && e.path === '/tournaments/:id/media') &&
        // A lesson's video and captions (issue 34) stream to the store in the same way.
        !(e.method === 'put' && /^\/lessons\/:id\/(video|captions)$/.test(e.path)),
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const endpoint of writes)
      expect(endpoint.idempotent, `${endpoint.method} ${endpoint.path}`).toBe(true);
  });

  it('documents creating a tournament as 201 Created, with the Idempotency-Key header', () => {
    const services = { config: { baseUrl: 'http://127.0.0.1:3999' } } as AppServices;
    const document = openApiDocument('http://127.0.0.1:3999', apiEndpoints(services)) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; parameters?: { name: string }[] }>
      >;
    };
    const create = document.paths['/tournaments']!.post!;
    expect(Object.keys(create.responses)).toContain('201');
    expect(Object.keys(create.responses)).not.toContain('200');
    expect(create.parameters?.map((p) => p.name)).toEqual(['Idempotency-Key']);
  });
});

describe.each(testDatabaseKinds())('the tournaments API on %s', (kind) => {
  let services: AppServices;
  let api: ApiHarness;
  let cast: Awaited<ReturnType<typeof seedOrganisations>>;

  beforeEach(async () => {
    api = await startApi(kind, async (started) => {
      cast = await seedOrganisations(started.database.db);
      return Object.values(cast.people);
    });
    services = api.services;
  });
  afterEach(async () => {
    await api.close();
  });

  const call = (
    method: string,
    path: string,
    options: { as?: string; body?: unknown; key?: string | undefined; rawBody?: string } = {},
  ): Promise<Answer> => api.call(method, path, options);

  const stored = async () => (await services.database.db.select({ n: count() }).from(tournaments))[0]!.n;
  const create = (as: string, overrides: Record<string, unknown> = {}, key?: string) =>
    call('POST', '/tournaments', { as, body: body(overrides), key });

  it('creates a draft for an organiser (201), shown to its organisers only until published', async () => {
    const created = await create('org-starter');
    expect(created.status).toBe(201);
    const t = created.json.tournament;
    expect(t).toMatchObject({
      slug: `lagos-open-championship-${start.slice(0, 4)}`,
      status: 'draft',
      organisation: { id: cast.organisations.starter, name: 'Surulere Boxing Club' },
      createdBy: { firstName: 'Tunde', lastName: 'Bakare-Cole' },
      categoriesCount: 2,
    });

    for (const as of [undefined, 'org-pro', 'coach-starter']) {
      const hidden = await call('GET', `/tournaments/${t.id}`, { as });
      expect(hidden.status, as).toBe(404);
      expect(hidden.json.error.code).toBe('tournament_not_found');
      expect((await call('GET', `/tournaments/${t.slug}/categories`, { as })).status, as).toBe(404);
    }
    const own = await call('GET', `/tournaments/${t.slug}`, { as: 'org-starter' });
    expect(own.status).toBe(200);
    expect(own.json.tournament.id).toBe(t.id);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await call('GET', `/tournaments/${t.id}`, { as: 'admin-1' })).status).toBe(200);

    const published = await call('POST', `/tournaments/${t.id}/publish`, { as: 'org-starter' });
    expect(published.status).toBe(200);
    expect(published.json.tournament).toMatchObject({
      status: 'published',
      backendStatus: 'active',
      badge: 'open',
    });
    const everyone = await call('GET', `/tournaments/${t.slug}`);
    expect(everyone.status).toBe(200);
    const categories = await call('GET', `/tournaments/${t.id}/categories`);
    expect(categories.json.categories.map((c: { label: string }) => c.label)).toEqual([
      'Lightweight (135 lbs) · Elite 20-34 · Men',
      'Lightweight (135 lbs) · Elite 20-34 · Women',
    ]);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['an unknown format', { format: 'knockout' }, 'format'],
    ['an end before the start', { endDate: addDays(start, -1) }, 'endDate'],
    ['no weight classes', { weightClasses: [] }, 'weightClasses'],
    ['a negative fee', { entryFee: -1 }, 'entryFee'],
    ['a fee as a string', { entryFee: '5000' }, 'entryFee'],
    ['129 participants', { maxParticipants: 129 }, 'maxParticipants'],
    ['rules with a bad round duration', { rules: { roundDuration: 9 } }, 'rules.roundDuration'],
  ])('refuses %s with 400 and the field, storing nothing', async (_what, overrides, field) => {
    const refused = await create('org-pro', overrides);
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('invalid_request');
    expect(Object.keys(refused.json.error.fields)).toEqual([field]);
    expect(await stored()).toBe(0);
  });

  it("refuses the third Starter tournament of the month with the plan's message, creating nothing", async () => {
    expect((await create('org-starter', { name: 'One' })).status).toBe(201);
    expect((await create('org-starter', { name: 'Two' })).status).toBe(201);
    const third = await create('org-starter', { name: 'Three' });
    expect(third.status).toBe(422);
    expect(third.json.error).toEqual({
      code: 'plan_limit',
      message: `The Starter plan allows 2 tournaments a month: you have created 2 in ${lagosMonth(new Date()).label}.`,
    });
    const overCap = await create('org-pro', { maxParticipants: 64 });
    expect(overCap.status).toBe(201);
    expect(await stored()).toBe(3);
  });

  it('refuses roles without tournaments, organisers of other organisations and coaches who organise nothing', async () => {
    expect((await create('')).status).toBe(401);
    const t = (await create('org-starter')).json.tournament;
    await call('POST', `/tournaments/${t.id}/publish`, { as: 'org-starter' });

    const other = await call('POST', `/tournaments/${t.id}/cancel`, {
      as: 'org-pro',
      body: { reason: 'Mine' },
    });
    expect(other.status).toBe(403);
    expect(other.json.error.code).toBe('not_your_tournament');
    expect(
      (await call('POST', `/tournaments/${t.id}/cancel`, { as: 'coach-plain', body: { reason: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      (await call('PUT', `/tournaments/${t.id}/capacity`, { as: 'org-pro', body: { capacity: 16 } })).status,
    ).toBe(403);
    const naming = await create('org-pro', { organisationId: cast.organisations.starter });
    expect(naming.status).toBe(403);
    expect(naming.json.error.code).toBe('not_your_organisation');
    const plainCoach = await create('coach-plain');
    expect(plainCoach.status).toBe(403);
    expect(plainCoach.json.error.code).toBe('not_an_organiser');
    expect(await stored()).toBe(1);
    expect((await call('GET', `/tournaments/${t.id}`)).json.tournament.status).toBe('published');

    // An admin may name any organisation, and runs every one.
    const forClub = await create('admin-1', { organisationId: cast.organisations.professional });
    expect(forClub.json.tournament.organisation.id).toBe(cast.organisations.professional);
    const academy = await create('admin-1');
    expect(academy.json.tournament.organisation.name).toBe('AJBXNG Academy');
  });

  describe('Idempotency-Key', () => {
    it('answers a replay with the first answer and creates one tournament', async () => {
      const first = await create('org-pro', {}, 'wizard-launch-1');
      const again = await create('org-pro', {}, 'wizard-launch-1');
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.json).toEqual(first.json);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(await stored()).toBe(1);

      // The body's keys in another order are the same body.
      const reordered = Object.fromEntries(Object.entries(body()).reverse());
      expect(
        (await call('POST', '/tournaments', { as: 'org-pro', body: reordered, key: 'wizard-launch-1' })).json,
      ).toEqual(first.json);

      const reused = await create('org-pro', { name: 'Another' }, 'wizard-launch-1');
      expect(reused.status).toBe(409);
      expect(reused.json.error.code).toBe('idempotency_key_reused');
      expect(await stored()).toBe(1);
    });

    it('scopes a key to the route that answered: the path in another case or with a trailing slash is the same endpoint', async () => {
      const first = await call('POST', '/tournaments/', {
        as: 'org-pro',
        body: body(),
        key: 'typed-three-ways',
      });
      expect(first.status).toBe(201);
      for (const path of ['/TOURNAMENTS', '/Tournaments/']) {
        const again = await call('POST', path, { as: 'org-pro', body: body(), key: 'typed-three-ways' });
        expect(again.status, path).toBe(201);
        expect(again.headers.get('idempotent-replayed'), path).toBe('true');
        expect(again.json, path).toEqual(first.json);
      }
      expect(await stored()).toBe(1);
      // A key names one resource too: publishing two tournaments with one key publishes both.
      const t = (await create('org-pro', { name: 'Second' })).json.tournament;
      const u = (await create('org-pro', { name: 'Third' })).json.tournament;
      for (const id of [t.id, u.id]) {
        const published = await call('POST', `/Tournaments/${id}/Publish/`, { as: 'org-pro', key: 'go' });
        expect(published.json.tournament).toMatchObject({ id, status: 'published' });
      }
    });

    it('creates one tournament from two requests sent at once with one key', async () => {
      const [a, b] = await Promise.all([
        create('org-pro', {}, 'double-click'),
        create('org-pro', {}, 'double-click'),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.json.tournament.id).toBe(b.json.tournament.id);
      expect(await stored()).toBe(1);
    });

    it('keeps keys apart by caller and by endpoint, and forgets them after a day', async () => {
      await create('org-pro', {}, 'k');
      await create('org-ent', {}, 'k');
      expect(await stored()).toBe(2);
      const t = (await create('org-pro', { name: 'Second' }, 'k2')).json.tournament;
      const publish = await call('POST', `/tournaments/${t.id}/publish`, { as: 'org-pro', key: 'k' });
      expect(publish.status).toBe(200);
      const replayed = await call('POST', `/tournaments/${t.id}/publish`, { as: 'org-pro', key: 'k' });
      expect(replayed.status).toBe(200);
      expect(replayed.json).toEqual(publish.json);
      // Without the key it is asked afresh: already published.
      expect((await call('POST', `/tournaments/${t.id}/publish`, { as: 'org-pro' })).status).toBe(409);

      await services.database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` });
      expect((await create('org-pro', {}, 'k')).status).toBe(201);
      expect(await stored()).toBe(4);
      // Expired keys are deleted by the next write that carries a key.
      expect((await services.database.db.select({ n: count() }).from(idempotencyKeys))[0]!.n).toBe(1);
    });

    it('keeps no refusal: a refused write sent again with its key is asked afresh', async () => {
      const t = (await create('org-pro')).json.tournament;
      const early = await call('POST', `/tournaments/${t.id}/result`, {
        as: 'org-pro',
        key: 'result-1',
        body: { winner: 'A', category: 'B' },
      });
      expect(early.status).toBe(409);
      expect((await services.database.db.select({ n: count() }).from(idempotencyKeys))[0]!.n).toBe(0);
    });

    it.each([
      ['201 characters', 'k'.repeat(201)],
      ['a character beyond ASCII', 'clé'],
      ['a tab', 'a\tb'],
    ])('refuses a key of %s with 400', async (_what, key) => {
      const refused = await create('org-pro', {}, key);
      expect(refused.status).toBe(400);
      expect(refused.json.error.code).toBe('invalid_idempotency_key');
      expect(await stored()).toBe(0);
    });

    it('accepts a key of 200 printable characters', async () => {
      expect((await create('org-pro', {}, `${'k'.repeat(190)} ~!@#$%^&*`)).status).toBe(201);
    });
  });

  it('publishes, cancels with a reason, and sets capacity within the plan', async () => {
    const t = (await create('org-ent', { maxParticipants: 128 })).json.tournament;
    expect(
      (await call('POST', `/tournaments/${t.id}/cancel`, { as: 'org-ent', body: {} })).json.error,
    ).toMatchObject({
      code: 'invalid_request',
      fields: { reason: [expect.any(String)] },
    });
    const raised = await call('PUT', `/tournaments/${t.id}/capacity`, {
      as: 'org-ent',
      body: { capacity: 1024 },
    });
    expect(raised.json.tournament.maxParticipants).toBe(1024);
    expect(
      (await call('PUT', `/tournaments/${t.id}/capacity`, { as: 'org-ent', body: { capacity: 1025 } }))
        .status,
    ).toBe(400);
    expect((await call('POST', `/tournaments/${t.id}/publish`, { as: 'org-ent' })).status).toBe(200);
    expect((await call('POST', `/tournaments/${t.id}/publish`, { as: 'org-ent' })).json.error.code).toBe(
      'not_draft',
    );
    expect(
      (
        await call('POST', `/tournaments/${t.id}/result`, {
          as: 'org-ent',
          body: { winner: 'A', category: 'B' },
        })
      ).json.error.code,
    ).toBe('not_started');
    const cancelled = await call('POST', `/tournaments/${t.id}/cancel`, {
      as: 'org-ent',
      body: { reason: 'Venue unavailable' },
    });
    expect(cancelled.json.tournament).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Venue unavailable',
    });
    expect(
      (await call('POST', `/tournaments/${t.id}/cancel`, { as: 'org-ent', body: { reason: 'x' } })).status,
    ).toBe(409);

    const pro = (await create('org-pro')).json.tournament;
    const over = await call('PUT', `/tournaments/${pro.id}/capacity`, {
      as: 'org-pro',
      body: { capacity: 256 },
    });
    expect(over.status).toBe(422);
    expect(over.json.error.code).toBe('plan_limit');
    expect((await call('POST', '/tournaments/abc/publish', { as: 'org-pro' })).status).toBe(400);
    expect((await call('POST', '/tournaments/999999/publish', { as: 'org-pro' })).status).toBe(404);
  });

  it('edits a draft by PATCH: fields sent replace, the rest stay', async () => {
    const t = (await create('org-pro', { entryFee: 15_000 })).json.tournament;
    const edited = await call('PATCH', `/tournaments/${t.id}`, {
      as: 'org-pro',
      body: { name: 'Abuja Classic', city: 'Abuja', prizes: { first: 250_000 } },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.tournament).toMatchObject({
      name: 'Abuja Classic',
      slug: `abuja-classic-${start.slice(0, 4)}`,
      city: 'Abuja',
      entryFee: 15_000,
      prizes: { first: 250_000, second: 0, third: 0 },
    });
    const bad = await call('PATCH', `/tournaments/${t.id}`, { as: 'org-pro', body: { entryFee: 'free' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(['entryFee']);
    const crossed = await call('PATCH', `/tournaments/${t.id}`, {
      as: 'org-pro',
      body: { endDate: addDays(start, -3) },
    });
    expect(crossed.status).toBe(400);
    expect(Object.keys(crossed.json.error.fields)).toContain('endDate');
    expect((await call('GET', `/tournaments/${t.id}`, { as: 'org-pro' })).json.tournament.name).toBe(
      'Abuja Classic',
    );
  });

  it('lists the calendar with its filters', async () => {
    const lagos = (await create('org-ent', { name: 'Lagos Open', level: 'Elite' })).json.tournament;
    const kano = (
      await create('org-ent', { name: 'Sahel Cup', city: 'Kano', location: 'Sani Abacha Stadium' })
    ).json.tournament;
    await create('org-ent', { name: 'Unpublished' });
    for (const t of [lagos, kano]) await call('POST', `/tournaments/${t.id}/publish`, { as: 'org-ent' });

    const names = async (query: string) =>
      (await call('GET', `/tournaments${query}`)).json.tournaments.map((t: { name: string }) => t.name);
    expect(await names('')).toEqual(['Lagos Open', 'Sahel Cup']);
    expect(await names('?q=abacha')).toEqual(['Sahel Cup']);
    expect(await names('?location=kano')).toEqual(['Sahel Cup']);
    expect(await names('?level=Elite')).toEqual(['Lagos Open']);
    expect(await names('?status=past')).toEqual([]);
    expect((await call('GET', '/tournaments')).json.cities).toEqual(['Lagos', 'Abuja', 'Kano']);
    const bad = await call('GET', '/tournaments?status=soon&level=pro');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['level', 'status']);
  });
});
