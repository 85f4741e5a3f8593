import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { courseInstructors, user } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { courseBySlugOnly, coursePath } from '~/content/courses';

/**
 * Instructors as accounts (issue 34): a platform admin assigns an account, by its e-mail, to a catalogue
 * course it teaches. An instructor opens every lesson of their course and its editor; nobody else but the
 * platform's admins does. The course's page still names the catalogue's instructor.
 */

type Db = Database | Transaction;

function courseOf(slug: string) {
  const course = courseBySlugOnly(slug);
  if (!course) throw new ServiceError(404, 'course_not_found', 'There is no such course.');
  return course;
}

/** Whether the viewer is assigned to teach the course (admins are not, unless assigned). */
export async function teachesCourse(db: Db, viewer: Viewer, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseInstructors.id })
    .from(courseInstructors)
    .where(and(eq(courseInstructors.userId, viewer.id), eq(courseInstructors.courseSlug, slug)))
    .limit(1);
  return Boolean(row);
}

/**
 * The course editor's one access check (its page, its API, its uploads): a platform admin, or an instructor
 * of this course. Anyone else gets 403; a course that does not exist, 404.
 */
export async function requireCourseEditor(db: Db, viewer: Viewer, slug: string): Promise<void> {
  courseOf(slug);
  if (viewer.role === 'admin') return;
  if (await teachesCourse(db, viewer, slug)) return;
  throw new ServiceError(
    403,
    'not_an_author',
    'Only this course’s instructors and the academy’s admins edit its lessons.',
  );
}

export type CourseInstructor = { userId: string; name: string; email: string; assignedAt: string };

/** The accounts that teach a course, for its editor. */
export async function instructorsOf(db: Db, viewer: Viewer, slug: string): Promise<CourseInstructor[]> {
  await requireCourseEditor(db, viewer, slug);
  const rows = await db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      assignedAt: courseInstructors.assignedAt,
    })
    .from(courseInstructors)
    .innerJoin(user, eq(user.id, courseInstructors.userId))
    .where(eq(courseInstructors.courseSlug, slug))
    .orderBy(asc(courseInstructors.assignedAt), asc(courseInstructors.id));
  return rows.map((r) => ({ ...r, assignedAt: r.assignedAt.toISOString() }));
}

function requireAdmin(viewer: Viewer) {
  if (viewer.role !== 'admin')
    throw new ServiceError(403, 'forbidden', 'Only the academy’s admins choose a course’s instructors.');
}

/** An account, found by its e-mail, made an instructor of the course: once (assigned again, nothing changes). */
export async function assignInstructor(
  db: Db,
  viewer: Viewer,
  slug: string,
  input: { email?: unknown },
): Promise<CourseInstructor> {
  requireAdmin(viewer);
  courseOf(slug);
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
    throw new ServiceError(400, 'invalid_email', 'Write the instructor’s e-mail address.', {
      email: ['Write an e-mail address'],
    });
  const [account] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (!account)
    throw new ServiceError(
      404,
      'account_not_found',
      'No account has this e-mail address: the instructor signs up first.',
      { email: ['No account has this address'] },
    );
  await db
    .insert(courseInstructors)
    .values({ userId: account.id, courseSlug: slug, assignedAt: clock.now() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ assignedAt: courseInstructors.assignedAt })
    .from(courseInstructors)
    .where(and(eq(courseInstructors.userId, account.id), eq(courseInstructors.courseSlug, slug)));
  return {
    userId: account.id,
    name: account.name,
    email: account.email,
    assignedAt: row!.assignedAt.toISOString(),
  };
}

/** An instructor no longer teaches the course (their access to its lessons and editor ends). */
export async function removeInstructor(db: Db, viewer: Viewer, slug: string, userId: string): Promise<void> {
  requireAdmin(viewer);
  courseOf(slug);
  await db
    .delete(courseInstructors)
    .where(and(eq(courseInstructors.userId, userId), eq(courseInstructors.courseSlug, slug)));
}

export type TaughtCourse = { slug: string; title: string; path: string; editor: string };

/** The courses the viewer teaches, for My Courses' "You teach". */
export async function taughtCourses(db: Db, viewer: Viewer): Promise<TaughtCourse[]> {
  const rows = await db
    .select({ slug: courseInstructors.courseSlug })
    .from(courseInstructors)
    .where(eq(courseInstructors.userId, viewer.id))
    .orderBy(asc(courseInstructors.assignedAt), asc(courseInstructors.id));
  return rows.flatMap(({ slug }) => {
    const course = courseBySlugOnly(slug);
    return course
      ? [
          {
            slug,
            title: course.title,
            path: coursePath(course),
            editor: `/admin-dashboard/courses/${slug}`,
          },
        ]
      : [];
  });
}
