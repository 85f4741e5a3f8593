import { setUpEvent } from './event-setup';
import type { SetUpEvent } from './event-setup';
import { demoEmail, expect, lookAt, signIn, test } from './fixtures';

/**
 * A multi-day event weighs each boxer on every day they box (issue 15 item 3): the organiser closes a
 * day's weigh-in, confirms, and every boxer due that day without weight made and a clearance that day
 * gives a walkover. The event, its boxers and officials are this spec's own.
 */

type ListedBout = {
  id: number;
  number: number | null;
  plannedStart: string | null;
  status: string;
  outcome: string | null;
  red: { entryId: number; name: string } | null;
  blue: { entryId: number; name: string } | null;
};

let event: SetUpEvent;
test.beforeAll(async ({ baseURL }) => {
  event = await setUpEvent(baseURL!, { name: `Two Day Cup ${Date.now().toString(36)}` });
});
test.afterAll(async () => {
  await event.dispose();
});

async function listed(): Promise<ListedBout[]> {
  const response = await event.admin.get(`/api/v1/tournaments/${event.tournament.id}/bouts`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { bouts: ListedBout[] }).bouts;
}

test('closing the first day’s weigh-in gives a walkover against the boxer who did not weigh in that day', async ({
  page,
}) => {
  const bouts = await listed();
  const firstRound = bouts.filter((b) => b.red && b.blue).sort((a, b) => a.number! - b.number!);
  expect(firstRound).toHaveLength(2);
  const day = firstRound[0]!.plannedStart!.slice(0, 10);
  // Three of the four weigh in on the day, on weight and cleared; the red corner of the second bout does not.
  const absent = firstRound[1]!.red!;
  for (const corner of firstRound
    .flatMap((b) => [b.red!, b.blue!])
    .filter((c) => c.entryId !== absent.entryId)) {
    const weighed = await event.admin.post(`/api/v1/entries/${corner.entryId}/weigh-in`, {
      data: { weightKg: 60.6, medicalCleared: true, day },
    });
    expect(weighed.ok(), await weighed.text()).toBe(true);
  }

  await signIn(page, demoEmail('admin'));
  await page.goto(`/admin-dashboard/tournaments/${event.tournament.id}/weigh-in?day=${day}`);
  const section = page.getByRole('region', { name: /Close the weigh-in for/ });
  const due = section.getByRole('list', { name: /without weight/ });
  await expect(due.getByRole('listitem')).toHaveCount(1);
  await expect(due).toContainText(absent.name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.scrollIntoViewIfNeeded();
  await lookAt(page, { path: '.tmp/shots-mail/weigh-in-close-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await lookAt(page, { path: '.tmp/shots-mail/weigh-in-close-375.png' });

  // The confirmation is a tick the server checks too.
  await section.getByRole('checkbox', { name: 'I confirm this walkover' }).check();
  await section.getByRole('button', { name: /Close weigh-in for/ }).click();
  await expect(section.getByRole('status')).toContainText(`a walkover (${absent.name})`);
  await expect(section).toContainText('Nobody due to box on');

  const after = await listed();
  const walkedOver = after.find((b) => b.id === firstRound[1]!.id)!;
  expect(walkedOver).toMatchObject({ status: 'decided', outcome: 'WO' });
  expect(after.find((b) => b.id === firstRound[0]!.id)!.status).toBe('scheduled');
});
