import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
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
 * The role dashboards: every tab says what it holds or will hold, and none shows a spinner that never stops;
 * the Tournaments tabs list the demo's active tournaments (issue 14 item 7), the admin's Tournaments tab every
 * organisation's (items 3, 6), and a dashboard whose data fails to load says so (SPEC §8). And the admin's
 * Users tab, on a phone too. One sign-in and one dashboard load per person, its checks as steps.
 */
const tabbedDashboards: {
  role: DemoRole;
  path: string;
  tabs: [string, RegExp][];
  /** The heading of the Tournaments tab's list of active tournaments, where the dashboard has one. */
  tournaments?: string;
}[] = [
  {
    role: 'coach',
    path: '/coach-dashboard',
    tournaments: 'Active tournaments',
    tabs: [
      // Real since issue 15 (an empty list says how students get there: tests/e2e/registration.spec.ts); the
      // demo coach coaches the academy's boxers in the demo event since issue 30 (checked below).
      ['My Students', /The boxers you coach: record \(W-L-D\)/],
      // Real since issue 15 (tests/e2e/entries-admin.spec.ts): the students' upcoming bouts, or how they arrive
      // (the demo coach's students may have bouts that other specs drew).
      [
        'Match Schedule',
        /Bouts arrive once a student is entered in a tournament|upcoming bouts, soonest first/,
      ],
      // Real content since issue 14: the active tournaments (checked in full below).
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
    tournaments: 'Active tournaments',
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
    tournaments: 'Tournaments to follow',
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
  // The academy's photography and film (issue 30 item 7).
  ['Site media', 'Where each shows'],
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
  // A page the framework runs on (the home page, /about, the course pages and the enquiry forms are plain
  // documents: decision 0034).
  await page.goto('/account');
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

/** The demo's five sample tournaments (server/demo/tournaments.ts), by start date, with their badges. */
const activeDemo: [string, string][] = [
  ['Ikeja Novice Classic', 'Registration Closed'],
  ['Kano Regional Championship', 'Registration Closing'],
  ['Port Harcourt Golden Gloves', 'Full'],
  ['AJ Elite Cup Abuja Invitational', 'Invitation Only'],
  ['Lagos Open Championship', 'Open Registration'],
];

/**
 * A role dashboard's Tournaments tab: the demo's active tournaments by start date with their badges, none of
 * its draft or completed ones; a tournament's link leads to its public page (the page leaves the dashboard).
 */
async function activeTournaments(page: Page, heading: string) {
  await page.getByRole('tab', { name: 'Tournaments' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Tournaments' });
  await expect(panel.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  const list = panel.getByRole('list', { name: `${heading}, by start date` });
  const names = await list.getByRole('heading', { level: 3 }).allTextContents();
  // Other tests publish tournaments of their own meanwhile: the demo's keep their order among them.
  expect(names.filter((n) => activeDemo.some(([demo]) => demo === n))).toEqual(activeDemo.map(([n]) => n));
  for (const name of ['Lekki Beach Fight Night', 'Ikeja Summer Open']) expect(names).not.toContain(name);
  for (const [name, badge] of activeDemo) {
    const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(item.getByText(badge, { exact: true })).toBeVisible();
  }
  const kano = list.getByRole('listitem').filter({ hasText: 'Kano Regional Championship' });
  await expect(kano).toContainText('Kano');
  await expect(kano).toContainText('Beginner-Intermediate');
  await kano.getByRole('link', { name: 'View Kano Regional Championship' }).click();
  await expect(page).toHaveURL(/\/tournaments\/kano-regional-championship/);
  await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
}

/** The admin's desktop table's row of a tournament. */
const row = (page: Page, name: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

/** What a dashboard shows when its data failed to load (SPEC §8). */
const loadFailedToast = (page: Page) =>
  page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load dashboard data' });

test.describe('dashboards', () => {
  for (const { role, path, tabs, tournaments } of tabbedDashboards) {
    test(`opened from another page, ${path} says 'Loading dashboard...' while its data is on its way; every tab says what it will hold; none spins`, async ({
      page,
    }) => {
      // The coach's and the spectator's also check what the demo event gives them (issue 30): a page more.
      if (role === 'coach' || role === 'spectator') test.slow();
      await signIn(page, demoEmail(role));
      await test.step(`opening the ${role}'s dashboard from another page says 'Loading dashboard...' while its data is on its way`, () =>
        openWhileLoading(page, role));
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await test.step('every tab says what it will hold; none spins', async () => {
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
      if (role === 'coach')
        await test.step('the demo coach sees their students in the demo event with their next bout times (issue 30)', async () => {
          // Every student (other specs add students of their own to the demo coach): the academy's boxers
          // of the demo event, one of them in the final in the ring, another in a final to come.
          await page.goto('/coach-dashboard?students=all');
          const students = page.getByRole('table', { name: 'My Students' });
          const withBout = students
            .getByRole('row')
            .filter({ hasText: /In the ring now|\d{1,2}:\d{2}\s?[ap]m WAT/i });
          await expect(withBout.first()).toBeVisible();
          expect(await withBout.count()).toBeGreaterThanOrEqual(1);
          await expect(withBout.first()).toContainText(/Bout \d+ · Ring \d/);
          await page.getByRole('tab', { name: 'Match Schedule' }).click();
          await expect(
            page
              .getByRole('list', { name: 'Upcoming bouts' })
              .getByRole('listitem')
              .filter({ hasText: 'AJ Elite Cup — Lagos Regional' }),
          ).not.toHaveCount(0);
        });
      if (role === 'spectator')
        await test.step('the hub shows the poll on the final in the ring and six highlights (issue 30)', async () => {
          await page.getByRole('tab', { name: 'Fan Voting' }).click();
          const voting = page.getByRole('tabpanel', { name: 'Fan Voting' });
          await expect(
            voting.getByRole('region', { name: /^Who wins the .+ final\?$/ }).first(),
          ).toBeVisible();
          await page.getByRole('tab', { name: 'Highlights' }).click();
          const highlights = page.getByRole('tabpanel', { name: 'Highlights' });
          await expect(highlights.getByRole('listitem')).toHaveCount(6);
          // The pictures are served like any upload, and they load.
          const picture = highlights.getByRole('img').first();
          await expect(picture).toBeVisible();
          await picture.scrollIntoViewIfNeeded();
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
        });
      if (tournaments)
        await test.step(`${path} lists the active tournaments by start date, with their badges`, () =>
          activeTournaments(page, tournaments));
      if (role === 'coach')
        await test.step('a dashboard whose data fails to load shows the error toast', async () => {
          // From the tournament's page the Tournaments tab led to, back to the dashboard through the account
          // menu: its data never arrives, the connection drops on the way.
          await page.route('**/coach-dashboard.data*', (route) => route.abort('connectionfailed'));
          await page.getByRole('button', { name: /Tunde Bakare/ }).click();
          await page.getByRole('menuitem', { name: 'My dashboard' }).click();
          const toast = loadFailedToast(page);
          await expect(toast).toBeVisible();
          await expect(toast).toContainText('Error');
          await expect(toast).toHaveAttribute('data-type', 'error');
          // No answer at all: the server is out of reach, not at fault. The panel says it comes back.
          await expect(page.getByRole('heading', { name: 'Back in a moment' })).toBeVisible();
          await expect(page.getByText('This page comes back by itself as soon as it answers.')).toBeVisible();
          await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

          // Once the connection is back, the dashboard loads by itself.
          await page.unroute('**/coach-dashboard.data*');
          await expect(page.getByRole('tab', { name: 'Tournaments' })).toBeVisible({ timeout: 15_000 });
        });
    });
  }

  test("opened from another page, the admin's dashboard says 'Loading dashboard...' while its data is on its way; every admin tab shows its content or says what it will hold; none spins", async ({
    page,
  }) => {
    // An upload's renditions (AVIF at three widths) take seconds on a busy machine.
    test.slow();
    await signIn(page, demoEmail('admin'));
    await test.step("opening the admin's dashboard from another page says 'Loading dashboard...' while its data is on its way", () =>
      openWhileLoading(page, 'admin'));

    await test.step('a platform admin sees every organisation’s tournaments, newest first, with creators and formats', async () => {
      await expect(page.getByRole('heading', { name: 'Tournaments', level: 2 })).toBeVisible();
      await expect(page.getByText('Every organisation')).toBeVisible();

      const invitational = row(page, 'AJ Elite Cup Abuja Invitational');
      await expect(invitational).toContainText('AJBXNG Boxing Academy');
      await expect(invitational).toContainText('Swiss System');
      await expect(invitational).toContainText('Adaeze Okafor');
      await expect(invitational).toContainText('12 of 32');
      await expect(invitational.getByText('active', { exact: true })).toBeVisible();

      const lagosOpen = row(page, 'Lagos Open Championship');
      await expect(lagosOpen).toContainText('Ikeja Boxing Club');
      await expect(lagosOpen).toContainText('Single Elimination');
      await expect(lagosOpen).toContainText('Kunle Adebayo');
      await expect(row(page, 'Kano Regional Championship')).toContainText('Round Robin');
      await expect(row(page, 'Abuja Youth Championships')).toContainText('Double Elimination');
      // SPEC §4's backend statuses: a draft yellow, completed blue.
      await expect(row(page, 'Lekki Beach Fight Night').getByText('draft', { exact: true })).toHaveAttribute(
        'data-status',
        'draft',
      );
      await expect(row(page, 'Ikeja Summer Open').getByText('completed', { exact: true })).toBeVisible();

      // Newest first: the demo's draft was made last, its first past result first.
      const names = await page.getByRole('table').getByRole('rowheader').getByRole('link').allTextContents();
      const demoOrder = [
        'Lekki Beach Fight Night',
        'Lagos Open Championship',
        'AJ Elite Cup Abuja Invitational',
        'Port Harcourt Golden Gloves',
        'Kano Regional Championship',
        'Ikeja Novice Classic',
        'AJ Elite Cup Lagos Qualifier',
        'Abuja Youth Championships',
        'Ikeja Summer Open',
      ];
      expect(names.filter((n) => demoOrder.includes(n))).toEqual(demoOrder);

      await row(page, 'Port Harcourt Golden Gloves').getByRole('link', { name: 'Manage' }).click();
      await expect(page).toHaveURL(/\/admin-dashboard\/tournaments\/\d+$/);
      await expect(
        page.getByRole('heading', { name: 'Port Harcourt Golden Gloves', level: 2 }),
      ).toBeVisible();
      await expect(page.getByRole('progressbar', { name: '24 of 24 places taken' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      await expect(page.getByText('Full: every place is taken.')).toBeVisible();
    });

    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await test.step('every admin tab shows its content or says what it will hold; none spins', async () => {
      for (const [tab, content] of adminSections) {
        await sections.getByRole('link', { name: tab, exact: false }).click();
        await expect(page.getByRole('main').getByText(content).first()).toBeVisible();
        await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
      }
    });

    await test.step('an admin uploads a hero photo (alt text required), and the home page serves it as AVIF and WebP with srcset, its size, eager and first', async () => {
      await sections.getByRole('link', { name: 'Site media' }).click();
      const upload = page.getByRole('region', { name: 'Upload' });
      const photo = await sharp({
        create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 150, b: 40 } },
      })
        .jpeg()
        .toBuffer();
      await upload
        .getByLabel('Photo or film')
        .setInputFiles({ name: 'hero.jpg', mimeType: 'image/jpeg', buffer: photo });
      const title = `Hero ${Date.now()}`;
      await upload.getByLabel('Title').fill(title);
      // Without alt text the photo is refused, saying why.
      await upload.getByLabel('Alt text (required)').fill('abc');
      await upload.getByRole('button', { name: 'Upload' }).click();
      await expect(upload.getByText(/Alt text is required/)).toBeVisible();
      await upload
        .getByLabel('Photo or film')
        .setInputFiles({ name: 'hero.jpg', mimeType: 'image/jpeg', buffer: photo });
      await upload
        .getByLabel('Alt text (required)')
        .fill('A boxer on the heavy bag under the Lagos gym lights');
      await upload.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByRole('status')).toContainText(`“${title}” is in the library, in 6 renditions.`, {
        timeout: 30_000,
      });
      await expect(page.getByRole('article', { name: title })).toContainText(
        'AVIF and WebP at 480, 960, 1200 px',
      );

      const heroSlot = page.getByRole('combobox', { name: /Home hero/ });
      await heroSlot.selectOption({ label: title });
      await page.getByRole('button', { name: 'Save Home hero' }).click();
      await expect(page.getByRole('status')).toContainText('The slot shows it now.');
      await expect(page.getByRole('article', { name: title })).toContainText('Shown in: home-hero');

      // A visitor (no cookie) gets the page from the public page cache, which the assignment cleared.
      const visitor = await page
        .context()
        .browser()!
        .newContext({ baseURL: new URL(page.url()).origin });
      const home = await visitor.newPage();
      await home.goto('/');
      const picture = home.locator('[data-photo-slot="home-hero"] picture');
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        /\/api\/v1\/site-media\/[a-f0-9]{32}\.avif 480w, .+ 960w, .+ 1200w/,
      );
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
        'srcset',
        /\.webp 480w, .+ 1200w/,
      );
      await expect(picture.locator('source').first()).toHaveAttribute('sizes', /vw/);
      const img = picture.locator('img');
      await expect(img).toHaveAttribute('alt', 'A boxer on the heavy bag under the Lagos gym lights');
      await expect(img).toHaveAttribute('width', '1200');
      await expect(img).toHaveAttribute('height', '800');
      await expect(img).toHaveAttribute('loading', 'eager');
      await expect(img).toHaveAttribute('fetchpriority', 'high');
      // Chromium takes the AVIF, served for a year under a strong ETag.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
      const file = await visitor.request.get(await img.evaluate((el: HTMLImageElement) => el.currentSrc));
      expect(file.headers()['content-type']).toBe('image/avif');
      expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers()['etag']).toMatch(/^"[a-f0-9]{32}\.avif"$/);

      // A success story's card shows the athlete's portrait once its slot has one, instead of initials.
      const storySlot = page.getByRole('combobox', { name: /Success story: Chinedu Okafor/ });
      await storySlot.selectOption({ label: title });
      await page.getByRole('button', { name: 'Save Success story: Chinedu Okafor' }).click();
      await expect(page.getByRole('status')).toContainText('The slot shows it now.');
      // The status said so already for the hero: the photo's card naming its new slot is this save's answer.
      await expect(page.getByRole('article', { name: title })).toContainText(/Shown in: .*story-/);
      const stories = await visitor.newPage();
      await stories.goto('/success-stories');
      await expect(
        stories.getByRole('article', { name: 'Chinedu Okafor' }).getByRole('img', { name: /heavy bag/ }),
      ).toHaveAttribute('loading', 'lazy');
      await visitor.close();
      await storySlot.selectOption({ label: 'Drawn art (no photo)' });
      await page.getByRole('button', { name: 'Save Success story: Chinedu Okafor' }).click();
      await expect(page.getByRole('status')).toContainText('The slot shows the drawn art again.');

      // The hero goes back to the drawn art, as the other specs expect it.
      await heroSlot.selectOption({ label: 'Drawn art (no photo)' });
      await page.getByRole('button', { name: 'Save Home hero' }).click();
      await expect(page.getByRole('status')).toContainText('The slot shows the drawn art again.');
    });

    await test.step('an admin tab whose data fails to load shows the same toast', async () => {
      await page.route('**/admin-dashboard.data*', (route) => route.abort('connectionfailed'));
      await sections.getByRole('link', { name: 'Tournaments' }).click();
      await expect(loadFailedToast(page)).toBeVisible();
    });
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
    await test.step('on a phone, each tournament is a card with its status, dates and entries', async () => {
      await expect(page.getByRole('table')).toBeHidden();
      const card = page
        .getByRole('list', { name: 'Tournaments, newest first' })
        .getByRole('listitem')
        .filter({ hasText: 'Lagos Open Championship' });
      await expect(card).toContainText('Single Elimination');
      await expect(card).toContainText('Kunle Adebayo');
      // 21 demo entries, plus whoever the registration specs running beside this one have entered.
      await expect(card).toContainText(/(?<!\d)(2[1-9]|[3-5]\d|6[0-4]) of 64(?!\d)/);
      // Within the width of the screen: nothing to scroll sideways for (the page's width is checked above).
      const manage = await card.getByRole('link', { name: 'Manage Lagos Open Championship' }).boundingBox();
      expect(manage!.x).toBeGreaterThanOrEqual(0);
      expect(manage!.x + manage!.width).toBeLessThanOrEqual(375);
    });
    // Every account's controls are within the width of the screen: nothing to scroll sideways for.
    await page.goto(`/admin-dashboard/users?q=${encodeURIComponent(demoEmail('coach'))}`);
    for (const control of ['Role of Tunde Bakare', 'Save role of Tunde Bakare', 'Disable Tunde Bakare']) {
      const box = await page.getByLabel(control, { exact: true }).boundingBox();
      expect(box, control).not.toBeNull();
      expect(box!.x, control).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, control).toBeLessThanOrEqual(375);
    }
  });

  test('shows ten accounts a page, newest first, with links to the others that keep the filter (SPEC §9); disabling asks first, naming the person; cancelling changes nothing; enabling is one tap', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = await freshSpectator(browser, baseURL, 'Kemi');
    await signIn(page, demoEmail('admin'));
    const accounts = page.getByRole('list', { name: 'Accounts, newest first' }).getByRole('listitem');
    await test.step('shows ten accounts a page, newest first, with links to the others that keep the filter (SPEC §9)', async () => {
      // The newest account is on the first page (other tests sign people up beside this one: among the ten).
      await page.goto('/admin-dashboard/users');
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

    await test.step('disabling asks first, naming the person; cancelling changes nothing; enabling is one tap', async () => {
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
