import { expect, test } from './fixtures';

const headerLinks = [
  ['/training-programs', 'Training Programs'],
  ['/aj-bootcamp-london', 'AJ Bootcamp London'],
  ['/about', 'About AJ'],
  ['/courses', 'Courses'],
  ['/ajbxng-tournaments', 'AJBXNG Tournaments'],
  ['/contact', 'Contact'],
] as const;

test.describe('shared header and footer', () => {
  test('the fixed 64px header and the footer: the six links in order, Apply Now, quick links and legal pages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await test.step('the fixed 64px header carries the six links in order, Tournaments and Apply Now', async () => {
      const header = page.getByRole('banner');
      await expect(header).toHaveCSS('position', 'fixed');
      expect((await header.boundingBox())?.height).toBe(64);
      const main = page.getByRole('navigation', { name: 'Main' });
      const links = main.getByRole('link');
      // The six, then the event day's Tournaments (issue 30): the calendar, or the live tournament.
      await expect(links).toHaveCount(7);
      for (const [i, [href, label]] of headerLinks.entries()) {
        await expect(links.nth(i)).toHaveText(label);
        await expect(links.nth(i)).toHaveAttribute('href', href);
      }
      await expect(links.nth(6)).toContainText('Tournaments');
      await expect(links.nth(6)).toHaveAttribute('href', /^\/(tournament-schedule|tournaments\/)/);
      await expect(header.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
        'href',
        '/academy-application',
      );
    });

    // Last: it follows the legal links away from the home page.
    await test.step('the footer quick links and legal pages lead somewhere real', async () => {
      const quick = page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
      await expect(quick).toHaveText([
        'About AJ',
        'Training Programs',
        'Courses',
        'Success Stories',
        'Contact',
      ]);
      for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
        await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(name.replace(' of Service', ''));
      }
    });
  });

  test('on a phone: the security headers, no breach of the policy, and the menu behind a toggle that closes on a link', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.setViewportSize({ width: 375, height: 800 });
    const response = await page.goto('/');

    await test.step('pages carry the security headers', async () => {
      const headers = response!.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
    });

    await test.step('on a phone the menu hides behind a toggle and closes when a link is chosen', async () => {
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobileNav).toBeHidden();
      // Hydration ran (the inline scripts were allowed): the mobile toggle responds.
      await toggle.click();
      await expect(mobileNav).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(mobileNav).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await mobileNav.getByRole('link', { name: 'About AJ' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(mobileNav).toBeHidden();
    });

    await test.step('pages pass their own policy', async () => {
      expect(violations).toEqual([]);
    });
  });

  test('the phone menu opens before the scripts arrive, and without them', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/courses');
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobileNav).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(mobileNav).toBeVisible();
      // It drops down under the 64px header, full width.
      const box = await mobileNav.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 64, width: 375 });
      await page.keyboard.press('Escape');
      await expect(mobileNav).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await mobileNav.getByRole('link', { name: 'About AJ' }).click();
      await expect(page).toHaveURL(/\/about$/);
    } finally {
      await context.close();
    }
  });

  test('in a browser without the Popover API the script opens and closes the phone menu', async ({
    page,
  }) => {
    // Older Safari and KaiOS: no showPopover. The stylesheet then shows the menu only with data-open.
    await page.addInitScript(() => {
      const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
      for (const method of ['showPopover', 'hidePopover', 'togglePopover']) delete proto[method];
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const mobileNav = page.locator('nav[aria-label="Mobile"]');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileNav).toHaveAttribute('data-open', '');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileNav).not.toHaveAttribute('data-open', '');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('not found and health', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(messages.some((m) => m.includes('/no-such-page'))).toBe(true);
  });

  test('/healthz reports the database', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
  });

  test('pages paint before they ask for a script, then hydrate', async ({ page, request }) => {
    // '/' is prerendered at build time, '/sign-in' rendered per request: both go through the same transform.
    for (const path of ['/', '/sign-in']) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain('rel="stylesheet"');
      expect(head, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toMatch(/<script[^>]*type="module"/);

      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Read through PerformanceObserver: the tests' clock (fixtures.ts) replaces window.performance, not
      // the browser's own timeline, which buffered observers replay.
      const timing = await page.evaluate(async () => {
        const buffered = (type: string) =>
          new Promise<PerformanceEntry[]>((resolve) => {
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              resolve(list.getEntries());
            }).observe({ type, buffered: true });
          });
        const [paints, resources] = await Promise.all([buffered('paint'), buffered('resource')]);
        return {
          paint: paints.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null,
          scripts: resources
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => entry.startTime),
        };
      });
      expect(timing.paint, path).not.toBeNull();
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      for (const start of timing.scripts) expect(start, path).toBeGreaterThanOrEqual(timing.paint!);
    }
  });

  test('a form validates in the browser without breaching the policy', async ({ page }) => {
    // The browser fires securitypolicyviolation for every refused eval, inline script or source.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter your message').first()).toBeVisible();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });
});
