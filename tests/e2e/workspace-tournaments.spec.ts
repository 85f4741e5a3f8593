import type { APIRequestContext, Page } from '@playwright/test';
import { demoEmail, expect, hydrating, pageWithoutScript, signIn, test } from './fixtures';
import { lagosDay } from './clock';

/**
 * The workspace's tournaments (issue 14 items 3, 6): the admin dashboard's Tournaments tab for an organiser,
 * a tournament's management page (publish, cancel with a reason, record the result, capacity), and SPEC §8's
 * API answer without a session. The platform admin's Tournaments tab, the role dashboards' Tournaments tabs
 * (item 7) and SPEC §8's error toasts are steps of tests/e2e/dashboards.spec.ts, which opens those dashboards.
 */

const ORGANISER = 'organiser@ajbxng.test';

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
  // A platform admin's tab (every organisation's tournaments, newest first, with creators and formats) and its
  // cards on a phone are steps of the admin's tests in tests/e2e/dashboards.spec.ts, which load that page.

  test('an organiser sees only their organisation’s tournaments, publishes a draft, cancels one with a reason, records the result of one that has started, and may not manage another’s', async ({
    page,
    baseURL,
    request,
  }) => {
    await signIn(page, ORGANISER);
    const name = unique('Ibadan Elite Night');
    const id = await newDraft(page.request, baseURL!, name);
    const started = unique('Ikorodu Derby');
    // Starting today, registration closing today: it may be published, and has started.
    const startedId = await newDraft(page.request, baseURL!, started, {
      startDate: lagosDay(0),
      endDate: lagosDay(1),
      registrationDeadline: lagosDay(0),
      weighInDate: lagosDay(0),
    });
    const published = await page.request.post(`/api/v1/tournaments/${startedId}/publish`, {
      headers: { origin: baseURL! },
    });
    expect(published.status(), await published.text()).toBe(200);

    await test.step('an organiser sees only their organisation’s', async () => {
      await page.goto('/admin-dashboard');
      await expect(page.getByText('Ikeja Boxing Club', { exact: true })).toBeVisible();
      for (const demo of ['Lagos Open Championship', 'Ikeja Novice Classic', 'Lekki Beach Fight Night'])
        await expect(row(page, demo)).toContainText('Kunle Adebayo');
      const names = await page.getByRole('table').getByRole('rowheader').getByRole('link').allTextContents();
      expect(names).toContain('Ikeja Summer Open');
      for (const academys of ['AJ Elite Cup Abuja Invitational', 'Kano Regional Championship'])
        expect(names).not.toContain(academys);
    });

    await test.step('an organiser publishes a draft', async () => {
      // A draft is nobody else's business: a visitor is told it does not exist.
      expect((await request.get(`/api/v1/tournaments/${id}`)).status()).toBe(404);
      await row(page, name).getByRole('link', { name: 'Manage' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/tournaments/${id}$`));
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

    await test.step('cancelling asks for a reason: refused without one, done with one', async () => {
      // The tournament just published. That a refused cancelling leaves a draft a draft, and cancels one
      // with a reason, is app/features/tournaments/tournaments.server.test.ts › 'cancels with a reason of
      // 1-500 characters, any state but completed or cancelled'.
      await page.getByRole('button', { name: 'Cancel tournament…' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel ${name}?` });
      await expect(dialog).toBeVisible();
      // Spaces pass the browser's own check; the server refuses them, and nothing changes.
      await dialog.getByLabel('Reason for cancelling').fill('   ');
      await dialog.getByRole('button', { name: 'Cancel tournament' }).click();
      await expect(dialog.getByText('Give a reason for cancelling')).toBeVisible();
      await expect(dialog.getByLabel('Reason for cancelling')).toHaveAttribute('aria-invalid', 'true');
      await page.reload();
      await expect(page.getByText('active', { exact: true })).toBeVisible();

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

    await test.step('the organiser records the result of a tournament that has started: it is completed', async () => {
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Tournaments' })
        .click();
      await row(page, started).getByRole('link', { name: 'Manage' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/tournaments/${startedId}$`));

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

    await test.step('an organiser may not manage another organisation’s tournament', async () => {
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
});

test.describe('a tournament’s management page', () => {
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

  test('an Enterprise organisation raises a capacity beyond 128; a Professional one is told it cannot; an unknown tournament is a 404 inside the dashboard', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, demoEmail('admin'));
    await test.step('an Enterprise organisation raises a capacity beyond 128; a Professional one is told it cannot', async () => {
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

    await test.step('an unknown tournament is a 404 inside the dashboard', async () => {
      const response = await page.goto('/admin-dashboard/tournaments/999999');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('There is no such tournament.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    });
  });
});

// The role dashboards' Tournaments tabs (coach, student, spectator) are steps of their dashboards' tests in
// tests/e2e/dashboards.spec.ts, which load those dashboards; so are SPEC §8's error toasts (the coach's
// dashboard, the admin's Tournaments tab).
test.describe('SPEC §8: the dashboards’ errors', () => {
  test('an API call without a session answers 401 Not authenticated', async ({ request }) => {
    const response = await request.get('/api/v1/me');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Not authenticated' },
    });
  });
});
