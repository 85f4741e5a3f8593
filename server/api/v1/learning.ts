import { z } from 'zod';
import {
  addLesson,
  assignInstructor,
  completeLesson,
  courseReviewsOf,
  courseCertificate,
  courseOutline,
  lessonMediaUrls,
  lessonPage,
  moveLesson,
  myCourses,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  removeInstructor,
  reviewCourse,
  setLessonPublished,
  updateLesson,
} from '~/features/learning';
import { courseBySlugOnly } from '~/content/courses';
import { ServiceError } from '@server/service-error';
import { defineEndpoint } from './endpoint';

/**
 * The online courses' learning area (issue 34): a course's outline, a learner's courses and progress, a
 * lesson for its learner, and a lesson completed. Lessons open to a course's active enrolments and to admins.
 */

const slugParam = z.string().max(80).describe('The course’s slug, e.g. boxing-fundamentals-course');

const progressSchema = z.object({
  slug: z.string(),
  title: z.string(),
  path: z.string().describe('The course’s page on the site'),
  instructor: z.string(),
  level: z.string(),
  lessons: z.number().int().describe('How many lessons it has'),
  done: z.number().int().describe('How many of them this learner has done'),
  percent: z.number().int(),
  next: z.number().int().nullable().describe('The first lesson not yet done (its place), null once all are'),
  certificate: z.string().nullable().describe('Its certificate’s public page, once every lesson is done'),
});

const outlineLesson = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  minutes: z.number().int(),
});

const lessonId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : -1);

/** A lesson as an author sends it; the service checks the rest (lengths, a check's right answer). */
const lessonBody = z.object({
  title: z.string().max(200),
  minutes: z.number().int().min(1).max(240),
  body: z.string().max(20_000).describe('The Markdown subset: paragraphs, ## headings, - lists, **bold**'),
  checkQuestion: z.string().max(200).optional(),
  checkOptions: z.array(z.string().max(120)).max(6).optional(),
  checkAnswer: z
    .number()
    .int()
    .min(0)
    .max(5)
    .optional()
    .describe('The right answer’s index among checkOptions'),
});

const authoredLesson = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  minutes: z.number().int(),
  body: z.string(),
  published: z.boolean(),
  sample: z.boolean(),
  checkQuestion: z.string().nullable(),
  checkOptions: z.array(z.string()),
  checkAnswer: z.number().int().nullable(),
});

const reviewSchema = z.object({
  id: z.number().int(),
  reviewer: z.string().describe('The learner’s first name and initial'),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const instructorSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  assignedAt: z.string(),
});

