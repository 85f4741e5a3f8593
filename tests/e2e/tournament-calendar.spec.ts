import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { formatDateRange as formatRange, formatShortDate } from '../../app/features/tournaments/date-range';
import { DEMO_PASSWORD, demoEmail, expect, hydrated, signIn, test, uniqueClientIp } from './fixtures';
import { lagosDay, today } from './clock';
import { expectNoAxeViolations } from './forms-support';

/**
 * The public calendar (/tournament-schedule), its iCal feed and a tournament's page, on tournaments made
 * the way organisers make them: the API, signed in as the demo admin (the academy's organisation), then
 * published, cancelled or given a result. Full and closed registration need entries, which only the demo
 * tournaments have (entries arrive with the next issue): those two badges are found among the demo data.
 *
 * Each worker makes its own tournaments, named with its own token, so that workers never see each
 * other's and a search for the token finds exactly this worker's.
 */

type Made = { id: number; slug: string; name: string };
type Tournaments = {
  token: string;
  open: Made;
  closing: Made;
  invitation: Made;
  past: Made;
  cancelled: Made;
  draft: Made;
};

const day = lagosDay;
const CANCEL_REASON = 'The venue flooded; entry fees are refunded in full.';

async function apiAsAdmin(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL },
  });
  const signedIn = await api.post('/api/auth/sign-in/email', {
    data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
  });
  expect(signedIn.status(), 'admin signs in').toBe(200);
  return api;
}

async function create(api: APIRequestContext, draft: Record<string, unknown>): Promise<Made> {
  const response = await api.post('/api/v1/tournaments', {
    data: {
      format: 'single-elimination',
      weightClasses: ['flyweight', 'lightweight', 'heavyweight'],
      ageGroups: ['youth-elite', 'elite'],
      genders: ['men', 'women'],
      ...draft,
    },
  });
  expect(response.status(), `create ${String(draft.name)}: ${await response.text()}`).toBe(201);
  const { tournament } = (await response.json()) as { tournament: Made };
  return tournament;
}

