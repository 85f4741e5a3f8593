import type { Page } from '@playwright/test';
import {
  capturePost,
  expect,
  test,
  confirmedReference,
  exhaustRateLimit,
  expectNoAxeViolations,
  pageWithoutJavaScript,
  rateLimitMessage,
  replay,
  uniqueEmail,
} from './forms-support';
import { today } from './clock';

const next = (page: Page) => page.getByRole('button', { name: 'Next' });

async function fillPersonal(page: Page, email: string, dateOfBirth = '2000-05-17') {
  await page.getByLabel('Full name').fill('Chidi Okeke');
  await page.getByLabel('Date of birth').fill(dateOfBirth);
  await page.getByLabel('Phone number').fill('+234 803 555 0101');
  await page.getByLabel('Email').fill(email);
}
async function fillBackground(page: Page) {
  await page.getByLabel('Experience level').selectOption('basic-boxing');
  await page.getByLabel('Boxing goals').fill('Fight at the AJ Elite Cup');
}
async function fillFinal(page: Page) {
  await page.getByLabel('Why do you want to join the academy?').fill('I want to train properly.');
  await page.getByRole('textbox', { name: 'Emergency contact', exact: true }).fill('Ada Okeke');
  await page.getByLabel('Emergency contact phone').fill('0805 111 2222');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

/** Walks the whole wizard with JavaScript on, up to the final step. */
async function walkToFinalStep(page: Page, email: string, dateOfBirth?: string) {
  await fillPersonal(page, email, dateOfBirth);
  await next(page).click();
  await fillBackground(page);
  await next(page).click();
  await page.getByRole('radio', { name: 'Fundamentals Mastery' }).check();
  await next(page).click();
  await fillFinal(page);
}

test.describe('academy application at /academy-application', () => {
  // Each test signs in as the admin to look at the inbox: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('from the requirements to the last step: the help cards and four gated steps', async ({ page }) => {
    await test.step('before its script runs, the page already shows the first step as it will be', async () => {
      // A page of its own whose script is held back (the fixture's page waits for it on every goto).
      const early = await page.context().newPage();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await early.route('**/assets/document-*.js', async (route) => {
        await held;
        await route.continue();
      });
      // Its script is deferred: the document is parsed and shown, but not "loaded", until it runs.
      await early.goto('/academy-application', { waitUntil: 'commit' });
      const nextButton = next(early);
      await expect(nextButton).toBeDisabled();
      await expect(early.getByRole('heading', { name: 'Boxing Background' })).toBeHidden();
      await expect(early.getByRole('button', { name: 'Submit Application' })).toBeHidden();
      const place = () =>
        nextButton.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
      const before = await place();
      release();
      await expect(early.locator('form[data-stepped]')).toBeAttached();
      expect(await place()).toBe(before);
      await early.close();
    });
    await page.goto('/academy-application');
    await test.step('shows the requirements and the help cards', async () => {
      const requirements = page.getByRole('region', { name: 'Requirements' }).getByRole('listitem');
      await expect(requirements).toHaveText([
        'Aged 12-35',
        'Basic level of fitness',
        'Medical clearance certificate',
        'Commitment to the training schedule',
        'Parental consent if under 18',
        'Valid ID',
      ]);
      for (const help of ['Call Admissions', 'E-mail Us', 'Not Sure Yet?']) {
        await expect(page.getByRole('heading', { name: help })).toBeVisible();
      }
    });

    await test.step('steps through four gated steps with Previous, Next and the step indicator', async () => {
      const steps = page.getByRole('navigation', { name: 'Application steps' }).getByRole('listitem');
      await expect(steps).toHaveText([
        /Personal Info/,
        /Boxing Background/,
        /Program Selection/,
        /Final Details/,
      ]);
      await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(next(page)).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
      await test.step('passes axe before errors show', async () => {
        await expectNoAxeViolations(page);
      });

      await page.getByLabel('Full name').fill('Chidi Okeke');
      // Born before 2006: an adult, whose last step has no parental consent box.
      await page.getByLabel('Date of birth').fill('1999-03-01');
      await page.getByLabel('Phone number').fill('0803 555 0101');
      await expect(next(page)).toBeDisabled();
      await page.getByLabel('Email').fill('chidi@');
      await expect(next(page)).toBeEnabled();
      // Filled is not valid: Next shows the problem and stays put.
      await next(page).click();
      await expect(page.getByRole('alert')).toContainText('Enter a valid e-mail address');
      await test.step('passes axe after errors show', async () => {
        await expectNoAxeViolations(page);
      });
      await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
      await page.getByLabel('Email').fill('chidi@example.com');
      // Fixing it clears the problem, without complaints about steps not reached yet.
      await expect(page.getByRole('alert')).toHaveCount(0);
      await next(page).click();

      await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      await expect(page.getByRole('heading', { name: 'Boxing Background' })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
      await expect(next(page)).toBeDisabled();
      await fillBackground(page);
      await next(page).click();

      await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
      await expect(page.getByRole('radio', { name: 'Fundamentals Mastery' })).toHaveAccessibleDescription(
        /₦350,000\s*3-6 months/,
      );
      await expect(page.getByRole('radio', { name: 'Mental Champion' })).toHaveAccessibleDescription(
        /₦500,000\s*4-8 months/,
      );
      await expect(page.getByRole('radio', { name: 'Performance Elite' })).toHaveAccessibleDescription(
        /₦750,000\s*8-12 months/,
      );
      await expect(
        page.getByRole('radio', { name: 'Elite Championship Course' }),
      ).toHaveAccessibleDescription(/₦1,200,000\s*12\+ months/);
      await expect(next(page)).toBeDisabled();
      await page.getByRole('radio', { name: 'Mental Champion' }).check();
      await next(page).click();

      await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
      const submit = page.getByRole('button', { name: 'Submit Application' });
      await expect(next(page)).toHaveCount(0);
      await expect(submit).toBeDisabled();
      await fillFinal(page);
      await expect(submit).toBeEnabled();
      await test.step('shows the parental consent box for a birth year after 2006: none for one born in 1999', async () => {
        await expect(page.getByRole('checkbox', { name: /parent or guardian consents/ })).toHaveCount(0);
      });
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('radio', { name: 'Mental Champion' })).toBeChecked();
    });
  });

  test('a minor applies: the parental consent box for a birth year after 2006, required under 18, then a complete application in the inbox', async ({
    page,
    inbox,
  }) => {
    const email = uniqueEmail('academy-minor');
    await page.goto('/academy-application');
    const birth = `${Number(today.slice(0, 4)) - 15}-01-15`;
    await walkToFinalStep(page, email, birth);
    const consent = page.getByRole('checkbox', { name: /parent or guardian consents/ });
    await test.step('shows the parental consent box for a birth year after 2006, and requires it under 18', async () => {
      await expect(consent).toBeVisible();
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Applicants under 18 need a parent or guardian to agree',
      );
      await expect(consent).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('submits a complete application, which lands in the inbox', async () => {
      await consent.check();
      await page.getByRole('button', { name: 'Submit Application' }).click();
      const reference = await confirmedReference(page);
      await expect(page.getByText(/Fundamentals Mastery: ₦350,000, 3-6 months/)).toBeVisible();
      await expect(
        page.getByText('Our admissions team reviews every application within 24-48 hours.'),
      ).toBeVisible();
      expect(await inbox(reference)).toEqual([reference]);
      expect(await inbox(email)).toEqual([reference]);
    });
  });

  test('stores one record for a double click and a replayed post', async ({ page, inbox }) => {
    const email = uniqueEmail('academy-twice');
    await page.goto('/academy-application');
    await walkToFinalStep(page, email);
    const post = await capturePost(page, () =>
      page.getByRole('button', { name: 'Submit Application' }).dblclick(),
    );
    const reference = await confirmedReference(page);
    expect((await replay(page, '/academy-application', post)).html).toContain(reference);
    expect(await inbox(email)).toEqual([reference]);
  });

  test('works without JavaScript as one long form with the same validation', async ({ browser, inbox }) => {
    const page = await pageWithoutJavaScript(browser);
    const email = uniqueEmail('academy-nojs');
    await page.goto('/academy-application');
    for (const title of ['Personal Info', 'Boxing Background', 'Program Selection', 'Final Details']) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    // Born after 2006 and under 18: the server insists on parental consent, and says so.
    const minor = `${Number(today.slice(0, 4)) - 17}-12-31`;
    await fillPersonal(page, email, minor);
    await fillBackground(page);
    await page.getByRole('radio', { name: 'Performance Elite' }).check();
    await fillFinal(page);
    await page.getByLabel('Emergency contact phone').fill('not a phone');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const problems = page.getByRole('alert');
    await expect(problems).toContainText('There are 2 problems to fix');
    await expect(problems).toContainText('Enter a phone number');
    await expect(problems).toContainText('Applicants under 18 need a parent or guardian to agree');
    await expect(page.getByLabel('Full name')).toHaveValue('Chidi Okeke');
    await expect(page.getByRole('radio', { name: 'Performance Elite' })).toBeChecked();
    await page.getByLabel('Emergency contact phone').fill('0805 111 2222');
    await page.getByRole('checkbox', { name: /parent or guardian consents/ }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const reference = await confirmedReference(page);
    expect(await inbox(email)).toEqual([reference]);
    await page.context().close();
  });

  test('says clearly when an address has sent the form too often', async ({ page }) => {
    await exhaustRateLimit(page, '/academy-application');
    await page.goto('/academy-application');
    await walkToFinalStep(page, uniqueEmail('academy-limit'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert')).toContainText(rateLimitMessage);
  });
});
