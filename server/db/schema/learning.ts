import { clock } from '@server/clock';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Issue 34, the academy's online courses delivered: each course's lessons (the catalogue's courses are
 * app/content/courses.ts, named here by their stable slug) and each learner's progress through them.
 */

/**
 * One lesson of a course, in its place in the outline. `sample`: made from the catalogue's lesson count and
 * features for a newcomer's demo, until an instructor writes the real one. `body` is the Markdown subset the
 * lesson page renders (paragraphs, `##` headings, `-` lists, `**bold**`), never HTML. A lesson may end with a
 * short check: one question, its options, the index of the right one.
 */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    courseSlug: text('course_slug').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    minutes: integer('minutes').notNull(),
    body: text('body').notNull(),
    checkQuestion: text('check_question'),
    checkOptions: jsonb('check_options').$type<string[]>(),
    checkAnswer: integer('check_answer'),
    /** The media store's keys of its video and captions (WebVTT), once uploaded. */
    videoKey: text('video_key'),
    captionsKey: text('captions_key'),
    published: boolean('published').notNull().default(true),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [uniqueIndex('course_lessons_place').on(t.courseSlug, t.position)],
);

/** A lesson a learner has completed (its check passed, where it has one): once per learner and lesson. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    uniqueIndex('lesson_progress_once').on(t.userId, t.lessonId),
    index('lesson_progress_lesson_idx').on(t.lessonId),
  ],
);

/**
 * A course's certificate, issued once to a learner who has done every lesson: its public page is
 * /course-certificates/<code>, which anyone shown the certificate can open to check it.
 */
export const courseCertificates = pgTable(
  'course_certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    courseSlug: text('course_slug').notNull(),
    /** The learner's name as it was when the certificate was issued. */
    learnerName: text('learner_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    uniqueIndex('course_certificates_code').on(t.code),
    uniqueIndex('course_certificates_once').on(t.userId, t.courseSlug),
  ],
);

/**
 * A learner's review of a course (issue 34): 1 to 5 stars and a short text, one per learner and course,
 * rewritten in place. Written only while the learner holds the course and once they have done a lesson; the
 * course's page shows these in place of the catalogue's starting figures once there is one.
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    courseSlug: text('course_slug').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    uniqueIndex('course_reviews_once').on(t.userId, t.courseSlug),
    index('course_reviews_course_idx').on(t.courseSlug),
  ],
);

/**
 * An account that teaches a catalogue course (issue 34): assigned by a platform admin, it opens every lesson
 * of the course and the course's editor. The course's page still names the catalogue's instructor.
 */
export const courseInstructors = pgTable(
  'course_instructors',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    courseSlug: text('course_slug').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    uniqueIndex('course_instructors_once').on(t.courseSlug, t.userId),
    index('course_instructors_user_idx').on(t.userId),
  ],
);
