import { and, asc, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { courseLessons } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { requireCourseEditor } from './instructors.server';
import { lessonInputSchema } from './forms';
import type { LessonInput } from './forms';

/**
 * The course editor (issue 34): the academy's admins and the course's instructors (requireCourseEditor) write a
 * course's lessons. A new lesson is a draft at the end of the outline until it is published; lessons move up
 * or down one place; any lesson is unpublished (it leaves the outline and its learners' pages) or published.
 */

function parsed(input: unknown): LessonInput {
  const result = lessonInputSchema.safeParse(input);
  if (result.success) {
    const lesson = result.data;
    const options = lesson.checkOptions.filter((o) => o.length > 0);
    if (lesson.checkQuestion && options.length < 2)
      throw new ServiceError(400, 'invalid_lesson', 'A check needs at least two answers.', {
        checkOptions: ['Write at least two answers'],
      });
    if (lesson.checkQuestion && !lesson.checkOptions[lesson.checkAnswer ?? -1])
      throw new ServiceError(400, 'invalid_lesson', 'Say which answer is right.', {
        checkAnswer: ['Choose the right answer'],
      });
    return lesson;
  }
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'lesson');
    (fields[key] ??= []).push(issue.message);
  }
  const first = Object.values(fields)[0]?.[0] ?? 'Check the lesson.';
  throw new ServiceError(400, 'invalid_lesson', first, fields);
}

function checkColumns(input: LessonInput) {
  const options = input.checkOptions.filter((o) => o.length > 0);
  if (!input.checkQuestion || options.length < 2)
    return { checkQuestion: null, checkOptions: null, checkAnswer: null };
  // The right answer's place among the answers written (blank ones are dropped).
  const right = input.checkOptions.slice(0, input.checkAnswer ?? 0).filter((o) => o.length > 0).length;
  return { checkQuestion: input.checkQuestion, checkOptions: options, checkAnswer: right };
}

export type AuthoredLesson = {
  id: number;
  position: number;
  title: string;
  minutes: number;
  body: string;
  published: boolean;
  sample: boolean;
  checkQuestion: string | null;
  checkOptions: string[];
  checkAnswer: number | null;
};

/** Every lesson of a course, drafts included, for its editor. */
export async function courseLessonsForEditor(
  db: Database,
  viewer: Viewer,
  slug: string,
): Promise<AuthoredLesson[]> {
  await requireCourseEditor(db, viewer, slug);
  const rows = await db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.courseSlug, slug))
    .orderBy(asc(courseLessons.position));
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    title: r.title,
    minutes: r.minutes,
    body: r.body,
    published: r.published,
    sample: r.sample,
    checkQuestion: r.checkQuestion,
    checkOptions: Array.isArray(r.checkOptions) ? r.checkOptions : [],
    checkAnswer: r.checkAnswer,
  }));
}

/** A new lesson, a draft, at the end of the course's outline. */
export async function addLesson(
  db: Database,
  viewer: Viewer,
  slug: string,
  input: unknown,
): Promise<AuthoredLesson> {
  await requireCourseEditor(db, viewer, slug);
  const lesson = parsed(input);
  return db.transaction(async (tx) => {
    // One writer of a course's places at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`course-lessons:${slug}`}))`);
    const [last] = await tx
      .select({ position: max(courseLessons.position) })
      .from(courseLessons)
      .where(eq(courseLessons.courseSlug, slug));
    const [row] = await tx
      .insert(courseLessons)
      .values({
        courseSlug: slug,
        position: (last?.position ?? 0) + 1,
        title: lesson.title,
        minutes: lesson.minutes,
        body: lesson.body,
        ...checkColumns(lesson),
        published: false,
        sample: false,
      })
      .returning();
    return (await courseLessonsForEditor(tx as unknown as Database, viewer, slug)).find(
      (l) => l.id === row!.id,
    )!;
  });
}

async function lessonRow(db: Database, id: number) {
  const [row] =
    Number.isInteger(id) && id > 0 && id < 2_147_483_647
      ? await db.select().from(courseLessons).where(eq(courseLessons.id, id))
      : [];
  if (!row) throw new ServiceError(404, 'lesson_not_found', 'There is no such lesson.');
  return row;
}

/** A lesson rewritten (no longer sample content once an author has written it). */
export async function updateLesson(db: Database, viewer: Viewer, id: number, input: unknown): Promise<void> {
  const row = await lessonRow(db, id);
  await requireCourseEditor(db, viewer, row.courseSlug);
  const lesson = parsed(input);
  await db
    .update(courseLessons)
    .set({
      title: lesson.title,
      minutes: lesson.minutes,
      body: lesson.body,
      ...checkColumns(lesson),
      sample: false,
      updatedAt: clock.now(),
    })
    .where(eq(courseLessons.id, id));
}

export async function setLessonPublished(
  db: Database,
  viewer: Viewer,
  id: number,
  published: boolean,
): Promise<void> {
  const row = await lessonRow(db, id);
  await requireCourseEditor(db, viewer, row.courseSlug);
  await db.update(courseLessons).set({ published, updatedAt: clock.now() }).where(eq(courseLessons.id, id));
}

/** A lesson swaps places with the one before (up) or after (down) it; at either end, nothing moves. */
export async function moveLesson(
  db: Database,
  viewer: Viewer,
  id: number,
  direction: 'up' | 'down',
): Promise<void> {
  const lesson = await lessonRow(db, id);
  await requireCourseEditor(db, viewer, lesson.courseSlug);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`course-lessons:${lesson.courseSlug}`}))`);
    const [here] = await tx.select().from(courseLessons).where(eq(courseLessons.id, id));
    const [other] = await tx
      .select()
      .from(courseLessons)
      .where(
        and(
          eq(courseLessons.courseSlug, here!.courseSlug),
          direction === 'up'
            ? lt(courseLessons.position, here!.position)
            : gt(courseLessons.position, here!.position),
        ),
      )
      .orderBy(direction === 'up' ? desc(courseLessons.position) : asc(courseLessons.position))
      .limit(1);
    if (!other) return;
    // Through a free place: the course's places are unique at every statement.
    await tx.update(courseLessons).set({ position: -here!.position }).where(eq(courseLessons.id, here!.id));
    await tx.update(courseLessons).set({ position: here!.position }).where(eq(courseLessons.id, other.id));
    await tx.update(courseLessons).set({ position: other.position }).where(eq(courseLessons.id, here!.id));
  });
}
