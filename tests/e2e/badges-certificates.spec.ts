import { expect, hydrated, lookAt, signIn, test } from './fixtures';

/**
 * Issue 33 items 2 and 5: the demo's results earn badges, shown on a boxer's public profile; a coach uploads a
 * student's medical certificate, which lists it (private: the authorization matrix and
 * app/features/certificates/certificates.server.test.ts cover who may see it).
 */
test('a ranked demo boxer’s profile shows their badges', async ({ page }) => {
  await page.goto('/rankings');
  const first = page.getByRole('table').first().getByRole('row').nth(1);
  await first.getByRole('link').click();
  const badges = page.getByRole('region', { name: 'Badges' });
  await expect(badges.getByText('First bout', { exact: true })).toBeVisible();
  await expect(badges.getByText('First win', { exact: true })).toBeVisible();
  await expect(badges.getByText('Ranked top 3', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(badges, { path: 'test-results/badges-profile-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(badges, { path: 'test-results/badges-profile-375.png' });
});

test('a coach uploads a student’s medical certificate', async ({ page }) => {
  await signIn(page, 'coach@ajbxng.test');
  await page.goto('/coach-dashboard');
  await page
    .getByRole('link', { name: /^Certificates of / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/medical-certificates\//);
  await hydrated(page);
  // The licence, kept and shown.
  await page.getByLabel('Licence number').fill('NBF-2026-0917');
  await page.getByLabel('Issuing body').fill('Nigeria Boxing Federation');
  await page.getByLabel('Valid until').fill('2027-06-30');
  await page.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByRole('status')).toHaveText('Licence saved.');
  await expect(page.getByText('NBF-2026-0917', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Nigeria Boxing Federation · valid until Wednesday, 30 June 2027/),
  ).toBeVisible();
  await page.getByLabel('The certificate (PDF, JPEG or PNG, up to 5 MB)').setInputFiles({
    name: 'fitness-2027.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% fit to box\n%%EOF\n'),
  });
  await page.getByLabel('Issued by (doctor or hospital)').fill('Kano Sports Clinic');
  await page.getByLabel('Issued on').fill('2026-11-20');
  await page.getByLabel('Expires on').fill('2027-11-19');
  await page.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(page.getByRole('status')).toHaveText('Uploaded: fitness-2027.pdf.');
  const list = page.getByRole('list', { name: 'Medical certificates' });
  await expect(list.getByRole('link', { name: 'fitness-2027.pdf' })).toBeVisible();
  await expect(list.getByText('Valid until Friday, 19 November 2027')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, { path: 'test-results/certificates-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(page, { path: 'test-results/certificates-375.png', fullPage: true });
  // The file is served to the coach, never to a visitor.
  const href = await list.getByRole('link', { name: 'fitness-2027.pdf' }).getAttribute('href');
  expect((await page.request.get(href!)).headers()['content-type']).toBe('application/pdf');
  await page.context().clearCookies();
  expect((await page.request.get(href!)).status()).toBe(401);
});
