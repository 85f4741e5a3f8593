import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, uniqueClientIp } from './fixtures';
import { bornYearsAgo, lagosDay } from './clock';

/**
 * A tournament of a spec's own, made through the public API as an organiser would (issue 16 specs): new
 * boxer accounts with their profile facts, a published single-elimination tournament of one category,
 * entries, weigh-ins, the draw, a session on each of two days on one ring, the bout order, and new officials (a referee and
 * three judges, made referees by the admin) on every bout with two corners. Nothing of the shared demo data
 * is changed, so specs running beside it are not disturbed.
 */

export type Account = { id: string; email: string; name: string; api: APIRequestContext };
export type SetUpBout = {
  id: number;
  number: number | null;
  engineBoutId: string;
  red: { entryId: number; name: string } | null;
  blue: { entryId: number; name: string } | null;
};
export type SetUpEvent = {
  tournament: { id: number; slug: string; name: string };
  categoryId: number;
  admin: APIRequestContext;
  boxers: Account[];
  referee: Account;
  judges: [Account, Account, Account];
  /** With `coached`: the coach who registered the first boxers (My Students' Register Student). */
  coach: Account | null;
  bouts: () => Promise<SetUpBout[]>;
  dispose: () => Promise<void>;
};

const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An API client of its own address, sending the origin the server's writes require. */
export async function apiContext(baseURL: string): Promise<APIRequestContext> {
  return context(baseURL);
}

async function context(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL },
  });
}

export async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Signs up a new account (a boxer, or a spectator the admin then makes a referee) and keeps it signed in. */
async function signUp(
  baseURL: string,
  name: string,
  email: string,
  accountType?: 'boxer',
): Promise<APIRequestContext> {
  const api = await context(baseURL);
  await ok(
    await api.post('/api/auth/sign-up/email', {
      data: { email, password: DEMO_PASSWORD, name, ...(accountType ? { accountType } : {}) },
    }),
    `sign-up of ${email}`,
  );
  return api;
}

async function userId(admin: APIRequestContext, email: string): Promise<string> {
  const { users } = (await ok(
    await admin.get(`/api/v1/users?q=${encodeURIComponent(email)}`),
    'user search',
  )) as {
    users: { id: string; email: string }[];
  };
  const found = users.find((u) => u.email === email);
  expect(found, `account ${email}`).toBeTruthy();
  return found!.id;
}

const BOXER_NAMES = [
  'Tobi Adeyemi',
  'Musa Danjuma',
  'Chidi Nwosu',
  'Seyi Bamidele',
  'Emeka Okoro',
  'Yusuf Garba',
];
const OFFICIAL_NAMES = ['Remi Referee', 'Joke Judge', 'Kola Judge', 'Ladi Judge'];

