import { readFileSync } from 'node:fs';
import { expect, lookAt, signIn, test } from './fixtures';

/**
 * Venue mode (issue 18): the sheet an organiser prints for the hall (the laptop's address as a QR code, what
 * officials do, the venue screens), the admin's backup download, and the event's export for the upload.
 */
const shots = process.env.VENUE_SHOTS;

test('an admin opens the venue sheet: a QR code and the address to type, the rings’ screens; prints it on one page', async ({
  page,
}) => {
  await signIn(page, 'admin@ajbxng.test');
  await page.goto('/admin-dashboard');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Venue' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/venue$/);

  const sheet = page.locator('#venue-sheet');
  await expect(sheet.getByRole('heading', { name: 'Officials: scan to score' })).toBeVisible();
  const qr = sheet.getByRole('img', {
    name: /^QR code for http:\/\/.+\/sign-in\?redirectTo=%2Freferee-dashboard$/,
  });
  await expect(qr.first()).toBeVisible();
  await expect(qr.first().locator('svg')).toBeVisible();
  const address = sheet.getByTestId('sheet-address');
  await expect(address).toHaveText(/^http:\/\/[\w.-]+:\d+$/);
  // The QR code says the address printed beside it.
  expect(await qr.first().getAttribute('aria-label')).toContain(await address.innerText());
  // The demo event is on today, on two rings: each ring's screen is listed (with those of any other
  // tournament on today, which the specs running beside this one make).
  await expect(sheet.getByText(/\/tournaments\/[\w-]+\/screen\?ring=1$/).first()).toBeVisible();
  await expect(sheet.getByText(/\/tournaments\/[\w-]+\/screen\?ring=2$/).first()).toBeVisible();

  if (shots) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await lookAt(page, { path: `${shots}/venue-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await lookAt(page, { path: `${shots}/venue-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  // Printed: the sheet alone, on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print the sheet' })).toBeHidden();
  await expect(sheet.getByRole('heading', { name: 'Officials: scan to score' })).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  if (shots) await lookAt(page, { path: `${shots}/venue-print.png`, fullPage: true });
});

test('an admin downloads a backup taken while the server runs, and the event’s export', async ({ page }) => {
  await signIn(page, 'admin@ajbxng.test');
  await page.goto('/admin-dashboard/venue');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download a backup now' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ajbxng-.*\.tar\.gz$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.length).toBeGreaterThan(100_000);
  // A gzip file.
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

  // The demo event by its whole name (other demo tournaments' names begin 'AJ Elite Cup' too), on either tab:
  // it is seeded for the day the server started, so after midnight in Lagos it is listed under Past.
  type Listed = { id: number; slug: string; name: string };
  const listed: Listed[] = [];
  for (const status of ['upcoming', 'past']) {
    const answer = await page.request.get(`/api/v1/tournaments?q=Lagos%20Regional&status=${status}`);
    const body = (await answer.json()) as { tournaments?: Listed[] };
    listed.push(...(body.tournaments ?? []));
  }
  const event = listed.find((t) => t.name === 'AJ Elite Cup — Lagos Regional');
  expect(event, 'the demo event').toBeTruthy();
  const exported = await page.request.get(`/api/v1/tournaments/${event!.id}/export`);
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-disposition']).toBe(
    `attachment; filename="${event!.slug}.tournament.json"`,
  );
  const document = (await exported.json()) as { format: string; bouts: unknown[]; scorecards: unknown[] };
  expect(document.format).toBe('ajbxng.tournament');
  expect(document.bouts.length).toBeGreaterThan(0);
  expect(document.scorecards.length).toBeGreaterThan(0);
});

test('the venue sheet is for organisers and admins: a boxer is refused, a visitor sent to sign in', async ({
  page,
}) => {
  const visitor = await page.request.get('/admin-dashboard/venue', { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  await signIn(page, 'boxer@ajbxng.test');
  const response = await page.goto('/admin-dashboard/venue');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Officials: scan to score' })).toHaveCount(0);
  // The backup (every account in it) is a platform admin's only, organisers included.
  expect((await page.request.get('/admin-dashboard/venue/backup', { maxRedirects: 0 })).status()).toBe(403);
});
