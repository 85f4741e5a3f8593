import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoEmail,
  expect,
  hydrating,
  pageWithoutScript,
  signIn,
  test,
  uniqueClientIp,
} from './fixtures';
import { mailTo, setPasswordPath } from './mail';
import { bornYearsAgo, lagosDay } from './clock';
import { expectNoAxeViolations } from './forms-support';

/**
 * Reading the event (issue 15 items 6-8): a category's draw and the bout order as a visitor reads them on a
 * phone and without JavaScript, a boxer's public profile, the boxer's My Matches with its iCal file and the
 * admin's Matches tab.
 */

const PHONE = { width: 375, height: 812 };

/** The page itself never scrolls sideways (a bracket scrolls inside its own frame). */
async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page-level horizontal scroll').toBe(0);
}

type Listed = { id: number; slug: string; name: string };

/** A published demo tournament that has entries, with one of its entries (public list). */
async function demoTournamentWithEntries(page: Page) {
  const listed = (await (await page.request.get('/api/v1/tournaments')).json()) as { tournaments: Listed[] };
  for (const t of listed.tournaments) {
    const response = await page.request.get(`/api/v1/tournaments/${t.id}/entries`);
    if (response.status() !== 200 || t.name.startsWith('Event Pages')) continue;
    const { entries } = (await response.json()) as {
      entries: {
        boxerId: string;
        boxerName: string;
        club: string | null;
        categoryId: number;
        category: string;
      }[];
    };
    // A category nobody has drawn (other tests draw some: this file's events, the draws' own tests).
    for (const entry of entries) {
      const bracket = await page.request.get(`/api/v1/categories/${entry.categoryId}/bracket`);
      if (bracket.status() !== 200) continue;
      if (!((await bracket.json()) as { bracket: { drawn: boolean } }).bracket.drawn)
        return { tournament: t, entry };
    }
  }
  throw new Error('The demo has no published tournament with entries');
}

