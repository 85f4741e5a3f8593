import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { randomInt } from 'node:crypto';
import { courseCertificates, courseLessons, enrolments, lessonProgress } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { courseBySlugOnly, coursePath, courses } from '~/content/courses';
import type { Course } from '~/content/courses';
import { sampleLessons } from './sample-outline';
import { teachesCourse } from './instructors.server';

/**
 * The academy's online courses delivered (issue 34): each course's lessons, who may open them, and each
 * learner's progress. A course's lessons open to a learner whose enrolment on it is active (a refund ends
 * it), and to the platform's admins; everyone sees a course's outline (titles and lengths) on its page.
 */

type Db = Database | Transaction;

/** Every catalogue course without lessons gets its sample outline (sampleLessons): at every start, once. */
export async function ensureSampleLessons(db: Db): Promise<number> {
  const having = await db.selectDistinct({ slug: courseLessons.courseSlug }).from(courseLessons);
  const taken = new Set(having.map((r) => r.slug));
  const rows = courses
    .filter((c) => !taken.has(c.slug))
    .flatMap((course) =>
      sampleLessons(course).map((l) => ({
        courseSlug: course.slug,
        position: l.position,
        title: l.title,
        minutes: l.minutes,
        body: l.body,
        checkQuestion: l.check?.question ?? null,
        checkOptions: l.check?.options ?? null,
        checkAnswer: l.check?.answer ?? null,
        sample: true,
      })),
    );
  if (rows.length === 0) return 0;
  // Two instances starting together: the second's rows meet the first's places and are dropped.
  const written = await db
    .insert(courseLessons)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: courseLessons.id });
  return written.length;
}

export type OutlineLesson = { id: number; position: number; title: string; minutes: number };
export type CourseOutline = { lessons: OutlineLesson[]; minutes: number; sample: boolean };

/** A course's published lessons in order, for its public page: titles and lengths only. */
export async function courseOutline(db: Db, slug: string): Promise<CourseOutline> {
  const rows = await db
    .select({
      id: courseLessons.id,
      position: courseLessons.position,
      title: courseLessons.title,
      minutes: courseLessons.minutes,
      sample: courseLessons.sample,
    })
    .from(courseLessons)
    .where(and(eq(courseLessons.courseSlug, slug), eq(courseLessons.published, true)))
    .orderBy(asc(courseLessons.position));
  return {
    lessons: rows.map(({ sample: _sample, ...lesson }) => lesson),
    minutes: rows.reduce((sum, r) => sum + r.minutes, 0),
    sample: rows.some((r) => r.sample),
  };
}

function courseOf(slug: string): Course {
  const course = courseBySlugOnly(slug);
  if (!course) throw new ServiceError(404, 'course_not_found', 'There is no such course.');
  return course;
}

/** Refused unless the viewer is an admin, teaches the course, or holds an active enrolment on it. */
export async function requireLearner(db: Db, viewer: Viewer, slug: string): Promise<void> {
  if (viewer.role === 'admin') return;
  if (await teachesCourse(db, viewer, slug)) return;
  const [held] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, viewer.id),
        eq(enrolments.product, 'course'),
        eq(enrolments.productSlug, slug),
        eq(enrolments.status, 'active'),
      ),
    )
    .limit(1);
  if (!held)
    throw new ServiceError(
      403,
      'not_enrolled',
      'This lesson is for the course’s learners: buy the course to open it.',
    );
}

export type CourseProgress = {
  slug: string;
  title: string;
  path: string;
  instructor: string;
  level: string;
  image: string;
  imageAlt: string;
  lessons: number;
  done: number;
  /** Whole percent of its lessons done. */
  percent: number;
  /** The first lesson not yet done (its place in the outline), or null once every one is. */
  next: number | null;
  /** Its certificate's public page, once every lesson is done. */
  certificate: string | null;
};

/** Letters and digits no one misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A certificate's code, e.g. "AJB-C-7KQ2-MX9D": 8 random characters of 31 (~40 bits), not guessable. */
function certificateCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `AJB-C-${part()}-${part()}`;
}

export const certificatePath = (code: string) => `/course-certificates/${code}`;

