import type { Locator, Page } from '@playwright/test';
import { demoEmail, expect, signIn, test } from './fixtures';

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

  test('the home page is a document without the framework: only its own small script, after which it is ready', async ({
    page,
    request,
  }) => {
    // Decision 0034: no React, no router, no module preloads on '/'; one classic script of its own.
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('rr-hydrate');
    expect(html).not.toContain('__reactRouter');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([expect.stringMatching(/^\/assets\/document-home-[\w-]+\.js$/)]);

    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(scripts).toEqual(sources);
  });

  test('on the home page, which does not hydrate, the signed-in person has their menu and no Apply Now (and on the other plain documents)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, demoEmail('admin'));
    await page.goto('/');
    const header = page.getByRole('banner');
    const trigger = header.getByRole('button', { name: 'Adaeze Okafor' });
    await expect(trigger).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Apply Now' })).toBeHidden();
    await trigger.click();
    await expect(page.getByRole('menu')).toContainText('Signed in as Admin');
    await expect(page.getByRole('menuitem', { name: 'My dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My Courses' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await page.getByRole('menuitem', { name: 'My dashboard' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    // The other pages served as plain documents (decision 0034) show the same corner.
    for (const path of ['/about', '/courses/beginner']) {
      await page.goto(path);
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Adaeze Okafor' }),
        path,
      ).toBeVisible();
    }
  });

  test('the tournament wizard runs no framework script until a person reaches into it', async ({ page }) => {
    // A page of its own: the fixture's page hands every page it opens a first key press.
    const reader = await page.context().newPage();
    await reader.goto('/start-tournament');
    // Loaded and read: the framework's modules are fetched ahead for the first touch, and none has run.
    await expect(reader.locator('link[rel="prefetch"]').first()).toBeAttached();
    await expect(reader.locator('#rr-hydrate')).toHaveAttribute('data-waits', 'intent');
    expect(
      await reader.evaluate(() => ({
        hydrated: document.documentElement.dataset.hydrated ?? null,
        bootstrapped: document.querySelectorAll('script[type="module"]').length,
      })),
    ).toEqual({ hydrated: null, bootstrapped: 0 });
    // Meanwhile it shows the first step as it will be once stepped: nothing moves when it hydrates.
    const next = reader.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expect(reader.getByRole('heading', { name: 'Format & Rules' })).toBeHidden();
    const onPage = () => next.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    const before = await onPage();
    // The first touch of a field hydrates it: the wizard answers what is typed.
    await reader.getByLabel('Tournament name').click();
    await expect(reader.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await onPage()).toBe(before);
    await reader.getByLabel('Tournament name').fill('Ikeja Novices Cup');
    await expect(next).toBeEnabled();
    await reader.close();
  });

  test('pages paint before they ask for a script, then hydrate', async ({ page, request }) => {
    // A page that hydrates as it is read (the sign-in page); the tournament wizard waits for a person's
    // first touch (above); the pages served as documents, the enquiry forms among them, load their one
    // small script as they are read (decision 0034).
    for (const path of ['/sign-in']) {
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
    // Reaching into the form fetches its validator (zod with the form's schema): the click is then checked
    // in the browser, with no post.
    await page.getByLabel('First name').fill('Ngozi');
    await page.waitForLoadState('networkidle');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter your message').first()).toBeVisible();
    expect(posted).toBe(false);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });
});

/**
 * Screens that hold (issue 30 item 4): at a phone's 375, a tablet's 768, a laptop's 1280×900 and a TV's
 * 1920×1080 no page scrolls sideways (a bracket scrolls inside its own frame) and no table cuts a column off:
 * every cell lies inside the window and inside any frame that clips it. Each page is opened once and the
 * window resized around it, each person signed in once.
 */
const SIZES = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
  { width: 1920, height: 1080 },
] as const;

type Size = (typeof SIZES)[number];

/** Cells (td, th) not wholly inside the window and every frame that clips them; screen-reader-only ones aside. */
function cutCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('td, th')) {
      const box = cell.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || cell.closest('.sr-only, [data-bracket-scroll]')) continue;
      let left = 0;
      let right = document.documentElement.clientWidth;
      let forScreenReaders = false;
      for (let frame = cell.parentElement; frame; frame = frame.parentElement) {
        if (getComputedStyle(frame).overflowX === 'visible') continue;
        const clip = frame.getBoundingClientRect();
        // A header row shown only to screen readers (the cards of a phone's table write their own labels).
        if (clip.width <= 1 || clip.height <= 1) forScreenReaders = true;
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (forScreenReaders) continue;
      if (box.left < left - 1 || box.right > right + 1) cut.push(cell.textContent?.trim().slice(0, 40) ?? '');
    }
    return cut;
  });
}

/** The element lies wholly inside the window's width and every frame that clips it. */
async function expectInView(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const cut = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let left = 0;
    let right = document.documentElement.clientWidth;
    for (let frame = element.parentElement; frame; frame = frame.parentElement) {
      if (getComputedStyle(frame).overflowX === 'visible') continue;
      const clip = frame.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    return box.left < left - 1 || box.right > right + 1;
  });
  expect(cut, `${what} is cut off`).toBe(false);
}

