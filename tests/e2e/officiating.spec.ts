import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, APIResponse, Browser, BrowserContext, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoEmail,
  expect,
  hydrating,
  lookAt,
  signIn,
  test,
  uniqueClientIp,
} from './fixtures';
import { expectNoAxeViolations, submitDirectly, uniqueEmail } from './forms-support';
import { bornYearsAgo, lagosDay } from './clock';

/**
 * Bouts officiated and scored at ringside (issue 16 items 1-4, SPEC §2, §4, §5, §8): an organiser of its
 * own makes a tournament of four boxers, draws, schedules and names a referee and three judges (each an
 * account of this test). The referee starts the first semi-final from My Matches (SPEC §8's toast); three
 * judges on three browsers score its three rounds; the public bout page shows a round only once all three
 * cards are in, then the decision; the winner moves into the final. In the second semi-final the referee
 * gives one boxer three warnings and the third ends the bout by DSQ.
 */

const PASSWORD = 'Ring-Side-Officials-2026!';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** Names of this run's people, letters only (names are matched on the pages). */
const tag = run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!).replace(/^./, (c) => c.toUpperCase());
const SHOTS = '.tmp/shots-ref';

type Person = { id: string; name: string; email: string };
type BoutRow = {
  id: number;
  number: number | null;
  red: { name: string } | null;
  blue: { name: string } | null;
  status: string;
};

async function api(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL },
  });
  const signedIn = await context.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signedIn.status(), `signing in ${email}`).toBe(200);
  return context;
}

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function newBrowser(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  const page = hydrating(await context.newPage());
  await signIn(page, email, PASSWORD);
  return { context, page };
}

