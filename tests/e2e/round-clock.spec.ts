import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrating, lookAt, signIn, test } from './fixtures';
import { setUpEvent } from './event-setup';

/**
 * The round clock and bell (issue 33, Done-when): a timekeeper runs a round from her page, and the ring screen
 * and a judge's page show the clock and the bell as she taps, over the live stream; the judge's card for the
 * round is refused until its bell and taken after it.
 */

const TIMEKEEPER = 'ngozi.okafor@officials.ajbxng.test';

test('a timekeeper runs a round; the ring screen and a judge’s page show the clock and the bell', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const event = await setUpEvent(baseURL!);
  const contexts: BrowserContext[] = [];
  const open = async (url: string, email: string | null, width = 1280): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = hydrating(await context.newPage());
    if (email) await signIn(page, email);
    await page.goto(url);
    return page;
  };
  try {
    const [bout] = (await event.bouts()).filter((b) => b.red && b.blue);
    const found = (await (
      await event.admin.get(`/api/v1/users?q=${encodeURIComponent(TIMEKEEPER)}`)
    ).json()) as { users: { id: string; email: string }[] };
    const timekeeperId = found.users.find((u) => u.email === TIMEKEEPER)!.id;
    const named = await event.admin.put(`/api/v1/bouts/${bout!.id}/officials`, {
      data: {
        referee: event.referee.id,
        judges: event.judges.map((j) => j.id),
        timekeeper: timekeeperId,
      },
    });
    expect(named.ok(), await named.text()).toBe(true);
    expect((await event.referee.api.post(`/api/v1/bouts/${bout!.id}/start`)).ok()).toBe(true);

    const slug = event.tournament.slug;
    const screen = await open(`/tournaments/${slug}/screen?ring=1`, null);
    const judge = await open(`/referee-dashboard/bouts/${bout!.id}`, event.judges[0].email);
    const timekeeper = await open(`/referee-dashboard/bouts/${bout!.id}/clock`, TIMEKEEPER);
    for (const page of [screen, judge, timekeeper])
      await expect(page.getByTestId('round-clock')).toContainText('Round 1 of 3: ready');
    await expect(timekeeper.getByRole('heading', { level: 1 })).toContainText(`Bout ${bout!.number}`);

    // Start: every screen runs round 1, each on its own device clock.
    await timekeeper.getByRole('button', { name: 'Start' }).click();
    for (const page of [screen, judge])
      await expect(page.getByTestId('round-clock')).toHaveAttribute('data-phase', 'running');
    await expect(screen.getByTestId('round-clock')).toContainText('Round 1 of 3');
    // The start's bell has flashed (3 seconds): the pages as they then stay.
    await expect(screen.getByTestId('round-clock').getByRole('status')).toBeHidden({ timeout: 10_000 });
    await lookAt(timekeeper, { path: '.tmp/round-clock-shots/round-clock-timekeeper-1280.png' });
    await lookAt(screen, { path: '.tmp/round-clock-shots/round-clock-ring-screen-1280.png' });

    // The judge's card before the bell is refused, with the reason.
    const early = await event.judges[0].api.post(`/api/v1/bouts/${bout!.id}/scorecards`, {
      data: { round: 1, red: 10, blue: 9 },
    });
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      'Round 1 is not over yet: score it after its bell.',
    );

    // The referee's "time", then on again (the keyboard: R resumes).
    await timekeeper.getByRole('button', { name: 'Time' }).click();
    await expect(judge.getByTestId('round-clock')).toContainText('Time: the referee has stopped the clock');
    await timekeeper.keyboard.press('r');
    await expect(screen.getByTestId('round-clock')).toHaveAttribute('data-phase', 'running');

    // The bell: BELL shows on the ring screen and the judge's page, then the minute's rest.
    await timekeeper.getByRole('button', { name: 'End round' }).click();
    // The flash lasts 3 seconds: both pages are looked at together.
    await Promise.all(
      [screen, judge].map((page) =>
        expect(page.getByTestId('round-clock').getByRole('status')).toHaveText('BELL'),
      ),
    );
    for (const page of [screen, judge])
      await expect(page.getByTestId('round-clock')).toContainText('Rest after round 1');
    const scored = await event.judges[0].api.post(`/api/v1/bouts/${bout!.id}/scorecards`, {
      data: { round: 1, red: 10, blue: 9 },
    });
    expect(scored.status(), await scored.text()).toBe(200);

    // The timekeeper's page and the ring screen on a phone.
    const phone = await open(`/referee-dashboard/bouts/${bout!.id}/clock`, TIMEKEEPER, 375);
    await expect(phone.getByTestId('round-clock')).toContainText('Rest after round 1');
    await lookAt(phone, { path: '.tmp/round-clock-shots/round-clock-timekeeper-375.png', fullPage: true });
    const phoneScreen = await open(`/tournaments/${slug}/screen?ring=1`, null, 375);
    await expect(phoneScreen.getByTestId('round-clock')).toContainText('Rest after round 1');
    await lookAt(phoneScreen, {
      path: '.tmp/round-clock-shots/round-clock-ring-screen-375.png',
      fullPage: true,
    });
  } finally {
    for (const context of contexts) await context.close();
    await event.dispose();
  }
});

