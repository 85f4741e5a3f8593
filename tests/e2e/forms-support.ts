import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, hydrating, signIn, uniqueClientIp } from './fixtures';

/**
 * Shared steps for the public forms' browser tests: unique people, the admin's view of the inbox, replays
 * and the rate limit. The e2e server runs with FORM_RATE_LIMIT=20 unless the environment says otherwise.
 */
export const FORM_RATE_LIMIT = Number(process.env.FORM_RATE_LIMIT ?? 20);

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

function randomKey() {
  return `k${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
    .slice(0, 24)
    .padEnd(16, 'x');
}

/** The reference on the confirmation, once it shows. */
export async function confirmedReference(page: Page) {
  const reference = page.locator('[data-reference]');
  await expect(reference).toHaveText(/^AJB-[2-9A-HJKMNP-Z]{5}$/);
  return (await reference.textContent())!;
}

/** A page with JavaScript off, browsing from its own address. */
export async function pageWithoutJavaScript(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  return context.newPage();
}

/**
 * The suite's `test`, plus `inbox(search)`: the references the admin inbox lists for a search (a reference,
 * a name or an e-mail). The admin signs in once per worker; each look at the inbox reuses that session, in
 * a context without JavaScript: the list is the server's page, and nothing there needs to hydrate (the
 * inbox itself, driven as a person does, is inbox.spec.ts).
 */
export const test = base.extend<{ inbox: (search: string) => Promise<string[]> }, { adminSession: string }>({
  adminSession: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
      const page = await context.newPage();
      await signIn(page, 'admin@ajbxng.test');
      const file = path.join(tmpdir(), `ajbxng-admin-${process.pid}-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
  inbox: async ({ browser, adminSession }, use) => {
    await use(async (search) => {
      const context = await browser.newContext({ storageState: adminSession, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`/admin-dashboard/enquiries?q=${encodeURIComponent(search)}`);
        await expect(page.getByRole('heading', { name: 'Enquiries', exact: true })).toBeVisible();
        return await page.getByRole('table').getByRole('link', { name: /^AJB-/ }).allTextContents();
      } finally {
        await context.close();
      }
    });
  },
});
export { expect, hydrating };

/**
 * Captures the POST the page sends when `submit` runs, so that the test can send it again exactly as a
 * replaying browser or proxy would.
 */
export async function capturePost(page: Page, submit: () => Promise<void>) {
  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await submit();
  const request = await posted;
  return { body: request.postData() ?? '', contentType: (await request.allHeaders())['content-type'] ?? '' };
}

/** Sends a captured form post again to the page's own URL, as a plain HTML form would, and returns the HTML. */
export async function replay(page: Page, path: string, post: { body: string; contentType: string }) {
  const response = await page.request.post(path, {
    data: post.body,
    headers: { 'content-type': post.contentType },
  });
  return { status: response.status(), html: await response.text() };
}

/** Uses up this page's address's allowance for one form with cheap, invalid posts (nothing is stored). */
export async function exhaustRateLimit(page: Page, path: string) {
  const batch = 50;
  for (let sent = 0; sent < FORM_RATE_LIMIT; sent += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, FORM_RATE_LIMIT - sent) }, () =>
        page.request.post(`${path}.data`, { form: { formInstance: randomKey() } }),
      ),
    );
  }
}

export const rateLimitMessage =
  /You have sent this form \d+ times in the last \d+ minutes, which is our limit/;

/** Posts a form straight to its page, as a browser without JavaScript would, and returns the reference shown. */
export async function submitDirectly(page: Page, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams({ formInstance: randomKey() });
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const response = await page.request.post(path, {
    data: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const html = await response.text();
  const reference =
    /data-reference="">(AJB-[2-9A-Z]{5})</.exec(html)?.[1] ?? /(AJB-[2-9A-HJKMNP-Z]{5})/.exec(html)?.[1];
  if (response.status() !== 200 || !reference)
    throw new Error(`${path} answered ${response.status()} without a reference`);
  return reference;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: {
      run: () => Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }>;
    };
  }
}

/**
 * Runs axe on the page as it stands and expects no violation. axe is evaluated into the page rather than
 * added as a script tag, which the site's Content-Security-Policy rightly refuses: the page keeps its
 * policy, so a check can run in the middle of any test of the page.
 */
export async function expectNoAxeViolations(page: Page) {
  // Colours in the middle of a transition (a tab just chosen fading to its new colours) are not the page's:
  // axe reads the finished ones. Endless animations (a live dot's pulse) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource);
  const { violations } = await page.evaluate(() => window.axe!.run());
  expect(
    violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
  ).toEqual([]);
}

/** Sends the form as it stands, past the spec's submit gates, so that every required field complains. */
export async function submitEmpty(page: Page) {
  await page
    .locator('form[method="post"]')
    .first()
    .evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page.getByRole('alert')).toContainText(/problem/);
}
