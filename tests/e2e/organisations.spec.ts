import type { Page } from '@playwright/test';
import { expect, pageWithoutScript, signIn, signInThroughForm, test } from './fixtures';
import { submitDirectly } from './forms-support';
import { mailTo, setPasswordPath } from './mail';

const PASSWORD = 'Lekki-Ring-2026!';

/** The workspace's Users tab: the row of one member in the members list. */
function memberRow(page: Page, name: string) {
  return page
    .getByRole('list', { name: /^Members of / })
    .getByRole('listitem')
    .filter({ hasText: name });
}

async function invite(
  page: Page,
  member: { name: string; email: string; role: 'Organiser' | 'Coach' | 'Official' },
) {
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Name').fill(member.name);
  await form.getByLabel('E-mail').fill(member.email);
  await form.getByLabel('Role').selectOption({ label: member.role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
}

test.describe('organisations: the organiser and their workspace', () => {
  // An approval, a password set by link, two invitations and their e-mails: more than the default 30 s.
  test.describe.configure({ timeout: 150_000 });

  test('an approved sign-up makes an organiser, who signs in to their workspace and runs its members', async ({
    page,
  }) => {
    const token = Date.now().toString(36);
    const email = `tola-${token}@example.com`;
    const reference = await submitDirectly(page, '/get-started', {
      plan: 'starter',
      organizationName: 'Lekki Boxing Club',
      contactName: 'Tola Adeyemi',
      email,
      phone: '0803 000 4444',
      agreeTerms: 'on',
    });
    // A second sign-up, of an address that belongs to another organisation already (sent before the admin's
    // session is in this browser: a signed-in post must say where it comes from).
    const refused = await submitDirectly(page, '/get-started', {
      plan: 'professional',
      organizationName: 'Second Kano Club',
      contactName: 'Aminu Bello',
      email: 'kano@ajbxng.test',
      phone: '0803 000 5555',
      agreeTerms: 'on',
    });

    // The platform admin approves the sign-up from the inbox.
    await signIn(page, 'admin@ajbxng.test');
    await page.goto(`/admin-dashboard/enquiries/${reference}`);
    await page.getByRole('button', { name: 'Approve organisation' }).click();
    await expect(page.getByText(/Organisation approved/).first()).toBeVisible();

    await test.step('an approval of an address that belongs to another organisation is refused, and changes nothing', async () => {
      await page.goto(`/admin-dashboard/enquiries/${refused}`);
      await page.getByRole('button', { name: 'Approve organisation' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'kano@ajbxng.test already belongs to Kano Fight Academy, and an account belongs to one organisation',
      );
      // That nothing changed (the sign-up stays pending, its enquiry new, no member, mail or audit entry) is
      // app/features/organisations/organisations.server.test.ts, 'refuses an account that already belongs
      // to another organisation, naming it, and writes nothing'.
    });

    await test.step('a platform admin sees every account, any organisation’s members, and every organisation', async () => {
      await page.goto('/admin-dashboard/users');
      const views = page.getByRole('navigation', { name: 'Users views' });
      await expect(views.getByRole('link', { name: 'All accounts' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
      await views.getByRole('link', { name: 'Organisation members' }).click();
      // The academy's organisation first: the demo coach is its coach.
      await expect(page.getByRole('list', { name: 'Members of AJBXNG Boxing Academy' })).toBeVisible();
      await expect(memberRow(page, 'Tunde Bakare')).toContainText('Coach');
      await page.getByLabel('Organisation').selectOption({ label: 'Kano Fight Academy' });
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(memberRow(page, 'Aminu Bello')).toContainText('Organiser');

      await page.goto('/admin-dashboard/settings');
      await expect(page.getByRole('region', { name: 'Enterprise' })).toContainText('₦500,000');
      const organisations = page.getByRole('table');
      for (const [name, plan] of [
        ['AJBXNG Boxing Academy', 'Enterprise'],
        ['Ikeja Boxing Club', 'Professional'],
        ['Kano Fight Academy', 'Starter'],
      ] as const) {
        await expect(organisations.getByRole('row').filter({ hasText: name })).toContainText(plan);
      }
    });
    await page.context().clearCookies();

    // The welcome e-mail: the organiser chooses a password by its link, and learns where tournaments are made.
    const welcome = await mailTo(email, /Lekki Boxing Club is approved/);
    expect(welcome.text).toContain('and you are its organiser');
    expect(welcome.text).toMatch(/You can now create tournaments at http\S+\/start-tournament/);
    await page.goto(setPasswordPath(welcome));
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the new password').fill(PASSWORD);
    await page.getByRole('button', { name: /password/i }).click();
    await page.waitForURL(/\/sign-in\?reset=done/);

    // Signed in, the organiser lands on the workspace under their organisation's name.
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lekki Boxing Club' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(sections.getByRole('link')).toHaveText([
      'Tournaments',
      'Matches',
      'Users',
      'Settings',
      'Plan',
      'Payouts',
      'Venue',
    ]);
    expect((await page.request.get('/admin-dashboard/enquiries')).status()).toBe(403);

    // Formerly 'an organiser cannot take a member of another organisation', with the demo organiser; this
    // organiser does it now. That the demo organiser runs Ikeja Boxing Club, whose official is Ngozi
    // Okonkwo, is server/demo/organisations.test.ts, 'are made once, through sign-up, approval and
    // invitation, with their members'.
    await test.step('the header’s account menu takes an organiser back to the workspace, not to the coach’s dashboard', async () => {
      expect(await (await page.request.get('/api/v1/session')).json()).toMatchObject({
        user: { email, role: 'coach' },
        dashboard: '/admin-dashboard',
      });
      await page.getByRole('button', { name: 'Tola Adeyemi' }).click();
      await expect(page.getByRole('menuitem', { name: 'My dashboard' })).toHaveAttribute(
        'href',
        '/admin-dashboard',
      );
      await page.keyboard.press('Escape');
    });

    // Users = the organisation's members.
    await sections.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'Members', exact: true })).toBeVisible();
    await expect(memberRow(page, 'Tola Adeyemi')).toContainText('Last organiser');
    await expect(page.getByRole('navigation', { name: 'Users views' })).toHaveCount(0);

    const official = {
      name: 'Ngozi Referee',
      email: `ngozi-${token}@example.com`,
      role: 'Official',
    } as const;
    await invite(page, official);
    await expect(
      page.getByRole('status').filter({ hasText: 'Ngozi Referee is invited as an official' }),
    ).toBeVisible();
    await expect(memberRow(page, 'Ngozi Referee')).toContainText(official.email);
    const coach = { name: 'Kemi Coach', email: `kemi-${token}@example.com`, role: 'Coach' } as const;
    await invite(page, coach);
    await expect(
      page.getByRole('status').filter({ hasText: 'Kemi Coach is invited as a coach' }),
    ).toBeVisible();
    await expect(memberRow(page, 'Kemi Coach')).toContainText('Coach');

    await test.step('an organiser cannot take a member of another organisation', async () => {
      await invite(page, { name: 'Aminu Bello', email: 'kano@ajbxng.test', role: 'Coach' });
      const form = page.getByRole('form', { name: 'Invite a member' });
      await expect(form.getByText('This account belongs to another organisation.')).toBeVisible();
      await expect(memberRow(page, 'Aminu Bello')).toHaveCount(0);
    });

    // The official's invitation carries their own link to choose a password.
    const invitation = await mailTo(official.email, /invited you to Lekki Boxing Club/);
    expect(invitation.text).toContain('as an official');
    expect(setPasswordPath(invitation)).toMatch(/^\/reset-password\?token=/);

    // A member's role changes.
    await memberRow(page, 'Ngozi Referee')
      .getByLabel('Member role of Ngozi Referee', { exact: true })
      .selectOption('coach');
    await page.getByRole('button', { name: 'Save member role of Ngozi Referee' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ngozi Referee is now a coach.' })).toBeVisible();
    await expect(
      memberRow(page, 'Ngozi Referee').getByLabel('Member role of Ngozi Referee', { exact: true }),
    ).toHaveValue('coach');

    // The last organiser can be neither demoted nor removed.
    await memberRow(page, 'Tola Adeyemi')
      .getByLabel('Member role of Tola Adeyemi', { exact: true })
      .selectOption('coach');
    await page.getByRole('button', { name: 'Save member role of Tola Adeyemi' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Tola Adeyemi is the last organiser of Lekki Boxing Club and cannot be made a coach',
    );
    const ownId = await memberRow(page, 'Tola Adeyemi').locator('input[name="memberId"]').inputValue();
    const removal = await page.request.post('/admin-dashboard/users', {
      form: { intent: 'member-remove', memberId: ownId },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(removal.status()).toBe(409);
    expect(await removal.text()).toContain('Tola Adeyemi is the last organiser of Lekki Boxing Club');
    await page.reload();
    await expect(
      memberRow(page, 'Tola Adeyemi').getByLabel('Member role of Tola Adeyemi', { exact: true }),
    ).toHaveValue('organiser');

    // Removing a member asks first, then takes the membership away.
    await page.getByRole('button', { name: 'Remove Kemi Coach' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Kemi Coach?' });
    await expect(dialog).toContainText(coach.email);
    await dialog.getByRole('button', { name: 'Remove from organisation' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Kemi Coach is no longer a member.' }),
    ).toBeVisible();
    await expect(memberRow(page, 'Kemi Coach')).toHaveCount(0);

    // Settings: the plan and this month's quota.
    await sections.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    const plan = page.getByRole('region', { name: 'Starter' });
    await expect(plan).toContainText('₦50,000');
    await expect(plan).toContainText('2 tournaments a month, 32 participants each');
    await expect(page.getByRole('heading', { name: '0 of 2 tournaments this month' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lekki Boxing Club' })).toContainText('2 members');
    await expect(page.getByRole('heading', { name: 'Organisations' })).toHaveCount(0);

    await test.step('the organiser subscribes to Starter on the Paystack double, downloads the receipt, and a failed renewal starts the grace period', async () => {
      await sections.getByRole('link', { name: 'Plan' }).click();
      await expect(page.getByRole('heading', { name: 'Plan', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Subscribe · pay ₦50,000' }).click();
      await page.getByRole('button', { name: 'Subscribe and pay ₦50,000' }).click();
      await expect(page).toHaveURL(/\/admin-dashboard\/plan\?reference=AJB-/);
      await expect(
        page.getByRole('status').filter({ hasText: 'Paid ₦50,000: your plan is active.' }),
      ).toBeVisible();
      await expect(page.getByText('Active', { exact: true })).toBeVisible();
      const receipt = page.getByRole('link', { name: /^PDF of receipt AJB-\d{4}-\d{6}$/ });
      const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
      expect(download.suggestedFilename()).toMatch(/^AJB-\d{4}-\d{6}\.pdf$/);
      // The same document by its address (another organisation's organiser gets 404: server/api/v1/plans.test.ts).
      const number = download.suggestedFilename().replace('.pdf', '');
      expect((await page.request.get(`/invoices/${number}`)).status()).toBe(200);
      // The double's subscription page makes this month's renewal fail, as Paystack would on its day.
      await page.getByRole('link', { name: 'make this month’s renewal succeed or fail' }).click();
      await page.getByRole('button', { name: 'Renew now: the card is declined' }).click();
      await page.goto('/admin-dashboard/plan');
      await expect(
        page.getByRole('alert').filter({
          hasText: /^Your payment failed: pay by \d{1,2} \w+ \d{4} or the workspace becomes read-only/,
        }),
      ).toBeVisible();
      await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
    });
  });

  test('without JavaScript, an organiser invites, and removes through a confirmation step', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutScript(browser, baseURL, { signInAs: 'kano@ajbxng.test' });
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto('/admin-dashboard/users');
    const name = `Musa Coach ${Date.now().toString(36)}`;
    await invite(page, { name, email: `musa-${Date.now().toString(36)}@example.com`, role: 'Coach' });
    await expect(page.getByRole('status').filter({ hasText: `${name} is invited as a coach` })).toBeVisible();

    await memberRow(page, name)
      .getByRole('link', { name: `Remove ${name}` })
      .click();
    const step = page.getByRole('region', { name: `Remove ${name}?` });
    await expect(step).toContainText('Their account stays');
    await step.getByRole('link', { name: 'Cancel' }).click();
    await expect(memberRow(page, name)).toHaveCount(1);
    await memberRow(page, name)
      .getByRole('link', { name: `Remove ${name}` })
      .click();
    await page.getByRole('button', { name: 'Remove from organisation' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} is no longer a member.` }),
    ).toBeVisible();
    await expect(memberRow(page, name)).toHaveCount(0);
    await context.close();
  });

  // 'a coach who runs no organisation is refused the workspace' is a step of registration.spec.ts's test
  // without JavaScript, which has the demo coach signed in through the sign-in form already.
});
