// Which Chromium the tests drive: CHROME_PATH, else Playwright's own browser when it is installed,
// else Debian's /usr/bin/chromium. Playwright cannot download browsers on every machine.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function chromiumExecutable() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return undefined;
  } catch {
    // Playwright's browser is not installed: fall through to the system one.
  }
  return '/usr/bin/chromium';
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
