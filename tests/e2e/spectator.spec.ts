import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demoEmail, expect, hydrating, lookAt, signIn, test } from './fixtures';
import { setUpEvent } from './event-setup';
import type { SetUpEvent } from './event-setup';

/**
 * The spectator hub (issue 17): a bout in the ring shows in the live banner, upcoming bouts are listed, a fan
 * votes once in a poll (the second vote is refused), results show; an organiser uploads a photo, marks it
 * a highlight, and spectators see it under Highlights. Every tab is photographed at 1280 and 375 px.
 */

// The smallest PNG there is (1×1, gold): a real image, checked by its bytes on the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8+5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

const shots = '.tmp/shots-spect';
async function photograph(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, { path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let event: SetUpEvent;
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  event = await setUpEvent(baseURL!, { name: `Spectators Cup ${Date.now().toString(36)}` });
});
test.afterAll(async () => {
  await event?.dispose();
});

test('a spectator follows a live bout and upcoming bouts, votes once, and sees the results', async ({
  page,
}) => {
  // Four tabs, a vote from two tabs and an upload, each photographed at two widths: longer than the default.
  test.setTimeout(90_000);
  const [first] = (await event.bouts()).filter((b) => b.red && b.blue);
  const started = await event.referee.api.post(`/api/v1/bouts/${first!.id}/start`);
  expect(started.ok(), await started.text()).toBe(true);
  const [favourite, other] = event.boxers;
  const question = `Who is the fan favourite of ${event.tournament.name}?`;
  const opened = await event.admin.post(`/api/v1/tournaments/${event.tournament.id}/polls`, {
    data: { question, kind: 'fan_favourite', options: [{ boxerId: favourite!.id }, { boxerId: other!.id }] },
  });
  expect(opened.status(), await opened.text()).toBe(201);

  await signIn(page, demoEmail('spectator'));
  await page.goto('/spectator-dashboard');

  const live = page.getByRole('tabpanel', { name: 'Live & Upcoming' });
  const banner = live.getByRole('region', { name: 'Live now' });
  const card = banner.getByRole('link', {
    name: new RegExp(`${first!.red!.name}\\s*vs\\s*${first!.blue!.name}`),
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Ring 1');
  await expect(card).toContainText(event.tournament.name);
  await expect(banner.getByRole('link')).not.toHaveCount(0);
  expect(await banner.getByRole('link').count()).toBeLessThanOrEqual(4);
  const upcoming = live.getByRole('list', { name: 'Upcoming bouts' }).getByRole('listitem');
  await expect(upcoming.first()).toBeVisible();
  expect(await upcoming.count()).toBeLessThanOrEqual(10);
  // The bout in the ring is no longer upcoming.
  await expect(
    live
      .getByRole('list', { name: 'Upcoming bouts' })
      .getByText(`${first!.red!.name} vs ${first!.blue!.name}`),
  ).toHaveCount(0);
  await photograph(page, 'hub-live');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${event.tournament.slug}/bouts`));

  await page.goto('/spectator-dashboard');
  await page.getByRole('tab', { name: 'Tournaments' }).click();
  await photograph(page, 'hub-tournaments');

  await page.getByRole('tab', { name: 'Fan Voting' }).click();
  const voting = page.getByRole('tabpanel', { name: 'Fan Voting' });
  const poll = voting.getByRole('region', { name: question });
  // No results before voting: a fan's vote is not swayed by the count.
  await expect(poll.getByRole('list', { name: `Results: ${question}` })).toHaveCount(0);
  await poll.getByLabel(favourite!.name).check();
  // A second tab, open before the vote, tries again once the first has voted. The hub follows the live
  // stream (it would show the vote at once): this tab's stream is cut, so it keeps the form it opened with.
  const second = hydrating(await page.context().newPage());
  await second.route('**/api/v1/events*', (route) => route.abort('internetdisconnected'));
  await second.goto('/spectator-dashboard');
  await second.getByRole('tab', { name: 'Fan Voting' }).click();

  await poll.getByRole('button', { name: 'Vote' }).click();
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Vote Recorded')).toBeVisible();
  await expect(notifications.getByText('Thank you for voting!')).toBeVisible();
  const results = poll.getByRole('list', { name: `Results: ${question}` });
  await expect(results).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: favourite!.name })).toContainText('Your vote');
  await expect(results.getByRole('listitem').filter({ hasText: favourite!.name })).toContainText(
    '100% · 1 vote',
  );
  await expect(results.getByRole('listitem').filter({ hasText: other!.name })).toContainText('0% · 0 votes');
  await photograph(page, 'hub-voting');

  const stale = second.getByRole('region', { name: question });
  await stale.getByLabel(other!.name).check();
  await stale.getByRole('button', { name: 'Vote' }).click();
  await expect(
    second.getByRole('region', { name: /Notifications/ }).getByText('Failed to record vote'),
  ).toBeVisible();
  await expect(stale.getByRole('alert')).toHaveText('You have already voted in this poll');
  await second.close();

  // The database kept one vote: the page, reloaded, still shows 1 vote for the favourite, and the API agrees.
  await page.reload();
  await page.getByRole('tab', { name: 'Fan Voting' }).click();
  await expect(results.getByRole('listitem').filter({ hasText: favourite!.name })).toContainText(
    '100% · 1 vote',
  );
  const read = await event.admin.get(`/api/v1/polls/${(await opened.json()).poll.id}`);
  expect((await read.json()).poll.results.total).toBe(1);
});

test('an organiser uploads a photo, marks it a highlight, and spectators see it', async ({
  browser,
  page,
}) => {
  const title = `Ring walk ${Date.now().toString(36)}`;
  await signIn(page, demoEmail('admin'));
  await page.goto(`/admin-dashboard/tournaments/${event.tournament.id}`);
  await page.getByRole('link', { name: 'Fan voting and media' }).click();
  await expect(page.getByRole('heading', { name: event.tournament.name, exact: true })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('File').setInputFiles({ name: 'ring-walk.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Boxer (optional)').selectOption({ label: event.boxers[0]!.name });
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('listitem').filter({ hasText: title });
  await expect(upload.getByRole('img', { name: title })).toBeVisible();
  // The image really loads from the store.
  await expect
    .poll(() =>
      upload.getByRole('img', { name: title }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1);
  // A file that is not what it says is refused, and says why.
  await page.getByLabel('Title').fill('Not a picture');
  await page.getByLabel('File').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>not a png</html>'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('form', { name: 'Upload a photo or clip' }).getByRole('alert')).toContainText(
    'its contents say otherwise',
  );

  await upload.getByRole('button', { name: /^Mark as highlight/ }).click();
  await expect(upload.getByText('Highlight', { exact: true })).toBeVisible();
  await photograph(page, 'organiser-live');

  const fan = hydrating(await browser.newPage());
  await signIn(fan, demoEmail('spectator'));
  await fan.goto('/spectator-dashboard');
  await fan.getByRole('tab', { name: 'Highlights' }).click();
  const highlights = fan.getByRole('tabpanel', { name: 'Highlights' });
  const shown = highlights.getByRole('listitem').filter({ hasText: title });
  await expect(shown.getByRole('img', { name: title })).toBeVisible();
  await expect(shown).toContainText(event.boxers[0]!.name);
  await expect(shown).toContainText(event.tournament.name);
  expect(await highlights.getByRole('listitem').count()).toBeLessThanOrEqual(6);
  await photograph(fan, 'hub-highlights');
  await fan.close();
});

test('a hub whose data stops loading tries again three times, then says it failed', async ({ page }) => {
  const [, , third, fourth] = event.boxers;
  const question = `Who boxes best at ${event.tournament.name}?`;
  const opened = await event.admin.post(`/api/v1/tournaments/${event.tournament.id}/polls`, {
    data: { question, options: [{ boxerId: third!.id }, { boxerId: fourth!.id }] },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  await signIn(page, demoEmail('spectator'));
  // The live stream is cut too: every tournament's events (other specs' bouts) would each read the hub
  // again, and this test counts the reads that follow the vote.
  await page.route('**/api/v1/events*', (route) => route.abort('internetdisconnected'));
  await page.goto('/spectator-dashboard');
  await page.getByRole('tab', { name: 'Fan Voting' }).click();
  // From now on the hub's data cannot be fetched (the vote itself still goes through).
  let failedLoads = 0;
  await page.route('**/spectator-dashboard.data*', (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    failedLoads += 1;
    return route.abort('internetdisconnected');
  });
  const poll = page.getByRole('region', { name: question });
  await poll.getByLabel(third!.name).check();
  await poll.getByRole('button', { name: 'Vote' }).click();
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Vote Recorded')).toBeVisible();
  // Each wait between the tries (1, 2 and 4 s) passes on the page's clock (tests/e2e/fixtures.ts installs it)
  // once the page says it is waiting, instead of seven seconds of the test's.
  for (const [attempt, seconds] of [
    [1, 1],
    [2, 2],
    [3, 4],
  ] as const) {
    await expect(notifications.getByText(`trying again in ${seconds} s (${attempt} of 3)`)).toBeVisible();
    await page.clock.fastForward(seconds * 1000);
  }
  await expect(notifications.getByText('Failed to load dashboard data')).toBeVisible();
  expect(failedLoads).toBe(4);
});
