import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, hydrating, submitDirectly, test } from './forms-support';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

// axe is injected as a script tag, which the site's own Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

declare global {
  interface Window {
    axe: { run: () => Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }> };
  }
}

async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const { violations } = await page.evaluate(() => window.axe.run());
  expect(
    violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
  ).toEqual([]);
}

/** Sends the form as it stands, past the spec's submit gates, so that every required field complains. */
async function submitEmpty(page: Page) {
  await page
    .locator('form[method="post"]')
    .first()
    .evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page.getByRole('alert')).toContainText(/problem/);
}

test.describe('the public forms pass axe, before and after errors show', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const path of ['/contact', '/get-started', '/schedule-demo', '/book-consultation', '/application']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await submitEmpty(page);
      await expectNoAxeViolations(page);
    });
  }

  test('/academy-application, step by step', async ({ page }) => {
    await page.goto('/academy-application');
    await expectNoAxeViolations(page);
    await page.getByLabel('Full name').fill('Chidi Okeke');
    await page.getByLabel('Date of birth').fill('2000-05-17');
    await page.getByLabel('Phone number').fill('0803 555 0101');
    await page.getByLabel('Email').fill('chidi@');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter a valid e-mail address');
    await expectNoAxeViolations(page);
  });

  test('the inbox list and an enquiry', async ({ page, adminSession, browser }) => {
    const reference = await submitDirectly(page, '/book-consultation', {
      name: 'Axe Tester',
      email: 'axe@example.com',
      phone: '0817 222 3333',
      goals: 'Learn to box',
      agreedTerms: 'on',
    });
    const admin = await browser.newContext({ storageState: adminSession, bypassCSP: true });
    const inbox = hydrating(await admin.newPage());
    await inbox.goto('/admin-dashboard/enquiries');
    await expectNoAxeViolations(inbox);
    await inbox.goto(`/admin-dashboard/enquiries/${reference}`);
    await expect(inbox.getByRole('heading', { name: 'Submission' })).toBeVisible();
    await expectNoAxeViolations(inbox);
    await admin.close();
  });
});
