import { expect, hydrated, lookAt, signIn, test } from './fixtures';

/**
 * Issue 33 item 1: the demo's rankings (the demo event's decided bouts and its finished categories' medals,
 * and the completed tournaments boxed on the platform),
 * filtered in the address; a ranked boxer's rank on their profile; the admin's bootcamp selection (shortlist,
 * invite, publish) and the cohort on the bootcamp page.
 */
test('the demo has rankings: filter them, see a boxer’s rank on their profile', async ({ page }) => {
  await page.goto('/ajbxng-tournaments');
  await page.getByRole('link', { name: 'See the rankings' }).click();
  await expect(page).toHaveURL(/\/rankings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Rankings by Division/);
  await expect(page.getByRole('heading', { name: 'How the rankings work' })).toBeVisible();
  await hydrated(page);

  await page.getByLabel('Gender').selectOption('women');
  await page.getByLabel('Age group').selectOption('elite');
  await page.getByRole('button', { name: 'Show rankings' }).click();
  await expect(page).toHaveURL(/gender=women/);
  await expect(page).toHaveURL(/ageGroup=elite/);
  const divisions = page.getByRole('heading', { level: 2, name: /^Women \d+ kg · Elite 20-34$/ });
  await expect(divisions.first()).toBeVisible();
  expect(await page.getByRole('heading', { level: 2, name: /^Men / }).count()).toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, { path: 'test-results/rankings-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(page, { path: 'test-results/rankings-375.png', fullPage: true });

  const first = page.getByRole('table').first().getByRole('row').nth(1);
  await expect(first.getByRole('cell').first()).toHaveText('1');
  const name = (await first.getByRole('link').textContent())!.trim();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const rankings = page.getByRole('region', { name: 'Rankings' });
  await expect(rankings.getByText(/^Rank 1 of \d+$/).first()).toBeVisible();
  await expect(rankings.getByRole('link', { name: /^Women \d+ kg · Elite 20-34$/ }).first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(rankings, { path: 'test-results/rankings-profile-1280.png' });

  // Men 55 kg has no category in the live event: its five come from a completed tournament, the AJ Elite
  // Cup Lagos Qualifier, boxed weeks ago; its first's profile has the rank and the badges of it.
  await page.goto('/rankings?weightClass=wb-m55&ageGroup=elite&gender=men');
  const past = page.getByRole('table').first();
  await expect(page.getByRole('heading', { level: 2, name: 'Men 55 kg · Elite 20-34' })).toBeVisible();
  await expect(past.getByRole('row')).toHaveCount(6);
  await past.getByRole('row').nth(1).getByRole('link').click();
  await expect(rankings.getByText('Rank 1 of 5')).toBeVisible();
  await expect(page.getByText('Champion · Elite').first()).toBeVisible();
  await lookAt(page, { path: 'test-results/rankings-past-profile-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(page, { path: 'test-results/rankings-past-profile-375.png', fullPage: true });
});

test('the admin shortlists, invites and publishes the bootcamp cohort; the bootcamp page shows it', async ({
  page,
}) => {
  await signIn(page, 'admin@ajbxng.test');
  await page.goto('/admin-dashboard/bootcamp');
  await hydrated(page);
  const table = page.getByRole('table', { name: /top 20/ });
  const first = table.getByRole('row').nth(1);
  const name = (await first.getByRole('link').textContent())!.trim();
  await first.getByRole('button', { name: `Shortlist ${name}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${name} is on the 2027 shortlist.`);
  await expect(first.getByText('Shortlisted')).toBeVisible();

  await page.getByRole('button', { name: 'Invite the shortlist (1)' }).click();
  await expect(page.getByRole('status')).toHaveText('1 boxer invited by e-mail and on their phone.');
  await expect(first.getByText('Invited')).toBeVisible();
  await page.getByRole('button', { name: 'Publish the cohort' }).click();
  await expect(page.getByRole('status')).toHaveText('The 2027 cohort is published on the bootcamp page.');
  await lookAt(page, { path: 'test-results/rankings-bootcamp-admin-1280.png', fullPage: true });

  await page.goto('/aj-bootcamp-london');
  const cohort = page.getByRole('region', { name: 'The 2027 Cohort' });
  await expect(cohort.getByRole('link', { name })).toBeVisible();
  await lookAt(cohort, { path: 'test-results/rankings-cohort-1280.png' });
});
