import { mkdirSync, rmSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page, Route } from '@playwright/test';
import { setUpEvent } from './event-setup';
import type { SetUpEvent } from './event-setup';
import { DEMO_PASSWORD, expect, hydrating, lookAt, signIn, test, uniqueClientIp } from './fixtures';
import { ownServer } from './own-server';

/**
 * Ringside without internet (issue 18 items 1-2, decision 0014): a judge's page keeps working when the
 * venue's network drops. Cards scored offline are kept on the tablet, shown as waiting to send, survive a
 * reload without a network (the page opens from the officials' service worker), and are sent once each
 * when the network is back, also when the server restarted meanwhile. What the server refuses is listed.
 */

const SHOTS = '.tmp/shots-offline';
mkdirSync(SHOTS, { recursive: true });

// Judge 1's card, distinct by round so that the public page shows which card is whose.
const JUDGE_ONE: Array<[number, number]> = [
  [10, 9],
  [9, 10],
  [10, 8],
];

async function judgeBrowser(browser: Browser, baseURL: string, email: string, sendTimeoutMs?: number) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  // A shorter time limit for the outbox's sends (8 s on a device), so a hanging server costs the test less.
  if (sendTimeoutMs)
    await context.addInitScript((ms) => {
      (window as { __ringsideSendTimeoutMs?: number }).__ringsideSendTimeoutMs = ms;
    }, sendTimeoutMs);
  const page = hydrating(await context.newPage());
  await signIn(page, email);
  return { context, page };
}

