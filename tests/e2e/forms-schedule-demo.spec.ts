import type { Page } from '@playwright/test';
import {
  capturePost,
  expect,
  hydrating,
  test,
  confirmedReference,
  pageWithoutJavaScript,
  replay,
  uniqueEmail,
} from './forms-support';
import { lagosInstant } from '../../app/lib/lagos-time';
import { lagosDay } from './clock';

/** Each test books its own slot, so that tests running side by side never compete for one. */
async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Kunle Ajayi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Organization').fill('Surulere Boxing Club');
  await page.getByLabel('Your role').selectOption('owner');
  await page.getByLabel('Number of students').selectOption('25-50');
}

test.describe('demo booking at /schedule-demo', () => {
  // Each test signs in as the admin to look at the inbox: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("from tomorrow's slots to a booking in the inbox: the slots and formats, the gate, field errors, then the booking", async ({
    page,
    inbox,
  }) => {
    const email = uniqueEmail('demo');
    await page.goto('/schedule-demo');
    await test.step("offers tomorrow's six slots in WAT with 11:00 booked, two formats, and the bonus", async () => {
      await expect(page.getByText('30-minute live demo')).toBeVisible();
      await expect(page.getByText('₦25,000')).toBeVisible();
      await expect(page.getByText(/within 5 minutes/)).toBeVisible();
      await expect(page.getByText(/within 24 hours/)).toBeVisible();
      const tomorrow = new Intl.DateTimeFormat('en-NG', {
        timeZone: 'Africa/Lagos',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(lagosInstant(lagosDay(1), '12:00'));
      await expect(page.getByText(`Tomorrow, ${tomorrow}`)).toBeVisible();
      await expect(page.getByText(/West Africa Time \(WAT\)/)).toBeVisible();
      const slots = ['9:00 AM', '10:00 AM', '11:00 AM', '2:00 PM', '3:00 PM', '4:00 PM'];
      for (const slot of slots)
        await expect(page.getByRole('radio', { name: slot, exact: true })).toBeVisible();
      await expect(page.getByRole('radio', { name: '11:00 AM' })).toBeDisabled();
      await expect(page.getByRole('radio', { name: '11:00 AM' })).toHaveAccessibleDescription('Booked');
      await expect(page.getByRole('radio', { name: 'Video call' })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'Phone call' })).not.toBeChecked();
    });

    const submit = page.getByRole('button', { name: 'Book My Demo' });
    await test.step('keeps Book disabled until a slot, a name and an e-mail are set', async () => {
      await expect(submit).toBeDisabled();
      await page.getByLabel('Full name').fill('Kunle Ajayi');
      await page.getByLabel('Email').fill(email);
      await expect(submit).toBeDisabled();
      await page.getByRole('radio', { name: '9:00 AM' }).check();
      await expect(submit).toBeEnabled();
      await page.getByLabel('Full name').fill('');
      await expect(submit).toBeDisabled();
      await page.getByLabel('Full name').fill('Kunle Ajayi');
    });

    await test.step('shows field errors and stores nothing for an invalid booking', async () => {
      await page.getByLabel('Email').fill('kunle@');
      await page.getByLabel('Phone number').fill('call me');
      await page.getByRole('button', { name: 'Book My Demo' }).click();
      await expect(page.getByRole('alert')).toContainText('There are 2 problems to fix');
      await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/valid e-mail address/);
      expect(await inbox('kunle@')).toEqual([]);
    });

    // That the booked slot then shows as booked to everyone is the loader's rule (submit.server.test.ts,
    // "shows a booked slot as booked to everyone after, and 11:00 always"); how a booked slot shows is
    // 11:00's check above.
    await test.step('then books the slot and lands in the inbox', async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone number').fill('');
      await page.getByRole('radio', { name: 'Phone call' }).check();
      await submit.click();
      const reference = await confirmedReference(page);
      await expect(page.getByText(/at 9:00 AM WAT/)).toBeVisible();
      await expect(page.getByText('Phone call')).toBeVisible();
      expect(await inbox(reference)).toEqual([reference]);
    });
  });

  test('gives a slot to one of two people who chose it at the same time, and tells the other', async ({
    browser,
  }) => {
    const first = hydrating(await browser.newPage());
    const second = hydrating(await browser.newPage());
    await first.goto('/schedule-demo');
    await second.goto('/schedule-demo');
    for (const [page, who] of [
      [first, 'first'],
      [second, 'second'],
    ] as const) {
      await page.getByRole('radio', { name: '3:00 PM' }).check();
      await fillDetails(page, uniqueEmail(`demo-${who}`));
    }
    await first.getByRole('button', { name: 'Book My Demo' }).click();
    await confirmedReference(first);
    await second.getByRole('button', { name: 'Book My Demo' }).click();
    await expect(second.getByRole('alert')).toContainText('Sorry, someone has just booked that slot');
    await expect(second.getByRole('radio', { name: '3:00 PM' })).toBeDisabled();
    await expect(second.getByLabel('Full name')).toHaveValue('Kunle Ajayi');
    await first.close();
    await second.close();
  });

  test('stores one booking for a double click and a replayed post', async ({ page, inbox }) => {
    const email = uniqueEmail('demo-twice');
    await page.goto('/schedule-demo');
    await page.getByRole('radio', { name: '10:00 AM' }).check();
    await fillDetails(page, email);
    const post = await capturePost(page, () => page.getByRole('button', { name: 'Book My Demo' }).dblclick());
    const reference = await confirmedReference(page);
    const again = await replay(page, '/schedule-demo', post);
    expect(again.html).toContain(reference);
    expect(await inbox(email)).toEqual([reference]);
  });

  test('works without JavaScript', async ({ browser, inbox }) => {
    const page = await pageWithoutJavaScript(browser);
    const email = uniqueEmail('demo-nojs');
    await page.goto('/schedule-demo');
    await expect(page.getByRole('button', { name: 'Book My Demo' })).toBeEnabled();
    await fillDetails(page, 'kunle@localhost');
    await page.getByRole('radio', { name: '2:00 PM' }).check();
    await page.getByRole('button', { name: 'Book My Demo' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter a valid e-mail address');
    await expect(page.getByLabel('Organization')).toHaveValue('Surulere Boxing Club');
    await expect(page.getByRole('radio', { name: '2:00 PM' })).toBeChecked();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Book My Demo' }).click();
    const reference = await confirmedReference(page);
    await expect(page.getByText(/at 2:00 PM WAT/)).toBeVisible();
    expect(await inbox(email)).toEqual([reference]);
    await page.context().close();
  });
});
