import { expect, lookAt, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './forms-support';

/**
 * The course editor (issue 34): the course's instructor, an account the admin assigned (the demo's Adaeze Obi,
 * instructor@), finds the course under "You teach" in My Courses, writes a lesson, publishes it, and it is in
 * the course's outline. Its refusals (an instructor of another course, other roles, bad input, places) are
 * proven in Vitest (app/features/learning/learning.server.test.ts, reviews-instructors.server.test.ts).
 */
test('the course’s instructor adds a lesson as a draft, publishes it, and it joins the course’s outline', async ({
  page,
}) => {
  await signIn(page, 'instructor@ajbxng.test');
  await page.goto('/my-courses');
  const teaching = page.getByRole('region', { name: 'You teach' });
  await expect(teaching.getByRole('listitem')).toHaveCount(1);
  await lookAt(page, { path: 'test-results/shots/my-courses-you-teach-1280.png', fullPage: true });
  await teaching.getByRole('link', { name: /^Edit its lessons/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business of Boxing Mastery' })).toBeVisible();
  await expect(page.getByText('Signed in as Adaeze Obi · Instructor')).toBeVisible();
  await expect(page).toHaveURL('/admin-dashboard/courses/business-of-boxing-mastery');
  const lessons = page.getByRole('list', { name: 'Lessons' }).getByRole('listitem');
  await expect(lessons.first()).toBeVisible();
  const before = await lessons.count();

  await test.step('a lesson written in the form is a draft at the end of the list', async () => {
    await page.getByLabel('Title').fill('Negotiating your first sponsorship');
    await page.getByLabel('Minutes').fill('25');
    await page
      .getByLabel('Text')
      .fill('## Know your worth\n\nBring your record and your **audience** figures.');
    await page.getByLabel('Question').fill('What do you bring to a sponsor?');
    await page.getByRole('textbox', { name: 'Answer 1' }).fill('Your record and audience figures');
    await page.getByRole('textbox', { name: 'Answer 2' }).fill('Nothing at all');
    await page.getByRole('button', { name: 'Add lesson' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Lesson added as a draft at the end: publish it when it is ready.',
    );
    await expect(lessons).toHaveCount(before + 1);
    await expect(lessons.last()).toContainText('Negotiating your first sponsorship');
    await expect(lessons.last()).toContainText('Draft');
    // The form is empty again for the next lesson.
    await expect(page.getByLabel('Title')).toHaveValue('');
  });

  await test.step('published, it is in the course’s outline for everyone', async () => {
    await lessons
      .last()
      .getByRole('button', { name: /^Publish: Negotiating/ })
      .click();
    await expect(page.getByRole('status')).toHaveText('Lesson published.');
    await expect(lessons.last()).toContainText('Published');
    await expectNoAxeViolations(page);
    await lookAt(page, { path: 'test-results/shots/course-editor-1280.png', fullPage: true });
    await page.goto('/courses/business/business-of-boxing-mastery');
    const outline = page.getByRole('region', { name: 'Course Outline' }).getByRole('listitem');
    await expect(outline).toHaveCount(before + 1);
    await expect(outline.last()).toContainText('Negotiating your first sponsorship');
  });

  await test.step('a course reviewed by a learner shows her review, and its rating comes from its reviews', async () => {
    await page.goto('/courses/beginner/boxing-fundamentals-course');
    const rating = page.getByRole('region', { name: 'Learners’ rating' });
    await expect(rating).toContainText('1 review from enrolled learners');
    await expect(
      page.getByRole('region', { name: 'Learners’ Reviews' }).getByRole('list', { name: 'Reviews' }),
    ).toContainText('Funmi A. · Enrolled learner');
    await lookAt(page, { path: 'test-results/shots/course-reviews-1280.png', fullPage: true });
    // She rewrites her review on the page (its refusals are proven in Vitest): one review, its new stars.
    const learner = await page
      .context()
      .browser()!
      .newPage({ baseURL: new URL(page.url()).origin });
    await signIn(learner, 'spectator@ajbxng.test');
    await learner.goto('/courses/beginner/boxing-fundamentals-course');
    const form = learner.getByRole('region', { name: 'Learners’ Reviews' });
    await form.getByText('4 stars', { exact: true }).click();
    await form.getByLabel('Your review').fill('Clear drills; I would like more footwork practice.');
    await form.getByRole('button', { name: 'Update my review' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you: your review is on the course’s page.');
    await expect(learner.getByRole('region', { name: 'Learners’ rating' })).toContainText('4.0');
    await expect(form.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(1);
    await learner.close();
  });
});

/**
 * A lesson's video and captions (issue 34): uploaded in the editor, played on the lesson page with byte ranges.
 * Their refusals and who is served them are proven in Vitest (server/api/v1/lesson-media.test.ts).
 */
test('an admin uploads a lesson’s video and captions in the editor, and the lesson page plays them', async ({
  page,
}) => {
  await signIn(page, 'admin@ajbxng.test');
  await page.goto('/admin-dashboard/courses/first-steps-in-the-ring');
  await page
    .getByRole('list', { name: 'Lessons' })
    .getByRole('link', { name: /^Edit: / })
    .first()
    .click();
  await page
    .getByLabel('Video (MP4 or WebM, up to 50 MB)')
    .setInputFiles('server/demo/assets/sample-lesson.webm');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByRole('status')).toHaveText('Video uploaded: its learners play it now.');
  await page
    .getByLabel('Captions (WebVTT .vtt, up to 512 KB)')
    .setInputFiles('server/demo/assets/sample-lesson.vtt');
  await page.getByRole('button', { name: 'Upload captions' }).click();
  await expect(page.getByRole('status')).toHaveText('Captions uploaded.');
  await lookAt(page, { path: 'test-results/shots/course-editor-video-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await lookAt(page.getByRole('heading', { name: 'Video and captions' }).locator('xpath=../..'), {
    path: 'test-results/shots/course-editor-video-375.png',
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/my-courses/first-steps-in-the-ring/1');
  const video = page.getByLabel(/^Lesson video: /);
  await expect(video).toBeVisible();
  await expect(video.locator('track[kind="captions"][srclang="en"]')).toHaveAttribute('default', '');
});

test('the demo learner’s next lesson plays its video: she seeks, and the video answers with byte ranges', async ({
  page,
}) => {
  await signIn(page, 'spectator@ajbxng.test');
  const ranges: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/v1\/lessons\/\d+\/video\?/.test(response.url())) ranges.push(response.status());
  });
  await page.goto('/my-courses/boxing-fundamentals-course/4');
  const video = page.getByLabel(/^Lesson video: /);
  await expect(video).toBeVisible();
  await expect(
    page.getByText('One quality only: on a slow connection the video may pause to load.'),
  ).toBeVisible();
  const seeked = await video.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    const done = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.currentTime = 3;
    await done;
    return { at: element.currentTime, duration: element.duration, cues: element.textTracks[0]?.mode };
  });
  expect(seeked.at).toBeCloseTo(3, 0);
  expect(seeked.duration).toBeCloseTo(5.9, 0);
  expect(seeked.cues).toBe('showing');
  expect(ranges).toContain(206);
  await lookAt(page, { path: 'test-results/shots/lesson-video-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await lookAt(page, { path: 'test-results/shots/lesson-video-375.png', fullPage: true });
});