test.describe('before the draw', () => {
  test.use({ viewport: PHONE });

  test('a visitor on a phone reads what the draw and the bout order will show, a boxer’s profile and the not-found pages', async ({
    page,
  }) => {
    const { tournament, entry } = await demoTournamentWithEntries(page);

    await test.step('a visitor on a phone reads what the draw and the bout order will show', async () => {
      await page.goto(`/tournaments/${tournament.slug}`);
      const draws = page.getByRole('region', { name: 'Draws', exact: true });
      await expect(draws).toContainText('appears here once the weigh-in is done and the draw is made');
      await expect(draws.getByRole('link')).toHaveCount(0);

      await page.goto(`/tournaments/${tournament.slug}/categories/${entry.categoryId}`);
      await expect(page.getByRole('heading', { level: 1, name: entry.category })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Not drawn yet' })).toBeVisible();
      await expectNoPageScroll(page);

      await page.goto(`/tournaments/${tournament.slug}/bouts`);
      await expect(page.getByRole('heading', { level: 1, name: 'Bout order' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No bout order yet' })).toBeVisible();
      await expectNoPageScroll(page);
    });

    await test.step('a boxer’s public profile shows name, club, category, record and tournaments, nothing private', async () => {
      await page.goto(`/boxers/${entry.boxerId}`);
      await expect(page.getByRole('heading', { level: 1, name: entry.boxerName })).toBeVisible();
      if (entry.club) await expect(page.getByText(entry.club).first()).toBeVisible();
      await expect(page.locator('main')).toContainText(entry.category);
      await expect(page.getByText('Record (W-L-D)')).toBeVisible();
      // A visitor reads a minor's name, club, category and results only (issue 27): not the tournaments
      // they are to box in. An adult's tournaments are listed.
      const minor = /Youth 8-12|Junior 13-15|Cadet 16-17/.test(entry.category);
      const upcoming = page
        .getByRole('region', { name: 'Tournaments entered' })
        .getByRole('link', { name: tournament.name });
      if (minor) await expect(upcoming).toHaveCount(0);
      else await expect(upcoming).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/date of birth|\bkg\b|@|suspended/i);
    });

    await test.step('an unknown category or boxer is the not-found page', async () => {
      for (const path of [
        `/tournaments/${tournament.slug}/categories/999999`,
        `/tournaments/no-such-event/bouts`,
        `/boxers/no-such-boxer`,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      }
    });
  });
});

test.describe('without JavaScript', () => {
  test('the category, bout order and profile pages are whole server-rendered pages', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutScript(browser, baseURL, { viewport: PHONE });
    const { tournament, entry } = await demoTournamentWithEntries(page);
    await page.goto(`/tournaments/${tournament.slug}/categories/${entry.categoryId}`);
    await expect(page.getByRole('heading', { name: 'Not drawn yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Bout order' }).click();
    await expect(page).toHaveURL(`/tournaments/${tournament.slug}/bouts`);
    await expect(page.getByRole('heading', { name: 'No bout order yet' })).toBeVisible();
    await page.goto(`/boxers/${entry.boxerId}`);
    await expect(page.getByRole('heading', { level: 1, name: entry.boxerName })).toBeVisible();
    await context.close();
  });
});

test('My Matches says where the boxer’s bouts will appear and offers them as an iCal file', async ({
  page,
}) => {
  await signIn(page, demoEmail('boxer'));
  await page.goto('/student-dashboard');
  const matches = page.getByRole('region', { name: 'My Matches' });
  await expect(matches.getByRole('heading', { name: 'No bouts yet' })).toBeVisible();
  const ical = matches.getByRole('link', { name: /Add my bouts to my calendar/ });
  const response = await page.request.get((await ical.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  expect(await response.text()).toContain('BEGIN:VCALENDAR');
});

test('the admin’s Matches tab says where bouts will appear', async ({ page }) => {
  // The platform admin sees the demo event's bouts (server/demo/event.ts): an organisation with no bouts,
  // Kano Fight Academy, sees the empty tab.
  await signIn(page, 'kano@ajbxng.test');
  await page.goto('/admin-dashboard/matches');
  await expect(page.getByRole('heading', { name: 'Matches', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
});

type Boxer = { id: string; name: string; email: string };

const PASSWORD = 'Ring-Side-2026!';

/**
 * An event drawn and scheduled as its people would make it: the demo coach registers four students
 * (Register Student), the platform admin creates a lightweight elite men's knockout for the academy and
 * round robins of the same category until there are more than 10 bouts in all (the Matches tab pages),
 * enters the four in each, draws, gives two rings from 10:00 on the first day and schedules (the API).
 */
test.describe.serial('after the draw', () => {
  let admin: APIRequestContext;
  const knockout = { id: 0, slug: '', categoryId: 0 };
  const pool = { id: 0, slug: '', categoryId: 0 };
  const boxers: Boxer[] = [];
  const run = Date.now().toString(36);

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    const page = hydrating(await context.newPage());
    await signIn(page, demoEmail('coach'));
    const names = ['Kunle Bakare', 'Ifeanyi Eze', 'Sani Bello', 'Dare Ogun'];
    for (const [i, name] of names.entries()) {
      const email = `${name.split(' ')[0]!.toLowerCase()}-${run}@event-pages.test`;
      await page.goto('/students/register');
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Date of birth').fill(bornYearsAgo(22 + i));
      await page.getByLabel('Gender').selectOption({ label: 'Men' });
      await page.getByLabel('Declared weight (kg)').fill('60');
      await page.getByRole('button', { name: 'Register Student' }).click();
      await expect(page.getByText(`${name} is registered`)).toBeVisible();
      boxers.push({ id: '', name, email });
    }
    await context.close();

    admin = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL! },
    });
    const signedIn = await admin.post('/api/auth/sign-in/email', {
      data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    for (const b of boxers) {
      const found = await admin.get(`/api/v1/users?q=${encodeURIComponent(b.email)}`);
      const { users } = (await found.json()) as { users: { id: string; email: string }[] };
      b.id = users.find((u) => u.email === b.email)!.id;
    }

    async function event(name: string, format: string): Promise<{ id: number; slug: string }> {
      const created = await admin.post('/api/v1/tournaments', {
        data: {
          name,
          format,
          startDate: lagosDay(20),
          endDate: lagosDay(21),
          city: 'Lagos',
          level: 'Elite',
          weightClasses: ['lightweight'],
          ageGroups: ['elite'],
          genders: ['men'],
          rules: {
            roundDuration: 2,
            numberOfRounds: 3,
            judgesCount: 3,
            medicalCheckRequired: false,
            equipmentProvided: false,
          },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { tournament } = (await created.json()) as { tournament: { id: number; slug: string } };
      expect((await admin.post(`/api/v1/tournaments/${tournament.id}/publish`)).status()).toBe(200);
      for (const b of boxers) {
        const entered = await admin.post(`/api/v1/tournaments/${tournament.id}/entries`, {
          data: { boxerId: b.id, weightClass: 'lightweight', ageGroup: 'elite' },
        });
        expect(entered.status(), await entered.text()).toBe(201);
      }
      const drawn = await admin.post(`/api/v1/tournaments/${tournament.id}/draw`, { data: {} });
      expect(drawn.status(), await drawn.text()).toBe(200);
      const sessions = await admin.put(`/api/v1/tournaments/${tournament.id}/sessions`, {
        data: { rings: 2, sessions: [{ day: lagosDay(20), start: '10:00' }] },
      });
      expect(sessions.status(), await sessions.text()).toBe(200);
      const scheduled = await admin.post(`/api/v1/tournaments/${tournament.id}/schedule`, { data: {} });
      expect(scheduled.status(), await scheduled.text()).toBe(200);
      return tournament;
    }

    const first = await event(`Event Pages Knockout ${run}`, 'single-elimination');
    Object.assign(knockout, first);
    const cats = (await (await admin.get(`/api/v1/tournaments/${first.id}/categories`)).json()) as {
      categories: { id: number }[];
    };
    knockout.categoryId = cats.categories[0]!.id;
    // 3 bouts in the knockout, 6 in each pool of four: two pools make 15.
    const poolA = await event(`Event Pages Pool A ${run}`, 'round-robin');
    const poolCats = (await (await admin.get(`/api/v1/tournaments/${poolA.id}/categories`)).json()) as {
      categories: { id: number }[];
    };
    Object.assign(pool, poolA, { categoryId: poolCats.categories[0]!.id });
    await event(`Event Pages Pool B ${run}`, 'round-robin');
  });

  test.afterAll(async () => {
    await admin.dispose();
  });

  test('a visitor on a phone opens the bracket from the tournament page, prints it, then the bout order and a profile', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await test.step('a visitor on a phone opens the bracket from the tournament page', async () => {
      await page.goto(`/tournaments/${knockout.slug}`);
      const draws = page.getByRole('region', { name: 'Draws', exact: true });
      await draws.getByRole('link').first().click();
      await expect(page).toHaveURL(`/tournaments/${knockout.slug}/categories/${knockout.categoryId}`);
      await expect(page.getByRole('heading', { name: 'Bracket' })).toBeVisible();
      for (const b of boxers) await expect(page.getByRole('link', { name: b.name }).first()).toBeVisible();
      await expect(page.getByText(/^Bout 1 · Ring [12]$/)).toBeVisible();
      await expectNoPageScroll(page);
      // The bracket passes axe.
      await expectNoAxeViolations(page);
    });

    await test.step('printed, the bracket is one category on the sheet without the site’s header and footer', async () => {
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Other categories' })).toBeHidden();
      const sheet = page.locator('[data-print-sheet]');
      await expect(sheet.getByRole('heading', { level: 1 })).toBeVisible();
      for (const b of boxers) await expect(sheet.getByRole('link', { name: b.name }).first()).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
    });

    await test.step('then the bout order', async () => {
      await page.getByRole('link', { name: 'Bout order' }).click();
      await expect(page).toHaveURL(`/tournaments/${knockout.slug}/bouts`);
      const ring1 = page.getByRole('region', { name: 'Ring 1' });
      await expect(ring1.getByText('Next', { exact: true })).toBeVisible();
      await expect(ring1.getByText('Bout 1 · ETA 10:00 WAT')).toBeVisible();
      await expectNoPageScroll(page);
      // The bout order passes axe.
      await expectNoAxeViolations(page);
    });

    await test.step('a boxer’s name leads to their public profile, with this bout on it', async () => {
      const named = page
        .getByRole('region', { name: 'Ring 1' })
        .getByRole('list', { name: 'Ring 1 bout order' })
        .getByRole('link')
        .first();
      const name = (await named.textContent())!;
      await named.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Bouts' })).toContainText(/Event Pages Knockout/);
      // A boxer's profile passes axe.
      await expectNoAxeViolations(page);
    });
  });

  test('a pool is a standings table of its four boxers with its rounds', async ({ page }) => {
    await page.goto(`/tournaments/${pool.slug}/categories/${pool.categoryId}`);
    const table = page.getByRole('table', { name: /standings$/ });
    await expect(table.getByRole('row')).toHaveCount(5);
    for (const b of boxers) await expect(table.getByRole('link', { name: b.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bouts by round' })).toBeVisible();
    // The pool passes axe.
    await expectNoAxeViolations(page);
  });

  test('the boxer sees their bout number, ring and ETA on My Matches', async ({ page }) => {
    const me = boxers[0]!;
    // The student chooses a password from the e-mail Register Student sent (not the entry confirmations
    // and bout e-mails that followed it), then signs in.
    await page.goto(setPasswordPath(await mailTo(me.email, / registered you on AJBXNG$/)));
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the new password').fill(PASSWORD);
    await page.getByRole('button', { name: /password/i }).click();
    await page.waitForURL(/\/sign-in\?reset=done/);
    await signIn(page, me.email, PASSWORD);
    await page.goto('/student-dashboard');
    const next = page.getByRole('region', { name: 'When is my fight' });
    await expect(next.getByText('Bout number')).toBeVisible();
    await expect(next).toContainText(/Bout number\s*\d+/);
    await expect(next).toContainText(/Ring\s*[12]/);
    await expect(next).toContainText(/ETA\s*\d{1,2}:\d{2} WAT/);
    await expect(
      page.getByRole('list', { name: 'My bouts, newest first' }).getByRole('listitem'),
    ).not.toHaveCount(0);
  });

  test('the admin’s Matches tab lists 10 bouts a page with tournament and both boxers, and pages', async ({
    page,
  }) => {
    await signIn(page, demoEmail('admin'));
    await page.goto('/admin-dashboard/matches');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11);
    // By scheduled time: the demo's past tournaments' bouts (boxed weeks ago) come first; the live event's and
    // this file's on later pages.
    await expect(table).toContainText('AJ Elite Cup Lagos Qualifier');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Previous', exact: true }).click();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

    // Each bout's Edit opens its own page for the organisers: officials, cards, the decision, a correction.
    const first = table.getByRole('row').nth(1);
    const red = (await first.getByRole('cell').nth(1).textContent())!.replace('(winner)', '').trim();
    await first.getByRole('link', { name: 'Edit bout 1', exact: true }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/tournaments\/\d+\/bouts\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Bout 1 · Ring 1$/i })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${red} (`);
    await expect(page.getByRole('heading', { name: 'Correct the result' })).toBeVisible();
  });
});

/**
 * Issue 30 item 1, on event day: from the home page a spectator reaches the live event's Now and Next in at
 * most two taps (the header's Live entry: straight to the one live tournament, or the calendar's Live now
 * tab when other specs' tournaments are live too), and the tournament page opens on each ring's Now and
 * Next and the links to the bout order, brackets and results, all within the first screen.
 */
test.describe('on event day', () => {
  const DEMO_EVENT = 'AJ Elite Cup — Lagos Regional';
  for (const screen of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`a spectator reaches the live event’s Now and Next from the home page in two taps at ${screen.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      // Below 1280 px the header’s links are behind the menu.
      const phone = screen.width < 1280;
      // The home page is prerendered: the header learns what is live once the page is up.
      await hydrating(page).goto('/');
      const header = page.getByRole('banner');
      if (phone) {
        // The phone menu names the live tournaments under Tournaments, with its Live badge.
        await header.getByRole('button', { name: 'Open menu' }).click();
        const menu = header.getByRole('navigation', { name: 'Mobile' });
        await expect(
          menu.getByRole('link', { name: /^Tournaments Live\s+now: \d+ tournaments?$/ }),
        ).toBeVisible();
        await expect(menu.getByRole('list', { name: 'Live now' })).toContainText(DEMO_EVENT);
        await header.getByRole('button', { name: 'Close menu' }).click();
      }

      let taps = 0;
      const live = phone
        ? header.getByRole('link', { name: /^Live now: / })
        : header
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: /^Tournaments Live\s+now: \d+ tournaments?$/ });
      await expect(live).toContainText('Live');
      await live.click();
      taps += 1;
      await page.waitForURL(/\/tournaments\/[^/]+$|\/tournament-schedule\?tab=live$/);
      if (page.url().includes('/tournament-schedule')) {
        // Several tournaments live at once: the calendar's Live now tab lists them.
        await expect(page.getByRole('link', { name: 'Live now', exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await page.getByRole('link', { name: DEMO_EVENT, exact: true }).click();
        taps += 1;
      }
      expect(taps).toBeLessThanOrEqual(2);
      await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENT })).toBeVisible();

      // The first screen, unscrolled: each ring's Now and Next and the three ways in.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const top = page.getByRole('region', { name: /^Live now/ });
      const rings = top.getByRole('article');
      await expect(rings.first().getByText('Now', { exact: true })).toBeVisible();
      await expect(rings.first().getByText('Next', { exact: true })).toBeVisible();
      const nowNext = await top.locator('[data-now-next]').boundingBox();
      expect(nowNext, 'the Now / Next block').not.toBeNull();
      expect(
        nowNext!.y + nowNext!.height,
        'the Now / Next block ends within the first screen',
      ).toBeLessThanOrEqual(screen.height);
      for (const name of ['Bout order', 'Brackets', 'Results']) {
        const link = await top.getByRole('link', { name, exact: true }).boundingBox();
        expect(link!.y + link!.height, `${name} within the first screen`).toBeLessThanOrEqual(screen.height);
      }
      await expectNoPageScroll(page);
    });
  }
});
