import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, lookAt, test, uniqueClientIp } from './fixtures';
import { bornYearsAgo, lagosDay } from './clock';

/**
 * Accounts by phone (issue 32 item 1, the first "Done when"): a boxer with a phone and no e-mail signs up with
 * the number alone, types the code the SMS carried (read where the platform admin reads every phone's
 * messages, the Messages page, as a newcomer would), signs in again later with a code sent to the number
 * written another way, registers for an open tournament and sees the entry. The tournament is this spec's
 * own, so the demo data is left as it is.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** A valid MTN number of this run's own: 0803 and seven digits. */
const digits = String(Date.now() % 10_000_000).padStart(7, '0');
const local = `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`;
const international = `+234 803 ${digits.slice(0, 3)} ${digits.slice(3)}`;
const e164 = `+234803${digits}`;

/** The newest sign-in code sent to this run's number that the test has not used yet, from the admin's page. */
async function newCode(admin: APIRequestContext, used: Set<string>): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const page = await admin.get(`/admin-dashboard/messages?who=${encodeURIComponent(e164)}`);
      const text = await page.text();
      found = [...text.matchAll(/(\d{6}) is your AJBXNG code/g)].map((m) => m[1]!).find((c) => !used.has(c));
      return found;
    })
    .toBeDefined();
  used.add(found!);
  return found!;
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await lookAt(page, { path: `.tmp/shots/phone-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a boxer signs up with a phone number only, signs in with a code by SMS and registers', async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL! },
  });
  const used = new Set<string>();
  try {
    const signedIn = await admin.post('/api/auth/sign-in/email', {
      data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const name = `Phone Cup ${run}`;
    const created = await admin.post('/api/v1/tournaments', {
      data: {
        name,
        format: 'single-elimination',
        startDate: lagosDay(20),
        endDate: lagosDay(20),
        location: 'Teslim Balogun Stadium',
        city: 'Lagos',
        weightClasses: ['lightweight'],
        ageGroups: ['elite'],
        genders: ['men'],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { tournament } = (await created.json()) as { tournament: { id: number; slug: string } };
    expect((await admin.post(`/api/v1/tournaments/${tournament.id}/publish`)).ok()).toBe(true);

    // Sign-up offers the phone in place of the e-mail.
    await page.goto('/sign-up');
    await page.getByRole('link', { name: 'Sign up with your phone number instead' }).click();
    await expect(page.getByRole('heading', { name: 'Create account with your phone' })).toBeVisible();
    await page.getByLabel('First name').fill('Sola');
    await page.getByLabel('Last name').fill(`Phone${run.replace(/\d/g, '')}`);
    // A number that is not one is refused beside the field.
    await page.getByLabel('Phone number').fill('0803 12');
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await expect(
      page.getByText('Enter a phone number, like 0803 123 4567 or +234 803 123 4567'),
    ).toBeVisible();
    await page.getByLabel('Phone number').fill(local);
    await shoot(page, 'sign-up-number');
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await expect(page.getByText(`We have sent a code by SMS to ${international}.`)).toBeVisible();
    await shoot(page, 'sign-up-code');
    await page.getByLabel('Code from the SMS').fill(await newCode(admin, used));
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL('**/student-dashboard');

    // Later, signed out, the number written another way signs them in with a new code.
    await page.context().clearCookies();
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Sign in with a code by SMS' }).click();
    await page.getByLabel('Phone number').fill(international);
    await shoot(page, 'sign-in-number');
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await expect(page.getByText(`We have sent a code by SMS to ${international}.`)).toBeVisible();
    await page.getByLabel('Code from the SMS').fill(await newCode(admin, used));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/student-dashboard');

    // The account page shows the number (no e-mail) and the boxer's profile; they register.
    await page.goto('/account');
    await expect(page.getByText(international).first()).toBeVisible();
    await page.getByLabel('Date of birth').fill(bornYearsAgo(25));
    await page.getByLabel('Gender').selectOption({ label: 'Men' });
    await page.getByLabel('Declared weight (kg)').fill('60.8');
    await page.getByRole('button', { name: 'Save boxing profile' }).click();
    await expect(page.getByText('Your boxing profile is saved.')).toBeVisible();

    await page.goto(`/tournaments/${tournament.slug}#register`);
    const form = page.getByRole('form', { name: `Register for ${name}` });
    await expect(form.getByLabel('Category')).toHaveValue('lightweight|elite');
    await form.getByRole('button', { name: 'Register for this tournament' }).click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Registration Successful'),
    ).toBeVisible();
    await page.goto('/student-dashboard');
    await expect(page.getByText(name).first()).toBeVisible();
    // The confirmation reaches their phone by WhatsApp, the channel of an account made with a phone alone.
    await expect
      .poll(async () =>
        (
          await admin.get(`/admin-dashboard/messages?who=${encodeURIComponent(e164)}&channel=whatsapp`)
        ).text(),
      )
      .toContain(`is entered in ${name}`);
  } finally {
    await admin.dispose();
  }
});
