import { request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoEmail,
  expect,
  hydrated,
  lookAt,
  pageWithoutScript,
  signIn,
  test,
  uniqueClientIp,
} from './fixtures';

/**
 * Weigh-in morning to the bout order (issue 15 items 3-5): the organiser weighs the boxers of a demo
 * tournament in (search, type kg, Enter), one misses weight and is moved to the right category, the
 * categories are drawn, the bouts scheduled on two rings, and a bout's officials named.
 */

const TOURNAMENT = 'Ikeja Novice Classic';

/**
 * Two more referees: a bout needs a referee and three judges. They are new accounts of this test (signed
 * up, then made referees by the admin through the API), so the shared demo accounts keep their roles for
 * the specs running beside this one.
 */
async function moreReferees(page: Page, origin: string) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  for (const [index, name] of ['Bola Referee', 'Sani Judge'].entries()) {
    const email = `official-${run}-${index}@example.test`;
    const visitor = await playwrightRequest.newContext({
      baseURL: origin,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin },
    });
    const signedUp = await visitor.post('/api/auth/sign-up/email', {
      data: { email, password: DEMO_PASSWORD, name: `${name} ${index + 1}` },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    await visitor.dispose();
    const found = await page.request.get(`/api/v1/users?q=${encodeURIComponent(email)}`);
    expect(found.ok()).toBe(true);
    const { users } = (await found.json()) as { users: { id: string; email: string }[] };
    const user = users.find((u) => u.email === email)!;
    const changed = await page.request.patch(`/api/v1/users/${user.id}`, {
      data: { role: 'referee' },
      headers: { origin },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
}

type Row = { name: string; category: string; limit: number | null };

async function rows(page: Page): Promise<Row[]> {
  return page.locator('ul[aria-label="Entries"] > li').evaluateAll((items) =>
    items.map((li) => {
      const name = li.querySelector('h3')?.textContent?.trim() ?? '';
      const facts = li.querySelector('h3 + p')?.textContent ?? '';
      const [category = '', limit = ''] = facts.split(' · limit ');
      return {
        name,
        category: category.replace(/ · no upper limit$/, ''),
        limit: limit ? parseFloat(limit) : null,
      };
    }),
  );
}

async function weigh(page: Page, name: string, kg: number) {
  const card = page
    .locator('ul[aria-label="Entries"] > li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByLabel('Medically cleared').check();
  const field = card.getByLabel('Weight (kg)');
  await field.fill(String(kg));
  await field.press('Enter');
  await expect(card.getByRole('status')).toContainText(`${kg} kg:`);
}

test('the organiser weighs in, moves a boxer who missed weight, draws, schedules on two rings and names officials', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signIn(page, demoEmail('admin'));
  await moreReferees(page, baseURL!);

  await page.goto('/admin-dashboard');
  await page.getByRole('link', { name: TOURNAMENT }).first().click();
  await expect(page.getByRole('heading', { name: 'Event day' })).toBeVisible();
  await page.getByRole('link', { name: 'Weigh-in' }).click();
  // The event-day page has the same heading: wait for the weigh-in page itself (its address and its list),
  // or the rows are read while the navigation is still loading (seen on CI: none read).
  await expect(page).toHaveURL(/\/weigh-in/);
  await expect(page.locator('ul[aria-label="Entries"] > li').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: TOURNAMENT })).toBeVisible();
  await hydrated(page);

  // Everyone on weight and cleared, but for one boxer over their class. The organiser types one weight
  // here (the weigh-in morning test below types several, one after another); the rest of the morning's
  // weights come in through the API, as a second desk's would.
  const everyone = await rows(page);
  expect(everyone.length).toBeGreaterThan(10);
  const missing = everyone.find((r) => r.limit !== null)!;
  const typed = everyone.find((r) => r.name !== missing.name)!;
  const onWeight = (row: Row) => (row.limit === null ? 95 : Math.round((row.limit - 0.6) * 10) / 10);
  const tournamentId = /\/tournaments\/(\d+)\//.exec(page.url())![1];
  const listed = await page.request.get(`/api/v1/tournaments/${tournamentId}/entries`);
  const { entries } = (await listed.json()) as { entries: { id: number; boxerName: string }[] };
  // The page's weigh-in day (the tournament is days away: its first weigh-in day, as the page's forms post).
  const day = await page.locator('input[name="day"]').first().inputValue();
  for (const row of everyone) {
    if (row.name === missing.name || row.name === typed.name) continue;
    const entry = entries.find((e) => e.boxerName === row.name)!;
    const weighed = await page.request.post(`/api/v1/entries/${entry.id}/weigh-in`, {
      data: { weightKg: onWeight(row), medicalCleared: true, day },
      headers: { origin: baseURL! },
    });
    expect(weighed.status(), await weighed.text()).toBe(200);
  }
  await page.reload();
  await weigh(page, typed.name, onWeight(typed));

  // Search by name, type kg, Enter.
  await page.getByLabel('Search by name').fill(missing.name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('ul[aria-label="Entries"] > li')).toHaveCount(1);
  // Heavier than their class, by enough to make the heaviest class, which this tournament offers: a boxer
  // is moved into the class their weight falls in (as registration places them), never into any heavier one.
  await weigh(page, missing.name, 95);
  const card = page.locator('ul[aria-label="Entries"] > li').first();
  await expect(card.getByText(/^Missed weight ·/)).toBeVisible();
  await expect(card.getByText('Cleared', { exact: true })).toBeVisible();
  const move = card.getByRole('button', { name: /^Move to / });
  const target = ((await move.textContent()) ?? '').replace(/^\s*Move to /, '').trim();
  await move.click();
  await expect(card.getByRole('status')).toHaveText(`Moved to ${target}.`);
  await expect(card.locator('h3 + p')).toContainText(target);
  await expect(card.getByText(/^Made weight ·/)).toBeVisible();

  // Draws: every category at once.
  await page.goto(page.url().replace(/\/weigh-in.*$/, '/draws'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Draw all categories' }).click();
  await expect(page.getByText(/categories drawn\./)).toBeVisible();
  // Every category with entries is drawn; those without stay as they were.
  await expect(page.getByRole('button', { name: /^Draw (?!all)/ })).toHaveCount(0);
  const empty = await page.getByText('0 entries', { exact: true }).count();
  await expect(page.getByText('Not drawn', { exact: true })).toHaveCount(empty);
  await expect(page.getByRole('heading', { name: 'First round' }).first()).toBeVisible();

  // Two rings, both days of the tournament.
  await page.goto(page.url().replace(/\/draws$/, '/bouts'));
  await hydrated(page);
  await page.getByRole('spinbutton', { name: 'Rings' }).fill('2');
  const last = await page.locator('#day-0').getAttribute('max');
  await page.locator('#day-1').fill(last!);
  await page.locator('#start-1').fill('10:00');
  await page.getByRole('button', { name: 'Save sessions' }).click();
  await expect(page.getByText(/2 sessions on 2 rings saved\./)).toBeVisible();
  await page.getByRole('button', { name: 'Schedule bouts' }).click();
  // A ring at a time, ring 1 first; every ring of the day on asking.
  await expect(page.getByRole('heading', { name: 'Ring 1' })).toBeVisible();
  const rings = page.getByRole('navigation', { name: 'Rings' });
  await rings.getByRole('link', { name: 'All rings' }).click();
  await expect(page.getByRole('heading', { name: 'Ring 2' })).toBeVisible();
  await rings.getByRole('link', { name: 'Ring 1' }).click();
  await expect(page.getByRole('heading', { name: 'Ring 2' })).toHaveCount(0);
  const ring1 = page.locator('section', { has: page.getByRole('heading', { name: 'Ring 1' }) });
  await expect(ring1.locator('li').first()).toContainText('10:00');

  // Move the first bout of ring 1 down: it swaps places (and numbers) with the next one.
  const firstCard = ring1.locator('li').first().locator('[aria-label^="Bout "]');
  const label = (await firstCard.getAttribute('aria-label'))!;
  const corners = (await ring1.locator('li').first().locator('p').nth(2).textContent())!;
  await page.getByRole('button', { name: `Move ${label.toLowerCase()} down` }).click();
  await expect(page.getByText('Bout moved down.')).toBeVisible();
  await expect(ring1.locator('li').nth(1)).toContainText(corners);
  await expect(ring1.locator('li').first()).not.toContainText(corners);

  const bout = ring1.locator('li').first();
  await expect(bout.getByText('No officials named yet.')).toBeVisible();
  // The officials form opens for one bout at a time.
  await bout.getByRole('link', { name: /^Name officials of bout / }).click();
  await expect(bout.getByLabel('Referee')).toBeVisible();
  await expect(ring1.getByLabel('Referee')).toHaveCount(1);
  // Four different people from the pool: the referees and the host club's official.
  const seats = ['Referee', 'Judge 1', 'Judge 2', 'Judge 3'];
  for (const [i, seat] of seats.entries()) await bout.getByLabel(seat).selectOption({ index: i + 1 });
  const chosen = await Promise.all(
    seats.map((seat) => bout.getByLabel(seat).locator('option:checked').textContent()),
  );
  const names = chosen.map((label) => label!.replace(/ \(.*\)$/, ''));
  const ids = await Promise.all(seats.map((seat) => bout.getByLabel(seat).inputValue()));
  expect(new Set(ids).size).toBe(4);
  await bout.getByRole('button', { name: /Save officials/ }).click();
  await expect(page.getByText('Officials saved.')).toBeVisible();
  await page.reload();
  const summary = ring1.locator('li').first();
  await expect(summary).toContainText(`Referee ${names[0]}`);
  await expect(summary).toContainText(`Judges ${names.slice(1).join(', ')}`);

  // For the report: the bout order on a desktop and on a phone.
  await lookAt(page, { path: '.tmp/draw-shots/bouts-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(page, { path: '.tmp/draw-shots/bouts-375.png' });
});

/** The weigh-in page of a demo tournament the academy runs (nobody else weighs its boxers in). */
async function openWeighIn(page: Page, tournament: string) {
  const listing = await page.request.get(`/api/v1/tournaments?q=${encodeURIComponent(tournament)}`);
  const [found] = (
    (await listing.json()) as { tournaments: { id: number; name: string }[] }
  ).tournaments.filter((t) => t.name === tournament);
  await page.goto(`/admin-dashboard/tournaments/${found!.id}/weigh-in`);
  await expect(page.getByRole('heading', { name: tournament })).toBeVisible();
}

test('weigh-in morning: the organiser types a weight, presses Enter and goes straight on to the next boxer', async ({
  page,
}) => {
  await signIn(page, demoEmail('admin'));
  await openWeighIn(page, 'Kano Regional Championship');
  await hydrated(page);
  const cards = page.locator('ul[aria-label="Entries"] > li');
  const names = (await cards.locator('h3').allTextContents()).slice(0, 4);
  expect(names).toHaveLength(4);
  const card = (name: string) => cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
  // No waiting between boxers: each Enter is sent, even while the one before is still being saved.
  const weights = ['51.2', '57.9', '63.4', '70.1'];
  for (const [index, name] of names.entries()) {
    const field = card(name).getByLabel('Weight (kg)');
    await field.fill(weights[index]!);
    await field.press('Enter');
  }
  for (const [index, name] of names.entries())
    await expect(card(name).getByRole('status')).toContainText(`${weights[index]} kg: `);
  // Each stays recorded: after a reload every card shows its weight.
  await page.reload();
  for (const [index, name] of names.entries())
    await expect(card(name).getByText(new RegExp(`weight · ${weights[index]} kg$`))).toBeVisible();
});

test('the weigh-in works without JavaScript: the weight is recorded and the answer shows on the boxer’s card', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutScript(browser, baseURL, { signInAs: demoEmail('admin') });
  await openWeighIn(page, 'Kano Regional Championship');
  const cards = page.locator('ul[aria-label="Entries"] > li');
  const name = (await cards.locator('h3').nth(5).textContent())!.trim();
  const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByLabel('Weight (kg)').fill('300');
  await card.getByRole('button', { name: `Record ${name}` }).click();
  await expect(card.getByRole('alert')).toHaveText('A weight is from 20 to 200 kg');
  await card.getByLabel('Weight (kg)').fill('58,4');
  await card.getByLabel('Medically cleared').check();
  await card.getByRole('button', { name: `Record ${name}` }).click();
  await expect(card.getByRole('status')).toHaveText(/^58\.4 kg: (made|missed) weight, medically cleared\.$/);
  await expect(card.getByText(/weight · 58\.4 kg$/)).toBeVisible();
  await expect(card.getByText('Cleared', { exact: true })).toBeVisible();
  await context.close();
});
