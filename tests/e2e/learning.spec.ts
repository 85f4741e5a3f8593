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
    await expect(rating).toContainText('5.0');
    await expect(rating).toContainText('1 review from enrolled learners');
    await expect(
      page.getByRole('region', { name: 'Learners’ Reviews' }).getByRole('list', { name: 'Reviews' }),
    ).toContainText('Funmi A. · Enrolled learner');
    await lookAt(page, { path: 'test-results/shots/course-reviews-1280.png', fullPage: true });
  });
});
