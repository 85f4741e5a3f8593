import type { Browser, Page } from '@playwright/test';
import {
  demoEmail,
  expect,
  hydrated,
  hydrating,
  pageWithoutScript,
  signIn,
  test,
  uniqueClientIp,
} from './fixtures';
import type { DemoRole } from './fixtures';

/**
 * The role dashboards before the tournament platform fills them: every tab says what it will hold and that
 * it is not there yet, and none shows a spinner that never stops. And the admin's Users tab on a phone.
 */
const tabbedDashboards: { role: DemoRole; path: string; tabs: [string, RegExp][] }[] = [
  {
    role: 'coach',
    path: '/coach-dashboard',
    tabs: [
      // Real since issue 15: an empty list says how students get there (tests/e2e/registration.spec.ts).
      ['My Students', /Use Register Student above to add your first boxer\./],
      // Real since issue 15 (tests/e2e/entries-admin.spec.ts): the students' upcoming bouts, or how they arrive
      // (the demo coach's students may have bouts that other specs drew).
      [
        'Match Schedule',
        /Bouts arrive once a student is entered in a tournament|upcoming bouts, soonest first/,
      ],
      // Real content since issue 14: the active tournaments (tests/e2e/workspace-tournaments.spec.ts).
      ['Tournaments', /Active tournaments by start date/],
    ],
  },
  {
    role: 'referee',
    path: '/referee-dashboard',
    tabs: [
      // Real since issue 16 (tests/e2e/officiating.spec.ts): the bouts, the active bout and the fouls, or
      // when they arrive (the demo referee may officiate demo bouts).
      ['My Matches', /Nothing to officiate yet|bouts? you officiate, today’s first/],
      ['Live Scoring', /Nothing to score right now|Active bout/],
      ['Foul History', /record fouls from a bout’s scoring page|Your fouls, newest first/],
    ],
  },
  {
    role: 'boxer',
    path: '/student-dashboard',
    tabs: [
      // Real since issue 15 (tests/e2e/event-pages.spec.ts): an empty list says when bouts appear.
      ['My Matches', /your bouts appear here with their bout number, ring and expected start/],
      ['Tournaments', /Active tournaments by start date/],
      // Real since issue 16 (tests/e2e/results.spec.ts): awards newest first, or when they arrive; progress.
      ['Awards', /medals are awarded as soon as its final is decided|awards?, newest first/],
      ['Progress', /Win rate/],
    ],
  },
  {
    role: 'spectator',
    path: '/spectator-dashboard',
    tabs: [
      // Real since issue 17 (tests/e2e/spectator.spec.ts): the live banner and upcoming bouts, highlights, polls.
      ['Live & Upcoming', /Live now[\s\S]*Upcoming bouts/],
      ['Tournaments', /Active tournaments by start date/],
      ['Highlights', /The moments organisers picked from their tournaments, newest first\./],
      ['Fan Voting', /One vote per account per poll\./],
    ],
  },
];

/** The admin's sections and what each shows. */
const adminSections: [string, RegExp | string][] = [
  ['Tournaments', /Every organisation · \d+ tournaments, newest first/],
  // Real since issue 15 (tests/e2e/event-pages.spec.ts): empty until another spec draws a tournament.
  ['Matches', /No matches yet|bouts? by scheduled time/],
  ['Users', 'Audit log'],
  ['Enquiries', /new across all forms/],
  // The academy's organisation (Enterprise) and its use this month.
  ['Settings', /tournaments? this month/],
];

const demoNames: Record<DemoRole, string> = {
  admin: 'Adaeze Okafor',
  coach: 'Tunde Bakare',
  referee: 'Ibrahim Musa',
  boxer: 'Chinedu Eze',
  spectator: 'Funmi Adeyemi',
};

/**
 * Opens the person's dashboard from another page through the account menu, with its data held back on a
 * slow network: 'Loading dashboard...' shows until the data arrives, then the dashboard.
 */
async function openWhileLoading(page: Page, role: DemoRole) {
  await page.goto('/about');
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/-dashboard\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: demoNames[role] }).click();
  await page.getByRole('menuitem', { name: 'My dashboard' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading dashboard...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    role === 'boxer'
      ? 'My Boxing Journey'
      : role === 'spectator'
        ? 'Spectator Hub'
        : `${role[0]!.toUpperCase()}${role.slice(1)} Dashboard`,
    { ignoreCase: true },
  );
  await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
  await page.unroute(/-dashboard\.data/);
}

test.describe('dashboards', () => {
  for (const { role, path, tabs } of tabbedDashboards) {
    test(`opened from another page, ${path} says 'Loading dashboard...' while its data is on its way; every tab says what it will hold; none spins`, async ({
      page,
    }) => {
      await signIn(page, demoEmail(role));
      await test.step(`opening the ${role}'s dashboard from another page says 'Loading dashboard...' while its data is on its way`, () =>
        openWhileLoading(page, role));
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      for (const [tab, message] of tabs) {
        await page.getByRole('tab', { name: tab }).click();
        const panel = page.getByRole('tabpanel', { name: tab });
        await expect(panel).toContainText(message);
        // A tab of the platform still to come says so; real tabs (Tournaments, My Students, the boxer's
        // My Matches) never call themselves not available, even when empty.
        const real =
          tab === 'Tournaments' ||
          tab === 'My Students' ||
          (role === 'boxer' && ['My Matches', 'Awards', 'Progress'].includes(tab)) ||
          (role === 'coach' && tab === 'Match Schedule') ||
          role === 'referee' ||
          role === 'spectator';
        await expect(panel.getByText('Not available yet')).toHaveCount(real ? 0 : 1);
        await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
      }
    });
  }

  test("opened from another page, the admin's dashboard says 'Loading dashboard...' while its data is on its way; every admin tab shows its content or says what it will hold; none spins", async ({
    page,
  }) => {
    await signIn(page, demoEmail('admin'));
    await test.step("opening the admin's dashboard from another page says 'Loading dashboard...' while its data is on its way", () =>
      openWhileLoading(page, 'admin'));
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    for (const [tab, content] of adminSections) {
      await sections.getByRole('link', { name: tab, exact: false }).click();
      await expect(page.getByRole('main').getByText(content).first()).toBeVisible();
      await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
    }
  });
});