/** A judge scores one round on their ringside page: tap the score, confirm, send. */
async function scoreRound(page: Page, round: number, red: number, blue: number) {
  const card = page.getByRole('listitem', { name: `Round ${round}` });
  await card.getByRole('button', { name: `Red ${red}, Blue ${blue}` }).click();
  await card.getByRole('button', { name: `Confirm round ${round}` }).click();
  await card.getByRole('button', { name: `Send round ${round}` }).click();
  await expect(card.getByText(`Sent ${red}-${blue}`)).toBeVisible();
}

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test.describe.serial('officiating at ringside', () => {
  test.describe.configure({ timeout: 300_000 });
  let admin: APIRequestContext;
  let organiser: APIRequestContext;
  const officials: Person[] = [];
  const boxers: Person[] = [];
  const tournament = { id: 0, slug: '', name: `Ringside Cup ${tag}` };
  let semis: BoutRow[] = [];
  let finalBout: BoutRow;

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const origin = baseURL!;
    admin = await api(origin, demoEmail('admin'), DEMO_PASSWORD);

    // An organiser of its own: an account, the organisation's sign-up, an admin's approval.
    const organiserEmail = uniqueEmail('ringside-organiser');
    const own = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    const reference = await submitDirectly(await own.newPage(), '/get-started', {
      plan: 'professional',
      organizationName: `Ringside Club ${tag}`,
      contactName: `Remi ${tag}`,
      email: organiserEmail,
      phone: '0803 000 4444',
      agreeTerms: 'on',
    });
    const signUp = await own.request.post('/api/auth/sign-up/email', {
      data: { name: `Remi ${tag}`, email: organiserEmail, password: PASSWORD, accountType: 'spectator' },
      headers: { origin },
    });
    expect(signUp.status(), 'the organiser’s account').toBe(200);
    await own.close();
    const adminBrowser = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    const adminPage = hydrating(await adminBrowser.newPage());
    await signIn(adminPage, demoEmail('admin'));
    await adminPage.goto(`/admin-dashboard/enquiries/${reference}`);
    await adminPage.getByRole('button', { name: 'Approve organisation' }).click();
    await expect(adminPage.getByText(/Sign-up is\s+approved/)).toBeVisible();
    await adminBrowser.close();
    organiser = await api(origin, organiserEmail, PASSWORD);

    // A referee and three judges, each an account of their own (signed up, made referees by the admin).
    for (const role of ['Referee', 'Judge One', 'Judge Two', 'Judge Three', 'Recorder']) {
      const person = {
        id: '',
        name: `${role} ${tag}`,
        email: uniqueEmail(`ringside-${role.toLowerCase().replace(' ', '-')}`),
      };
      const visitor = await playwrightRequest.newContext({
        baseURL: origin,
        extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin },
      });
      const made = await visitor.post('/api/auth/sign-up/email', {
        data: { email: person.email, password: PASSWORD, name: person.name },
      });
      expect(made.status(), await made.text()).toBe(200);
      await visitor.dispose();
      const { users } = await ok<{ users: { id: string; email: string }[] }>(
        await admin.get(`/api/v1/users?q=${encodeURIComponent(person.email)}`),
        'finding an official',
      );
      person.id = users.find((u) => u.email === person.email)!.id;
      await ok(await admin.patch(`/api/v1/users/${person.id}`, { data: { role: 'referee' } }), 'a referee');
      officials.push(person);
    }

    // Four lightweight boxers, registered by the organiser as their coach: the Register Student form posted
    // as a browser without JavaScript posts it (registration.spec.ts drives the page itself).
    for (const [i, first] of ['Kunle', 'Ifeanyi', 'Sani', 'Dare'].entries()) {
      const boxer = {
        id: '',
        name: `${first} ${tag}`,
        email: uniqueEmail(`ringside-${first.toLowerCase()}`),
      };
      const registered = await organiser.post('/students/register', {
        form: {
          name: boxer.name,
          email: boxer.email,
          dateOfBirth: bornYearsAgo(22 + i),
          gender: 'men',
          weightKg: '60',
        },
      });
      expect(registered.status()).toBe(200);
      expect(await registered.text()).toContain(`${boxer.name} is registered`);
      const { users } = await ok<{ users: { id: string; email: string }[] }>(
        await admin.get(`/api/v1/users?q=${encodeURIComponent(boxer.email)}`),
        'finding a boxer',
      );
      boxer.id = users.find((u) => u.email === boxer.email)!.id;
      boxers.push(boxer);
    }

    // A tournament from today: created, published, entered, drawn, scheduled on one ring, officials named.
    const today = lagosDay();
    const { tournament: created } = await ok<{ tournament: { id: number; slug: string } }>(
      await organiser.post('/api/v1/tournaments', {
        data: {
          name: tournament.name,
          format: 'single-elimination',
          startDate: today,
          // Two days: a boxer boxes once a day, so the final is tomorrow.
          endDate: lagosDay(1),
          registrationDeadline: today,
          weighInDate: today,
          city: 'Lagos',
          level: 'Elite',
          weightClasses: ['lightweight'],
          ageGroups: ['elite'],
          genders: ['men'],
          rules: {
            roundDuration: 2,
            numberOfRounds: 3,
            judgesCount: 3,
            medicalCheckRequired: false,
            equipmentProvided: false,
          },
        },
      }),
      'creating the tournament',
    );
    Object.assign(tournament, created);
    await ok(await organiser.post(`/api/v1/tournaments/${created.id}/publish`), 'publishing');
    for (const b of boxers)
      await ok(
        await organiser.post(`/api/v1/tournaments/${created.id}/entries`, {
          data: { boxerId: b.id, weightClass: 'lightweight', ageGroup: 'elite' },
        }),
        `entering ${b.name}`,
      );
    await ok(await organiser.post(`/api/v1/tournaments/${created.id}/draw`, { data: {} }), 'the draw');
    await ok(
      await organiser.put(`/api/v1/tournaments/${created.id}/sessions`, {
        data: {
          rings: 1,
          sessions: [
            { day: today, start: '09:00' },
            { day: lagosDay(1), start: '09:00' },
          ],
        },
      }),
      'the sessions',
    );
    await ok(
      await organiser.post(`/api/v1/tournaments/${created.id}/schedule`, { data: {} }),
      'the schedule',
    );
    const { bouts } = await ok<{ bouts: BoutRow[] }>(
      await organiser.get(`/api/v1/tournaments/${created.id}/bouts`),
      'the bouts',
    );
    semis = bouts.filter((b) => b.red && b.blue).sort((a, b) => a.number! - b.number!);
    finalBout = bouts.find((b) => !b.red && !b.blue)!;
    expect(semis).toHaveLength(2);
    const [referee, ...judges] = officials.slice(0, 4);
    for (const bout of semis)
      await ok(
        await organiser.put(`/api/v1/bouts/${bout.id}/officials`, {
          data: { referee: referee!.id, judges: judges.map((j) => j.id) },
        }),
        'naming the officials',
      );
  });

  test.afterAll(async () => {
    await admin?.dispose();
    await organiser?.dispose();
  });

  test('the referee starts a bout from My Matches; three judges score it; the public sees each round once complete, then the decision; the winner moves on', async ({
    browser,
    page,
  }) => {
    const [bout] = semis;
    const boutLabel = `Bout ${bout!.number}`;
    const referee = await newBrowser(browser, officials[0]!.email);
    const ref = referee.page;
    await ref.goto('/referee-dashboard');
    const matches = ref.getByRole('tabpanel', { name: 'My Matches' });
    const card = matches.getByRole('listitem', { name: `${boutLabel}, ${tournament.name}` });
    await expect(matches.getByRole('region', { name: 'Today' })).toBeVisible();
    await expect(card).toContainText(bout!.red!.name);
    await expect(card).toContainText(bout!.blue!.name);
    await expect(card).toContainText('Referee');
    await expect(card).toContainText('Scheduled');
    await expect(card).toContainText(/Ring 1/);
    await expect(card).toContainText(/WAT/);
    await ref.setViewportSize({ width: 1280, height: 900 });
    await lookAt(ref, { path: `${SHOTS}/my-matches-1280.png`, fullPage: true });

    // The referee's Start Match, with SPEC §8's toast.
    await card.getByRole('button', { name: `Start Match: ${boutLabel}` }).click();
    await expect(toastRegion(ref).getByText('Match Started', { exact: true })).toBeVisible();
    await expect(toastRegion(ref).getByText('Match is now in progress', { exact: true })).toBeVisible();
    // The list reloads: the bout is in progress and offers Score Match; it is the active bout of Live Scoring.
    await expect(card).toContainText('In progress');
    await expect(card.getByRole('link', { name: `Score Match: ${boutLabel}` })).toBeVisible();
    await ref.getByRole('tab', { name: 'Live Scoring' }).click();
    const live = ref.getByRole('tabpanel', { name: 'Live Scoring' });
    await expect(live.getByRole('heading', { name: new RegExp(`^${boutLabel}`) })).toBeVisible();
    await expect(live.getByRole('button', { name: 'Submit Round Score' })).toBeDisabled();

    // Three judges on three browsers.
    const judges = await Promise.all(officials.slice(1, 4).map((j) => newBrowser(browser, j.email)));
    for (const j of judges) {
      await j.page.goto(`/referee-dashboard/bouts/${bout!.id}`);
      await expect(
        j.page.getByRole('heading', { level: 1, name: new RegExp(`^${boutLabel}`) }),
      ).toBeVisible();
      await expect(j.page.getByRole('region', { name: 'Red corner' })).toContainText(bout!.red!.name);
      await expect(j.page.getByRole('region', { name: 'Blue corner' })).toContainText(bout!.blue!.name);
    }
    const [one, two, three] = judges.map((j) => j.page) as [Page, Page, Page];
    await expect(one.getByText('You are judge 1 of this bout', { exact: false })).toBeVisible();

    // The public page of the bout, from the bout order.
    await page.goto(`/tournaments/${tournament.slug}/bouts`);
    await page.getByRole('link', { name: `${boutLabel} details` }).click();
    await expect(page).toHaveURL(`/tournaments/${tournament.slug}/bouts/${bout!.id}`);
    const publicRound = (round: number) => page.getByRole('row', { name: new RegExp(`^Round ${round}`) });

    // Cards: judge 1 and 3 give red the fight, judge 2 blue (a split decision).
    const cards: Record<1 | 2 | 3, [number, number][]> = {
      1: [
        [10, 9],
        [10, 9],
        [10, 9],
      ],
      2: [
        [9, 10],
        [9, 10],
        [10, 9],
      ],
      3: [
        [10, 8],
        [10, 9],
        [9, 10],
      ],
    };
    for (const round of [1, 2, 3] as const) {
      await scoreRound(two, round, ...cards[2][round - 1]!);
      await scoreRound(three, round, ...cards[3][round - 1]!);
      // Two of three cards in: the public sees nothing of this round yet, and a judge sees no other card.
      await page.reload();
      await expect(publicRound(round)).toContainText('Waiting for cards');
      await expect(publicRound(round)).not.toContainText(/\d+\s*–\s*\d+/);
      await expect(two.getByRole('table')).toHaveCount(0);
      if (round < 3) {
        await scoreRound(one, round, ...cards[1][round - 1]!);
      } else {
        // The third round of judge 1 goes through the dashboard's Live Scoring form (SPEC §5).
        await one.goto('/referee-dashboard');
        await one.getByRole('tab', { name: 'Live Scoring' }).click();
        const form = one.getByRole('tabpanel', { name: 'Live Scoring' });
        await expect(form.getByText('Your card · Round 3')).toBeVisible();
        await form.getByPlaceholder('10').fill('10');
        await form.getByPlaceholder('9').fill('9');
        await form.getByRole('button', { name: 'Submit Round Score' }).click();
        await expect(form.getByText('Round 3 sent: 10-9.')).toBeVisible();
      }
      await page.reload();
      await expect(publicRound(round)).toContainText('All cards in');
      const [r1, b1] = cards[1][round - 1]!;
      await expect(publicRound(round)).toContainText(`${r1} – ${b1}`);
    }

    // Decided on points, split: the public page and the judges' pages say so.
    const decision = page.getByRole('region', { name: 'Decision' });
    await expect(decision).toContainText('WP · Win on points');
    await expect(decision).toContainText(`${bout!.red!.name} (red) wins`);
    await expect(decision).toContainText('split decision');
    await expect(two.getByRole('region', { name: 'Decision' })).toContainText('WP', { timeout: 15_000 });
    await two.setViewportSize({ width: 1280, height: 900 });
    await lookAt(two, { path: `${SHOTS}/judge-decided-1280.png`, fullPage: true });

    // The winner is in the final on the bout order: the final is on the event's second day.
    await page.goto(`/tournaments/${tournament.slug}/bouts`);
    await page
      .getByRole('navigation', { name: 'Days of the bout order' })
      .getByRole('link', { name: /^Day 2/ })
      .click();
    await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}$/);
    const order = page.getByRole('list', { name: 'Ring 1 bout order' });
    const final = order.getByRole('listitem').filter({ hasText: `Bout ${finalBout.number}` });
    await expect(final).toContainText(bout!.red!.name);

    for (const j of judges) await j.context.close();
    await referee.context.close();
  });

  test('Start Match fails with SPEC §8’s toast when the bout has started; a judge’s page on a tablet and a phone', async ({
    browser,
  }) => {
    // The second semi-final: its referee has My Matches open when the organiser starts it from their
    // side; the referee's Start Match then fails with SPEC §8's toast and the reason.
    const bout = semis[1]!;
    const referee = await newBrowser(browser, officials[0]!.email);
    // A page that has not heard the news yet: without its live stream, My Matches still offers Start Match
    // after the organiser's start (with the stream, it would turn into Score Match at a moment of its own).
    await referee.page.route('**/api/v1/events**', (route) => route.abort());
    await referee.page.goto('/referee-dashboard');
    await ok(await organiser.post(`/api/v1/bouts/${bout.id}/start`, { data: {} }), 'starting bout 2');
    await referee.page.getByRole('button', { name: `Start Match: Bout ${bout.number}` }).click();
    await expect(toastRegion(referee.page).getByText('Failed to start match', { exact: true })).toBeVisible();
    await expect(toastRegion(referee.page).getByText(/already in progress/)).toBeVisible();
    await referee.context.close();

    // Judge 1 scores its first round.
    const judge = await newBrowser(browser, officials[1]!.email);
    await judge.page.setViewportSize({ width: 1280, height: 900 });
    await judge.page.goto(`/referee-dashboard/bouts/${bout.id}`);
    const round = judge.page.getByRole('listitem', { name: 'Round 1' });
    await round.getByRole('button', { name: 'Red 10, Blue 8' }).click();
    // The choice survives a reload on this device.
    await judge.page.reload();
    await expect(round.getByRole('button', { name: 'Red 10, Blue 8' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await lookAt(judge.page, { path: `${SHOTS}/judge-1280.png`, fullPage: true });
    await judge.page.setViewportSize({ width: 375, height: 800 });
    await round.getByRole('button', { name: 'Confirm round 1' }).click();
    await expect(round.getByText(/Send round 1:/)).toBeVisible();
    await lookAt(judge.page, { path: `${SHOTS}/judge-375.png`, fullPage: true });
    // Keyboard: the send button is reachable and sends on Enter, with an Idempotency-Key of its own.
    const sent = judge.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/scorecards'));
    await round.getByRole('button', { name: 'Send round 1' }).focus();
    await judge.page.keyboard.press('Enter');
    await expect(round.getByText('Sent 10-8')).toBeVisible();
    const request = await sent;
    const key = (await request.allHeaders())['idempotency-key'];
    expect(key, 'the Idempotency-Key of the card').toMatch(/^[\w-]{16,}$/);
    // The same card sent again with its key (a retry after a lost answer) is answered as the first was.
    const again = await judge.context.request.post(request.url(), {
      data: request.postDataJSON() as Record<string, unknown>,
      headers: { 'Idempotency-Key': key!, origin: new URL(request.url()).origin },
    });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { bout: { rounds: { mine: unknown }[] } }).bout.rounds[0]!.mine).toEqual({
      red: 10,
      blue: 8,
    });
    await judge.context.close();
  });

  test('the referee’s third warning to one corner ends the bout by DSQ; Foul History lists the fouls', async ({
    browser,
    page,
  }) => {
    const bout = semis[1]!;
    const boutLabel = `Bout ${bout.number}`;
    const blue = bout.blue!.name;
    const referee = await newBrowser(browser, officials[0]!.email);
    const ref = referee.page;
    await ref.setViewportSize({ width: 1280, height: 900 });
    await ref.goto('/referee-dashboard');
    await ref
      .getByRole('tabpanel', { name: 'My Matches' })
      .getByRole('link', { name: `Score Match: ${boutLabel}` })
      .click();
    await expect(ref).toHaveURL(`/referee-dashboard/bouts/${bout.id}`);
    const form = ref.getByRole('form', { name: 'Record a foul' });
    await expect(form.getByLabel('Boxer')).toContainText('Boxer 1 (red)');
    await expect(form.getByLabel('Foul type').locator('option').first()).toHaveText('Low Blow');

    const warn = async (type: string, round: string, description: string) => {
      await form.getByLabel('Boxer').selectOption({ label: `Boxer 2 (blue): ${blue}` });
      await form.getByLabel('Foul type').selectOption({ label: type });
      await form.getByLabel('Round').selectOption({ label: `Round ${round}` });
      await form.getByLabel('Warning (−1 point)').check();
      await form.getByLabel('Description (optional)').fill(description);
    };
    await warn('Low Blow', '1', 'Low blow after a caution');
    await form.getByRole('button', { name: 'Record warning' }).click();
    await expect(form.getByRole('status')).toHaveText(`Warning recorded against ${blue}: Low Blow, round 1.`);
    await expect(ref.getByRole('region', { name: 'Blue corner' })).toContainText('1 warning');
    await warn('Holding', '2', 'Holding and hitting');
    await form.getByRole('button', { name: 'Record warning' }).click();
    await expect(ref.getByRole('region', { name: 'Blue corner' })).toContainText('2 warnings');
    await lookAt(ref, { path: `${SHOTS}/referee-1280.png`, fullPage: true });

    // The third: the page says it ends the bout before the referee confirms.
    await warn('Head butt', '2', 'Head butt on the break');
    await expect(form.getByRole('alert')).toHaveText(
      `This is ${blue}’s third warning: it ends the bout. ${blue} is disqualified (DSQ) and ${bout.red!.name} wins.`,
    );
    await ref.setViewportSize({ width: 375, height: 800 });
    await lookAt(ref, { path: `${SHOTS}/referee-375.png`, fullPage: true });
    await form.getByRole('button', { name: `Confirm third warning: disqualify ${blue}` }).click();
    const decision = ref.getByRole('region', { name: 'Decision' });
    await expect(decision).toContainText('DSQ · Disqualification');
    await expect(decision).toContainText(`${bout.red!.name} (red) wins in round 2`);

    // The public bout page says so too; the final now has both winners.
    await page.goto(`/tournaments/${tournament.slug}/bouts/${bout.id}`);
    await expect(page.getByRole('region', { name: 'Decision' })).toContainText('DSQ');
    await page.goto(`/tournaments/${tournament.slug}/bouts`);
    await page
      .getByRole('navigation', { name: 'Days of the bout order' })
      .getByRole('link', { name: /^Day 2/ })
      .click();
    const final = page
      .getByRole('list', { name: 'Ring 1 bout order' })
      .getByRole('listitem')
      .filter({ hasText: `Bout ${finalBout.number}` });
    await expect(final).toContainText(semis[0]!.red!.name);
    await expect(final).toContainText(bout.red!.name);

    // Foul History: newest first, with bout, round, corner, type, description and deduction.
    await ref.setViewportSize({ width: 1280, height: 900 });
    await ref.goto('/referee-dashboard');
    await ref.getByRole('tab', { name: 'Foul History' }).click();
    const history = ref.getByRole('tabpanel', { name: 'Foul History' }).getByRole('table');
    const rows = history.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('Head butt');
    await expect(rows.nth(1)).toContainText('Head butt on the break');
    await expect(rows.nth(1)).toContainText(blue);
    await expect(rows.nth(1)).toContainText('−1 point');
    await expect(rows.nth(3)).toContainText('Low Blow');
    await expect(rows.nth(3)).toContainText(`${tournament.name} · ${boutLabel}`);
    await lookAt(ref, { path: `${SHOTS}/foul-history-1280.png`, fullPage: true });
    await ref.setViewportSize({ width: 375, height: 800 });
    await lookAt(ref, { path: `${SHOTS}/foul-history-375.png`, fullPage: true });
    await ref.getByRole('tab', { name: 'My Matches' }).click();
    await lookAt(ref, { path: `${SHOTS}/my-matches-375.png`, fullPage: true });
    await referee.context.close();
  });

  test('recorder mode: one official types every judge’s card of the final from paper, and the final is decided', async ({
    browser,
    page,
  }) => {
    // The final, once both semi-finals are decided: its officials with a recorder, started by the organiser.
    const [referee, ...judges] = officials.slice(0, 4);
    const recorder = officials[4]!;
    await ok(
      await organiser.put(`/api/v1/bouts/${finalBout.id}/officials`, {
        data: { referee: referee!.id, judges: judges.map((j) => j.id), recorder: recorder.id },
      }),
      'the final’s officials',
    );
    await ok(await organiser.post(`/api/v1/bouts/${finalBout.id}/start`, { data: {} }), 'starting the final');
    const desk = await newBrowser(browser, recorder.email);
    const grid = desk.page.getByRole('table', { name: 'Judges’ cards: judges across, rounds down' });
    await desk.page.goto('/referee-dashboard');
    await desk.page
      .getByRole('tabpanel', { name: 'My Matches' })
      .getByRole('link', { name: `Score Match: Bout ${finalBout.number}` })
      .click();
    await expect(desk.page.getByText('You are the recorder of this bout')).toBeVisible();
    // Judge 3's second round waits for their first.
    await expect(grid.getByLabel('Judge 3, round 2 score')).toHaveCount(0);
    for (const round of [1, 2, 3])
      for (const seat of [1, 2, 3]) {
        await grid.getByLabel(`Judge ${seat}, round ${round} score`).selectOption('9-10');
        await grid.getByRole('button', { name: `Send judge ${seat}, round ${round}` }).click();
        await expect(
          desk.page.getByRole('status').filter({ hasText: `Judge ${seat}, round ${round}: 9-10 entered.` }),
        ).toBeVisible();
      }
    await desk.page.setViewportSize({ width: 1280, height: 900 });
    await lookAt(desk.page, { path: `${SHOTS}/recorder-1280.png`, fullPage: true });
    await expect(desk.page.getByRole('region', { name: 'Decision' })).toContainText('unanimous decision');
    // Blue won every round on every card: the public page names the champion.
    await page.goto(`/tournaments/${tournament.slug}/bouts/${finalBout.id}`);
    const decision = page.getByRole('region', { name: 'Decision' });
    await expect(decision).toContainText('WP · Win on points');
    await expect(decision).toContainText('(blue) wins');
    await expect(page.getByRole('row', { name: /^Round 3/ })).toContainText('All cards in');
    await desk.context.close();
  });

  test.describe('accessibility', () => {
    test('My Matches, Foul History, a bout at ringside (referee and judge) and the public bout page pass axe', async ({
      browser,
      page,
    }) => {
      const check = async (p: Page, what: string) => {
        await test.step(`${what} passes axe`, () => expectNoAxeViolations(p));
      };
      const referee = await newBrowser(browser, officials[0]!.email);
      await referee.page.goto('/referee-dashboard');
      await check(referee.page, 'My Matches');
      await referee.page.getByRole('tab', { name: 'Foul History' }).click();
      await check(referee.page, 'Foul History');
      await referee.page.goto(`/referee-dashboard/bouts/${semis[1]!.id}`);
      await check(referee.page, 'the referee’s bout page');
      await referee.context.close();
      const judge = await newBrowser(browser, officials[1]!.email);
      await judge.page.goto(`/referee-dashboard/bouts/${semis[0]!.id}`);
      await check(judge.page, 'the judge’s bout page');
      await judge.context.close();
      await page.goto(`/tournaments/${tournament.slug}/bouts/${semis[0]!.id}`);
      await check(page, 'the public bout page');
    });
  });
});
