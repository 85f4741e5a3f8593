import { mkdirSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoEmail,
  expect,
  hydrating,
  lookAt,
  signIn,
  test,
  uniqueClientIp,
} from './fixtures';
import { mailTo } from './mail';
import { bornYearsAgo, lagosDay } from './clock';

/**
 * The organiser's and coach's screens of issue 15: the organiser's Entries page (mark paid, withdraw with a
 * reason before the draw and, as a walkover, after it; with and without JavaScript), invitations (invite by
 * e-mail, revoke; the invited boxer registers from the tournament page, another is told it is by invitation
 * only) and the coach's Match Schedule. Each test makes its own tournament (the demo organiser's, through
 * the API), its own boxers (signed up) and its own coach, so nothing the other specs rely on changes.
 */

const SHOTS = '.tmp/shots-entries';
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 375, height: 812 };
const ORGANISER = 'organiser@ajbxng.test';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** The run in letters, for people's names. */
const tag = run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!).replace(/^./, (c) => c.toUpperCase());

async function signedInApi(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL },
  });
  const signedIn = await api.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return api;
}

type Boxer = { id: string; name: string; email: string; context: BrowserContext; page: Page };

/** A boxer who signs up on the site (date of birth, gender, 60 kg: Lightweight, Elite 20-34, men). */
async function signUpBoxer(browser: Browser, baseURL: string, first: string): Promise<Boxer> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  const email = `${first.toLowerCase()}-${run}@entries-admin.test`;
  const last = `Boxer${tag}`;
  const answer = await context.request.post('/sign-up', {
    form: {
      accountType: 'boxer',
      firstName: first,
      lastName: last,
      email,
      password: DEMO_PASSWORD,
      dateOfBirth: bornYearsAgo(24),
      gender: 'men',
      weightKg: '60',
    },
    headers: { origin: baseURL },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const me = (await (await context.request.get('/api/v1/me')).json()) as { user: { id: string } };
  return {
    id: me.user.id,
    name: `${first} ${last}`,
    email,
    context,
    page: hydrating(await context.newPage()),
  };
}

async function createTournament(
  organiser: APIRequestContext,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; slug: string }> {
  const created = await organiser.post('/api/v1/tournaments', {
    data: {
      name,
      format: 'single-elimination',
      startDate: lagosDay(20),
      endDate: lagosDay(21),
      city: 'Lagos',
      level: 'Elite',
      weightClasses: ['lightweight'],
      ageGroups: ['elite'],
      genders: ['men'],
      entryFee: 15000,
      rules: {
        roundDuration: 2,
        numberOfRounds: 3,
        judgesCount: 3,
        medicalCheckRequired: false,
        equipmentProvided: false,
      },
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { tournament } = (await created.json()) as { tournament: { id: number; slug: string } };
  const published = await organiser.post(`/api/v1/tournaments/${tournament.id}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  return tournament;
}

async function enter(api: APIRequestContext, tournamentId: number, boxerId: string, origin: string) {
  const entered = await api.post(`/api/v1/tournaments/${tournamentId}/entries`, {
    data: { boxerId, weightClass: 'lightweight', ageGroup: 'elite' },
    headers: { origin },
  });
  expect(entered.status(), await entered.text()).toBe(201);
}

const entryCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Entries' }).getByRole('listitem').filter({ hasText: name });

test('the organiser marks an entry paid, withdraws one with a reason without JavaScript, and after the draw one as a walkover', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three boxers signed up and entered, a draw and two withdrawals: more than the default budget.
  test.slow();
  const organiser = await signedInApi(baseURL!, ORGANISER);
  const name = `Entries Desk Open ${tag}`;
  const tournament = await createTournament(organiser, name);
  const boxers: Boxer[] = [];
  for (const first of ['Ade', 'Bayo', 'Chike']) {
    const boxer = await signUpBoxer(browser, baseURL!, first);
    await enter(boxer.context.request, tournament.id, boxer.id, baseURL!);
    boxers.push(boxer);
  }
  const [ade, bayo, chike] = boxers as [Boxer, Boxer, Boxer];
  await signIn(page, ORGANISER);

  await test.step('marks an entry paid, then withdraws one with a reason without JavaScript', async () => {
    await page.goto(`/admin-dashboard/tournaments/${tournament.id}`);
    await page.getByRole('link', { name: 'Entries', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('Entry fee ₦15,000 · open registration')).toBeVisible();
    const totals = page.locator('dl').first();
    await expect(totals).toContainText('0 of 3');
    await expect(totals).toContainText('₦45,000');

    const card = entryCard(page, ade.name);
    await expect(card).toContainText('Lightweight (135 lbs) · Elite 20-34 · Men');
    await expect(card.getByText('Unpaid · ₦15,000')).toBeVisible();
    await expect(card.getByText('Not weighed')).toBeVisible();
    await card.getByRole('button', { name: `Mark paid for ${ade.name}` }).click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(`${ade.name}: entry fee marked paid.`),
    ).toBeVisible();
    await expect(card.getByText('Paid · ₦15,000')).toBeVisible();
    await expect(totals).toContainText('1 of 3');
    await expect(totals).toContainText('₦15,000 in cash');
    await expect(totals).toContainText('₦30,000');
    // Stored: the API says so too.
    const listed = (await (await organiser.get(`/api/v1/tournaments/${tournament.id}/entries`)).json()) as {
      entries: { boxerId: string; paid: boolean }[];
    };
    expect(listed.entries.find((e) => e.boxerId === ade.id)?.paid).toBe(true);

    // Search by name.
    await page.getByLabel('Search by name').fill('Bayo');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(1);
    await expect(entryCard(page, bayo.name)).toBeVisible();

    await lookAt(page, { path: `${SHOTS}/entries-1280.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.getByLabel('Search by name').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'page-level horizontal scroll').toBe(0);
    await lookAt(page, { path: `${SHOTS}/entries-375.png`, fullPage: true });

    // Without JavaScript: a confirmation step, a reason required, then the entry is withdrawn.
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: PHONE,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    const plain = await context.newPage();
    // Signed in through the API: the sign-in form without JavaScript is organisations.spec's and
    // registration.spec's (pageWithoutScript).
    await signIn(plain, ORGANISER);
    await plain.goto(`/admin-dashboard/tournaments/${tournament.id}/entries`);
    const bayoCard = entryCard(plain, bayo.name);
    await bayoCard.getByRole('link', { name: `Withdraw… ${bayo.name}` }).click();
    const confirm = bayoCard.getByRole('region', { name: `Withdraw ${bayo.name}?` });
    await expect(confirm).toContainText('their place opens for another boxer');
    await expect(confirm.getByLabel('Reason for withdrawing')).toHaveAttribute('required', '');
    await lookAt(plain, { path: `${SHOTS}/withdraw-confirm-nojs-375.png`, fullPage: true });
    await confirm.getByLabel('Reason for withdrawing').fill('Hand injury in sparring');
    await confirm.getByRole('button', { name: `Withdraw ${bayo.name}` }).click();
    await expect(
      plain
        .getByRole('status')
        .filter({ hasText: `${bayo.name} is withdrawn.` })
        .first(),
    ).toBeVisible();
    const withdrawn = entryCard(plain, bayo.name);
    await expect(withdrawn.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(withdrawn).toContainText('Hand injury in sparring');
    await expect(withdrawn.getByRole('button')).toHaveCount(0);
    // Filtered to the withdrawn ones.
    await plain.getByLabel('Show').selectOption({ label: 'Withdrawn' });
    await plain.getByRole('button', { name: 'Search' }).click();
    await expect(plain.getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(1);
    await context.close();
  });

  await test.step('after the draw, a withdrawal is confirmed as a walkover', async () => {
    const drawn = await organiser.post(`/api/v1/tournaments/${tournament.id}/draw`, { data: {} });
    expect(drawn.status(), await drawn.text()).toBe(200);
    // Back at the desktop width the dialog is seen at.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/admin-dashboard/tournaments/${tournament.id}/entries`);
    const card = entryCard(page, chike.name);
    await card.getByRole('button', { name: `Withdraw… ${chike.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Withdraw ${chike.name}?` });
    await expect(dialog).toContainText(
      `is made: withdrawing makes each of ${chike.name}’s bouts still to box a walkover for the opponent`,
    );
    await lookAt(page, { path: `${SHOTS}/withdraw-dialog-1280.png` });
    // The reason is required: the browser does not send the form without it.
    await dialog.getByRole('button', { name: `Withdraw ${chike.name}` }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason for withdrawing').fill('Flight cancelled');
    await dialog.getByRole('button', { name: `Withdraw ${chike.name}` }).click();
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText(`${chike.name} is withdrawn: their bouts still to box are walkovers.`),
    ).toBeVisible();
    await expect(card).toContainText('Flight cancelled');
  });

  await organiser.dispose();
  for (const b of boxers) await b.context.close();
});

test('the organiser invites a boxer by e-mail, who registers from the tournament page; another is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const organiser = await signedInApi(baseURL!, ORGANISER);
  const name = `Entries Invitational ${tag}`;
  const tournament = await createTournament(organiser, name, { visibility: 'invitation' });
  const invited = await signUpBoxer(browser, baseURL!, 'Dayo');
  const stranger = await signUpBoxer(browser, baseURL!, 'Emeka');
  const revoked = await signUpBoxer(browser, baseURL!, 'Femi');

  await signIn(page, ORGANISER);
  await page.goto(`/admin-dashboard/tournaments/${tournament.id}`);
  await page.getByRole('link', { name: 'Entries and invitations' }).click();
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByText('Nobody is invited yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a boxer' });
  // An address without a boxer account is refused, and what was typed stays.
  await form.getByLabel('Boxer’s e-mail address').fill(`nobody-${run}@entries-admin.test`);
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(invitations.getByRole('alert')).toContainText('No boxer account has this address');
  await expect(form.getByLabel('Boxer’s e-mail address')).toHaveValue(`nobody-${run}@entries-admin.test`);
  for (const boxer of [invited, revoked]) {
    await form.getByLabel('Boxer’s e-mail address').fill(boxer.email);
    await form.getByRole('button', { name: 'Invite' }).click();
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText(`${boxer.name} is invited: we e-mailed them the tournament’s link.`),
    ).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Invited boxers' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: invited.name })).toContainText(
    'Not registered yet',
  );
  await list.getByRole('button', { name: `Revoke ${revoked.name}’s invitation` }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(`${revoked.name}’s invitation is revoked.`),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The invited boxer follows the e-mail's link and registers.
  const mail = await mailTo(invited.email, /You are invited to/);
  expect(mail.subject).toBe(`You are invited to ${name}`);
  const link = /https?:\/\/\S+\/tournaments\/\S+#register/.exec(mail.text)?.[0];
  expect(link).toContain(`/tournaments/${tournament.slug}#register`);
  await invited.page.goto(new URL(link!).pathname);
  const register = invited.page.locator('#register');
  await expect(register).toContainText('You are invited by Ikeja Boxing Club');
  await expect(register.getByLabel('Category')).toHaveValue('lightweight|elite');
  await register.getByRole('button', { name: 'Register for this tournament' }).click();
  await expect(
    invited.page.getByRole('region', { name: /Notifications/ }).getByText('Registration Successful'),
  ).toBeVisible();
  // The form gives way to where the boxer stands (issue 30 item 2).
  const standing = register.getByRole('group', { name: `Your standing in ${name}` });
  await expect(standing).toContainText('Entered');
  await expect(standing).toContainText('Lightweight (135 lbs) · Elite 20-34 · Men');

  // A boxer not invited is told so, with no form to send. The page reads one whose invitation was revoked
  // as not invited (app/features/entries/invitations.server.test.ts, 'lists invitations with the boxer’s
  // entry, and revokes one not used; refusals change nothing': isInvited is false after revoking), so that
  // boxer's check is the server's refusal only.
  await stranger.page.goto(`/tournaments/${tournament.slug}`);
  const notInvited = stranger.page.locator('#register');
  await expect(notInvited).toContainText(
    'This tournament is by invitation only, and Ikeja Boxing Club has not invited you.',
  );
  await expect(notInvited.getByRole('button', { name: 'Register for this tournament' })).toHaveCount(0);
  for (const boxer of [stranger, revoked]) {
    // The server refuses them too.
    const refused = await boxer.context.request.post(`/api/v1/tournaments/${tournament.id}/entries`, {
      data: { boxerId: boxer.id, weightClass: 'lightweight', ageGroup: 'elite' },
      headers: { origin: baseURL! },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invitation_only');
  }

  // The organiser sees the invitation used and the entry.
  await page.reload();
  await expect(list.getByRole('listitem').filter({ hasText: invited.name })).toContainText('Entered');
  await expect(list.getByRole('button', { name: `Revoke ${invited.name}’s invitation` })).toHaveCount(0);
  await expect(entryCard(page, invited.name)).toContainText('Unpaid · ₦15,000');
  await lookAt(page, { path: `${SHOTS}/invitations-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await lookAt(page, { path: `${SHOTS}/invitations-375.png`, fullPage: true });
  await stranger.page.setViewportSize(PHONE);
  await lookAt(stranger.page.locator('#register'), { path: `${SHOTS}/not-invited-375.png` });

  await organiser.dispose();
  for (const b of [invited, stranger, revoked]) await b.context.close();
});

test('a coach sees their student’s bout in Match Schedule: tournament, bout number, ring, start in WAT, opponent', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // A coach of this test: signed up, then made a coach by the admin.
  const coachEmail = `coach-${run}@entries-admin.test`;
  const visitor = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp(), origin: baseURL! },
  });
  const signedUp = await visitor.post('/api/auth/sign-up/email', {
    data: { email: coachEmail, password: DEMO_PASSWORD, name: `Gbenga Coach${tag}` },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  await visitor.dispose();
  const admin = await signedInApi(baseURL!, demoEmail('admin'));
  const lookup = async (email: string) => {
    const found = await admin.get(`/api/v1/users?q=${encodeURIComponent(email)}`);
    const { users } = (await found.json()) as { users: { id: string; email: string }[] };
    return users.find((u) => u.email === email)!.id;
  };
  const coachId = await lookup(coachEmail);
  const made = await admin.patch(`/api/v1/users/${coachId}`, { data: { role: 'coach' } });
  expect(made.status(), await made.text()).toBe(200);

  await signIn(page, coachEmail);
  // A coach whose students have no bouts yet sees the Match Schedule's empty state: a step of
  // registration.spec.ts's first test, whose coach has students and no entries.

  // The coach registers a student (the Register Student form is driven in registration.spec.ts: here it is
  // posted); an opponent signs up on their own.
  const student = { name: `Halima Student${tag}`, email: `halima-${run}@entries-admin.test` };
  const registered = await page.request.post('/students/register', {
    form: {
      name: student.name,
      email: student.email,
      dateOfBirth: bornYearsAgo(23),
      gender: 'men',
      weightKg: '60',
    },
    headers: { origin: baseURL! },
  });
  expect(registered.status()).toBe(200);
  expect(await registered.text()).toContain(`${student.name} is registered`);
  const studentId = await lookup(student.email);
  const opponent = await signUpBoxer(browser, baseURL!, 'Ibrahim');

  const organiser = await signedInApi(baseURL!, ORGANISER);
  const name = `Entries Schedule Cup ${tag}`;
  const tournament = await createTournament(organiser, name);
  await enter(page.request, tournament.id, studentId, baseURL!);
  await enter(opponent.context.request, tournament.id, opponent.id, baseURL!);
  expect((await organiser.post(`/api/v1/tournaments/${tournament.id}/draw`, { data: {} })).status()).toBe(
    200,
  );
  const sessions = await organiser.put(`/api/v1/tournaments/${tournament.id}/sessions`, {
    data: { rings: 1, sessions: [{ day: lagosDay(20), start: '10:00' }] },
  });
  expect(sessions.status(), await sessions.text()).toBe(200);
  const scheduled = await organiser.post(`/api/v1/tournaments/${tournament.id}/schedule`, { data: {} });
  expect(scheduled.status(), await scheduled.text()).toBe(200);

  await page.goto('/coach-dashboard');
  await page.getByRole('tab', { name: 'Match Schedule' }).click();
  const bouts = page.getByRole('list', { name: 'Upcoming bouts' });
  await expect(bouts.getByRole('listitem')).toHaveCount(1);
  const bout = bouts.getByRole('listitem').first();
  await expect(bout.getByRole('link', { name })).toBeVisible();
  await expect(bout).toContainText('Lightweight (135 lbs) · Elite 20-34 · Men');
  await expect(bout.getByRole('link', { name: student.name })).toBeVisible();
  await expect(bout.getByRole('link', { name: opponent.name })).toBeVisible();
  await expect(bout).toContainText(/Bout\s*1/);
  await expect(bout).toContainText('Ring 1');
  await expect(bout).toContainText(/Start\s*\w+day, \d{1,2} \w+ \d{4} · 10:00/);
  await lookAt(page, { path: `${SHOTS}/match-schedule-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await lookAt(page, { path: `${SHOTS}/match-schedule-375.png`, fullPage: true });

  await admin.dispose();
  await organiser.dispose();
  await opponent.context.close();
});