export function learningEndpoints() {
  return [
    defineEndpoint({
      method: 'get',
      path: '/courses/:slug/lessons',
      roles: 'public',
      summary: 'A course’s outline: its lessons’ titles and lengths, in order',
      description:
        '`sample`: the outline made from the catalogue until the instructor’s own lessons replace it.',
      params: z.object({ slug: slugParam }),
      response: z.object({ lessons: z.array(outlineLesson), minutes: z.number().int(), sample: z.boolean() }),
      refusals: [{ status: 404, description: 'No such course (course_not_found)' }],
      handle: async ({ db, params }) => {
        if (!courseBySlugOnly(params.slug))
          throw new ServiceError(404, 'course_not_found', 'There is no such course.');
        return courseOutline(db, params.slug);
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/me/courses',
      roles: 'signed-in',
      summary: 'My Courses: each course you are enrolled on, with your progress',
      response: z.object({ courses: z.array(progressSchema) }),
      handle: async ({ db, viewer, res }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return { courses: (await myCourses(db, viewer!)).map(({ image: _i, imageAlt: _a, ...c }) => c) };
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/courses/:slug/lessons/:position',
      roles: 'signed-in',
      summary: 'A lesson of a course, for its learners (and admins)',
      description:
        'Its text (a Markdown subset: paragraphs, ## headings, - lists, **bold**), its check’s question and ' +
        'options (never the right answer), whether you have done it, and the lessons around it.',
      params: z.object({
        slug: slugParam,
        position: z.string().max(12).describe('The lesson’s place in the outline, from 1'),
      }),
      response: z.object({
        lesson: z.object({
          id: z.number().int(),
          position: z.number().int(),
          title: z.string(),
          minutes: z.number().int(),
          body: z.string(),
          sample: z.boolean(),
          check: z.object({ question: z.string(), options: z.array(z.string()) }).nullable(),
          done: z.boolean(),
          video: z
            .string()
            .nullable()
            .describe('Where its video is served (GET /lessons/{id}/video, byte ranges), or null'),
          captions: z.string().nullable().describe('Where its captions (WebVTT) are served, or null'),
        }),
        course: progressSchema,
        previous: z.number().int().nullable(),
        next: z.number().int().nullable(),
      }),
      refusals: [
        {
          status: 403,
          description: 'Not enrolled on the course, or the enrolment was refunded (not_enrolled)',
        },
        { status: 404, description: 'No such course or lesson (course_not_found, lesson_not_found)' },
      ],
      handle: async ({ db, viewer, params, res }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        const position = /^\d{1,4}$/.test(params.position) ? Number(params.position) : -1;
        const page = await lessonPage(db, viewer!, params.slug, position);
        const { image: _i, imageAlt: _a, ...course } = page.course;
        const { videoKey, captionsKey, ...lesson } = page.lesson;
        return {
          lesson: { ...lesson, ...lessonMediaUrls({ id: lesson.id, videoKey, captionsKey }) },
          course,
          previous: page.previous,
          next: page.next,
        };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/lessons/:id/completion',
      roles: 'signed-in',
      // Done once: sent again (the same key or not), the lesson stays done and the answer says `replayed`.
      idempotent: true,
      summary: 'Complete a lesson: answer its check',
      description:
        'Where the lesson ends with a check, `answer` is the index of the chosen option and must be the right ' +
        'one (422 wrong_answer otherwise). The lesson is then done for you, once.',
      params: z.object({ id: z.string().max(12).describe('The lesson’s numeric id') }),
      body: z.object({ answer: z.number().int().min(0).max(20).optional() }),
      response: z.object({
        lessonId: z.number().int(),
        replayed: z.boolean(),
        progress: z.object({ done: z.number().int(), lessons: z.number().int(), percent: z.number().int() }),
        courseComplete: z.boolean(),
        next: z.number().int().nullable(),
        certificate: z
          .string()
          .nullable()
          .describe('The course’s certificate (its public page), issued when its last lesson is done'),
      }),
      refusals: [
        { status: 403, description: 'Not enrolled on its course (not_enrolled)' },
        { status: 404, description: 'No such lesson (lesson_not_found)' },
        { status: 422, description: 'Not the right answer (wrong_answer)' },
      ],
      handle: async ({ db, viewer, params, body }) => {
        const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : -1;
        return completeLesson(db, viewer!, id, { answer: body.answer });
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/course-certificates/:code',
      roles: 'public',
      summary: 'Check a course certificate by its code',
      description: 'Who completed which course, and when: what the certificate’s public page shows.',
      params: z.object({
        code: z.string().max(40).describe('The code on the certificate, e.g. AJB-C-7KQ2-MX9D'),
      }),
      response: z.object({
        certificate: z.object({
          code: z.string(),
          path: z.string(),
          learnerName: z.string(),
          course: z.object({
            title: z.string(),
            path: z.string(),
            instructor: z.string(),
            level: z.string(),
            lessons: z.number().int(),
            duration: z.string(),
          }),
          issuedAt: z.string(),
        }),
      }),
      refusals: [{ status: 404, description: 'No certificate has this code (certificate_not_found)' }],
      handle: async ({ db, params }) => ({ certificate: await courseCertificate(db, params.code) }),
    }),
    defineEndpoint({
      method: 'post',
      path: '/courses/:slug/lessons',
      roles: 'signed-in',
      idempotent: true,
      summary:
        'Add a lesson to a course: a draft at the end of its outline (its instructors, the academy’s admins)',
      params: z.object({ slug: slugParam }),
      body: lessonBody,
      response: z.object({ lesson: authoredLesson }),
      successStatus: 201,
      refusals: [
        { status: 403, description: 'Not an instructor of the course, nor an admin (not_an_author)' },
        { status: 404, description: 'No such course (course_not_found)' },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        lesson: await addLesson(db, viewer!, params.slug, body),
      }),
    }),
    defineEndpoint({
      method: 'put',
      path: '/lessons/:id',
      roles: 'signed-in',
      idempotent: true,
      summary:
        'Rewrite a lesson: its title, length, text and check (its course’s instructors, the academy’s admins)',
      description: 'A sample lesson rewritten is the course’s own from then on.',
      params: z.object({ id: z.string().max(12).describe('The lesson’s numeric id') }),
      body: lessonBody,
      response: z.object({ ok: z.literal(true) }),
      refusals: [
        { status: 403, description: 'Not an instructor of the course, nor an admin (not_an_author)' },
        { status: 404, description: 'No such lesson (lesson_not_found)' },
      ],
      handle: async ({ db, viewer, params, body }) => {
        await updateLesson(db, viewer!, lessonId(params.id), body);
        return { ok: true as const };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/lessons/:id/publication',
      roles: 'signed-in',
      idempotent: true,
      summary:
        'Publish a lesson (in the outline, open to learners) or unpublish it (its instructors, admins)',
      params: z.object({ id: z.string().max(12).describe('The lesson’s numeric id') }),
      body: z.object({ published: z.boolean() }).strict(),
      response: z.object({ ok: z.literal(true) }),
      refusals: [
        { status: 403, description: 'Not an instructor of the course, nor an admin (not_an_author)' },
        { status: 404, description: 'No such lesson (lesson_not_found)' },
      ],
      handle: async ({ db, viewer, params, body }) => {
        await setLessonPublished(db, viewer!, lessonId(params.id), body.published);
        return { ok: true as const };
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/lessons/:id/move',
      roles: 'signed-in',
      idempotent: true,
      summary: 'Move a lesson one place up or down its course’s outline (its instructors, admins)',
      params: z.object({ id: z.string().max(12).describe('The lesson’s numeric id') }),
      body: z.object({ direction: z.enum(['up', 'down']) }).strict(),
      response: z.object({ ok: z.literal(true) }),
      refusals: [
        { status: 403, description: 'Not an instructor of the course, nor an admin (not_an_author)' },
        { status: 404, description: 'No such lesson (lesson_not_found)' },
      ],
      handle: async ({ db, viewer, params, body }) => {
        await moveLesson(db, viewer!, lessonId(params.id), body.direction);
        return { ok: true as const };
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/courses/:slug/reviews',
      roles: 'public',
      summary: 'A course’s reviews by its learners, newest first, with their count and average',
      description:
        'A review counts while its writer holds the course. `average` is null while there are none: the ' +
        'course’s page then shows the catalogue’s starting figures.',
      params: z.object({ slug: slugParam }),
      response: z.object({
        count: z.number().int(),
        average: z.number().nullable().describe('Stars, to one decimal'),
        reviews: z.array(reviewSchema),
      }),
      refusals: [{ status: 404, description: 'No such course (course_not_found)' }],
      handle: async ({ db, params }) => courseReviewsOf(db, params.slug),
    }),
    defineEndpoint({
      method: 'put',
      path: '/courses/:slug/review',
      roles: 'signed-in',
      // One review per learner and course: sent again, the same review rewritten.
      idempotent: true,
      summary: 'Write or rewrite your review of a course you hold (after at least one of its lessons)',
      params: z.object({ slug: slugParam }),
      body: z.object({
        rating: z.number().describe('Stars, a whole number from 1 to 5'),
        text: z
          .string()
          .max(5000)
          .describe(`From ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters once trimmed`),
      }),
      response: z.object({ review: reviewSchema, created: z.boolean() }),
      refusals: [
        {
          status: 403,
          description:
            'Not holding the course (not_enrolled), or no lesson of it done yet (review_too_early)',
        },
        { status: 404, description: 'No such course (course_not_found)' },
        { status: 422, description: 'Stars outside 1 to 5, or the text too short or long (invalid_review)' },
      ],
      handle: async ({ db, viewer, params, body }) => reviewCourse(db, viewer!, params.slug, body),
    }),
    defineEndpoint({
      method: 'post',
      path: '/courses/:slug/instructors',
      roles: ['admin'],
      // Assigned again: the same instructor, nothing added.
      idempotent: true,
      summary: 'Make an account an instructor of a course, by its e-mail (platform admins)',
      description: 'An instructor opens every lesson of the course and its editor.',
      params: z.object({ slug: slugParam }),
      body: z.object({ email: z.string().max(254) }),
      response: z.object({ instructor: instructorSchema }),
      refusals: [
        { status: 404, description: 'No such course, or no account has the e-mail (account_not_found)' },
      ],
      handle: async ({ db, viewer, params, body }) => ({
        instructor: await assignInstructor(db, viewer!, params.slug, body),
      }),
    }),
    defineEndpoint({
      method: 'delete',
      path: '/courses/:slug/instructors/:userId',
      roles: ['admin'],
      idempotent: true,
      summary: 'An account no longer teaches a course (platform admins)',
      params: z.object({ slug: slugParam, userId: z.string().max(100).describe('The account’s id') }),
      response: z.object({ ok: z.literal(true) }),
      refusals: [{ status: 404, description: 'No such course (course_not_found)' }],
      handle: async ({ db, viewer, params }) => {
        await removeInstructor(db, viewer!, params.slug, params.userId);
        return { ok: true as const };
      },
    }),
  ];
}
