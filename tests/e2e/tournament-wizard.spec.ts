import type { Browser, Locator, Page } from '@playwright/test';
import { hydrated, signIn, uniqueClientIp } from './fixtures';
import {
  expect,
  expectNoAxeViolations,
  pageWithoutJavaScript,
  submitDirectly,
  test,
  uniqueEmail,
} from './forms-support';
import { lagosDay } from './clock';

/**
 * The tournament creator wizard (SPEC §2, §4, §5; issue 14 item 2) in the browser: an organiser on Starter
 * is refused more boxers than the plan allows, on the step that holds them, and the third tournament of the
 * month with the plan's message; a visitor's draft survives signing in (every step, a step's errors, the
 * review and the sign-in gate passing axe on the way); the whole wizard by keyboard alone, then the draft
 * edited with the same wizard until it is published; and without JavaScript, one long form the server checks.
 */

type Plan = 'starter' | 'professional' | 'enterprise';
type Organiser = { email: string; password: string; organisation: string };

const PASSWORD = 'Wizard-Test-2026!';

/**
 * A fresh organisation on `plan` and its organiser, made the way a real one is: the person has an account
 * (signed up on /sign-up's API), signs their organisation up on /get-started with the same address, and an
 * admin approves it from the inbox. An address that already has an account keeps its password, so the
 * organiser signs in with it (no e-mailed link needed). Done in browsers of their own, by posts alone: the
 * admin's Approve organisation button, driven as a person does, is inbox.spec.ts's and organisations.spec.ts's.
 */