async function progressOf(db: Db, userId: string, slugs: string[]): Promise<Map<string, CourseProgress>> {
  const found = new Map<string, CourseProgress>();
  if (slugs.length === 0) return found;
  const rows = await db
    .select({
      slug: courseLessons.courseSlug,
      position: courseLessons.position,
      done: sql<boolean>`${lessonProgress.id} is not null`,
    })
    .from(courseLessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, courseLessons.id), eq(lessonProgress.userId, userId)),
    )
    .where(and(inArray(courseLessons.courseSlug, slugs), eq(courseLessons.published, true)))
    .orderBy(asc(courseLessons.position));
  const issued = await db
    .select({ slug: courseCertificates.courseSlug, code: courseCertificates.code })
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), inArray(courseCertificates.courseSlug, slugs)));
  for (const slug of slugs) {
    const course = courseBySlugOnly(slug);
    if (!course) continue;
    const code = issued.find((c) => c.slug === slug)?.code;
    const mine = rows.filter((r) => r.slug === slug);
    const done = mine.filter((r) => r.done).length;
    found.set(slug, {
      slug,
      title: course.title,
      path: coursePath(course),
      instructor: course.instructor,
      level: course.level,
      image: course.image,
      imageAlt: course.imageAlt,
      lessons: mine.length,
      done,
      percent: mine.length === 0 ? 0 : Math.floor((done * 100) / mine.length),
      next: mine.find((r) => !r.done)?.position ?? null,
      certificate: code ? certificatePath(code) : null,
    });
  }
  return found;
}

/** My Courses: each course the viewer is actively enrolled on, with their progress, newest enrolment first. */
export async function myCourses(db: Db, viewer: Viewer): Promise<CourseProgress[]> {
  const held = await db
    .select({ slug: enrolments.productSlug })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, viewer.id),
        eq(enrolments.product, 'course'),
        eq(enrolments.status, 'active'),
      ),
    )
    .orderBy(sql`${enrolments.activatedAt} desc nulls last`, sql`${enrolments.id} desc`);
  const slugs = [...new Set(held.map((h) => h.slug))];
  const progress = await progressOf(db, viewer.id, slugs);
  return slugs.flatMap((slug) => progress.get(slug) ?? []);
}

export type LessonPage = {
  course: CourseProgress;
  lesson: {
    id: number;
    position: number;
    title: string;
    minutes: number;
    body: string;
    sample: boolean;
    videoKey: string | null;
    captionsKey: string | null;
    /** The question and its options; the right answer stays on the server. */
    check: { question: string; options: string[] } | null;
    done: boolean;
  };
  previous: number | null;
  next: number | null;
  outline: (OutlineLesson & { done: boolean })[];
};

/** A lesson of a course, for its learner (or an admin): 403 for anyone else, 404 for no such lesson. */
export async function lessonPage(
  db: Db,
  viewer: Viewer,
  slug: string,
  position: number,
): Promise<LessonPage> {
  courseOf(slug);
  await requireLearner(db, viewer, slug);
  const rows = await db
    .select({ lesson: courseLessons, doneId: lessonProgress.id })
    .from(courseLessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, courseLessons.id), eq(lessonProgress.userId, viewer.id)),
    )
    .where(and(eq(courseLessons.courseSlug, slug), eq(courseLessons.published, true)))
    .orderBy(asc(courseLessons.position));
  const at = rows.findIndex((r) => r.lesson.position === position);
  if (at < 0) throw new ServiceError(404, 'lesson_not_found', 'This course has no such lesson.');
  const { lesson, doneId } = rows[at]!;
  const progress = (await progressOf(db, viewer.id, [slug])).get(slug)!;
  const options = lesson.checkOptions;
  return {
    course: progress,
    lesson: {
      id: lesson.id,
      position: lesson.position,
      title: lesson.title,
      minutes: lesson.minutes,
      body: lesson.body,
      sample: lesson.sample,
      videoKey: lesson.videoKey,
      captionsKey: lesson.captionsKey,
      check:
        lesson.checkQuestion && Array.isArray(options) && options.length > 1
          ? { question: lesson.checkQuestion, options }
          : null,
      done: doneId !== null,
    },
    previous: rows[at - 1]?.lesson.position ?? null,
    next: rows[at + 1]?.lesson.position ?? null,
    outline: rows.map((r) => ({
      id: r.lesson.id,
      position: r.lesson.position,
      title: r.lesson.title,
      minutes: r.lesson.minutes,
      done: r.doneId !== null,
    })),
  };
}

export type LessonCompletion = {
  lessonId: number;
  /** This lesson had been completed before: nothing new was written. */
  replayed: boolean;
  progress: { done: number; lessons: number; percent: number };
  /** Every lesson of the course is done. */
  courseComplete: boolean;
  /** The next lesson's place in the outline, or null after the last. */
  next: number | null;
  /** The course's certificate (its public page), issued when its last lesson is done. */
  certificate: string | null;
};

