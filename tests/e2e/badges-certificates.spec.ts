import { formatLongDate } from '../../app/lib/lagos-time';
import { bornYearsAgo, lagosDay } from './clock';
import { apiContext, ok } from './event-setup';
import { DEMO_PASSWORD, demoEmail, expect, hydrated, lookAt, signIn, test } from './fixtures';

/**
 * Issue 33 items 2 and 5: the demo's results earn badges, shown on a boxer's public profile; a coach uploads a
 * student's medical certificate, which lists it (private: the authorization matrix and
 * app/features/certificates/certificates.server.test.ts cover who may see it).
 */
test('a ranked demo boxer’s profile shows their badges', async ({ page }) => {
  await page.goto('/rankings');
  const first = page.getByRole('table').first().getByRole('row').nth(1);
  await first.getByRole('link').click();
  const badges = page.getByRole('region', { name: 'Badges' });
  await expect(badges.getByText('First bout', { exact: true })).toBeVisible();
  await expect(badges.getByText('First win', { exact: true })).toBeVisible();
  await expect(badges.getByText('Ranked top 3', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(badges, { path: 'test-results/badges-profile-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(badges, { path: 'test-results/badges-profile-375.png' });
});

test('a coach uploads a student’s medical certificate', async ({ page }) => {
  await signIn(page, 'coach@ajbxng.test');
  await page.goto('/coach-dashboard');
  await page
    .getByRole('link', { name: /^Certificates of / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/medical-certificates\//);
  await hydrated(page);
  // The licence, kept and shown.
  await page.getByLabel('Licence number').fill('NBF-2026-0917');
  await page.getByLabel('Issuing body').fill('Nigeria Boxing Federation');
  await page.getByLabel('Valid until').fill('2027-06-30');
  await page.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByRole('status')).toHaveText('Licence saved.');
  await expect(page.getByText('NBF-2026-0917', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Nigeria Boxing Federation · valid until Wednesday, 30 June 2027/),
  ).toBeVisible();
  await page.getByLabel('The certificate (PDF, JPEG or PNG, up to 5 MB)').setInputFiles({
    name: 'fitness-2027.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% fit to box\n%%EOF\n'),
  });
  await page.getByLabel('Issued by (doctor or hospital)').fill('Kano Sports Clinic');
  await page.getByLabel('Issued on').fill('2026-11-20');
  await page.getByLabel('Expires on').fill('2027-11-19');
  await page.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(page.getByRole('status')).toHaveText('Uploaded: fitness-2027.pdf.');
  const list = page.getByRole('list', { name: 'Medical certificates' });
  await expect(list.getByRole('link', { name: 'fitness-2027.pdf' })).toBeVisible();
  await expect(list.getByText('Valid until Friday, 19 November 2027')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, { path: 'test-results/certificates-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(page, { path: 'test-results/certificates-375.png', fullPage: true });
  // The file is served to the coach, never to a visitor.
  const href = await list.getByRole('link', { name: 'fitness-2027.pdf' }).getAttribute('href');
  expect((await page.request.get(href!)).headers()['content-type']).toBe('application/pdf');
  await page.context().clearCookies();
  expect((await page.request.get(href!)).status()).toBe(401);
});

/**
 * Issue 33 item 5 (Done-when): a tournament whose rules require a valid medical certificate on the weigh-in
 * day; a coach's student is entered with a certificate that expired yesterday. The organiser's weigh-in page
 * refuses the weigh-in with the message naming the day and the expiry, and nothing is recorded; with a valid
 * certificate uploaded, the same weigh-in is taken.
 */
test('an expired medical certificate is refused at weigh-in with its message', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = await apiContext(baseURL!);
  const coach = await apiContext(baseURL!);
  try {
    await ok(
      await admin.post('/api/auth/sign-in/email', {
        data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
      }),
      'admin sign-in',
    );
    const idOf = async (email: string) => {
      const { users } = (await ok(
        await admin.get(`/api/v1/users?q=${encodeURIComponent(email)}`),
        'user search',
      )) as { users: { id: string; email: string }[] };
      return users.find((u) => u.email === email)!.id;
    };
    const coachEmail = `coach-${tag}@example.test`;
    await ok(
      await coach.post('/api/auth/sign-up/email', {
        data: { email: coachEmail, password: DEMO_PASSWORD, name: `Coach ${tag}` },
      }),
      'coach sign-up',
    );
    await ok(
      await admin.patch(`/api/v1/users/${await idOf(coachEmail)}`, { data: { role: 'coach' } }),
      'make coach',
    );
    const student = {
      name: `Bayo Certified ${tag.slice(-4).toUpperCase()}`,
      email: `boxer-${tag}@example.test`,
    };
    await ok(
      await coach.post('/api/v1/students', {
        data: { ...student, dateOfBirth: bornYearsAgo(25), gender: 'men', weightKg: 60.8 },
      }),
      'register student',
    );
    const boxerId = await idOf(student.email);
    const { tournament } = (await ok(
      await admin.post('/api/v1/tournaments', {
        data: {
          name: `Papers Cup ${tag}`,
          format: 'single-elimination',
          startDate: lagosDay(10),
          endDate: lagosDay(10),
          location: 'Teslim Balogun Stadium',
          city: 'Lagos',
          weightClasses: ['lightweight'],
          ageGroups: ['elite'],
          genders: ['men'],
          rules: { medicalCertificateRequired: true },
        },
      }),
      'create tournament',
    )) as { tournament: { id: number } };
    await ok(await admin.post(`/api/v1/tournaments/${tournament.id}/publish`), 'publish');
    await ok(
      await admin.post(`/api/v1/tournaments/${tournament.id}/entries`, {
        data: { boxerId, weightClass: 'lightweight', ageGroup: 'elite' },
      }),
      'entry',
    );
    // The coach uploads the student's certificate from the certificates page's form: it expired yesterday.
    const upload = (name: string, expiresOn: string) =>
      coach.post(`/medical-certificates/${boxerId}`, {
        multipart: {
          intent: 'upload',
          file: { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% fit\n%%EOF\n') },
          issuer: 'Lagos Sports Clinic',
          issuedOn: lagosDay(-366),
          expiresOn,
        },
        maxRedirects: 0,
      });
    expect((await upload('fitness-old.pdf', lagosDay(-1))).status()).toBeLessThan(400);

    await signIn(page, demoEmail('admin'));
    await page.goto(`/admin-dashboard/tournaments/${tournament.id}/weigh-in`);
    const card = page
      .getByRole('list', { name: 'Entries' })
      .getByRole('listitem')
      .filter({ hasText: student.name });
    await card.getByLabel('Weight (kg)').fill('60.8');
    await card.getByRole('checkbox', { name: 'Medically cleared' }).check();
    await card.getByRole('button', { name: `Record ${student.name}` }).click();
    const refusal = card.getByRole('alert');
    await expect(refusal).toContainText(
      'Not weighed in: this tournament requires a valid medical certificate on the weigh-in day',
    );
    await expect(refusal).toContainText(`medical certificate expired on ${formatLongDate(lagosDay(-1))}.`);
    await page.reload();
    await expect(card.getByText('Not weighed')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await lookAt(card, { path: 'test-results/weigh-in-papers-1280.png' });

    // A valid certificate uploaded, the same weigh-in is taken.
    expect((await upload('fitness-new.pdf', lagosDay(365))).status()).toBeLessThan(400);
    await card.getByLabel('Weight (kg)').fill('60.8');
    await card.getByRole('checkbox', { name: 'Medically cleared' }).check();
    await card.getByRole('button', { name: `Record ${student.name}` }).click();
    await expect(card.getByText('Made weight · 60.8 kg')).toBeVisible();
  } finally {
    await admin.dispose();
    await coach.dispose();
  }
});
