import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, pageWithoutScript, signIn, test } from './fixtures';

/** Another site: answered by the test itself, so a browser sent there shows this page instead of failing. */
async function stubOtherSite(page: Page) {
  await page.route(/^https?:\/\/evil\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Another site</h1>' }),
  );
}

test.describe('where sign-in sends people', () => {
  test('a signed-in visitor whose redirectTo points elsewhere lands on their own dashboard', async ({
    page,
    baseURL,
  }) => {
    await stubOtherSite(page);
    await signIn(page, demoEmail('spectator'));
    // `/<tab>/evil.example`: a browser drops the tab and reads `//evil.example`.
    await page.goto('/sign-in?redirectTo=%2F%09%2Fevil.example');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page).toHaveURL(/\/spectator-dashboard$/);
  });

  test('signing in with a redirectTo that points elsewhere lands on the dashboard', async ({
    page,
    baseURL,
  }) => {
    await stubOtherSite(page);
    await page.goto('/sign-in?redirectTo=%2F%09%2Fevil.example');
    await page.getByLabel('Email').fill(demoEmail('referee'));
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/referee-dashboard$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });

  test('a redirectTo with a line break or letters beyond Latin-1 gives a page, not a server error', async ({
    page,
  }) => {
    await signIn(page, demoEmail('spectator'));
    const broken = await page.goto('/sign-in?redirectTo=%2Fspectator-dashboard%0D%0ASet-Cookie%3A%20x%3D1');
    expect(broken?.status()).toBe(200);
    await expect(page).toHaveURL(/\/spectator-dashboard$/);
    const accented = await page.goto('/sign-in?redirectTo=%2Fspectator-dashboard%3Fq%3D%C4%B0stanbul');
    expect(accented?.status()).toBe(200);
    await expect(page).toHaveURL(/\/spectator-dashboard\?q=%C4%B0stanbul$/);
  });
});

test.describe('writes that ride on the session cookie', () => {
  test('a page on another origin of the same site cannot sign a person out', async ({ page, baseURL }) => {
    await signIn(page, demoEmail('boxer'));
    // Another port of the same host: the same site to the browser, so it sends the SameSite=Lax cookie.
    const attacker = 'http://127.0.0.1:1/';
    await page.route(attacker, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}/sign-out"></form><script>document.forms[0].submit()</script>`,
      }),
    );
    const refused = page.waitForResponse((r) => r.url() === `${baseURL}/sign-out`);
    await page.goto(attacker);
    expect((await refused).status()).toBe(403);
    await page.goto('/student-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Boxing Journey' })).toBeVisible();
  });

  test('without JavaScript, forms that write for a signed-in person still work', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutScript(browser, baseURL);
    const email = `nojs-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ng`;
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Chidi');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Left-Hook-Counter-9');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/spectator-dashboard$/);
    await page.goto('/account');
    await page.getByLabel('Full name').fill('Chidi Okafor-Eze');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name is saved.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Chidi Okafor-Eze');
    await context.close();
  });
});