/** At every size: the page does not scroll sideways, no cell is cut, and what `each` checks holds. */
async function holds(page: Page, what: string, each: (size: Size) => Promise<void> = async () => {}) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const at = `${what} at ${size.width}×${size.height}`;
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${at}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await cutCells(page), `${at}: cells cut off`).toEqual([]);
    await test.step(at, () => each(size));
  }
}

test.describe('screens that hold', () => {
  test('the ring screen, results, a bracket, the bout order, a bout and the dashboards hold at 375, 768, 1280×900 and 1920×1080', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const listed = (await (await page.request.get('/api/v1/tournaments?q=Lagos%20Regional')).json()) as {
      tournaments: { id: number; slug: string }[];
    };
    const event = listed.tournaments[0]!;
    const { categories } = (await (
      await page.request.get(`/api/v1/tournaments/${event.id}/categories`)
    ).json()) as {
      categories: { id: number }[];
    };
    const { bouts } = (await (await page.request.get(`/api/v1/tournaments/${event.id}/bouts`)).json()) as {
      bouts: { id: number; state: string }[];
    };
    const decided = bouts.find((b) => b.state === 'decided')!;
    const base = `/tournaments/${event.slug}`;

    await page.goto(`${base}/screen?ring=1`);
    await holds(page, 'the ring screen', async (size) => {
      await expect(page.getByRole('region', { name: 'Red corner' })).toBeVisible();
      if (size.width < 1024) return;
      // A TV shows the whole screen at once: the last of Next is above the window's bottom edge.
      const next = page.getByRole('region', { name: 'Next' });
      const bottom = await next.evaluate((section) => section.getBoundingClientRect().bottom);
      expect(bottom, 'Next is cut off at the bottom').toBeLessThanOrEqual(size.height);
    });

    await page.goto(`${base}/results`);
    await holds(page, 'results', async () => {
      const medals = page.getByRole('table', { name: /Medal table/ });
      await expectInView(medals.getByRole('row').nth(1).getByRole('cell').last(), 'the medal table’s Total');
      const sheet = page.getByRole('table', { name: /every bout’s result/ }).first();
      await expectInView(sheet.getByRole('row').nth(1).getByRole('cell').last(), 'a bout’s Result');
    });

    await page.goto(`${base}/categories/${categories[0]!.id}`);
    const frame = page.getByRole('region', { name: /scrolls sideways/ }).first();
    // Of the round in play, or the champion once crowned: in view as the page opens, on a phone too.
    const current = frame.locator('h3', { hasText: /Champion|\(now\)/ }).first();
    await holds(page, 'a bracket', async (size) => {
      if (size.width !== 375) return;
      const wider = await frame.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(wider, 'a phone shows part of the bracket').toBe(true);
      await expect(page.getByText(/^(Scroll for .+|Earlier rounds)$/).first()).toBeVisible();
    });
    await page.setViewportSize(SIZES[0]);
    await page.reload();
    await expectInView(current, 'the round in play on a phone');
    // A winner of the first round has results to chart on their Progress tab.
    const winner = await frame.evaluate((el) => {
      const mark = [...el.querySelectorAll('.sr-only')].find((e) => e.textContent === '(winner)');
      return mark?.parentElement?.firstElementChild?.textContent ?? null;
    });

    await page.goto(`${base}/bouts`);
    await holds(page, 'the bout order');

    await page.goto(`${base}/bouts/${decided.id}`);
    await holds(page, 'a decided bout', async () => {
      const totals = page
        .getByRole('table', { name: /Judges’ cards/ })
        .getByRole('row')
        .last();
      await expectInView(totals.getByRole('cell').first(), 'judge 1’s total');
    });

    const dashboards: [string, string[]][] = [
      [demoEmail('admin'), ['/admin-dashboard', '/admin-dashboard/matches', '/admin-dashboard/enquiries']],
      [demoEmail('coach'), ['/coach-dashboard']],
      [demoEmail('referee'), ['/referee-dashboard']],
      [demoEmail('spectator'), ['/spectator-dashboard']],
    ];
    for (const [email, paths] of dashboards) {
      await signIn(page, email);
      for (const path of paths) {
        await page.goto(path);
        await holds(page, path);
      }
    }

    expect(winner, 'a first-round winner').toBeTruthy();
    await signIn(page, `${winner!.toLowerCase().replace(/\s+/g, '.')}@boxers.ajbxng.test`);
    await page.goto('/student-dashboard');
    await page.getByRole('tab', { name: 'Progress' }).click();
    const chart = page.getByRole('img', { name: 'Results over time' });
    await holds(page, 'a boxer’s Progress', async () => {
      await expectInView(chart, 'the results chart');
    });
    await expect(page.getByRole('table', { name: /results over time/ })).toBeAttached();
  });
});
