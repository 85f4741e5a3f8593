import { expect, test, confirmedReference, pageWithoutJavaScript, uniqueEmail } from './forms-support';
import type { Page } from '@playwright/test';

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('Organization name').fill('Ikeja Boxing Club');
  await page.getByLabel('Contact person').fill('Sade Bello');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0803 000 1111');
  await page.getByLabel('Organization type').selectOption('sports-club');
  await page.getByLabel('Participants per tournament').selectOption('32-64');
}

test.describe('organisation sign-up at /get-started', () => {
  // Each test signs in as the admin to look at the inbox: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('from the plans to a registration in the inbox: the benefits and prices, the gate, field errors, then the registration', async ({
    page,
    inbox,
  }) => {
    const email = uniqueEmail('signup');
    const badEmail = email.replace('@', '@@');
    await page.goto('/get-started');
    await test.step('shows the four benefits, the three plans with their prices, and What Happens Next', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const benefit of [
        'Brackets in Minutes',
        'Live Scoring',
        'Safe and Compliant',
        'Analytics that Matter',
      ]) {
        await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
      }
      const plans = page.getByRole('radio');
      await expect(plans).toHaveCount(3);
      await expect(page.getByRole('radio', { name: 'Starter' })).toHaveAccessibleDescription(
        /2 tournaments a month, 32 participants each/,
      );
      await expect(page.getByText('₦50,000', { exact: true })).toBeVisible();
      await expect(page.getByText('₦150,000', { exact: true })).toBeVisible();
      await expect(page.getByText('₦500,000', { exact: true })).toBeVisible();
      await expect(page.getByText('Most Popular')).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Professional' })).toHaveAccessibleDescription(
        /Unlimited tournaments, 128/,
      );
      await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
      await expect(page.getByText(/within 2 hours/).first()).toBeVisible();
      for (const option of await page.locator('select option').all()) {
        expect(await option.getAttribute('value')).not.toBe('');
      }
    });

    const submit = page.getByRole('button', { name: 'Register Organization' });
    await test.step('keeps submit disabled until a plan is chosen and the terms agreed', async () => {
      await expect(submit).toBeDisabled();
      await fillRegistration(page, email);
      await expect(submit).toBeDisabled();
      await page.getByRole('radio', { name: 'Professional' }).check();
      await expect(submit).toBeDisabled();
      await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
      await expect(submit).toBeEnabled();
      await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).uncheck();
      await expect(submit).toBeDisabled();
      await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    });

    await test.step('shows field errors next to each field and in a summary, keeps what was typed, and stores nothing', async () => {
      await page.getByLabel('Organization name').fill('');
      await page.getByLabel('Email').fill(badEmail);
      await page.getByLabel('Phone number').fill('');
      await page.getByRole('button', { name: 'Register Organization' }).click();
      const summary = page.getByRole('alert');
      await expect(summary).toContainText('There are 3 problems to fix');
      await expect(summary.getByRole('link', { name: "Enter your organization's name" })).toBeVisible();
      const emailField = page.getByLabel('Email');
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expect(emailField).toHaveAccessibleDescription(
        'Enter a valid e-mail address, like name@example.com',
      );
      await expect(page.getByLabel('Contact person')).toHaveValue('Sade Bello');
      // A later fix clears each message as soon as the field is right.
      await page.getByLabel('Organization name').fill('Ikeja Boxing Club');
      await expect(page.getByLabel('Organization name')).not.toHaveAttribute('aria-invalid', 'true');
      expect(await inbox(badEmail)).toEqual([]);
    });

    await test.step('then registers and lands in the inbox', async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone number').fill('0803 000 1111');
      await submit.click();
      const reference = await confirmedReference(page);
      await expect(page.getByRole('heading', { name: 'Welcome aboard, Sade!' })).toBeFocused();
      await expect(page.getByText('Professional, ₦150,000 a month')).toBeVisible();
      expect(await inbox(reference)).toEqual([reference]);
    });
  });

  test('works without JavaScript: the same validation and the same confirmation', async ({
    browser,
    inbox,
  }) => {
    const page = await pageWithoutJavaScript(browser);
    const email = uniqueEmail('signup-nojs');
    await page.goto('/get-started');
    const submit = page.getByRole('button', { name: 'Register Organization' });
    await expect(submit).toBeEnabled();
    await page.getByRole('radio', { name: 'Starter' }).check();
    await fillRegistration(page, 'nobody@nowhere');
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await submit.click();
    await expect(page.getByRole('alert')).toContainText(
      'Enter a valid e-mail address, like name@example.com',
    );
    await expect(page.getByLabel('Organization name')).toHaveValue('Ikeja Boxing Club');
    await expect(page.getByRole('radio', { name: 'Starter' })).toBeChecked();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Register Organization' }).click();
    const reference = await confirmedReference(page);
    // Reloading the confirmation posts the same form instance again: same reference, still one record.
    await page.reload();
    expect(await confirmedReference(page)).toBe(reference);
    expect(await inbox(email)).toEqual([reference]);
    await page.context().close();
  });
});
