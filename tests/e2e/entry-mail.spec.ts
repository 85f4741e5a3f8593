import { request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, signIn, test, uniqueClientIp } from './fixtures';
import { mailTo } from './mail';
import { bornYearsAgo, lagosDay } from './clock';

/**
 * E-mail through the outbox (issue 15 item 9): a boxer who registers for a tournament from its page is
 * e-mailed the confirmation, with the category, the dates and the links to the bout order and their
 * dashboard. The tournament and the boxer are this spec's own; the demo data is left as it is.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a boxer registers from the tournament page and is e-mailed the confirmation', async ({
  page,
  baseURL,
}) => {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL! },
  });
  const admin = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL! },
  });
  try {
    expect(
      (
        await admin.post('/api/auth/sign-in/email', {
          data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
        })
      ).ok(),
    ).toBe(true);
    const name = `Confirmation Cup ${run}`;
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

    // A boxer of their own: 25, 60.8 kg, a Lightweight (135 lbs) · Elite.
    const email = `confirmed-${run}@example.test`;
    const signedUp = await api.post('/api/auth/sign-up/email', {
      data: { email, password: DEMO_PASSWORD, name: 'Kunle Adebayo', accountType: 'boxer' },
    });
    expect(signedUp.ok(), await signedUp.text()).toBe(true);
    const saved = await api.post('/account', {
      form: { intent: 'boxing', dateOfBirth: bornYearsAgo(25), gender: 'men', weightKg: '60.8' },
      maxRedirects: 0,
    });
    expect(saved.status()).toBeLessThan(400);

    await signIn(page, email);
    await page.goto(`/tournaments/${tournament.slug}#register`);
    const form = page.getByRole('form', { name: `Register for ${name}` });
    await expect(form.getByLabel('Category')).toHaveValue('lightweight|elite');
    await form.getByRole('button', { name: 'Register for this tournament' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ });
    await expect(toast.getByText('Registration Successful')).toBeVisible();

    const mail = await mailTo(email, new RegExp(`You're entered in ${name}`));
    expect(mail.text).toContain("You're registered for");
    expect(mail.text).toContain('Category: Lightweight (135 lbs) · Elite 20-34 · Men');
    expect(mail.text).toContain('Where: Teslim Balogun Stadium, Lagos');
    expect(mail.text).toContain(`/tournaments/${tournament.slug}/bouts`);
    expect(mail.text).toContain('/student-dashboard');
  } finally {
    await api.dispose();
    await admin.dispose();
  }
});
