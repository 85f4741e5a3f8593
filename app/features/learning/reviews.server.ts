import { and, count, desc, eq, exists, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@server/db/client';
import { courseLessons, courseReviews, enrolments, lessonProgress, user } from '@server/db/schema';
import type { Viewer } from '@server/auth/roles';
import { ServiceError } from '@server/service-error';
import { clock } from '@server/clock';
import { courseBySlugOnly } from '~/content/courses';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './forms';

/**
 * Reviews of a course by its learners (issue 34): 1 to 5 stars and a short text, one per learner and course
 * (written again, the same review rewritten). A learner reviews a course they hold (an active enrolment) once
 * they have done at least one of its lessons. A review counts, on the course's page and in its average, while
 * its writer still holds the course: a refunded learner's review leaves with their access.
 */

type Db = Database | Transaction;

/** The reviews a course's page lists, newest first (the average and count are of them all). */
const LISTED = 20;

function courseOf(slug: string) {
  const course = courseBySlugOnly(slug);
  if (!course) throw new ServiceError(404, 'course_not_found', 'There is no such course.');
  return course;
}

/** The writer still holds the course: their review counts. */
const heldByWriter = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.userId, courseReviews.userId),
          eq(enrolments.product, 'course'),
          eq(enrolments.productSlug, courseReviews.courseSlug),
          eq(enrolments.status, 'active'),
        ),
      ),
  );

/** "Funmi Adeyemi" → "Funmi A.": a learner's first name and initial, not their full name, in public. */
export function reviewerName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? 'A learner';
  return `${words[0]} ${words.at(-1)![0]!.toUpperCase()}.`;
}

export type CourseReview = {
  id: number;
  reviewer: string;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
};

export type CourseReviews = {
  /** How many learners' reviews count, and their average to one decimal (null while there are none). */
  count: number;
  average: number | null;
  reviews: CourseReview[];
};

/** A course's reviews, for its page and GET /courses/{slug}/reviews: public. */
export async function courseReviewsOf(db: Db, slug: string): Promise<CourseReviews> {
  courseOf(slug);
  const counted = and(eq(courseReviews.courseSlug, slug), heldByWriter(db));
  const [summary] = await db
    .select({ n: count(), average: sql<string | null>`avg(${courseReviews.rating})` })
    .from(courseReviews)
    .where(counted);
  const rows = await db
    .select({ review: courseReviews, name: user.name })
    .from(courseReviews)
    .innerJoin(user, eq(user.id, courseReviews.userId))
    .where(counted)
    .orderBy(desc(courseReviews.updatedAt), desc(courseReviews.id))
    .limit(LISTED);
  const n = summary?.n ?? 0;
  return {
    count: n,
    average: n > 0 && summary?.average != null ? Math.round(Number(summary.average) * 10) / 10 : null,
    reviews: rows.map(({ review, name }) => ({
      id: review.id,
      reviewer: reviewerName(name),
      rating: review.rating,
      text: review.text,
      createdAt: review.createdAt.toISOString(),
      updatedAt: review.updatedAt.toISOString(),
    })),
  };
}

export type ReviewEligibility =
  | { can: true; mine: { rating: number; text: string } | null }
  | { can: false; code: 'not_enrolled' | 'review_too_early'; message: string };

/** Whether the viewer may review the course now, and their review if they wrote one. */
export async function reviewEligibility(db: Db, viewer: Viewer, slug: string): Promise<ReviewEligibility> {
  courseOf(slug);
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
    return {
      can: false,
      code: 'not_enrolled',
      message: 'Reviews come from the course’s learners: buy the course to review it.',
    };
  const [done] = await db
    .select({ id: lessonProgress.id })
    .from(lessonProgress)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonProgress.lessonId))
    .where(and(eq(lessonProgress.userId, viewer.id), eq(courseLessons.courseSlug, slug)))
    .limit(1);
  if (!done)
    return {
      can: false,
      code: 'review_too_early',
      message: 'Do at least one lesson of the course first, then review it.',
    };
  const [mine] = await db
    .select({ rating: courseReviews.rating, text: courseReviews.text })
    .from(courseReviews)
    .where(and(eq(courseReviews.userId, viewer.id), eq(courseReviews.courseSlug, slug)));
  return { can: true, mine: mine ?? null };
}

/**
 * The viewer's review of a course, written or rewritten: 403 unless they hold the course and have done a
 * lesson of it; 422 for stars outside 1 to 5 or a text outside its lengths (nothing written).
 */
export async function reviewCourse(
  db: Db,
  viewer: Viewer,
  slug: string,
  input: { rating?: unknown; text?: unknown },
): Promise<{ review: CourseReview; created: boolean }> {
  const eligible = await reviewEligibility(db, viewer, slug);
  if (!eligible.can) throw new ServiceError(403, eligible.code, eligible.message);
  const fields: Record<string, string[]> = {};
  const rating = typeof input.rating === 'string' ? Number(input.rating) : input.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
    fields.rating = ['Give the course 1 to 5 stars'];
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  if (text.length < REVIEW_TEXT_MIN)
    fields.text = [`Write at least ${REVIEW_TEXT_MIN} characters about the course`];
  else if (text.length > REVIEW_TEXT_MAX) fields.text = [`A review is at most ${REVIEW_TEXT_MAX} characters`];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new ServiceError(422, 'invalid_review', `${first}.`, fields);
  const now = clock.now();
  const [row] = await db
    .insert(courseReviews)
    .values({
      userId: viewer.id,
      courseSlug: slug,
      rating: rating as number,
      text,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [courseReviews.userId, courseReviews.courseSlug],
      set: { rating: rating as number, text, updatedAt: now },
    })
    .returning();
  return {
    review: {
      id: row!.id,
      reviewer: reviewerName(viewer.name),
      rating: row!.rating,
      text: row!.text,
      createdAt: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
    },
    created: eligible.mine === null,
  };
}
