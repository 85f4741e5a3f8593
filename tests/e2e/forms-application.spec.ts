import type { Page } from '@playwright/test';
import {
  expect,
  test,
  confirmedReference,
  expectNoAxeViolations,
  pageWithoutJavaScript,
  submitEmpty,
  uniqueEmail,
} from './forms-support';

async function fillRequired(page: Page, email: string) {
  await page.getByLabel('First name').fill('Bisi');
  await page.getByLabel('Last name').fill('Adeyemi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0809 000 1111');
  await page.getByLabel('Boxing experience').selectOption('some-experience');
  await page.getByLabel('Why do you want to join?').fill('To compete within a year.');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /fitness and medical assessment/ }).check();
}

test.describe('program application at /application', () => {
  // Each test signs in as the admin to look at the inbox: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('from an empty form to the chosen programme in the inbox: the cards, the required fields, field errors, then the application', async ({
    page,
    inbox,
  }) => {
    const email = uniqueEmail('apply');
    await page.goto('/application');
    await test.step('passes axe before and after errors show', async () => {
      await expectNoAxeViolations(page);
      await submitEmpty(page);
      await expectNoAxeViolations(page);
    });

    await test.step('offers four programme cards with Fundamentals Mastery chosen, the process, the goals and native required fields', async () => {
      await expect(page.getByRole('radio')).toHaveCount(4);
      await expect(page.getByRole('radio', { name: 'Fundamentals Mastery' })).toBeChecked();
      for (const step of ['Apply', 'Review', 'Assessment', 'Start Training']) {
        await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
      }
      await expect(page.getByText(/within 24-48 hours/).first()).toBeVisible();
      await expect(page.getByRole('group', { name: 'Your goals' }).getByRole('checkbox')).toHaveCount(6);
      for (const label of [
        'First name',
        'Last name',
        'Email',
        'Phone number',
        'Boxing experience',
        'Why do you want to join?',
      ]) {
        await expect(page.getByLabel(label)).toHaveAttribute('required', '');
      }
      await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAttribute(
        'required',
        '',
      );
      await expect(page.getByRole('checkbox', { name: /fitness and medical assessment/ })).toHaveAttribute(
        'required',
        '',
      );
      await expect(page.getByLabel('Medical details')).toHaveCount(0);
      await page.getByRole('checkbox', { name: /medical condition or injury/ }).check();
      await expect(page.getByLabel('Medical details')).toBeVisible();
      // Nothing to declare after all.
      await page.getByRole('checkbox', { name: /medical condition or injury/ }).uncheck();
    });

    await test.step('shows field errors and stores nothing for invalid input', async () => {
      await fillRequired(page, email);
      await page.getByLabel('Boxing experience').selectOption('none');
      await page.getByLabel('Age').fill('150');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      const summary = page.getByRole('alert');
      await expect(summary).toContainText('Choose your boxing experience');
      await expect(summary).toContainText('Age must be a whole number from 5 to 99');
      await summary.getByRole('link', { name: 'Choose your boxing experience' }).click();
      await expect(page.getByLabel('Boxing experience')).toBeFocused();
      expect(await inbox(email)).toEqual([]);
    });

    await test.step('applies for the chosen programme and lands in the inbox', async () => {
      await page.getByLabel('Boxing experience').selectOption('some-experience');
      await page.getByLabel('Age').fill('');
      await page.getByRole('radio', { name: 'Performance Elite' }).check();
      await page.getByRole('checkbox', { name: 'Compete in amateur tournaments' }).check();
      await page.getByRole('button', { name: 'Submit Application' }).click();
      const reference = await confirmedReference(page);
      await expect(page.getByText('Performance Elite', { exact: true })).toBeVisible();
      await expect(page.getByText(/review your application within 24-48 hours/)).toBeVisible();
      expect(await inbox(reference)).toEqual([reference]);
      // A priced programme's application ends in a deposit (20 %) or full payment (issue 31 item 4).
      const offer = page.getByRole('region', { name: 'Pay for Performance Elite online' });
      await expect(offer.getByRole('radio', { name: /^Deposit · ₦400,000/ })).toBeChecked();
      await expect(offer.getByRole('radio', { name: /^In full · ₦2,000,000/ })).toBeVisible();
    });

    await test.step('offers four programme cards…: the one a link names is chosen', async () => {
      await page.goto('/application?program=mental-champion');
      await expect(page.getByRole('radio', { name: 'Mental Champion' })).toBeChecked();
    });
  });

  test('works without JavaScript', async ({ browser, inbox }) => {
    const page = await pageWithoutJavaScript(browser);
    const email = uniqueEmail('apply-nojs');
    await page.goto('/application');
    await fillRequired(page, email);
    await page.getByRole('checkbox', { name: /medical condition or injury/ }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert')).toContainText('Tell us about the condition or injury');
    await expect(page.getByLabel('First name')).toHaveValue('Bisi');
    await page.getByLabel('Medical details').fill('Old wrist injury, healed.');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /fitness and medical assessment/ }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const reference = await confirmedReference(page);
    expect(await inbox(email)).toEqual([reference]);
    // Paying for it works without JavaScript too: a visitor is asked to sign in first, and comes back.
    await page.getByRole('radio', { name: /^In full · ₦1,000,000/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(
      /\/sign-in\?redirectTo=%2Fapplication%2Fpay%3Fprogramme%3Dfundamentals-mastery/,
    );
    await page.context().close();
  });
});
