import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

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

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': uniqueClientIp() });
  },
});
export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

export function demoEmail(role: DemoRole) {
  return `${role}@ajbxng.test`;
}
