import { expect, signIn, demoEmail, test } from './fixtures';

/**
 * Protests (issue 33 item 3) on the demo event: its bouts were decided when the server seeded it, so their
 * 15-minute windows are open. The demo coach protests one of their boxer's bouts; the jury's official@
 * rejects it with a reason; the public bout page shows the outcome.
 */
test('a coach protests a demo decision within the window, the jury rejects it, the bout page shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoEmail('coach'));
  await page.goto('/protests');
  await expect(page.getByRole('heading', { name: 'Protests', level: 1 })).toBeVisible();
  const first = page.getByRole('button', { name: 'Lodge a protest' }).first();
  await expect(first).toBeVisible();
  await expect(page.getByText(/Open until \d\d:\d\d WAT/).first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('protests-coach-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('protests-coach-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Reason for the protest').first().fill('The count in round 2 was too fast.');
  await first.click();
  await expect(page.getByRole('status')).toHaveText('Protest lodged: the jury will review it.');
  await expect(page.getByText('Your protest: Under review.')).toBeVisible();
  const boutLink = page.getByText('Your protest: Under review.').locator('..').getByRole('link');
  const boutPath = await boutLink.getAttribute('href');
  await page.goto(boutPath!);
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'official@ajbxng.test');
  await page.goto('/protests');
  await expect(page.getByText('“The count in round 2 was too fast.”')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('protests-jury-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('protests-jury-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('The jury’s reason').fill('The count was correct on the video.');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status')).toHaveText('Protest rejected.');
  await page.goto(boutPath!);
  await expect(page.getByText('Protest rejected: the result stands')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('bout-protest-1280.png') });
});
