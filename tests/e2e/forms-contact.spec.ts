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

async function fillMessage(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByLabel('Programme interest').selectOption('fundamentals-mastery');
  await page.getByRole('textbox', { name: 'Message' }).fill('When does the next beginners intake start?');
}

test.describe('contact form at /contact', () => {
  // Each test signs in as the admin to look at the inbox: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a message from an empty form to the inbox: the required fields, field errors, then the reference', async ({
    page,
    inbox,
  }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await test.step('passes axe before errors show', async () => {
      await expectNoAxeViolations(page);
    });

    await test.step('has the six fields, an e-mail input, and requires first name, a valid e-mail and the message', async () => {
      for (const label of [
        'First name',
        'Last name',
        'Email',
        'Phone number',
        'Programme interest',
        'Message',
      ]) {
        await expect(form.getByLabel(label)).toBeVisible();
      }
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      for (const option of await form.locator('select option').all()) {
        expect(await option.getAttribute('value')).not.toBe('');
      }
      await form.getByRole('button', { name: 'Send Message' }).click();
      const summary = page.getByRole('alert');
      await expect(summary).toContainText('There are 3 problems to fix');
      await expect(summary).toContainText('Enter your first name');
      await expect(summary).toContainText('Enter your e-mail address');
      await expect(summary).toContainText('Enter your message');
      await expect(summary).toBeFocused();
      await expect(form.getByLabel('Last name')).not.toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('passes axe after errors show', async () => {
      await expectNoAxeViolations(page);
    });

    await test.step('shows field errors, keeps what was typed, and stores nothing', async () => {
      await fillMessage(page, email);
      await page.getByRole('textbox', { name: 'Message' }).fill('   ');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert')).toContainText('Enter your message');
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
        'Enter your message',
      );
      await expect(page.getByLabel('First name')).toHaveValue('Ngozi');
      expect(await inbox(email)).toEqual([]);
    });

    await test.step('sends a message that shows its reference and lands in the inbox', async () => {
      await page.getByRole('textbox', { name: 'Message' }).fill('When does the next beginners intake start?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const reference = await confirmedReference(page);
      await expect(page.getByRole('heading', { name: 'Thank you, Ngozi!' })).toBeFocused();
      await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
      expect(await inbox(reference)).toEqual([reference]);
    });
  });

  test('once someone starts filling it in, mistakes are caught in the browser without a round trip', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    // Reaching into the form fetches its validator; a reader who never does is spared the download.
    await form.getByLabel('First name').fill('Ngozi');
    await page.waitForLoadState('networkidle');
    await form.getByLabel('Email').fill('ngozi-at-example');
    await form.getByLabel('Email').press('Tab');
    await expect(form.getByText('Enter a valid e-mail address', { exact: false }).first()).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter your message');
    await expect(page.getByRole('alert')).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('stores one record for a double click and a replayed post', async ({ page, inbox }) => {
    const email = uniqueEmail('contact-twice');
    await page.goto('/contact');
    await fillMessage(page, email);
    const post = await capturePost(page, () => page.getByRole('button', { name: 'Send Message' }).dblclick());
    const reference = await confirmedReference(page);
    expect((await replay(page, '/contact', post)).html).toContain(reference);
    expect(await inbox(email)).toEqual([reference]);
  });

  test('works without JavaScript', async ({ browser, inbox }) => {
    const page = await pageWithoutJavaScript(browser);
    const email = uniqueEmail('contact-nojs');
    await page.goto('/contact');
    await fillMessage(page, 'ngozi@localhost');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter a valid e-mail address');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'When does the next beginners intake start?',
    );
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const reference = await confirmedReference(page);
    expect(await inbox(email)).toEqual([reference]);
    await page.context().close();
  });

  test('says clearly when an address has sent the form too often', async ({ page }) => {
    await exhaustRateLimit(page, '/contact');
    await page.goto('/contact');
    await fillMessage(page, uniqueEmail('contact-limit'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText(rateLimitMessage);
  });
});
