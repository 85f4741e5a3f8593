import { expect, signIn, demoEmail, test } from './fixtures';
import { boxOnPoints, setUpEvent, stopBout } from './event-setup';

/**
 * Corrections (issue 16 item 5): the semi-finals and the final of a category are boxed; the admin corrects
 * the first semi-final (the other boxer won). The final, boxed by the old winner, is set aside only once the
 * admin confirms; the bracket then shows the new finalist, and the bout's page keeps the audit.
 */
test('an admin corrects a result with a reason: later results are set aside only on confirmation, the bracket follows, the audit shows it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const event = await setUpEvent(baseURL!);
  try {
    const bouts = await event.bouts();
    const semis = bouts.filter((b) => b.red && b.blue);
    expect(semis).toHaveLength(2);
    await stopBout(event, semis[0]!.id, 'red');
    await stopBout(event, semis[1]!.id, 'blue');
    const final = (await event.bouts()).find((b) => !semis.some((s) => s.id === b.id))!;
    expect(final.red?.name).toBe(semis[0]!.red!.name);
    await boxOnPoints(event, final.id);

    await signIn(page, demoEmail('admin'));
    await page.goto(`/admin-dashboard/tournaments/${event.tournament.id}/bouts`);
    await page
      .getByRole('link', { name: `Result RSC: cards, corrections of bout ${semis[0]!.number}` })
      .click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Bout ${semis[0]!.number}`) })).toBeVisible();
    await expect(page.getByText('No correction: the result stands as given at ringside.')).toBeVisible();

    await page.getByLabel('Outcome').selectOption('RSC');
    await page.getByLabel('Winner').selectOption('blue');
    await page.getByLabel('Round it ended (stoppages)').fill('1');
    await page.getByLabel('Reason (kept in the audit)').fill('Video review: the blue corner was not hurt');
    await page.getByRole('button', { name: 'Correct result' }).click();
    // The final was boxed by the old winner: nothing changes before the admin confirms.
    await expect(page.getByRole('alert')).toContainText(
      `This correction sets aside the result of bout ${final.number}: they would be boxed again.`,
    );
    await page.getByLabel('Reason (kept in the audit)').fill('Video review: the blue corner was not hurt');
    await page.getByLabel('Winner').selectOption('blue');
    await page.getByLabel('Round it ended (stoppages)').fill('1');
    await page.getByLabel('I confirm: set aside the results named above, to be boxed again.').check();
    await page.getByRole('button', { name: 'Correct result' }).click();
    await expect(
      page.getByText(`Result corrected. Set aside, to be boxed again: bout ${final.number}.`),
    ).toBeVisible();

    const audit = page.locator('section', { has: page.getByRole('heading', { name: 'Corrections' }) });
    await expect(audit).toContainText('Adaeze Okafor');
    await expect(audit).toContainText(
      `From RSC · to ${semis[0]!.red!.name} · round 1 to RSC · to ${semis[0]!.blue!.name} · round 1.`,
    );
    await expect(audit).toContainText('Reason: Video review: the blue corner was not hurt');
    await expect(audit).toContainText(`Set aside, to be boxed again: bout ${final.number}.`);

    // The public bracket: the new winner is in the final, which is to be boxed again.
    await page.goto(`/tournaments/${event.tournament.slug}/categories/${event.categoryId}`);
    const finalBout = page.getByRole('list', { name: 'Final', exact: true });
    await expect(finalBout).toContainText(semis[0]!.blue!.name);
    await expect(finalBout).not.toContainText(semis[0]!.red!.name);
  } finally {
    await event.dispose();
  }
});
