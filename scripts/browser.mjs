// Which Chromium the tests drive: CHROME_PATH, else Playwright's own browser when it is installed,
// else Debian's headless shell (/usr/bin/chromium-headless-shell: a quarter less CPU per browser test than
// the full browser on CI's two cores), else Debian's /usr/bin/chromium. Playwright cannot download
// browsers on every machine.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const systemChromium = () => SYSTEM_BROWSERS.find((candidate) => existsSync(candidate));

/** Playwright's own Chromium, when `npx playwright install chromium` has put it on this machine. */
function playwrightChromium() {
  try {
    const own = chromium.executablePath();
    return own && existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

/** The browser the tests will drive, and where it comes from; null when this machine has none. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH)
    return existsSync(env.CHROME_PATH) ? { path: env.CHROME_PATH, from: 'CHROME_PATH' } : null;
  const own = playwrightChromium();
  if (own) return { path: own, from: 'playwright' };
  const system = systemChromium();
  return system ? { path: system, from: 'system' } : null;
}

/** Playwright's launch option: undefined lets it use its own browser. */
export function chromiumExecutable() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return playwrightChromium() ? undefined : (systemChromium() ?? SYSTEM_BROWSERS[1]);
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
