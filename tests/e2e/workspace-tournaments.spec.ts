import type { APIRequestContext, Page } from '@playwright/test';
import { demoEmail, expect, hydrated, hydrating, pageWithoutScript, signIn, test } from './fixtures';
import { lagosDay } from './clock';

/**
 * The workspace's tournaments (issue 14 items 3, 6, 7): the admin dashboard's Tournaments tab for a platform
 * admin and for an organiser, a tournament's management page (publish, cancel with a reason), the role
 * dashboards' Tournaments tabs with the demo's active tournaments, and SPEC §8's dashboard errors.
 */

const ORGANISER = 'organiser@ajbxng.test';

/** The demo's five sample tournaments (server/demo/tournaments.ts), by start date, with their badges. */
const activeDemo: [string, string][] = [
  ['Ikeja Novice Classic', 'Registration Closed'],
  ['Kano Regional Championship', 'Registration Closing'],
  ['Port Harcourt Golden Gloves', 'Full'],
  ['AJ Elite Cup Abuja Invitational', 'Invitation Only'],
  ['Lagos Open Championship', 'Open Registration'],
];

/** A draft of the signed-in organiser's organisation (an admin's: the academy's), made through the API; its id. */
async function newDraft(
  request: APIRequestContext,
  baseURL: string,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const response = await request.post('/api/v1/tournaments', {
    headers: { origin: baseURL },
    data: {
      name,
      format: 'double-elimination',
      startDate: lagosDay(50),
      endDate: lagosDay(51),
      city: 'Ibadan',
      level: 'Elite',
      weightClasses: ['lightweight', 'welterweight'],
      ageGroups: ['elite'],
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { tournament: { id: number } }).tournament.id;
}

const unique = (name: string) =>
  `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The desktop table's row of a tournament. */
const row = (page: Page, name: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('the workspace’s Tournaments tab', () => {
  test('a platform admin sees every organisation’s tournaments, newest first, with creators and formats', async ({
    page,
  }) => {
    await signIn(page, demoEmail('admin'));
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Tournaments', level: 2 })).toBeVisible();
    await expect(page.getByText('Every organisation')).toBeVisible();

    const invitational = row(page, 'AJ Elite Cup Abuja Invitational');
    await expect(invitational).toContainText('AJBXNG Boxing Academy');
    await expect(invitational).toContainText('SWISS_SYSTEM');
    await expect(invitational).toContainText('Adaeze Okafor');
    await expect(invitational).toContainText('12 of 32');
    await expect(invitational.getByText('active', { exact: true })).toBeVisible();

    const lagosOpen = row(page, 'Lagos Open Championship');
    await expect(lagosOpen).toContainText('Ikeja Boxing Club');
    await expect(lagosOpen).toContainText('SINGLE_ELIMINATION');
    await expect(lagosOpen).toContainText('Kunle Adebayo');
    await expect(row(page, 'Kano Regional Championship')).toContainText('ROUND_ROBIN');
    await expect(row(page, 'Abuja Youth Championships')).toContainText('DOUBLE_ELIMINATION');
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
    await expect(page.getByRole('heading', { name: 'Port Harcourt Golden Gloves', level: 2 })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '24 of 24 places taken' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByText('Full: every place is taken.')).toBeVisible();
  });

  test('an organiser sees only their organisation’s, and may not manage another’s', async ({ page }) => {
    await signIn(page, ORGANISER);
    await page.goto('/admin-dashboard');
    await expect(page.getByText('Ikeja Boxing Club', { exact: true })).toBeVisible();
    for (const name of ['Lagos Open Championship', 'Ikeja Novice Classic', 'Lekki Beach Fight Night'])
      await expect(row(page, name)).toContainText('Kunle Adebayo');
    const names = await page.getByRole('table').getByRole('rowheader').getByRole('link').allTextContents();
    expect(names).toContain('Ikeja Summer Open');
    for (const academys of ['AJ Elite Cup Abuja Invitational', 'Kano Regional Championship'])
      expect(names).not.toContain(academys);

    // The academy's tournament is public, but not this organiser's to manage.
    const listing = await page.request.get('/api/v1/tournaments?q=Abuja%20Invitational');
    const [academyTournament] = ((await listing.json()) as { tournaments: { id: number }[] }).tournaments;
    const response = await page.goto(`/admin-dashboard/tournaments/${academyTournament!.id}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Not yours to open' })).toBeVisible();
    await expect(
      page.getByText("Only the organisation's organisers or a platform admin may manage this tournament."),
    ).toBeVisible();
  });

  test('an organiser with no tournament yet is told what will appear and how to make the first', async ({
    page,
  }) => {
    await signIn(page, 'kano@ajbxng.test');
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'No tournaments yet' })).toBeVisible();
    await expect(page.getByText(/Your organisation’s tournaments appear here, newest first/)).toBeVisible();
    await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
    await page.getByRole('link', { name: 'Create your first tournament' }).click();
    await expect(page).toHaveURL(/\/tournaments\/create$/);
  });

  test('on a phone, each tournament is a card with its status, dates and entries', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, demoEmail('admin'));
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('table')).toBeHidden();
    const card = page
      .getByRole('list', { name: 'Tournaments, newest first' })
      .getByRole('listitem')
      .filter({ hasText: 'Lagos Open Championship' });
    await expect(card).toContainText('SINGLE_ELIMINATION');
    await expect(card).toContainText('Kunle Adebayo');
    // 21 demo entries, plus whoever the registration specs running beside this one have entered.
    await expect(card).toContainText(/(?<!\d)(2[1-9]|[3-5]\d|6[0-4]) of 64(?!\d)/);
    // Within the width of the screen: nothing to scroll sideways for.
    const manage = await card.getByRole('link', { name: 'Manage Lagos Open Championship' }).boundingBox();
    expect(manage!.x).toBeGreaterThanOrEqual(0);
    expect(manage!.x + manage!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('a tournament’s management page', () => {
  test('an organiser publishes a draft', async ({ page, baseURL, request }) => {
    await signIn(page, ORGANISER);
    const name = unique('Ibadan Elite Night');
    const id = await newDraft(page.request, baseURL!, name);
    // A draft is nobody else's business: a visitor is told it does not exist.
    expect((await request.get(`/api/v1/tournaments/${id}`)).status()).toBe(404);
    await page.goto(`/admin-dashboard/tournaments/${id}`);
    // The same page open in a second tab, from before the publishing.
    const stale = hydrating(await page.context().newPage());
    await stale.goto(`/admin-dashboard/tournaments/${id}`);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.getByText('draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin-dashboard/tournaments/${id}/edit`,
    );

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText(`${name} is published: it is on the calendar and open for entries.`),
    ).toBeVisible();
    await expect(page.getByText('active', { exact: true })).toBeVisible();
    await expect(page.getByText('Open Registration', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    // Publishing again from the stale tab is refused, and said, though the page no longer offers it.
    await stale.getByRole('button', { name: 'Publish' }).click();
    await expect(stale.getByRole('alert')).toHaveText('This tournament is already published.');
    await expect(stale.getByText('active', { exact: true })).toBeVisible();
    await stale.close();

    // Published: it is everyone's to see, at its public address.
    expect((await request.get(`/api/v1/tournaments/${id}`)).status()).toBe(200);
    await expect(page.getByRole('link', { name: /^Public page: \/tournaments\// })).toHaveAttribute(
      'href',
      /^\/tournaments\/ibadan-elite-night-/,
    );
  });

  test('cancelling asks for a reason: refused without one, done with one', async ({ page, baseURL }) => {
    await signIn(page, ORGANISER);
    const name = unique('Oyo Open');
    const id = await newDraft(page.request, baseURL!, name);
    await page.goto(`/admin-dashboard/tournaments/${id}`);

    await page.getByRole('button', { name: 'Cancel tournament…' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${name}?` });
    await expect(dialog).toBeVisible();
    // Spaces pass the browser's own check; the server refuses them, and nothing changes.
    await dialog.getByLabel('Reason for cancelling').fill('   ');
    await dialog.getByRole('button', { name: 'Cancel tournament' }).click();
    await expect(dialog.getByText('Give a reason for cancelling')).toBeVisible();
    await expect(dialog.getByLabel('Reason for cancelling')).toHaveAttribute('aria-invalid', 'true');
    await page.reload();
    await expect(page.getByText('draft', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel tournament…' }).click();
    await page.getByLabel('Reason for cancelling').fill('The venue is closed for repairs.');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel tournament' }).click();
    await expect(page.getByText(`${name} is cancelled.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('The venue is closed for repairs.')).toBeVisible();
    await expect(
      page.getByText('This tournament is cancelled: there is nothing left to change.'),
    ).toBeVisible();
  });

  test('works without JavaScript: publish, then cancel through a confirmation step', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutScript(browser, baseURL, { signInAs: ORGANISER });
    const name = unique('Abeokuta Classic');
    const id = await newDraft(context.request, baseURL!, name);

    await page.goto(`/admin-dashboard/tournaments/${id}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `${name} is published: it is on the calendar and open for entries.`,
    );
    await expect(page.getByText('active', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Cancel tournament…' }).click();
    const step = page.getByRole('region', { name: `Cancel ${name}?` });
    await step.getByLabel('Reason for cancelling').fill(' ');
    await step.getByRole('button', { name: 'Cancel tournament' }).click();
    await expect(page.getByRole('region', { name: `Cancel ${name}?` })).toContainText(
      'Give a reason for cancelling',
    );
    await expect(page.getByText('active', { exact: true })).toBeVisible();
    await page.getByLabel('Reason for cancelling').fill('Too few entries.');
    await page.getByRole('button', { name: 'Cancel tournament' }).click();
    await expect(page.getByRole('status')).toHaveText(`${name} is cancelled.`);
    await expect(page.getByText('Too few entries.')).toBeVisible();
    await context.close();
  });

  test('the organiser records the result of a tournament that has started: it is completed', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, ORGANISER);
    const name = unique('Ikorodu Derby');
    // Starting today, registration closing today: it may be published, and has started.
    const id = await newDraft(page.request, baseURL!, name, {
      startDate: lagosDay(0),
      endDate: lagosDay(1),
      registrationDeadline: lagosDay(0),
      weighInDate: lagosDay(0),
    });
    const published = await page.request.post(`/api/v1/tournaments/${id}/publish`, {
      headers: { origin: baseURL! },
    });
    expect(published.status(), await published.text()).toBe(200);
    await page.goto(`/admin-dashboard/tournaments/${id}`);

    const category = 'Welterweight (147 lbs) · Elite 20-34 · Women';
    await page.getByLabel('Winner').fill('  ');
    await page.getByLabel('Category').selectOption(category);
    await page.getByRole('button', { name: 'Record result' }).click();
    await expect(page.getByText('Name the winner', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Winner')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('active', { exact: true })).toBeVisible();

    await page.getByLabel('Winner').fill('Amarachi Obi');
    await page.getByRole('button', { name: 'Record result' }).click();
    await expect(page.getByText(`Result recorded: Amarachi Obi won ${category}.`)).toBeVisible();
    await expect(page.getByText('completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Correct the result' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel tournament…' })).toHaveCount(0);
  });

  test('an Enterprise organisation raises a capacity beyond 128; a Professional one is told it cannot', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, demoEmail('admin'));
    const name = unique('Academy Mega Open');
    const id = await newDraft(page.request, baseURL!, name);
    await page.goto(`/admin-dashboard/tournaments/${id}`);
    await expect(page.getByText('AJBXNG Boxing Academy', { exact: false }).first()).toBeVisible();
    await page.getByLabel('Places', { exact: true }).fill('200');
    await page.getByRole('button', { name: 'Save capacity' }).click();
    await expect(page.getByText('Capacity is now 200 places.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '0 of 200 places taken' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Places', { exact: true })).toHaveValue('200');

    const lagosOpen = await page.request.get('/api/v1/tournaments?q=Lagos%20Open%20Championship');
    const [ikejas] = ((await lagosOpen.json()) as { tournaments: { id: number }[] }).tournaments;
    await page.goto(`/admin-dashboard/tournaments/${ikejas!.id}`);
    await expect(
      page.getByText('Beyond 128 places, up to 1,024, is a setting of the Enterprise plan.'),
    ).toBeVisible();
    await expect(page.getByLabel('Places', { exact: true })).toHaveCount(0);
  });

  test('an unknown tournament is a 404 inside the dashboard', async ({ page }) => {
    await signIn(page, demoEmail('admin'));
    const response = await page.goto('/admin-dashboard/tournaments/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('There is no such tournament.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  });
});

test.describe('the role dashboards’ Tournaments tabs', () => {
  const dashboards = [
    { role: 'coach', path: '/coach-dashboard', heading: 'Active tournaments' },
    { role: 'boxer', path: '/student-dashboard', heading: 'Active tournaments' },
    { role: 'spectator', path: '/spectator-dashboard', heading: 'Tournaments to follow' },
  ] as const;
  for (const { role, path, heading } of dashboards) {
    test(`${path} lists the active tournaments by start date, with their badges`, async ({ page }) => {
      await signIn(page, demoEmail(role));
      await page.goto(path);
      await page.getByRole('tab', { name: 'Tournaments' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Tournaments' });
      await expect(panel.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      const list = panel.getByRole('list', { name: `${heading}, by start date` });
      const names = await list.getByRole('heading', { level: 3 }).allTextContents();
      // Other tests publish tournaments of their own meanwhile: the demo's keep their order among them.
      expect(names.filter((n) => activeDemo.some(([demo]) => demo === n))).toEqual(
        activeDemo.map(([n]) => n),
      );
      for (const name of ['Lekki Beach Fight Night', 'Ikeja Summer Open']) expect(names).not.toContain(name);
      for (const [name, badge] of activeDemo) {
        const item = list
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name, exact: true }) });
        await expect(item.getByText(badge, { exact: true })).toBeVisible();
      }
      const kano = list.getByRole('listitem').filter({ hasText: 'Kano Regional Championship' });
      await expect(kano).toContainText('Kano');
      await expect(kano).toContainText('Beginner-Intermediate');
      await kano.getByRole('link', { name: 'View Kano Regional Championship' }).click();
      await expect(page).toHaveURL(/\/tournaments\/kano-regional-championship/);
      await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
    });
  }
});

test.describe('SPEC §8: the dashboards’ errors', () => {
  test('a dashboard whose data fails to load shows the error toast', async ({ page }) => {
    await signIn(page, demoEmail('coach'));
    await page.goto('/account');
    // The dashboard's data never arrives: the connection drops on the way.
    await page.route('**/coach-dashboard.data*', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: /Tunde Bakare/ }).click();
    await page.getByRole('menuitem', { name: 'My dashboard' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load dashboard data' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Error');
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    // Once the connection is back, Try again loads it.
    await page.unroute('**/coach-dashboard.data*');
    await page.getByRole('link', { name: 'Try again' }).click();
    await hydrated(page);
    await expect(page.getByRole('tab', { name: 'Tournaments' })).toBeVisible();
  });

  test('an admin tab whose data fails to load shows the same toast', async ({ page }) => {
    await signIn(page, demoEmail('admin'));
    await page.goto('/admin-dashboard/users');
    await page.route('**/admin-dashboard.data*', (route) => route.abort('connectionfailed'));
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Tournaments' })
      .click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load dashboard data' }),
    ).toBeVisible();
  });

  test('an API call without a session answers 401 Not authenticated', async ({ request }) => {
    const response = await request.get('/api/v1/me');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Not authenticated' },
    });
  });
});
