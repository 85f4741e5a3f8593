import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Boxing-Demo-2026';
export type DemoRole = 'admin' | 'coach' | 'referee' | 'boxer' | 'spectator';

let counter = 0;
/**
 * Every test browses from its own address (the server trusts X-Forwarded-For from loopback only), so the
 * per-IP limits on sign-in and forms of one test never spill into another running beside it.
 */
export function uniqueClientIp() {
  counter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${(counter % 250) + 1}`;
}

/**
 * Pages load their scripts after the first paint (decision 0006), so the load event comes before React
 * has taken the page over. Waits for that, on documents that will hydrate, and on a page that does not
 * hydrate (the home page, decision 0034) for its own script to have run. A page that hydrates when a person
 * first reaches into it (the tournament wizard) is given a person's first key press, then waited for.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !(document.getElementById('rr-hydrate') || document.querySelector('script[data-document-script]')) ||
      document.documentElement.dataset.hydrated === 'true' ||
      document.getElementById('rr-hydrate')?.dataset.waits === 'intent',
  );
  const waits = await page.evaluate(
    () =>
      document.documentElement.dataset.hydrated !== 'true' &&
      document.getElementById('rr-hydrate')?.dataset.waits === 'intent',
  );
  if (!waits) return;
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Makes `goto` and `reload` on `page` return once the document has hydrated. Returns the page. */
export function hydrating(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
  return page;
}

let serverClockOffset: number | undefined;
/** The shared test server (playwright.config.ts), whose clock the browsers keep. */
const sharedServer = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3200)}`;

/**
 * Sets a browser context's clock to the server's (which starts at the tests' instant, tests/e2e/clock.ts), so
 * what the pages' scripts compute from the time (today's date in the wizard, a date of birth's limits, the
 * footer's year) agrees with the server whatever the machine's clock says. Time runs on from there.
 */
async function onServerClock(context: BrowserContext): Promise<BrowserContext> {
  if (serverClockOffset === undefined) {
    const response = await fetch(`${sharedServer}/healthz`);
    const { now } = (await response.json()) as { now: string };
    serverClockOffset = Date.parse(now) - Date.now();
  }
  await context.clock.install({ time: Date.now() + serverClockOffset });
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  // Every browser context a test opens (its own page, a second person's through `browser.newContext()` or
  // `browser.newPage()`, which calls it) keeps the server's clock; one without JavaScript runs no script
  // that could read it.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        return options?.javaScriptEnabled === false ? context : onServerClock(context);
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': uniqueClientIp() });
  },
  page: async ({ page }, use) => {
    await use(hydrating(page));
  },
});
export { expect };

/**
 * Signs `page`'s browser context in through the auth API: the session cookie lands in the context, and the
 * page stays where it is. For tests of something else than signing in (accounts.spec drives the form).
 */
/**
 * A screenshot for a person to look at (the pages at 1280 and 375 px): taken when E2E_SHOTS is set (e.g.
 * `E2E_SHOTS=1 npm run test:e2e`), skipped otherwise. A screenshot asserts nothing, and a full-page one costs
 * the browser a second of the two cores CI has.
 */
export async function lookAt(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  await target.screenshot(options);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  // The context's server (the shared one, or a spec's own): the origin its auth accepts writes from.
  const origin = new URL((await page.request.head('/healthz')).url()).origin;
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin },
  });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
}

/** Signs in through the sign-in page as a person does, and waits to be sent on. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

export function demoEmail(role: DemoRole) {
  return `${role}@ajbxng.test`;
}

/**
 * A page in a browser context of its own with JavaScript off (the fixture's page waits for hydration, which
 * never comes without it), browsing from its own address; signed in through the sign-in form, which works
 * without JavaScript, when `signInAs` names an account (of the demo password unless `password` is given).
 */
export async function pageWithoutScript(
  browser: Browser,
  baseURL: string | undefined,
  options: { signInAs?: string; password?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    ...(options.viewport ? { viewport: options.viewport } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  const page = await context.newPage();
  if (options.signInAs) {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(options.signInAs);
    await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  }
  return { context, page };
}
