import { demoEmail, expect, hydrating, signIn, test } from './fixtures';

test.describe('accounts', () => {
  test('a visitor signs up as a boxer and lands on their dashboard', async ({ page }) => {
    const email = `boxer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ng`;
    await page.goto('/sign-up');
    await page.getByLabel('Student Boxer').check();
    await page.getByLabel('First name').fill('Amaka');
    await page.getByLabel('Last name').fill('Nwosu');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel('First name')).toHaveValue('Amaka');
    await page.getByLabel('Password').fill('Jab-Cross-Hook-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Boxing Journey' })).toBeVisible();
    for (const tab of ['My Matches', 'Tournaments', 'Awards', 'Progress'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    // A new boxer's bouts tab says when bouts appear; nothing spins.
    await expect(
      page.getByText(/your bouts appear here with their bout number, ring and expected start/),
    ).toBeVisible();
    await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Amaka Nwosu/ })).toBeVisible();
  });

  test('signing up with an address that has an account says where the next step went, not that it exists', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Last name').fill('Else');
    await page.getByLabel('Email').fill(demoEmail('spectator'));
    await page.getByLabel('Password').fill('Not-Their-Password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(
      `We have sent the next step to ${demoEmail('spectator')}.`,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/already|exists|taken/i)).toHaveCount(0);
    // Nobody was signed in.
    await page.goto('/spectator-dashboard');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('a wrong password gets one plain message, and the e-mail stays filled in', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(demoEmail('coach'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.getByLabel('Email')).toHaveValue(demoEmail('coach'));
  });

  test('a visitor sent to sign in comes back to the page they asked for, then signs out', async ({
    page,
  }) => {
    const response = await page.goto('/referee-dashboard');
    expect(response?.url()).toContain('/sign-in?redirectTo=%2Freferee-dashboard');
    // SPEC §8: the referee's page with nobody signed in says 'Not authenticated'.
    await expect(page.getByRole('status').filter({ hasText: 'Not authenticated.' })).toBeVisible();
    await page.getByLabel('Email').fill(demoEmail('referee'));
    await page.getByLabel('Password').fill('Boxing-Demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/referee-dashboard$/);
    for (const tab of ['My Matches', 'Live Scoring', 'Foul History'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    await page.getByRole('button', { name: /Ibrahim Musa/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/referee-dashboard');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('a signed-in person without the role gets a 403 that offers their own dashboard', async ({ page }) => {
    await signIn(page, demoEmail('spectator'));
    const response = await page.goto('/admin-dashboard');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'This page is not for your role' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/spectator-dashboard$/);
    for (const tab of ['Live & Upcoming', 'Tournaments', 'Highlights', 'Fan Voting'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  });

  test('an admin demotes a coach, who loses the coach dashboard on their very next request', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const coachEmail = `coach-${Date.now()}@example.ng`;
    // The admin promotes a fresh spectator to coach first, so this test owns the account it demotes.
    const coachContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.1` },
    });
    const coach = hydrating(await coachContext.newPage());
    await coach.goto('/sign-up');
    await coach.getByLabel('First name').fill('Kunle');
    await coach.getByLabel('Last name').fill('Demo');
    await coach.getByLabel('Email').fill(coachEmail);
    await coach.getByLabel('Password').fill('Southpaw-Stance-1');
    await coach.getByRole('button', { name: 'Create account' }).click();
    await expect(coach).toHaveURL(/\/spectator-dashboard$/);

    const adminContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.1` },
    });
    const admin = hydrating(await adminContext.newPage());
    await signIn(admin, demoEmail('admin'));
    await admin.goto(`/admin-dashboard/users?q=${encodeURIComponent(coachEmail)}`);
    await admin.getByLabel('Role of Kunle Demo', { exact: true }).selectOption('coach');
    await admin.getByRole('button', { name: 'Save role of Kunle Demo' }).click();
    await expect(admin.getByRole('status')).toHaveText('Kunle Demo is now Coach.');

    await coach.goto('/coach-dashboard');
    await expect(coach.getByRole('heading', { level: 1, name: 'Coach Dashboard' })).toBeVisible();
    await expect(coach.getByRole('link', { name: 'Register Student' })).toHaveAttribute(
      'href',
      '/students/register',
    );

    await admin.getByLabel('Role of Kunle Demo', { exact: true }).selectOption('spectator');
    await admin.getByRole('button', { name: 'Save role of Kunle Demo' }).click();
    await expect(admin.getByRole('status')).toHaveText('Kunle Demo is now Spectator.');
    await expect(admin.getByText(/changed the role \(Coach → Spectator\) of\s+Kunle Demo/)).toBeVisible();

    const next = await coach.reload();
    expect(next?.status()).toBe(403);
    await expect(coach.getByRole('heading', { name: 'This page is not for your role' })).toBeVisible();
    await adminContext.close();
    await coachContext.close();
  });

  test('repeated failures get the rate-limit message', async ({ page }) => {
    // An address of its own: the per-account limit would otherwise lock a demo account other tests use.
    const email = `guess-${Date.now()}@example.ng`;
    await page.goto('/sign-in');
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(`guess-number-${i}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    }
    await page.getByLabel('Password').fill('one-more-guess');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many attempts. Please wait a minute and try again.',
    );
  });
});