async function newOrganiser(
  browser: Browser,
  adminSession: string,
  plan: Plan,
  baseURL: string,
): Promise<Organiser> {
  const tag = Math.random().toString(36).slice(2, 7);
  const organiser: Organiser = {
    email: uniqueEmail(`organiser-${plan}`),
    password: PASSWORD,
    organisation: `Wizard Club ${tag}`,
  };
  const own = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  try {
    const reference = await submitDirectly(await own.newPage(), '/get-started', {
      plan,
      organizationName: organiser.organisation,
      contactName: `Remi ${tag}`,
      email: organiser.email,
      phone: '0803 000 2222',
      agreeTerms: 'on',
    });
    // The account exists before the approval, as it would for someone already on the platform.
    const signUp = await own.request.post('/api/auth/sign-up/email', {
      data: {
        name: `Remi ${tag}`,
        email: organiser.email,
        password: organiser.password,
        accountType: 'spectator',
      },
      headers: { origin: baseURL },
    });
    expect(signUp.status(), 'the organiser’s account').toBe(200);
    // The enquiry page's Approve organisation form, posted in the worker's signed-in admin session.
    const admin = await browser.newContext({
      storageState: adminSession,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    try {
      const approval = await admin.request.post(`/admin-dashboard/enquiries/${reference}`, {
        form: { intent: 'approve' },
        headers: { origin: baseURL },
      });
      expect(approval.status(), 'the approval').toBe(200);
      expect(await approval.text()).toMatch(/Sign-up is\s*(?:<!-- -->)?\s*<strong>approved<\/strong>/);
    } finally {
      await admin.close();
    }
  } finally {
    await own.close();
  }
  return organiser;
}

/**
 * Launches a tournament from /tournaments/create by posting its form as a browser without JavaScript would
 * (the same action the wizard's Launch posts; a whole launch driven in the browser is the keyboard test's),
 * in `page`'s session, and expects the management page's address in answer.
 */
async function launchByPost(page: Page, name: string, baseURL: string) {
  const form = new URLSearchParams({
    name,
    format: 'single-elimination',
    weightClassPreset: 'lbs',
    weightClasses: 'lightweight',
    ageGroups: 'elite',
    startDate: lagosDay(45),
    endDate: lagosDay(46),
  });
  for (const gender of ['men', 'women']) form.append('genders', gender);
  const response = await page.request.post('/tournaments/create', {
    data: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), `the launch of ${name}`).toBe(302);
  expect(response.headers().location).toMatch(/^\/admin-dashboard\/tournaments\/\d+$/);
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: title, exact: true });

type Draft = {
  name: string;
  format?: string;
  maxParticipants?: string;
  entryFee?: string;
  /** The professional lbs list instead of World Boxing's kg categories (the default). */
  lbs?: boolean;
  /** Checkboxes to tick: the lbs list's by name, or World Boxing's within a gender's list. */
  classes?: (RegExp | { gender: 'Men' | 'Women'; name: string })[];
  ages?: RegExp[];
  start?: string;
  end?: string;
  /** Runs on each step once its fields are filled, before Next (and on the review once it shows). */
  atEachStep?: (title: string) => Promise<void>;
};

/** Goes through the four steps with the mouse, checking each gate on the way, and stops on the review. */
async function fillWizard(page: Page, draft: Draft) {
  const filled = draft.atEachStep ?? (async () => {});
  await expect(stepHeading(page, 'Basic Info')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByLabel('Tournament name').fill(draft.name);
  await filled('Basic Info');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Format & Rules')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('radio', { name: draft.format ?? 'Single Elimination' }).check();
  if (draft.maxParticipants) {
    await page.getByLabel('Max participants', { exact: true }).fill(draft.maxParticipants);
  }
  if (draft.entryFee) await page.getByLabel('Entry fee (₦)').fill(draft.entryFee);
  await filled('Format & Rules');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Categories')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  if (draft.lbs) await page.getByRole('radio', { name: 'Professional (lbs)' }).check();
  const worldBoxing = [
    { gender: 'Men', name: '60 kg' },
    { gender: 'Women', name: '60 kg' },
  ] as const;
  for (const name of draft.classes ?? worldBoxing) await weightClass(page, name).check();
  await expect(nextButton(page)).toBeDisabled();
  for (const name of draft.ages ?? [/^Elite/]) await page.getByRole('checkbox', { name }).check();
  await filled('Categories');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Schedule')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByLabel('Start date').fill(draft.start ?? lagosDay(45));
  await expect(nextButton(page)).toBeDisabled();
  await page.getByLabel('End date').fill(draft.end ?? lagosDay(46));
  await filled('Schedule');
  await nextButton(page).click();
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await filled('Review');
}

/** A weight class's box: an lbs class by its name, a World Boxing class within its gender's list. */
function weightClass(page: Page, name: RegExp | { gender: 'Men' | 'Women'; name: string }) {
  if (name instanceof RegExp) return page.getByRole('checkbox', { name });
  return page
    .getByRole('group', { name: new RegExp(`^${name.gender}’s weight classes`) })
    .getByRole('checkbox', { name: name.name, exact: true });
}

async function launch(page: Page) {
  await page.getByRole('button', { name: 'Launch Tournament' }).click();
}

/** The management page a launch leads to, with the success toast; returns the tournament's id. */
async function expectCreated(page: Page, name: string) {
  await page.waitForURL(/\/admin-dashboard\/tournaments\/\d+$/);
  await expect(page.getByText('Tournament created')).toBeVisible();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  return Number(/\/tournaments\/(\d+)$/.exec(page.url())![1]);
}

const planLine = (page: Page) =>
  page.getByRole('complementary').getByRole('listitem').filter({ hasText: 'Starter plan' });

test.describe('the tournament creator wizard', () => {
  // Each test makes its own organisation (sign-up, an admin's approval, a sign-in): more than 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('an organiser on Starter is refused more boxers than the plan allows; the third of the month is refused with the plan’s message', async ({
    page,
    browser,
    adminSession,
    baseURL,
  }) => {
    const organiser = await newOrganiser(browser, adminSession, 'starter', baseURL!);
    await signIn(page, organiser.email, organiser.password);

    await page.goto('/tournaments/create');
    await expect(planLine(page)).toHaveText(/Starter plan: 0 of 2 tournaments used in \w+ \d{4}\./);
    // The month's first, launched by a post of the same form (a launch the wizard drives is the keyboard
    // test's). The aside's count after each launch ("1 of 2") is planUsage's, proven in Vitest:
    // app/features/tournaments/tournaments.server.test.ts › 'refuses a third Starter tournament in a Lagos
    // month with the plan and the limit, creating nothing'.
    await launchByPost(page, `Yaba Novices Cup ${Date.now().toString(36)}`, baseURL!);

    // The next asks for more boxers than Starter allows: refused on the step that holds the field.
    await fillWizard(page, {
      name: `Yaba Third ${Date.now().toString(36)}`,
      maxParticipants: '64',
      format: 'Round Robin',
    });
    await launch(page);
    await expect(stepHeading(page, 'Format & Rules')).toBeVisible();
    await expect(
      page.getByText('The Starter plan allows at most 32 participants a tournament.').first(),
    ).toBeVisible();
    await page.getByLabel('Max participants', { exact: true }).fill('32');
    for (let step = 1; step < 4; step += 1) await nextButton(page).click();
    await expect(page.locator('#wizard-step-review').getByText('32', { exact: true })).toBeVisible();
    // Meanwhile the organisation launches its second of the month elsewhere (another tab, a colleague), so
    // this launch is the third. That a Starter organiser's launch within the cap and the quota is created is
    // proven in Vitest: app/features/tournaments/wizard.server.test.ts › 'lets a Starter organiser launch two
    // a month, refuses the third with the plan’s message, and creates nothing'.
    await launchByPost(page, `Yaba Juniors Open ${Date.now().toString(36)}`, baseURL!);

    // The third of the month: the plan's message on the review, and nothing created.
    await launch(page);
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'The Starter plan allows 2 tournaments a month' });
    await expect(refusal).toContainText(
      /The Starter plan allows 2 tournaments a month: you have created 2 in \w+ \d{4}\./,
    );
    await expect(stepHeading(page, 'Review')).toBeVisible();
    await expect(page).toHaveURL(/\/tournaments\/create$/);
    await page.reload();
    await expect(planLine(page)).toHaveText(/Starter plan: 2 of 2 tournaments used/);
  });

  test('a visitor plans a tournament, signs in at Launch and comes back to the same draft', async ({
    page,
    browser,
    adminSession,
    baseURL,
  }) => {
    const organiser = await newOrganiser(browser, adminSession, 'professional', baseURL!);
    const name = `Surulere Open ${Date.now().toString(36)}`;

    await page.goto('/start-tournament');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await test.step('every step, a step’s errors, the review and the sign-in gate pass axe', async () => {
      await fillWizard(page, {
        name,
        format: 'Swiss System',
        entryFee: '25000',
        lbs: true,
        classes: [/^Featherweight/, /^Welterweight/],
        ages: [/^Junior/, /^Cadet/],
        atEachStep: async (title) => {
          if (title === 'Format & Rules') {
            // A step's errors: Next checks the step and stays on it.
            await page.getByLabel('Entry fee (₦)').fill('free');
            await nextButton(page).click();
            await expect(page.getByRole('alert')).toContainText('Entry fee must be a number of naira');
            await expect(stepHeading(page, 'Format & Rules')).toBeVisible();
            await expectNoAxeViolations(page);
            await page.getByLabel('Entry fee (₦)').fill('25000');
            return;
          }
          await expectNoAxeViolations(page);
        },
      });
      const review = page.locator('#wizard-step-review');
      await expect(review).toContainText(name);
      await expect(review).toContainText('Swiss System');
      await expect(review).toContainText('₦25,000');
      await expect(review).toContainText('8 categories');

      await launch(page);
      const gate = page.getByRole('region', { name: 'Sign in to launch' });
      await expect(gate).toBeFocused();
      await expectNoAxeViolations(page);
    });

    const gate = page.getByRole('region', { name: 'Sign in to launch' });
    const review = page.locator('#wizard-step-review');
    await expect(gate.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started');
    await gate.getByRole('link', { name: 'Sign in to launch' }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fstart-tournament%3Fstep%3Dreview$/);
    await page.getByLabel('Email').fill(organiser.email);
    await page.getByLabel('Password').fill(organiser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(/\/start-tournament\?step=review$/);
    await expect(page.getByText(/Welcome back: this is the draft you started on/)).toBeVisible();
    await expect(stepHeading(page, 'Review')).toBeFocused();
    await expect(review).toContainText(name);
    await expect(review).toContainText('Featherweight (126 lbs)');
    await expect(review).toContainText('₦25,000');
    await expect(page.getByRole('complementary')).toContainText(organiser.organisation);
    await launch(page);
    await expectCreated(page, name);

    // The draft became a tournament: the wizard starts afresh.
    await page.goto('/start-tournament');
    await expect(page.getByLabel('Tournament name')).toHaveValue('');
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  });

  test('the whole wizard by keyboard alone, then the draft edited with the same wizard until it is published', async ({
    page,
    browser,
    adminSession,
    baseURL,
  }) => {
    const organiser = await newOrganiser(browser, adminSession, 'professional', baseURL!);
    await signIn(page, organiser.email, organiser.password);
    await page.goto('/tournaments/create');

    /** Presses Tab until `target` has the focus (a date input keeps it across its three parts). */
    async function tabTo(target: Locator, limit = 80) {
      for (let i = 0; i < limit; i += 1) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${target.toString()}`);
    }

    const name = `Keyboard Classic ${Date.now().toString(36)}`;
    const id =
      await test.step('the whole wizard by keyboard alone, with its gates and the participants clamp', async () => {
        await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
        await expect(nextButton(page)).toBeDisabled();
        await tabTo(page.getByLabel('Tournament name'));
        await page.keyboard.type('   ');
        await expect(nextButton(page)).toBeDisabled();
        await page.keyboard.type(name);
        await expect(nextButton(page)).toBeEnabled();
        // Enter in a text field moves on, as Next would; the new step's heading takes the focus.
        await page.keyboard.press('Enter');
        await expect(stepHeading(page, 'Format & Rules')).toBeFocused();
        await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
        await expect(nextButton(page)).toBeDisabled();

        await tabTo(page.getByRole('radio', { name: 'Single Elimination' }));
        for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('radio', { name: 'Swiss System' })).toBeChecked();
        const participants = page.getByLabel('Max participants', { exact: true });
        await tabTo(participants);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('200');
        await page.keyboard.press('Tab');
        await expect(participants).toHaveValue('128');
        await tabTo(nextButton(page));
        await page.keyboard.press('Enter');

        await expect(stepHeading(page, 'Categories')).toBeFocused();
        // World Boxing's kg list is chosen for the person; the arrow picks the professional lbs list.
        await tabTo(page.getByRole('radio', { name: 'World Boxing (kg)' }));
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('radio', { name: 'Professional (lbs)' })).toBeChecked();
        await tabTo(page.getByRole('checkbox', { name: /^Middleweight/ }));
        await page.keyboard.press('Space');
        await expect(nextButton(page)).toBeDisabled();
        await tabTo(page.getByRole('checkbox', { name: /^Masters/ }));
        await page.keyboard.press('Space');
        await tabTo(nextButton(page));
        await page.keyboard.press('Enter');

        await expect(stepHeading(page, 'Schedule')).toBeFocused();
        const start = lagosDay(60);
        const end = lagosDay(61);
        const typed = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;
        await tabTo(page.getByLabel('Start date'));
        await page.keyboard.type(typed(start));
        await expect(page.getByLabel('Start date')).toHaveValue(start);
        // The deadlines follow the start: two days and one day before.
        await expect(page.getByLabel('Registration deadline')).toHaveValue(lagosDay(58));
        await expect(page.getByLabel('Weigh-in date')).toHaveValue(lagosDay(59));
        await expect(nextButton(page)).toBeDisabled();
        await tabTo(page.getByLabel('End date'));
        await page.keyboard.type(typed(end));
        await tabTo(nextButton(page));
        await page.keyboard.press('Enter');

        await expect(stepHeading(page, 'Review')).toBeFocused();
        const review = page.locator('#wizard-step-review');
        await expect(review).toContainText('Swiss System');
        await expect(review).toContainText('Middleweight (160 lbs)');
        await expect(review.getByText('128', { exact: true })).toBeVisible();
        await tabTo(page.getByRole('button', { name: 'Launch Tournament' }));
        await page.keyboard.press('Enter');
        return expectCreated(page, name);
      });

    await test.step('an organiser edits a draft with the same wizard; a published tournament cannot be edited', async () => {
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page).toHaveURL(`/admin-dashboard/tournaments/${id}/edit`);
      await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
      await expect(page.getByLabel('Tournament name')).toHaveValue(name);
      const renamed = `${name} Reloaded`;
      await page.getByLabel('Tournament name').fill(renamed);
      await nextButton(page).click();
      // What the draft was launched with: the keyboard's clamped 128 and Swiss System.
      await expect(page.getByLabel('Max participants', { exact: true })).toHaveValue('128');
      await expect(page.getByRole('radio', { name: 'Swiss System' })).toBeChecked();
      await page.getByLabel('Entry fee (₦)').fill('5,000');
      for (let step = 1; step < 4; step += 1) await nextButton(page).click();
      await expect(page.locator('#wizard-step-review')).toContainText('₦5,000');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.waitForURL(new RegExp(`/admin-dashboard/tournaments/${id}$`));
      await expect(page.getByText('Changes saved')).toBeVisible();
      await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
      await page.goto(`/admin-dashboard/tournaments/${id}/edit`);
      await expect(page.getByRole('heading', { name: 'Only drafts can be edited' })).toBeVisible();
      await expect(page.getByText(`Only a draft can be edited: ${renamed} is published.`)).toBeVisible();
    });
  });

  test('keeps the name typed before the page hydrated, and creates the men’s and the women’s categories ticked', async ({
    page,
    browser,
    adminSession,
    baseURL,
  }) => {
    const organiser = await newOrganiser(browser, adminSession, 'professional', baseURL!);
    await signIn(page, organiser.email, organiser.password);
    // A slow phone: the page's scripts are held back until the name is typed. A page of its own, since
    // the fixture's page waits for hydration on every goto.
    const slow = await page.context().newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await slow.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await slow.goto('/tournaments/create', { waitUntil: 'domcontentloaded' });
    const name = `Early Typist Open ${Date.now().toString(36)}`;
    await slow.getByLabel('Tournament name').fill(name);
    await expect(slow.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await hydrated(slow);
    await expect(slow.getByLabel('Tournament name')).toHaveValue(name);
    await expect(slow.getByText('Name the tournament to continue.')).toHaveCount(0);
    await expect(nextButton(slow)).toBeEnabled();
    await slow.unroute('**/assets/**/*.js');

    await nextButton(slow).click();
    await slow.getByRole('radio', { name: 'Single Elimination' }).check();
    await nextButton(slow).click();
    // World Boxing's kg list is the default; Men and Women are both ticked. Men's classes alone are not
    // enough (they made men's categories only, without a word): the step says what is missing.
    await expect(slow.getByRole('radio', { name: 'World Boxing (kg)' })).toBeChecked();
    await weightClass(slow, { gender: 'Men', name: '60 kg' }).check();
    await slow.getByRole('checkbox', { name: /^Elite/ }).check();
    await expect(nextButton(slow)).toBeDisabled();
    await expect(
      slow.getByText('Tick at least one women’s weight class, or untick Women to continue.'),
    ).toBeVisible();
    await weightClass(slow, { gender: 'Women', name: '60 kg' }).check();
    await weightClass(slow, { gender: 'Women', name: '+80 kg' }).check();
    await nextButton(slow).click();
    await slow.getByLabel('Start date').fill(lagosDay(70));
    await slow.getByLabel('End date').fill(lagosDay(71));
    await nextButton(slow).click();

    const review = slow.locator('#wizard-step-review');
    await expect(review).toContainText('3 categories');
    for (const chip of ['Men 60 kg', 'Women 60 kg', 'Women +80 kg']) {
      await expect(
        review.getByRole('listitem').filter({ hasText: new RegExp(`^${chip.replace('+', '\\+')}$`) }),
      ).toHaveCount(1);
    }
    await expect(review).not.toContainText('(60 kg)');
    await launch(slow);
    const id = await expectCreated(slow, name);
    await slow.goto(`/admin-dashboard/tournaments/${id}/draws`);
    for (const label of [
      'Men 60 kg · Elite 20-34',
      'Women 60 kg · Elite 20-34',
      'Women +80 kg · Elite 20-34',
    ]) {
      await expect(slow.getByRole('heading', { name: label, exact: true })).toBeVisible();
    }
    await slow.close();
  });

  test('without JavaScript: every step on one page, the server’s messages, and a visitor sent to sign in', async ({
    browser,
  }) => {
    const page = await pageWithoutJavaScript(browser);
    await page.goto('/start-tournament');
    for (const title of ['Basic Info', 'Format & Rules', 'Categories', 'Schedule', 'Review']) {
      await expect(stepHeading(page, title)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(
      page.getByText(/Without JavaScript this page cannot keep your answers while you sign in/),
    ).toBeVisible();

    const name = `No Script Open ${Date.now().toString(36)}`;
    await page.getByLabel('Tournament name').fill(name);
    await page.getByRole('radio', { name: 'Double Elimination' }).check();
    await page.getByLabel('Entry fee (₦)').fill('abc');
    await page.getByLabel('Start date').fill(lagosDay(50));
    await page.getByLabel('End date').fill(lagosDay(51));
    await launch(page);

    const problems = page.getByRole('alert').filter({ hasText: /problems? to fix|There is a problem/ });
    await expect(problems).toContainText('There are 3 problems to fix');
    await expect(problems).toContainText('Entry fee must be a number of naira');
    await expect(problems).toContainText('Choose at least one weight class');
    await expect(problems).toContainText('Choose at least one age group');
    await expect(page.getByLabel('Tournament name')).toHaveValue(name);
    await expect(page.getByRole('radio', { name: 'Double Elimination' })).toBeChecked();
    await expect(page.getByLabel('Entry fee (₦)')).toHaveValue('abc');
    await expect(page.getByLabel('Start date')).toHaveValue(lagosDay(50));

    await page.getByLabel('Entry fee (₦)').fill('10000');
    await page.getByRole('radio', { name: 'Professional (lbs)' }).check();
    await page.getByRole('checkbox', { name: /^Bantamweight/ }).check();
    await page.getByRole('checkbox', { name: /^Youth Elite/ }).check();
    // The start moves past the end: the server's rule on dates answers.
    await page.getByLabel('Start date').fill(lagosDay(55));
    await launch(page);
    await expect(problems).toContainText('There is a problem');
    await expect(problems).toContainText('The end date cannot be before the start date');
    await expect(page.getByRole('checkbox', { name: /^Bantamweight/ })).toBeChecked();

    await page.getByLabel('End date').fill(lagosDay(56));
    await launch(page);
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fstart-tournament$/);
    await page.context().close();
  });
});