/** A spectator account of this test's own, so disabling it touches nobody else's test. */
async function freshSpectator(browser: Browser, baseURL: string | undefined, firstName: string) {
  const lastName = `Tester${Math.random().toString(36).slice(2, 7)}`;
  const email = `${firstName.toLowerCase()}-${Date.now()}-${lastName.toLowerCase()}@example.ng`;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  const page = hydrating(await context.newPage());
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Southpaw-Stance-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/spectator-dashboard$/);
  await context.close();
  return { name: `${firstName} ${lastName}`, email };
}

function statusOf(page: Page, email: string) {
  return page
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByText(/^(Active|Disabled)$/);
}

test.describe('the admin Users tab', () => {
  test('fits a 375 px phone, with the header menu on screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, demoEmail('admin'));
    for (const path of ['/admin-dashboard/users', '/admin-dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 });
    }
    // Every account's controls are within the width of the screen: nothing to scroll sideways for.
    await page.goto(`/admin-dashboard/users?q=${encodeURIComponent(demoEmail('coach'))}`);
    for (const control of ['Role of Tunde Bakare', 'Save role of Tunde Bakare', 'Disable Tunde Bakare']) {
      const box = await page.getByLabel(control, { exact: true }).boundingBox();
      expect(box, control).not.toBeNull();
      expect(box!.x, control).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, control).toBeLessThanOrEqual(375);
    }
  });

  test('shows ten accounts a page, newest first, with links to the others that keep the filter (SPEC §9)', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = await freshSpectator(browser, baseURL, 'Kemi');
    await signIn(page, demoEmail('admin'));
    // The newest account is on the first page (other tests sign people up beside this one: among the ten).
    await page.goto('/admin-dashboard/users');
    const accounts = page.getByRole('list', { name: 'Accounts, newest first' }).getByRole('listitem');
    await expect(accounts).toHaveCount(10);
    await expect(accounts.filter({ hasText: person.email })).toHaveCount(1);

    // The demo's boxers fill several pages: each has ten, the next begins where the last ended.
    await page.goto('/admin-dashboard/users?role=boxer');
    const pages = page.getByRole('navigation', { name: 'Accounts pages' });
    await expect(pages).toContainText(/^.*1–10 of \d+ accounts/);
    const total = Number(/of (\d+) accounts/.exec((await pages.textContent())!)![1]);
    expect(total).toBeGreaterThan(100);
    const first = await accounts.allTextContents();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/users\?role=boxer&page=2$/);
    await expect(pages).toContainText(`11–20 of ${total} accounts`);
    await expect(accounts).toHaveCount(10);
    const second = await accounts.allTextContents();
    expect(second.filter((a) => first.includes(a))).toEqual([]);
    // A change made on page 2 comes back to page 2.
    const name = (await accounts.first().locator('div.font-semibold').textContent())!.trim();
    await page.getByRole('button', { name: `Save role of ${name}` }).click();
    await expect(page.getByRole('status')).toContainText(name);
    await expect(page).toHaveURL(/page=2/);
    await expect(pages).toContainText(`11–20 of ${total} accounts`);
  });

  test('disabling asks first, naming the person; cancelling changes nothing; enabling is one tap', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = await freshSpectator(browser, baseURL, 'Dayo');
    await signIn(page, demoEmail('admin'));
    await page.goto(`/admin-dashboard/users?q=${encodeURIComponent(person.email)}`);
    await expect(statusOf(page, person.email)).toHaveText('Active');

    await page.getByRole('button', { name: `Disable ${person.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Disable ${person.name}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(person.email);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(statusOf(page, person.email)).toHaveText('Active');
    await expect(page.getByText(new RegExp(`disabled\\s+${person.name}`))).toHaveCount(0);

    await page.getByRole('button', { name: `Disable ${person.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByRole('status')).toHaveText(`${person.name} is disabled and signed out.`);
    await expect(statusOf(page, person.email)).toHaveText('Disabled');

    await page.getByRole('button', { name: `Enable ${person.name}` }).click();
    await expect(page.getByRole('status')).toHaveText(`${person.name} is enabled again.`);
    await expect(statusOf(page, person.email)).toHaveText('Active');
  });

  test('without JavaScript, disabling goes through a confirmation step', async ({ browser, baseURL }) => {
    const person = await freshSpectator(browser, baseURL, 'Femi');
    const { context, page } = await pageWithoutScript(browser, baseURL, { signInAs: demoEmail('admin') });
    await page.goto(`/admin-dashboard/users?q=${encodeURIComponent(person.email)}`);

    await page.getByRole('link', { name: `Disable ${person.name}` }).click();
    const step = page.getByRole('region', { name: `Disable ${person.name}?` });
    await expect(step).toContainText(person.email);
    await step.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: `Disable ${person.name}?` })).toHaveCount(0);
    await expect(statusOf(page, person.email)).toHaveText('Active');

    await page.getByRole('link', { name: `Disable ${person.name}` }).click();
    await page.getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByRole('status')).toHaveText(`${person.name} is disabled and signed out.`);
    await expect(statusOf(page, person.email)).toHaveText('Disabled');
    await expect(page.getByRole('region', { name: /^Disable / })).toHaveCount(0);
    await context.close();
  });
});