/** A bout with two corners, started, with judges 2 and 3 done through the API: judge 1 is the last card. */
async function boutForJudgeOne(event: SetUpEvent) {
  const bout = (await event.bouts()).find((b) => b.red && b.blue)!;
  expect((await event.referee.api.post(`/api/v1/bouts/${bout.id}/start`)).ok()).toBe(true);
  for (const judge of event.judges.slice(1))
    for (const round of [1, 2, 3]) {
      const sent = await judge.api.post(`/api/v1/bouts/${bout.id}/scorecards`, {
        data: { round, red: 10, blue: 9 },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
  return bout;
}

/** Taps a score, confirms, sends; the round then shows as sent (online) or waiting (offline). */
async function score(page: Page, round: number, [red, blue]: [number, number]) {
  const card = page.getByRole('listitem', { name: `Round ${round}` });
  await card.getByRole('button', { name: `Red ${red}, Blue ${blue}` }).click();
  await card.getByRole('button', { name: `Confirm round ${round}` }).click();
  await card.getByRole('button', { name: `Send round ${round}` }).click();
  return card;
}

/** The organiser's view through the API: judge 1's cards, by round. */
async function judgeOneCards(admin: APIRequestContext, boutId: number) {
  const response = await admin.get(`/api/v1/bouts/${boutId}`);
  expect(response.ok()).toBe(true);
  const { bout } = (await response.json()) as {
    bout: {
      status: string;
      rounds: Array<{ round: number; cards: Array<{ seat: number; red: number; blue: number }> }>;
    };
  };
  return {
    status: bout.status,
    cards: bout.rounds.flatMap((r) =>
      r.cards.filter((c) => c.seat === 1).map((c) => [r.round, c.red, c.blue]),
    ),
  };
}

/**
 * The server as the device meets it in an outage (issue 28): `down` answers 503 to every page and API call
 * (its database away, a restart's drain), `hanging` takes every request and never answers (a hall's Wi-Fi
 * that reaches nothing), `slow` answers everything 4 s late, `up` lets all through. Through the context, so
 * the officials' service worker's own requests meet it too. Assets and the worker's script pass.
 */
async function serverAs(context: BrowserContext) {
  let mode: 'up' | 'down' | 'hanging' | 'slow' = 'up';
  const held: Route[] = [];
  /** Answers `slow` has had from the server and is holding back: each given 4 s after it was asked. */
  const late = new Set<Promise<unknown>>();
  await context.route(
    (url) => !url.pathname.startsWith('/assets/') && url.pathname !== '/sw.js',
    async (route) => {
      if (mode === 'down')
        return route.fulfill({
          status: 503,
          headers: { 'Retry-After': '5' },
          contentType: 'text/html',
          body: '<h1>Service unavailable</h1>',
        });
      if (mode === 'hanging') return void held.push(route);
      if (mode === 'slow') {
        const response = await route.fetch().catch(() => null);
        const given = new Promise((resolve) => setTimeout(resolve, 4000)).then(() =>
          response ? route.fulfill({ response }).catch(() => undefined) : route.abort(),
        );
        late.add(given);
        return given.finally(() => late.delete(given));
      }
      return route.fallback();
    },
  );
  return {
    /** Once every answer `slow` is holding back now has been given (at once when none is). */
    settled: () => Promise.allSettled([...late]),
    set(next: typeof mode) {
      mode = next;
      // What hung is let go as lost (the device gave up on it long ago).
      if (next !== 'hanging') for (const route of held.splice(0)) void route.abort().catch(() => undefined);
    },
  };
}

/** Scores round 1 online, rounds 2 and 3 offline, reloads offline; `outage` runs while the page is offline. */
async function scoreThroughAnOutage(
  browser: Browser,
  baseURL: string,
  event: SetUpEvent,
  outage: { during?: (page: Page) => Promise<void>; after?: () => Promise<void> } = {},
) {
  const bout = await boutForJudgeOne(event);
  const judge = await judgeBrowser(browser, baseURL, event.judges[0].email);
  const { page, context } = judge;
  await page.goto(`/referee-dashboard/bouts/${bout.id}`);
  await expect(page.getByText('You are judge 1 of this bout', { exact: false })).toBeVisible();
  // The officials' worker is running and has kept this page.
  await expect(page.locator('html[data-ringside-offline="ready"]')).toHaveCount(1, { timeout: 20_000 });

  const one = await score(page, 1, JUDGE_ONE[0]!);
  await expect(one.getByText('Sent 10-9')).toBeVisible();

  await context.setOffline(true);
  const two = await score(page, 2, JUDGE_ONE[1]!);
  await expect(two.getByText('Yours 9-10 · waiting to send')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send (1)' })).toBeVisible();
  const three = await score(page, 3, JUDGE_ONE[2]!);
  await expect(three.getByText('Yours 10-8 · waiting to send')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send (2)' })).toBeVisible();
  await outage.during?.(page);

  // A reload with no network: the page opens from the device, with the two rounds still waiting.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Bout/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send (2)' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Round 1' }).getByText('Sent 10-9')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Round 2' }).getByText('waiting to send')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Round 3' }).getByText('waiting to send')).toBeVisible();

  await outage.after?.();
  await context.setOffline(false);
  // Back online: sent in order, once each; the page shows the server's card and the decision.
  await expect(page.getByRole('status').filter({ hasText: /Waiting to send/ })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.getByRole('listitem', { name: 'Round 2' }).getByText('Sent 9-10')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Round 3' }).getByText('Sent 10-8')).toBeVisible();

  const held = await judgeOneCards(event.admin, bout.id);
  expect(held.cards).toEqual([
    [1, 10, 9],
    [2, 9, 10],
    [3, 10, 8],
  ]);
  expect(held.status).toBe('decided');

  // The public page shows judge 1's rounds now that every card is in.
  const visitor = await browser.newContext({ baseURL });
  const pub = hydrating(await visitor.newPage());
  await pub.goto(`/tournaments/${event.tournament.slug}/bouts/${bout.id}`);
  for (const [i, [red, blue]] of JUDGE_ONE.entries())
    await expect(pub.locator('tr', { hasText: `Round ${i + 1}` })).toContainText(`${red} – ${blue}`);
  await visitor.close();
  return { judge, bout };
}

test.describe('ringside without internet', () => {
  test.describe.configure({ timeout: 300_000 });

  test('what the server refuses on sync is listed for the judge, not dropped', async ({
    browser,
    baseURL,
  }) => {
    const event = await setUpEvent(baseURL!);
    const bout = (await event.bouts()).find((b) => b.red && b.blue)!;
    expect((await event.referee.api.post(`/api/v1/bouts/${bout.id}/start`)).ok()).toBe(true);
    const { page, context } = await judgeBrowser(browser, baseURL!, event.judges[0].email);
    await page.goto(`/referee-dashboard/bouts/${bout.id}`);
    await expect(page.locator('html[data-ringside-offline="ready"]')).toHaveCount(1, { timeout: 20_000 });

    await context.setOffline(true);
    await score(page, 1, [10, 9]);
    await expect(page.getByRole('status').filter({ hasText: 'Waiting to send (1)' })).toBeVisible();
    // Meanwhile the referee stops the bout: the card kept on the tablet no longer fits.
    const stopped = await event.referee.api.post(`/api/v1/bouts/${bout.id}/decision`, {
      data: { outcome: 'RSC', winner: 'red', round: 1 },
    });
    expect(stopped.ok(), await stopped.text()).toBe(true);
    await context.setOffline(false);

    const refused = page.getByRole('region', { name: /Not accepted by the server \(1\)/ });
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(refused).toContainText(/round 1: 10-9/);
    await expect(refused).toContainText(/decided/i);
    await expect(page.getByRole('status').filter({ hasText: /Waiting to send/ })).toHaveCount(0);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await lookAt(page, { path: `${SHOTS}/judge-refused-${width}.png`, fullPage: true });
    }
    // Still there after a reload, until the judge says it was seen.
    await page.reload();
    await expect(page.getByRole('region', { name: /Not accepted by the server \(1\)/ })).toBeVisible();
    await page.getByRole('button', { name: /Dismiss: .*round 1: 10-9/ }).click();
    await expect(page.getByRole('region', { name: /Not accepted by the server/ })).toHaveCount(0);
    await context.close();
    await event.dispose();
  });

  // The flow driven once, with the server restarted while the tablet is offline: every assertion of the same
  // flow on a server that stays up is made here too, on a server that has kept nothing in memory.
  test('a judge scores round 1 online and rounds 2 and 3 offline, reloads offline while the server restarts, and the server holds each round once when the network is back', async ({
    browser,
  }) => {
    // A server of this test's own: the shared one cannot be restarted on the same data folder.
    const port = Number(process.env.E2E_PORT ?? 3200) + 1;
    const dataDir = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-restart`;
    rmSync(dataDir, { recursive: true, force: true });
    // Its event is made through the API by the admin (event-setup.ts): no demo data is needed.
    const server = ownServer({ port, dataDir, admins: [{ email: 'admin@ajbxng.test', name: 'Ada Admin' }] });
    await server.start();
    try {
      const event = await setUpEvent(server.baseURL);
      const { judge } = await scoreThroughAnOutage(browser, server.baseURL, event, {
        during: async (page) => {
          for (const width of [1280, 375]) {
            await page.setViewportSize({ width, height: 900 });
            await lookAt(page, { path: `${SHOTS}/judge-waiting-${width}.png`, fullPage: true });
          }
          await page.setViewportSize({ width: 1280, height: 900 });
          await server.stop();
          // Any page the worker did not keep says so plainly while the network is down.
          const other = await page.context().newPage();
          await other.goto('/tournament-schedule');
          await expect(other.getByRole('heading', { name: 'No connection' })).toBeVisible();
          await expect(other).toHaveURL(/\/offline\?from=%2Ftournament-schedule/);
          for (const width of [1280, 375]) {
            await other.setViewportSize({ width, height: 900 });
            await lookAt(other, { path: `${SHOTS}/offline-page-${width}.png`, fullPage: true });
          }
          await other.close();
        },
        after: () => server.start(),
      });
      await judge.context.close();
      await event.dispose();
    } finally {
      await server.stop();
    }
  });

  test('with the server answering 503, then taking requests and never answering, the judge keeps the page, confirms the next round, and the cards go by themselves when it answers', async ({
    browser,
    baseURL,
  }) => {
    const event = await setUpEvent(baseURL!);
    const bout = await boutForJudgeOne(event);
    const { page, context } = await judgeBrowser(browser, baseURL!, event.judges[0].email, 1500);
    const server = await serverAs(context);
    await page.goto(`/referee-dashboard/bouts/${bout.id}`);
    await expect(page.locator('html[data-ringside-offline="ready"]')).toHaveCount(1, { timeout: 20_000 });
    const one = await score(page, 1, JUDGE_ONE[0]!);
    await expect(one.getByText('Sent 10-9')).toBeVisible();

    // The server answers 503: a reload opens the kept page, not the server's error page.
    server.set('down');
    await page.reload();
    await expect(page.getByText('You are judge 1 of this bout', { exact: false })).toBeVisible();
    await expect(page.getByText('Service unavailable')).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: 'Round 1' }).getByText('Sent 10-9')).toBeVisible();
    const two = await score(page, 2, JUDGE_ONE[1]!);
    await expect(two.getByText('Yours 9-10 · waiting to send')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Waiting to send' })).toContainText(
      'The server is not answering right now',
    );

    // Now it takes requests and never answers: round 3 can still be confirmed and sent, and the sends
    // give up in time and wait on the device.
    server.set('hanging');
    const three = await score(page, 3, JUDGE_ONE[2]!);
    await expect(three.getByText('Yours 10-8 · waiting to send')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sending…' })).toHaveCount(0);
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await expect(waiting).toContainText('Waiting to send (2)');
    await expect(waiting).toContainText('The server did not answer in time', { timeout: 10_000 });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await lookAt(page, { path: `${SHOTS}/judge-timed-out-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The server answers again: the two cards go by themselves, in order, once each.
    server.set('up');
    await expect(page.getByRole('status').filter({ hasText: /Waiting to send/ })).toHaveCount(0, {
      timeout: 45_000,
    });
    await expect(page.getByRole('listitem', { name: 'Round 3' }).getByText('Sent 10-8')).toBeVisible();
    const held = await judgeOneCards(event.admin, bout.id);
    expect(held.cards).toEqual([
      [1, 10, 9],
      [2, 9, 10],
      [3, 10, 8],
    ]);
    expect(held.status).toBe('decided');
    await context.close();
    await event.dispose();
  });

  test('a slow answer never undoes a confirmed round, a card waiting past the end of the session asks to sign in, and offline the third warning asks to confirm the DSQ', async ({
    browser,
    baseURL,
  }) => {
    const event = await setUpEvent(baseURL!);
    const bout = await boutForJudgeOne(event);
    const { page, context } = await judgeBrowser(browser, baseURL!, event.judges[0].email);
    const server = await serverAs(context);
    const path = `/referee-dashboard/bouts/${bout.id}`;
    await page.goto(path);
    await expect(page.locator('html[data-ringside-offline="ready"]')).toHaveCount(1, { timeout: 20_000 });

    // Every answer 4 s late: round 2 is confirmed while round 1's answer is on its way, and stays so.
    server.set('slow');
    await score(page, 1, JUDGE_ONE[0]!);
    const two = page.getByRole('listitem', { name: 'Round 2' });
    await two.getByRole('button', { name: 'Red 9, Blue 10' }).click();
    await two.getByRole('button', { name: 'Confirm round 2' }).click();
    await expect(page.getByRole('listitem', { name: 'Round 1' }).getByText('Sent 10-9')).toBeVisible({
      timeout: 15_000,
    });
    // A read of the bout asked before round 1's answer comes back later still: it changes nothing. Every
    // answer held back is waited for (each comes 4 s after it was asked), no longer than that.
    await server.settled();
    await expect(two.getByRole('button', { name: 'Send round 2' })).toBeVisible();
    await two.getByRole('button', { name: 'Send round 2' }).click();
    await expect(two.getByText('Sent 9-10')).toBeVisible({ timeout: 15_000 });
    server.set('up');

    // The session ends with round 3 scored: the card waits, and the judge is asked to sign in again.
    await context.clearCookies();
    const three = await score(page, 3, JUDGE_ONE[2]!);
    await expect(three.getByText('Yours 10-8 · waiting to send')).toBeVisible();
    const again = page
      .getByRole('region', { name: 'Waiting to send' })
      .getByRole('alert')
      .filter({ hasText: 'Your session has ended' });
    await expect(again).toBeVisible({ timeout: 10_000 });
    const link = again.getByRole('link', { name: 'Sign in again' });
    await expect(link).toHaveAttribute('href', `/sign-in?redirectTo=${encodeURIComponent(path)}`);
    await expect(page.getByText('Round 3 is kept on this device: your session has ended')).toBeVisible();
    await expect(page.getByText(/as soon as the server answers|when the server answers/)).toHaveCount(0);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await lookAt(page, { path: `${SHOTS}/judge-sign-in-again-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await link.click();
    await page.getByLabel('Email').fill(event.judges[0].email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Back on the bout's page, signed in: the card goes.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('listitem', { name: 'Round 3' }).getByText('Sent 10-8')).toBeVisible({
      timeout: 15_000,
    });
    expect((await judgeOneCards(event.admin, bout.id)).cards).toEqual([
      [1, 10, 9],
      [2, 9, 10],
      [3, 10, 8],
    ]);
    await context.close();

    // The referee, offline on another bout: two warnings kept on the device make the next one the third.
    const other = (await event.bouts()).find((b) => b.red && b.blue && b.id !== bout.id)!;
    expect((await event.referee.api.post(`/api/v1/bouts/${other.id}/start`)).ok()).toBe(true);
    const referee = await judgeBrowser(browser, baseURL!, event.referee.email);
    await referee.page.goto(`/referee-dashboard/bouts/${other.id}`);
    await expect(referee.page.locator('html[data-ringside-offline="ready"]')).toHaveCount(1, {
      timeout: 20_000,
    });
    await referee.context.setOffline(true);
    const form = referee.page.getByRole('form', { name: 'Record a foul' });
    for (const n of [1, 2]) {
      await form.getByRole('checkbox', { name: 'Warning (−1 point)' }).check();
      await form.getByRole('button', { name: 'Record warning' }).click();
      await expect(
        referee.page.getByRole('status').filter({ hasText: `Waiting to send (${n})` }),
      ).toBeVisible();
      // The form's own answer comes once it has put itself back (the tick cleared): the outbox's count can
      // show first, and a tick made before the reset would be undone by it.
      await expect(form.getByRole('status')).toContainText('kept on this device: waiting to send');
      await expect(form.getByRole('checkbox', { name: 'Warning (−1 point)' })).not.toBeChecked();
    }
    await form.getByRole('checkbox', { name: 'Warning (−1 point)' }).check();
    await expect(
      form.getByRole('button', { name: `Confirm third warning: disqualify ${other.red!.name}` }),
    ).toBeVisible();
    await expect(form.getByRole('alert')).toContainText('third warning');
    await referee.context.close();
    await event.dispose();
  });
});
