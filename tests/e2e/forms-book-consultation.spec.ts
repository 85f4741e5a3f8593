import { expect, test, confirmedReference, pageWithoutJavaScript, uniqueEmail } from './forms-support';

test.describe('free consultation at /book-consultation', () => {
  // Each test signs in as the admin to look at the inbox: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('from the programme cards to a booking in the inbox: the interested list, the gate, field errors, then the booking', async ({
    page,
    inbox,
  }) => {
    const email = uniqueEmail('consult');
    await page.goto('/book-consultation');
    await test.step('toggles programme cards in the interested list and shows the three coaches and the promises', async () => {
      await expect(page.getByText(/Confirmed within 2 hours/)).toBeVisible();
      await expect(page.getByText(/30-minute session/)).toBeVisible();
      await expect(page.getByText(/Action plan within 24 hours/)).toBeVisible();
      const coaches = page
        .getByRole('region', { name: 'Meet the Coaches' })
        .getByRole('heading', { level: 3 });
      await expect(coaches).toHaveCount(3);
      const interested = page.locator('[aria-live="polite"]', { hasText: 'Interested in:' });
      await expect(interested).toHaveText('Interested in: none chosen yet');
      await page.getByRole('checkbox', { name: 'Mental Champion' }).check();
      await page.getByRole('checkbox', { name: 'Fundamentals Mastery' }).check();
      await expect(interested).toHaveText('Interested in: Fundamentals Mastery, Mental Champion');
      await page.getByRole('checkbox', { name: 'Mental Champion' }).uncheck();
      await expect(interested).toHaveText('Interested in: Fundamentals Mastery');
      await expect(page.getByRole('checkbox', { name: 'Fundamentals Mastery' })).toHaveAccessibleDescription(
        /3-6 months/,
      );
      await expect(
        page.getByRole('checkbox', { name: 'Elite Championship Course' }),
      ).toHaveAccessibleDescription(/6-12 months/);
      await expect(page.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    });

    const submit = page.getByRole('button', { name: 'Book Free Consultation' });
    await test.step('keeps Book disabled until name, e-mail, phone, goals and agreement are set', async () => {
      await expect(submit).toBeDisabled();
      // Performance Elite after all.
      await page.getByRole('checkbox', { name: 'Fundamentals Mastery' }).uncheck();
      await page.getByRole('checkbox', { name: 'Performance Elite' }).check();
      await page.getByLabel('Full name').fill('Tope Bello');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone number').fill('0817 222 3333');
      await expect(submit).toBeDisabled();
      await page.getByLabel('Your goals').fill('Conditioning for my next fight.');
      await expect(submit).toBeDisabled();
      await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
      await expect(submit).toBeEnabled();
    });

    await test.step('shows field errors and stores nothing for invalid input', async () => {
      await page.getByLabel('Phone number').fill('12');
      await submit.click();
      await expect(page.getByRole('alert')).toContainText('Enter a phone number');
      await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Phone number')).toHaveValue('12');
      expect(await inbox(email)).toEqual([]);
    });

    await test.step('then books and lands in the inbox', async () => {
      await page.getByLabel('Phone number').fill('0817 222 3333');
      await page.getByRole('radio', { name: 'WhatsApp' }).check();
      await submit.click();
      const reference = await confirmedReference(page);
      await expect(page.getByText('Performance Elite', { exact: true })).toBeVisible();
      await expect(page.getByText(/We confirm your consultation within 2 hours/)).toBeVisible();
      expect(await inbox(reference)).toEqual([reference]);
    });
  });

  test('works without JavaScript', async ({ browser, inbox }) => {
    const page = await pageWithoutJavaScript(browser);
    const email = uniqueEmail('consult-nojs');
    await page.goto('/book-consultation');
    await page.getByRole('checkbox', { name: 'Mental Champion' }).check();
    await page.getByLabel('Full name').fill('Tope Bello');
    await page.getByLabel('Email').fill('tope@localhost');
    await page.getByLabel('Phone number').fill('0817 222 3333');
    await page.getByLabel('Your goals').fill('Mental strength.');
    await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter a valid e-mail address');
    await expect(page.getByRole('checkbox', { name: 'Mental Champion' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /I agree to be contacted/ })).toBeChecked();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    const reference = await confirmedReference(page);
    expect(await inbox(email)).toEqual([reference]);
    await page.context().close();
  });
});
