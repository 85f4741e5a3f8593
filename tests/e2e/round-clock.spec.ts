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
