import { expect, lookAt, signIn, test } from './fixtures';

/**
 * Issue 32: a platform admin's Messages tab shows what each phone got from the local doubles. A sign-in code
 * asked for a number goes through the outbox and the worker to the SMS double, and is on the page, sent.
 */
test('the Messages tab shows the SMS the double took, newest first, filtered by the number as typed', async ({
  page,
  baseURL,
}) => {
  const asked = await page.request.post('/api/auth/phone-number/send-otp', {
    headers: { origin: baseURL! },
    data: { phoneNumber: '0803 555 0199' },
  });
  expect(asked.ok()).toBe(true);

  await signIn(page, 'admin@ajbxng.test');
  await page.goto('/admin-dashboard');
  await page.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'What went to people’s phones' })).toBeVisible();
  await page.getByLabel('Number or name').fill('0803 555 0199');
  const row = page.getByRole('row').filter({ hasText: 'is your AJBXNG code' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(row).toHaveCount(1);
    await expect(row.getByText('sent', { exact: true })).toBeVisible();
  }).toPass({ timeout: 15_000 });
  await expect(row.getByText('+2348035550199', { exact: true })).toBeVisible();
  await expect(row.getByText('termii-double')).toBeVisible();

  await lookAt(page, { path: '.tmp/messages-shots/messages-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(page, { path: '.tmp/messages-shots/messages-375.png', fullPage: true });
});