/**
 * A lesson completed by its learner: where it ends with a check, `answer` (the index of an option) must be
 * the right one. Once per learner and lesson: sent again, the same answer.
 */
export async function completeLesson(
  db: Database,
  viewer: Viewer,
  lessonId: number,
  input: { answer?: unknown },
): Promise<LessonCompletion> {
  const missing = () => new ServiceError(404, 'lesson_not_found', 'There is no such lesson.');
  if (!Number.isInteger(lessonId) || lessonId < 1 || lessonId > 2_147_483_647) throw missing();
  const [lesson] = await db
    .select()
    .from(courseLessons)
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.published, true)));
  if (!lesson) throw missing();
  await requireLearner(db, viewer, lesson.courseSlug);
  const options = Array.isArray(lesson.checkOptions) ? lesson.checkOptions : [];
  if (lesson.checkQuestion && options.length > 1) {
    const answer = input.answer;
    if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer >= options.length)
      throw new ServiceError(400, 'invalid_answer', 'Choose one of the answers.', {
        answer: [`Choose one of the ${options.length} answers`],
      });
    if (answer !== lesson.checkAnswer)
      throw new ServiceError(
        422,
        'wrong_answer',
        'Not quite: read the lesson again, then choose another answer.',
        {
          answer: ['Not the right answer'],
        },
      );
  }
  const written = await db
    .insert(lessonProgress)
    .values({ userId: viewer.id, lessonId, completedAt: clock.now() })
    .onConflictDoNothing()
    .returning({ id: lessonProgress.id });
  let progress = (await progressOf(db, viewer.id, [lesson.courseSlug])).get(lesson.courseSlug)!;
  const courseComplete = progress.lessons > 0 && progress.done === progress.lessons;
  // Its learners' certificate: an admin or an instructor reading a course's lessons through is not one of them.
  if (
    courseComplete &&
    !progress.certificate &&
    viewer.role !== 'admin' &&
    !(await teachesCourse(db, viewer, lesson.courseSlug))
  ) {
    // Once per learner and course: two last lessons done at once issue one certificate.
    await db
      .insert(courseCertificates)
      .values({
        code: certificateCode(),
        userId: viewer.id,
        courseSlug: lesson.courseSlug,
        learnerName: viewer.name,
        issuedAt: clock.now(),
      })
      .onConflictDoNothing({ target: [courseCertificates.userId, courseCertificates.courseSlug] });
    progress = (await progressOf(db, viewer.id, [lesson.courseSlug])).get(lesson.courseSlug)!;
  }
  const after = await db
    .select({ position: courseLessons.position })
    .from(courseLessons)
    .where(
      and(
        eq(courseLessons.courseSlug, lesson.courseSlug),
        eq(courseLessons.published, true),
        sql`${courseLessons.position} > ${lesson.position}`,
      ),
    )
    .orderBy(asc(courseLessons.position))
    .limit(1);
  return {
    lessonId,
    replayed: written.length === 0,
    progress: { done: progress.done, lessons: progress.lessons, percent: progress.percent },
    courseComplete,
    next: after[0]?.position ?? null,
    certificate: progress.certificate,
  };
}

/** How many lessons a course has (published), for tests and the demo. */
export async function lessonCount(db: Db, slug: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courseLessons)
    .where(and(eq(courseLessons.courseSlug, slug), eq(courseLessons.published, true)));
  return row?.n ?? 0;
}

export type CourseCertificate = {
  code: string;
  path: string;
  learnerName: string;
  course: {
    title: string;
    path: string;
    instructor: string;
    level: string;
    lessons: number;
    duration: string;
  };
  issuedAt: string;
};

/** A course certificate by its code, for its public page: anyone with the code may check it. */
export async function courseCertificate(db: Db, code: string): Promise<CourseCertificate> {
  const missing = () =>
    new ServiceError(404, 'certificate_not_found', 'There is no certificate with this code.');
  if (!/^AJB-C-[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(code)) throw missing();
  const [row] = await db.select().from(courseCertificates).where(eq(courseCertificates.code, code));
  const course = row ? courseBySlugOnly(row.courseSlug) : undefined;
  if (!row || !course) throw missing();
  return {
    code: row.code,
    path: certificatePath(row.code),
    learnerName: row.learnerName,
    course: {
      title: course.title,
      path: coursePath(course),
      instructor: course.instructor,
      level: course.level,
      lessons: await lessonCount(db, course.slug),
      duration: course.duration,
    },
    issuedAt: row.issuedAt.toISOString(),
  };
}
