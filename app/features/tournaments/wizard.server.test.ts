import { count, eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@server/auth/roles';
import { tournaments } from '@server/db/schema';
import { testDatabaseKinds } from '@server/db/testing';
import { ServiceError } from '@server/service-error';
import { createTestServices } from '@server/testing';
import type { FormFailure } from '~/components/forms/submission';
import { addMember, addOrganisation, addUser, seedOrganisations } from './fixtures.test-support';
import { getTournament, publishTournament } from './tournaments.server';
import {
  createFromWizard,
  draftForEditing,
  newLaunchKey,
  noOrganisationMessage,
  publicWizardAccess,
  saveDraftFromWizard,
} from './wizard.server';

/** A start date well ahead of today (Lagos), so publishing is allowed whatever day the tests run. */
function ahead(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The wizard's form as a browser posts it: flat fields, ticked boxes repeated. */
function wizardForm(fields: Record<string, string | string[]> = {}) {
  const form = new URLSearchParams();
  const all: Record<string, string | string[]> = {
    name: 'Lagos Open Championship',
    city: 'Lagos',
    level: 'Elite',
    format: 'single-elimination',
    roundDuration: '2',
    numberOfRounds: '3',
    judgesCount: '3',
    medicalCheckRequired: 'on',
    maxParticipants: '32',
    entryFee: '15,000',
    weightClassPreset: 'lbs',
    weightClasses: ['lightweight', 'welterweight'],
    ageGroups: ['elite'],
    genders: ['men', 'women'],
    startDate: ahead(40),
    endDate: ahead(41),
    visibility: 'public',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

/** What the route answers: a thrown redirect or refusal is its answer too. */
async function answer(
  run: () => Promise<unknown>,
): Promise<{ status: number; location?: string; body?: unknown }> {
  try {
    const result = await run();
    const { init, data } = result as { init?: { status?: number }; data?: unknown };
    return { status: init?.status ?? 200, body: data };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get('location') ?? undefined };
    }
    // A guard's refusal (`data(…, { status })`), or a service's, which the server's guard turns into its 4xx.
    const { init, data } = thrown as { init?: { status?: number }; data?: unknown };
    if (init?.status) return { status: init.status, body: data };
    if (thrown instanceof ServiceError) return { status: thrown.status, body: thrown.body };
    throw thrown;
  }
}

describe.each(testDatabaseKinds())('the wizard’s pages on real services, on %s', (kind) => {
  let close: () => Promise<void>;
  let services: AppLoadContext['services'];
  let cast: Awaited<ReturnType<typeof seedOrganisations>>;
  /** Who the next request comes from (the session lookup, stubbed: sessions have tests of their own). */
  let as: Viewer | null = null;

  beforeAll(async () => {
    const test = await createTestServices(kind);
    close = test.close;
    services = { ...test.services, viewerFor: async () => as };
    cast = await seedOrganisations(services.database.db);
  });
  afterAll(async () => {
    await close();
  });

  const context = () => ({ services, nonce: '', clientIp: '203.0.113.9' }) as AppLoadContext;
  const post = (path: string, form: URLSearchParams) =>
    new Request(new URL(path, services.config.baseUrl), { method: 'POST', body: form });
  const get = (path: string) => new Request(new URL(path, services.config.baseUrl));

  async function countOf(organisationId: number) {
    const [row] = await services.database.db
      .select({ n: count() })
      .from(tournaments)
      .where(eq(tournaments.organisationId, organisationId));
    return row!.n;
  }

  async function launch(
    form: URLSearchParams,
    page: '/start-tournament' | '/tournaments/create' = '/start-tournament',
  ) {
    return answer(() => createFromWizard(post(page, form), context(), page));
  }

  it('tells each kind of person what Launch does for them', async () => {
    as = null;
    expect(await publicWizardAccess(get('/start-tournament'), context())).toEqual({ launch: 'sign-in' });
    as = cast.people.plainCoach;
    expect(await publicWizardAccess(get('/start-tournament'), context())).toEqual({
      launch: 'no-organisation',
      viewerName: 'Bayo Coach',
      roleLabel: 'Coach',
    });
    as = cast.people.starterOrganiser;
    const organiser = await publicWizardAccess(get('/start-tournament'), context());
    expect(organiser).toMatchObject({
      launch: 'ready',
      organisationName: 'Surulere Boxing Club',
      usage: { plan: 'starter', monthlyLimit: 2, draftParticipantCap: 32 },
    });
    as = cast.people.admin;
    expect(await publicWizardAccess(get('/start-tournament'), context())).toMatchObject({
      launch: 'ready',
      organisationName: null,
      usage: null,
    });
  });

  it('checks the form before anything else: a visitor sees what to fix, nothing is created', async () => {
    as = null;
    const refused = await launch(wizardForm({ name: ' ', entryFee: 'abc', weightClasses: [] }));
    expect(refused.status).toBe(400);
    const failure = refused.body as FormFailure;
    expect(failure.fieldErrors).toEqual({
      name: ['Give the tournament a name'],
      entryFee: ['Entry fee must be a number of naira'],
      weightClasses: ['Choose at least one weight class'],
    });
    // What was typed comes back, so the form is filled in again.
    expect(failure.values.entryFee).toBe('abc');
  });

  it('sends a visitor with a valid draft to sign in, and refuses an account without an organisation', async () => {
    as = null;
    const before = await countOf(cast.organisations.starter);
    expect(await launch(wizardForm())).toEqual({
      status: 302,
      location: '/sign-in?redirectTo=%2Fstart-tournament',
    });
    as = cast.people.plainCoach;
    const refused = await launch(wizardForm());
    expect(refused.status).toBe(403);
    expect((refused.body as FormFailure).formError).toBe(noOrganisationMessage);
    expect(await countOf(cast.organisations.starter)).toBe(before);
  });

  it('refuses /tournaments/create’s launch to anyone outside the workspace', async () => {
    as = cast.people.starterCoach;
    expect((await launch(wizardForm(), '/tournaments/create')).status).toBe(403);
    as = null;
    expect((await launch(wizardForm(), '/tournaments/create')).location).toBe(
      '/sign-in?redirectTo=%2Ftournaments%2Fcreate&auth=required',
    );
  });

  it('launches as the organiser’s organisation, clamped, and goes to the management page', async () => {
    as = cast.people.professionalOrganiser;
    const answered = await launch(
      wizardForm({ name: 'Abuja Cup', maxParticipants: '200', roundDuration: '9', numberOfRounds: '13' }),
    );
    expect(answered.status).toBe(302);
    const id = Number(/^\/admin-dashboard\/tournaments\/(\d+)$/.exec(answered.location ?? '')?.[1]);
    const workspace = { viewer: as, platformAdmin: false, membership: null };
    const created = await getTournament(services.database.db, id, { ...workspace, platformAdmin: true });
    expect(created).toMatchObject({
      name: 'Abuja Cup',
      status: 'draft',
      organisation: { id: cast.organisations.professional },
      maxParticipants: 128,
      entryFee: 15_000,
      level: 'Elite',
      rules: { roundDuration: 5, numberOfRounds: 12, judgesCount: 3, medicalCheckRequired: true },
    });
    expect(created.registrationDeadline).toBe(ahead(38));
    expect(created.weighInDate).toBe(ahead(39));
  });

  it('lets a Starter organiser launch two a month, refuses the third with the plan’s message, and creates nothing', async () => {
    const db = services.database.db;
    const club = await addOrganisation(db, 'Yaba Starter Club', 'starter');
    const organiser = await addUser(db, 'org-yaba', 'Remi Cole', 'coach');
    await addMember(db, club, organiser.id, 'organiser');
    as = organiser;
    expect((await launch(wizardForm({ name: 'Yaba One' }))).status).toBe(302);
    // More participants than Starter allows: the service's message, under the field.
    const tooBig = await launch(wizardForm({ name: 'Yaba Big', maxParticipants: '64' }));
    expect(tooBig.status).toBe(422);
    expect((tooBig.body as FormFailure).fieldErrors).toEqual({
      maxParticipants: ['The Starter plan allows at most 32 participants a tournament.'],
    });
    expect((await launch(wizardForm({ name: 'Yaba Two' }))).status).toBe(302);
    const third = await launch(wizardForm({ name: 'Yaba Three' }));
    expect(third.status).toBe(422);
    expect((third.body as FormFailure).formError).toMatch(
      /^The Starter plan allows 2 tournaments a month: you have created 2 in \w+ \d{4}\.$/,
    );
    expect((third.body as FormFailure).values.name).toBe('Yaba Three');
    expect(await countOf(club)).toBe(2);
  });

  it('creates one tournament for one launch key, however often it is sent', async () => {
    as = cast.people.enterpriseOrganiser;
    const key = newLaunchKey();
    const form = wizardForm({ name: 'Federation Trials', launchKey: key });
    const first = await launch(form);
    const again = await launch(form);
    expect(first.status).toBe(302);
    expect(again).toEqual(first);
    expect(await countOf(cast.organisations.enterprise)).toBe(1);
    // The same key with other details is not a replay: the person is told to reload.
    const changed = await launch(wizardForm({ name: 'Federation Trials II', launchKey: key }));
    expect(changed.status).toBe(409);
    expect((changed.body as FormFailure).formError).toMatch(/Reload the page to launch another/);
    // A new page, a new key: another tournament.
    expect((await launch(wizardForm({ name: 'Federation Trials', launchKey: newLaunchKey() }))).status).toBe(
      302,
    );
    expect(await countOf(cast.organisations.enterprise)).toBe(2);
  });

  it('edits a draft with the same form, clears what was emptied, and refuses a published one', async () => {
    as = cast.people.professionalOrganiser;
    const created = await launch(
      wizardForm({ name: 'Garki Gloves', description: 'Two days of bouts', location: 'Old Parade Ground' }),
    );
    const id = /(\d+)$/.exec(created.location!)![1]!;
    const editing = await draftForEditing(get(`/admin-dashboard/tournaments/${id}/edit`), context(), id);
    expect(editing.values).toMatchObject({
      name: 'Garki Gloves',
      description: 'Two days of bouts',
      location: 'Old Parade Ground',
      entryFee: '15000',
      medicalCheckRequired: 'on',
    });
    const saved = await answer(() =>
      saveDraftFromWizard(
        post(
          `/admin-dashboard/tournaments/${id}/edit`,
          wizardForm({ name: 'Garki Gloves II', description: '', location: '' }),
        ),
        context(),
        id,
      ),
    );
    expect(saved).toEqual({ status: 302, location: `/admin-dashboard/tournaments/${id}` });
    const workspace = { viewer: as, platformAdmin: true, membership: null };
    const stored = await getTournament(services.database.db, Number(id), workspace);
    expect(stored).toMatchObject({ name: 'Garki Gloves II', description: null, venue: null });

    // Another organisation's organiser: the draft does not exist for them.
    as = cast.people.starterOrganiser;
    await expect(answer(() => draftForEditing(get('/x'), context(), id))).resolves.toMatchObject({
      status: 404,
    });
    await expect(answer(() => draftForEditing(get('/x'), context(), 'abc'))).resolves.toMatchObject({
      status: 404,
    });

    as = cast.people.professionalOrganiser;
    await publishTournament(services.database.db, workspace, Number(id));
    const refused = await answer(() => draftForEditing(get('/x'), context(), id));
    expect(refused.status).toBe(409);
    const resave = await answer(() =>
      saveDraftFromWizard(post('/x', wizardForm({ name: 'Too late' })), context(), id),
    );
    expect(resave.status).toBe(409);
    expect((resave.body as FormFailure).formError).toBe(
      'Only a draft can be edited; this tournament is published.',
    );
  });
});
