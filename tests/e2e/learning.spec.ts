import { demoEmail, expect, lookAt, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './forms-support';

/**
 * The course editor (issue 34): an admin writes a lesson, publishes it, and it is in the course's outline.
 * Its refusals (other roles, bad input, places) are proven in Vitest (app/features/learning/learning.server.test.ts).
 */
test('an admin adds a lesson to a course as a draft, publishes it, and it joins the course’s outline', async ({
  page,
}) => {
  await signIn(page, demoEmail('admin'));
  await page.goto('/courses/business/business-of-boxing-mastery');
  await page.getByRole('link', { name: 'edit them' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business of Boxing Mastery' })).toBeVisible();
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
});
