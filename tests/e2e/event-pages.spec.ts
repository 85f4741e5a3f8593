import type { Page } from '@playwright/test';
import { demoEmail, expect, signIn, test, uniqueClientIp } from './fixtures';

/**
 * Reading the event (issue 15 items 6-8): a category's draw and the bout order as a visitor reads them on a
 * phone and without JavaScript, a boxer's public profile, the boxer's My Matches with its iCal file and the
 * admin's Matches tab.
 */

const PHONE = { width: 375, height: 812 };

/** The page itself never scrolls sideways (a bracket scrolls inside its own frame). */
async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page-level horizontal scroll').toBe(0);
}

type Listed = { id: number; slug: string; name: string };

/** A published demo tournament that has entries, with one of its entries (public list). */
async function demoTournamentWithEntries(page: Page) {
  const listed = (await (await page.request.get('/api/v1/tournaments')).json()) as { tournaments: Listed[] };
  for (const t of listed.tournaments) {
    const response = await page.request.get(`/api/v1/tournaments/${t.id}/entries`);
    if (response.status() !== 200) continue;
    const { entries } = (await response.json()) as {
      entries: {
        boxerId: string;
        boxerName: string;
        club: string | null;
        categoryId: number;
        category: string;
      }[];
    };
    if (entries.length > 0) return { tournament: t, entry: entries[0]! };
  }
  throw new Error('The demo has no published tournament with entries');
}

test.describe('before the draw', () => {
  test.use({ viewport: PHONE });

  test('a visitor on a phone reads what the draw and the bout order will show', async ({ page }) => {
    const { tournament, entry } = await demoTournamentWithEntries(page);
    await page.goto(`/tournaments/${tournament.slug}`);
    const draws = page.getByRole('region', { name: 'Draws', exact: true });
    await expect(draws).toContainText('appears here once the weigh-in is done and the draw is made');
    await expect(draws.getByRole('link')).toHaveCount(0);

    await page.goto(`/tournaments/${tournament.slug}/categories/${entry.categoryId}`);
    await expect(page.getByRole('heading', { level: 1, name: entry.category })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not drawn yet' })).toBeVisible();
    await expectNoPageScroll(page);

    await page.goto(`/tournaments/${tournament.slug}/bouts`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bout order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No bout order yet' })).toBeVisible();
    await expectNoPageScroll(page);
  });

  test('an unknown category or boxer is the not-found page', async ({ page }) => {
    const { tournament } = await demoTournamentWithEntries(page);
    for (const path of [
      `/tournaments/${tournament.slug}/categories/999999`,
      `/tournaments/no-such-event/bouts`,
      `/boxers/no-such-boxer`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    }
  });
});

test('a boxer’s public profile shows name, club, record and tournaments, nothing private', async ({
  page,
}) => {
  const { tournament, entry } = await demoTournamentWithEntries(page);
  await page.goto(`/boxers/${entry.boxerId}`);
  await expect(page.getByRole('heading', { level: 1, name: entry.boxerName })).toBeVisible();
  if (entry.club) await expect(page.getByText(entry.club).first()).toBeVisible();
  await expect(page.getByText('Record (W-L-D)')).toBeVisible();
  const entered = page.getByRole('region', { name: 'Tournaments entered' });
  await expect(entered.getByRole('link', { name: tournament.name })).toBeVisible();
  await expect(entered).toContainText(entry.category);
  await expect(page.locator('main')).not.toContainText(/date of birth|\bkg\b|@/i);
});

test.describe('without JavaScript', () => {
  test('the category, bout order and profile pages are whole server-rendered pages', async ({
    browser,
    baseURL,
  }) => {
    // A context of its own: the fixture's page waits for hydration, which never comes without JavaScript.
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: PHONE,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    const page = await context.newPage();
    const { tournament, entry } = await demoTournamentWithEntries(page);
    await page.goto(`/tournaments/${tournament.slug}/categories/${entry.categoryId}`);
    await expect(page.getByRole('heading', { name: 'Not drawn yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Bout order' }).click();
    await expect(page).toHaveURL(`/tournaments/${tournament.slug}/bouts`);
    await expect(page.getByRole('heading', { name: 'No bout order yet' })).toBeVisible();
    await page.goto(`/boxers/${entry.boxerId}`);
    await expect(page.getByRole('heading', { level: 1, name: entry.boxerName })).toBeVisible();
    await context.close();
  });
});

test('My Matches says where the boxer’s bouts will appear and offers them as an iCal file', async ({
  page,
}) => {
  await signIn(page, demoEmail('boxer'));
  await page.goto('/student-dashboard');
  const matches = page.getByRole('region', { name: 'My Matches' });
  await expect(matches.getByRole('heading', { name: 'No bouts yet' })).toBeVisible();
  const ical = matches.getByRole('link', { name: /Add my bouts to my calendar/ });
  const response = await page.request.get((await ical.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  expect(await response.text()).toContain('BEGIN:VCALENDAR');
});

test('the admin’s Matches tab says where bouts will appear', async ({ page }) => {
  await signIn(page, demoEmail('admin'));
  await page.goto('/admin-dashboard/matches');
  await expect(page.getByRole('heading', { name: 'Matches', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
});