async function post(api: APIRequestContext, path: string, data?: unknown) {
  const response = await api.post(path, data === undefined ? {} : { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

let made: Tournaments | undefined;

async function tournaments(baseURL: string): Promise<Tournaments> {
  if (made) return made;
  const token = Math.random().toString(36).slice(2, 8);
  const api = await apiAsAdmin(baseURL);
  const published = async (draft: Record<string, unknown>) => {
    const t = await create(api, draft);
    await post(api, `/api/v1/tournaments/${t.id}/publish`);
    return t;
  };
  const open = await published({
    name: `Calabar Carnival Open ${token}`,
    description: 'Boxing at the carnival: youth elites and elites, men and women.',
    startDate: day(40),
    endDate: day(42),
    location: 'U.J. Esuene Stadium',
    city: 'Calabar',
    level: 'Elite',
    maxParticipants: 32,
    entryFee: 0,
    prizes: { first: 750_000, second: 300_000, third: 150_000 },
    rules: {
      roundDuration: 3,
      numberOfRounds: 3,
      judgesCount: 5,
      medicalCheckRequired: true,
      equipmentProvided: true,
    },
  });
  const closing = await published({
    name: `Owerri Last Call ${token}`,
    startDate: day(6),
    endDate: day(6),
    registrationDeadline: day(3),
    weighInDate: day(5),
    location: 'Dan Anyiam Stadium',
    city: 'Owerri',
    level: 'Beginner-Intermediate',
    entryFee: 15_000,
  });
  const invitation = await published({
    name: `Jos Plateau Invitational ${token}`,
    startDate: day(50),
    endDate: day(51),
    city: 'Jos',
    level: 'Elite',
    entryFee: 35_000,
    visibility: 'invitation',
  });
  // A tournament boxed today and given its result today: the earliest a result can be recorded.
  const past = await published({
    name: `Benin Bronze Cup ${token}`,
    startDate: today,
    endDate: today,
    registrationDeadline: today,
    weighInDate: today,
    city: 'Benin City',
    level: 'Intermediate-Advanced',
    entryFee: 10_000,
  });
  await post(api, `/api/v1/tournaments/${past.id}/result`, {
    winner: `Osaro Igbinedion ${token}`,
    category: 'Welterweight · Elite 20-34 · Men',
  });
  const cancelled = await published({
    name: `Warri Washout ${token}`,
    startDate: day(25),
    endDate: day(25),
    city: 'Warri',
    level: 'Elite',
  });
  await post(api, `/api/v1/tournaments/${cancelled.id}/cancel`, { reason: CANCEL_REASON });
  const draft = await create(api, {
    name: `Makurdi Secret Draft ${token}`,
    startDate: day(70),
    endDate: day(70),
    city: 'Makurdi',
    level: 'Elite',
  });
  await api.dispose();
  made = { token, open, closing, invitation, past, cancelled, draft };
  return made;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
/** The value a definition list gives for a label ("Entry fee" → "Free"). */
const fact = (within: Locator, label: string) => within.locator(`dt:text-is("${label}") + dd`);

async function pageWithoutJavaScript(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  return context.newPage();
}

test.describe('the tournament calendar', () => {
  let t: Tournaments;
  test.beforeAll(async ({ baseURL }) => {
    t = await tournaments(baseURL!);
  });

  test('a visitor finds a published tournament by search and by filters, as they type, and reads Past Results', async ({
    page,
  }) => {
    await page.goto('/tournament-schedule');
    await test.step('a visitor finds a published tournament by search and by filters, as they type', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Find Your Next Fight/i);
      await expect(card(page, t.open.name)).toBeVisible();
      await expect(card(page, t.closing.name)).toBeVisible();
      // Published, not a draft or cancelled.
      await expect(card(page, t.draft.name)).toHaveCount(0);
      await expect(card(page, t.cancelled.name)).toHaveCount(0);

      // Search by name: the calendar follows the typing and the address says what was searched.
      await page.getByLabel('Search tournaments').fill(`carnival open ${t.token}`);
      await expect(page).toHaveURL(/[?&]q=carnival\+open\+/);
      await expect(card(page, t.open.name)).toBeVisible();
      await expect(card(page, t.closing.name)).toHaveCount(0);
      // The address can be shared: opened afresh, it shows the same.
      await page.reload();
      await expect(page.getByLabel('Search tournaments')).toHaveValue(`carnival open ${t.token}`);
      await expect(card(page, t.open.name)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);

      // Search by location (the city) matches too.
      await page.getByLabel('Search tournaments').fill('owerri');
      await expect(card(page, t.closing.name)).toBeVisible();
      await expect(card(page, t.open.name)).toHaveCount(0);

      // Filters: a city that has tournaments joins Lagos, Abuja and Kano in the location filter.
      await page.getByLabel('Search tournaments').fill('');
      await expect(page).not.toHaveURL(/q=/);
      const location = page.getByLabel('Location');
      await expect(location.locator('option')).toContainText(['All Locations', 'Lagos', 'Abuja', 'Kano']);
      await location.selectOption('Calabar');
      await expect(page).toHaveURL(/location=Calabar/);
      await expect(card(page, t.open.name)).toBeVisible();
      await expect(card(page, t.closing.name)).toHaveCount(0);
    });

    await test.step('the iCal feed downloads, filters honoured', async () => {
      // The feed's content, unfiltered: 'the iCal feed is text/calendar with the upcoming tournaments' below.
      const subscribe = page.getByRole('link', { name: 'Subscribe (iCal)' });
      await expect(subscribe).toHaveAttribute('href', '/tournament-schedule.ics?location=Calabar');
      const [download] = await Promise.all([page.waitForEvent('download'), subscribe.click()]);
      expect(download.suggestedFilename()).toBe('ajbxng-tournaments.ics');
      const stream = await download.createReadStream();
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      const unfolded = text.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain(`SUMMARY:${t.open.name}\r\n`);
      expect(unfolded).not.toContain(t.closing.name);
    });

    await test.step('filters narrow to nothing, and Clear Filters brings everything back', async () => {
      await page.getByLabel('Level').selectOption('Elite');
      await expect(page).toHaveURL(/location=Calabar&level=Elite/);
      await expect(card(page, t.open.name)).toBeVisible();
      await page.getByLabel('Level').selectOption('Beginner-Intermediate');
      await expect(card(page, t.open.name)).toHaveCount(0);

      // Nothing matches: SPEC §8's empty state, and Clear Filters brings everything back.
      await expect(page.getByText('No tournaments found')).toBeVisible();
      await expect(page.getByText('Try adjusting your filters to see more tournaments')).toBeVisible();
      // The calendar's empty state passes axe.
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL(/\/tournament-schedule$/);
      await expect(page.getByText('No tournaments found')).toHaveCount(0);
      await expect(card(page, t.open.name)).toBeVisible();
      await expect(card(page, t.closing.name)).toBeVisible();
      await expect(page.getByLabel('Location')).toHaveValue('all');
      await expect(page.getByLabel('Level')).toHaveValue('all');
      await expect(page.getByLabel('Search tournaments')).toHaveValue('');
    });

    await test.step('Past Results shows each finished tournament with its winner and category', async () => {
      await expect(card(page, t.past.name)).toHaveCount(0);
      await page.getByRole('link', { name: 'Past Results' }).click();
      await expect(page).toHaveURL(/tab=past/);
      await expect(page.getByRole('link', { name: 'Past Results' })).toHaveAttribute('aria-current', 'page');
      const past = card(page, t.past.name);
      await expect(fact(past, 'Winner')).toHaveText(`Osaro Igbinedion ${t.token}`);
      await expect(fact(past, 'Category')).toHaveText('Welterweight · Elite 20-34 · Men');
      await expect(past).toContainText('Benin City');
      await expect(card(page, t.open.name)).toHaveCount(0);
      // Past Results passes axe.
      await expectNoAxeViolations(page);
      // Filters apply to the past too, and stay on this tab.
      await page.getByLabel('Search tournaments').fill(`bronze cup ${t.token}`);
      await expect(page).toHaveURL(/q=bronze\+cup.*tab=past/);
      await expect(page.getByRole('article')).toHaveCount(1);
    });

    await test.step('a finished tournament’s page passes axe', async () => {
      await card(page, t.past.name).getByRole('link', { name: t.past.name }).click();
      await expect(page).toHaveURL(new RegExp(`/tournaments/${t.past.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.past.name);
      await expectNoAxeViolations(page);
    });
  });

  test('without JavaScript, search and filters work through the address', async ({ browser, baseURL }) => {
    const page = await pageWithoutJavaScript(browser, baseURL!);
    await page.goto('/tournament-schedule');
    await page.getByLabel('Search tournaments').fill(`Carnival Open ${t.token}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=Carnival\+Open\+/);
    await expect(card(page, t.open.name)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.getByLabel('Search tournaments').fill('');
    await page.getByLabel('Location').selectOption('Owerri');
    await page.getByLabel('Level').selectOption('Beginner-Intermediate');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/location=Owerri&level=Beginner-Intermediate/);
    await expect(card(page, t.closing.name)).toBeVisible();
    await expect(card(page, t.open.name)).toHaveCount(0);

    await page.getByLabel('Level').selectOption('Elite');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No tournaments found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(card(page, t.open.name)).toBeVisible();
    await expect(card(page, t.closing.name)).toBeVisible();

    // The tabs are links too.
    await page.getByRole('link', { name: 'Past Results' }).click();
    await expect(page).toHaveURL(/tab=past/);
    await expect(card(page, t.past.name)).toBeVisible();
    await page.context().close();
  });

  test('a visitor reads the calendar: each badge with its button, a card’s facts, the links on', async ({
    page,
  }) => {
    await page.goto('/tournament-schedule');
    const open = card(page, t.open.name);
    const closing = card(page, t.closing.name);

    await test.step('the calendar passes axe', async () => {
      await expect(open).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('each badge comes with its button (SPEC §4)', async () => {
      const badge = (article: Locator) => article.locator('[data-badge]');

      // Open Registration: green, Register Now to the tournament's register section.
      await expect(badge(open)).toHaveText('Open Registration');
      await expect(badge(open)).toHaveClass(/text-naija-700/);
      await expect(open.getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
        'href',
        `/tournaments/${t.open.slug}#register`,
      );

      // Registration Closing (the deadline within 7 days): yellow, and registration is still open.
      await expect(badge(closing)).toHaveText('Registration Closing');
      await expect(badge(closing)).toHaveClass(/text-amber-800/);
      await expect(closing.getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
        'href',
        `/tournaments/${t.closing.slug}#register`,
      );

      // Invitation Only: blue, a By Invitation Only button, no Register Now.
      const invitation = card(page, t.invitation.name);
      await expect(badge(invitation)).toHaveText('Invitation Only');
      await expect(badge(invitation)).toHaveClass(/text-sky-800/);
      await expect(invitation.getByRole('link', { name: /^By Invitation Only/ })).toHaveAttribute(
        'href',
        `/tournaments/${t.invitation.slug}#register`,
      );
      await expect(invitation.getByRole('link', { name: /Register Now/ })).toHaveCount(0);

      // Full (a demo tournament: places are taken by boxers' entries): red, the disabled Registration Closed.
      const full = page
        .getByRole('article')
        .filter({ has: page.locator('[data-badge="full"]') })
        .first();
      await expect(badge(full)).toHaveText('Full');
      await expect(badge(full)).toHaveClass(/bg-corner-600/);
      await expect(full.getByRole('button', { name: 'Registration Closed' })).toBeDisabled();
      await expect(full.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
      const [taken, capacity] = (await full.getByText(/^\d+ of \d+$/).textContent())!.split(' of ');
      expect(taken).toBe(capacity);

      // Anything else (a demo tournament whose deadline has passed): the disabled Registration Closed.
      const closed = page
        .getByRole('article')
        .filter({ has: page.locator('[data-badge="closed"]') })
        .first();
      await expect(badge(closed)).toHaveText('Registration Closed');
      await expect(closed.getByRole('button', { name: 'Registration Closed' })).toBeDisabled();
      await expect(closed.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
    });

    await test.step('a card shows the tournament’s facts', async () => {
      await expect(open).toContainText('Elite');
      await expect(fact(open, 'Dates')).toHaveText(formatRange(day(40), day(42)));
      await expect(fact(open, 'Venue')).toHaveText('U.J. Esuene Stadium, Calabar');
      await expect(fact(open, 'Entry fee')).toHaveText('Free');
      await expect(fact(open, 'Registration deadline')).toHaveText(formatShortDate(day(38)));
      await expect(fact(open, 'Prizes')).toContainText('1st ₦750,000');
      await expect(open).toContainText('0 of 32');
      await expect(open.getByRole('progressbar', { name: '0 of 32 places taken' })).toBeVisible();
      await expect(fact(closing, 'Entry fee')).toHaveText('₦15,000');
      await expect(fact(closing, 'Prizes')).toHaveText('Medals only');
    });

    await test.step('the calendar links to making a tournament and signing an organisation up', async () => {
      await expect(page.getByRole('link', { name: 'Start Tournament' }).first()).toHaveAttribute(
        'href',
        '/start-tournament',
      );
      await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
        'href',
        '/get-started',
      );
    });

    await test.step('Register Now leads to the tournament’s page, at its register section', async () => {
      await open.getByRole('link', { name: /^Register Now/ }).click();
      await expect(page).toHaveURL(new RegExp(`/tournaments/${t.open.slug}#register$`));
      const register = page.locator('#register');
      await expect(register).toBeInViewport();
      await expect(register.getByText(/Boxers sign in and register here/)).toBeVisible();
      // Signing in (or up) comes back to this form (issue 30 item 2: one path).
      const back = `redirectTo=${encodeURIComponent(`/tournaments/${t.open.slug}#register`)}`;
      await expect(register.getByRole('link', { name: 'Sign in to register' })).toHaveAttribute(
        'href',
        `/sign-in?${back}`,
      );
      await expect(register.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        `/sign-up?${back}`,
      );
    });
  });

  test('the iCal feed is text/calendar with the upcoming tournaments', async ({ request }) => {
    // Its download from the calendar, with the filters honoured: the first test of this describe.
    const all = await request.get('/tournament-schedule.ics');
    expect(all.status()).toBe(200);
    expect(all.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = (await all.text()).replace(/\r\n[ \t]/g, '');
    expect(feed.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const event = feed.split('BEGIN:VEVENT').find((e) => e.includes(`SUMMARY:${t.open.name}\r\n`))!;
    expect(event).toContain(`UID:tournament-${t.open.id}@`);
    expect(event).toContain(`DTSTART;VALUE=DATE:${day(40).replace(/-/g, '')}\r\n`);
    expect(event).toContain(`DTEND;VALUE=DATE:${day(43).replace(/-/g, '')}\r\n`);
    expect(event).toContain('LOCATION:U.J. Esuene Stadium\\, Calabar\r\n');
    expect(event).toMatch(new RegExp(`URL:https?://[^/]+/tournaments/${t.open.slug}\r\n`));
    expect(event).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(feed).toContain(`SUMMARY:${t.closing.name}\r\n`);
    // Upcoming only: no past, cancelled or draft tournament.
    for (const absent of [t.past, t.cancelled, t.draft]) expect(feed).not.toContain(absent.name);
  });

  test('the sitemap lists published tournaments’ pages, not drafts', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/tournaments/${t.open.slug}</loc>`);
    expect(sitemap).toContain(`/tournaments/${t.past.slug}</loc>`);
    expect(sitemap).not.toContain(`/tournaments/${t.draft.slug}<`);
  });
});

test.describe('a tournament’s page', () => {
  let t: Tournaments;
  test.beforeAll(async ({ baseURL }) => {
    t = await tournaments(baseURL!);
  });

  test('a visitor reads its facts, its tags for search engines, copies its address and follows its call to action', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/tournaments/${t.open.slug}`);

    await test.step('shows its facts, rules, categories and what is to come', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.open.name);
      await expect(page).toHaveTitle(`${t.open.name} | AJBXNG`);
      const facts = page.getByRole('region', { name: 'Tournament Facts' });
      await expect(facts).toContainText('Boxing at the carnival');
      await expect(fact(facts, 'Venue')).toHaveText('U.J. Esuene Stadium, Calabar');
      await expect(fact(facts, 'Level')).toHaveText('Elite');
      await expect(fact(facts, 'Format')).toHaveText('Single Elimination');
      await expect(fact(facts, 'Entry fee')).toHaveText('Free');
      await expect(fact(facts, 'Participants')).toHaveText('0 of 32');
      await expect(fact(facts, 'Organiser')).toHaveText('AJBXNG Boxing Academy');
      // Dates in West Africa Time, written out.
      const longDate = (iso: string) =>
        new Intl.DateTimeFormat('en-NG', {
          timeZone: 'Africa/Lagos',
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }).format(new Date(`${iso}T12:00:00+01:00`));
      await expect(fact(facts, 'Dates (WAT)')).toHaveText(`${longDate(day(40))} to ${longDate(day(42))}`);
      await expect(fact(facts, 'Registration deadline')).toHaveText(longDate(day(38)));
      await expect(fact(facts, 'Weigh-in')).toHaveText(longDate(day(39)));

      const prizes = page.getByRole('region', { name: 'Prizes' });
      await expect(fact(prizes, 'First prize')).toHaveText('₦750,000');
      await expect(fact(prizes, 'Second prize')).toHaveText('₦300,000');
      await expect(fact(prizes, 'Third prize')).toHaveText('₦150,000');

      const rules = page.getByRole('region', { name: 'Rules' });
      await expect(rules).toContainText('3 rounds × 3 minutes');
      await expect(rules).toContainText('5 judges');
      await expect(rules).toContainText('Medical check required');
      await expect(rules).toContainText('Gloves and headguards provided');

      // 3 weight classes × 2 age groups × 2 genders, one table a gender.
      const categories = page.getByRole('region', { name: 'Categories' });
      await expect(categories).toContainText('12 categories');
      const lightweight = categories
        .getByRole('table', { name: /^Men/ })
        .getByRole('row')
        .filter({ hasText: 'Lightweight' });
      await expect(lightweight.getByRole('rowheader')).toContainText('135 lbs · 61.2 kg');
      await expect(lightweight.getByRole('listitem')).toHaveText(['Youth Elite 18-19', 'Elite 20-34']);
      await expect(categories.getByRole('table', { name: /^Women/ }).getByRole('row')).toHaveCount(4);

      await expect(page.getByText('Open Registration', { exact: true })).toBeVisible();
      for (const heading of ['Entries', 'Draws', 'Bout order', 'Results'])
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Draws', exact: true })).toContainText(
        'once the weigh-in is done',
      );
    });

    await test.step('the tournament page passes axe', async () => {
      await expectNoAxeViolations(page);
    });

    await test.step('carries Open Graph tags and a SportsEvent for search engines', async () => {
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        `${t.open.name} | AJBXNG`,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        new RegExp(`/tournaments/${t.open.slug}$`),
      );
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        /Elite boxing tournament, .* at U\.J\. Esuene Stadium, Calabar: Single Elimination, free entry\./,
      );
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const events = blocks
        .map((b) => JSON.parse(b) as Record<string, unknown>)
        .filter((b) => b['@type'] === 'SportsEvent');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        '@context': 'https://schema.org',
        name: t.open.name,
        startDate: day(40),
        endDate: day(42),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'U.J. Esuene Stadium',
          address: { '@type': 'PostalAddress', addressLocality: 'Calabar', addressCountry: 'NG' },
        },
        organizer: { '@type': 'Organization' },
        offers: { '@type': 'Offer', price: 0, priceCurrency: 'NGN' },
      });
    });

    await test.step('its address can be copied to share', async () => {
      const address = page.getByLabel('Share this tournament');
      await expect(address).toHaveValue(new RegExp(`^https?://[^/]+/tournaments/${t.open.slug}$`));
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Link copied.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());
    });

    await test.step('its call to action leads to how to take part', async () => {
      await page.goto(`/tournaments/${t.invitation.slug}`);
      await expect(page.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
      await page.getByRole('link', { name: /^By Invitation Only/ }).click();
      const register = page.locator('#register');
      await expect(register).toBeInViewport();
      await expect(register.getByRole('heading', { name: 'By Invitation Only' })).toBeVisible();
      await expect(register).toContainText('enters the boxers it invites');
      // An invitation-only tournament's page passes axe.
      await expectNoAxeViolations(page);

      await page.goto(`/tournaments/${t.closing.slug}`);
      await page.getByRole('link', { name: /^Register Now/ }).click();
      await expect(page).toHaveURL(/#register$/);
      await expect(register).toBeInViewport();
      await expect(register).toContainText('Registration is open until');
    });
  });

  test('a cancelled tournament says so, with the reason', async ({ page }) => {
    await page.goto(`/tournaments/${t.cancelled.slug}`);
    const banner = page.getByRole('alert').filter({ hasText: 'This tournament has been cancelled' });
    await expect(banner).toContainText(`Reason: ${CANCEL_REASON}`);
    await expect(page.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('');
    expect(ld).toContain('"eventStatus":"https://schema.org/EventCancelled"');
    // A cancelled tournament's page passes axe.
    await expectNoAxeViolations(page);
  });

  test('a draft or an address with no tournament is not found by the public; the admin sees the draft with a banner', async ({
    browser,
    baseURL,
    page,
  }) => {
    const visitor = await pageWithoutJavaScript(browser, baseURL!);
    await test.step('a draft is not found by the public', async () => {
      const response = await visitor.goto(`/tournaments/${t.draft.slug}`);
      expect(response!.status()).toBe(404);
      await expect(visitor.getByText('Oops! Page not found')).toBeVisible();
      await expect(visitor.getByText(t.draft.name)).toHaveCount(0);
    });

    await test.step('an address with no tournament is the not-found page, with the way back to the calendar', async () => {
      const response = await visitor.goto('/tournaments/no-such-tournament-2026');
      expect(response!.status()).toBe(404);
      await expect(visitor.getByText('Oops! Page not found')).toBeVisible();
      await visitor.getByRole('link', { name: 'Tournament Calendar' }).last().click();
      await expect(visitor).toHaveURL(/\/tournament-schedule$/);
    });
    await visitor.context().close();

    await test.step('a draft is shown to the admin with a banner', async () => {
      await signIn(page, demoEmail('admin'));
      await page.goto(`/tournaments/${t.draft.slug}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.draft.name);
      await expect(page.getByText('Draft — not public yet')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Manage this tournament' })).toHaveAttribute(
        'href',
        `/admin-dashboard/tournaments/${t.draft.id}`,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  });
});

// Issue 26: the demo event under way (drawn, half boxed, a bout in the ring) read "Registration Closed" on
// the calendar and its page, and the spectator hub said "No bouts are scheduled yet" while two were due.
test('the demo event under way is live: Live now on the calendar, its rings’ Now and Next on its page, its bouts due on the hub', async ({
  page,
}) => {
  const name = 'AJ Elite Cup — Lagos Regional';
  await page.goto('/tournament-schedule?q=Lagos%20Regional');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, level: 3 }) });
  await expect(card.locator('[data-badge]')).toHaveText('Live now');
  await expect(card.getByRole('button', { name: 'Registration Closed' })).toHaveCount(0);
  const follow = card.getByRole('link', { name: `Follow live: the bout order of ${name}` });
  await expect(follow).toHaveAttribute('href', /\/tournaments\/[^/]+\/bouts$/);

  // Its page opens with each ring's Now and Next, each Next with its ETA, and the way to the bout order.
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The live page opens on its rings (issue 30 item 1): Live now, as of the last event, with its links.
  const live = page.getByRole('region', { name: /^Live now/ });
  await expect(live.getByRole('heading', { level: 2 })).toContainText(/Live now\s*as of \d{1,2}:\d{2}/);
  await expect(live.getByRole('link', { name: 'Bout order' })).toHaveAttribute('href', /\/bouts$/);
  const rings = live.getByRole('article');
  await expect(rings).toHaveCount(2);
  await expect(rings.first()).toContainText('Ring 1');
  for (const ring of await rings.all()) {
    await expect(ring).toContainText('Now');
    await expect(ring).toContainText(
      /Next(Bout \d+ · ETA \d{1,2}:\d{2}( [ap]m)? WAT|No more bouts on this ring\.)/,
    );
  }
  // The demo's ring 1 has its second final in the ring, two rounds scored (server/demo/event.ts).
  await expect(rings.first()).toContainText(/NowBout \d+ · since \d{1,2}:\d{2}( [ap]m)? WAT/);
  await expectNoAxeViolations(page);
  // The registration details come below the live rings and the event so far.
  const order = await page
    .getByRole('heading', { level: 2 })
    .evaluateAll((hs) => hs.map((h) => h.textContent?.trim() ?? ''));
  const liveAt = order.findIndex((h) => h.startsWith('Live now'));
  expect(liveAt).toBeGreaterThanOrEqual(0);
  expect(liveAt).toBeLessThan(order.indexOf('Entries, Draws and Results'));
  expect(order.indexOf('Entries, Draws and Results')).toBeLessThan(order.indexOf('Tournament Facts'));
  expect(order.indexOf('Tournament Facts')).toBeLessThan(order.indexOf('Registration Closed'));

  // The spectator hub lists the bouts due, each ring's Next marked, with their ETAs.
  await signIn(page, demoEmail('spectator'));
  await page.goto('/spectator-dashboard');
  const upcoming = page.getByRole('list', { name: 'Upcoming bouts' }).getByRole('listitem');
  const demoDue = upcoming.filter({ hasText: name });
  await expect(demoDue.first()).toBeVisible();
  await expect(demoDue.first()).toContainText(/ETA \d{1,2}:\d{2}( [ap]m)? WAT/);
  await expect(demoDue.filter({ hasText: /Next on Ring \d/ }).first()).toBeVisible();
  await expect(page.getByText('No bouts are due.')).toHaveCount(0);
});
