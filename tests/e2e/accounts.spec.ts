import { bornYearsAgo } from './clock';
import { demoEmail, expect, hydrating, lookAt, signIn, test, uniqueClientIp } from './fixtures';

test.describe('accounts', () => {
  test('a visitor signs up: an address with an account is told where the next step went; a new boxer, checked, lands on their dashboard', async ({
    page,
  }) => {
    // One person's whole way in: sign-up, a purchase on the checkout, a course from first lesson to certificate.
    test.slow();
    await test.step('signing up with an address that has an account says where the next step went, not that it exists', async () => {
      await page.goto('/sign-up');
      await page.getByLabel('First name').fill('Someone');
      await page.getByLabel('Last name').fill('Else');
      await page.getByLabel('Email').fill(demoEmail('spectator'));
      await page.getByLabel('Password').fill('Not-Their-Password-1');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(
        `We have sent the next step to ${demoEmail('spectator')}.`,
      );
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText(/already|exists|taken/i)).toHaveCount(0);
      // Nobody was signed in: a dashboard still sends this browser to sign in.
      const dashboard = await page.request.get('/spectator-dashboard', { maxRedirects: 0 });
      expect(dashboard.status()).toBe(302);
      expect(dashboard.headers()['location']).toMatch(/^\/sign-in/);
    });

    await test.step('a visitor signs up as a boxer and lands on their dashboard', async () => {
      const email = `boxer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ng`;
      await page.goto('/sign-up');
      await page.getByLabel('Student Boxer').check();
      await page.getByLabel('First name').fill('Amaka');
      await page.getByLabel('Last name').fill('Nwosu');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('short');
      // The boxing facts (formerly registration.spec: 'a boxer gives their date of birth, gender and
      // weight at sign-up, checked, and finds them on their account').
      await page.getByLabel('Date of birth').fill(bornYearsAgo(5));
      await page.getByLabel('Gender').selectOption({ label: 'Women' });
      await page.getByLabel('Weight (kg)').fill('55');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
      // What was typed is kept.
      await expect(page.getByLabel('First name')).toHaveValue('Amaka');
      await page.getByLabel('Password').fill('Jab-Cross-Hook-2026');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('A boxer is at least 8 years old')).toBeVisible();
      await page.getByLabel('Date of birth').fill(bornYearsAgo(19));
      await page.getByLabel('Password').fill('Jab-Cross-Hook-2026');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/student-dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My Boxing Journey' })).toBeVisible();
      for (const tab of ['My Matches', 'Tournaments', 'Awards', 'Progress'])
        await expect(page.getByRole('tab', { name: tab })).toBeVisible();
      // A new boxer's bouts tab says when bouts appear; nothing spins.
      await expect(
        page.getByText(/your bouts appear here with their bout number, ring and expected start/),
      ).toBeVisible();
      await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Amaka Nwosu/ })).toBeVisible();
    });

    await test.step('she opens a course card, lands on that course’s own page at its own price, buys it on Paystack’s checkout (the local double), is enrolled and opens the receipt', async () => {
      const course = '/courses/fitness/boxing-fitness-fundamentals';
      // A visitor's Buy asks them to sign in (or create an account) and brings them back here.
      const visitorPage = await page
        .context()
        .browser()!
        .newPage({ baseURL: new URL(page.url()).origin });
      await visitorPage.goto(course);
      await expect(visitorPage.getByRole('link', { name: /^Buy · ₦350,000/ })).toHaveAttribute(
        'href',
        `/sign-in?redirectTo=${encodeURIComponent(course)}`,
      );
      await visitorPage.close();
      // The card that used to lead to Performance Elite (₦2M) now leads to its own course.
      await page.goto('/courses/fitness');
      await page.getByRole('link', { name: /: Boxing Fitness Fundamentals$/ }).click();
      await expect(page).toHaveURL(course);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Boxing Fitness Fundamentals' }),
      ).toBeVisible();
      await expect(page.getByTestId('course-page-price')).toHaveText('₦350,000');
      await expect(page.getByRole('heading', { name: 'Rating at launch' })).toBeVisible();
      await page.getByRole('button', { name: /^Buy · ₦350,000/ }).click();
      await expect(page.getByRole('heading', { name: 'Paystack test checkout' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay ₦350,000.00' }).click();
      await expect(page).toHaveURL(/\/payments\/return\?reference=AJB-/);
      await expect(page.getByRole('heading', { name: 'You’re enrolled' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(
        '₦350,000 paid. You’re enrolled on Boxing Fitness Fundamentals',
      );
      const receipt = page.getByRole('link', { name: 'Your receipt (PDF)' });
      const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
      expect(download.suggestedFilename()).toMatch(/^AJB-\d{4}-\d{6}\.pdf$/);
      const pdf = await page.request.get(`/invoices/${download.suggestedFilename().replace('.pdf', '')}`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      // My courses on her account; the course page says she holds it rather than selling it again.
      await page.getByRole('link', { name: 'My courses' }).click();
      const mine = page.getByRole('list', { name: 'My courses' });
      await expect(mine).toContainText('Boxing Fitness Fundamentals');
      await expect(mine).toContainText('Enrolled');
      await page.goto(course);
      await expect(page.getByText('You’re enrolled on this course.')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
    });

    await test.step('she opens the course in My Courses: its first lesson, its check answered wrong then right, and the next lesson with her progress saved (issue 34)', async () => {
      // Its outline is on its page for everyone: 24 lessons in the four modules of its features.
      const outline = page.getByRole('region', { name: 'Course Outline' });
      await expect(outline.getByRole('listitem')).toHaveCount(24);
      await expect(outline.getByRole('listitem').first()).toContainText(
        'Bag and skipping rounds: What it is and why it matters',
      );
      await page.getByRole('link', { name: 'Open the course' }).click();
      await expect(page).toHaveURL('/my-courses/boxing-fitness-fundamentals/1');
      await expect(page.getByText('Lesson 1 of 24', { exact: true })).toBeVisible();
      await expect(page.getByRole('strong').filter({ hasText: 'Bag and skipping rounds' })).toBeVisible();
      const check = page.getByRole('group', { name: /^Check: Which module/ });
      await check.getByLabel('Mobility routines').check();
      await page.getByRole('button', { name: 'Check my answer' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Not quite: read the lesson again, then choose another answer.',
      );
      await check.getByLabel('Bag and skipping rounds').check();
      await page.getByRole('button', { name: 'Check my answer' }).click();
      await expect(page).toHaveURL('/my-courses/boxing-fitness-fundamentals/2');
      await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
        'aria-valuenow',
        '4',
      );
      await expect(page.getByRole('link', { name: /^Done 1\. Bag and skipping rounds/ })).toBeVisible();
      await page.getByRole('link', { name: 'My Courses', exact: true }).first().click();
      const card = page.getByRole('list', { name: 'My Courses' }).getByRole('listitem');
      await expect(card).toContainText('1 of 24 lessons done');
      await expect(card.getByRole('link', { name: /^Continue: lesson 2/ })).toBeVisible();
      await lookAt(page, { path: 'test-results/shots/my-courses-1280.png', fullPage: true });
    });

    await test.step('she finishes the course: its last lesson done, her certificate issued, and its public address verifies it (issue 34)', async () => {
      // Lessons 2 to 23 through the API her pages use (each check's answer is its module; Vitest proves the
      // refusals), the last one in the page.
      const origin = new URL(page.url()).origin;
      const { lessons } = (await (
        await page.request.get('/api/v1/courses/boxing-fitness-fundamentals/lessons')
      ).json()) as {
        lessons: { id: number; position: number }[];
      };
      for (const lesson of lessons.slice(1, -1)) {
        const done = await page.request.post(`/api/v1/lessons/${lesson.id}/completion`, {
          data: { answer: Math.min(3, Math.floor(((lesson.position - 1) * 4) / lessons.length)) },
          headers: { origin },
        });
        expect(done.status()).toBe(200);
      }
      await page.reload();
      await page.getByRole('link', { name: /^Continue: lesson 24/ }).click();
      await expect(page.getByText('Lesson 24 of 24', { exact: true })).toBeVisible();
      await page
        .getByRole('group', { name: /^Check: Which module/ })
        .getByLabel('Progress check-ins')
        .check();
      await page.getByRole('button', { name: 'Check my answer' }).click();
      await expect(page.getByRole('status')).toContainText(
        'You have done every lesson of Boxing Fitness Fundamentals.',
      );
      await page.getByRole('link', { name: 'Your certificate' }).click();
      await expect(page).toHaveURL(/\/course-certificates\/AJB-C-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amaka Nwosu');
      await expect(page.getByRole('status')).toContainText('Verified:');
      await expect(page.getByRole('status')).toContainText('completed Boxing Fitness Fundamentals');
      // Its address verifies it for anyone: a visitor with no account sees the same certificate.
      const visitor = await page.context().browser()!.newPage({ baseURL: origin });
      const response = await visitor.goto(new URL(page.url()).pathname);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole('article')).toContainText('Certificate of completion');
      await expect(visitor.getByRole('article')).toContainText('Boxing Fitness Fundamentals');
      await lookAt(visitor, { path: 'test-results/shots/course-certificate-1280.png', fullPage: true });
      // It is on her account (a boxer's public profile, which she has once she enters a tournament, lists it too:
      // app/routes/boxers.$id.test.ts).
      await page.goto('/account');
      await expect(
        page
          .getByRole('list', { name: 'My courses' })
          .getByRole('link', { name: 'Certificate: Boxing Fitness Fundamentals' }),
      ).toHaveAttribute('href', /^\/course-certificates\/AJB-C-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await visitor.close();
    });

    await test.step('the admin refunds her purchase: the course’s lessons are closed to her, with the page that says how to enrol (issue 34)', async () => {
      const origin = new URL(page.url()).origin;
      const { enrolments } = (await (await page.request.get('/api/v1/me/enrolments')).json()) as {
        enrolments: { id: number; slug: string }[];
      };
      const bought = enrolments.find((e) => e.slug === 'boxing-fitness-fundamentals')!;
      const admin = await page.context().browser()!.newPage({ baseURL: origin });
      await signIn(admin, demoEmail('admin'));
      const refund = await admin.request.post(`/api/v1/enrolments/${bought.id}/refund`, {
        headers: { origin },
      });
      expect(refund.status(), await refund.text()).toBe(200);
      await admin.close();
      // Paystack's double says the refund was processed by its webhook, a moment later.
      await expect
        .poll(async () => (await page.request.get('/my-courses/boxing-fitness-fundamentals/1')).status())
        .toBe(403);
      const locked = await page.goto('/my-courses/boxing-fitness-fundamentals/1');
      expect(locked?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('For this course’s learners');
    });

    await test.step('a boxer gives their date of birth, gender and weight at sign-up, checked, and finds them on their account', async () => {
      await page.goto('/account');
      await expect(page.getByLabel('Date of birth')).toHaveValue(bornYearsAgo(19));
      await expect(page.getByLabel('Gender')).toHaveValue('women');
      await expect(page.getByLabel('Declared weight (kg)')).toHaveValue('55');
    });
  });

  test('a visitor sent to sign in mistypes, comes back to the page they asked for, then signs out', async ({
    page,
  }) => {
    await test.step('a visitor sent to sign in is told why', async () => {
      const response = await page.goto('/referee-dashboard');
      expect(response?.url()).toContain('/sign-in?redirectTo=%2Freferee-dashboard');
      // SPEC §8: the referee's page with nobody signed in says 'Not authenticated'.
      await expect(page.getByRole('status').filter({ hasText: 'Not authenticated.' })).toBeVisible();
    });

    await test.step('a wrong password gets one plain message, and the e-mail stays filled in', async () => {
      await page.getByLabel('Email').fill(demoEmail('referee'));
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
      await expect(page.getByLabel('Email')).toHaveValue(demoEmail('referee'));
    });

    // 'repeated failures get the rate-limit message' is proven without a browser: the sixth wrong password
    // for one account within a minute is refused (server/auth/sign-in-limits.test.ts, 'refuses the sixth
    // wrong password for one account within a minute (issue 18), from one address', and for an address with
    // no account, 'refuses the sixth guess at an address that has no account alike…'), and the sign-in form
    // answers a refused sign-in with 'Too many attempts. Please wait a minute and try again.'
    // (app/routes/sign-in.test.ts, 'counts failed sign-ins on the address Express saw, so another address
    // behind it is not blocked'), shown where 'Invalid email or password.' is shown above.

    await test.step('a visitor sent to sign in comes back to the page they asked for, then signs out', async () => {
      await page.getByLabel('Password').fill('Boxing-Demo-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/referee-dashboard$/);
      for (const tab of ['My Matches', 'Live Scoring', 'Foul History'])
        await expect(page.getByRole('tab', { name: tab })).toBeVisible();
      await page.getByRole('button', { name: /Ibrahim Musa/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      // Signed out: the dashboard sends this browser to sign in again.
      const again = await page.request.get('/referee-dashboard', { maxRedirects: 0 });
      expect(again.status()).toBe(302);
      expect(again.headers()['location']).toMatch(/^\/sign-in/);
    });
  });

  test('an admin demotes a coach, who loses the coach dashboard on their very next request and is offered their own', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const coachEmail = `coach-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ng`;
    // The admin promotes a fresh spectator to coach first, so this test owns the account it demotes. The
    // sign-up form itself is driven in the first test: this account is made by posting it.
    const coachContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
    });
    const signedUp = await coachContext.request.post('/sign-up', {
      form: {
        accountType: 'spectator',
        firstName: 'Kunle',
        lastName: 'Demo',
        email: coachEmail,
        password: 'Southpaw-Stance-1',
      },
      headers: { origin: baseURL! },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    expect(signedUp.url()).toMatch(/\/spectator-dashboard$/);
    const coach = hydrating(await coachContext.newPage());

    const admin = page;
    await signIn(admin, demoEmail('admin'));
    await admin.goto(`/admin-dashboard/users?q=${encodeURIComponent(coachEmail)}`);
    await admin.getByLabel('Role of Kunle Demo', { exact: true }).selectOption('coach');
    await admin.getByRole('button', { name: 'Save role of Kunle Demo' }).click();
    await expect(admin.getByRole('status')).toHaveText('Kunle Demo is now Coach.');

    await coach.goto('/coach-dashboard');
    await expect(coach.getByRole('heading', { level: 1, name: 'Coach Dashboard' })).toBeVisible();
    await expect(coach.getByRole('link', { name: 'Register Student' })).toHaveAttribute(
      'href',
      '/students/register',
    );

    await admin.getByLabel('Role of Kunle Demo', { exact: true }).selectOption('spectator');
    await admin.getByRole('button', { name: 'Save role of Kunle Demo' }).click();
    await expect(admin.getByRole('status')).toHaveText('Kunle Demo is now Spectator.');
    await expect(admin.getByText(/changed the role \(Coach → Spectator\) of\s+Kunle Demo/)).toBeVisible();

    const next = await coach.reload();
    expect(next?.status()).toBe(403);
    await expect(coach.getByRole('heading', { name: 'This page is not for your role' })).toBeVisible();

    await test.step('a signed-in person without the role gets a 403 that offers their own dashboard', async () => {
      await coach.getByRole('link', { name: 'Go to my dashboard' }).click();
      await expect(coach).toHaveURL(/\/spectator-dashboard$/);
      for (const tab of ['Live & Upcoming', 'Tournaments', 'Highlights', 'Fan Voting'])
        await expect(coach.getByRole('tab', { name: tab })).toBeVisible();
    });
    await coachContext.close();
  });
});
