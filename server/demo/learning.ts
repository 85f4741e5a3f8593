import { and, eq, gt, like, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta, courseLessons, outbox } from '../db/schema';
import { doubleBooksFile } from '../payments/double-books';
import {
  assignInstructor,
  completeLesson,
  ensureSampleLessons,
  reviewCourse,
  reviewEligibility,
} from '~/features/learning';
import { startCourseCheckout } from '~/features/payments';
import { accountViewer } from './organisations';
import { seedingPaystack } from './payments';
import { clock } from '@server/clock';

/** The app_meta key that says the demo's learner exists: made once per database. */
export const DEMO_LEARNING_MARKER = 'demo-learning';
/** The app_meta key that says the demo's review and instructor exist (a database seeded before them gets them). */
export const DEMO_TEACHING_MARKER = 'demo-learning-teaching';
/** Seeding takes turns on this lock when instances start together on one PostgreSQL. */
const SEED_LOCK = 727280;
/** The demo's learner, and the course she bought and is part-way through (issue 34). */
export const DEMO_LEARNER = 'spectator@ajbxng.test';
export const DEMO_LEARNER_COURSE = 'boxing-fundamentals-course';
/** The lessons she has done, answering each lesson's check. */
export const DEMO_LESSONS_DONE = 3;
/** Her review of it, once she had done those lessons. */
export const DEMO_REVIEW = {
  rating: 5,
  text: 'Coach Tunde breaks every punch down slowly, and the checks after each lesson make it stick. Three lessons in, my jab finally feels like a jab.',
};
/** The demo's instructor (an account of server/auth/demo-accounts.ts) and the course she teaches. */
export const DEMO_INSTRUCTOR = 'instructor@ajbxng.test';
export const DEMO_INSTRUCTOR_COURSE = 'business-of-boxing-mastery';

/**
 * The learning area's demo (issue 34): Funmi Adeyemi (spectator@) bought the Boxing Fundamentals Course on
 * the Paystack double, through the same checkout and webhook as a real purchase, and has done its first three
 * lessons, each check answered, then reviewed it (5 stars); Adaeze Obi (instructor@) teaches the Business of
 * Boxing Mastery course, assigned by the demo admin. Demo mode only, with the Paystack double; once per
 * database.
 */
export async function seedDemoLearning(
  db: Database,
  options: { baseUrl: string; paystack: { mode: 'paystack' | 'double' }; dataDir?: string },
): Promise<{ seeded: boolean }> {
  if (options.paystack.mode !== 'double') return { seeded: false };
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_LEARNING_MARKER));
    if (marker) {
      const [teaching] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_TEACHING_MARKER));
      if (!teaching) await seedDemoTeaching(txDb);
      return { seeded: false };
    }
    await ensureSampleLessons(txDb);
    const [lastMail] = await tx.select({ id: max(outbox.id) }).from(outbox);
    const learner = await accountViewer(txDb, DEMO_LEARNER);
    const paystack = await seedingPaystack(
      txDb,
      options.dataDir ? doubleBooksFile(options.dataDir) : undefined,
    );
    try {
      const checkout = await startCourseCheckout(txDb, paystack.payments, learner, DEMO_LEARNER_COURSE, {
        callbackUrl: `${options.baseUrl}/payments/return`,
        siteUrl: options.baseUrl,
      });
      await paystack.pay(checkout.authorizationUrl);
    } finally {
      await paystack.close();
    }
    const lessons = await tx
      .select({ id: courseLessons.id, answer: courseLessons.checkAnswer })
      .from(courseLessons)
      .where(and(eq(courseLessons.courseSlug, DEMO_LEARNER_COURSE), eq(courseLessons.published, true)))
      .orderBy(courseLessons.position)
      .limit(DEMO_LESSONS_DONE);
    for (const lesson of lessons)
      await completeLesson(txDb, learner, lesson.id, { answer: lesson.answer ?? undefined });
    await seedDemoTeaching(txDb);
    // Her receipt e-mail is not news for anyone.
    await tx
      .delete(outbox)
      .where(and(gt(outbox.id, lastMail?.id ?? 0), like(outbox.toAddress, '%ajbxng.test')));
    await tx.insert(appMeta).values({ key: DEMO_LEARNING_MARKER, value: clock.now().toISOString() });
    return { seeded: true };
  });
}

/**
 * Her review of the course (once she may write it) and the demo instructor's course, assigned by the demo admin;
 * once per database, on a database whose learner was seeded before these existed too.
 */
async function seedDemoTeaching(db: Database): Promise<void> {
  const learner = await accountViewer(db, DEMO_LEARNER);
  const eligibility = await reviewEligibility(db, learner, DEMO_LEARNER_COURSE);
  if (eligibility.can && !eligibility.mine) await reviewCourse(db, learner, DEMO_LEARNER_COURSE, DEMO_REVIEW);
  await assignInstructor(db, await accountViewer(db, 'admin@ajbxng.test'), DEMO_INSTRUCTOR_COURSE, {
    email: DEMO_INSTRUCTOR,
  });
  await db.insert(appMeta).values({ key: DEMO_TEACHING_MARKER, value: clock.now().toISOString() });
}
