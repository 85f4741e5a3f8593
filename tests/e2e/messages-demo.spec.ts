import { demoDriver } from '../../scripts/demo-live';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 32 item 5: the demo event moves as `npm run demo:live` moves it (its driver, through the API as the
 * officials do) and Lanre Ogbu, whose final is next on ring 1 and who takes his messages on WhatsApp, has
 * "on in about 30 minutes" once on the admin's Messages page (the doubles' record of what each phone got).
 */
test('the demo moves and Lanre’s "on in about 30 minutes" is on the Messages page once', async ({
  page,
  baseURL,
}) => {
  const driver = await demoDriver(baseURL!);
  // Until Lanre's final starts: the final in the ring is decided, then the next on ring 1 is his.
  let lanreStarted = false;
  for (let i = 0; i < 12 && !lanreStarted; i++) {
    const step = await driver.step();
    if (step.kind === 'done') break;
    if (step.kind === 'started') {
      const bout = await page.request.get(`/api/v1/bouts/${step.boutId}`);
      lanreStarted = (await bout.text()).includes('Lanre Ogbu');
    }
  }
  expect(lanreStarted).toBe(true);

  await signIn(page, 'admin@ajbxng.test');
  const soon = page.getByText(
    /^Lanre Ogbu is on in about 30 minutes: bout \d+, ring 1, about \d+:\d\d WAT\./,
  );
  await expect(async () => {
    await page.goto('/admin-dashboard/messages?who=Lanre');
    await expect(soon).toHaveCount(1);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('Lanre Ogbu', { exact: true }).first()).toBeVisible();
});
