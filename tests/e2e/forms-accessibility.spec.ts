import { expectNoAxeViolations, submitEmpty, test } from './forms-support';

/**
 * axe on the public forms, before and after errors show. The forms a person can send empty (contact, the
 * programme application) and the academy wizard are checked within their own specs, on the page their
 * test has already loaded, as are the inbox's list and an enquiry (inbox.spec.ts). The forms here gate
 * their submit button, so only `submitEmpty` reaches the state where every required field complains, a
 * state no other test of the form passes through.
 */
test.describe('the public forms pass axe, before and after errors show', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const path of ['/get-started', '/schedule-demo', '/book-consultation']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await submitEmpty(page);
      await expectNoAxeViolations(page);
    });
  }
});
