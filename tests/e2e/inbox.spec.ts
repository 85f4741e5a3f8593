import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations, submitDirectly } from './forms-support';
import { today } from './clock';

test.describe('the enquiries inbox on /admin-dashboard', () => {
  // Each test signs in as the admin to look at the inbox: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('an admin filters, reads, works and exports enquiries', async ({ page }) => {
    const token = `inbox${Date.now().toString(36)}`;
    const consultation = await submitDirectly(page, '/book-consultation', {
      name: 'Inbox Tester',
      email: `${token}-a@example.com`,
      phone: '0817 222 3333',
      goals: 'Learn to box',
      interestedPrograms: ['fundamentals', 'mental-champion'],
      preferredContact: 'whatsapp',
      agreedTerms: 'on',
    });
    const application = await submitDirectly(page, '/application', {
      program: 'fundamentals-mastery',
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Formula',
      email: `${token}-b@example.com`,
      phone: '0809 000 1111',
      experienceLevel: 'intermediate',
      motivation: '+1 for boxing',
      agreeTerms: 'on',
      agreeAssessment: 'on',
    });

    await signIn(page, 'admin@ajbxng.test');
    await page.goto('/admin-dashboard');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /Enquiries/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Enquiries', exact: true })).toBeVisible();
    await test.step('the inbox list passes axe', async () => {
      await expectNoAxeViolations(page);
    });

    const rows = () => page.getByRole('table').getByRole('link', { name: /^AJB-/ });
    await page.getByLabel('Search name, e-mail or reference').fill(token);
    await page.getByRole('button', { name: 'Filter' }).click();
    // On a fresh database the unfiltered list can be these two rows already: wait for the filtered page
    // (its form offers Clear), or the next choice is made in a form that is about to be replaced.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
    await expect(page.getByRole('search').getByRole('link', { name: 'Clear' })).toBeVisible();
    await expect(rows()).toHaveText([application, consultation]);
    await page.getByLabel('Form', { exact: true }).selectOption('consultation');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(rows()).toHaveText([consultation]);
    await page.getByLabel('Status').selectOption('contacted');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('cell', { name: 'No enquiries match these filters.' })).toBeVisible();
    await page.goto(`/admin-dashboard/enquiries?q=${token}&from=${today}&to=${today}`);
    await expect(rows()).toHaveCount(2);
    await page.goto(`/admin-dashboard/enquiries?q=${token}&from=2099-01-01`);
    await expect(rows()).toHaveCount(0);

    await page.goto(`/admin-dashboard/enquiries?q=${token}`);
    await rows().filter({ hasText: consultation }).click();
    await expect(page.getByRole('heading', { name: consultation })).toBeVisible();
    await test.step('an enquiry passes axe', async () => {
      await expect(page.getByRole('heading', { name: 'Submission' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    const submission = page.getByRole('definition');
    await expect(submission.filter({ hasText: 'Fundamentals Mastery, Mental Champion' })).toBeVisible();
    await expect(submission.filter({ hasText: 'WhatsApp' })).toBeVisible();
    await expect(submission.filter({ hasText: 'Learn to box' })).toBeVisible();

    await page.getByLabel('Move to').selectOption('contacted');
    await page.getByLabel('Note (optional)').fill('Called back, session on Friday');
    await page.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText('Moved to Contacted.').first()).toBeVisible();
    const history = page.getByRole('listitem').filter({ hasText: 'New → Contacted' });
    await expect(history).toContainText('Adaeze Okafor');
    await expect(history).toContainText('Called back, session on Friday');
    await expect(history).toContainText('WAT');
    await page.getByLabel('Move to').selectOption('accepted');
    await page.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Contacted → Accepted' })).toBeVisible();
    await page.getByLabel('Move to').selectOption('archived');
    await page.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText('This enquiry is archived: nothing more to do.')).toBeVisible();

    await page.goto(`/admin-dashboard/enquiries?q=${token}&status=archived`);
    await expect(rows()).toHaveText([consultation]);

    const csv = await page.request.get(`/admin-dashboard/enquiries/export.csv?q=${token}`);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="ajbxng-enquiries-/);
    const text = await csv.text();
    expect(text).toContain(consultation);
    expect(text).toContain(application);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"") Formula"`);
    expect(text).toContain('Why do you want to join?: +1 for boxing');
    const filtered = await (
      await page.request.get(`/admin-dashboard/enquiries/export.csv?q=${token}&form=consultation`)
    ).text();
    expect(filtered).toContain(consultation);
    expect(filtered).not.toContain(application);
  });

  test('an admin approves an organisation from its sign-up enquiry', async ({ page }) => {
    const email = `org${Date.now().toString(36)}@example.com`;
    const reference = await submitDirectly(page, '/get-started', {
      plan: 'starter',
      organizationName: 'Yaba Boxing Club',
      contactName: 'Remi Cole',
      email,
      phone: '0803 000 2222',
      agreeTerms: 'on',
    });
    await signIn(page, 'admin@ajbxng.test');
    await page.goto(`/admin-dashboard/enquiries/${reference}`);
    await expect(page.getByText(/Sign-up is\s+pending/)).toBeVisible();
    expect(await page.getByLabel('Move to').locator('option').allTextContents()).not.toContain('Accepted');
    await page.getByRole('button', { name: 'Approve organisation' }).click();
    await expect(page.getByText(/Organisation approved/).first()).toBeVisible();
    await expect(page.getByText(/Sign-up is\s+approved/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'New → Accepted' })).toContainText(
      'Adaeze Okafor',
    );
    await page.goto(`/admin-dashboard/users?q=${encodeURIComponent(email)}`);
    await expect(page.getByText(email)).toBeVisible();
  });

  test('only admins reach the inbox and its export', async ({ page }) => {
    const visitor = await page.request.get('/admin-dashboard/enquiries', { maxRedirects: 0 });
    expect(visitor.status()).toBe(302);
    expect(visitor.headers().location).toContain('/sign-in');
    const visitorCsv = await page.request.get('/admin-dashboard/enquiries/export.csv', { maxRedirects: 0 });
    expect(visitorCsv.status()).toBe(302);
    await signIn(page, 'coach@ajbxng.test');
    expect((await page.request.get('/admin-dashboard/enquiries')).status()).toBe(403);
    expect((await page.request.get('/admin-dashboard/enquiries/export.csv')).status()).toBe(403);
  });
});