export async function setUpEvent(
  baseURL: string,
  options: {
    boxers?: number;
    name?: string;
    /**
     * How many of the boxers a new coach registers as students (they coach them: their protests, their
     * certificates); those boxers have no password, and their `api` is not signed in.
     */
    coached?: number;
  } = {},
): Promise<SetUpEvent> {
  const tag = run();
  const admin = await context(baseURL);
  await ok(
    await admin.post('/api/auth/sign-in/email', {
      data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
    }),
    'admin sign-in',
  );

  let coach: Account | null = null;
  if (options.coached) {
    const email = `coach-${tag}@example.test`;
    const name = `Coach ${tag.slice(-4).toUpperCase()}`;
    const api = await signUp(baseURL, name, email);
    const id = await userId(admin, email);
    await ok(await admin.patch(`/api/v1/users/${id}`, { data: { role: 'coach' } }), 'make coach');
    coach = { id, email, name, api };
  }

  // Boxers: men of 25, 60.8 kg, so Lightweight (135 lbs) · Elite.
  const born = bornYearsAgo(25);
  const boxers: Account[] = [];
  for (let i = 0; i < (options.boxers ?? 4); i++) {
    const name = `${BOXER_NAMES[i % BOXER_NAMES.length]} ${tag.slice(-4).toUpperCase()}${i}`;
    const email = `boxer-${tag}-${i}@example.test`;
    if (coach && i < (options.coached ?? 0)) {
      await ok(
        await coach.api.post('/api/v1/students', {
          data: { name, email, dateOfBirth: born, gender: 'men', weightKg: 60.8 },
        }),
        `student ${email}`,
      );
      boxers.push({ id: await userId(admin, email), email, name, api: await context(baseURL) });
      continue;
    }
    const api = await signUp(baseURL, name, email, 'boxer');
    const saved = await api.post('/account', {
      form: { intent: 'boxing', dateOfBirth: born, gender: 'men', weightKg: '60.8' },
      maxRedirects: 0,
    });
    expect(saved.status(), `profile of ${email}`).toBeLessThan(400);
    boxers.push({ id: await userId(admin, email), email, name, api });
  }

  const officials: Account[] = [];
  for (const [i, name] of OFFICIAL_NAMES.entries()) {
    const email = `official-${tag}-${i}@example.test`;
    const api = await signUp(baseURL, `${name} ${tag.slice(-3)}`, email);
    const id = await userId(admin, email);
    await ok(await admin.patch(`/api/v1/users/${id}`, { data: { role: 'referee' } }), 'make referee');
    // The role is read at every request, so the signed-in context is a referee now.
    officials.push({ id, email, name: `${name} ${tag.slice(-3)}`, api });
  }

  const start = lagosDay(10);
  const created = (await ok(
    await admin.post('/api/v1/tournaments', {
      data: {
        name: options.name ?? `Ringside Cup ${tag}`,
        format: 'single-elimination',
        startDate: start,
        // Two days: a boxer boxes once a day, so the final is on the second.
        endDate: lagosDay(11),
        location: 'Teslim Balogun Stadium',
        city: 'Lagos',
        weightClasses: ['lightweight'],
        ageGroups: ['elite'],
        genders: ['men'],
      },
    }),
    'create tournament',
  )) as { tournament: { id: number; slug: string; name: string } };
  const tournament = created.tournament;
  await ok(await admin.post(`/api/v1/tournaments/${tournament.id}/publish`), 'publish');

  const entryIds: number[] = [];
  for (const boxer of boxers) {
    const entered = (await ok(
      await admin.post(`/api/v1/tournaments/${tournament.id}/entries`, {
        data: { boxerId: boxer.id, weightClass: 'lightweight', ageGroup: 'elite' },
      }),
      `entry of ${boxer.email}`,
    )) as { entry: { id: number; categoryId: number } };
    entryIds.push(entered.entry.id);
  }
  for (const entryId of entryIds)
    await ok(
      await admin.post(`/api/v1/entries/${entryId}/weigh-in`, {
        // The eve of the first day, the first of the tournament's weigh-in days (today is ten days before,
        // and refused); on the days they box, boxers weigh in again.
        data: { weightKg: 60.8, medicalCleared: true, day: lagosDay(9) },
      }),
      'weigh-in',
    );
  await ok(await admin.post(`/api/v1/tournaments/${tournament.id}/draw`), 'draw');
  await ok(
    await admin.put(`/api/v1/tournaments/${tournament.id}/sessions`, {
      data: {
        rings: 1,
        sessions: [
          { day: start, start: '10:00' },
          { day: lagosDay(11), start: '10:00' },
        ],
      },
    }),
    'sessions',
  );
  await ok(await admin.post(`/api/v1/tournaments/${tournament.id}/schedule`), 'schedule');

  const bouts = async (): Promise<SetUpBout[]> => {
    const listed = (await ok(await admin.get(`/api/v1/tournaments/${tournament.id}/bouts`), 'bouts')) as {
      bouts: Array<{
        id: number;
        number: number | null;
        engineBoutId: string;
        red: { entryId: number; name: string } | null;
        blue: { entryId: number; name: string } | null;
      }>;
    };
    return listed.bouts.map((b) => ({
      id: b.id,
      number: b.number,
      engineBoutId: b.engineBoutId,
      red: b.red,
      blue: b.blue,
    }));
  };
  const [referee, ...judges] = officials as [Account, Account, Account, Account];
  for (const bout of await bouts())
    await ok(
      await admin.put(`/api/v1/bouts/${bout.id}/officials`, {
        data: { referee: referee.id, judges: judges.map((j) => j.id) },
      }),
      'officials',
    );
  const first = (await ok(
    await admin.get(`/api/v1/tournaments/${tournament.id}/categories`),
    'categories',
  )) as {
    categories: Array<{ id: number }>;
  };

  return {
    tournament,
    categoryId: first.categories[0]!.id,
    admin,
    boxers,
    referee,
    judges: judges as [Account, Account, Account],
    coach,
    bouts,
    async dispose() {
      const signedIn = [admin, ...boxers.map((b) => b.api), ...officials.map((o) => o.api)];
      for (const c of coach ? [...signedIn, coach.api] : signedIn) await c.dispose();
    },
  };
}

/** Boxes a bout through the API: the referee starts it, every judge sends the same card for each round. */
export async function boxOnPoints(
  event: SetUpEvent,
  boutId: number,
  rounds: Array<[number, number]> = [
    [10, 9],
    [10, 9],
    [9, 10],
  ],
) {
  await ok(await event.referee.api.post(`/api/v1/bouts/${boutId}/start`), 'start');
  for (const [i, [red, blue]] of rounds.entries())
    for (const judge of event.judges)
      await ok(
        await judge.api.post(`/api/v1/bouts/${boutId}/scorecards`, { data: { round: i + 1, red, blue } }),
        'scorecard',
      );
}

/** The referee starts a bout and stops it: RSC to `winner` in round 1 (no medical suspension). */
export async function stopBout(event: SetUpEvent, boutId: number, winner: 'red' | 'blue') {
  await ok(await event.referee.api.post(`/api/v1/bouts/${boutId}/start`), 'start');
  await ok(
    await event.referee.api.post(`/api/v1/bouts/${boutId}/decision`, {
      data: { outcome: 'RSC', winner, round: 1 },
    }),
    'decision',
  );
}