/** "2:47" as seconds. */
const secondsOf = (text: string | null) => {
  const [m, s] = (text ?? '').trim().split(':').map(Number);
  return m! * 60 + s!;
};

/**
 * Issue 33 item 4: the clock keeps counting on the timekeeper's device through a network drop, and reconciles
 * on return. She calls time while offline; the ring screen, which has not heard of it, runs on; when her
 * network is back the tap is sent with the instant it was made, and the ring screen and her page show the
 * clock stopped where she stopped it (not where it was when the tap arrived).
 */
test('the round clock counts on through the timekeeper’s network drop and every screen agrees on return', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const event = await setUpEvent(baseURL!);
  const contexts: BrowserContext[] = [];
  const open = async (url: string, email: string | null, width = 1280): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = hydrating(await context.newPage());
    if (email) await signIn(page, email);
    await page.goto(url);
    return page;
  };
  try {
    const [bout] = (await event.bouts()).filter((b) => b.red && b.blue);
    const found = (await (
      await event.admin.get(`/api/v1/users?q=${encodeURIComponent(TIMEKEEPER)}`)
    ).json()) as { users: { id: string; email: string }[] };
    const named = await event.admin.put(`/api/v1/bouts/${bout!.id}/officials`, {
      data: {
        referee: event.referee.id,
        judges: event.judges.map((j) => j.id),
        timekeeper: found.users.find((u) => u.email === TIMEKEEPER)!.id,
      },
    });
    expect(named.ok(), await named.text()).toBe(true);
    expect((await event.referee.api.post(`/api/v1/bouts/${bout!.id}/start`)).ok()).toBe(true);

    const screen = await open(`/tournaments/${event.tournament.slug}/screen?ring=1`, null);
    const timekeeper = await open(`/referee-dashboard/bouts/${bout!.id}/clock`, TIMEKEEPER);
    const screenClock = screen.getByTestId('round-clock');
    const clock = timekeeper.getByTestId('round-clock');
    await timekeeper.getByRole('button', { name: 'Start' }).click();
    await expect(screenClock).toHaveAttribute('data-phase', 'running');

    // The network drops: her clock counts on.
    await timekeeper.context().setOffline(true);
    const before = await clock.getByRole('timer').textContent();
    await expect(clock.getByRole('timer')).not.toHaveText(before!);
    await timekeeper.getByRole('button', { name: 'Time' }).click();
    await expect(
      timekeeper.getByText(/^No network: the clock counts on here; 1 tap will be sent/),
    ).toBeVisible();
    await expect(clock).toHaveAttribute('data-phase', 'paused');
    const stopped = await clock.getByRole('timer').textContent();
    await lookAt(timekeeper, { path: '.tmp/round-clock-shots/round-clock-offline-1280.png' });
    // The ring screen has not heard of it: it runs on, two seconds past her stop.
    await expect
      .poll(async () => secondsOf(await screenClock.getByRole('timer').textContent()), { timeout: 15_000 })
      .toBeLessThanOrEqual(secondsOf(stopped) - 2);

    // Back online: the tap is sent, dated when it was made; both show the clock stopped where she stopped it.
    await timekeeper.context().setOffline(false);
    await expect(screenClock).toHaveAttribute('data-phase', 'paused');
    await expect(screenClock.getByRole('timer')).toHaveText(stopped!);
    await expect(timekeeper.getByText(/^No network/)).toBeHidden();
    await expect(clock.getByRole('timer')).toHaveText(stopped!);
    const api = (await (await event.admin.get(`/api/v1/bouts/${bout!.id}/clock`)).json()) as {
      clock: { state: { phase: string; revision: number } };
    };
    expect(api.clock.state).toMatchObject({ phase: 'paused', revision: 2 });
  } finally {
    for (const context of contexts) await context.close();
    await event.dispose();
  }
});
