import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, hydrating, lookAt, signIn, test, uniqueClientIp } from './fixtures';
import { setUpEvent } from './event-setup';

/**
 * Pages that follow live (issue 17): a spectator's bout order, the category's bracket and the ring's venue
 * screen, open in three browsers, show a bout starting, a round's result and the decision as the officials
 * send them from a fourth (the API), without a reload; cut off from the network and back, they catch up.
 */

async function send(api: APIRequestContext, path: string, data?: unknown) {
  const response = await api.post(path, data === undefined ? {} : { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
}

/**
 * Opens a page in its own browser context (signed in as `email` first, when given), waits until it follows
 * the live stream, marks the document.
 */
async function follow(
  contexts: BrowserContext[],
  context: BrowserContext,
  url: string,
  email?: string,
): Promise<Page> {
  contexts.push(context);
  const page = hydrating(await context.newPage());
  if (email) await signIn(page, email);
  await page.goto(url);
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  // A reload would lose this: its presence at the end proves the page changed in place.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return page;
}

/** Each signed-in browser its own address, so the sign-in rate limit does not count them together. */
const signInFrom = () => ({ 'x-forwarded-for': uniqueClientIp() });

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('the bout order, the bracket, the venue screen and the tournament page follow a bout live, and catch up after going offline', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const event = await setUpEvent(baseURL!);
  const contexts: BrowserContext[] = [];
  try {
    const bouts = await event.bouts();
    const [first, second] = bouts.filter((b) => b.red && b.blue) as [
      (typeof bouts)[number],
      (typeof bouts)[number],
    ];
    const slug = event.tournament.slug;
    const order = await follow(contexts, await browser.newContext(), `/tournaments/${slug}/bouts`);
    const bracket = await follow(
      contexts,
      await browser.newContext(),
      `/tournaments/${slug}/categories/${event.categoryId}`,
    );
    const screen = await follow(
      contexts,
      await browser.newContext({ viewport: { width: 1280, height: 900 } }),
      `/tournaments/${slug}/screen?ring=1`,
    );
    await expect(screen.getByText('No bout in the ring yet.')).toBeVisible();
    const nextOnScreen = screen.getByRole('region', { name: 'Next' });
    await expect(nextOnScreen).toContainText(`Bout ${first.number}`);
    await expect(nextOnScreen).toContainText(first.red!.name);

    const orderRow = (number: number | null) =>
      order
        .getByRole('list', { name: 'Ring 1 bout order' })
        .getByRole('listitem')
        .filter({
          has: order.getByText(`Bout ${number}`, { exact: true }),
        });
    const bracketCard = (number: number | null) =>
      // The bout's own card (the innermost item: a round's column is an item too).
      bracket
        .getByRole('listitem')
        .filter({ hasText: `Bout ${number} · Ring 1` })
        .last();

    // The referee starts the first bout.
    await send(event.referee.api, `/api/v1/bouts/${first.id}/start`);
    await expect(orderRow(first.number)).toContainText('In the ring');
    await expect(bracketCard(first.number)).toContainText('Live');
    // A visitor's tournament page, live from the first bell (a document with its own script): its rings'
    // Now and Next follow the bouts too.
    const home = await follow(contexts, await browser.newContext(), `/tournaments/${slug}`);
    const nowNext = home.locator('[data-now-next]');
    await expect(nowNext).toContainText(`Bout ${first.number}`);
    await expect(nowNext).toContainText(first.red!.name);
    await expect(screen.getByRole('heading', { level: 1 })).toContainText(`Bout ${first.number}`);
    await expect(screen.getByRole('region', { name: 'Red corner' })).toContainText(first.red!.name);
    await expect(screen.getByRole('region', { name: 'Blue corner' })).toContainText(first.blue!.name);
    await expect(screen.getByText('Round 1 is being scored.')).toBeVisible();

    // Round 1: two cards are not a result yet; the third completes the round.
    const [j1, j2, j3] = event.judges;
    await send(j1.api, `/api/v1/bouts/${first.id}/scorecards`, { round: 1, red: 10, blue: 9 });
    await send(j2.api, `/api/v1/bouts/${first.id}/scorecards`, { round: 1, red: 10, blue: 9 });
    await send(j3.api, `/api/v1/bouts/${first.id}/scorecards`, { round: 1, red: 9, blue: 10 });
    const rounds = screen.getByRole('region', { name: 'Round results' });
    await expect(rounds.getByRole('rowheader', { name: /^Round \d$/ })).toHaveCount(1);
    await expect(rounds.getByLabel('Judge 1: red 10, blue 9')).toBeVisible();
    await expect(rounds.getByLabel('Judge 3: red 9, blue 10')).toBeVisible();

    await lookAt(screen, { path: testInfo.outputPath('venue-screen-1280.png') });
    await screen.setViewportSize({ width: 375, height: 800 });
    await lookAt(screen, { path: testInfo.outputPath('venue-screen-375.png') });
    await screen.setViewportSize({ width: 1280, height: 900 });

    // The three spectators lose the network; the referee stops the bout meanwhile.
    for (const context of contexts) await context.setOffline(true);
    await expect(screen.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
    await send(event.referee.api, `/api/v1/bouts/${first.id}/decision`, {
      outcome: 'RSC',
      winner: 'red',
      round: 2,
    });
    for (const context of contexts) await context.setOffline(false);
    // Back online: each page reconnects (backoff from 1 s) and shows the decision it missed.
    const caughtUp = { timeout: 40_000 };
    await expect(screen.getByRole('region', { name: 'Decision' })).toContainText(
      `${first.red!.name} wins`,
      caughtUp,
    );
    await expect(screen.getByRole('region', { name: 'Decision' })).toContainText('RSC', caughtUp);
    await expect(orderRow(first.number).getByTitle('Referee stopped the contest')).toBeVisible(caughtUp);
    await expect(bracketCard(first.number).getByTitle('Referee stopped the contest')).toBeVisible(caughtUp);
    await expect(bracketCard(first.number)).toContainText(`${first.red!.name}(winner)`, caughtUp);
    // The ring is empty again on the tournament page's Now.
    await expect(nowNext).toContainText('No bout in the ring.', caughtUp);
    for (const page of [order, bracket, screen, home]) {
      await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible(caughtUp);
    }

    // The bout's own page follows it too (its round results and decision), at a desktop's and a phone's width.
    const boutPage = hydrating(await contexts[0]!.newPage());
    await boutPage.goto(`/tournaments/${slug}/bouts/${first.id}`);
    await expect(boutPage.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
    await expect(boutPage.getByText(first.red!.name).first()).toBeVisible();
    await boutPage.setViewportSize({ width: 1280, height: 900 });
    await lookAt(boutPage, { path: testInfo.outputPath('bout-page-1280.png'), fullPage: true });
    await boutPage.setViewportSize({ width: 375, height: 800 });
    await lookAt(boutPage, { path: testInfo.outputPath('bout-page-375.png'), fullPage: true });
    await boutPage.close();

    // Live again: the second bout is started and stopped while everyone watches.
    await send(event.referee.api, `/api/v1/bouts/${second.id}/start`);
    await expect(screen.getByRole('heading', { level: 1 })).toContainText(`Bout ${second.number}`);
    await expect(orderRow(second.number)).toContainText('In the ring');
    await expect(nowNext).not.toContainText('No bout in the ring.');
    await expect(nowNext).toContainText(`Bout ${second.number}`);
    await send(event.referee.api, `/api/v1/bouts/${second.id}/decision`, {
      outcome: 'KO',
      winner: 'blue',
      round: 1,
    });
    await expect(screen.getByRole('region', { name: 'Decision' })).toContainText(`${second.blue!.name} wins`);
    await expect(orderRow(second.number).getByTitle('Knockout')).toBeVisible();
    await expect(bracketCard(second.number).getByTitle('Knockout')).toBeVisible();
    // The final now has both its boxers, on the bracket and on the screen's next bouts.
    await expect(bracket.getByRole('list', { name: 'Final', exact: true })).toContainText(second.blue!.name);

    for (const page of [order, bracket, screen, home]) expect(await sameDocument(page)).toBe(true);
  } finally {
    for (const context of contexts) await context.close();
    await event.dispose();
  }
});

test('the spectator hub and a boxer’s My Matches follow bouts of every tournament live, catch up after going offline, and come back after a restart', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const event = await setUpEvent(baseURL!);
  const contexts: BrowserContext[] = [];
  try {
    const bouts = await event.bouts();
    const bout = bouts.find((b) => b.red && b.blue)!;
    const boxer = event.boxers.find((b) => b.name === bout.red!.name)!;
    const hub = await follow(
      contexts,
      await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: signInFrom() }),
      '/spectator-dashboard',
      'spectator@ajbxng.test',
    );
    const matches = await follow(
      contexts,
      await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: signInFrom() }),
      '/student-dashboard',
      boxer.email,
    );
    const liveNow = hub.getByRole('region', { name: 'Live now' });
    const banner = liveNow.getByRole('listitem').filter({ hasText: event.tournament.name });
    await expect(banner).toHaveCount(0);
    const myBout = matches
      .getByRole('list', { name: 'My bouts, newest first' })
      .getByRole('listitem')
      .filter({ hasText: bout.blue!.name });
    await expect(myBout).toContainText(`Bout${bout.number}`);

    // The referee starts the bout from a fourth place: it enters the hub's banner and the boxer's list says so.
    await send(event.referee.api, `/api/v1/bouts/${bout.id}/start`);
    await expect(banner).toContainText(`Bout ${bout.number}`);
    await expect(banner).toContainText(bout.red!.name);
    await expect(banner).toContainText(bout.blue!.name);
    await expect(myBout).toContainText('in the ring now');
    await expect(matches.getByRole('region', { name: 'When is my fight' })).toContainText('Now');

    // A round is scored: neither lists rounds, both keep showing the bout live.
    for (const judge of event.judges)
      await send(judge.api, `/api/v1/bouts/${bout.id}/scorecards`, { round: 1, red: 10, blue: 9 });
    await expect(banner).toContainText(`Bout ${bout.number}`);

    await lookAt(hub, { path: '.tmp/shots-live/hub-live-1280.png', fullPage: true });
    await lookAt(matches, { path: '.tmp/shots-live/my-matches-live-1280.png', fullPage: true });
    await hub.setViewportSize({ width: 375, height: 800 });
    await lookAt(hub, { path: '.tmp/shots-live/hub-live-375.png', fullPage: true });
    await matches.setViewportSize({ width: 375, height: 800 });
    await lookAt(matches, { path: '.tmp/shots-live/my-matches-live-375.png', fullPage: true });

    // Both lose the network; the judges' and referee's decision lands meanwhile.
    for (const context of contexts) await context.setOffline(true);
    await expect(hub.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
    await expect(matches.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
    await send(event.referee.api, `/api/v1/bouts/${bout.id}/decision`, {
      outcome: 'KO',
      winner: 'red',
      round: 1,
    });
    // The hub's server is still restarting when the network is back: its stream answers, its reads get the
    // draining server's 503. The hub says it comes back, and does once the server answers, in the same document.
    const restarting = (url: URL) => url.pathname.endsWith('.data') || url.pathname === '/healthz';
    await hub.route(restarting, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'text/plain; charset=utf-8',
        body: 'The server is restarting. Try again in a moment.',
      }),
    );
    for (const context of contexts) await context.setOffline(false);
    const caughtUp = { timeout: 40_000 };
    await expect(hub.getByRole('heading', { name: 'Back in a moment' })).toBeVisible(caughtUp);
    await expect(hub.getByText('This page comes back by itself as soon as it answers.')).toBeVisible();
    await hub.unroute(restarting);
    await expect(banner).toHaveCount(0, caughtUp);
    await expect(myBout).toContainText('Won', caughtUp);
    await expect(myBout.getByTitle('Knockout')).toBeVisible(caughtUp);
    await expect(liveNow).toBeVisible();
    for (const page of [hub, matches]) {
      await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible(caughtUp);
      expect(await sameDocument(page)).toBe(true);
    }
    await lookAt(matches, { path: testInfo.outputPath('my-matches-decided-375.png'), fullPage: true });
  } finally {
    for (const context of contexts) await context.close();
    await event.dispose();
  }
});
